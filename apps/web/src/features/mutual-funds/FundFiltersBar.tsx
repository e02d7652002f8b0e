import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { MutualFundPage } from '@sanchay/core';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { DEFAULT_FILTERS, type FundFilters } from './filters';

interface Props {
  filters: FundFilters;
  facets: MutualFundPage['facets'] | undefined;
  onChange: (patch: Partial<FundFilters>) => void;
}

const SEARCH_DEBOUNCE_MS = 300;

/** Search, category, fund house and plan; each change starts again at page 1. */
export function FundFiltersBar({ filters, facets, onChange }: Props) {
  const [text, setText] = useState(filters.q);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced.trim() !== filters.q.trim()) onChange({ q: debounced.trim() });
    // Only the settled text matters; filters.q follows from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const categories = facets?.categories ?? (filters.category ? [filters.category] : []);
  const plans = facets?.plans ?? (filters.plan ? [filters.plan] : []);
  const fundHouses = facets?.fundHouses ?? [];
  const filtered = filters.q || filters.category || filters.fundHouse || filters.plan;

  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1.4fr 1.4fr 0.8fr auto' }, alignItems: 'center', mb: 2 }}>
      <TextField
        size="small"
        label="Search funds"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { 'data-testid': 'fund-search' },
        }}
      />
      <TextField
        select
        size="small"
        label="Category"
        value={categories.includes(filters.category) ? filters.category : ''}
        onChange={(event) => onChange({ category: event.target.value })}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
      >
        <MenuItem value="">All categories</MenuItem>
        {categories.map((category) => (
          <MenuItem key={category} value={category}>
            {category}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        size="small"
        options={fundHouses}
        value={filters.fundHouse || null}
        onChange={(_event, value) => onChange({ fundHouse: value ?? '' })}
        renderInput={(params) => <TextField {...params} label="Fund house" />}
      />
      <TextField select size="small" label="Plan" value={plans.includes(filters.plan) ? filters.plan : ''} onChange={(event) => onChange({ plan: event.target.value })}>
        <MenuItem value="">All plans</MenuItem>
        {plans.map((plan) => (
          <MenuItem key={plan} value={plan}>
            {plan}
          </MenuItem>
        ))}
      </TextField>
      <Button
        disabled={!filtered}
        onClick={() => {
          setText('');
          onChange({ q: DEFAULT_FILTERS.q, category: '', fundHouse: '', plan: '' });
        }}
      >
        Clear
      </Button>
    </Box>
  );
}
