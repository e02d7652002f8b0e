import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { DataAsOf } from '../../components/DataAsOf';
import { ErrorState } from '../../components/QueryStates';
import { type ChartRange, useIndicators } from './api';
import { IndicatorChart } from './IndicatorChart';
import { IndicatorControls } from './IndicatorControls';
import { DEFAULT_SETTINGS, indicatorQuery } from './indicatorSettings';
import { SignalsTable } from './SignalsTable';
import { SymbolBar } from './SymbolBar';
import { useDefaultSymbol } from './useDefaultSymbol';

const RANGES: ChartRange[] = ['6M', '1Y', '5Y', 'Max'];

/** The indicators screen's body: symbol and range, indicator switches, the chart, the Nifty 50 signals. */
export default function IndicatorsView() {
  const [params, setParams] = useSearchParams();
  const fallback = useDefaultSymbol();
  const symbol = params.get('symbol')?.trim() || fallback.symbol;
  const range = (RANGES as string[]).includes(params.get('range') ?? '') ? (params.get('range') as ChartRange) : '1Y';
  const [settings, setSettings] = useState(DEFAULT_SETTINGS);
  const wanted = indicatorQuery(settings);
  // Typing a period should not fetch on every key stroke.
  const query = useDebouncedValue(wanted, 400);
  const chart = useIndicators(symbol, range, query);
  const set = (patch: Record<string, string>) => setParams({ symbol, range, ...patch }, { replace: true });

  return (
    <>
      <SymbolBar symbol={chart.data?.symbol ?? (symbol.toUpperCase() || '…')} name={chart.data?.name} onPick={(next) => set({ symbol: next })}>
        <ToggleButtonGroup size="small" exclusive value={range} onChange={(_e, next: ChartRange | null) => next && set({ range: next })} aria-label="Chart range">
          {RANGES.map((r) => (
            <ToggleButton key={r} value={r} sx={{ px: 1.5, py: 0.25 }}>
              {r}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </SymbolBar>
      <IndicatorControls settings={settings} onChange={setSettings} />
      <Box sx={{ mt: 2, opacity: chart.isFetching && chart.data ? 0.6 : 1, transition: 'opacity 120ms' }}>
        {chart.isError && !chart.isFetching ? (
          <ErrorState error={chart.error} onRetry={() => void chart.refetch()} title={`Could not load the chart of ${symbol}`} />
        ) : chart.data && chart.data.bars.length > 1 ? (
          <>
            <IndicatorChart data={chart.data} settings={settings} />
            <DataAsOf asOf={chart.data.to} />
          </>
        ) : chart.data ? (
          <Typography color="textSecondary" sx={{ py: 6, textAlign: 'center' }}>
            No prices for {chart.data.symbol} in this range.
          </Typography>
        ) : (
          <Skeleton variant="rounded" height={560} aria-label="Loading chart" />
        )}
      </Box>
      <Typography component="h2" variant="h6" sx={{ mt: 4, mb: 1 }}>
        Nifty 50 signals
      </Typography>
      <SignalsTable />
    </>
  );
}
