import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ARRAY_META_HEADER, istDate, istInstant } from '@sanchay/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, signIn } from '../../test/support';
import { createServices } from '../app/services';
import type { Database } from '../platform/db/client';
import { parseEnv } from '../platform/env';
import { buildApp } from '../app/http';
import { intradayMove, storedMinuteCandles } from './candleQueries';
import { candleKindOf, CandleStore } from './candleStore';
import type { Tick } from './feed';

let database: Database;
const tag = `C${process.pid.toString(36)}${Date.now().toString(36)}`.toUpperCase();
const INDEX = `${tag} INDEX`;
const STOCK = `${tag}STK`;
const base = -(900_000_000 + Math.floor(Math.random() * 90_000_000)); // surrogate-style tokens of this file only
const today = istDate(Date.now());
/** 23:50 IST today: later than any other test's candles of today. */
const T0 = istInstant(today, 23 * 60 + 50);

function tick(token: number, symbol: string, at: number, price: number, volume?: number, tradable = false): Tick {
  return { instrumentToken: token, symbol, lastPrice: price, close: 100, change: price - 100, changePercent: price - 100, timestamp: at, tradable, ...(volume !== undefined ? { volume } : {}) };
}

async function count(where: string): Promise<number> {
  const r = (await database.db.execute(sql.raw(`select count(*)::int as n from live_candles_1m where ${where}`))) as unknown as { rows: { n: number }[] };
  return r.rows[0]!.n;
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.db.execute(sql`delete from live_candles_1m where symbol like ${`${tag}%`}`);
  await database?.close();
});

describe('candle store', () => {
  it('tells indices, stocks, futures and options apart', () => {
    expect(candleKindOf({ symbol: 'NIFTY 50', tradable: false })).toBe('index');
    expect(candleKindOf({ symbol: 'RELIANCE', tradable: true })).toBe('stock');
    expect(candleKindOf({ symbol: 'NIFTY26NOVFUT', tradable: true })).toBe('future');
    expect(candleKindOf({ symbol: 'NIFTY26D0124050PE', tradable: true })).toBe('option');
  });

  it('folds ticks into 1-minute candles in memory and writes them in batches on flush', async () => {
    const store = new CandleStore(database.db, { retentionDays: 30, batchRows: 2, flushMs: 0 });
    // Three minutes of the index, two of the stock (cumulative day volume 1000 -> 1600 -> 1700).
    store.record([tick(base, INDEX, T0 + 1_000, 101), tick(base - 1, STOCK, T0 + 2_000, 50, 1000, true)]);
    store.record([tick(base, INDEX, T0 + 30_000, 103), tick(base, INDEX, T0 + 50_000, 99.5)]);
    store.record([tick(base, INDEX, T0 + 61_000, 100), tick(base - 1, STOCK, T0 + 65_000, 51, 1600, true)]);
    store.record([tick(base, INDEX, T0 + 121_000, 102), tick(base - 1, STOCK, T0 + 70_000, 50.5, 1700, true)]);
    store.record([tick(base, INDEX, T0 + 59_000, 500)]); // late tick of an older minute: ignored
    expect(store.pending).toBe(5);
    expect(await count(`symbol like '${tag}%'`)).toBe(0); // nothing written before a flush
    expect(await store.flush()).toBe(5);
    expect(store.pending).toBe(0);
    expect(await store.flush()).toBe(0);
    const index = await storedMinuteCandles(database.db, base, T0);
    expect(index).toEqual([
      { time: T0 / 1000, open: 101, high: 103, low: 99.5, close: 99.5, volume: 0 },
      { time: T0 / 1000 + 60, open: 100, high: 100, low: 100, close: 100, volume: 0 },
      { time: T0 / 1000 + 120, open: 102, high: 102, low: 102, close: 102, volume: 0 },
    ]);
    const stock = await storedMinuteCandles(database.db, base - 1, T0);
    expect(stock.map((c) => [c.open, c.close, c.volume])).toEqual([[50, 50, 0], [51, 50.5, 700]]);
  });

  it('merges a minute written again by a restarted store (open kept, range widened)', async () => {
    const restarted = new CandleStore(database.db, { retentionDays: 30, flushMs: 0 });
    restarted.record([tick(base, INDEX, T0 + 125_000, 98), tick(base, INDEX, T0 + 126_000, 101)]);
    await restarted.flush();
    const [, , third] = await storedMinuteCandles(database.db, base, T0);
    expect(third).toEqual({ time: T0 / 1000 + 120, open: 102, high: 102, low: 98, close: 101, volume: 0 });
  });

  it('deletes candles older than the retention', async () => {
    const now = T0;
    const store = new CandleStore(database.db, { retentionDays: 30, now: () => now, flushMs: 0 });
    store.record([tick(base - 2, `${tag} OLD`, now - 31 * 86_400_000, 10), tick(base - 3, `${tag} KEPT`, now - 29 * 86_400_000, 10)]);
    await store.flush();
    expect(await store.prune()).toBeGreaterThanOrEqual(1);
    expect(await count(`symbol = '${tag} OLD'`)).toBe(0);
    expect(await count(`symbol = '${tag} KEPT'`)).toBe(1);
  });

  it('answers "how much has it moved today" from the candles', async () => {
    const move = await intradayMove(database.db, INDEX.toLowerCase(), today);
    expect(move).toMatchObject({ symbol: INDEX, kind: 'index', date: today, open: 101, last: 101, high: 103, low: 98, previousClose: null, change: 0, changePercent: 0, candles: 3 });
    expect(await intradayMove(database.db, INDEX, '2001-01-01')).toBeNull();
  });

  it('survives a restart: a new app on the same database serves the stored candles to the explorer', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-candles-'));
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    try {
      for (const round of [1, 2]) {
        const services = await createServices(env, database);
        const app = await buildApp(services);
        await app.ready();
        if (round === 1) {
          services.live.candles.record([tick(base - 4, `${tag} RESTART`, T0 + 180_000, 777)]);
          await services.live.stop(); // writes what is pending, as on shutdown
          await app.close();
          continue;
        }
        const who = await signIn(app);
        const r = await app.inject({
          method: 'GET',
          url: '/api/chat/arrayview?array_name=equity_index_spot_ohlc_1_minute_today,ohlc_candles_equity_index_spot_1_minute,ohlc_candles_equity_index_spot_1_hour&limit=50',
          headers: { authorization: `Bearer ${who.token}` },
        });
        expect(r.statusCode).toBe(200);
        const body = r.json() as Record<string, { symbol: string; timestamp: string; open: number; close: number }[]>;
        const mine = (name: string) => body[name]!.filter((row) => row.symbol.startsWith(tag));
        expect(mine('equity_index_spot_ohlc_1_minute_today').map((row) => [row.symbol, row.close])).toEqual(
          expect.arrayContaining([[`${tag} RESTART`, 777], [INDEX, 101]]),
        );
        expect(mine('ohlc_candles_equity_index_spot_1_minute').find((row) => row.symbol === `${tag} RESTART`)?.timestamp).toBe(
          `${today}T23:53:00+05:30`,
        );
        // One hour candle (23:15-00:15 IST) of the test index: open of 23:50, close of 23:52.
        expect(mine('ohlc_candles_equity_index_spot_1_hour').find((row) => row.symbol === INDEX)).toMatchObject({
          timestamp: `${today}T23:15:00+05:30`, open: 101, close: 101,
        });
        expect(JSON.parse(String(r.headers[ARRAY_META_HEADER])).equity_index_spot_ohlc_1_minute_today.note).toBeUndefined();
        await services.live.stop();
        await app.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
