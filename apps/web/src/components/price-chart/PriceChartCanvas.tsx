import { alpha, useTheme } from '@mui/material/styles';
import { useCallback, useMemo } from 'react';
import type { ChartData } from './chartData';
import type { ChartStyle } from './chartRenderer';
import { ChartFrame } from './ChartFrame';
import { useChartTheme } from './useChartTheme';
import { useLazyChart } from './useLazyChart';

const loadRenderer = () => import('./chartRenderer');

interface Props {
  data: ChartData;
  height: number;
  label: string;
}

/** The chart's box; the drawing code (lightweight-charts) is fetched the first time a chart is shown. */
export function PriceChartCanvas({ data, height, label }: Props) {
  const { palette } = useTheme();
  const theme = useChartTheme();
  const style = useMemo<ChartStyle>(
    () => ({
      ...theme,
      volumeUp: alpha(palette.success.main, 0.45),
      volumeDown: alpha(palette.error.main, 0.45),
      line: palette.primary.main,
      areaTop: alpha(palette.primary.main, 0.28),
      areaBottom: alpha(palette.primary.main, 0.02),
    }),
    [theme, palette],
  );

  const draw = useCallback(
    ({ renderPriceChart }: Awaited<ReturnType<typeof loadRenderer>>, element: HTMLElement) => renderPriceChart(element, data, style),
    [data, style],
  );
  const { container, state } = useLazyChart(loadRenderer, draw);

  return <ChartFrame container={container} state={state} height={height} label={label} testId="price-chart-canvas" />;
}
