import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SIGNAL_STATE_TEXT, SIGNAL_TONE, type TradingSignalRow } from '@sanchay/core';
import { DataTable, type Column } from '../../components/data-table';
import { DataAsOf } from '../../components/DataAsOf';
import { formatLevel } from '../../lib/format';
import { EmptyState, ErrorState } from '../../components/QueryStates';
import { SymbolLink } from '../../components/SymbolLink';
import { useSignals } from './api';
import { HOME_INDEX as SIGNALS_INDEX } from './useDefaultSymbol';

function StateText({ state, barsAgo }: { state: string | undefined; barsAgo?: number | null }) {
  if (!state) return <>—</>;
  const tone = SIGNAL_TONE[state];
  const color = tone === 'bullish' ? 'success.main' : tone === 'bearish' ? 'error.main' : 'text.secondary';
  return (
    <Box component="span" sx={{ color, fontWeight: barsAgo != null ? 600 : 400, whiteSpace: 'nowrap' }}>
      {SIGNAL_STATE_TEXT[state] ?? state}
      {barsAgo != null && (
        // Under the state, not beside it: the table's five signal columns fit a laptop's width then.
        <Typography component="span" variant="caption" color="textSecondary" sx={{ display: 'block', lineHeight: 1.2 }}>
          {barsAgo === 0 ? 'today' : `${barsAgo}d ago`}
        </Typography>
      )}
    </Box>
  );
}

const stateCsv = (state: string | undefined, barsAgo?: number | null) =>
  state ? `${SIGNAL_STATE_TEXT[state] ?? state}${barsAgo != null ? ` (${barsAgo === 0 ? 'today' : `${barsAgo}d ago`})` : ''}` : '';

/** Sort order of states: fresh crosses first, then the bullish side, then neutral, then bearish. */
const RANK: Record<string, number> = { golden_cross: 0, cross_up: 0, flip_up: 0, oversold: 0, below_lower: 0, above: 1, inside: 2, neutral: 2, below: 3, above_upper: 4, overbought: 4, cross_down: 5, flip_down: 5, death_cross: 5 };
const rank = (state: string | undefined) => (state ? (RANK[state] ?? 2) : null);

const COLUMNS: Column<TradingSignalRow>[] = [
  {
    id: 'symbol',
    header: 'Company',
    sticky: true,
    minWidth: 150,
    value: (r) => r.symbol,
    render: (r) => (
      <Box sx={{ maxWidth: { xs: 150, sm: 200, xl: 240 } }}>
        <SymbolLink symbol={r.symbol} />
        <Typography variant="caption" color="textSecondary" noWrap sx={{ display: 'block' }} title={r.name}>
          {r.name}
        </Typography>
      </Box>
    ),
  },
  { id: 'close', header: 'Close', numeric: true, value: (r) => r.signals?.close, render: (r) => formatLevel(r.signals?.close) },
  { id: 'rsi', header: 'RSI 14', numeric: true, value: (r) => (r.signals?.rsi ? Math.round(r.signals.rsi.value * 100) / 100 : null) },
  { id: 'rsiState', header: 'RSI signal', firstSort: 'asc', value: (r) => rank(r.signals?.rsi?.state), render: (r) => <StateText state={r.signals?.rsi?.state} />, csv: (r) => stateCsv(r.signals?.rsi?.state) },
  { id: 'macd', header: 'MACD', firstSort: 'asc', value: (r) => rank(r.signals?.macd?.state), render: (r) => <StateText state={r.signals?.macd?.state} barsAgo={r.signals?.macd?.barsAgo} />, csv: (r) => stateCsv(r.signals?.macd?.state, r.signals?.macd?.barsAgo) },
  { id: 'supertrend', header: 'SuperTrend', firstSort: 'asc', value: (r) => rank(r.signals?.superTrend?.state), render: (r) => <StateText state={r.signals?.superTrend?.state} barsAgo={r.signals?.superTrend?.barsAgo} />, csv: (r) => stateCsv(r.signals?.superTrend?.state, r.signals?.superTrend?.barsAgo) },
  { id: 'bollinger', header: 'Bollinger', firstSort: 'asc', value: (r) => rank(r.signals?.bollinger?.state), render: (r) => <StateText state={r.signals?.bollinger?.state} />, csv: (r) => stateCsv(r.signals?.bollinger?.state) },
  { id: 'sma', header: 'SMA 50/200', firstSort: 'asc', value: (r) => rank(r.signals?.smaCross?.state), render: (r) => <StateText state={r.signals?.smaCross?.state} barsAgo={r.signals?.smaCross?.barsAgo} />, csv: (r) => stateCsv(r.signals?.smaCross?.state, r.signals?.smaCross?.barsAgo) },
];

/** The latest signals of the Nifty 50 companies: sortable, with CSV export. */
export function SignalsTable() {
  const signals = useSignals(SIGNALS_INDEX);
  if (signals.isError) return <ErrorState error={signals.error} onRetry={() => void signals.refetch()} title="Could not load the signals" />;
  const rows = signals.data?.rows ?? [];
  if (!signals.isPending && rows.length === 0) {
    return <EmptyState title={`No ${SIGNALS_INDEX} companies yet`} hint="Signals appear once the index list and daily prices are loaded." />;
  }
  return (
    <DataTable
      title={`${SIGNALS_INDEX} signals`}
      csvName="nifty-50-signals"
      testId="signals-table"
      rows={rows}
      columns={COLUMNS}
      rowKey={(r) => r.symbol}
      loading={signals.isPending}
      initialSort={{ columnId: 'symbol', direction: 'asc' }}
      maxHeight={560}
      dense
      toolbar={
        <Typography variant="body2" color="textSecondary">
          Crosses within the last 5 trading days are marked with when they happened
        </Typography>
      }
      footer={<DataAsOf asOf={signals.data?.asOf} />}
    />
  );
}
