import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { Page } from '../../components/Page';
import { TradingTabs } from './TradingTabs';

// The chart, controls and signals table load in their own chunk, so the page frame shows at once.
const IndicatorsView = lazy(() => import('./IndicatorsView'));

/** /tradingagent/indicators: a candle chart with toggleable indicators, and the Nifty 50's latest signals. */
export default function IndicatorsPage() {
  return (
    <Page title="Trading Indicators" subtitle="Daily candles with moving averages, Bollinger Bands, SuperTrend, RSI, MACD and ATR, and today's signals across the Nifty 50." maxWidth="xl">
      <TradingTabs />
      <Suspense fallback={<Skeleton variant="rounded" height={560} aria-label="Loading chart" />}>
        <IndicatorsView />
      </Suspense>
    </Page>
  );
}
