import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support';
import { shareholdingPattern } from '../schema/index';
import { insertCompany, uniqueTag } from '../../../test/factories/marketFixtures';

let t: TestApp;
const T = uniqueTag('S');
// A market and quarters no other test uses, so "the latest quarter of the market" is this file's.
const LATEST = '2099-06-30';
const PREVIOUS = '2099-03-31';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.services.database.db;
  const company = (symbol: string, extra: { exchange?: string; isin?: string; industry?: string } = {}) =>
    insertCompany(db, { symbol: `${T}${symbol}`, country: 'AE', exchange: extra.exchange ?? 'DFM', companyName: `${symbol} PJSC`, isin: extra.isin ?? null, industry: extra.industry ?? 'Banks' });
  const holding = (companyId: string, quarterEnd: string, promoter: number, fii: number, dii: number, pub: number) => ({
    companyId,
    quarterEnd,
    promoter,
    fii,
    dii,
    public: pub,
    source: 'test',
  });
  const p = await company('P', { industry: 'Telecom' });
  const q = await company('Q');
  const r = await company('R');
  const s = await company('S');
  const u = await company('U');
  const dupDfm = await company('DUP', { isin: `${T}DUPISIN` });
  const dupAdx = await company('DUP', { exchange: 'ADX', isin: `${T}DUPISIN` });
  await db.insert(shareholdingPattern).values([
    holding(p.id, PREVIOUS, 50, 10, 5, 35),
    holding(p.id, LATEST, 60, 12, 5, 23),
    holding(q.id, PREVIOUS, 45, 20, 10, 25),
    holding(q.id, LATEST, 40, 20, 10, 30),
    holding(r.id, PREVIOUS, 29, 16, 5, 50),
    holding(r.id, LATEST, 30, 15, 5, 50),
    holding(s.id, LATEST, 70, 5, 5, 20),
    holding(u.id, PREVIOUS, 10, 10, 10, 70),
    holding(u.id, '2098-12-31', 90, 0, 0, 10),
    // One company listed twice counts once (the ADX listing: neither NSE nor BSE, so by exchange name).
    holding(dupAdx.id, PREVIOUS, 20, 10, 10, 60),
    holding(dupAdx.id, LATEST, 20, 10, 10, 50),
    holding(dupDfm.id, LATEST, 99, 0, 0, 1),
  ]);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/shareholding/overview', () => {
  it("answers the market's latest quarter: averages and the biggest promoter moves", async () => {
    const response = await get('/api/shareholding/overview?country=AE');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      quarterEnd: LATEST,
      previousQuarterEnd: PREVIOUS,
      // P 60, Q 40, R 30, S 70, DUP 20 (once); fii 12 20 15 5 10; dii 5 10 5 5 10; public 23 30 50 20 50.
      averages: { promoter: 44, fii: 12.4, dii: 7, public: 34.6 },
      biggestIncreases: [
        { symbol: `${T}P`, name: 'P PJSC', industry: 'Telecom', category: 'promoter', previous: 50, current: 60, change: 10 },
        { symbol: `${T}R`, name: 'R PJSC', industry: 'Banks', category: 'promoter', previous: 29, current: 30, change: 1 },
      ],
      biggestDecreases: [{ symbol: `${T}Q`, name: 'Q PJSC', industry: 'Banks', category: 'promoter', previous: 45, current: 40, change: -5 }],
    });
  });

  it('answers the moves of the asked category', async () => {
    const fii = (await get('/api/shareholding/overview?country=AE&category=fii')).json();
    expect(fii.biggestIncreases.map((c: { symbol: string; change: number; category: string }) => [c.symbol, c.change, c.category])).toEqual([[`${T}P`, 2, 'fii']]);
    expect(fii.biggestDecreases.map((c: { symbol: string; change: number }) => [c.symbol, c.change])).toEqual([[`${T}R`, -1]]);
    const pub = (await get('/api/shareholding/overview?country=AE&category=public')).json();
    expect(pub.biggestIncreases.map((c: { symbol: string; change: number }) => [c.symbol, c.change])).toEqual([[`${T}Q`, 5]]);
    expect(pub.biggestDecreases.map((c: { symbol: string; change: number }) => [c.symbol, c.change])).toEqual([
      [`${T}P`, -12],
      [`${T}DUP`, -10],
    ]);
  });

  it('refuses an unknown category or market', async () => {
    const bad = await get('/api/shareholding/overview?category=retail');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'invalid_input', message: 'category: category must be one of promoter, fii, dii, public' });
    expect((await get('/api/shareholding/overview?country=XX')).statusCode).toBe(400);
  });
});
