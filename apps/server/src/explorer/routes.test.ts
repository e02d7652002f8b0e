import { ARRAY_META_HEADER, type ArrayViewMeta, EXPLORER_ARRAY_NAMES } from '@sanchay/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../../test/support';
import { loadArrayPage, loadArrayRows } from './arrays';
import { EXPLORER_STATEMENT_TIMEOUT_MESSAGE, EXPLORER_STATEMENT_TIMEOUT_MS, selectRows } from './arrays/tableArrays';
import { JS_EXEC_MESSAGES } from './routes';
import { companyProfile, financialStatements, stockMovingAverages, stockPriceDaily, watchList } from '../market/schema';

/**
 * The explorer over real HTTP handling and a real database. Test companies get market caps far above any
 * real one and prices in 2098, so they come first in the explorer's order even in a shared database.
 */
let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
const tag = `X${process.pid.toString(36)}${Date.now().toString(36)}`.toUpperCase();
const BIG = `${tag}BIG`;
const PEER = `${tag}PEER`;
const industry = `Explorer test industry ${tag}`;
const cap = 9e15 + Math.floor(Math.random() * 1e12);

const auth = (who: SignedIn) => ({ authorization: `Bearer ${who.token}` });

async function arrayview(query: string, who: SignedIn | null = owner) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/chat/arrayview?${query}`,
    headers: who ? auth(who) : {},
  });
  const meta = response.headers[ARRAY_META_HEADER];
  return {
    status: response.statusCode,
    body: response.json(),
    meta: (meta ? JSON.parse(String(meta)) : {}) as ArrayViewMeta,
  };
}

async function jsExec(payload: unknown, who: SignedIn | null = owner) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/chat/js_exec',
    payload: payload as object,
    headers: who ? auth(who) : {},
  });
  return { status: response.statusCode, body: response.json() };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t.app);
  stranger = await signIn(t.app);
  const db = t.services.database.db;
  const [big] = await db
    .insert(companyProfile)
    .values([
      {
        symbol: BIG,
        exchange: 'NSE',
        country: 'IN',
        companyName: `${tag} Big Ltd`,
        industry,
        sector: 'Explorer',
        marketCap: cap + 2,
        source: 'test',
      },
      {
        symbol: PEER,
        exchange: 'NSE',
        country: 'IN',
        companyName: `${tag} Peer Ltd`,
        industry,
        sector: 'Explorer',
        marketCap: cap + 1,
        source: 'test',
      },
    ])
    .returning({ id: companyProfile.id });
  await db.insert(stockPriceDaily).values([
    { companyId: big!.id, date: '2098-03-30', open: 47, high: 49, low: 46, close: 48, volume: 1000 },
    { companyId: big!.id, date: '2098-03-31', open: 48, high: 51, low: 47, close: 50, volume: 1200 },
  ]);
  await db.insert(stockMovingAverages).values({ companyId: big!.id, date: '2098-03-31', close: 50 });
  const statement = (name: string, periodEnd: string, items: Record<string, number>) => ({
    companyId: big!.id,
    statement: name,
    period: 'annual',
    periodEnd,
    items,
    source: 'test',
  });
  await db
    .insert(financialStatements)
    .values([
      statement('income_statement', '2097-03-31', {
        revenue: 100,
        operatingProfit: 20,
        ebit: 15,
        interest: 1,
        depreciation: 2,
        netIncome: 10,
        eps: 0.1,
      }),
      statement('income_statement', '2098-03-31', {
        revenue: 110,
        operatingProfit: 23,
        ebit: 18,
        interest: 1,
        depreciation: 2,
        netIncome: 12,
        eps: 0.12,
      }),
      statement('balance_sheet_statement', '2097-03-31', {
        totalAssets: 200,
        totalDebt: 40,
        cashEquivalents: 10,
        sharesOutstanding: 100,
        equityCapital: 100,
        reserves: 40,
        workingCapital: 30,
        currentAssets: 60,
        currentLiabilities: 30,
      }),
      statement('balance_sheet_statement', '2098-03-31', {
        totalAssets: 220,
        totalDebt: 30,
        cashEquivalents: 20,
        sharesOutstanding: 100,
        equityCapital: 100,
        reserves: 50,
        workingCapital: 40,
        currentAssets: 75,
        currentLiabilities: 35,
      }),
      statement('cash_flow_statement', '2098-03-31', {
        cashFromOperations: 14,
        capitalExpenditure: 4,
        freeCashFlow: 10,
      }),
    ]);
  await db.insert(watchList).values({ userId: owner.user.id, companyId: big!.id, instrumentType: 0 });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/chat/arrayview', () => {
  it('needs a signed-in user', async () => {
    const r = await arrayview('array_name=company_profile', null);
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: 'unauthorized', message: 'Sign in to use the data-array explorer.' });
  });

  it('refuses an unknown array name with the list of valid names', async () => {
    const r = await arrayview('array_name=company_profile,users');
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('invalid_array_name');
    expect(r.body.message).toContain('Unknown data array: users.');
    for (const name of EXPLORER_ARRAY_NAMES) expect(r.body.message).toContain(name);
  });

  it('refuses a missing selection and a bad page size', async () => {
    expect((await arrayview('array_name=')).status).toBe(400);
    expect((await arrayview('limit=5')).status).toBe(400);
    expect((await arrayview('array_name=company_profile&limit=5001')).status).toBe(400);
    expect((await arrayview('array_name=company_profile&country=XX')).status).toBe(400);
  });

  it('answers every one of the 40 arrays with rows or a note saying why there are none', async () => {
    for (let i = 0; i < EXPLORER_ARRAY_NAMES.length; i += 10) {
      const names = EXPLORER_ARRAY_NAMES.slice(i, i + 10);
      const r = await arrayview(`array_name=${names.join(',')}&limit=3`);
      expect(r.status).toBe(200);
      expect(Object.keys(r.body)).toEqual(names);
      for (const name of names) {
        expect(Array.isArray(r.body[name])).toBe(true);
        expect(r.body[name].length).toBeLessThanOrEqual(3);
        expect(r.meta[name]?.rows).toBe(r.body[name].length);
        if (r.body[name].length === 0) expect(r.meta[name]?.note).toMatch(/^No data: /);
      }
    }
  });

  it('pages company_profile by limit and offset, largest company first', async () => {
    const first = await arrayview('array_name=company_profile&limit=1');
    expect(first.body.company_profile).toEqual([
      expect.objectContaining({ symbol: BIG, company_name: `${tag} Big Ltd`, industry }),
    ]);
    expect(first.meta.company_profile).toEqual({ offset: 0, limit: 1, rows: 1, hasMore: true });
    const second = await arrayview('array_name=company_profile&limit=1&offset=1');
    expect(second.body.company_profile[0].symbol).toBe(PEER);
  });

  it('says an intraday array has no data, and why', async () => {
    const r = await arrayview('array_name=commodity_options_live');
    expect(r.body).toEqual({ commodity_options_live: [] });
    expect(r.meta.commodity_options_live?.note).toBe(
      'No data: Live quotes of commodity options. Needs a commodity feed, which this installation does not have.',
    );
  });

  it('shows the latest bar against the one before as the spot snapshot', async () => {
    const r = await arrayview('array_name=equity_stock_spot_live&limit=1');
    expect(r.body.equity_stock_spot_live[0]).toMatchObject({
      symbol: BIG,
      last_price: 50,
      previous_close: 48,
      change: 2,
      change_percent: 4.17,
      volume: 1200,
      as_of: '2098-03-31',
    });
  });

  it('spreads statement line items into columns and computes growth from the year before', async () => {
    const r = await arrayview(
      'array_name=income_statement,income_statement_growth,financial_growth,owner_earnings,enterprise_values&limit=1',
    );
    expect(r.body.income_statement[0]).toMatchObject({
      symbol: BIG,
      period: 'annual',
      period_end: '2098-03-31',
      revenue: 110,
      netIncome: 12,
    });
    expect(r.body.income_statement_growth[0]).toMatchObject({
      symbol: BIG,
      period_end: '2098-03-31',
      previous_period_end: '2097-03-31',
      growth_revenue: 10,
      growth_netIncome: 20,
    });
    expect(r.body.financial_growth[0]).toMatchObject({
      symbol: BIG,
      revenue_growth: 10,
      net_income_growth: 20,
      debt_growth: -25,
      total_assets_growth: 10,
    });
    // 12 net income + 2 depreciation - 4 capex - (12 + 2 - 14) working capital = 10.
    expect(r.body.owner_earnings[0]).toMatchObject({
      symbol: BIG,
      owner_earnings: 10,
      working_capital_change: 0,
      owner_earnings_per_share: 0.1,
    });
    // 100 shares x 50 = 5,000; + 30 debt - 20 cash.
    expect(r.body.enterprise_values[0]).toMatchObject({
      symbol: BIG,
      period_end: '2098-03-31',
      price: 50,
      market_cap: 5000,
      enterprise_value: 5010,
    });
  });

  it('scores and values the latest year', async () => {
    const r = await arrayview('array_name=financial_scores,discounted_cash_flow,levered_discounted_cash_flow&limit=1');
    expect(r.body.financial_scores[0]).toMatchObject({ symbol: BIG, period_end: '2098-03-31' });
    expect(r.body.financial_scores[0].piotroski_score).toBeGreaterThanOrEqual(0);
    expect(r.body.discounted_cash_flow[0]).toMatchObject({
      symbol: BIG,
      price: 50,
      base_cash_flow: 10,
      discount_rate_percent: 12,
      years: 5,
    });
    expect(r.body.levered_discounted_cash_flow[0]).toMatchObject({ symbol: BIG, base_cash_flow: 9 });
  });

  it("reads peers from the caller's own watch list only", async () => {
    const mine = await arrayview('array_name=peers');
    expect(mine.body.peers).toEqual([
      { watched_symbol: BIG, industry, symbol: PEER, company_name: `${tag} Peer Ltd`, market_cap: cap + 1 },
    ]);

    const theirs = await arrayview('array_name=peers', stranger);
    expect(theirs.body.peers).toEqual([]);
    expect(theirs.meta.peers?.note).toBe('No data: add companies to your watch list to see their peers.');

    // The stranger watches the peer: they see their own item, never the owner's.
    const [peer] = await t.services.database.db
      .select({ id: companyProfile.id })
      .from(companyProfile)
      .where(eq(companyProfile.symbol, PEER));
    await t.services.database.db
      .insert(watchList)
      .values({ userId: stranger.user.id, companyId: peer!.id, instrumentType: 0 });
    const after = await arrayview('array_name=peers', stranger);
    expect(after.body.peers.map((r: { watched_symbol: string }) => r.watched_symbol)).toEqual([PEER]);
  });
});

describe('POST /api/chat/js_exec', () => {
  it('runs the function on the arrays it names and answers result.result', async () => {
    const r = await jsExec({
      functionText: `function (arrays, context) {
        return arrays.company_profile.filter((c) => c.symbol === '${BIG}').map((c) => ({ symbol: c.symbol, industry: c.industry, country: context.country }));
      }`,
      country: 'IN',
      arrays: ['company_profile'],
    });
    expect(r.status).toBe(200);
    expect(r.body.result.result).toEqual([{ symbol: BIG, industry, country: 'IN' }]);
    expect(r.body.result.inputRows.company_profile).toBeGreaterThan(1);
  });

  it("hands the function the caller's own watch-list peers only", async () => {
    const r = await jsExec(
      { functionText: 'function (a) { return a.peers.map((p) => p.watched_symbol); }', arrays: ['peers'] },
      owner,
    );
    expect(r.body.result.result).toEqual([BIG]);
  });

  it('runs without arrays (only {functionText, country})', async () => {
    const r = await jsExec({
      functionText: '(arrays, context) => ({ arrays: Object.keys(arrays).length, country: context.country })',
      country: 'US',
    });
    expect(r.body).toMatchObject({ result: { result: { arrays: 0, country: 'US' } } });
  });

  it('needs a signed-in user', async () => {
    expect((await jsExec({ functionText: 'function () { return 1; }' }, null)).status).toBe(401);
  });

  it('runs at most two calls per user at a time: the third gets a 429 saying so, another user is served', async () => {
    // Busy for 600 ms (under the 1 s limit) so the first two are still running when the third arrives.
    const busy = { functionText: 'function () { const t = Date.now(); while (Date.now() - t < 600) {} return 1; }' };
    const [first, second, third, other] = await Promise.all([jsExec(busy), jsExec(busy), jsExec(busy), jsExec(busy, stranger)]);
    // The three requests may reach the server in any order: two run, one is refused.
    const mine = [first, second, third];
    expect(mine.filter((r) => r.status === 200)).toHaveLength(2);
    expect(mine.filter((r) => r.status === 429)).toEqual([{ status: 429, body: { error: 'js_exec_busy', message: JS_EXEC_MESSAGES.userBusy } }]);
    expect(other.status).toBe(200);
    // Once they are done, the user may run again.
    expect((await jsExec({ functionText: 'function () { return 2; }' })).body.result.result).toBe(2);
  });

  it('loads arrays in chunks with the same rows as one read', async () => {
    const extra = Array.from({ length: 6 }, (_, i) => ({
      symbol: `${tag}S${i}`, exchange: 'NSE', country: 'IN', companyName: `${tag} Small ${i}`, industry, sector: 'Explorer', marketCap: 1000 + i, source: 'test',
    }));
    await t.services.database.db.insert(companyProfile).values(extra);
    const q = { userId: owner.user.id, country: 'IN', limit: 7 };
    const whole = await loadArrayPage(t.services.database.db, 'company_profile', { ...q, offset: 0 });
    const chunked = await loadArrayRows(t.services.database.db, 'company_profile', q, { chunkRows: 2, deadline: Infinity });
    expect(whole.rows).toHaveLength(7);
    expect(chunked).toEqual(whole.rows);
    // Past its budget with rows still to read, loading stops (the route answers 422 js_load_timeout).
    expect(await loadArrayRows(t.services.database.db, 'company_profile', q, { chunkRows: 2, deadline: 0 })).toBeNull();
    // Also when the array fits one chunk: the budget is checked before every query, the first included (ten
    // arrays of one chunk each once ran 61-75 s past a 15 s budget).
    expect(await loadArrayRows(t.services.database.db, 'company_profile', q, { chunkRows: 100, deadline: 0 })).toBeNull();
  });

  // PostgreSQL's statement_timeout; PGlite (one single-threaded backend) has no timer to enforce it.
  it.skipIf(process.env.SANCHAY_TEST_DB !== 'postgres')('stops an explorer statement that runs past its time limit with a 422, and the connection serves the next query', async () => {
    const db = t.services.database.db;
    const error = await selectRows(db, sql`select pg_sleep(${(EXPLORER_STATEMENT_TIMEOUT_MS + 2000) / 1000})`).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, id: 'explorer_query_timeout', message: EXPLORER_STATEMENT_TIMEOUT_MESSAGE });
    expect(await selectRows(db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('refuses bad input with a clear message', async () => {
    expect((await jsExec({ functionText: '' })).body).toEqual({
      error: 'invalid_input',
      message: 'functionText: Paste a JavaScript function first.',
    });
    expect((await jsExec({ functionText: `function () { return '${'x'.repeat(20_001)}'; }` })).status).toBe(400);
    const unknown = await jsExec({ functionText: 'function () {}', arrays: ['nope'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('invalid_array_name');
  });

  it('reports a syntax error with its line', async () => {
    const r = await jsExec({ functionText: 'function (a) {\n  return [1,,};\n}' });
    expect(r.status).toBe(422);
    expect(r.body.error).toBe('js_syntax');
    expect(r.body.message).toMatch(/^SyntaxError on line 2: /);
  });
});

describe('an endless function does not stop the server', () => {
  let busy: TestApp;
  let base: string;
  let user: SignedIn;

  beforeAll(async () => {
    busy = await createTestApp({ EXPLORER_SANDBOX_WORKERS: '1', EXPLORER_SANDBOX_QUEUE: '0', EXPLORER_ARRAYVIEW_PER_MINUTE: '3' });
    user = await signIn(busy.app);
    base = await busy.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await busy?.close();
  });

  it('answers /healthz over real HTTP while a loop runs, refuses a second call while full, then reports the time limit', async () => {
    const post = (functionText: string) =>
      fetch(`${base}/api/chat/js_exec`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: JSON.stringify({ functionText, country: 'IN' }),
      });
    let loopDone = false;
    const loop = post('function () { while (true) {} }').then(async (r) => {
      loopDone = true;
      return { status: r.status, body: await r.json() };
    });
    await new Promise((r) => setTimeout(r, 150));

    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(loopDone).toBe(false);

    const refused = await post('function () { return 1; }');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: 'sandbox_busy',
      message: 'The JavaScript sandbox is busy with other functions. Please try again in a few seconds.',
    });

    const ended = await loop;
    expect(ended.status).toBe(422);
    expect(ended.body).toEqual({
      error: 'js_timeout',
      message: 'Time limit: the function ran for more than 1000 ms and was stopped.',
    });

    const again = await post('function () { return 1 + 1; }');
    expect((await again.json()).result.result).toBe(2);
  });

  it('limits array reads per user per minute (EXPLORER_ARRAYVIEW_PER_MINUTE): the next one answers 429, another user is served', async () => {
    const view = (who: SignedIn) =>
      fetch(`${base}/api/chat/arrayview?array_name=company_profile&limit=1`, { headers: { authorization: `Bearer ${who.token}` } });
    for (let i = 0; i < 3; i++) expect((await view(user)).status).toBe(200);
    const limited = await view(user);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error).toBe('rate_limited');
    expect((await view(await signIn(busy.app))).status).toBe(200);
  });
});
