import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support';
import {
  financialStatements,
  marketIndexCompanies,
  marketIndices,
  shareholdingPattern,
  stockMovingAverages,
} from '../schema/index';
import { type BarInput, insertBars, insertCompany, insertKeyMetrics, uniqueTag } from '../../../test/factories/marketFixtures';

let t: TestApp;
const T = uniqueTag('C');
const industry = `${T} Refineries`;
const alpha = `${T}ALPHA`;
let alphaId = '';

// The NSE listing's bars: last 2021-06-15 close 126 after 120 (change 6 = 5%); the 1-year base 2020-06-15 close 100.
const ALPHA_BARS: BarInput[] = [
  ['2019-06-14', 80],
  ['2020-06-12', 90],
  ['2020-06-15', 100],
  ['2021-01-15', 110],
  ['2021-05-14', 115],
  ['2021-05-17', 118],
  ['2021-06-14', 120, { open: 119, high: 121, low: 118.5, volume: 900 }],
  ['2021-06-15', 126, { open: 121, high: 128, low: 119, volume: 1000 }],
];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.services.database.db;
  const isin = `${T}ISIN`;
  // The same company on BSE (inserted first, with other prices): a bare symbol must mean the NSE listing.
  const bse = await insertCompany(db, { symbol: alpha, exchange: 'BSE', isin, industry, companyName: 'Alpha Refining Ltd', marketCap: 5e11 });
  await insertBars(db, bse.id, [['2021-06-15', 999]]);
  const nse = await insertCompany(db, {
    symbol: alpha,
    exchange: 'NSE',
    isin,
    industry,
    sector: 'Energy',
    companyName: 'Alpha Refining Ltd',
    marketCap: 5e11,
    marketCapType: 'Large Cap',
    currency: 'INR',
    listingDate: '2001-02-03',
    website: 'https://alpha.example',
    summary: 'Refines things.',
  });
  alphaId = nse.id;
  await insertBars(db, nse.id, ALPHA_BARS);
  await db.insert(stockMovingAverages).values({
    companyId: nse.id,
    date: '2021-06-15',
    close: 126,
    priceSma5: 117.8,
    priceSma200: 101.5,
    volumeSma5: 950,
    high52w: 130,
    low52w: 95,
  });

  await insertKeyMetrics(db, nse.id, '2021-03-31', { pe: 10 }, { source: 'old' });
  await insertKeyMetrics(db, nse.id, '2021-06-30', { zeta: 3, roe: 15.5, pe: 22.1, marketCap: 5e11 }, { asOf: '2021-07-01', source: 'screener' });

  const statement = (st: string, period: string, periodEnd: string, items: Record<string, number | null>, source = 'screener', asOf: string | null = null) => ({
    companyId: nse.id,
    statement: st,
    period,
    periodEnd,
    items,
    source,
    asOf,
  });
  await db.insert(financialStatements).values([
    statement('income_statement', 'annual', '2021-03-31', { netIncome: 15, revenue: 150, eps: 3 }, 'fmp', '2021-05-20'),
    statement('income_statement', 'annual', '2019-03-31', { revenue: 100, netIncome: 10, customThing: 1 }, 'screener', '2019-05-01'),
    statement('income_statement', 'annual', '2020-03-31', { revenue: 120, netIncome: 12 }),
    statement('income_statement', 'quarterly', '2021-03-31', { revenue: 40, netIncome: 4 }),
    statement('income_statement', 'quarterly', '2020-12-31', { revenue: 38, netIncome: 3.5 }),
    // 14 years of balance sheets: only the latest 12 are shown.
    ...Array.from({ length: 14 }, (_, i) => statement('balance_sheet_statement', 'annual', `${2008 + i}-03-31`, { totalAssets: 1000 + i, reserves: 10 * i })),
  ]);
  await db.insert(shareholdingPattern).values([
    { companyId: nse.id, quarterEnd: '2021-03-31', promoter: 50.5, fii: 20, dii: 10, public: 19.5, government: 0, pledged: 1, source: 'test' },
    { companyId: nse.id, quarterEnd: '2020-09-30', promoter: 51, fii: 19, dii: 10, public: 20, government: null, pledged: null, source: 'test' },
    { companyId: nse.id, quarterEnd: '2020-12-31', promoter: 50.75, fii: 19.5, dii: 10, public: 19.75, government: 0, pledged: 0.5, source: 'test' },
  ]);

  // Peers: 12 other companies of the industry in India (one listed twice), one in the US.
  const big = await insertCompany(db, { symbol: `${T}BIG`, industry, marketCap: 9e11, companyName: 'Big Oil', isin: `${T}BIGISIN` });
  await insertCompany(db, { symbol: `${T}BIG`, exchange: 'BSE', industry, marketCap: 9e11, companyName: 'Big Oil', isin: `${T}BIGISIN` });
  await insertBars(db, big.id, [
    ['2021-06-14', 50],
    ['2021-06-15', 55],
  ]);
  await insertKeyMetrics(db, big.id, '2021-06-30', { pe: 30, roe: 12 });
  const mid = await insertCompany(db, { symbol: `${T}MID`, industry, marketCap: 1e11, companyName: 'Mid Oil' });
  await insertBars(db, mid.id, [['2021-06-15', 10]]);
  await insertCompany(db, { symbol: `${T}NOCAP`, industry, marketCap: null, companyName: 'No Cap Oil' });
  for (let i = 1; i <= 9; i++) {
    await insertCompany(db, { symbol: `${T}S${i}`, industry, marketCap: 1e9 * i, companyName: `Small ${i}` });
  }
  await insertCompany(db, { symbol: `${T}USOIL`, country: 'US', exchange: 'NYSE', industry, marketCap: 9e12 });

  const [ixB, ixA] = await db
    .insert(marketIndices)
    .values([
      { indexName: `${T} NIFTY B`, source: 'test' },
      { indexName: `${T} NIFTY A`, source: 'test' },
    ])
    .returning();
  await db.insert(marketIndexCompanies).values([
    { indexId: ixB!.id, companyId: nse.id },
    { indexId: ixA!.id, companyId: nse.id },
  ]);

  // A company listed on BSE only, and one with no data at all.
  const bseOnly = await insertCompany(db, { symbol: `${T}BSEONLY`, exchange: 'BSE' });
  await insertBars(db, bseOnly.id, [['2022-01-03', 42]]);
  await insertCompany(db, { symbol: `${T}BARE` });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/company/:symbol', () => {
  it('answers the NSE listing with its quote, moving averages, key metrics and indices', async () => {
    const response = await get(`/api/company/${alpha}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.company).toEqual({
      id: alphaId,
      symbol: alpha,
      exchange: 'NSE',
      country: 'IN',
      name: 'Alpha Refining Ltd',
      isin: `${T}ISIN`,
      sector: 'Energy',
      industry,
      marketCap: 5e11,
      marketCapType: 'Large Cap',
      currency: 'INR',
      listingDate: '2001-02-03',
      website: 'https://alpha.example',
      summary: 'Refines things.',
      source: 'test',
    });
    expect(body.quote).toEqual({
      symbol: alpha,
      exchange: 'NSE',
      name: 'Alpha Refining Ltd',
      date: '2021-06-15',
      open: 121,
      high: 128,
      low: 119,
      close: 126,
      prevClose: 120,
      change: 6,
      changePct: 5,
      volume: 1000,
      high52w: 130,
      low52w: 95,
    });
    expect(body.movingAverages).toEqual({
      date: '2021-06-15',
      priceSma5: 117.8,
      priceSma10: null,
      priceSma20: null,
      priceSma50: null,
      priceSma100: null,
      priceSma200: 101.5,
      volumeSma5: 950,
      volumeSma10: null,
      volumeSma20: null,
      volumeSma50: null,
      volumeSma100: null,
      volumeSma200: null,
      high52w: 130,
      low52w: 95,
    });
    // The price-dependent items are in the valuation (here not yet computed at the close: at their own date).
    expect(body.keyMetrics).toEqual({ asOf: '2021-07-01', source: 'screener', items: { roe: 15.5, zeta: 3 } });
    expect(body.valuation).toMatchObject({ basis: 'own-date', asOf: '2021-07-01', marketCap: 5e11, pe: 22.1 });
    // Listed keys in statementItems order, then the others.
    expect(Object.keys(body.keyMetrics.items)).toEqual(['roe', 'zeta']);
    expect(body.indices).toEqual([`${T} NIFTY A`, `${T} NIFTY B`]);
  });

  it('builds statements as tables with years as columns, oldest first', async () => {
    const body = (await get(`/api/company/${alpha}`)).json();
    expect(body.statements.income_statement).toEqual({
      period: 'annual',
      periods: ['2019-03-31', '2020-03-31', '2021-03-31'],
      rows: [
        { key: 'revenue', label: 'Sales', unit: 'money', values: [100, 120, 150] },
        { key: 'netIncome', label: 'Net profit', unit: 'money', values: [10, 12, 15] },
        { key: 'eps', label: 'EPS', unit: 'per_share', values: [null, null, 3] },
        { key: 'customThing', label: 'Custom thing', unit: 'money', values: [1, null, null] },
      ],
      source: 'fmp',
      asOf: '2021-05-20',
    });
    expect(body.quarterly).toEqual({
      period: 'quarterly',
      periods: ['2020-12-31', '2021-03-31'],
      rows: [
        { key: 'revenue', label: 'Sales', unit: 'money', values: [38, 40] },
        { key: 'netIncome', label: 'Net profit', unit: 'money', values: [3.5, 4] },
      ],
      source: 'screener',
      asOf: '2021-03-31',
    });
    const balance = body.statements.balance_sheet_statement;
    expect(balance.periods).toHaveLength(12);
    expect(balance.periods[0]).toBe('2010-03-31');
    expect(balance.periods[11]).toBe('2021-03-31');
    expect(balance.rows.map((r: { key: string }) => r.key)).toEqual(['reserves', 'totalAssets']);
    expect(balance.rows[1].values.slice(0, 2)).toEqual([1002, 1003]);
    expect(body.statements.cash_flow_statement).toBeNull();
  });

  it('answers shareholding oldest first and the industry peers by market cap', async () => {
    const body = (await get(`/api/company/${alpha}`)).json();
    expect(body.shareholding).toEqual([
      { quarterEnd: '2020-09-30', promoter: 51, fii: 19, dii: 10, public: 20, government: null, pledged: null },
      { quarterEnd: '2020-12-31', promoter: 50.75, fii: 19.5, dii: 10, public: 19.75, government: 0, pledged: 0.5 },
      { quarterEnd: '2021-03-31', promoter: 50.5, fii: 20, dii: 10, public: 19.5, government: 0, pledged: 1 },
    ]);
    // Not the company itself (either listing), not the US company, Big Oil once (NSE), at most 10, no-cap last.
    expect(body.peers.map((p: { symbol: string; exchange: string }) => `${p.symbol}:${p.exchange}`)).toEqual([
      `${T}BIG:NSE`,
      `${T}MID:NSE`,
      ...[9, 8, 7, 6, 5, 4, 3, 2].map((i) => `${T}S${i}:NSE`),
    ]);
    expect(body.peers[0]).toEqual({ symbol: `${T}BIG`, exchange: 'NSE', name: 'Big Oil', marketCap: 9e11, pe: 30, roe: 12, close: 55, changePct: 10, valuationAsOf: expect.any(String), valuationBasis: 'own-date' });
    expect(body.peers[1]).toEqual({ symbol: `${T}MID`, exchange: 'NSE', name: 'Mid Oil', marketCap: 1e11, pe: null, roe: null, close: 10, changePct: null, valuationAsOf: null, valuationBasis: null });
  });

  it('finds symbols case-insensitively, falls back to BSE, and answers empty parts as null or []', async () => {
    expect((await get(`/api/company/${alpha.toLowerCase()}?country=IN`)).json().company.exchange).toBe('NSE');
    const bseOnly = (await get(`/api/company/${T}BSEONLY`)).json();
    expect(bseOnly.company.exchange).toBe('BSE');
    expect(bseOnly.quote).toMatchObject({ close: 42, prevClose: null, change: null, changePct: null, high52w: 42, low52w: 42 });
    const bare = (await get(`/api/company/${T}BARE`)).json();
    expect(bare).toMatchObject({
      quote: null,
      movingAverages: null,
      keyMetrics: null,
      statements: { income_statement: null, balance_sheet_statement: null, cash_flow_statement: null },
      quarterly: null,
      shareholding: [],
      peers: [],
      indices: [],
    });
  });

  it('answers 404 for an unknown symbol or another market, 400 for bad input', async () => {
    const unknown = await get(`/api/company/${T}NOPE`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', message: `No company with symbol ${T}NOPE in market IN.` });
    expect((await get(`/api/company/${alpha}?country=US`)).statusCode).toBe(404);
    const badCountry = await get(`/api/company/${alpha}?country=XX`);
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json()).toEqual({ error: 'invalid_input', message: 'country: country must be one of IN, US, SG, AE' });
    const long = await get(`/api/company/${'A'.repeat(51)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('at most 50 characters');
  });
});

describe('GET /api/company/:symbol/prices', () => {
  const dates = async (query: string) => {
    const response = await get(`/api/company/${alpha}/prices${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().bars.map((b: { date: string }) => b.date);
  };

  it('answers bars oldest first, counting each range back from the last bar, not from today', async () => {
    expect(await dates('?range=1M')).toEqual(['2021-05-17', '2021-06-14', '2021-06-15']);
    expect(await dates('?range=6M')).toEqual(['2021-01-15', '2021-05-14', '2021-05-17', '2021-06-14', '2021-06-15']);
    const oneYear = ['2020-06-15', '2021-01-15', '2021-05-14', '2021-05-17', '2021-06-14', '2021-06-15'];
    expect(await dates('?range=1Y')).toEqual(oneYear);
    expect(await dates('')).toEqual(oneYear);
    expect(await dates('?range=5Y')).toEqual(ALPHA_BARS.map((b) => b[0]));
    expect(await dates('?range=Max')).toEqual(ALPHA_BARS.map((b) => b[0]));
    const body = (await get(`/api/company/${alpha.toLowerCase()}/prices?range=1M`)).json();
    expect(body.symbol).toBe(alpha);
    expect(body.range).toBe('1M');
    expect(body.bars[2]).toEqual({ date: '2021-06-15', open: 121, high: 128, low: 119, close: 126, volume: 1000 });
    expect(body.bars[0]).toEqual({ date: '2021-05-17', open: null, high: null, low: null, close: 118, volume: null });
  });

  it('answers no bars for a listing without prices, 404 for an unknown one, 400 for a bad range', async () => {
    expect((await get(`/api/company/${T}BARE/prices?range=Max`)).json()).toEqual({ symbol: `${T}BARE`, range: 'Max', bars: [] });
    expect((await get(`/api/company/${T}NOPE/prices`)).statusCode).toBe(404);
    for (const range of ['2Y', 'max', '']) {
      const response = await get(`/api/company/${alpha}/prices?range=${range}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_input', message: 'range: range must be one of 1M, 6M, 1Y, 5Y, Max' });
    }
    expect((await get(`/api/company/${alpha}/prices?country=ZZ`)).statusCode).toBe(400);
  });
});
