/**
 * Daily bars in columnar typed arrays, and what screens derive from them: the latest simple moving averages
 * of close and volume over 5..200 bars, the 52-week range (bars after the same date a year earlier, as the
 * quote queries compute it), Wilder's 14-day RSI and the close on or before a date.
 */
import { lowerBound, yearsBefore } from './calendar';

export interface Bars {
  /** Day numbers, ascending. */
  days: Int32Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
}

export const SMA_PERIODS = [5, 10, 20, 50, 100, 200] as const;
export type SmaPeriod = (typeof SMA_PERIODS)[number];

export interface MovingAverageRow {
  day: number;
  close: number;
  priceSma: Record<SmaPeriod, number | null>;
  volumeSma: Record<SmaPeriod, number | null>;
  high52w: number;
  low52w: number;
}

/** The mean of the last n values, or null with fewer than n. */
export function lastMean(values: ArrayLike<number>, n: number): number | null {
  if (values.length < n) return null;
  let sum = 0;
  for (let i = values.length - n; i < values.length; i++) sum += values[i] as number;
  return sum / n;
}

export function movingAverages(bars: Bars): MovingAverageRow | null {
  const n = bars.days.length;
  if (n === 0) return null;
  const lastDay = bars.days[n - 1] as number;
  const from = lowerBound(bars.days, yearsBefore(lastDay, 1) + 1);
  let high = -Infinity;
  let low = Infinity;
  for (let i = from; i < n; i++) {
    high = Math.max(high, bars.high[i] as number);
    low = Math.min(low, bars.low[i] as number);
  }
  const priceSma = {} as Record<SmaPeriod, number | null>;
  const volumeSma = {} as Record<SmaPeriod, number | null>;
  for (const p of SMA_PERIODS) {
    priceSma[p] = lastMean(bars.close, p);
    volumeSma[p] = lastMean(bars.volume, p);
  }
  return { day: lastDay, close: bars.close[n - 1] as number, priceSma, volumeSma, high52w: high, low52w: low };
}

/** Wilder's relative strength index over `period` days (null without enough bars). */
export function rsi(close: ArrayLike<number>, period = 14): number | null {
  if (close.length <= period) return null;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= period; i++) {
    const change = (close[i] as number) - (close[i - 1] as number);
    if (change > 0) gain += change;
    else loss -= change;
  }
  gain /= period;
  loss /= period;
  for (let i = period + 1; i < close.length; i++) {
    const change = (close[i] as number) - (close[i - 1] as number);
    gain = (gain * (period - 1) + Math.max(change, 0)) / period;
    loss = (loss * (period - 1) + Math.max(-change, 0)) / period;
  }
  if (loss === 0) return 100;
  return 100 - 100 / (1 + gain / loss);
}

/** The close of the last bar on or before `day`, or null when the bars start later. */
export function closeOnOrBefore(bars: Bars, day: number): number | null {
  const i = lowerBound(bars.days, day + 1) - 1;
  return i >= 0 ? (bars.close[i] as number) : null;
}
