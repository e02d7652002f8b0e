import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { PRICE_RANGES, type PriceBar, type PriceRange } from '@sanchay/core';
import { useMemo, type ReactNode } from 'react';
import { useDeferredData } from '../../lib/useDeferredData';
import { ChangeText } from '../data-table/cells';
import { ChartAttribution } from './ChartAttribution';
import { rangeChangePct, toChartData } from './chartData';
import { PriceChartCanvas } from './PriceChartCanvas';


interface Props {
  label: string;
  bars: readonly PriceBar[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  range: PriceRange;
  onRangeChange: (range: PriceRange) => void;
  height?: number;
  /** Under the chart, e.g. the data's as-of date. */
  footer?: ReactNode;
}

/** A price chart with 1M/6M/1Y/5Y/Max; the drawing code (lightweight-charts) loads in its own chunk on first use. */
export function PriceChart({ label, bars, loading, error, onRetry, range, onRangeChange, height = 320, footer }: Props) {
  // The prices are drawn in a deferred render (in slices), not in the synchronous one react-query hands them
  // over in; until then the placeholder stays.
  const shownBars = useDeferredData(bars);
  const data = useMemo(() => toChartData(shownBars ?? []), [shownBars]);
  const change = rangeChangePct(data);
  const placeholder = <Skeleton variant="rounded" height={height} aria-label="Loading chart" />;

  let body: ReactNode;
  if ((loading && !bars) || (bars && !shownBars)) body = placeholder;
  else if (error && !bars)
    body = (
      <Box sx={{ height, display: 'grid', placeItems: 'center', textAlign: 'center' }} role="alert">
        <div>
          <Typography color="textSecondary">The price history could not be loaded.</Typography>
          <Link component="button" onClick={onRetry} sx={{ mt: 1 }}>
            Retry
          </Link>
        </div>
      </Box>
    );
  else if (data.line.length < 2)
    body = (
      <Box sx={{ height, display: 'grid', placeItems: 'center' }}>
        <Typography color="textSecondary">No prices for this range.</Typography>
      </Box>
    );
  else
    body = <PriceChartCanvas data={data} height={height} label={`${label}, ${range}`} />;

  return (
    <Box data-testid="price-chart">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={range}
          onChange={(_event, next: PriceRange | null) => next && onRangeChange(next)}
          aria-label="Chart range"
        >
          {PRICE_RANGES.map((r) => (
            <ToggleButton key={r} value={r} sx={{ px: 1.5, py: 0.25 }}>
              {r}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {change !== null && (
          <Typography variant="body2" color="textSecondary">
            {range}: <ChangeText value={change} />
          </Typography>
        )}
        {data.kind === 'line' && data.line.length > 0 && (
          <Typography variant="caption" color="textSecondary" sx={{ ml: 'auto' }}>
            Closing prices
          </Typography>
        )}
      </Box>
      <Box sx={{ opacity: loading && bars ? 0.6 : 1, transition: 'opacity 120ms' }}>{body}</Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
        <Box>{footer}</Box>
        <ChartAttribution />
      </Box>
    </Box>
  );
}
