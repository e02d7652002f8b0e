import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Page } from '../../components/Page';
import { ErrorState } from '../../components/QueryStates';
import { useBacktestRun } from './api';
import { BacktestResults } from './BacktestResults';
import { StrategyForm } from './StrategyForm';
import { initialForm } from './strategyForm';
import { TradingTabs } from './TradingTabs';
import { useDefaultSymbol } from './useDefaultSymbol';

/** /tradingagent/strategies: backtest a strategy on a symbol's daily prices, against a benchmark. */
export default function StrategiesPage() {
  const initial = useDefaultSymbol();
  return (
    <Page title="Trading Strategies" subtitle="Backtest a rule on daily prices with Zerodha's charges, and compare it with simply holding." maxWidth="xl">
      <TradingTabs />
      {initial.ready ? <Backtester symbol={initial.symbol} /> : <Skeleton variant="rounded" height={420} aria-label="Loading" />}
    </Page>
  );
}

function Backtester({ symbol }: { symbol: string }) {
  const [form, setForm] = useState(() => initialForm(symbol));
  const run = useBacktestRun();
  return (
    <>
      <StrategyForm form={form} onChange={setForm} onRun={(request) => run.mutate(request)} running={run.isPending} />
      <Box sx={{ mt: 3 }} aria-live="polite">
        {run.isPending ? (
          <Box role="status" aria-label="Running backtest" sx={{ display: 'grid', gap: 2 }}>
            <Skeleton variant="rounded" height={88} />
            <Skeleton variant="rounded" height={340} />
          </Box>
        ) : run.isError ? (
          <ErrorState error={run.error} title="The backtest could not run" onRetry={() => run.variables && run.mutate(run.variables)} />
        ) : run.data ? (
          <BacktestResults result={run.data} />
        ) : (
          <Typography color="textSecondary" sx={{ textAlign: 'center', py: 4 }}>
            Pick a strategy and press Run backtest to see its equity curve, metrics and trades.
          </Typography>
        )}
      </Box>
    </>
  );
}
