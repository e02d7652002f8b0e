import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { metricLabel, type ResearchCatalogue, type ResearchMetricInfo } from '@sanchay/core';
import { type BuilderState, type FilterRow, OPERATORS, type Operator } from './queryText';

const UNIT_HINT: Record<ResearchMetricInfo['unit'], string> = { crore: '₹ Cr', percent: '%', price: '₹', ratio: '', score: '' };

interface FilterBuilderProps {
  catalogue: ResearchCatalogue;
  state: BuilderState;
  onChange: (next: BuilderState) => void;
}

let nextId = 1000;
export const newRow = (metric = '', op: Operator = '>', value = ''): FilterRow => ({ id: nextId++, metric, op, value });

/** Rows of metric / operator / value, and the sector, index and market-cap-type selects. */
export function FilterBuilder({ catalogue, state, onChange }: FilterBuilderProps) {
  const metricByName = new Map(catalogue.metrics.map((m) => [m.name, m]));
  const setRow = (id: number, patch: Partial<FilterRow>) =>
    onChange({ ...state, rows: state.rows.map((row) => (row.id === id ? { ...row, ...patch } : row)) });

  return (
    <Stack spacing={1.5}>
      {state.rows.map((row, i) => {
        const metric = metricByName.get(row.metric) ?? null;
        const invalidValue = row.value.trim() !== '' && !Number.isFinite(Number(row.value.trim()));
        return (
          <Box key={row.id} sx={{ display: 'grid', gridTemplateColumns: { xs: '96px 1fr 40px', sm: 'minmax(220px, 2fr) 96px minmax(120px, 1fr) 40px' }, gap: 1, alignItems: 'start' }} data-testid="filter-row">
            <Autocomplete
              size="small"
              options={catalogue.metrics}
              value={metric}
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(a, b) => a.key === b.key}
              filterOptions={(options, { inputValue }) => {
                const typed = inputValue.toLowerCase().trim();
                if (!typed) return options;
                return options.filter((o) => [o.name, ...o.aliases].some((n) => n.toLowerCase().includes(typed)));
              }}
              onChange={(_event, value) => setRow(row.id, { metric: value?.name ?? '' })}
              renderOption={(props, option) => (
                <li {...props} key={option.key}>
                  <Box>
                    {metricLabel(option.name) !== option.name && <strong>{metricLabel(option.name)} · </strong>}
                    {option.name}
                    <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 12 }}>
                      {option.description}
                    </Box>
                  </Box>
                </li>
              )}
              renderInput={(params) => <TextField {...params} label={`Metric ${i + 1}`} placeholder="e.g. Return on equity" />}
              sx={{ gridColumn: { xs: '1 / 4', sm: 'auto' } }}
            />
            <TextField
              select
              size="small"
              label="Operator"
              value={row.op}
              onChange={(event) => setRow(row.id, { op: event.target.value as Operator })}
              slotProps={{ htmlInput: { 'aria-label': `Operator ${i + 1}` } }}
            >
              {OPERATORS.map((op) => (
                <MenuItem key={op} value={op}>
                  {op}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={metric && UNIT_HINT[metric.unit] ? `Value (${UNIT_HINT[metric.unit]})` : 'Value'}
              value={row.value}
              error={invalidValue}
              helperText={invalidValue ? 'Enter a number' : undefined}
              onChange={(event) => setRow(row.id, { value: event.target.value })}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Value ${i + 1}` } }}
            />
            <Tooltip title="Remove this filter">
              <IconButton aria-label={`Remove filter ${i + 1}`} onClick={() => onChange({ ...state, rows: state.rows.filter((r) => r.id !== row.id) })}>
                <DeleteOutline />
              </IconButton>
            </Tooltip>
          </Box>
        );
      })}
      <Box>
        <Button startIcon={<Add />} onClick={() => onChange({ ...state, rows: [...state.rows, newRow()] })}>
          Add filter
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 1.5 }}>
        <Autocomplete
          multiple
          size="small"
          options={catalogue.sectors}
          value={state.sectors}
          onChange={(_event, value) => onChange({ ...state, sectors: value })}
          renderInput={(params) => <TextField {...params} label="Sector" placeholder={state.sectors.length ? '' : 'Any sector'} />}
        />
        <TextField select size="small" label="Index" value={state.index} onChange={(event) => onChange({ ...state, index: event.target.value })}>
          <MenuItem value="">Any index</MenuItem>
          {catalogue.indices.map((index) => (
            <MenuItem key={index} value={index}>
              {index}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          multiple
          size="small"
          options={catalogue.capTypes}
          value={state.capTypes}
          onChange={(_event, value) => onChange({ ...state, capTypes: value })}
          renderInput={(params) => <TextField {...params} label="Market cap type" placeholder={state.capTypes.length ? '' : 'Any size'} />}
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' }, gap: 1.5 }}>
        <TextField
          select
          size="small"
          label="Sort by"
          value={state.sortMetric}
          onChange={(event) => onChange({ ...state, sortMetric: event.target.value })}
          sx={{ gridColumn: { xs: '1 / 3', sm: 'auto' } }}
        >
          {catalogue.metrics.map((m) => (
            <MenuItem key={m.key} value={m.name}>
              {m.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Order"
          value={state.sortDirection}
          onChange={(event) => onChange({ ...state, sortDirection: event.target.value as 'asc' | 'desc' })}
        >
          <MenuItem value="desc">Highest first</MenuItem>
          <MenuItem value="asc">Lowest first</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="Show"
          value={state.limit}
          onChange={(event) => onChange({ ...state, limit: Number(event.target.value) })}
        >
          {[10, 25, 50, 100, 250, 500].map((n) => (
            <MenuItem key={n} value={n}>
              {n} companies
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </Stack>
  );
}
