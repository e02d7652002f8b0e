import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EXPLORER_ARRAYS,
  EXPLORER_LIMITS,
  EXPLORER_TEXTS,
  type ExplorerArrayInfo,
  type ExplorerArrayName,
  explorerArrayInfo,
} from '@sanchay/core';

interface Props {
  selected: readonly ExplorerArrayName[];
  onChange: (names: ExplorerArrayName[]) => void;
  onFetch: () => void;
  loading: boolean;
}

// Grouped options must be sorted by group: stored data first, then the intraday arrays (candle store).
const OPTIONS = [
  ...EXPLORER_ARRAYS.filter((a) => a.kind !== 'intraday'),
  ...EXPLORER_ARRAYS.filter((a) => a.kind === 'intraday'),
];

/** 'Select Data Arrays' (multi-select with chips and clear) and the Fetch button, disabled while loading. */
export function ArraySelector({ selected, onChange, onFetch, loading }: Props) {
  const value = selected.map(explorerArrayInfo);
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: { xs: 'stretch', sm: 'flex-start' },
        flexDirection: { xs: 'column', sm: 'row' },
      }}
    >
      <Autocomplete<ExplorerArrayInfo, true>
        multiple
        fullWidth
        options={OPTIONS}
        value={value}
        onChange={(_event, next) => onChange(next.slice(0, EXPLORER_LIMITS.maxArraysPerRequest).map((a) => a.name))}
        getOptionLabel={(a) => a.name}
        isOptionEqualToValue={(a, b) => a.name === b.name}
        groupBy={(a) => (a.kind === 'intraday' ? 'Intraday (live feed candles)' : 'Stored data')}
        disableCloseOnSelect
        filterSelectedOptions
        renderValue={(items, getItemProps) =>
          items.map((a, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} label={a.name} size="small" sx={{ fontFamily: 'monospace' }} {...itemProps} />;
          })
        }
        renderOption={(props, a) => {
          const { key, ...optionProps } = props;
          return (
            <Box component="li" key={key} {...optionProps} sx={{ display: 'block !important' }}>
              <Typography sx={{ fontFamily: 'monospace', fontSize: '0.875rem' }}>{a.name}</Typography>
              <Typography variant="caption" color="textSecondary">
                {a.description}
              </Typography>
            </Box>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={EXPLORER_TEXTS.selectLabel}
            helperText={`Up to ${EXPLORER_LIMITS.maxArraysPerRequest} arrays at a time.`}
          />
        )}
      />
      <Button
        variant="contained"
        onClick={onFetch}
        disabled={loading || selected.length === 0}
        startIcon={loading ? <CircularProgress size={16} color="inherit" /> : undefined}
        sx={{ minWidth: 112, height: 56, flexShrink: 0 }}
      >
        {EXPLORER_TEXTS.fetch}
      </Button>
    </Box>
  );
}
