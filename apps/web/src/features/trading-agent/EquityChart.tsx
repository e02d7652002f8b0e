import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { formatINRCompact, type EquityPoint } from '@sanchay/core';
import { useCallback, useMemo } from 'react';
import { ChartAttribution } from '../../components/price-chart/ChartAttribution';
import { ChartFrame } from '../../components/price-chart/ChartFrame';
import { useChartTheme } from '../../components/price-chart/useChartTheme';
import { useLazyChart } from '../../components/price-chart/useLazyChart';
import type { EquityChartData } from './equityChartRenderer';

const loadRenderer = () => import('./equityChartRenderer');
const compactRupees = (v: number) => formatINRCompact(v);

interface Props {
  curve: EquityPoint[];
  strategyLabel: string;
  benchmarkLabel: string;
}

/** Portfolio value of the strategy (solid) against the benchmark (dashed), same starting capital. */
export function EquityChart({ curve, strategyLabel, benchmarkLabel }: Props) {
  const { palette, breakpoints } = useTheme();
  const colors = useMemo(() => ({ strategy: palette.primary.main, benchmark: palette.warning.main }), [palette]);
  const data = useMemo<EquityChartData>(
    () => ({
      strategy: curve.map((p) => ({ time: p.date, value: p.equity })),
      benchmark: curve.map((p) => ({ time: p.date, value: p.benchmark })),
      colors,
    }),
    [curve, colors],
  );
  const theme = useChartTheme(compactRupees);
  const height = typeof window !== 'undefined' && window.innerWidth < breakpoints.values.sm ? 260 : 340;

  const draw = useCallback(
    ({ renderEquityChart }: Awaited<ReturnType<typeof loadRenderer>>, element: HTMLElement) => renderEquityChart(element, data, theme),
    [data, theme],
  );
  const { container, state } = useLazyChart(loadRenderer, draw);

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
      <ChartFrame container={container} state={state} height={height} label={`Portfolio value of ${strategyLabel} and ${benchmarkLabel} from ${first} to ${last}`} testId="equity-chart-canvas" />
      <ChartAttribution sx={{ display: 'block', textAlign: 'right', mt: 0.5 }} />
    </Box>
  );
}
