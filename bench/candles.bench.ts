// The 1-minute candle store: sustained ticks per second folded into candles and stored (batched upserts every
// 2 s of feed time), against a baseline measured in the same run: one upsert statement per tick. Ticks come
// from 500 instruments, 4 ticks a second each (2,000 ticks/s of feed), over 5 minutes of feed time.
import { sql } from 'drizzle-orm';
import type { Tick } from '../apps/server/src/live/feed';
import { CandleStore } from '../apps/server/src/live/candleStore';
import { configureLogger } from '../apps/server/src/platform/logger';
import { freshDatabase, postgresBaseUrl, printFigure } from './support';

configureLogger('silent');
const INSTRUMENTS = Number(process.env.BENCH_CANDLE_INSTRUMENTS ?? 500);
const FEED_SECONDS = Number(process.env.BENCH_CANDLE_SECONDS ?? 300);
const TICKS_PER_SECOND_EACH = 4;
const BASELINE_TICKS = Number(process.env.BENCH_CANDLE_BASELINE_TICKS ?? 3000);
const START = Date.UTC(2026, 10, 23, 3, 45); // 09:15 IST

let seed = 11;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const prices = Array.from({ length: INSTRUMENTS }, () => 100 + random() * 2000);
function batchAt(ms: number): Tick[] {
  return prices.map((p, i) => {
    prices[i] = p * (1 + (random() - 0.5) * 0.001);
    return { instrumentToken: -(i + 1), symbol: `BENCH${i}`, lastPrice: prices[i]!, close: p, change: 0, changePercent: 0, timestamp: ms, tradable: true, volume: ms - START };
  });
}

for (const target of postgresBaseUrl() ? (['postgres', 'pglite'] as const) : (['pglite'] as const)) {
  const bench = await freshDatabase(target);
  const db = bench.database.db;
  try {
    // Baseline: every tick written as it arrives (one upsert per tick).
    let started = performance.now();
    for (let i = 0; i < BASELINE_TICKS; i++) {
      const t = batchAt(START + i * 250)[i % INSTRUMENTS]!;
      const minute = new Date(Math.floor(t.timestamp / 60_000) * 60_000).toISOString();
      await db.execute(sql`insert into live_candles_1m (instrument_token, time, kind, symbol, open, high, low, close, volume)
        values (${t.instrumentToken}, ${minute}::timestamptz, 'stock', ${t.symbol}, ${t.lastPrice}, ${t.lastPrice}, ${t.lastPrice}, ${t.lastPrice}, 0)
        on conflict (instrument_token, time) do update set high = greatest(live_candles_1m.high, excluded.high),
          low = least(live_candles_1m.low, excluded.low), close = excluded.close`);
    }
    const baseline = BASELINE_TICKS / ((performance.now() - started) / 1000);
    await db.execute(sql`delete from live_candles_1m`);

    // The store: ticks folded in memory, changed candles written every 2 s of feed time.
    const store = new CandleStore(db, { retentionDays: 30, flushMs: 0, now: () => START });
    let ticks = 0;
    started = performance.now();
    for (let step = 0; step < FEED_SECONDS * TICKS_PER_SECOND_EACH; step++) {
      const at = START + step * (1000 / TICKS_PER_SECOND_EACH);
      const batch = batchAt(at);
      store.record(batch);
      ticks += batch.length;
      if (step % (2 * TICKS_PER_SECOND_EACH) === 0) await store.flush();
    }
    await store.flush();
    const seconds = (performance.now() - started) / 1000;
    const stored = ticks / seconds;
    const label = bench.label;
    printFigure(`candle store: ticks stored per second (${label})`, Math.round(stored).toLocaleString('en-IN'), 'ticks/s',
      `${ticks.toLocaleString('en-IN')} ticks of ${INSTRUMENTS} instruments, ${store.written.toLocaleString('en-IN')} candle writes`);
    printFigure(`baseline: one upsert per tick (${label})`, Math.round(baseline).toLocaleString('en-IN'), 'ticks/s');
    printFigure(`candle store vs baseline (${label})`, (stored / baseline).toFixed(1), 'x', `feed rate ${(INSTRUMENTS * TICKS_PER_SECOND_EACH).toLocaleString('en-IN')} ticks/s`);
  } finally {
    await bench.dispose();
  }
}
