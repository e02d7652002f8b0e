import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { COMPANY_SEARCH } from '@sanchay/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useMarket } from '../market';
import { useCompanySearch, type CompanySearchResult } from './api';

interface Props {
  /** Text typed before this component loaded. */
  initialInput?: string;
  autoFocus?: boolean;
  /** Called after a pick (the compact top bar closes its search then). */
  onPicked?: () => void;
  sx?: SxProps<Theme>;
}

const keepServerOrder = (options: CompanySearchResult[]) => options;

/**
 * The top bar's company search (spec 000 sections 2 and 5): asks the server once the text has
 * 3 or more characters and stopped changing for 300 ms; results are shown as the server sends them.
 * A pick opens /company/:symbol and clears the box. Failures are only logged.
 */
export default function CompanySearch({ initialInput = '', autoFocus, onPicked, sx }: Props) {
  const navigate = useNavigate();
  const { market } = useMarket();
  const [input, setInput] = useState(initialInput);
  const [open, setOpen] = useState(Boolean(autoFocus && initialInput));
  const typed = input.trim();
  const term = useDebouncedValue(typed, COMPANY_SEARCH.debounceMs);
  const search = useCompanySearch(term, market);
  const longEnough = typed.length >= COMPANY_SEARCH.minChars;
  const options = longEnough && term.length >= COMPANY_SEARCH.minChars ? (search.data ?? []) : [];

  useEffect(() => {
    if (search.error) console.warn('Company search failed', search.error);
  }, [search.error]);

  function pick(option: CompanySearchResult | null) {
    const symbol = option?.symbol?.trim();
    if (!symbol) return;
    setInput('');
    setOpen(false);
    void navigate(`/company/${encodeURIComponent(symbol)}`);
    onPicked?.();
  }

  const waiting = longEnough && (term !== typed || search.isFetching);

  return (
    <Autocomplete<CompanySearchResult, false, false, false>
      sx={sx}
      size="small"
      options={options}
      value={null}
      inputValue={input}
      open={open && typed.length > 0}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onInputChange={(_event, value, reason) => {
        if (reason === 'reset') return;
        setInput(value);
        setOpen(true);
      }}
      onChange={(_event, option) => pick(option)}
      filterOptions={keepServerOrder}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => `${option.exchange}:${option.symbol}`}
      isOptionEqualToValue={(a, b) => a.symbol === b.symbol && a.exchange === b.exchange}
      autoHighlight
      forcePopupIcon={false}
      clearOnBlur={false}
      blurOnSelect
      handleHomeEndKeys
      loading={waiting}
      loadingText="Searching…"
      noOptionsText={longEnough ? 'No companies found' : `Type at least ${COMPANY_SEARCH.minChars} characters`}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'flex', gap: 1.5, justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {option.name}
              </Typography>
              {option.note && (
                <Typography variant="caption" color="textSecondary" component="div" noWrap>
                  {option.note}
                </Typography>
              )}
            </Box>
            <Typography variant="caption" color="textSecondary" sx={{ flexShrink: 0, fontFamily: 'monospace' }}>
              {option.symbol}
              {option.exchange ? ` · ${option.exchange}` : ''}
            </Typography>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder="Search companies"
          autoFocus={autoFocus}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start" sx={{ ml: 0.5, mr: 0 }}>
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: (
                <>
                  {waiting && open ? <CircularProgress color="inherit" size={16} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
            htmlInput: {
              ...params.slotProps.htmlInput,
              'aria-label': 'Search companies',
              'data-testid': 'company-search',
            },
          }}
        />
      )}
    />
  );
}
