/**
 * The live candle chart's drawing (lightweight-charts), loaded on demand in its own chunk like
 * components/price-chart/chartRenderer.ts. Unlike that one it keeps the chart and updates the last candle in
 * place (series.update) as ticks arrive, instead of redrawing.
 */
import { CandlestickSeries, HistogramSeries, type UTCTimestamp } from 'lightweight-charts';
import { axisFont, canvasTextMeasure, priceAxisWidth } from '../../components/price-chart/priceAxisWidth';
import { candleColors, createThemedChart, type ChartTheme } from '../../components/price-chart/themedChart';
import type { LiveCandle } from '../live';

export interface LiveChartStyle extends ChartTheme {
  volumeUp: string;
  volumeDown: string;
}

export interface LiveChart {
  setCandles(candles: readonly LiveCandle[]): void;
  update(candle: LiveCandle): void;
  remove(): void;
}

/** Times on the axis and crosshair read in India time whatever the browser's zone. */
const istTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hour12: false });
const istDateTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false });

export function createLiveChart(element: HTMLElement, style: LiveChartStyle, withVolume: boolean): LiveChart {
  const chart = createThemedChart(element, style, {
    // Free edges (the lightweight-charts default): the newest candle keeps its right offset as ticks arrive.
    timeScale: {
      fixLeftEdge: false,
      fixRightEdge: false,
      timeVisible: true,
      secondsVisible: false,
      rightOffset: 4,
      tickMarkFormatter: (time: number) => istTime.format(new Date(time * 1000)),
    },
    localization: { timeFormatter: (time: number) => istDateTime.format(new Date(time * 1000)) },
  });
  const candles = chart.addSeries(CandlestickSeries, candleColors(style));
  const margins = { top: 0.08, bottom: withVolume ? 0.26 : 0.06 };
  candles.priceScale().applyOptions({ scaleMargins: margins });
  const measure = canvasTextMeasure(axisFont(style));
  const volume = withVolume
    ? chart.addSeries(HistogramSeries, { priceFormat: { type: 'volume' }, priceScaleId: '', lastValueVisible: false, priceLineVisible: false })
    : null;
  volume?.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });

  const bar = (c: LiveCandle) => ({ time: c.time as UTCTimestamp, open: c.open, high: c.high, low: c.low, close: c.close });
  const vol = (c: LiveCandle) => ({ time: c.time as UTCTimestamp, value: c.volume, color: c.close >= c.open ? style.volumeUp : style.volumeDown });
  return {
    setCandles(list) {
      // The axis as wide as these candles' labels before they are drawn: it does not widen (a second layout) after.
      candles.priceScale().applyOptions({ minimumWidth: priceAxisWidth(list, margins, style.priceFormatter, measure) });
      candles.setData(list.map(bar));
      volume?.setData(list.map(vol));
      chart.timeScale().fitContent();
    },
    update(candle) {
      candles.update(bar(candle));
      volume?.update(vol(candle));
    },
    remove: () => chart.remove(),
  };
}
