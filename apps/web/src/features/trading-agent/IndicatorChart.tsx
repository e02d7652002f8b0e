import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import type { TradingIndicatorsResponse } from '@sanchay/core';
import { useCallback, useMemo } from 'react';
import { ChartAttribution } from '../../components/price-chart/ChartAttribution';
import { ChartFrame } from '../../components/price-chart/ChartFrame';
import { useChartTheme } from '../../components/price-chart/useChartTheme';
import { useLazyChart } from '../../components/price-chart/useLazyChart';
import { legendOf, toIndicatorChart } from './chartModel';
import type { IndicatorSetting } from './indicatorSettings';

const loadRenderer = () => import('./indicatorChartRenderer');

interface Props {
  data: TradingIndicatorsResponse;
  settings: IndicatorSetting[];
}

/** Candles with the indicator overlays and panes; the drawing code loads in its own chunk on first use. */
export function IndicatorChart({ data, settings }: Props) {
  const { palette, breakpoints } = useTheme();
  const trend = useMemo(
    () => ({ up: palette.success.main, down: palette.error.main, upFaint: alpha(palette.success.main, 0.55), downFaint: alpha(palette.error.main, 0.55) }),
    [palette],
  );
  const model = useMemo(() => toIndicatorChart(data, settings, trend), [data, settings, trend]);
  const legend = useMemo(() => legendOf(settings, data), [settings, data]);
  const theme = useChartTheme();
  const narrow = typeof window !== 'undefined' && window.innerWidth < breakpoints.values.sm;
  const height = (narrow ? 300 : 380) + model.panes.length * (narrow ? 110 : 130);

  const draw = useCallback(
    ({ renderIndicatorChart }: Awaited<ReturnType<typeof loadRenderer>>, element: HTMLElement) => renderIndicatorChart(element, model, theme),
    [model, theme],
  );
  const { container, state } = useLazyChart(loadRenderer, draw);

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
      <ChartFrame container={container} state={state} height={height} label={`${data.name} daily candles from ${data.from ?? ''} to ${data.to ?? ''}${paneNames ? ` with ${paneNames} panes` : ''}`} testId="indicator-chart-canvas" />
      <ChartAttribution sx={{ display: 'block', textAlign: 'right', mt: 0.5 }} />
    </Box>
  );
}
