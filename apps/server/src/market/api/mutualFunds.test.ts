import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support';
import { recordNavHistorySpan } from '../navHistorySpan';
import { mutualFundNavHistory, mutualFundSchemes } from '../schema/index';
import { uniqueTag } from '../../../test/factories/marketFixtures';
import { rows } from '../../platform/db/sql';

let t: TestApp;
const T = uniqueTag('M');
// Scheme codes unique to this run (tests share the PostgreSQL database across files).
const B = 1_000_000_000 + Math.floor(Math.random() * 1_000_000) * 100;
const LARGE = 'Equity Scheme - Large Cap Fund';
const SMALL = 'Equity Scheme - Small Cap Fund';
const LIQUID = 'Debt Scheme - Liquid Fund';

beforeAll(async () => {
  t = await createTestApp();
  const scheme = (code: number, name: string, fundHouse: string, category: string, plan: string | null, nav: number | null, navDate: string | null) => ({
    schemeCode: B + code,
    name: `${T} ${name}`,
    fundHouse,
    category,
    plan,
    option: 'Growth',
    nav,
    navDate,
    source: 'test',
  });
  await t.services.database.db.insert(mutualFundSchemes).values([
    { ...scheme(1, 'Axis Bluechip Fund Direct Growth', 'Axis Mutual Fund', LARGE, 'Direct', 55.2, '2025-01-10'), expenseRatio: 0.5, returns: { '1Y': 12.5, '3Y': 14 } },
    scheme(2, 'Axis Bluechip Fund Regular Growth', 'Axis Mutual Fund', LARGE, 'Regular', 50.1, '2025-01-10'),
    scheme(3, 'HDFC Small Cap Fund Direct Growth', 'HDFC Mutual Fund', SMALL, 'Direct', 120, '2025-01-09'),
    scheme(4, 'HDFC Liquid Fund Direct', 'HDFC Mutual Fund', LIQUID, 'Direct', null, null),
    scheme(5, 'Quant Small Cap Regular', 'Quant Mutual Fund', SMALL, null, 30, '2025-01-10'),
  ]);
});
afterAll(() => t.close());

const search = async (params: Record<string, string | number>) => {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return t.app.inject({ method: 'GET', url: `/api/mutualfunds?${query}` });
};
const codes = (body: { rows: { schemeCode: number }[] }) => body.rows.map((r) => r.schemeCode - B);

describe('GET /api/mutualfunds', () => {
  it('matches every word of q in the name, case-insensitively, with rows, total and facets', async () => {
    const response = await search({ q: `${T.toLowerCase()} BLUECHIP` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total: 2,
      page: 1,
      pageSize: 25,
      rows: [
        {
          schemeCode: B + 1,
          name: `${T} Axis Bluechip Fund Direct Growth`,
          fundHouse: 'Axis Mutual Fund',
          category: LARGE,
          plan: 'Direct',
          option: 'Growth',
          nav: 55.2,
          navDate: '2025-01-10',
          expenseRatio: 0.5,
          returns: { '1Y': 12.5, '3Y': 14 },
          returnsBasis: 'scraper',
          returnsAsOf: null,
        },
        expect.objectContaining({ schemeCode: B + 2, plan: 'Regular', expenseRatio: null, returns: null }),
      ],
      facets: { categories: [LARGE], fundHouses: ['Axis Mutual Fund'], plans: ['Direct', 'Regular'] },
      navAsOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      // The scraper's figures fill 1Y and 3Y (no scheme has a 5Y), and there is no NAV history yet.
      filled: { expenseRatio: true, returns: true, returnPeriods: ['1Y', '3Y'] },
      navHistory: null,
      longestSchemeHistoryDays: null,
    });
    expect(codes((await search({ q: `fund ${T} direct` })).json())).toEqual([1, 4, 3]);
    expect((await search({ q: `${T} 100%` })).json().total).toBe(0);
  });

  it("finds a fund house's schemes by a word of the fund house's name ('ppfas' finds PPFAS Mutual Fund's Parag Parikh schemes)", async () => {
    expect(codes((await search({ q: `${T} axis mutual` })).json())).toEqual([1, 2]);
    expect(codes((await search({ q: `${T} quant mutual small` })).json())).toEqual([5]);
  });

  it("gives every page the same NAV date, the day most schemes carry, whatever the search finds", async () => {
    const all = (await search({ q: T })).json();
    const one = (await search({ q: `${T} quant` })).json();
    expect(one.rows.map((r: { navDate: string }) => r.navDate)).toEqual(['2025-01-10']);
    expect(one.navAsOf).toBe(all.navAsOf);
    expect((await search({ q: `${T} hdfc small` })).json().navAsOf).toBe(all.navAsOf);
  });

  it('filters by category, fund house and plan; each facet ignores its own filter', async () => {
    const small = (await search({ q: T, category: SMALL })).json();
    expect(codes(small)).toEqual([3, 5]);
    expect(small.facets).toEqual({
      categories: [LIQUID, LARGE, SMALL],
      fundHouses: ['HDFC Mutual Fund', 'Quant Mutual Fund'],
      plans: ['Direct'],
    });
    expect(codes((await search({ q: T, fundHouse: 'HDFC Mutual Fund', plan: 'Direct' })).json())).toEqual([4, 3]);
  });

  it('sorts by name, nav or navDate either way (nulls last, ties by scheme code) and pages', async () => {
    expect(codes((await search({ q: T, sort: 'nav', order: 'desc' })).json())).toEqual([3, 1, 2, 5, 4]);
    expect(codes((await search({ q: T, sort: 'nav' })).json())).toEqual([5, 2, 1, 3, 4]);
    expect(codes((await search({ q: T, sort: 'navDate' })).json())).toEqual([3, 1, 2, 5, 4]);
    expect(codes((await search({ q: T, sort: 'name', order: 'desc' })).json())).toEqual([5, 3, 4, 2, 1]);
    const page2 = (await search({ q: T, pageSize: 2, page: 2 })).json();
    expect({ total: page2.total, page: page2.page, pageSize: page2.pageSize, codes: codes(page2) }).toEqual({ total: 5, page: 2, pageSize: 2, codes: [4, 3] });
    const past = (await search({ q: T, pageSize: 2, page: 4 })).json();
    expect([past.total, past.rows]).toEqual([5, []]);
  });

  it('refuses bad page sizes, pages, sorts and orders with 400', async () => {
    for (const [params, message] of [
      [{ pageSize: 0 }, 'pageSize: pageSize must be at least 1'],
      [{ pageSize: 101 }, 'pageSize: pageSize must be at most 100'],
      [{ pageSize: 2.5 }, 'pageSize: pageSize must be a whole number'],
      [{ page: 0 }, 'page: page must be at least 1'],
      [{ page: 'two' }, 'page: page must be a whole number'],
      [{ sort: 'aum' }, 'sort: sort must be one of name, nav, navDate'],
      [{ order: 'up' }, 'order: order must be asc or desc'],
      [{ q: 'x'.repeat(101) }, 'q: q must be at most 100 characters'],
    ] as const) {
      const response = await search(params);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_input', message });
    }
  });
});

describe('returns from NAV history, and GET /api/mutualfunds/:schemeCode', () => {
  const FLEXI = `${T} Flexi Cap`;
  beforeAll(async () => {
    const db = t.services.database.db;
    const scheme = (code: number, name: string, plan: string, nav: number, navDate: string) => ({
      schemeCode: B + code,
      name: `${T} ${name}`,
      fundHouse: 'Test Mutual Fund',
      category: FLEXI,
      plan,
      option: 'Growth',
      nav,
      navDate,
      source: 'test',
    });
    await db.insert(mutualFundSchemes).values([
      scheme(11, 'Flexi Direct Growth', 'Direct', 44, '2025-01-10'),
      scheme(12, 'Flexi Regular Growth', 'Regular', 15, '2025-01-10'),
      scheme(13, 'Young Flexi Direct Growth', 'Direct', 11, '2025-01-10'),
    ]);
    const nav = (code: number, navDate: string, value: number) => ({ schemeCode: B + code, navDate, nav: value });
    await db.insert(mutualFundNavHistory).values([
      // 5 years back is 10 Jan 2020: the 8th is the last NAV on or before it (a weekend); 3 years: 7 Jan 2022.
      nav(11, '2020-01-08', 10),
      nav(11, '2021-06-01', 15),
      nav(11, '2022-01-07', 20),
      nav(11, '2024-01-10', 40),
      nav(11, '2024-06-03', 42),
      nav(11, '2025-01-10', 44),
      // The year before its latest NAV has no NAV within 7 days of 10 Jan 2024 (the nearest is 21 days earlier).
      nav(12, '2023-12-20', 12),
      nav(12, '2025-01-10', 15),
      // Less than a year of history.
      nav(13, '2024-06-03', 10),
      nav(13, '2025-01-10', 11),
    ]);
    // As an AMFI load records what it wrote (the list reads the record, never the history's min and max).
    await recordNavHistorySpan(db, ['2020-01-08', '2025-01-10'], [B + 11, B + 12, B + 13]);
  });
  const detail = (code: number | string) => t.app.inject({ method: 'GET', url: `/api/mutualfunds/${typeof code === 'number' ? B + code : code}` });

  it('computes 1Y as it is and 3Y, 5Y annualised from the NAVs N years before the latest, with both dates', async () => {
    const response = await detail(11);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const cagr = (growth: number, years: number) => Math.round((growth ** (1 / years) - 1) * 10000) / 100;
    expect(body.returns).toEqual([
      { period: '1Y', years: 1, pct: 10, annualised: false, from: { date: '2024-01-10', nav: 40 }, to: { date: '2025-01-10', nav: 44 } },
      { period: '3Y', years: 3, pct: cagr(44 / 20, 3), annualised: true, from: { date: '2022-01-07', nav: 20 }, to: { date: '2025-01-10', nav: 44 } },
      { period: '5Y', years: 5, pct: cagr(4.4, 5), annualised: true, from: { date: '2020-01-08', nav: 10 }, to: { date: '2025-01-10', nav: 44 } },
    ]);
    expect(body.returns[1].pct).toBeCloseTo(30.06, 2);
    expect(body.history.map((h: { date: string }) => h.date)).toEqual(['2020-01-08', '2021-06-01', '2022-01-07', '2024-01-10', '2024-06-03', '2025-01-10']);
    expect(body.scheme).toMatchObject({ schemeCode: B + 11, category: FLEXI, returns: { '1Y': 10 }, returnsBasis: 'nav', returnsAsOf: '2025-01-10' });
  });

  it('gives no return for a period the history does not reach (none within 7 days before its start)', async () => {
    const far = (await detail(12)).json();
    expect(far.returns.map((r: { pct: number | null; from: unknown }) => [r.pct, r.from])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    expect(far.scheme).toMatchObject({ returns: null, returnsBasis: null, returnsAsOf: null });
    const young = (await detail(13)).json();
    expect(young.returns.every((r: { pct: number | null }) => r.pct === null)).toBe(true);
  });

  it("lists the category's other schemes, the same plan first, with their own computed returns", async () => {
    const body = (await detail(13)).json();
    expect(body.sameCategory.map((r: { schemeCode: number }) => r.schemeCode - B)).toEqual([11, 12]);
    expect(body.sameCategoryTotal).toBe(2);
    expect(body.sameCategory[0]).toMatchObject({ returns: { '1Y': 10 }, returnsBasis: 'nav' });
    expect((await detail(12)).json().sameCategory.map((r: { schemeCode: number }) => r.schemeCode - B)).toEqual([11, 13]);
  });

  it("gives the periods some listed scheme has a return for (the table's columns) and the longest scheme history", async () => {
    expect((await detail(13)).json()).toMatchObject({ sameCategoryReturnPeriods: ['1Y', '3Y', '5Y'], longestSchemeHistoryDays: 1829 });
    // Schemes 12 and 13: neither history reaches back a year.
    expect((await detail(11)).json()).toMatchObject({ sameCategoryReturnPeriods: [], longestSchemeHistoryDays: 1829 });
  });

  it('shows the computed returns in the list with their as-of date, and the span of the history', async () => {
    const body = (await search({ q: `${T} flexi` })).json();
    const row = body.rows.find((r: { schemeCode: number }) => r.schemeCode === B + 11);
    expect(row).toMatchObject({ returns: { '1Y': 10, '3Y': expect.closeTo(30.06, 2), '5Y': expect.closeTo(34.49, 2) }, returnsBasis: 'nav', returnsAsOf: '2025-01-10' });
    expect(body.filled).toEqual({ expenseRatio: true, returns: true, returnPeriods: ['1Y', '3Y', '5Y'] });
    expect(body.navHistory).toEqual({ from: '2020-01-08', to: '2025-01-10' });
    // Scheme 11's history, 8 Jan 2020 to 10 Jan 2025.
    expect(body.longestSchemeHistoryDays).toBe(1829);
  });

  it("reads the span the AMFI loads recorded, not the history's min and max: a NAV written past the loader counts once a load records it", async () => {
    const db = t.services.database.db;
    await db.insert(mutualFundNavHistory).values([{ schemeCode: B + 12, navDate: '2019-01-02', nav: 9 }]);
    expect((await search({ q: `${T} flexi` })).json()).toMatchObject({ navHistory: { from: '2020-01-08', to: '2025-01-10' }, longestSchemeHistoryDays: 1829 });
    await recordNavHistorySpan(db, ['2019-01-02'], [B + 12]);
    // Scheme 12 now reaches from 2 Jan 2019 to 10 Jan 2025.
    expect((await search({ q: `${T} flexi` })).json()).toMatchObject({ navHistory: { from: '2019-01-02', to: '2025-01-10' }, longestSchemeHistoryDays: 2200 });
  });

  it('answers 404 for an unknown scheme and 400 for a code that is not a whole number', async () => {
    const unknown = await detail(99);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain(String(B + 99));
    for (const bad of ['abc', '1.5', '-3', '0', '1234567890123']) expect((await detail(bad)).statusCode, bad).toBe(400);
  });
});

describe('which return columns the NAV history can fill (a database of its own)', () => {
  let own: TestApp;
  const C = B + 50;
  const list = async () => (await own.app.inject({ method: 'GET', url: `/api/mutualfunds?q=${T}` })).json();
  const load = async (navs: { code: number; date: string; nav: number }[]) => {
    const db = own.services.database.db;
    await db.insert(mutualFundNavHistory).values(navs.map((n) => ({ schemeCode: C + n.code, navDate: n.date, nav: n.nav })));
    await recordNavHistorySpan(db, [...new Set(navs.map((n) => n.date))], navs.map((n) => C + n.code));
  };
  beforeAll(async () => {
    own = await createTestApp();
    const scheme = (code: number, navDate: string) => ({ schemeCode: C + code, name: `${T} Own ${code}`, fundHouse: 'Test Mutual Fund', category: LARGE, plan: 'Direct', option: 'Growth', nav: 10, navDate, source: 'test' });
    await own.services.database.db.insert(mutualFundSchemes).values([scheme(1, '2025-05-16'), scheme(2, '2025-05-16'), scheme(3, '2008-10-02')]);
  });
  afterAll(() => own.close());

  it('shows no return column when every scheme has NAVs of one day, though stale schemes stretch the span over years', async () => {
    // One NAVAll file: most schemes on 16 May 2025, a stale one still carrying its NAV of 2 Oct 2008.
    await load([
      { code: 1, date: '2025-05-16', nav: 10 },
      { code: 2, date: '2025-05-16', nav: 20 },
      { code: 3, date: '2008-10-02', nav: 30 },
    ]);
    const body = await list();
    expect(body.navHistory).toEqual({ from: '2008-10-02', to: '2025-05-16' });
    expect(body.longestSchemeHistoryDays).toBe(0);
    expect(body.filled).toEqual({ expenseRatio: false, returns: false, returnPeriods: [] });
  });

  it('shows 1Y once one scheme has NAVs a year apart, and not 3Y or 5Y', async () => {
    await load([{ code: 1, date: '2026-05-15', nav: 11 }]);
    expect((await list()).longestSchemeHistoryDays).toBe(364);
    expect((await list()).filled.returnPeriods).toEqual([]);
    await load([{ code: 1, date: '2026-05-18', nav: 11.5 }]);
    const body = await list();
    expect(body.longestSchemeHistoryDays).toBe(367);
    expect(body.filled).toEqual({ expenseRatio: false, returns: true, returnPeriods: ['1Y'] });
    expect(body.rows.find((r: { schemeCode: number }) => r.schemeCode === C + 1)).toMatchObject({ returns: { '1Y': 15, '3Y': null, '5Y': null }, returnsBasis: 'nav' });
  });
});

describe('the NAV history record: GET reads it and never writes; migration 0015 measures a history that predates it', () => {
  let own: TestApp;
  const C = B + 70;
  const navMeta = () => rows<{ key: string; value: string }>(own.services.database.db, sql`select key, value from app_meta where key like 'nav_history_%' order by key`);
  beforeAll(async () => {
    own = await createTestApp();
    const db = own.services.database.db;
    await db.insert(mutualFundSchemes).values([1, 2].map((code) => ({ schemeCode: C + code, name: `${T} Old ${code}`, fundHouse: 'Test Mutual Fund', category: LARGE, plan: 'Direct', option: 'Growth', nav: 10, navDate: '2025-05-16', source: 'test' })));
    // A history written before loads recorded it (no app_meta keys).
    await db.insert(mutualFundNavHistory).values([
      { schemeCode: C + 1, navDate: '2024-05-10', nav: 9 },
      { schemeCode: C + 1, navDate: '2025-05-16', nav: 10 },
      { schemeCode: C + 2, navDate: '2025-05-16', nav: 20 },
    ]);
  });
  afterAll(() => own.close());
  const list = async () => (await own.app.inject({ method: 'GET', url: `/api/mutualfunds?q=${T}` })).json();

  it('answers from the record alone: an unrecorded history shows no NAV-based column, and the GET writes nothing', async () => {
    const body = await list();
    expect(body).toMatchObject({ navHistory: null, longestSchemeHistoryDays: null, filled: { returnPeriods: [] } });
    expect(await navMeta()).toEqual([]);
  });

  it('measures the unrecorded history once as the migration runs, and keeps a key already recorded', async () => {
    const migration = sql.raw(fs.readFileSync(new URL('../../../drizzle/0015_nav_history_record.sql', import.meta.url), 'utf8'));
    await own.services.database.db.execute(migration);
    expect(await navMeta()).toEqual([
      { key: 'nav_history_from', value: '2024-05-10' },
      { key: 'nav_history_longest_days', value: '371' },
      { key: 'nav_history_to', value: '2025-05-16' },
    ]);
    expect(await list()).toMatchObject({ navHistory: { from: '2024-05-10', to: '2025-05-16' }, longestSchemeHistoryDays: 371, filled: { returnPeriods: ['1Y'] } });
    await recordNavHistorySpan(own.services.database.db, ['2025-05-19'], [C + 2]);
    await own.services.database.db.insert(mutualFundNavHistory).values([{ schemeCode: C + 2, navDate: '2020-01-01', nav: 5 }]);
    await own.services.database.db.execute(migration);
    expect(await navMeta()).toEqual([
      { key: 'nav_history_from', value: '2024-05-10' },
      { key: 'nav_history_longest_days', value: '371' },
      { key: 'nav_history_to', value: '2025-05-19' },
    ]);
  });
});
