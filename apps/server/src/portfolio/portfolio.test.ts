import type { PortfolioGains, PortfolioHistory, PortfolioImportPreview, PortfolioSummary } from '@sanchay/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedStock, tradebookCsv, uniqueIsin } from '../../test/factories/portfolioFiles';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../../test/support';
import { recordCorporateActions } from '../market/corporateActions/index';
import { portfolioSecurities, portfolioTrades } from './schema';

let t: TestApp;
let asha: SignedIn;
let ravi: SignedIn;
let infy: Awaited<ReturnType<typeof listedStock>>;
let tcs: Awaited<ReturnType<typeof listedStock>>;

const auth = (who: SignedIn) => ({ authorization: `Bearer ${who.token}` });
const post = (who: SignedIn, url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: auth(who), payload: payload as object });
const get = (who: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: auth(who) });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.services.database.db;
  infy = await listedStock(db, [['2024-06-19', 1590], ['2024-06-20', 1600], ['2024-09-02', 1900], ['2025-03-27', 1580], ['2025-03-28', 1600]]);
  tcs = await listedStock(db, [['2025-03-27', 3600], ['2025-03-28', 3500]], { sector: 'Software', marketCapType: 'Mega Cap' });
  asha = await signIn(t.app, undefined, 'Asha');
  ravi = await signIn(t.app, undefined, 'Ravi');
});
afterAll(() => t.close());

const tradebook = () =>
  tradebookCsv([
    { symbol: infy.symbol, isin: infy.isin, date: '2023-05-10', side: 'buy', quantity: 10, price: 1300, tradeId: 'A1' },
    { symbol: infy.symbol, isin: infy.isin, date: '2024-06-20', side: 'sell', quantity: 4, price: 1600, tradeId: 'A2' },
    { symbol: tcs.symbol, isin: tcs.isin, date: '2024-09-02', side: 'buy', quantity: 2, price: 4000, tradeId: 'A3' },
  ]);

describe('import of a Console tradebook', () => {
  it('previews what it would add and writes nothing', async () => {
    const response = await post(asha, '/api/portfolio/import/preview', { content: tradebook() });
    expect(response.statusCode).toBe(200);
    const preview = response.json() as PortfolioImportPreview;
    expect(preview).toMatchObject({ format: 'zerodha_tradebook', toAdd: 3, duplicates: 0, errors: [], unknown: [] });
    expect(preview.rows.map((r) => [r.row, r.isin, r.side, r.quantity])).toEqual([[2, infy.isin, 'buy', 10], [3, infy.isin, 'sell', 4], [4, tcs.isin, 'buy', 2]]);
    expect((await get(asha, '/api/portfolio/trades')).json().trades).toEqual([]);
  });

  it('imports on confirmation, and the same file again adds nothing', async () => {
    expect((await post(asha, '/api/portfolio/import', { content: tradebook() })).json()).toEqual({ added: 3, skipped: 0 });
    expect((await post(asha, '/api/portfolio/import', { content: tradebook() })).json()).toEqual({ added: 0, skipped: 3 });
    const preview = (await post(asha, '/api/portfolio/import/preview', { content: tradebook() })).json() as PortfolioImportPreview;
    expect(preview).toMatchObject({ toAdd: 0, duplicates: 3 });
    expect((await get(asha, '/api/portfolio/trades')).json().trades).toHaveLength(3);
  });

  it('names the row and the field of each error, and imports nothing while any remains', async () => {
    const bad = tradebookCsv([
      { symbol: infy.symbol, isin: infy.isin, date: '2024-02-30', side: 'buy', quantity: 1, price: 100, tradeId: 'B1' },
      { symbol: infy.symbol, isin: 'NOTANISIN', date: '2024-02-01', side: 'buy', quantity: 1, price: 100, tradeId: 'B2' },
      { symbol: infy.symbol, isin: infy.isin, date: '2024-02-01', side: 'buy', quantity: 1, price: 100, tradeId: 'B3', segment: 'FO' },
      { symbol: infy.symbol, isin: infy.isin, date: '2024-02-01', side: 'buy', quantity: 1, price: 100, tradeId: 'B4' },
    ]).replace(',100.00,B4,', ',abc,B4,');
    const preview = (await post(ravi, '/api/portfolio/import/preview', { content: bad })).json() as PortfolioImportPreview;
    expect(preview.errors).toEqual([
      { row: 2, field: 'trade_date', message: '"2024-02-30" is not a date (use YYYY-MM-DD)' },
      { row: 3, field: 'isin', message: '"NOTANISIN" is not an ISIN' },
      { row: 4, field: 'segment', message: 'segment "FO" is not held as an investment (only EQ and MF trades are)' },
      { row: 5, field: 'price', message: '"abc" is not a number' },
    ]);
    const refused = await post(ravi, '/api/portfolio/import', { content: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'import_has_errors', message: expect.stringContaining('row 2, trade_date') });
    expect((await get(ravi, '/api/portfolio/trades')).json().trades).toEqual([]);
  });

  it('says what it reads when the columns are of no known format', async () => {
    const response = await post(ravi, '/api/portfolio/import/preview', { content: 'a,b\n1,2\n' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'unknown_format', message: expect.stringContaining('Zerodha Console tradebook') });
  });
});

describe('the generic CSV', () => {
  it('lists unknown symbols for the person to map, imports once they are mapped, and hashes rows for idempotency', async () => {
    const csv = `date,symbol,side,quantity,price,charges\n2024-01-15,${infy.symbol},buy,5,1400,12.5\n15/01/2024,NOSUCHCO,buy,1,10,0\n15/01/2024,NOSUCHCO,buy,1,10,0\n`;
    const preview = (await post(ravi, '/api/portfolio/import/preview', { content: csv })).json() as PortfolioImportPreview;
    expect(preview.unknown).toEqual([{ key: 'NOSUCHCO', rows: [3, 4] }]);
    expect((await post(ravi, '/api/portfolio/import', { content: csv })).json()).toMatchObject({ error: 'import_has_unknown' });
    const mapped = { content: csv, mappings: { NOSUCHCO: tcs.isin } };
    expect((await post(ravi, '/api/portfolio/import', mapped)).json()).toEqual({ added: 3, skipped: 0 });
    expect((await post(ravi, '/api/portfolio/import', mapped)).json()).toEqual({ added: 0, skipped: 3 });
  });
});

describe('holdings export', () => {
  it('needs the day the holdings count from, then adds one buy per holding', async () => {
    const who = await signIn(t.app);
    const csv = `Symbol,ISIN,Sector,Quantity Available,Quantity Discrepant,Quantity Long Term,Quantity Pledged (Margin),Quantity Pledged (Loan),Average Price,Previous Closing Price,Unrealized P&L,Unrealized P&L Pct.\n${tcs.symbol},${tcs.isin},IT,3,0,3,0,0,"3,210.50",3500,867,9.0\n`;
    expect((await post(who, '/api/portfolio/import/preview', { content: csv })).json()).toMatchObject({ error: 'invalid_input', message: expect.stringContaining('holdingsDate') });
    const preview = (await post(who, '/api/portfolio/import/preview', { content: csv, holdingsDate: '2024-04-01' })).json() as PortfolioImportPreview;
    expect(preview).toMatchObject({ format: 'zerodha_holdings', toAdd: 1, rows: [{ isin: tcs.isin, quantity: 3, price: 3210.5, date: '2024-04-01', side: 'buy' }] });
  });
});

describe('holdings, returns and gains', () => {
  it("values Asha's holdings at the latest close with its date, FIFO cost, day change and P&L", async () => {
    const summary = (await get(asha, '/api/portfolio')).json() as PortfolioSummary;
    expect(summary.asOf).toBe('2025-03-28');
    const byIsin = Object.fromEntries(summary.holdings.map((h) => [h.isin, h]));
    expect(byIsin[infy.isin]).toMatchObject({ quantity: 6, averageCost: 1300, invested: 7800, price: 1600, priceDate: '2025-03-28', value: 9600, dayChange: 120, unrealisedPnl: 1800 });
    expect(byIsin[tcs.isin]).toMatchObject({ quantity: 2, value: 7000, dayChange: -200, unrealisedPnl: -1000 });
    expect(summary).toMatchObject({ value: 16_600, invested: 15_800, dayChange: -80, realisedPnl: 1200, tradeCount: 3, unpriced: [] });
    expect(summary.allocation.marketCap.map((s) => s.label)).toEqual(['Large Cap', 'Mega Cap']);
    expect(summary.xirr).toBeTypeOf('number');
  });

  it('draws value against cost on each trading day since the first trade, a holding counted once it has a close', async () => {
    const history = (await get(asha, '/api/portfolio/history')).json() as PortfolioHistory;
    expect(history).toEqual({
      unpriced: [],
      points: [
        { date: '2024-06-19', invested: 13_000, value: 15_900 },
        { date: '2024-06-20', invested: 7_800, value: 9_600 },
        // TCS bought 2 Sep 2024 has no close until 27 Mar 2025: in neither line till then.
        { date: '2024-09-02', invested: 7_800, value: 11_400 },
        { date: '2025-03-27', invested: 15_800, value: 16_680 },
        { date: '2025-03-28', invested: 15_800, value: 16_600 },
      ],
    });
  });

  it('counts the 4 shares held 10 May 2023 - 20 Jun 2024 as LTCG at 10% of FY 2024-25, inside the exemption', async () => {
    const gains = (await get(asha, '/api/portfolio/gains')).json() as PortfolioGains;
    expect(gains.notTaxAdvice).toMatch(/^Not tax advice/);
    expect(gains.years).toHaveLength(1);
    expect(gains.years[0]).toMatchObject({ fy: '2024-25', ltcgExemptionUsed: 1200, estimatedTax: 0 });
    expect(gains.years[0]!.net.ltcg_112a_10).toBe(1200);
    expect(gains.schedule112a).toMatchObject([{ isin: infy.isin, quantity: 4, fullValueOfConsideration: 6400, costOfAcquisition: 5200, balance: 1200, acquired: 'After 31st January 2018' }]);
  });
});

describe('bonuses and splits', () => {
  it('keeps the lots right through an applied bonus and split, and leaves out one waiting for review', async () => {
    const db = t.services.database.db;
    const rel = await listedStock(db, [['2024-10-25', 2650], ['2024-10-28', 1340], ['2025-09-30', 1364]]);
    await recordCorporateActions(db, [
      { companyId: rel.companyId, detail: { kind: 'bonus', newShares: 1, heldShares: 1 }, purpose: 'Bonus 1:1', exDate: '2024-10-28', status: 'file', source: 'nse' },
      { companyId: rel.companyId, detail: { kind: 'split', fromFaceValue: 10, toFaceValue: 5 }, purpose: 'Face Value Split (Sub-Division) - From Rs 10/- Per Share To Rs 5/- Per Share', exDate: '2025-01-10', status: 'confirmed', source: 'reviewed', decidedBy: 'test' },
      { companyId: rel.companyId, detail: { kind: 'derived', factor: 2, reading: 'bonus 1:1' }, purpose: 'Share factor 2 on 2025-03-03', exDate: '2025-03-03', status: 'derived', source: 'price-jump' },
    ]);
    const who = await signIn(t.app);
    await post(who, '/api/portfolio/trades', { isin: rel.isin, date: '2024-06-03', side: 'buy', quantity: 10, price: 2900 });
    const summary = (await get(who, '/api/portfolio')).json() as PortfolioSummary;
    // 10 bought, 10 bonus shares at no cost (s.55(2)(aa)), then each of the 20 split in two: 40 shares, cost 29,000.
    expect(summary.holdings[0]).toMatchObject({ isin: rel.isin, quantity: 40, invested: 29_000, averageCost: 725, price: 1364, value: 54_560 });
    expect(summary.issues).toEqual([]);
  });
});

describe('manual trades and ownership', () => {
  it('adds, edits and deletes a trade by hand, with bad input named', async () => {
    const who = await signIn(t.app);
    const bad = await post(who, '/api/portfolio/trades', { isin: 'X', date: '2024-13-01', side: 'hold', quantity: -1, price: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/isin: must be an ISIN.*date: must be a date.*side: side must be buy or sell.*quantity: quantity must be more than 0.*price: price must be more than 0/);
    const isin = uniqueIsin();
    const added = await post(who, '/api/portfolio/trades', { isin, date: '2024-01-02', side: 'buy', quantity: 3, price: 50 });
    expect(added.statusCode).toBe(201);
    const id = added.json().id as string;
    // Read once before the edit: the summary's kept lots must follow every change after it.
    expect(((await get(who, '/api/portfolio')).json() as PortfolioSummary).holdings[0]).toMatchObject({ isin, quantity: 3, invested: 150 });
    const edited = await t.app.inject({ method: 'PUT', url: `/api/portfolio/trades/${id}`, headers: auth(who), payload: { isin, date: '2024-01-03', side: 'buy', quantity: 4, price: 50, charges: 2 } });
    expect(edited.json()).toMatchObject({ quantity: 4, date: '2024-01-03', charges: 2 });
    const summary = (await get(who, '/api/portfolio')).json() as PortfolioSummary;
    expect(summary.unpriced).toEqual([isin]);
    expect(summary.holdings[0]).toMatchObject({ isin, quantity: 4, invested: 202, value: null });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/portfolio/trades/${id}`, headers: auth(who) })).json()).toEqual({ deleted: true });
    expect((await get(who, '/api/portfolio/trades')).json().trades).toEqual([]);
    expect(((await get(who, '/api/portfolio')).json() as PortfolioSummary).holdings).toEqual([]);
  });

  it("answers 404 for another person's trade ids and leaks nothing of theirs", async () => {
    const ashaTrades = (await get(asha, '/api/portfolio/trades')).json().trades as { id: string; isin: string }[];
    const theirs = ashaTrades[0]!.id;
    const payload = { isin: infy.isin, date: '2024-01-03', side: 'buy', quantity: 1000, price: 1 };
    for (const id of [theirs, 'not-a-uuid', crypto.randomUUID()]) {
      expect((await t.app.inject({ method: 'PUT', url: `/api/portfolio/trades/${id}`, headers: auth(ravi), payload })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/portfolio/trades/${id}`, headers: auth(ravi) })).statusCode).toBe(404);
    }
    expect((await get(asha, '/api/portfolio/trades')).json().trades).toEqual(ashaTrades);
    const raviViews = [await get(ravi, '/api/portfolio'), await get(ravi, '/api/portfolio/gains'), await get(ravi, '/api/portfolio/trades'), await get(ravi, '/api/portfolio/history')].map((r) => r.body).join('');
    for (const trade of ashaTrades) expect(raviViews).not.toContain(trade.id);
    expect(raviViews).not.toContain(asha.user.id);
  });

  it('needs a session for every endpoint', async () => {
    for (const [method, url] of [['GET', '/api/portfolio'], ['GET', '/api/portfolio/gains'], ['GET', '/api/portfolio/history'], ['GET', '/api/portfolio/trades'], ['POST', '/api/portfolio/trades'], ['POST', '/api/portfolio/import/preview'], ['POST', '/api/portfolio/import'], ['DELETE', `/api/portfolio/trades/${crypto.randomUUID()}`], ['PUT', `/api/portfolio/securities/${infy.isin}`]] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('account export and delete', () => {
  it("export carries the person's trades only; delete removes them", async () => {
    const who = await signIn(t.app);
    await post(who, '/api/portfolio/trades', { isin: tcs.isin, date: '2024-01-02', side: 'buy', quantity: 1, price: 3000 });
    await t.app.inject({ method: 'PUT', url: `/api/portfolio/securities/${tcs.isin}`, headers: auth(who), payload: { fmv31Jan2018: 2500 } });
    const exported = (await get(who, '/api/account/export')).json();
    expect(exported.portfolioTrades).toMatchObject([{ isin: tcs.isin, quantity: 1, price: 3000, side: 'buy' }]);
    expect(exported.portfolioSecurities).toMatchObject([{ isin: tcs.isin, fmv31Jan2018: 2500 }]);
    expect(JSON.stringify(exported)).not.toContain(who.user.id);
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: auth(who), payload: { confirm: 'DELETE' } });
    expect(deleted.json()).toEqual({ deleted: true });
    const db = t.services.database.db;
    expect(await db.select().from(portfolioTrades).where(eq(portfolioTrades.userId, who.user.id))).toEqual([]);
    expect(await db.select().from(portfolioSecurities).where(eq(portfolioSecurities.userId, who.user.id))).toEqual([]);
  });
});
