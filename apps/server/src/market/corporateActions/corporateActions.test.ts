/** Corporate actions end to end on a real database: derivation, decisions, prices on one basis, valuations, dividends. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBars, insertCompany, insertKeyMetrics } from '../../../test/factories/marketFixtures';
import { marketIndexPriceDaily, marketIndices } from '../schema/index';
import type { Database } from '../../platform/db/client';
import { rows } from '../../platform/db/sql';
import { openTestDatabase } from '../../../test/support';
import {
  decideCorporateAction,
  dividendHistory,
  listCorporateActions,
  recordCorporateActions,
  refreshCorporateActions,
  valuationsOf,
} from './index';

const CRORE = 1e7;
let database: Database;
const ids: Record<string, string> = {};

const closes = (companyId: string) =>
  rows<{ date: string; close: number }>(
    database.db,
    sql`select to_char(date, 'YYYY-MM-DD') as date, close from stock_price_daily_historical where company_id = ${companyId} order by date`,
  );

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const [nifty] = await db.insert(marketIndices).values({ indexName: 'NIFTY 50', country: 'IN', source: 'test' }).returning();
  await db.insert(marketIndexPriceDaily).values(
    ['2019-09-19', '2019-09-20', '2019-09-23'].map((date, i) => ({ indexId: nifty!.id, date, close: [11000, 11580, 11600][i]! })),
  );
  // Back-adjusted history (Upstox), fundamentals from before a 1:1 bonus (Screener, July 2024).
  const rel = await insertCompany(db, { symbol: 'RELX', companyName: 'Reliance-like' });
  await insertBars(db, rel.id, [['2024-07-01', 1584.2], ['2024-07-02', 1590], ['2025-09-30', 1370]]);
  await insertKeyMetrics(db, rel.id, '2024-07-01', { currentPrice: 3134.25, marketCap: 2120574.62 * CRORE, numberOfEquityShares: 676.58 * CRORE, pe: 28.9, pb: 2.66 }, { asOf: '2024-07-01' });
  // No action since the fundamentals: computed at the price straight away.
  const tcs = await insertCompany(db, { symbol: 'TCSX', companyName: 'TCS-like' });
  await insertBars(db, tcs.id, [['2024-07-01', 3960], ['2025-09-30', 2888.4]]);
  await insertKeyMetrics(db, tcs.id, '2024-07-01', { currentPrice: 3958, marketCap: 1432039.03 * CRORE, numberOfEquityShares: 361.81 * CRORE, pe: 31.19 }, { asOf: '2024-07-01' });
  // An unadjusted series (somnath EOD) with a 1:2 split on a day the market rose 5.3%.
  const spl = await insertCompany(db, { symbol: 'SPLX', companyName: 'Split-like' });
  await insertBars(db, spl.id, [['2019-09-19', 2410], ['2019-09-20', 1240], ['2019-09-23', 1250]]);
  // An exchange-file bonus on an unadjusted series, and one on a back-adjusted series.
  const fil = await insertCompany(db, { symbol: 'FILX', companyName: 'File-bonus' });
  await insertBars(db, fil.id, [['2023-03-01', 900], ['2023-03-02', 452], ['2023-03-03', 455]]);
  const adj = await insertCompany(db, { symbol: 'ADJX', companyName: 'Already adjusted' });
  await insertBars(db, adj.id, [['2023-03-01', 450], ['2023-03-02', 452]]);
  // A split and a bonus on one day (Bajaj Finance, 16 Jun 2025: Rs 2 -> Re 1, then 4:1) on an unadjusted series.
  const two = await insertCompany(db, { symbol: 'TWOX', companyName: 'Split-and-bonus' });
  await insertBars(db, two.id, [['2025-06-13', 9300], ['2025-06-16', 936], ['2025-06-17', 940]]);
  Object.assign(ids, { rel: rel.id, tcs: tcs.id, spl: spl.id, fil: fil.id, adj: adj.id, two: two.id });
  await recordCorporateActions(db, [
    { companyId: two.id, detail: { kind: 'split', fromFaceValue: 2, toFaceValue: 1 }, purpose: 'Face Value Split (Sub-Division) - From Rs 2/- Per Share To Re 1/- Per Share', exDate: '2025-06-16', status: 'file', source: 'nse' },
    { companyId: two.id, detail: { kind: 'bonus', newShares: 4, heldShares: 1 }, purpose: 'Bonus 4:1', exDate: '2025-06-16', status: 'file', source: 'nse' },
  ]);
  for (const companyId of [fil.id, adj.id])
    await recordCorporateActions(db, [
      { companyId, detail: { kind: 'bonus', newShares: 1, heldShares: 1 }, purpose: 'Bonus 1:1', exDate: '2023-03-02', status: 'file', source: 'nse' },
    ]);
  await recordCorporateActions(db, [
    { companyId: fil.id, detail: { kind: 'dividend', dividendKind: 'final', perShare: 10 }, purpose: 'Final Dividend - Rs 10 Per Share', exDate: '2022-07-01', status: 'file', source: 'nse' },
    { companyId: fil.id, detail: { kind: 'dividend', dividendKind: 'interim', perShare: 3 }, purpose: 'Interim Dividend - Rs 3 Per Share', exDate: '2023-10-01', status: 'file', source: 'nse' },
  ]);
  await refreshCorporateActions(db);
});
afterAll(() => database?.close());

describe('corporate actions', () => {
  it('lists what the prices show for an administrator, without applying it', async () => {
    const derived = await listCorporateActions(database.db, { status: 'derived' });
    expect(derived.map((a) => [a.symbol, a.source, a.shareFactor, a.exDate])).toEqual([
      ['RELX', 'mirror-pair', 2, null],
      ['SPLX', 'price-jump', 2, '2019-09-20'],
    ]);
    expect(derived[0]).toMatchObject({ windowFrom: '2024-07-01', windowTo: '2025-09-30', pricesAdjusted: true });
    expect(derived[0]!.evidence).toContain('3,134.25');
    expect((await closes(ids.spl!)).map((b) => b.close)).toEqual([2410, 1240, 1250]);
    // Unconfirmed: RELX's figures stay at their own date and price.
    const rel = (await valuationsOf(database.db, [ids.rel!])).get(ids.rel!)!;
    expect(rel).toMatchObject({ basis: 'own-date', asOf: '2024-07-01', price: 3134.25, marketCap: 2120574.62 * CRORE });
  });

  it('computes a listing with no action at its latest close (TCS-like: about 10.45 lakh crore)', async () => {
    const tcs = (await valuationsOf(database.db, [ids.tcs!])).get(ids.tcs!)!;
    expect(tcs).toMatchObject({ basis: 'at-price', asOf: '2025-09-30', price: 2888.4, fundamentalsAsOf: '2024-07-01' });
    expect(tcs.marketCap! / CRORE / 1e5).toBeCloseTo(10.45, 2);
  });

  it('applies a confirmed factor to the share count (prices came adjusted) and a rejected one not at all', async () => {
    const [relAction] = await listCorporateActions(database.db, { companyId: ids.rel! });
    await decideCorporateAction(database.db, relAction!.id, 'confirmed', 'admin@example.com');
    const rel = (await valuationsOf(database.db, [ids.rel!])).get(ids.rel!)!;
    expect(rel).toMatchObject({ basis: 'at-price', asOf: '2025-09-30', shareFactor: 2 });
    expect(rel.marketCap).toBeCloseTo(1370 * 2 * 676.58 * CRORE, -3);
    expect((await closes(ids.rel!)).map((b) => b.close)).toEqual([1584.2, 1590, 1370]);
  });

  it('puts an unadjusted series on one basis when its split is confirmed, and back when rejected', async () => {
    const [split] = await listCorporateActions(database.db, { companyId: ids.spl! });
    await decideCorporateAction(database.db, split!.id, 'confirmed', 'admin@example.com');
    expect((await closes(ids.spl!)).map((b) => b.close)).toEqual([1205, 1240, 1250]);
    await decideCorporateAction(database.db, split!.id, 'rejected', 'admin@example.com');
    expect((await closes(ids.spl!)).map((b) => b.close)).toEqual([2410, 1240, 1250]);
  });

  it("applies the exchange file's bonus to an unadjusted series only", async () => {
    expect((await closes(ids.fil!)).map((b) => b.close)).toEqual([450, 452, 455]);
    expect((await closes(ids.adj!)).map((b) => b.close)).toEqual([450, 452]);
    const applied = await listCorporateActions(database.db, { status: 'file' });
    expect(applied.filter((a) => a.kind === 'bonus').every((a) => a.pricesAdjusted)).toBe(true);
  });

  it('puts a split and a bonus of one day on one basis together (one fall of 10x)', async () => {
    expect((await closes(ids.two!)).map((b) => b.close)).toEqual([930, 936, 940]);
    const applied = await listCorporateActions(database.db, { companyId: ids.two! });
    expect(applied.map((a) => a.pricesAdjusted)).toEqual([true, true]);
  });

  it('records an applied share change once, whatever the source (the same bonus from a reviewed list)', async () => {
    const added = await recordCorporateActions(database.db, [
      { companyId: ids.fil!, detail: { kind: 'bonus', newShares: 1, heldShares: 1 }, purpose: 'Bonus 1:1 (reviewed)', exDate: '2023-03-01', status: 'confirmed', source: 'reviewed', decidedBy: 'list' },
    ]);
    expect(added).toBe(0);
  });

  it("refuses a decision on the exchange's own actions and on unknown ids", async () => {
    const [fileAction] = await listCorporateActions(database.db, { companyId: ids.adj! });
    await expect(decideCorporateAction(database.db, fileAction!.id, 'rejected', 'a')).rejects.toThrow(/exchange's file/);
    await expect(decideCorporateAction(database.db, '00000000-0000-0000-0000-000000000000', 'confirmed', 'a')).rejects.toThrow(/No corporate action/);
  });

  it('gives dividend history with ex-dates, per share as paid and on the basis after later bonuses', async () => {
    expect(await dividendHistory(database.db, ids.fil!)).toEqual([
      { exDate: '2023-10-01', recordDate: null, kind: 'interim', perShare: 3, perShareAdjusted: 3, purpose: 'Interim Dividend - Rs 3 Per Share' },
      { exDate: '2022-07-01', recordDate: null, kind: 'final', perShare: 10, perShareAdjusted: 5, purpose: 'Final Dividend - Rs 10 Per Share' },
    ]);
  });
});
