import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support';
import { marketIndexCompanies, marketIndexPriceDaily, marketIndices } from '../schema/index';
import { insertBars, insertCompany, insertKeyMetrics, uniqueTag } from '../../../test/factories/marketFixtures';
import { recomputeValuations } from '../corporateActions/index';

let t: TestApp;
const T = uniqueTag('I');
const main = `${T} ALPHA 50`;
const empty = `${T} EMPTY`;
const us = `${T} US TECH`;
const byCap = `${T} CAP 2`;
const mixed = `${T} MIXED`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.services.database.db;
  const [ix, , usIx, capIx, mixedIx] = await db
    .insert(marketIndices)
    .values([
      { indexName: main, source: 'test' },
      { indexName: empty, source: 'test' },
      { indexName: us, country: 'US', source: 'test' },
      { indexName: byCap, source: 'test' },
      { indexName: mixed, source: 'test' },
    ])
    .returning();
  // Last bar 2021-03-02 at 1210 after 1200 (+10 = 0.8333%); one year before: 2020-03-02 at 1000 (+21%).
  await db.insert(marketIndexPriceDaily).values([
    { indexId: ix!.id, date: '2019-12-31', close: 900 },
    { indexId: ix!.id, date: '2020-02-28', close: 990 },
    { indexId: ix!.id, date: '2020-03-02', close: 1000 },
    { indexId: ix!.id, date: '2020-03-03', close: 1005, high: 1020 },
    { indexId: ix!.id, date: '2021-03-01', close: 1200 },
    { indexId: ix!.id, date: '2021-03-02', open: 1201, high: 1215, low: 1190, close: 1210, volume: 5_000_000 },
  ]);
  await db.insert(marketIndexPriceDaily).values({ indexId: usIx!.id, date: '2021-03-02', close: 300 });

  const x = await insertCompany(db, { symbol: `${T}X`, companyName: 'X Corp', industry: 'Banks', marketCap: 2e11 });
  const y = await insertCompany(db, { symbol: `${T}Y`, companyName: 'Y Corp', industry: 'IT', marketCap: 1e11 });
  const z = await insertCompany(db, { symbol: `${T}Z`, companyName: 'Z Corp', industry: 'Metals', marketCap: 5e10 });
  await insertBars(db, x.id, [
    ['2021-03-01', 100],
    ['2021-03-02', 110],
  ]);
  await insertBars(db, z.id, [['2021-03-02', 7.5]]);
  // X valued at its 2 Mar close; Z's fundamentals have no close near their date (own date); Y has none.
  await insertKeyMetrics(db, x.id, '2021-03-01', { currentPrice: 100, numberOfEquityShares: 2e9, marketCap: 2e11 }, { asOf: '2021-03-01' });
  await insertKeyMetrics(db, z.id, '2020-06-30', { currentPrice: 5, numberOfEquityShares: 1e10, marketCap: 5e10 }, { asOf: '2020-06-30' });
  // W valued at its 2 Mar close too: 2e9 shares at 55 (X: 2e9 at 110).
  const w = await insertCompany(db, { symbol: `${T}W`, companyName: 'W Corp', industry: 'Power', marketCap: 1e11 });
  await insertBars(db, w.id, [
    ['2021-03-01', 50],
    ['2021-03-02', 55],
  ]);
  await insertKeyMetrics(db, w.id, '2021-03-01', { currentPrice: 50, numberOfEquityShares: 2e9, marketCap: 1e11 }, { asOf: '2021-03-01' });
  await recomputeValuations(db, [x.id, z.id, w.id]);
  await db.insert(marketIndexCompanies).values([
    { indexId: ix!.id, companyId: x.id, weight: 40 },
    { indexId: ix!.id, companyId: y.id, weight: 60, industry: 'Information Technology' },
    { indexId: ix!.id, companyId: z.id, weight: null },
    { indexId: usIx!.id, companyId: z.id, weight: null },
    { indexId: capIx!.id, companyId: x.id, weight: null },
    { indexId: capIx!.id, companyId: w.id, weight: null },
    { indexId: mixedIx!.id, companyId: x.id, weight: null },
    { indexId: mixedIx!.id, companyId: z.id, weight: null },
  ]);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const path = (name: string) => `/api/indices/${encodeURIComponent(name)}`;

describe('GET /api/indices', () => {
  it("lists a market's indices with level, change, 1-year return and constituent count", async () => {
    const response = await get('/api/indices?country=IN');
    expect(response.statusCode).toBe(200);
    const mine = response.json().filter((r: { name: string }) => r.name === main || r.name === empty);
    expect(mine).toEqual([
      { name: main, date: '2021-03-02', close: 1210, change: 10, changePct: 0.8333, return1y: 21, constituents: 3 },
      { name: empty, date: null, close: null, change: null, changePct: null, return1y: null, constituents: 0 },
    ]);
    const usList = (await get('/api/indices?country=US')).json().filter((r: { name: string }) => r.name.startsWith(T));
    expect(usList).toEqual([{ name: us, date: '2021-03-02', close: 300, change: null, changePct: null, return1y: null, constituents: 1 }]);
    expect((await get('/api/indices')).json().some((r: { name: string }) => r.name === main)).toBe(true);
  });

  it('refuses an unknown market', async () => {
    const response = await get('/api/indices?country=UK');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_input');
  });
});

describe('GET /api/indices/:name', () => {
  it('answers the index quote and its constituents with latest prices, heaviest first', async () => {
    const response = await get(path(main));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: main,
      quote: {
        symbol: main,
        exchange: null,
        name: main,
        date: '2021-03-02',
        open: 1201,
        high: 1215,
        low: 1190,
        close: 1210,
        prevClose: 1200,
        change: 10,
        changePct: 0.8333,
        volume: 5_000_000,
        // The 52 weeks after 2020-03-02: highs (or closes) 1020, 1200, 1215; lows (or closes) 1005, 1200, 1190.
        high52w: 1215,
        low52w: 1005,
      },
      weighting: { basis: 'published', asOf: null },
      constituents: [
        // Y has no valuation: its undated figure is not shown.
        { symbol: `${T}Y`, exchange: 'NSE', name: 'Y Corp', industry: 'Information Technology', weight: 60, date: null, close: null, changePct: null, marketCap: null, valuationAsOf: null, valuationBasis: null },
        { symbol: `${T}X`, exchange: 'NSE', name: 'X Corp', industry: 'Banks', weight: 40, date: '2021-03-02', close: 110, changePct: 10, marketCap: 2.2e11, valuationAsOf: '2021-03-02', valuationBasis: 'at-price' },
        { symbol: `${T}Z`, exchange: 'NSE', name: 'Z Corp', industry: 'Metals', weight: null, date: '2021-03-02', close: 7.5, changePct: null, marketCap: 5e10, valuationAsOf: '2020-06-30', valuationBasis: 'own-date' },
      ],
    });
  });

  it('finds the name case-insensitively; an index without data answers a null quote', async () => {
    expect((await get(path(main.toLowerCase()))).json().name).toBe(main);
    expect((await get(path(empty))).json()).toEqual({ name: empty, quote: null, weighting: { basis: null, reason: 'no-members' }, constituents: [] });
  });

  it("weighs members by their full market cap when no weights are stored and every member is valued at one date, with that date", async () => {
    const body = (await get(path(byCap))).json();
    expect(body.weighting).toEqual({ basis: 'full-market-cap', asOf: '2021-03-02' });
    // X 2e9 x 110 = 2.2e11, W 2e9 x 55 = 1.1e11: two thirds and one third.
    expect(body.constituents.map((c: { symbol: string; weight: number; marketCap: number }) => [c.symbol, c.weight, c.marketCap])).toEqual([
      [`${T}X`, 66.6667, 2.2e11],
      [`${T}W`, 33.3333, 1.1e11],
    ]);
  });

  it('gives no weights when the members are valued at different dates (a share would be true at no date)', async () => {
    const body = (await get(path(mixed))).json();
    expect(body.weighting).toEqual({ basis: null, reason: 'caps-not-at-one-date' });
    expect(body.constituents.map((c: { weight: number | null }) => c.weight)).toEqual([null, null]);
  });

  it('answers 404 for an unknown index', async () => {
    const response = await get(path(`${T} NOPE`));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: `No index named ${T} NOPE.` });
  });
});

describe('GET /api/indices/:name/prices', () => {
  it('answers bars of the range counted back from the last bar', async () => {
    const dates = async (range: string) =>
      (await get(`${path(main)}/prices?range=${range}`)).json().bars.map((b: { date: string }) => b.date);
    expect(await dates('1M')).toEqual(['2021-03-01', '2021-03-02']);
    expect(await dates('1Y')).toEqual(['2020-03-02', '2020-03-03', '2021-03-01', '2021-03-02']);
    expect(await dates('Max')).toHaveLength(6);
    const body = (await get(`${path(main)}/prices?range=1M`)).json();
    expect(body).toEqual({
      symbol: main,
      range: '1M',
      bars: [
        { date: '2021-03-01', open: null, high: null, low: null, close: 1200, volume: null },
        { date: '2021-03-02', open: 1201, high: 1215, low: 1190, close: 1210, volume: 5_000_000 },
      ],
    });
  });

  it('answers 400 for a bad range and 404 for an unknown index', async () => {
    const bad = await get(`${path(main)}/prices?range=10Y`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('range: range must be one of 1M, 6M, 1Y, 5Y, Max');
    expect((await get(`${path(`${T} NOPE`)}/prices`)).statusCode).toBe(404);
  });
});
