/**
 * The benchmark figure "Dip evaluation of 1,000,000 subscriptions against one day's closes: at most 2 s".
 * Builds a fresh database (a temporary PGlite folder, or a new PostgreSQL database on the server at
 * `postgresUrl`), inserts DipSIP ETFs with two daily closes, users and `subscriptions` user_instrument rows
 * (generate_series), then times evaluateDips (reading the closes and queueing every notification).
 *
 * Scenario 'typical': 20 ETFs, one falls 2.6% and one 1.2%, the rest rise (triggers spread 0.5..10%).
 * Scenario 'crash': every ETF falls 5.5%, so half of all subscriptions trigger.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../../src/platform/db/client';
import { evaluateDips } from '../../src/dipsip/dipEngine';

export interface DipBenchResult {
  target: 'pglite' | 'postgres';
  subscriptions: number;
  users: number;
  /** evaluateDips wall time. */
  ms: number;
  evaluated: number;
  queued: number;
  /** Time to build the data set (not part of the figure). */
  setupMs: number;
}

const ETFS = 20;
const SUBSCRIPTIONS_PER_USER = 4;
const DAY = '2026-03-10';
const PREV_DAY = '2026-03-09';

export async function seedDipBench(db: Database['db'], subscriptions: number, scenario: 'typical' | 'crash') {
  const users = Math.ceil(subscriptions / SUBSCRIPTIONS_PER_USER);
  await db.execute(sql`insert into company_profile (id, symbol, exchange, country, company_name, source)
    select md5('bench-etf-' || i)::uuid, 'BENCH' || i || 'BEES', 'NSE', 'IN', 'Bench ETF ' || i, 'bench'
    from generate_series(0, ${ETFS - 1}) i`);
  await db.execute(sql`insert into etfs (symbol, underlying, name, company_id, asset_class, is_dipsip_etf, source)
    select 'BENCH' || i || 'BEES', 'Bench Index ' || i, 'Bench ETF ' || i, md5('bench-etf-' || i)::uuid,
           'equity-index', true, 'bench'
    from generate_series(0, ${ETFS - 1}) i`);
  const change = scenario === 'crash' ? sql`0.945` : sql`case i when 0 then 0.974 when 1 then 0.988 else 1.003 end`;
  await db.execute(sql`insert into stock_price_daily_historical (company_id, date, close)
    select md5('bench-etf-' || i)::uuid, ${PREV_DAY}::date, 100 + i * 10 from generate_series(0, ${ETFS - 1}) i
    union all
    select md5('bench-etf-' || i)::uuid, ${DAY}::date, round(((100 + i * 10) * ${change})::numeric, 2)::float8
    from generate_series(0, ${ETFS - 1}) i`);
  await db.execute(sql`insert into users (id, email, google_id, telegram_id)
    select md5('bench-user-' || u)::uuid, 'bench' || u || '@example.com', 'bench-' || u, 500000000 + u
    from generate_series(0, ${users - 1}) u`);
  // Subscription g: user g / 4, ETF (user * 4 + g % 4) % 20 (distinct per user), amount 1,000..5,900 and a
  // trigger 0.5..10 by blocks of 80 (so every ETF has every trigger equally often). Every user linked Telegram.
  await db.execute(sql`insert into user_instrument (user_id, instrument_symbol, instrument_token, value, base_amount, trigger)
    select md5('bench-user-' || (g / ${SUBSCRIPTIONS_PER_USER}))::uuid,
           'BENCH' || (((g / ${SUBSCRIPTIONS_PER_USER}) * ${SUBSCRIPTIONS_PER_USER} + g % ${SUBSCRIPTIONS_PER_USER}) % ${ETFS}) || 'BEES',
           1000 + (((g / ${SUBSCRIPTIONS_PER_USER}) * ${SUBSCRIPTIONS_PER_USER} + g % ${SUBSCRIPTIONS_PER_USER}) % ${ETFS}),
           1000 + (g % 50) * 100, 1000 + (g % 50) * 100, 0.5 + ((g / 80) % 20) * 0.5
    from generate_series(0, ${subscriptions - 1}) g`);
  // One user in a hundred has a monthly cap.
  await db.execute(sql`insert into user_config (user_id, key, value)
    select md5('bench-user-' || u)::uuid, 'dipsip.monthlyCap', '3000' from generate_series(0, ${users - 1}, 100) u`);
  return users;
}

export async function benchDipEvaluation(
  subscriptions: number,
  target: 'pglite' | 'postgres',
  postgresUrl?: string,
  scenario: 'typical' | 'crash' = 'typical',
): Promise<DipBenchResult> {
  let database: Database;
  let cleanup: () => Promise<void>;
  if (target === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-dip-bench-'));
    database = await openPglite({ dataDir });
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  } else {
    const adminUrl = postgresUrl ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('benchDipEvaluation on PostgreSQL needs a server URL');
    const name = `sanchay_dip_bench_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openPostgres(url.toString(), 6);
    cleanup = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  let closed = false;
  try {
    const setupStarted = performance.now();
    await database.migrate();
    const users = await seedDipBench(database.db, subscriptions, scenario);
    // As autovacuum would have done long before the evening's evaluation.
    await database.db.execute(sql`vacuum analyze`);
    const setupMs = Math.round(performance.now() - setupStarted);
    const started = performance.now();
    const result = await evaluateDips(database.db, { now: new Date(`${DAY}T10:30:00Z`) });
    const ms = Math.round(performance.now() - started);
    await database.close();
    closed = true;
    return { target, subscriptions, users, ms, evaluated: result.evaluated, queued: result.queued, setupMs };
  } finally {
    if (!closed) await database.close().catch(() => {});
    await cleanup();
  }
}
