/** The lightweight-charts drawing of a backtest: the strategy's equity against the benchmark (own chunk). */
import { ColorType, createChart, LineSeries, LineStyle } from 'lightweight-charts';
import type { ChartTheme } from './indicatorChartRenderer';

export interface EquityChartData {
  strategy: { time: string; value: number }[];
  benchmark: { time: string; value: number }[];
  colors: { strategy: string; benchmark: string };
}

export function renderEquityChart(element: HTMLElement, data: EquityChartData, theme: ChartTheme): () => void {
  const chart = createChart(element, {
    autoSize: true,
    layout: { attributionLogo: true, background: { type: ColorType.Solid, color: theme.background }, textColor: theme.text, fontFamily: theme.fontFamily },
    grid: { vertLines: { color: theme.grid }, horzLines: { color: theme.grid } },
    rightPriceScale: { borderColor: theme.grid },
    timeScale: { borderColor: theme.grid, fixLeftEdge: true, fixRightEdge: true },
    localization: { locale: 'en-IN', priceFormatter: theme.priceFormatter },
    handleScroll: { vertTouchDrag: false },
  });
  const benchmark = chart.addSeries(LineSeries, { color: data.colors.benchmark, lineWidth: 2, lineStyle: LineStyle.Dashed, priceLineVisible: false });
  benchmark.setData(data.benchmark);
  const strategy = chart.addSeries(LineSeries, { color: data.colors.strategy, lineWidth: 2, priceLineVisible: false });
  strategy.setData(data.strategy);
  chart.timeScale().fitContent();
  return () => chart.remove();
}
