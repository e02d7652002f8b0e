import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client';
import { openTestDatabase } from '../../test/support';
import { recomputeMovingAverages } from './movingAveragesRecomputer';
import { queryRows } from '../ingest/sqlBatch';

let database: Database;
const ids: Record<string, string> = {};

const day = (start: string, offset: number) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

async function company(symbol: string, bars: { date: string; close: number; volume: number | null }[]): Promise<void> {
  const [row] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into company_profile (symbol, exchange, country, company_name, source) values (${symbol}, 'NSE', 'IN', ${symbol}, 'test') returning id`,
  );
  ids[symbol] = row!.id;
  const json = JSON.stringify(bars.map((b) => ({ company_id: row!.id, ...b })));
  await database.db.execute(sql`insert into stock_price_daily_historical (company_id, date, close, volume)
    select company_id, date, close, volume from jsonb_to_recordset(${json}::jsonb) as x(company_id uuid, date date, close float8, volume bigint)`);
}

async function averages(symbol: string): Promise<Record<string, unknown>> {
  const [row] = await queryRows<Record<string, unknown>>(
    database.db,
    sql`select to_char(date, 'YYYY-MM-DD') as date, close, price_sma_5, price_sma_10, price_sma_20, price_sma_50, price_sma_100, price_sma_200,
        volume_sma_5, volume_sma_10, volume_sma_200, high_52w, low_52w
        from stock_price_volume_daily_moving_averages where company_id = ${ids[symbol]!}`,
  );
  return row!;
}

beforeAll(async () => {
  database = await openTestDatabase();
  // 7 days: closes 10..16, volumes 100..700.
  await company(
    'SEVEN',
    Array.from({ length: 7 }, (_, i) => ({ date: day('2024-01-01', i), close: 10 + i, volume: 100 * (i + 1) })),
  );
  // 210 days: close = day number 1..210; the 3rd newest bar has no volume.
  await company(
    'LONG',
    Array.from({ length: 210 }, (_, i) => ({
      date: day('2023-01-01', i),
      close: i + 1,
      volume: i === 207 ? null : 1000,
    })),
  );
  // An old high outside the 52-week window, then five recent bars.
  await company('GAP', [
    { date: '2020-01-01', close: 999, volume: 1 },
    ...Array.from({ length: 5 }, (_, i) => ({ date: day('2021-01-01', i), close: 5 + i, volume: 1 })),
  ]);
  await recomputeMovingAverages(database.db, null, null);
});
afterAll(() => database?.close());

describe('recomputeMovingAverages', () => {
  it('averages the newest N closes and volumes, null without N bars', async () => {
    expect(await averages('SEVEN')).toEqual({
      date: '2024-01-07',
      close: 16,
      price_sma_5: 14, // (12+13+14+15+16)/5
      price_sma_10: null,
      price_sma_20: null,
      price_sma_50: null,
      price_sma_100: null,
      price_sma_200: null,
      volume_sma_5: 500, // (300+...+700)/5
      volume_sma_10: null,
      volume_sma_200: null,
      high_52w: 16,
      low_52w: 10,
    });
  });

  it('handles long series and a missing volume', async () => {
    expect(await averages('LONG')).toMatchObject({
      close: 210,
      price_sma_5: 208, // 206..210
      price_sma_10: 205.5, // 201..210
      price_sma_50: 185.5, // 161..210
      price_sma_100: 160.5, // 111..210
      price_sma_200: 110.5, // 11..210
      volume_sma_5: null, // one of the newest five volumes is missing
      volume_sma_10: null,
      high_52w: 210,
      low_52w: 1,
    });
  });

  it('takes the 52-week range over the 365 days ending at the latest bar', async () => {
    expect(await averages('GAP')).toMatchObject({ close: 9, price_sma_5: 7, high_52w: 9, low_52w: 5 });
  });

  it('recomputes only the given companies, and updates in place', async () => {
    await database.db.execute(
      sql`insert into stock_price_daily_historical (company_id, date, close) values (${ids.SEVEN!}, '2024-01-08', 22), (${ids.GAP!}, '2021-01-06', 100)`,
    );
    await recomputeMovingAverages(database.db, new Set([ids.SEVEN!]), new Set());
    expect(await averages('SEVEN')).toMatchObject({
      date: '2024-01-08',
      close: 22,
      price_sma_5: 16,
      volume_sma_5: null,
      high_52w: 22,
    }); // (13+14+15+16+22)/5
    expect(await averages('GAP')).toMatchObject({ close: 9 });
  });

  it('does the same for indices', async () => {
    const [index] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into market_indices (index_name, source) values ('TEST INDEX', 'test') returning id`,
    );
    await database.db.execute(sql`insert into market_index_price_daily (index_id, date, close, volume)
      select ${index!.id}, date '2024-01-01' + g, 100 + g, 10 from generate_series(0, 9) g`);
    await recomputeMovingAverages(database.db, new Set(), new Set([index!.id]));
    const [row] = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select close, price_sma_5, price_sma_10, price_sma_20, volume_sma_10, high_52w, low_52w from market_index_price_volume_daily_moving_averages where index_id = ${index!.id}`,
    );
    expect(row).toEqual({
      close: 109,
      price_sma_5: 107,
      price_sma_10: 104.5,
      price_sma_20: null,
      volume_sma_10: 10,
      high_52w: 109,
      low_52w: 100,
    });
  });
});
