/**
 * The lightweight-charts drawing of the indicators screen, loaded on demand in its own chunk: candles
 * with overlays (SMA, EMA, Bollinger Bands, SuperTrend) in the first pane, then one pane each for RSI,
 * MACD and ATR. Keeps the TradingView attribution logo (Apache-2.0 NOTICE of lightweight-charts).
 */
import {
  CandlestickSeries,
  HistogramSeries,
  LineSeries,
  LineStyle,
  type IChartApi,
  type ISeriesApi,
  type LineData,
  type SeriesType,
  type WhitespaceData,
} from 'lightweight-charts';
import { candleColors, createThemedChart, type ChartTheme } from '../../components/price-chart/themedChart';

export interface OverlayLine {
  name: string;
  color: string;
  values: (number | null)[];
  /**
   * Colours per point. A line segment takes the colour of the point it starts from, so a transparent
   * point hides the segment after it (SuperTrend's jump from one side of the price to the other).
   */
  colors?: (string | null)[];
  dashed?: boolean;
  histogram?: boolean;
}

export interface ChartPane {
  id: string;
  lines: OverlayLine[];
  /** Horizontal guides (RSI 30/70). */
  guides?: number[];
}

export interface IndicatorChartData {
  candles: { time: string; open: number; high: number; low: number; close: number }[];
  overlays: OverlayLine[];
  panes: ChartPane[];
}

function lineData(times: string[], line: OverlayLine): (LineData | WhitespaceData)[] {
  return times.map((time, i) => {
    const value = line.values[i];
    if (value === null || value === undefined) return { time };
    const color = line.colors?.[i];
    return color ? { time, value, color } : { time, value };
  });
}

function addLine(chart: IChartApi, times: string[], line: OverlayLine, pane: number): ISeriesApi<SeriesType> {
  if (line.histogram) {
    const series = chart.addSeries(HistogramSeries, { color: line.color, priceLineVisible: false, lastValueVisible: false }, pane);
    series.setData(lineData(times, line));
    return series;
  }
  const series = chart.addSeries(
    LineSeries,
    {
      color: line.color,
      lineWidth: 2,
      lineStyle: line.dashed ? LineStyle.Dashed : LineStyle.Solid,
      priceLineVisible: false,
      lastValueVisible: false,
      crosshairMarkerVisible: false,
      title: '',
    },
    pane,
  );
  series.setData(lineData(times, line));
  return series;
}

export function renderIndicatorChart(element: HTMLElement, data: IndicatorChartData, theme: ChartTheme): () => void {
  const chart = createThemedChart(element, theme, { layout: { panes: { separatorColor: theme.grid, enableResize: false } } });

  const times = data.candles.map((c) => c.time);
  const candles = chart.addSeries(CandlestickSeries, candleColors(theme));
  candles.setData(data.candles);
  for (const line of data.overlays) addLine(chart, times, line, 0);

  data.panes.forEach((pane, k) => {
    let first: ISeriesApi<SeriesType> | null = null;
    for (const line of pane.lines) {
      const series = addLine(chart, times, line, k + 1);
      first ??= series;
    }
    for (const level of pane.guides ?? []) {
      first?.createPriceLine({ price: level, color: theme.text, lineWidth: 1, lineStyle: LineStyle.Dotted, axisLabelVisible: true, title: '' });
    }
  });
  const panes = chart.panes();
  panes[0]?.setStretchFactor(data.panes.length > 0 ? 3 : 1);
  for (let i = 1; i < panes.length; i++) panes[i]!.setStretchFactor(1);
  chart.timeScale().fitContent();
  return () => chart.remove();
}
