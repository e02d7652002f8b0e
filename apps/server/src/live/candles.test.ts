import { describe, expect, it } from 'vitest';
import { CandleBook } from './candles';
import type { Tick } from './feed';
import { SharedFeed } from './sharedFeed';

const at = (hh: number, mm: number, ss: number) => Date.UTC(2026, 10, 20, hh, mm, ss); // UTC; IST = +05:30
const tick = (timestamp: number, lastPrice: number, volume?: number): Tick => ({
  instrumentToken: 1, symbol: 'X', lastPrice, close: 100, change: lastPrice - 100, changePercent: 0, timestamp, tradable: true, ...(volume !== undefined ? { volume } : {}),
});

describe('CandleBook', () => {
  it('aggregates ticks into 1m, 5m and 15m candles aligned to the 09:15 IST open, the last one in progress', () => {
    const book = new CandleBook();
    book.add(tick(at(3, 45, 0), 100, 1000)); // 09:15:00 IST
    book.add(tick(at(3, 45, 20), 103, 1500));
    const inProgress = book.add(tick(at(3, 45, 59), 99, 1600));
    expect(inProgress['1m']).toEqual({ time: at(3, 45, 0) / 1000, open: 100, high: 103, low: 99, close: 99, volume: 600 });
    book.add(tick(at(3, 46, 5), 101, 1700));
    book.add(tick(at(3, 50, 0), 102, 2000)); // 09:20 IST: a new 5m candle
    expect(book.candles('1m').map((c) => c.close)).toEqual([99, 101, 102]);
    expect(book.candles('5m')).toEqual([
      { time: at(3, 45, 0) / 1000, open: 100, high: 103, low: 99, close: 101, volume: 700 },
      { time: at(3, 50, 0) / 1000, open: 102, high: 102, low: 102, close: 102, volume: 300 },
    ]);
    expect(book.candles('15m')).toHaveLength(1);
    expect(book.candles('15m')[0]).toMatchObject({ open: 100, high: 103, low: 99, close: 102, volume: 1000 });
  });

  it('never reopens an older bucket for a late tick, and counts no volume for indices', () => {
    const book = new CandleBook();
    book.add(tick(at(4, 0, 10), 50));
    book.add(tick(at(4, 1, 10), 51));
    book.add(tick(at(4, 0, 50), 10)); // late
    expect(book.candles('1m').map((c) => [c.low, c.volume])).toEqual([[50, 0], [51, 0]]);
  });
});

describe('SharedFeed', () => {
  it('subscribes a token once for many holders and unsubscribes after the last, raising the mode when asked', () => {
    const calls: string[] = [];
    const inner = {
      kind: 'simulated' as const,
      subscribe: (tokens: readonly number[], mode?: string) => calls.push(`sub ${tokens.join(',')} ${mode}`),
      unsubscribe: (tokens: readonly number[]) => calls.push(`unsub ${tokens.join(',')}`),
      onTicks: () => () => {},
      lastTick: () => undefined,
      isLive: () => true,
      start: async () => {},
      stop: async () => {},
    };
    const feed = new SharedFeed(inner);
    feed.subscribe([1, 2], 'ltp');
    feed.subscribe([2], 'ltp');
    feed.subscribe([2], 'full');
    feed.unsubscribe([2]);
    feed.unsubscribe([1, 2]);
    expect(feed.holders(2)).toBe(1);
    feed.unsubscribe([2]);
    feed.unsubscribe([2]); // one too many: ignored
    expect(calls).toEqual(['sub 1,2 ltp', 'sub 2 full', 'unsub 1', 'unsub 2']);
  });
});
