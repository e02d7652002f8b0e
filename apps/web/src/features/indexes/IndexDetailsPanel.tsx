import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DEFAULT_PRICE_RANGE, type IndexConstituent, type IndexSummary, type IndexWeighting, type PriceRange } from '@sanchay/core';
import { memo, useMemo, useState } from 'react';
import { ChangeText, DataTable, type Column } from '../../components/data-table';
import { PriceChart } from '../../components/price-chart/PriceChart';
import { DataAsOf } from '../../components/DataAsOf';
import { formatDate, formatLevel, formatPercent, formatPrice, formatScaled, formatValuedAt, moneyUnit } from '../../lib/format';
import { ErrorState } from '../../components/QueryStates';
import { SymbolLink } from '../../components/SymbolLink';
import { useDeferredData } from '../../lib/useDeferredData';
import { useIndexDetails, useIndexPrices } from './api';
import { isStale, useMarketStatus } from '../../lib/marketStatus';

const money = moneyUnit('INR');

/** The Weight % column as the weighting has it, with where the weights come from (and their date) in its tooltip. */
function weightColumn(weighting: IndexWeighting | undefined): Column<IndexConstituent> | null {
  if (!weighting || weighting.basis === null) return null;
  const base = { id: 'weight', priority: 'low', numeric: true, value: (c: IndexConstituent) => c.weight, render: (c: IndexConstituent) => formatPercent(c.weight) } as const;
  return weighting.basis === 'published'
    ? { ...base, header: 'Weight %', headerTitle: "The index's weights as stored with its member list" }
    : {
        ...base,
        header: `Weight % by full market cap at ${formatDate(weighting.asOf)}`,
        shortHeader: 'Weight %',
        headerTitle: "each company's share of the members' market caps at that date (NSE weighs by free-float market cap, which this data does not hold)",
      };
}

/** What the line above the table says about the weights: their basis and date, or why there are none. */
function weightingNote(weighting: IndexWeighting | undefined): string | null {
  if (!weighting) return null;
  if (weighting.basis === 'full-market-cap')
    return `Weights by full market cap at ${formatDate(weighting.asOf)}, not NSE's free-float weights (the data has no index weightage file)`;
  if (weighting.basis === null && weighting.reason === 'caps-not-at-one-date')
    return "No weights: the data has no weightage file for this index, and its members' market caps are not all at one date";
  return null;
}

const COLUMNS: Column<IndexConstituent>[] = [
  { id: 'symbol', header: 'Symbol', sticky: true, value: (c) => c.symbol, render: (c) => <SymbolLink symbol={c.symbol} /> },
  // Long names and industries wrap (two lines at most at 1366 px) so that every column fits the box.
  { id: 'name', priority: 'low', header: 'Name', value: (c) => c.name, minWidth: 170, wrap: true },
  { id: 'industry', priority: 'low', header: 'Industry', value: (c) => c.industry, minWidth: 130, wrap: true },
  // The weight (if any) goes here: see weightColumn.
  { id: 'close', header: 'Price', numeric: true, value: (c) => c.close, render: (c) => formatPrice(c.close) },
  { id: 'changePct', header: 'Change %', numeric: true, value: (c) => c.changePct, render: (c) => <ChangeText value={c.changePct} /> },
  {
    id: 'marketCap',
    // Phones keep price and day change beside the symbol; the market cap waits behind "All columns".
    priority: 'low',
    header: `Market cap (${money.label})`,
    numeric: true,
    value: (c) => (c.marketCap === null ? null : Math.round(c.marketCap / money.divisor)),
    render: (c) => formatScaled(c.marketCap, money),
  },
  // Each market cap with the date it is true at: the close it was computed at, or the fundamentals' own (docs/DATA.md).
  // The valuation's date (one close for nearly all rows) waits behind "All columns" below 1536 px.
  { id: 'valuedAt', priority: 'secondary', header: 'Valued at', value: (c) => c.valuationAsOf, render: (c) => formatValuedAt(c.valuationAsOf, c.valuationBasis) },
];

/**
 * The index's chart with its range; the prices' arrival redraws this part only, not the constituents, and the
 * constituents' arrival does not redraw it (memo).
 */
const IndexChart = memo(function IndexChart({ name }: { name: string }) {
  const [range, setRange] = useState<PriceRange>(DEFAULT_PRICE_RANGE);
  const prices = useIndexPrices(name, range);
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 1, sm: 2 }, mb: 2 }}>
      <PriceChart
        label={`${name} level`}
        bars={prices.data?.bars}
        loading={prices.isFetching}
        error={prices.error}
        onRetry={() => void prices.refetch()}
        range={range}
        onRangeChange={setRange}
        height={280}
      />
    </Paper>
  );
});

/** The selected index: level, chart and constituents. */
export function IndexDetailsPanel({ summary }: { summary: IndexSummary }) {
  const details = useIndexDetails(summary.name);
  const quote = details.data?.quote;
  const level = quote?.close ?? summary.close;
  const changePct = quote?.changePct ?? summary.changePct;
  const change = quote?.change ?? summary.change;
  const date = quote?.date ?? summary.date;
  // A series that stopped long before the latest prices: its last close and date, no day's change or arrow.
  const stale = isStale(date, useMarketStatus().data?.asOf ?? null);
  // The constituents are drawn in a deferred render (in slices), not in the synchronous one that hands them over.
  const shownDetails = useDeferredData(details.data);
  const constituents = useMemo(() => shownDetails?.constituents ?? [], [shownDetails]);
  const weighting = shownDetails?.weighting;
  const weight = useMemo(() => weightColumn(weighting), [weighting]);
  // The weight after the industry, when there is one.
  const columns = useMemo(() => (weight ? [...COLUMNS.slice(0, 3), weight, ...COLUMNS.slice(3)] : COLUMNS), [weight]);
  const note = weightingNote(weighting);

  return (
    <Box component="section" aria-labelledby="index-title" data-testid="index-details" sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id="index-title" component="h2" variant="h5">
          {summary.name}
        </Typography>
        {level === null ? (
          <Typography color="textSecondary" data-testid="index-no-level">
            No level in the data: the database has no daily closes of {summary.name}.
          </Typography>
        ) : (
          <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatLevel(level)}
          </Typography>
        )}
        {level !== null && !stale && (
          <Typography sx={{ fontWeight: 600 }}>
            <ChangeText value={change} format={(v) => `${v > 0 ? '+' : ''}${formatLevel(v)}`} arrow />{' '}
            <ChangeText value={changePct} format={(v) => `(${v > 0 ? '+' : ''}${v.toFixed(2)}%)`} />
          </Typography>
        )}
        {stale ? (
          <Typography sx={{ color: 'warning.main' }} data-testid="index-stale">
            last close {formatDate(date)}: the data has no later closes
          </Typography>
        ) : (
          level !== null && <DataAsOf asOf={date} />
        )}
      </Box>
      <IndexChart name={summary.name} />
      {details.isError ? (
        <ErrorState error={details.error} onRetry={() => void details.refetch()} title="Could not load the constituents" />
      ) : (
        <DataTable
          title={`${summary.name} constituents`}
          rows={constituents}
          columns={columns}
          rowKey={(c) => `${c.exchange}:${c.symbol}`}
          // Without a weight column the rows keep the server's order: the largest market cap first.
          initialSort={{ columnId: 'weight', direction: 'desc' }}
          pageSize={50}
          loading={details.isPending || shownDetails !== details.data}
          toolbar={
            <Typography variant="body2" color="textSecondary">
              {shownDetails ? `${constituents.length} companies` : 'Constituents'}
              {note && (
                <Box component="span" data-testid="index-weighting" sx={{ display: 'block' }}>
                  {note}
                </Box>
              )}
            </Typography>
          }
          emptyText={`No constituents on file for ${summary.name}: the data has no member list for this index.`}
        />
      )}
    </Box>
  );
}
