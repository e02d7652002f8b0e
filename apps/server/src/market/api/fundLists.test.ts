import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support';
import { scrapedMutualFunds } from '../../scraper/schema';
import { etfs, mutualFundSchemes } from '../schema';

let t: TestApp;
const tag = `F${process.pid.toString(36)}${Date.now().toString(36)}`.toUpperCase();
const code = 800_000_000 + Math.floor(Math.random() * 100_000_000);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.services.database.db;
  await db.insert(mutualFundSchemes).values([
    { schemeCode: code, name: `${tag} Nifty 50 Index Fund - Direct Plan - Growth`, category: 'Other Scheme - Index Funds', plan: 'Direct', aumCrore: 1234.5, rating: 4, source: 'test' },
    { schemeCode: code + 1, name: `${tag} Gold ETF`, category: 'Other Scheme - Gold ETF', isinGrowth: `INF${tag}`.slice(0, 12), nav: 61.25, navDate: '2025-05-16', expenseRatio: 0.59, source: 'test' },
    { schemeCode: code + 2, name: `${tag} Small Cap Fund - Regular Plan`, category: 'Equity Scheme - Small Cap Fund', plan: 'Regular', source: 'test' },
  ]);
  await db.insert(scrapedMutualFunds).values({
    schemeCode: `${tag}MC1`, name: `${tag} Nifty 50 Index Fund Direct Growth`, url: `https://example.test/mutual-funds/${tag}/MC1`,
    urlCategory: 'index-fundsetfs', plan: 'Direct Plan', category: 'Index Funds/ETFs', rating: '4', aum: '1,234.50 Cr',
    returns: {}, expensesRatio: '0.2', expensesRatioCategoryAverage: '0.4', holdings: [], amfiSchemeCode: code,
  });
  await db.insert(etfs).values({ symbol: `${tag}GOLD`, underlying: 'Gold', name: `${tag} Gold ETF`, isin: `INF${tag}`.slice(0, 12), assetClass: 'gold', source: 'test' });
});
afterAll(async () => {
  await t?.close();
});

describe('spec 001 section 7.1 fund lists', () => {
  it('GET /api/indices/indexFunds lists index funds and ETFs with name, schemeCode, url, category, rating, aum, plan', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/indices/indexFunds' });
    expect(r.statusCode).toBe(200);
    const mine = (r.json() as Record<string, unknown>[]).filter((f) => String(f.name).startsWith(tag));
    expect(mine).toEqual([
      { name: `${tag} Gold ETF`, schemeCode: String(code + 1), url: null, category: 'Other Scheme - Gold ETF', rating: null, aum: null, plan: null },
      {
        name: `${tag} Nifty 50 Index Fund - Direct Plan - Growth`, schemeCode: `${tag}MC1`, url: `https://example.test/mutual-funds/${tag}/MC1`,
        category: 'Other Scheme - Index Funds', rating: '4', aum: '1,234.50 Cr', plan: 'Direct',
      },
    ]);
  });

  it('GET /api/indices/etf_funds_data lists the NSE ETFs with their AMFI scheme', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/indices/etf_funds_data' });
    expect(r.statusCode).toBe(200);
    const mine = (r.json() as Record<string, unknown>[]).find((f) => f.symbol === `${tag}GOLD`);
    expect(mine).toEqual({
      symbol: `${tag}GOLD`, name: `${tag} Gold ETF`, underlying: 'Gold', isin: `INF${tag}`.slice(0, 12), assetClass: 'gold',
      schemeCode: code + 1, category: 'Other Scheme - Gold ETF', nav: 61.25, navDate: '2025-05-16', expenseRatio: 0.59, aumCrore: null,
    });
  });

  it('GET /api/live/session names the NSE session (a holiday by name)', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/live/session' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ feed: 'simulated', live: expect.any(Boolean), market: { phase: expect.any(String), label: expect.any(String) } });
  });
});
