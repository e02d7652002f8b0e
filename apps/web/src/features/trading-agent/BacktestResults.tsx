import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatINR, STRATEGY_LABELS, type StrategyTrade, type TradingBacktestResponse } from '@sanchay/core';
import type { ReactNode } from 'react';
import { ChangeText, DataTable, type Column } from '../../components/data-table';
import { formatDate } from '../../lib/format';
import { EquityChart } from './EquityChart';

const pct = (value: number | null | undefined, decimals = 2) => (value === null || value === undefined ? '—' : `${(value * 100).toFixed(decimals)}%`);
const rupees = (value: number) => formatINR(value, { decimals: 2 });

function Metric({ label, value, sub, testId }: { label: string; value: ReactNode; sub?: ReactNode; testId: string }) {
  return (
    <Box data-testid={testId} sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600, fontSize: { xs: '1.05rem', sm: '1.25rem' }, fontVariantNumeric: 'tabular-nums' }}>{value}</Typography>
      {sub && (
        <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
          {sub}
        </Typography>
      )}
    </Box>
  );
}

const TRADE_COLUMNS: Column<StrategyTrade>[] = [
  { id: 'entryDate', header: 'Entry', sticky: true, value: (t) => t.entryDate, render: (t) => formatDate(t.entryDate), csv: (t) => t.entryDate },
  { id: 'entryPrice', header: 'Buy price', numeric: true, value: (t) => t.entryPrice, render: (t) => rupees(t.entryPrice) },
  { id: 'exitDate', header: 'Exit', value: (t) => t.exitDate, render: (t) => (t.exitDate ? formatDate(t.exitDate) : <Chip size="small" label="Open" />), csv: (t) => t.exitDate ?? 'Open' },
  { id: 'exitPrice', header: 'Sell price', numeric: true, value: (t) => t.exitPrice, render: (t) => (t.exitPrice === null ? '—' : rupees(t.exitPrice)) },
  { id: 'quantity', header: 'Shares', numeric: true, value: (t) => t.quantity },
  { id: 'costs', header: 'Charges', numeric: true, value: (t) => t.costs, render: (t) => rupees(t.costs) },
  { id: 'pnl', header: 'P&L', numeric: true, value: (t) => t.pnl, render: (t) => <ChangeText value={t.pnl} format={(v) => `${v > 0 ? '+' : ''}${rupees(v)}`} /> },
  { id: 'returnPct', header: 'Return', numeric: true, value: (t) => Math.round(t.returnPct * 10_000) / 100, render: (t) => <ChangeText value={t.returnPct * 100} /> },
  { id: 'bars', header: 'Days held', numeric: true, value: (t) => t.bars },
];

function strategyName(result: TradingBacktestResponse): string {
  const s = result.strategy;
  const params = s.kind === 'sma_crossover' ? `${s.fast}/${s.slow}` : s.kind === 'rsi_reversion' ? `${s.period}, ${s.buyBelow}/${s.sellAbove}` : s.kind === 'supertrend' ? `${s.period}, ${s.multiplier}` : '';
  return `${STRATEGY_LABELS[s.kind]}${params ? ` (${params})` : ''}`;
}

/** The metrics strip, the equity curve against the benchmark and the trade list of one backtest. */
export function BacktestResults({ result }: { result: TradingBacktestResponse }) {
  const m = result.metrics;
  const b = result.benchmark.metrics;
  const dd = m.maxDrawdown;
  const vs = (value: string) => `Benchmark ${value}`;
  const name = strategyName(result);
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="backtest-results">
      <Typography variant="body2" color="textSecondary">
        {name} on {result.symbol} · {formatDate(result.from)} to {formatDate(result.to)} · {result.bars.toLocaleString('en-IN')} trading days · fills at{' '}
        {result.execution === 'next_open' ? "the next day's open" : "the signal day's close"}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }} aria-label="Backtest metrics" role="group">
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' }, gap: 2 }}>
          <Metric testId="metric-cagr" label="CAGR" value={<ChangeText value={m.cagr === null ? null : m.cagr * 100} />} sub={vs(pct(b.cagr))} />
          <Metric
            testId="metric-drawdown"
            label="Max drawdown"
            value={dd.value > 0 ? `-${pct(dd.value, 1)}` : '0%'}
            sub={dd.peakDate && dd.troughDate ? `${formatDate(dd.peakDate)} → ${formatDate(dd.troughDate)}${dd.recoveryDate ? '' : ', not recovered'}` : vs(`-${pct(b.maxDrawdown.value, 1)}`)}
          />
          <Metric testId="metric-sharpe" label="Sharpe ratio" value={m.sharpe === null ? '—' : m.sharpe.toFixed(2)} sub={vs(b.sharpe === null ? '—' : b.sharpe.toFixed(2))} />
          <Metric testId="metric-winrate" label="Win rate" value={pct(m.winRate, 1)} sub={`Exposure ${pct(m.exposure, 0)}`} />
          <Metric testId="metric-trades" label="Trades" value={m.trades.toLocaleString('en-IN')} sub={`Charges ${formatINR(m.totalCosts)}`} />
          <Metric testId="metric-final" label="Final value" value={formatINR(m.finalValue)} sub={vs(formatINR(b.finalValue))} />
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, borderRadius: 2 }}>
        <EquityChart curve={result.curve} strategyLabel={name} benchmarkLabel={result.benchmark.name} />
      </Paper>
      <DataTable
        title="Trades"
        csvName={`${result.symbol}-${result.strategy.kind}-trades`}
        testId="trades-table"
        rows={result.trades}
        columns={TRADE_COLUMNS}
        rowKey={(t) => `${t.entryDate}-${t.exitDate ?? 'open'}`}
        pageSize={25}
        emptyText="No trades: the strategy never gave a buy signal in this period."
        toolbar={
          <Typography variant="body2" color="textSecondary">
            {m.trades} trade{m.trades === 1 ? '' : 's'}; P&amp;L after charges; an open trade is valued at the last close
          </Typography>
        }
      />
    </Box>
  );
}
