import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatIndianNumber, type TradingIndicatorsResponse } from '@sanchay/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { legendOf, toIndicatorChart } from './chartModel';
import type { ChartTheme } from './indicatorChartRenderer';
import type { IndicatorSetting } from './indicatorSettings';

const priceFormatter = (price: number) => formatIndianNumber(price, { decimals: 2 });

interface Props {
  data: TradingIndicatorsResponse;
  settings: IndicatorSetting[];
}

/** Candles with the indicator overlays and panes; the drawing code loads in its own chunk on first use. */
export function IndicatorChart({ data, settings }: Props) {
  const { palette, typography, breakpoints } = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const trend = useMemo(
    () => ({ up: palette.success.main, down: palette.error.main, upFaint: alpha(palette.success.main, 0.55), downFaint: alpha(palette.error.main, 0.55) }),
    [palette],
  );
  const model = useMemo(() => toIndicatorChart(data, settings, trend), [data, settings, trend]);
  const legend = useMemo(() => legendOf(settings, data), [settings, data]);
  const theme = useMemo<ChartTheme>(
    () => ({
      background: palette.background.paper,
      text: palette.text.secondary,
      grid: palette.divider,
      up: palette.success.main,
      down: palette.error.main,
      fontFamily: typography.fontFamily,
      priceFormatter,
    }),
    [palette, typography.fontFamily],
  );
  const narrow = typeof window !== 'undefined' && window.innerWidth < breakpoints.values.sm;
  const height = (narrow ? 300 : 380) + model.panes.length * (narrow ? 110 : 130);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    import('./indicatorChartRenderer').then(
      ({ renderIndicatorChart }) => {
        if (cancelled) return;
        cleanup = renderIndicatorChart(element, model, theme);
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
  }, [model, theme]);

  const paneNames = model.panes.map((p) => p.id.split(':')[0]!.toUpperCase()).join(', ');
  return (
    <Box data-testid="indicator-chart">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 1, minHeight: 20 }} aria-label="Chart legend">
        {legend.map((item) => (
          <Box key={item.key} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, typography: 'caption', color: 'text.secondary' }}>
            <Box component="span" sx={{ width: 12, height: 3, borderRadius: 1, bgcolor: item.color }} />
            {item.label}
          </Box>
        ))}
      </Box>
      <Box sx={{ position: 'relative', height }}>
        <Box
          ref={container}
          role="img"
          aria-label={`${data.name} daily candles from ${data.from ?? ''} to ${data.to ?? ''}${paneNames ? ` with ${paneNames} panes` : ''}`}
          data-testid="indicator-chart-canvas"
          sx={{ width: '100%', height }}
        />
        {state !== 'ready' && (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            {state === 'loading' ? <Skeleton variant="rounded" width="100%" height={height} /> : <span>The chart could not be drawn.</span>}
          </Box>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', textAlign: 'right', mt: 0.5 }}>
        Chart by{' '}
        <Link href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
          TradingView
        </Link>
      </Typography>
    </Box>
  );
}
