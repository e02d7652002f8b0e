import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SHAREHOLDING_CATEGORIES, type ShareholdingCategory, type ShareholdingChange } from '@sanchay/core';
import { ChangeText, DataTable, type Column } from '../../components/data-table';
import { DataAsOf } from '../../components/DataAsOf';
import { formatPercent, formatPeriod } from '../../lib/format';
import { ErrorState, LoadingBlock } from '../../components/QueryStates';
import { SymbolLink } from '../../components/SymbolLink';
import { useMarket } from '../market';
import { useShareholdingOverview } from './api';

const pp = (v: number) => `${v > 0 ? '+' : ''}${v.toFixed(2)} pp`;

const COLUMNS: Column<ShareholdingChange>[] = [
  { id: 'name', header: 'Company', sticky: true, minWidth: 180, value: (c) => c.name, render: (c) => <SymbolLink symbol={c.symbol} name={c.name} /> },
  { id: 'industry', header: 'Industry', value: (c) => c.industry },
  { id: 'previous', header: 'Previous %', numeric: true, value: (c) => c.previous, render: (c) => formatPercent(c.previous) },
  { id: 'current', header: 'Current %', numeric: true, value: (c) => c.current, render: (c) => formatPercent(c.current) },
  { id: 'change', header: 'Change (pp)', numeric: true, value: (c) => c.change, render: (c) => <ChangeText value={c.change} format={pp} arrow /> },
];

interface Props {
  category: ShareholdingCategory;
  onCategoryChange: (category: ShareholdingCategory) => void;
}

/** Across the market: average holdings per category and the biggest quarter-on-quarter moves. */
export function MarketHoldings({ category, onCategoryChange }: Props) {
  const { market } = useMarket();
  const overview = useShareholdingOverview(market, category);
  const label = SHAREHOLDING_CATEGORIES.find((c) => c.key === category)?.label ?? category;
  const data = overview.data;
  const period = data ? `${formatPeriod(data.previousQuarterEnd)} → ${formatPeriod(data.quarterEnd)}` : '';

  return (
    <Box data-testid="market-holdings">
      <ToggleButtonGroup
        size="small"
        exclusive
        value={category}
        onChange={(_event, next: ShareholdingCategory | null) => next && onCategoryChange(next)}
        aria-label="Investor category"
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {SHAREHOLDING_CATEGORIES.map((c) => (
          <ToggleButton key={c.key} value={c.key} title={c.long} sx={{ px: 2 }}>
            {c.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {overview.isError && !data ? (
        <ErrorState error={overview.error} onRetry={() => void overview.refetch()} title="Could not load the overview" />
      ) : !data ? (
        <LoadingBlock rows={5} label="Loading the shareholding overview" />
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }, mb: 1 }}>
            {SHAREHOLDING_CATEGORIES.map((c) => (
              <Paper
                key={c.key}
                variant="outlined"
                sx={{ p: 1.5, borderRadius: 3, borderColor: c.key === category ? 'primary.main' : 'divider', cursor: 'pointer' }}
                onClick={() => onCategoryChange(c.key)}
              >
                <Typography variant="body2" color="textSecondary">
                  Average {c.label}
                </Typography>
                <Typography variant="h6" component="p">
                  {formatPercent(data.averages[c.key])}
                </Typography>
              </Paper>
            ))}
          </Box>
          <DataAsOf asOf={data.quarterEnd} sx={{ mb: 2 }} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, mt: 1 }}>
            <DataTable
              title={`Biggest increases in ${label} holding`}
              rows={data.biggestIncreases}
              columns={COLUMNS}
              rowKey={(c) => c.symbol}
              initialSort={{ columnId: 'change', direction: 'desc' }}
              toolbar={<Typography variant="subtitle2">Biggest increases · {period}</Typography>}
              emptyText="No increases this quarter."
            />
            <DataTable
              title={`Biggest decreases in ${label} holding`}
              rows={data.biggestDecreases}
              columns={COLUMNS}
              rowKey={(c) => c.symbol}
              initialSort={{ columnId: 'change', direction: 'asc' }}
              toolbar={<Typography variant="subtitle2">Biggest decreases · {period}</Typography>}
              emptyText="No decreases this quarter."
            />
          </Box>
        </>
      )}
    </Box>
  );
}
