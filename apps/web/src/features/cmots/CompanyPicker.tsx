import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { COMPANY_SEARCH, type MarketCode } from '@sanchay/core';
import { useState } from 'react';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useCompanySearch, type CompanySearchResult } from '../company-search';

interface Props {
  market: MarketCode;
  value: CompanySearchResult | null;
  onChange: (company: CompanySearchResult | null) => void;
}

/** Picks a company with the top bar's server search (3+ characters, 300 ms debounce), without navigating. */
export function CompanyPicker({ market, value, onChange }: Props) {
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), COMPANY_SEARCH.debounceMs);
  const search = useCompanySearch(term, market);
  const options = term.length >= COMPANY_SEARCH.minChars ? (search.data ?? []) : [];
  return (
    <Autocomplete<CompanySearchResult, false, false, false>
      options={value && !options.some((o) => o.symbol === value.symbol) ? [value, ...options] : options}
      value={value}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, company) => onChange(company)}
      filterOptions={(o) => o}
      getOptionLabel={(o) => `${o.name} (${o.symbol})`}
      getOptionKey={(o) => `${o.exchange}:${o.symbol}`}
      isOptionEqualToValue={(a, b) => a.symbol === b.symbol && a.exchange === b.exchange}
      loading={search.isFetching}
      noOptionsText={input.trim().length < COMPANY_SEARCH.minChars ? `Type at least ${COMPANY_SEARCH.minChars} characters` : 'No companies found'}
      renderInput={(params) => <TextField {...params} label="Company" placeholder="Search by name or symbol" />}
    />
  );
}
