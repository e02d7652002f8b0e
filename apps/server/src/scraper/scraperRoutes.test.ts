import type { AddressInfo } from 'node:net';
import type { ScrapeProgress, ScrapeStatusResponse } from '@sanchay/core';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type SignedIn, type TestApp, uniqueEmail } from '../../test/support';
import { mutualFundSchemes } from '../market/schema/funds';
import { type FixtureSite, startFixtureSite } from '../../test/fakes/scraperSite/fixtureSite';
import { scrapedMutualFunds } from './schema';

const DELAY = 200;
const AXIS_AMFI = 9_900_101 + (process.pid % 1000) * 10;
const UTI_AMFI = AXIS_AMFI + 1;
const FLAKY_FUND = '/mutual-funds/nav/icici-prudential-nifty-bank-index-fund-direct-plan-growth/MPI1111';

let site: FixtureSite;
let t: TestApp;
let admin: SignedIn;
let person: SignedIn;
const adminEmail = uniqueEmail('scraper-admin');

const auth = (who: SignedIn) => ({ authorization: `Bearer ${who.token}` });

beforeAll(async () => {
  site = await startFixtureSite({ failOnce: [FLAKY_FUND] });
  t = await createTestApp({ SCRAPER_BASE_URL: site.baseUrl, ADMIN_EMAILS: `someone@example.com, ${adminEmail.toUpperCase()}` });
  admin = await signIn(t.app, adminEmail, 'Asha Admin');
  person = await signIn(t.app);
  // Two AMFI schemes the scraped funds should be matched to: one by ISIN, one by name.
  await t.services.database.db
    .insert(mutualFundSchemes)
    .values([
      { schemeCode: AXIS_AMFI, name: 'Axis Nifty 50 Index Fund Direct Growth', isinGrowth: 'INF846K01ZL0', source: 'test' },
      { schemeCode: UTI_AMFI, name: 'UTI Nifty Next 50 Index Fund - Direct Plan - Growth', source: 'test' },
    ])
    .onConflictDoNothing();
});
afterAll(async () => {
  await t?.close();
  await site?.close();
});

async function status(): Promise<ScrapeProgress | null> {
  const response = await t.app.inject({ method: 'GET', url: '/api/scraper/status', headers: auth(admin) });
  expect(response.statusCode).toBe(200);
  return (response.json() as ScrapeStatusResponse).progress;
}

async function until(check: (p: ScrapeProgress | null) => boolean, timeoutMs = 20_000): Promise<ScrapeProgress> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const p = await status();
    if (check(p)) return p!;
    if (Date.now() > deadline) throw new Error(`scrape did not reach the state: ${JSON.stringify(p)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const start = (body: Record<string, unknown>, who = admin) =>
  t.app.inject({ method: 'POST', url: '/api/scraper/runs', headers: auth(who), payload: body });

describe('who may scrape', () => {
  it('refuses people who are not admins with a clear 403, and anonymous callers with 401', async () => {
    const refused = await start({ category: 'index-fundsetfs', delayMs: DELAY }, person);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'forbidden',
      message: `The mutual fund scraper is for administrators only. Ask an admin to add ${person.user.email} to ADMIN_EMAILS.`,
    });
    for (const url of ['/api/scraper/status', '/api/scraper/results', '/api/scraper/events']) {
      expect((await t.app.inject({ method: 'GET', url, headers: auth(person) })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/scraper/stop', headers: auth(person) })).statusCode).toBe(403);
    expect(site.requests).toHaveLength(0);
  });

  it('rejects a bad selection with a 400 naming each problem, starting nothing', async () => {
    const response = await start({ category: 'penny-stocks', delayMs: 10, schemeCodes: 'A1;B2' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^category: category must be one of All, .*; schemeCodes: scheme codes are .*; delayMs: delayMs must be between 200 and 60000$/);
    expect(await status()).toBeNull();
  });
});

describe('a scrape of the index funds category', () => {
  let final: ScrapeProgress;
  const streamed: { event: string; data: any }[] = [];

  beforeAll(async () => {
    // Listen for real, to read the event stream as a browser does (fetch streaming with the bearer token).
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/scraper/events`, { headers: auth(admin), signal: controller.signal });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reading = (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) streamed.push({ event, data: JSON.parse(data) });
          if (event === 'progress' && JSON.parse(data!).phase === 'finished') controller.abort();
        }
      }
    })().catch((error: unknown) => {
      if ((error as Error).name !== 'AbortError') throw error;
    });

    const started = await start({ category: 'index-fundsetfs', schemeCodes: 'All', delayMs: DELAY });
    expect(started.statusCode).toBe(202);
    expect(started.json().progress).toMatchObject({ status: 'running', category: 'index-fundsetfs', schemeCodes: null, delayMs: DELAY });

    const again = await start({ category: 'index-fundsetfs', delayMs: DELAY });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'scrape_running', message: 'A scrape is already running. Stop it or wait for it to finish.' });

    final = await until((p) => p?.status === 'done');
    await reading;
  }, 30_000);

  it('reads every listed fund, retrying a failing page and reporting a missing one', () => {
    expect(final).toMatchObject({ status: 'done', phase: 'finished', total: 5, completed: 5, percent: 100, error: null });
    expect(final.failures).toEqual([
      { url: `${site.baseUrl}/mutual-funds/nav/sbi-nifty-midcap-150-index-fund-direct-plan-growth/MSB2222`, message: 'HTTP error! status: 404' },
    ]);
    const asked = site.requests.map((r) => r.path);
    expect(asked.filter((p) => p === FLAKY_FUND)).toHaveLength(2); // 500, then the page
    expect(asked.filter((p) => p.endsWith('/MSB2222'))).toHaveLength(1); // a 404 is not asked again
    expect(asked.some((p) => /doubleclick|click\.php|\/news\//.test(p))).toBe(false);
  });

  it('is polite: one request at a time, at least the delay apart, with its own User-Agent', () => {
    const times = site.requests.map((r) => r.at);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(DELAY - 15);
    expect(new Set(site.requests.map((r) => r.userAgent))).toEqual(new Set([expect.stringMatching(/^SanchayScraper\//)]));
  });

  it('streams progress that only moves forward, and each fund as it is stored', () => {
    const percents = streamed.filter((e) => e.event === 'progress').map((e) => e.data.percent as number);
    expect(percents.at(-1)).toBe(100);
    expect(new Set(percents).size).toBeGreaterThanOrEqual(4);
    for (let i = 1; i < percents.length; i++) expect(percents[i]!).toBeGreaterThanOrEqual(percents[i - 1]!);
    expect(streamed.filter((e) => e.event === 'fund').map((e) => e.data.fund.schemeCode)).toEqual(['MAA1234', 'MUT5678', 'MHD0910', 'MPI1111']);
  });

  it('stores each fund with returns, expense ratios, reporting date and holdings', async () => {
    const rows = await t.services.database.db
      .select()
      .from(scrapedMutualFunds)
      .where(inArray(scrapedMutualFunds.schemeCode, ['MAA1234', 'MUT5678', 'MHD0910', 'MPI1111', 'MSB2222']));
    expect(rows.map((r) => r.schemeCode).sort()).toEqual(['MAA1234', 'MHD0910', 'MPI1111', 'MUT5678']);
    const axis = rows.find((r) => r.schemeCode === 'MAA1234')!;
    expect(axis).toMatchObject({
      name: 'Axis Nifty 50 Index Fund - Direct Plan - Growth',
      urlCategory: 'index-fundsetfs',
      plan: 'Direct Plan',
      category: 'Index Funds/ETFs',
      rating: '4 star',
      aum: '3,424.55',
      expensesRatio: '0.12%',
      expensesRatioCategoryAverage: '0.65%',
      reportingDate: '2025-01-12',
      amfiSchemeCode: AXIS_AMFI,
    });
    expect(axis.returns).toMatchObject({ '1W': '0.52%', '3Y': '12.95%', '10Y': null });
    expect(axis.holdings).toHaveLength(4);
    const hdfc = rows.find((r) => r.schemeCode === 'MHD0910')!;
    expect(hdfc).toMatchObject({ expensesRatio: 'N/A', expensesRatioCategoryAverage: 'N/A', reportingDate: '2025-02-01', amfiSchemeCode: null });
  });

  it('fills the matched AMFI schemes (by ISIN and by name) in mutual_fund_schemes', async () => {
    const schemes = await t.services.database.db
      .select()
      .from(mutualFundSchemes)
      .where(inArray(mutualFundSchemes.schemeCode, [AXIS_AMFI, UTI_AMFI]));
    const axis = schemes.find((s) => s.schemeCode === AXIS_AMFI)!;
    expect(axis).toMatchObject({ expenseRatio: 0.12, categoryAverageExpenseRatio: 0.65, aumCrore: 3424.55, rating: 4 });
    expect(axis.returns).toMatchObject({ '1W': 0.52, '1M': -1.24, '10Y': null });
    expect(schemes.find((s) => s.schemeCode === UTI_AMFI)).toMatchObject({ expenseRatio: 0.35, aumCrore: 5102.1, rating: 3 });
  });

  it('lists the results per category', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/scraper/results', headers: auth(admin) });
    const index = response.json().categories.find((c: { category: string }) => c.category === 'index-fundsetfs');
    expect(index.funds.map((f: { schemeCode: string }) => f.schemeCode)).toEqual(expect.arrayContaining(['MAA1234', 'MUT5678', 'MHD0910', 'MPI1111']));
    expect(index.funds.find((f: { schemeCode: string }) => f.schemeCode === 'MAA1234')).toMatchObject({
      name: 'Axis Nifty 50 Index Fund - Direct Plan - Growth',
      expensesRatio: '0.12%',
      expensesRatioCategoryAverage: '0.65%',
      holdings: 4,
    });
  });
});

describe('stop and resume', () => {
  it('Stop ends a run promptly, in the middle of its waits', async () => {
    const before = site.requests.length;
    expect((await start({ category: 'All', delayMs: 1000 })).statusCode).toBe(202);
    await until((p) => site.requests.length > before && p?.status === 'running');
    const stopped = await t.app.inject({ method: 'POST', url: '/api/scraper/stop', headers: auth(admin) });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().progress).toMatchObject({ status: 'stopped', phase: 'finished' });
    expect(site.requests.length - before).toBeLessThan(3); // 25 category pages were planned
    expect((await t.app.inject({ method: 'POST', url: '/api/scraper/stop', headers: auth(admin) })).json()).toEqual({ progress: null });
  });

  it('starting the same selection again resumes: stored funds are not read again', async () => {
    const codes = 'MUT5678, MAA1234';
    const fundPage = (code: string) => site.requests.filter((r) => r.path.endsWith(`/nav/${code === 'MAA1234' ? 'axis-nifty-50-index-fund-direct-plan-growth' : 'uti-nifty-next-50-index-fund-direct-plan-growth'}/${code}`)).length;
    const axisBefore = fundPage('MAA1234');
    expect((await start({ category: 'index-fundsetfs', schemeCodes: codes, delayMs: 300 })).statusCode).toBe(202);
    await until((p) => (p?.completed ?? 0) >= 1);
    const stopped = (await t.app.inject({ method: 'POST', url: '/api/scraper/stop', headers: auth(admin) })).json().progress;
    expect(stopped).toMatchObject({ status: 'stopped', total: 2, completed: 1 });

    const resumed = await start({ category: 'index-fundsetfs', schemeCodes: 'MAA1234,MUT5678', delayMs: DELAY });
    expect(resumed.json().progress).toMatchObject({ runId: stopped.runId, resumedFrom: 1 });
    const done = await until((p) => p?.status === 'done');
    expect(done).toMatchObject({ runId: stopped.runId, total: 2, completed: 2, failures: [] });
    expect(fundPage('MAA1234') - axisBefore).toBe(1);
    expect(fundPage('MUT5678')).toBe(2); // once in the first describe, once here
  }, 20_000);
});

describe('POST /api/mutualfunds/categoryScrape', () => {
  const fund = {
    name: 'Motilal Oswal Nifty Smallcap 250 Index Fund - Direct Plan',
    url: 'https://www.moneycontrol.com/mutual-funds/nav/motilal-oswal-nifty-smallcap-250-index-fund-direct-plan/MMO0501',
    schemeCode: `MMO${process.pid}`,
    urlCategory: 'index-fundsetfs',
    plan: 'Direct Plan',
    category: 'Index Funds/ETFs',
    rating: null,
    aum: '812.40',
    returns: { '1Y': '24.10%', '10Y': null },
    expensesRatio: '0.36%',
    expensesRatioCategoryAverage: '0.65%',
    reportingDate: '2025-01-31',
    holdings: [{ 'Stock Invested in': 'Multi Commodity Exchange Of India Ltd.', Sector: 'Exchange' }],
  };
  const post = (payload: Record<string, unknown>, who = admin) => t.app.inject({ method: 'POST', url: '/api/mutualfunds/categoryScrape', headers: auth(who), payload });

  it('stores a fund an admin posts, and refuses others', async () => {
    expect((await post({ categoryKey: 'index-fundsetfs', funds: [fund] }, person)).statusCode).toBe(403);
    const response = await post({ categoryKey: 'index-fundsetfs', funds: [fund] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ categoryKey: 'index-fundsetfs', stored: [{ schemeCode: fund.schemeCode, amfiSchemeCode: null }] });
    const [row] = await t.services.database.db.select().from(scrapedMutualFunds).where(eq(scrapedMutualFunds.schemeCode, fund.schemeCode));
    expect(row).toMatchObject({ expensesRatio: '0.36%', reportingDate: '2025-01-31', aum: '812.40' });
  });

  it('rejects bad funds with a 400 and stores nothing', async () => {
    const bad = { ...fund, schemeCode: `BAD${process.pid}`, reportingDate: '12th Jan,2025', returns: { '7Y': '1%' } };
    const response = await post({ categoryKey: 'penny', funds: [bad] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/categoryKey must be a category slug.*reportingDate must be YYYY-MM-DD/);
    const rows = await t.services.database.db.select().from(scrapedMutualFunds).where(eq(scrapedMutualFunds.schemeCode, bad.schemeCode));
    expect(rows).toEqual([]);
  });
});

describe('shutdown', () => {
  it('ends open event streams, so the server can close while an admin watches', async () => {
    const own = await createTestApp({ SCRAPER_BASE_URL: site.baseUrl, ADMIN_EMAILS: adminEmail });
    const boss = await signIn(own.app, adminEmail);
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (own.app.server.address() as AddressInfo).port;
    const response = await fetch(`http://127.0.0.1:${port}/api/scraper/events`, { headers: auth(boss) });
    const ended = (async () => {
      for await (const _chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        // drain until the server ends the stream
      }
      return 'ended';
    })();
    await own.close();
    expect(await ended).toBe('ended');
  });
});
