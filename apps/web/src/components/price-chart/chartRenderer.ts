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
 * Runs `work` in a task after the next frame. The page's layout is then done: lightweight-charts reads its
 * element's size as it builds a chart (getBoundingClientRect), and read in the task that just committed the
 * screen (a chart is drawn from an effect) that forces a layout of the whole page inside that task. Returns the
 * cancel.
 */
function afterNextFrame(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Draws candlesticks (or an area of closes) with a volume histogram under it when there are volumes.
 * The chart follows the element's size (autoSize) and keeps the TradingView attribution logo on
 * (Apache-2.0 NOTICE of lightweight-charts). Returns the clean-up.
 *
 * The chart is built in a task after the next frame (afterNextFrame), and its series in the task after that: on a
 * phone each is a task of some tens of milliseconds where building it in the screen's commit, with the series,
 * made one long task with a forced layout in it (the browser may draw the empty chart in between).
 * It is built with its price axis as wide as the series' labels will need (priceAxisWidth), so the series
 * arriving does not widen it and lay the whole chart out again.
 */
export function renderPriceChart(element: HTMLElement, data: ChartData, style: ChartStyle): () => void {
  let chart: IChartApi | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = afterNextFrame(() => {
    const minimumWidth = priceAxisWidth(axisBars(data), priceScaleMargins(data), style.priceFormatter, canvasTextMeasure(axisFont(style)));
    const built = createThemedChart(element, style, { rightPriceScale: { minimumWidth } });
    chart = built;
    timer = setTimeout(() => addSeries(built, data, style), 0);
  });
  return () => {
    cancel();
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
