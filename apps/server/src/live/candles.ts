import type { CandleInterval, LiveCandle } from '@sanchay/core';
import type { Tick } from './feed';

export type { CandleInterval } from '@sanchay/core';
/** Seconds per candle of each interval of the candles: topic. */
export const CANDLE_INTERVALS = { '1m': 60, '5m': 300, '15m': 900 } as const satisfies Record<CandleInterval, number>;
/** Candles kept per token and interval (a full session of 1-minute candles is 375). */
export const MAX_CANDLES = 400;

/** One OHLCV bar (the candles: topic's wire shape); `time` is the bucket start in epoch seconds. */
export type Candle = LiveCandle;

export const isCandleInterval = (value: string): value is CandleInterval => value in CANDLE_INTERVALS;

/**
 * Candles of one instrument at every interval, built from its ticks. Buckets are aligned to the epoch, which
 * in IST (UTC+05:30) also aligns 1/5/15-minute buckets to the 09:15 open. Volume per candle is the growth of
 * the tick's cumulative day volume. The last candle is the in-progress one and changes with each tick.
 */
export class CandleBook {
  private readonly series: Record<CandleInterval, Candle[]> = { '1m': [], '5m': [], '15m': [] };
  private lastVolume: number | undefined;

  /** Adds a tick; returns the candle each interval now shows (the one the tick landed in). */
  add(tick: Tick): Record<CandleInterval, Candle> {
    const volumeDelta = tick.volume !== undefined && this.lastVolume !== undefined ? Math.max(0, tick.volume - this.lastVolume) : 0;
    if (tick.volume !== undefined) this.lastVolume = tick.volume;
    const seconds = Math.floor(tick.timestamp / 1000);
    const out = {} as Record<CandleInterval, Candle>;
    for (const interval of Object.keys(CANDLE_INTERVALS) as CandleInterval[]) {
      out[interval] = this.addTo(this.series[interval], seconds - (seconds % CANDLE_INTERVALS[interval]), tick.lastPrice, volumeDelta);
    }
    return out;
  }

  /** Whether any tick or candle has been added. */
  get empty(): boolean {
    return this.series['1m'].length === 0;
  }

  /** Starts the book from earlier one-minute candles (oldest first), merged into every interval. */
  seed(minuteCandles: readonly Candle[]): void {
    for (const c of minuteCandles) {
      for (const interval of Object.keys(CANDLE_INTERVALS) as CandleInterval[]) {
        const series = this.series[interval];
        const time = c.time - (c.time % CANDLE_INTERVALS[interval]);
        const last = series[series.length - 1];
        if (last && last.time === time) {
          last.high = Math.max(last.high, c.high);
          last.low = Math.min(last.low, c.low);
          last.close = c.close;
          last.volume += c.volume;
        } else if (!last || time > last.time) {
          series.push({ ...c, time });
          if (series.length > MAX_CANDLES) series.shift();
        }
      }
    }
  }

  candles(interval: CandleInterval): readonly Candle[] {
    return this.series[interval];
  }

  private addTo(series: Candle[], time: number, price: number, volume: number): Candle {
    const last = series[series.length - 1];
    if (last && last.time === time) {
      last.high = Math.max(last.high, price);
      last.low = Math.min(last.low, price);
      last.close = price;
      last.volume += volume;
      return last;
    }
    if (last && time < last.time) return last; // a late tick never reopens an older bucket
    const candle = { time, open: price, high: price, low: price, close: price, volume };
    series.push(candle);
    if (series.length > MAX_CANDLES) series.shift();
    return candle;
  }
}
