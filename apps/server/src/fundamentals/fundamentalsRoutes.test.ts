import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type SignedIn, type TestApp, uniqueEmail } from '../../test/support';
import { insertCompany, uniqueTag } from '../../test/factories/marketFixtures';
import { financialStatements, shareholdingPattern } from '../market/schema/fundamentals';

const KEY = 'fmp-test-key';
const SYMBOL = uniqueTag('CM');
const adminEmail = uniqueEmail('cmots-admin');

let fmp: http.Server;
let fmpBase: string;
const fmpAsked: URL[] = [];
let t: TestApp;
/** One app (one database); the FMP settings are switched per group, as a restart with other settings would. */
const useFmp = (key: string | undefined) => {
  t.services.env.FMP_API_KEY = key;
  t.services.env.FMP_BASE_URL = fmpBase;
};

/** A fake FMP v3 speaking its wire format: arrays of statements, `{"Error Message"}` for a bad key. */
beforeAll(async () => {
  fmp = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fmp');
    fmpAsked.push(url);
    res.setHeader('content-type', 'application/json');
    if (url.searchParams.get('apikey') !== KEY) return void res.writeHead(401).end(JSON.stringify({ 'Error Message': 'Invalid API KEY.' }));
    if (url.pathname !== `/api/v3/income-statement/${SYMBOL}.NS`) return void res.end('[]');
    res.end(
      JSON.stringify([
        { date: '2025-06-30', symbol: `${SYMBOL}.NS`, reportedCurrency: 'INR', fillingDate: '2025-07-20', period: 'Q1', revenue: 2_480_000_000_000, operatingIncome: 400_000_000_000, netIncome: 260_000_000_000, eps: 19.2, weirdField: 7 },
        { date: '2025-03-31', symbol: `${SYMBOL}.NS`, reportedCurrency: 'INR', fillingDate: '2025-04-25', period: 'Q4', revenue: 2_610_000_000_000, operatingIncome: 420_000_000_000, netIncome: 190_000_000_000, eps: 14.1 },
      ]),
    );
  });
  await new Promise<void>((resolve) => fmp.listen(0, '127.0.0.1', resolve));
  fmpBase = `http://127.0.0.1:${(fmp.address() as AddressInfo).port}/api/v3`;
  t = await createTestApp({ ADMIN_EMAILS: adminEmail });
  const db = t.services.database.db;
  const company = await insertCompany(db, { symbol: SYMBOL, companyName: 'Cmots Test Industries', currency: 'INR' });
  await db.insert(financialStatements).values([
    { companyId: company.id, statement: 'income_statement', period: 'quarterly', periodEnd: '2024-12-31', items: { revenue: 100, netIncome: 10 }, source: 'screener' },
    { companyId: company.id, statement: 'income_statement', period: 'quarterly', periodEnd: '2025-03-31', items: { revenue: 120, netIncome: 14 }, source: 'screener' },
    { companyId: company.id, statement: 'income_statement', period: 'annual', periodEnd: '2025-03-31', items: { revenue: 480 }, source: 'screener' },
  ]);
  await db.insert(shareholdingPattern).values([
    { companyId: company.id, quarterEnd: '2024-12-31', promoter: 50.3, fii: 21, dii: 16.2, public: 12.5, source: 'screener' },
    { companyId: company.id, quarterEnd: '2025-03-31', promoter: 50.1, fii: 20.4, dii: 17, public: 12.5, source: 'screener' },
  ]);
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => fmp?.close(resolve));
});

const get = (t: TestApp, token: string | null, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/fundamentals/report?${query}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('who may fetch reports', () => {
  it('answers admins, refuses others with 403 and anonymous callers with 401', async () => {
    const admin = await signIn(t.app, adminEmail);
    const person: SignedIn = await signIn(t.app);
    const access = await t.app.inject({ method: 'GET', url: '/api/admin/access', headers: { authorization: `Bearer ${admin.token}` } });
    expect(access.json()).toEqual({ admin: true, email: adminEmail, fmpConfigured: false });
    const refused = await get(t, person.token, `symbol=${SYMBOL}&report=quarterly_results`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(`Fetching reports is for administrators only. Ask an admin to add ${person.user.email} to ADMIN_EMAILS.`);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/access', headers: { authorization: `Bearer ${person.token}` } })).statusCode).toBe(403);
    expect((await get(t, null, `symbol=${SYMBOL}&report=quarterly_results`)).statusCode).toBe(401);
  });

  it('rejects an unknown report and an unknown company clearly', async () => {
    const admin = await signIn(t.app, adminEmail);
    const bad = await get(t, admin.token, `symbol=${SYMBOL}&report=balance`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('report: report must be quarterly_results or shareholding_detailed');
    const missing = await get(t, admin.token, `symbol=NOPE${SYMBOL}&report=quarterly_results`);
    expect(missing.statusCode).toBe(404);
  });
});

describe('without FMP_API_KEY', () => {
  beforeAll(() => useFmp(undefined));
  it('shows the quarterly results the database holds, and says so', async () => {
    const admin = await signIn(t.app, adminEmail);
    const report = (await get(t, admin.token, `symbol=${SYMBOL.toLowerCase()}&report=quarterly_results`)).json();
    expect(report).toMatchObject({
      title: 'Quarterly Results',
      company: { symbol: SYMBOL, name: 'Cmots Test Industries', exchange: 'NSE' },
      source: 'database',
      origin: 'screener',
      note: 'FMP_API_KEY is not set: showing the quarterly results the database holds.',
      periods: ['2024-12-31', '2025-03-31'],
    });
    expect(report.rows.find((r: { key: string }) => r.key === 'revenue')).toMatchObject({ label: 'Sales', values: [100, 120] });
  });

  it('shows the shareholding by quarter', async () => {
    const admin = await signIn(t.app, adminEmail);
    const report = (await get(t, admin.token, `symbol=${SYMBOL}&report=shareholding_detailed`)).json();
    expect(report).toMatchObject({ title: 'Shareholding Detailed', source: 'database', periods: ['2024-12-31', '2025-03-31'], asOf: '2025-03-31' });
    expect(report.rows.map((r: { label: string }) => r.label)).toEqual(['Promoters', 'FIIs', 'DIIs', 'Public']);
    expect(report.rows[0].values).toEqual([50.3, 50.1]);
  });
});

describe('with FMP_API_KEY', () => {
  beforeAll(() => useFmp(KEY));
  it('fetches quarterly results from FMP for SYMBOL.NS', async () => {
    const admin = await signIn(t.app, adminEmail);
    const response = await get(t, admin.token, `symbol=${SYMBOL}&report=quarterly_results`);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(fmpAsked.at(-1)?.pathname).toBe(`/api/v3/income-statement/${SYMBOL}.NS`);
    expect(Object.fromEntries(fmpAsked.at(-1)!.searchParams)).toEqual({ period: 'quarter', apikey: KEY });
    expect(report).toMatchObject({ source: 'fmp', note: null, periods: ['2025-03-31', '2025-06-30'], asOf: '2025-07-20', company: { currency: 'INR' } });
    expect(report.rows.find((r: { key: string }) => r.key === 'revenue').values).toEqual([2_610_000_000_000, 2_480_000_000_000]);
    expect(report.rows.some((r: { key: string }) => r.key === 'weirdField')).toBe(false);
  });

  it('passes on FMP refusing the key as a 502 without leaking the key', async () => {
    useFmp('wrong-secret-key');
    try {
      const admin = await signIn(t.app, adminEmail);
      const response = await get(t, admin.token, `symbol=${SYMBOL}&report=quarterly_results`);
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toContain('Invalid API KEY.');
      expect(response.body).not.toContain('wrong-secret-key');
    } finally {
      useFmp(KEY);
    }
  });

  it('still reads shareholding from the database, saying FMP has none', async () => {
    const admin = await signIn(t.app, adminEmail);
    const report = (await get(t, admin.token, `symbol=${SYMBOL}&report=shareholding_detailed`)).json();
    expect(report.note).toBe('Financial Modeling Prep has no shareholding pattern for Indian companies: showing what the database holds.');
  });
});
