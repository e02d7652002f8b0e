import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatINRCompact, type EquityPoint } from '@sanchay/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { EquityChartData } from './equityChartRenderer';
import type { ChartTheme } from './indicatorChartRenderer';

interface Props {
  curve: EquityPoint[];
  strategyLabel: string;
  benchmarkLabel: string;
}

/** Portfolio value of the strategy (solid) against the benchmark (dashed), same starting capital. */
export function EquityChart({ curve, strategyLabel, benchmarkLabel }: Props) {
  const { palette, typography, breakpoints } = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const colors = useMemo(() => ({ strategy: palette.primary.main, benchmark: palette.warning.main }), [palette]);
  const data = useMemo<EquityChartData>(
    () => ({
      strategy: curve.map((p) => ({ time: p.date, value: p.equity })),
      benchmark: curve.map((p) => ({ time: p.date, value: p.benchmark })),
      colors,
    }),
    [curve, colors],
  );
  const theme = useMemo<ChartTheme>(
    () => ({
      background: palette.background.paper,
      text: palette.text.secondary,
      grid: palette.divider,
      up: palette.success.main,
      down: palette.error.main,
      fontFamily: typography.fontFamily,
      priceFormatter: (v: number) => formatINRCompact(v),
    }),
    [palette, typography.fontFamily],
  );
  const height = typeof window !== 'undefined' && window.innerWidth < breakpoints.values.sm ? 260 : 340;

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    import('./equityChartRenderer').then(
      ({ renderEquityChart }) => {
        if (cancelled) return;
        cleanup = renderEquityChart(element, data, theme);
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
  }, [data, theme]);

  const first = curve[0]?.date ?? '';
  const last = curve[curve.length - 1]?.date ?? '';
  return (
    <Box data-testid="equity-chart">
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 1, typography: 'caption', color: 'text.secondary' }}>
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <Box component="span" sx={{ width: 14, height: 3, bgcolor: colors.strategy, borderRadius: 1 }} />
          {strategyLabel}
        </Box>
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <Box component="span" sx={{ width: 14, height: 0, borderTop: `3px dashed ${colors.benchmark}` }} />
          {benchmarkLabel}
        </Box>
      </Box>
      <Box sx={{ position: 'relative', height }}>
        <Box ref={container} role="img" aria-label={`Portfolio value of ${strategyLabel} and ${benchmarkLabel} from ${first} to ${last}`} data-testid="equity-chart-canvas" sx={{ width: '100%', height }} />
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
