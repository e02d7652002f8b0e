/**
 * The lightweight-charts drawing, loaded on demand in its own chunk. It imports nothing but the chart
 * library and the shared chart options (no React, no MUI), so that loading it does not reshuffle the app's
 * shared chunks.
 */
import { AreaSeries, CandlestickSeries, HistogramSeries, type IChartApi } from 'lightweight-charts';
import type { ChartData } from './chartData';
import { axisBars, axisFont, canvasTextMeasure, priceAxisWidth, priceScaleMargins } from './priceAxisWidth';
import { candleColors, createThemedChart, type ChartTheme } from './themedChart';

export interface ChartStyle extends ChartTheme {
  volumeUp: string;
  volumeDown: string;
  line: string;
  areaTop: string;
  areaBottom: string;
}

/**
 * Draws candlesticks (or an area of closes) with a volume histogram under it when there are volumes.
 * The chart follows the element's size (autoSize) and keeps the TradingView attribution logo on
 * (Apache-2.0 NOTICE of lightweight-charts). Returns the clean-up.
 *
 * The chart is built in one task and its series in the next: on a phone each half is a task of some tens of
 * milliseconds where the two together made one long task (the browser may draw the empty chart in between).
 * It is built with its price axis as wide as the series' labels will need (priceAxisWidth), so the series
 * arriving does not widen it and lay the whole chart out again.
 */
export function renderPriceChart(element: HTMLElement, data: ChartData, style: ChartStyle): () => void {
  const minimumWidth = priceAxisWidth(axisBars(data), priceScaleMargins(data), style.priceFormatter, canvasTextMeasure(axisFont(style)));
  let chart: IChartApi | null = createThemedChart(element, style, { rightPriceScale: { minimumWidth } });
  const timer = setTimeout(() => {
    if (chart) addSeries(chart, data, style);
  }, 0);
  return () => {
    clearTimeout(timer);
    chart?.remove();
    chart = null;
  };
}

function addSeries(chart: IChartApi, data: ChartData, style: ChartStyle): void {
  const hasVolume = data.volume.length > 0;
  const margins = priceScaleMargins(data);
  if (data.kind === 'candles') {
    const series = chart.addSeries(CandlestickSeries, candleColors(style));
    series.setData(data.candles);
    series.priceScale().applyOptions({ scaleMargins: margins });
  } else {
    const series = chart.addSeries(AreaSeries, {
      lineColor: style.line,
      topColor: style.areaTop,
      bottomColor: style.areaBottom,
      lineWidth: 2,
    });
    series.setData(data.line);
    series.priceScale().applyOptions({ scaleMargins: margins });
  }
  if (hasVolume) {
    const volume = chart.addSeries(HistogramSeries, {
      priceFormat: { type: 'volume' },
      priceScaleId: '',
      lastValueVisible: false,
      priceLineVisible: false,
    });
    volume.setData(data.volume.map((p) => ({ time: p.time, value: p.value, color: p.up ? style.volumeUp : style.volumeDown })));
    volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  }
  chart.timeScale().fitContent();
}
