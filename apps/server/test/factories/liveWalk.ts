/**
 * The simulated feed's walk for alert tests (seeded, on a hand-driven clock), minute by minute. Not imported by
 * application code.
 */
import { LiveAlerts } from '../../src/alerts/liveEvaluation';
import { InstrumentDirectory } from '../../src/live/instruments';
import { SimulatedFeed } from '../../src/live/simulated/simulatedFeed';
import type { AppDb } from '../../src/platform/db/client';
import type { TrendListing } from './alertFactories';

/** Friday 20 Nov 2026, 10:30 IST; the stored sessions end the day before. */
export const WALK_OPEN = Date.UTC(2026, 10, 20, 5, 0);
const MINUTES = 30;

/**
 * Walks `minutes` minutes; with `alerts`, the alerts are evaluated at each minute's close. Returns each
 * listing's minute closes and the firings per minute.
 */
export async function walk(db: AppDb, seed: number, listings: TrendListing[], alerts: boolean, minutes = MINUTES) {
  let now = WALK_OPEN;
  const instruments = new InstrumentDirectory(db);
  const feed = new SimulatedFeed({ instruments, seed, now: () => now, pollMs: 0 });
  const live = new LiveAlerts({ db, feed, instruments, now: () => now });
  const tokens = new Map<string, number>();
  for (const l of listings) tokens.set(l.symbol, (await instruments.find('stock', l.symbol))!.token);
  if (alerts) await live.refresh();
  else feed.subscribe([...tokens.values()]);
  await feed.ready();
  const closes = new Map(listings.map((l) => [l.symbol, [] as number[]]));
  const fired: number[] = [];
  for (let minute = 0; minute < minutes; minute++) {
    for (let step = 0; step < 120; step++) {
      now += 500;
      feed.runDue();
    }
    for (const l of listings) {
      const tick = feed.lastTick(tokens.get(l.symbol)!);
      if (!tick) throw new Error(`no tick for ${l.symbol} (alerts: ${alerts}, minute ${minute})`);
      closes.get(l.symbol)!.push(tick.lastPrice);
    }
    if (alerts) fired.push((await live.evaluate()).fired);
  }
  await feed.stop();
  return { closes, fired };
}

/** Percent of `to` over `from`, halved and floored to 0.01 (a level the walk passes). */
export const halfMove = (from: number, to: number) => Math.floor(Math.abs((to / from - 1) * 100) * 50) / 100;

/** A seed whose walk rises past `up`'s last close and falls past `down`'s, each by at least 0.2%, and its closes. */
export async function risingAndFallingWalk(db: AppDb, up: TrendListing, down: TrendListing) {
  for (let seed = 1; seed <= 40; seed++) {
    const tried = await walk(db, seed, [down, up].sort((a, b) => a.symbol.localeCompare(b.symbol)), false);
    const upMax = Math.max(...tried.closes.get(up.symbol)!);
    const downMin = Math.min(...tried.closes.get(down.symbol)!);
    if (upMax > up.lastClose && downMin < down.lastClose && halfMove(up.lastClose, upMax) >= 0.1 && halfMove(down.lastClose, downMin) >= 0.1) {
      return { seed, closes: tried.closes, upMax, downMin };
    }
  }
  throw new Error('no seed of 40 walks both ways');
}
