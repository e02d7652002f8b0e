/** The lightweight-charts drawing of a backtest: the strategy's equity against the benchmark (own chunk). */
import { LineSeries, LineStyle } from 'lightweight-charts';
import { createThemedChart, type ChartTheme } from '../../components/price-chart/themedChart';

export interface EquityChartData {
  strategy: { time: string; value: number }[];
  benchmark: { time: string; value: number }[];
  colors: { strategy: string; benchmark: string };
}

export function renderEquityChart(element: HTMLElement, data: EquityChartData, theme: ChartTheme): () => void {
  const chart = createThemedChart(element, theme);

  const benchmark = chart.addSeries(LineSeries, { color: data.colors.benchmark, lineWidth: 2, lineStyle: LineStyle.Dashed, priceLineVisible: false });
  benchmark.setData(data.benchmark);
  const strategy = chart.addSeries(LineSeries, { color: data.colors.strategy, lineWidth: 2, priceLineVisible: false });
  strategy.setData(data.strategy);
  chart.timeScale().fitContent();
  return () => chart.remove();
}
