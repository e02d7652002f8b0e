import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support';
import { appMeta, mutualFundSchemes } from '../schema/index';
import { insertBars, insertCompany, uniqueTag } from '../../../test/factories/marketFixtures';

let t: TestApp;
const T = uniqueTag('ST');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const status = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/market/status' });
  expect(response.statusCode).toBe(200);
  return response.json() as { dataOrigin: string; asOf: string | null; companies: number; prices: number; funds: number };
};

describe('GET /api/market/status', () => {
  it('counts companies, bars and funds and dates the data by its latest bar', async () => {
    const db = t.services.database.db;
    const before = await status();
    const a = await insertCompany(db, { symbol: `${T}A` });
    await insertCompany(db, { symbol: `${T}B` });
    await insertBars(db, a.id, [
      ['2001-01-01', 1],
      ['2001-01-02', 2],
      ['2001-01-03', 3],
    ]);
    await db.insert(mutualFundSchemes).values({ schemeCode: 1_500_000_000 + Math.floor(Math.random() * 1e8), name: `${T} Fund`, source: 'test' });
    // Until told of a change, the endpoint answers from the read it shares between requests (sharedRead.ts).
    expect(await status()).toEqual(before);
    t.services.market.dataChanged();
    const after = await status();
    // Other test files may add rows to a shared database meanwhile: at least ours were added.
    expect(after.companies - before.companies).toBeGreaterThanOrEqual(2);
    expect(after.prices - before.prices).toBeGreaterThanOrEqual(3);
    expect(after.funds - before.funds).toBeGreaterThanOrEqual(1);
    expect(after.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(after.asOf! >= '2001-01-03').toBe(true);
    const result = (await db.execute(sql`select to_char(max(date), 'YYYY-MM-DD') as d from stock_price_daily_historical`)) as unknown as { rows: { d: string }[] };
    const max = result.rows[0];
    expect(after.asOf! <= max!.d).toBe(true);
  });

  it('reports the data origin recorded by ingestion', async () => {
    const db = t.services.database.db;
    const origin = async () => (await db.select().from(appMeta).where(sql`${appMeta.key} = 'data_origin'`))[0]?.value;
    if ((await origin()) === undefined) expect((await status()).dataOrigin).toBe('empty');
    // This file's own PGlite database may be changed; a shared PostgreSQL one is only read.
    if (t.services.database.kind === 'pglite') {
      await db.insert(appMeta).values({ key: 'data_origin', value: 'mirror' }).onConflictDoNothing();
      expect(await origin()).toBe('mirror');
      t.services.market.dataChanged();
    }
    const value = await origin();
    const expected = value && ['mirror', 'online', 'demo'].includes(value) ? value : 'empty';
    expect((await status()).dataOrigin).toBe(expected);
  });
});
