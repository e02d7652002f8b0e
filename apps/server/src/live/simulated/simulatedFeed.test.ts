import { isMarketOpenAt as isIndianMarketOpen } from '@sanchay/core';
import { describe, expect, it } from 'vitest';
import type { Tick } from '../feed';
import type { Instrument, InstrumentHistory } from '../instruments';
import { summariseHistory } from '../instruments';
import { SimulatedFeed, type SimulatorInstruments } from './simulatedFeed';

const RELIANCE: Instrument = { token: 738561, kind: 'stock', symbol: 'RELIANCE', name: 'Reliance Industries', id: 'c1' };
const NIFTY: Instrument = { token: 256265, kind: 'index', symbol: 'NIFTY 50', name: 'NIFTY 50', id: 'i1' };
const HISTORY: Record<number, InstrumentHistory> = {
  [RELIANCE.token]: {
    lastClose: 1300,
    lastCloseDate: '2026-11-20',
    previousClose: 1290,
    dailyVolatility: 0.015,
    averageVolume: 5_000_000,
    lastSession: { open: 1292.5, high: 1308.2, low: 1288.1, volume: 4_200_000 },
  },
  [NIFTY.token]: { lastClose: 24000, previousClose: 24100, dailyVolatility: 0.008, averageVolume: null },
};
const table: SimulatorInstruments = {
  byTokenOf: async (token) => [RELIANCE, NIFTY].find((i) => i.token === token),
  history: async (instrument) => HISTORY[instrument.token]!,
};

/** Friday 20 Nov 2026, 10:30 IST = 05:00 UTC. */
const OPEN_FRIDAY = Date.UTC(2026, 10, 20, 5, 0);

async function run(seed: number, start = OPEN_FRIDAY, alwaysOn = false, ms = 60_000) {
  let now = start;
  const feed = new SimulatedFeed({ instruments: table, seed, now: () => now, pollMs: 0, alwaysOn: () => alwaysOn });
  const ticks: Tick[] = [];
  feed.onTicks((batch) => ticks.push(...batch));
  feed.subscribe([RELIANCE.token, NIFTY.token, 999]);
  await feed.ready();
  for (let t = 0; t < ms; t += 500) {
    now += 500;
    feed.runDue();
  }
  return { feed, ticks, now };
}

describe('SimulatedFeed', () => {
  it('replays exactly the same ticks for the same seed, and different ones for another seed', async () => {
    const a = await run(42);
    const b = await run(42);
    const c = await run(43);
    expect(a.ticks.length).toBeGreaterThan(100);
    expect(b.ticks).toEqual(a.ticks);
    expect(c.ticks.map((t) => t.lastPrice)).not.toEqual(a.ticks.map((t) => t.lastPrice));
  });

  it('ticks each instrument every 250-1000 ms from its last close, with volume accumulating and bid below ask', async () => {
    const { ticks, feed } = await run(7);
    const reliance = ticks.filter((t) => t.instrumentToken === RELIANCE.token);
    const gaps = reliance.slice(1).map((t, i) => t.timestamp - reliance[i]!.timestamp);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(250);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(1000);
    expect(reliance.length).toBeGreaterThan(60); // a minute at 0.25-1 s
    expect(reliance[0]!.close).toBe(1300);
    for (const t of reliance) {
      expect(Math.abs(t.lastPrice / 1300 - 1)).toBeLessThan(0.05);
      expect(t.bid!).toBeLessThan(t.ask!);
      expect(t.depth!.buy).toHaveLength(5);
      expect(Math.round(t.lastPrice * 20)).toBeCloseTo(t.lastPrice * 20, 6); // NSE tick size 0.05
    }
    const volumes = reliance.map((t) => t.volume!);
    expect(volumes).toEqual([...volumes].sort((x, y) => x - y));
    expect(new Set(reliance.map((t) => t.lastPrice)).size).toBeGreaterThan(5);
    const nifty = ticks.filter((t) => t.instrumentToken === NIFTY.token);
    expect(nifty[0]).toMatchObject({ tradable: false, close: 24000 });
    expect(nifty[0]!.volume).toBeUndefined();
    expect(ticks.some((t) => t.instrumentToken === 999)).toBe(false); // unknown tokens stay silent
    expect(feed.isLive()).toBe(true);
  });

  it('outside market hours serves the last close and produces no ticks', async () => {
    const saturday = Date.UTC(2026, 10, 21, 5, 0);
    const { ticks, feed } = await run(7, saturday);
    expect(feed.isLive()).toBe(false);
    expect(ticks.map((t) => [t.symbol, t.lastPrice, t.close])).toEqual([['RELIANCE', 1300, 1290], ['NIFTY 50', 24000, 24100]]);
    expect(feed.lastTick(RELIANCE.token)).toMatchObject({ lastPrice: 1300, change: 10, changePercent: 0.78 });
    // The last session's real day (issue 41: INFY showed its close as open, high and low), stamped at its close.
    expect(feed.lastTick(RELIANCE.token)).toMatchObject({ open: 1292.5, high: 1308.2, low: 1288.1, volume: 4_200_000, timestamp: Date.UTC(2026, 10, 20, 10, 0) });
    // The same on a restart and later in the day: nothing moves while the market is closed.
    const later = await run(99, saturday + 3 * 3600_000);
    expect(later.feed.lastTick(RELIANCE.token)).toEqual(feed.lastTick(RELIANCE.token));
    // An index without a stored range (or one whose range does not hold its close) shows its close.
    expect(feed.lastTick(NIFTY.token)).toMatchObject({ open: 24000, high: 24000, low: 24000 });
    const evening = Date.UTC(2026, 10, 20, 10, 5); // 15:35 IST Friday
    expect((await run(7, evening, false, 5000)).ticks).toHaveLength(2);
  });

  it('ticks at any hour when always on (demo data, LIVE_ALWAYS_ON)', async () => {
    const sunday = Date.UTC(2026, 10, 22, 20, 0);
    const { ticks, feed } = await run(7, sunday, true, 10_000);
    expect(feed.isLive()).toBe(true);
    expect(ticks.length).toBeGreaterThan(20);
  });

  it('replays the session since the 09:15 open before the first live tick, so the day has an open, range and volume', async () => {
    const { feed, ticks } = await run(7, OPEN_FRIDAY, false, 0); // 10:30 IST
    const candles = feed.sessionCandles(RELIANCE.token);
    expect(candles[0]!.time).toBe(Date.UTC(2026, 10, 20, 3, 45) / 1000); // 09:15 IST
    expect(candles.at(-1)!.time).toBe(OPEN_FRIDAY / 1000);
    expect(candles).toHaveLength(76);
    const first = ticks.find((t) => t.instrumentToken === RELIANCE.token)!;
    expect(first.timestamp).toBe(OPEN_FRIDAY);
    expect(first.open).toBe(candles[0]!.open);
    expect(first.high).toBe(Math.max(...candles.map((c) => c.high), first.lastPrice));
    expect(first.volume).toBeGreaterThan(candles.reduce((sum, c) => sum + c.volume, 0) - 1);
    expect(feed.sessionCandles(NIFTY.token).every((c) => c.volume === 0)).toBe(true);
  });

  it('says which tokens it can never price: unknown ones, and instruments with no close stored', async () => {
    const levelless: Instrument = { token: 123, kind: 'index', symbol: 'NIFTY 500', name: 'NIFTY 500', id: 'i2' };
    const instruments: SimulatorInstruments = {
      byTokenOf: async (token) => [RELIANCE, levelless].find((i) => i.token === token),
      history: async (instrument) => (instrument === levelless ? summariseHistory([]) : HISTORY[instrument.token]!),
    };
    const feed = new SimulatedFeed({ instruments, seed: 1, now: () => OPEN_FRIDAY, pollMs: 0 });
    expect(await feed.unavailable(RELIANCE.token)).toBeNull();
    expect(await feed.unavailable(999)).toBe('No instrument has the token 999.');
    expect(await feed.unavailable(123)).toBe('NIFTY 500 has no closing level in the data yet, so there is no live price for it.');
    const ticks: Tick[] = [];
    feed.onTicks((batch) => ticks.push(...batch));
    feed.subscribe([123, RELIANCE.token]);
    await feed.ready();
    expect(ticks.map((t) => t.instrumentToken)).toEqual([RELIANCE.token]); // no walk without a close
  });

  it('reads a token\'s history once for the check and the subscription that follows it', async () => {
    const reads: number[] = [];
    const counted: SimulatorInstruments = { ...table, history: async (instrument) => (reads.push(instrument.token), HISTORY[instrument.token]!) };
    const feed = new SimulatedFeed({ instruments: counted, seed: 1, now: () => OPEN_FRIDAY, pollMs: 0 });
    const [first, second] = await Promise.all([feed.unavailable(RELIANCE.token), feed.unavailable(RELIANCE.token)]);
    expect([first, second]).toEqual([null, null]);
    feed.subscribe([RELIANCE.token]);
    await feed.ready();
    expect(feed.lastTick(RELIANCE.token)?.close).toBe(1300);
    expect(await feed.unavailable(RELIANCE.token)).toBeNull(); // walking already: no read at all
    expect(reads).toEqual([RELIANCE.token]);
  });

  it('stops ticking a token once unsubscribed', async () => {
    const { feed, ticks } = await run(7, OPEN_FRIDAY, false, 1000);
    feed.unsubscribe([RELIANCE.token]);
    const before = ticks.length;
    expect(feed.lastTick(RELIANCE.token)).toBeUndefined();
    expect(ticks.length).toBe(before);
  });
});

describe('market hours and history', () => {
  it('opens 09:15 to 15:30 IST on weekdays only', () => {
    expect(isIndianMarketOpen(Date.UTC(2026, 10, 20, 3, 44))).toBe(false); // 09:14 IST
    expect(isIndianMarketOpen(Date.UTC(2026, 10, 20, 3, 45))).toBe(true); // 09:15
    expect(isIndianMarketOpen(Date.UTC(2026, 10, 20, 9, 59))).toBe(true); // 15:29
    expect(isIndianMarketOpen(Date.UTC(2026, 10, 20, 10, 0))).toBe(false); // 15:30
    expect(isIndianMarketOpen(Date.UTC(2026, 10, 21, 5, 0))).toBe(false); // Saturday
    expect(isIndianMarketOpen(Date.UTC(2026, 10, 24, 5, 0))).toBe(false); // Tuesday 24 Nov 2026: Guru Nanak Jayanti
  });

  it('does not trade on an NSE holiday (24 Nov 2026)', async () => {
    const holiday = Date.UTC(2026, 10, 24, 5, 0); // 10:30 IST
    const feed = new SimulatedFeed({ instruments: table, seed: 7, now: () => holiday, pollMs: 0 });
    feed.subscribe([RELIANCE.token]);
    await feed.ready();
    expect(feed.isLive()).toBe(false);
    expect(feed.runDue()).toEqual([]);
    expect(feed.lastTick(RELIANCE.token)?.lastPrice).toBe(1300); // the last close
  });

  it('derives the daily volatility from log returns', () => {
    const bars = [110, 100, 110, 100, 110, 100].map((close) => ({ close, volume: 10 }));
    const summary = summariseHistory(bars);
    expect(summary).toMatchObject({ lastClose: 110, previousClose: 100, averageVolume: 10 });
    expect(summary.lastSession).toEqual({ open: null, high: null, low: null, volume: 10 });
    expect(summariseHistory([{ date: '2025-09-30', open: 1440, high: 1452.2, low: 1438.1, close: 1441.8, volume: 5 }]).lastSession).toEqual({ open: 1440, high: 1452.2, low: 1438.1, volume: 5 });
    // Returns +L, -L, +L, -L, +L (L = ln 1.1): mean L/5, deviations 0.8L (x3) and -1.2L (x2), sample variance 4.8L^2/4.
    expect(summary.dailyVolatility).toBeCloseTo(Math.log(1.1) * Math.sqrt(1.2), 9);
    expect(summariseHistory(bars.slice(0, 3)).dailyVolatility).toBeNull();
  });
});
