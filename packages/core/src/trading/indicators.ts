import { ATR, BollingerBands, EMA, MACD, RSI, SMA, SuperTrend } from 'trading-signals';
import { INDICATOR_DEFAULTS } from './constants';

/**
 * Indicator series over daily bars, computed with the `trading-signals` library and aligned with the
 * bars: element i belongs to bar i and is null until the indicator has seen enough bars ("warm-up").
 * Conventions (the same as TradingView's built-ins):
 * - RSI and ATR use Wilder's smoothing (RMA) seeded with the simple mean of the first `period` values.
 * - EMA is seeded with the first close (trading-signals); it is reported from bar `period` on, when
 *   the seed's weight has decayed to under (1 - 2/(period+1))^period.
 * - Bollinger Bands use the population standard deviation of the last `period` closes.
 * - MACD is EMA(fast) - EMA(slow); its signal line an EMA of the MACD; both reported once the signal
 *   line has seen `signal` MACD values.
 * - SuperTrend uses ATR(period) around the bar's median price (high + low) / 2.
 */

export interface TradingBar {
  /** YYYY-MM-DD */
  date: string;
  open: number | null;
  high: number | null;
  low: number | null;
  close: number;
  volume?: number | null;
}

export type IndicatorValues = (number | null)[];

/** High/low/close of a bar; a bar with only a close (some index histories) is treated as a flat bar. */
function candle(bar: TradingBar) {
  const high = bar.high ?? bar.close;
  const low = bar.low ?? bar.close;
  return { high: Math.max(high, low, bar.close), low: Math.min(high, low, bar.close), close: bar.close };
}

export function smaSeries(closes: readonly number[], period: number = INDICATOR_DEFAULTS.sma.period): IndicatorValues {
  const sma = new SMA(period);
  return closes.map((close) => sma.add(close));
}

export function emaSeries(closes: readonly number[], period: number = INDICATOR_DEFAULTS.ema.period): IndicatorValues {
  const ema = new EMA(period);
  return closes.map((close) => {
    const value = ema.add(close);
    return ema.isStable ? value : null;
  });
}

export function rsiSeries(closes: readonly number[], period: number = INDICATOR_DEFAULTS.rsi.period): IndicatorValues {
  const rsi = new RSI(period);
  return closes.map((close) => rsi.add(close));
}

export interface MacdSeries {
  macd: IndicatorValues;
  signal: IndicatorValues;
  histogram: IndicatorValues;
}

export function macdSeries(
  closes: readonly number[],
  fast: number = INDICATOR_DEFAULTS.macd.fast,
  slow: number = INDICATOR_DEFAULTS.macd.slow,
  signal: number = INDICATOR_DEFAULTS.macd.signal,
): MacdSeries {
  const signalEma = new EMA(signal);
  const macd = new MACD(new EMA(fast), new EMA(slow), signalEma);
  const out: MacdSeries = { macd: [], signal: [], histogram: [] };
  for (const close of closes) {
    const result = macd.add(close);
    const ready = result !== null && signalEma.isStable;
    out.macd.push(ready ? result.macd : null);
    out.signal.push(ready ? result.signal : null);
    out.histogram.push(ready ? result.histogram : null);
  }
  return out;
}

export interface BandsSeries {
  upper: IndicatorValues;
  middle: IndicatorValues;
  lower: IndicatorValues;
}

export function bollingerSeries(
  closes: readonly number[],
  period: number = INDICATOR_DEFAULTS.bollinger.period,
  stdDev: number = INDICATOR_DEFAULTS.bollinger.stdDev,
): BandsSeries {
  const bands = new BollingerBands(period, stdDev);
  const out: BandsSeries = { upper: [], middle: [], lower: [] };
  for (const close of closes) {
    const result = bands.add(close);
    out.upper.push(result?.upper ?? null);
    out.middle.push(result?.middle ?? null);
    out.lower.push(result?.lower ?? null);
  }
  return out;
}

export function atrSeries(bars: readonly TradingBar[], period: number = INDICATOR_DEFAULTS.atr.period): IndicatorValues {
  const atr = new ATR(period);
  return bars.map((bar) => atr.add(candle(bar)));
}

export interface SuperTrendSeries {
  /** The trailing line: under the price in an up-trend, over it in a down-trend. */
  value: IndicatorValues;
  /** 1 up-trend, -1 down-trend, null during warm-up. */
  direction: (1 | -1 | null)[];
}

export function superTrendSeries(
  bars: readonly TradingBar[],
  period: number = INDICATOR_DEFAULTS.superTrend.period,
  multiplier: number = INDICATOR_DEFAULTS.superTrend.multiplier,
): SuperTrendSeries {
  const st = new SuperTrend({ interval: period, multiplier });
  const out: SuperTrendSeries = { value: [], direction: [] };
  for (const bar of bars) {
    const result = st.add(candle(bar));
    out.value.push(result?.supertrend ?? null);
    out.direction.push(result ? (result.trend === 'BULLISH' ? 1 : -1) : null);
  }
  return out;
}

export const closesOf = (bars: readonly TradingBar[]) => bars.map((bar) => bar.close);
