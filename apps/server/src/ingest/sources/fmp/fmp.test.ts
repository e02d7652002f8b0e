import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { createFmpClient, FmpError } from './fmpClient';
import { runIngest } from '../../index';
import { openTestDatabase } from '../../../../test/support';
import { queryRows } from '../../sqlBatch';

const KEY = 'test-key-123';

/** FMP's JSON, shortened: real field names, one or two periods each. */
const RESPONSES: Record<string, Record<string, unknown[]>> = {
  'income-statement': {
    annual: [
      {
        date: '2024-09-28',
        symbol: 'AAPL',
        reportedCurrency: 'USD',
        fillingDate: '2024-11-01',
        period: 'FY',
        revenue: 391035000000,
        operatingIncome: 123216000000,
        ebitda: 134661000000,
        netIncome: 93736000000,
        eps: 6.11,
        operatingIncomeRatio: 0.3151,
        netIncomeRatio: 0.2397,
        interestExpense: 0,
        incomeBeforeTax: 123485000000,
        incomeTaxExpense: 29749000000,
        depreciationAndAmortization: 11445000000,
        link: 'https://www.sec.gov/x',
      },
      {
        date: '2023-09-30',
        symbol: 'AAPL',
        reportedCurrency: 'USD',
        fillingDate: '2023-11-03',
        period: 'FY',
        revenue: 383285000000,
        netIncome: 96995000000,
        eps: 6.16,
      },
    ],
    quarter: [
      {
        date: '2024-12-28',
        symbol: 'AAPL',
        reportedCurrency: 'USD',
        fillingDate: '2025-01-31',
        period: 'Q1',
        revenue: 124300000000,
        netIncome: 36330000000,
        eps: 2.41,
      },
    ],
  },
  'balance-sheet-statement': {
    annual: [
      {
        date: '2024-09-28',
        symbol: 'AAPL',
        reportedCurrency: 'USD',
        fillingDate: '2024-11-01',
        totalAssets: 364980000000,
        totalDebt: 106629000000,
        cashAndCashEquivalents: 29943000000,
        totalCurrentAssets: 152987000000,
      },
    ],
    quarter: [],
  },
  'cash-flow-statement': {
    annual: [
      {
        date: '2024-09-28',
        symbol: 'AAPL',
        reportedCurrency: 'USD',
        fillingDate: '2024-11-01',
        operatingCashFlow: 118254000000,
        freeCashFlow: 108807000000,
        netCashUsedForInvestingActivites: 2935000000,
      },
    ],
    quarter: [],
  },
  'key-metrics': {
    annual: [
      {
        date: '2024-09-28',
        symbol: 'AAPL',
        period: 'FY',
        marketCap: 3495160329570,
        peRatio: 37.29,
        roe: 1.6459,
        dividendYield: 0.0043,
        currentRatio: 0.867,
        enterpriseValueOverEBITDA: 26.5,
      },
    ],
    quarter: [],
  },
};

let server: http.Server;
let base: string;
const seen: URL[] = [];
let database: Database;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    seen.push(url);
    const [, , , endpoint, symbol] = url.pathname.split('/'); // /api/v3/<endpoint>/<symbol>
    res.setHeader('content-type', 'application/json');
    if (url.searchParams.get('apikey') !== KEY) {
      return void res
        .writeHead(401)
        .end(JSON.stringify({ 'Error Message': 'Invalid API KEY. Please retry or visit our documentation.' }));
    }
    if (symbol !== 'AAPL') return void res.end('[]');
    res.end(JSON.stringify(RESPONSES[endpoint!]?.[url.searchParams.get('period') ?? 'annual'] ?? []));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3`;
  database = await openTestDatabase();
  await database.db
    .execute(sql`insert into company_profile (symbol, exchange, country, company_name, source, market_cap)
    values ('AAPL', 'NASDAQ', 'US', 'Apple Inc.', 'test', 3.4e12), ('MSFT', 'NASDAQ', 'US', 'Microsoft', 'test', 3.1e12)`);
});
afterAll(async () => {
  await database?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('FMP client', () => {
  it('asks {base}/{endpoint}/{symbol}?period=…&apikey=… and returns the records', async () => {
    const client = createFmpClient({ apiKey: KEY, baseUrl: base, attempts: 1 });
    const records = await client.get('income-statement', 'AAPL', 'quarter');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ date: '2024-12-28', revenue: 124300000000 });
    const url = seen.at(-1)!;
    expect(url.pathname).toBe('/api/v3/income-statement/AAPL');
    expect(Object.fromEntries(url.searchParams)).toEqual({ period: 'quarter', apikey: KEY });
  });

  it("turns FMP's error message into an FmpError without leaking the key", async () => {
    const client = createFmpClient({ apiKey: 'wrong-secret', baseUrl: base, attempts: 1 });
    const error = await client.get('key-metrics', 'AAPL', 'annual').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FmpError);
    expect((error as Error).message).toContain('FMP key-metrics AAPL: Invalid API KEY.');
    expect((error as Error).message).toContain('apikey=***');
    expect((error as Error).message).not.toContain('wrong-secret');
  });
});

describe('fmp source', () => {
  it('is skipped with a note without an API key', async () => {
    const report = await runIngest(database.db, { sources: ['fmp'] });
    expect(report.sources[0]).toMatchObject({
      source: 'fmp',
      rows: 0,
      note: 'FMP_API_KEY is not set: FMP fundamentals skipped',
    });
    expect(report.sources[0]!.error).toBeUndefined();
  });

  it('loads annual and quarterly statements with canonical keys, reporting unknown symbols', async () => {
    const report = await runIngest(database.db, {
      sources: ['fmp'],
      fmp: { apiKey: KEY, symbols: ['AAPL', 'NOPE'] },
      baseUrls: { fmp: base },
      retry: { attempts: 1 },
    });
    expect(report.sources[0]).toMatchObject({
      rows: 6,
      problems: 1,
      sampleProblems: [{ file: 'fmp/NOPE', line: 0, message: 'no listing for NOPE in company_profile' }],
    });
    const rows = await queryRows<{
      statement: string;
      period: string;
      period_end: string;
      items: Record<string, number | null>;
      currency: string;
      as_of: string | null;
    }>(
      database.db,
      sql`select statement, period, to_char(period_end, 'YYYY-MM-DD') as period_end, items, currency, to_char(as_of, 'YYYY-MM-DD') as as_of
          from financial_statements where source = 'fmp' order by statement, period, period_end`,
    );
    expect(rows.map((r) => [r.statement, r.period, r.period_end])).toEqual([
      ['balance_sheet_statement', 'annual', '2024-09-28'],
      ['cash_flow_statement', 'annual', '2024-09-28'],
      ['income_statement', 'annual', '2023-09-30'],
      ['income_statement', 'annual', '2024-09-28'],
      ['income_statement', 'quarterly', '2024-12-28'],
      ['key_metrics', 'annual', '2024-09-28'],
    ]);
    const income = rows[3]!;
    expect(income).toMatchObject({ currency: 'USD', as_of: '2024-11-01' });
    expect(income.items).toMatchObject({
      revenue: 391035000000,
      netIncome: 93736000000,
      ebit: 123216000000,
      tax: 29749000000,
      operatingIncomeRatio: 0.3151,
    });
    expect(income.items.opm).toBeCloseTo(31.51, 6);
    expect(rows[0]!.items).toMatchObject({
      totalDebt: 106629000000,
      cashEquivalents: 29943000000,
      currentAssets: 152987000000,
    });
    expect(rows[1]!.items).toMatchObject({ cashFromOperations: 118254000000, cashFromInvesting: 2935000000 });
    const metrics = rows[5]!.items;
    expect(metrics).toMatchObject({ marketCap: 3495160329570, pe: 37.29, currentRatio: 0.867, evToEbitda: 26.5 });
    expect(metrics.roe).toBeCloseTo(164.59, 6);
    expect(metrics.dividendYield).toBeCloseTo(0.43, 6);
  });

  it("fails the source when every symbol fails (a bad key), naming FMP's message", async () => {
    const report = await runIngest(database.db, {
      sources: ['fmp'],
      fmp: { apiKey: 'bad' },
      baseUrls: { fmp: base },
      retry: { attempts: 1 },
    });
    expect(report.sources[0]!.error).toMatch(/^FMP income-statement (AAPL|MSFT): Invalid API KEY.* HTTP 401/);
    expect(report.sources[0]!.problems).toBe(2); // the default symbols: the two largest US listings here
  });
});
