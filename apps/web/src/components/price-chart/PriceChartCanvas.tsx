import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { alpha, useTheme } from '@mui/material/styles';
import { formatIndianNumber } from '@sanchay/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ChartData } from './chartData';
import type { ChartStyle } from './chartRenderer';

const priceFormatter = (price: number) => formatIndianNumber(price, { decimals: 2 });

interface Props {
  data: ChartData;
  height: number;
  label: string;
}

/** The chart's box; the drawing code (lightweight-charts) is fetched the first time a chart is shown. */
export function PriceChartCanvas({ data, height, label }: Props) {
  const { palette, typography } = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  const style = useMemo<ChartStyle>(
    () => ({
      background: palette.background.paper,
      text: palette.text.secondary,
      grid: palette.divider,
      up: palette.success.main,
      down: palette.error.main,
      volumeUp: alpha(palette.success.main, 0.45),
      volumeDown: alpha(palette.error.main, 0.45),
      line: palette.primary.main,
      areaTop: alpha(palette.primary.main, 0.28),
      areaBottom: alpha(palette.primary.main, 0.02),
      fontFamily: typography.fontFamily,
      priceFormatter,
    }),
    [palette, typography.fontFamily],
  );

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    import('./chartRenderer').then(
      ({ renderPriceChart }) => {
        if (cancelled) return;
        cleanup = renderPriceChart(element, data, style);
        setState('ready');
      },
      (error: unknown) => {
        console.warn('The chart could not be loaded', error);
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [data, style]);

  return (
    <Box sx={{ position: 'relative', height }}>
      <Box ref={container} role="img" aria-label={label} data-testid="price-chart-canvas" sx={{ width: '100%', height }} />
      {state !== 'ready' && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          {state === 'loading' ? <Skeleton variant="rounded" width="100%" height={height} /> : <span>The chart could not be drawn.</span>}
        </Box>
      )}
    </Box>
  );
}
