import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { COMPANY_SEARCH } from '@sanchay/core';
import { useState } from 'react';
import { SearchField } from '../../components/SearchField';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useCompanySearch, type CompanySearchResult } from './api';
import { useMarket } from '../market';

export interface PickedCompany {
  symbol: string;
  name: string;
  exchange: string;
}

interface Props {
  label: string;
  onPick: (company: PickedCompany) => void;
  /** Enter on typed text that matches no suggestion adds it as a symbol (the quote board). */
  acceptSymbol?: boolean;
  placeholder?: string;
  testId?: string;
  sx?: SxProps<Theme>;
  disabled?: boolean;
}

const keepServerOrder = (options: (CompanySearchResult | string)[]) => options;

/** A company box with suggestions from /api/company/list (3+ characters, 300 ms debounce); clears after a pick. */
export function CompanyPicker({ label, onPick, acceptSymbol = false, placeholder, testId, sx, disabled }: Props) {
  const { market } = useMarket();
  const [input, setInput] = useState('');
  const typed = input.trim();
  const term = useDebouncedValue(typed, COMPANY_SEARCH.debounceMs);
  const search = useCompanySearch(term, market);
  const options = typed.length >= COMPANY_SEARCH.minChars ? (search.data ?? []) : [];

  function pick(value: CompanySearchResult | string | null) {
    if (value === null) return;
    if (typeof value === 'string') {
      const symbol = value.trim().toUpperCase();
      if (!acceptSymbol || !/^[A-Z0-9&._-]{1,32}$/.test(symbol)) return;
      onPick({ symbol, name: symbol, exchange: '' });
    } else {
      const symbol = value.symbol.trim();
      if (!symbol) return;
      onPick({ symbol, name: value.name, exchange: value.exchange });
    }
    setInput('');
  }

  return (
    <Autocomplete<CompanySearchResult | string, false, false, true>
      freeSolo
      sx={sx}
      size="small"
      disabled={disabled}
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, value) => pick(value)}
      filterOptions={keepServerOrder}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      getOptionKey={(option) => (typeof option === 'string' ? option : `${option.exchange}:${option.symbol}`)}
      autoHighlight={!acceptSymbol}
      clearOnBlur
      blurOnSelect
      loading={typed.length >= COMPANY_SEARCH.minChars && (term !== typed || search.isFetching)}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        if (typeof option === 'string') return null;
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'flex', gap: 1.5, justifyContent: 'space-between' }}>
            <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
              {option.name}
            </Typography>
            <Typography variant="caption" color="textSecondary" sx={{ flexShrink: 0, fontFamily: 'monospace' }}>
              {option.symbol}
            </Typography>
          </Box>
        );
      }}
      renderInput={(params) => (
        <SearchField
          params={params}
          label={label}
          placeholder={placeholder ?? `Type ${COMPANY_SEARCH.minChars}+ letters of a name${acceptSymbol ? ' or a symbol' : ''}`}
          htmlInput={{ 'data-testid': testId }}
        />
      )}
    />
  );
}
