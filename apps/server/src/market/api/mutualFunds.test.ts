import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support';
import { mutualFundSchemes } from '../schema/index';
import { uniqueTag } from '../../../test/factories/marketFixtures';

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
        },
        expect.objectContaining({ schemeCode: B + 2, plan: 'Regular', expenseRatio: null, returns: null }),
      ],
      facets: { categories: [LARGE], fundHouses: ['Axis Mutual Fund'], plans: ['Direct', 'Regular'] },
      navAsOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      filled: { expenseRatio: true, returns: true },
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
