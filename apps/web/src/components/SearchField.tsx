import SearchIcon from '@mui/icons-material/Search';
import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

interface Props {
  /** What Autocomplete's renderInput receives. */
  params: AutocompleteRenderInputParams;
  label?: string;
  placeholder?: string;
  /** When given, a small spinner shows before Autocomplete's own end buttons while it is true. */
  busy?: boolean;
  /** Extra attributes of the <input> (aria-label, data-testid). */
  htmlInput?: Record<string, string | undefined>;
}

/** An Autocomplete's text box with a magnifier in front. */
export function SearchField({ params, label, placeholder, busy, htmlInput }: Props) {
  const input = params.slotProps.input;
  return (
    <TextField
      {...params}
      label={label}
      placeholder={placeholder}
      slotProps={{
        ...params.slotProps,
        input: {
          ...input,
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          ...(busy === undefined
            ? {}
            : {
                endAdornment: (
                  <>
                    {busy && <CircularProgress size={16} />}
                    {input.endAdornment}
                  </>
                ),
              }),
        },
        htmlInput: { ...params.slotProps.htmlInput, ...htmlInput },
      }}
    />
  );
}
