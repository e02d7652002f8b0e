import { DATA_SOURCE_DEFINITIONS, type DataStatusResponse } from '@sanchay/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support';
import { etfs } from '../schema/index';
import { insertBars, insertCompany, uniqueTag } from '../../../test/factories/marketFixtures';

let t: TestApp;
const T = uniqueTag('DS');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.services.database.db;
  const stock = await insertCompany(db, { symbol: `${T}STOCK` });
  const etf = await insertCompany(db, { symbol: `${T}BEES` });
  await insertBars(db, stock.id, [['2001-01-02', 10]]);
  await insertBars(db, etf.id, [['2001-01-03', 20]]);
  await db.insert(etfs).values({ symbol: `${T}BEES`, underlying: 'Nifty50', name: 'Test BeES', companyId: etf.id, assetClass: 'equity-index', source: 'test' });
});
afterAll(() => t.close());

describe('GET /api/data/status', () => {
  it('lists every source with the day its figures are of', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/data/status' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as DataStatusResponse;
    expect(body.sources.map((s) => s.id)).toEqual(DATA_SOURCE_DEFINITIONS.map((d) => d.id));
    for (const source of body.sources) {
      expect(source.asOf === null || /^\d{4}-\d{2}-\d{2}$/.test(source.asOf)).toBe(true);
      expect(source.maxAgeDays).toBeGreaterThan(0);
    }
    const byId = Object.fromEntries(body.sources.map((s) => [s.id, s.asOf]));
    // ETF bars count as ETF prices, not stock prices, and the other way round.
    expect(byId.stock_prices! >= '2001-01-02').toBe(true);
    expect(byId.etf_prices! >= '2001-01-03').toBe(true);
    expect(byId.etf_list).not.toBeNull();
  });
});
