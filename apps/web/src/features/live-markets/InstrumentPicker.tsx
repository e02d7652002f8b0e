import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { COMPANY_SEARCH, LIVE_MARKETS_INTRO } from '@sanchay/core';
import { useMemo, useState } from 'react';
import { SearchField } from '../../components/SearchField';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useCompanySearch } from '../company-search';
import type { InstrumentKind } from './api';

export interface PickedInstrument {
  kind: InstrumentKind;
  symbol: string;
  name: string;
}

interface Props {
  indices: readonly { symbol: string; name: string }[];
  onPick: (instrument: PickedInstrument) => void;
}

/**
 * One search box for indices and stocks, like Kite's: indices are matched here (a short list), stocks come
 * from the app's company search (3+ characters, debounced).
 */
export function InstrumentPicker({ indices, onPick }: Props) {
  const [input, setInput] = useState('');
  const typed = input.trim();
  const term = useDebouncedValue(typed, COMPANY_SEARCH.debounceMs);
  const search = useCompanySearch(term, 'IN');
  const options = useMemo<PickedInstrument[]>(() => {
    const needle = typed.toLowerCase();
    const matchingIndices = indices
      .filter((i) => !needle || i.symbol.toLowerCase().includes(needle))
      .slice(0, needle ? 8 : 6)
      .map((i) => ({ kind: 'index' as const, symbol: i.symbol, name: i.name }));
    const stocks = term.length >= COMPANY_SEARCH.minChars ? (search.data ?? []).filter((c) => c.country === 'IN' || !c.country) : [];
    return [...matchingIndices, ...stocks.slice(0, 12).map((c) => ({ kind: 'stock' as const, symbol: c.symbol, name: c.name }))];
  }, [indices, typed, term, search.data]);

  return (
    <Autocomplete<PickedInstrument, false, false, false>
      options={options}
      groupBy={(o) => (o.kind === 'index' ? 'Indices' : 'Stocks')}
      filterOptions={(o) => o}
      getOptionLabel={(o) => o.symbol}
      getOptionKey={(o) => `${o.kind}:${o.symbol}`}
      autoHighlight
      clearOnBlur={false}
      blurOnSelect
      isOptionEqualToValue={(a, b) => a.kind === b.kind && a.symbol === b.symbol}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, option) => {
        if (!option) return;
        setInput('');
        onPick(option);
      }}
      loading={search.isFetching}
      noOptionsText={typed.length < COMPANY_SEARCH.minChars ? 'Type 3 letters to search stocks' : 'No matches'}
      size="small"
      sx={{ width: { xs: '100%', sm: 340 } }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
          <Typography component="span" sx={{ fontWeight: 600, fontSize: 14 }}>
            {option.symbol}
          </Typography>
          {option.kind === 'stock' && (
            <Typography component="span" variant="caption" color="textSecondary" noWrap>
              {option.name}
            </Typography>
          )}
          <Typography component="span" variant="caption" color="textSecondary" sx={{ ml: 'auto', pl: 1 }}>
            {option.kind === 'index' ? 'INDEX' : 'NSE'}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <SearchField
          params={params}
          placeholder={LIVE_MARKETS_INTRO.pickerPlaceholder}
          busy={search.isFetching}
          htmlInput={{ 'aria-label': 'Search an index or a stock' }}
        />
      )}
    />
  );
}
