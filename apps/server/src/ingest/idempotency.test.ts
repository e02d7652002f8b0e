import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client';
import { runIngest, type IngestReport } from './index';
import { EQUITY_L, fixtureMirrorFiles, NAV_ALL } from '../../test/factories/ingestFixtures';
import { removeMirror, tableCounts, writeMirror } from '../../test/factories/ingestTestKit';
import { openTestDatabase } from '../../test/support';
import { queryRows } from './sqlBatch';

let database: Database;
let mirror: string;

beforeAll(async () => {
  database = await openTestDatabase();
  mirror = writeMirror(fixtureMirrorFiles());
});
afterAll(async () => {
  await database?.close();
  removeMirror(mirror);
});

const rowsBySource = (report: IngestReport) => Object.fromEntries(report.sources.map((s) => [s.source, s.rows]));
const lastWrite = async (table: string) =>
  (await queryRows<{ at: string }>(database.db, sql.raw(`select max(updated_at)::text as at from ${table}`)))[0]!.at;

async function scheme(code: number) {
  const rows = await queryRows<{ name: string; nav: number | null; nav_date: string | null }>(
    database.db,
    sql`select name, nav, to_char(nav_date, 'YYYY-MM-DD') as nav_date from mutual_fund_schemes where scheme_code = ${code}`,
  );
  return rows[0];
}

describe('running an ingest again', () => {
  let first: IngestReport;
  let counts: Record<string, number>;

  it('loads the fixture mirror', async () => {
    first = await runIngest(database.db, { from: mirror });
    counts = await tableCounts(database.db);
    expect(first.sources.filter((s) => s.error)).toEqual([]);
    expect(first.sources.find((s) => s.source === 'amfi')).toMatchObject({
      rows: 3,
      sampleProblems: [{ file: 'NAVAll.txt', line: 15, message: 'expected 6 fields, found 5' }],
    });
    expect(counts.company_profile).toBeGreaterThan(15);
    expect(counts.stock_price_daily_historical).toBeGreaterThan(10);
    expect(counts.financial_statements).toBeGreaterThan(20);
    const meta = await queryRows<{ key: string; value: string }>(
      database.db,
      sql`select key, value from app_meta order by key`,
    );
    expect(meta.find((m) => m.key === 'data_origin')?.value).toBe('mirror');
    expect(meta.find((m) => m.key === 'data_as_of')?.value).toBe('2024-07-05');
    expect(meta.map((m) => m.key)).toContain('last_ingest_at');
  });

  it('skips unchanged files the second time and changes nothing', async () => {
    const before = {
      companies: await lastWrite('company_profile'),
      statements: await lastWrite('financial_statements'),
    };
    const second = await runIngest(database.db, { from: mirror });
    expect(await tableCounts(database.db)).toEqual(counts);
    const skipped = second.sources.reduce((sum, s) => sum + s.skippedFiles, 0);
    expect(skipped).toBeGreaterThan(20);
    expect(second.sources.find((s) => s.source === 'amfi')).toMatchObject({ files: 0, skippedFiles: 1, rows: 0 });
    expect({
      companies: await lastWrite('company_profile'),
      statements: await lastWrite('financial_statements'),
    }).toEqual(before);
  });

  it('a forced run reloads every file with the same row counts and writes no row', async () => {
    const before = {
      companies: await lastWrite('company_profile'),
      statements: await lastWrite('financial_statements'),
      funds: await lastWrite('mutual_fund_schemes'),
    };
    const forced = await runIngest(database.db, { from: mirror, force: true });
    expect(forced.sources.every((s) => s.skippedFiles === 0)).toBe(true);
    expect(rowsBySource(forced)).toEqual(rowsBySource(first));
    expect(await tableCounts(database.db)).toEqual(counts);
    expect({
      companies: await lastWrite('company_profile'),
      statements: await lastWrite('financial_statements'),
      funds: await lastWrite('mutual_fund_schemes'),
    }).toEqual(before);
  });

  it('a changed file updates its values; a NAV that turns N.A. keeps the last known NAV', async () => {
    expect(await scheme(118778)).toMatchObject({ nav: 190.1234, nav_date: '2025-05-16' });
    expect(await scheme(118777)).toMatchObject({ nav: null, nav_date: null });
    fs.writeFileSync(
      path.join(mirror, 'nse-securities-master/EQUITY_L.csv'),
      EQUITY_L.replace('Tata Consultancy Services Limited', 'TCS Limited'),
    );
    fs.writeFileSync(
      path.join(mirror, 'amfi/NAVAll.txt'),
      NAV_ALL.replace('190.1234;16-May-2025', 'N.A.;19-May-2025')
        .replace('N.A.;16-May-2025', '45.5;19-May-2025')
        .replace('280.2368;16-May-2025', '281.1;19-May-2025'),
    );
    const third = await runIngest(database.db, { from: mirror, sources: ['nse-securities', 'amfi'] });
    expect(third.sources.map((s) => [s.source, s.files, s.skippedFiles])).toEqual([
      ['nse-securities', 1, 0],
      ['amfi', 1, 0],
    ]);
    const [tcs] = await queryRows<{ company_name: string }>(
      database.db,
      sql`select company_name from company_profile where symbol = 'TCS'`,
    );
    expect(tcs!.company_name).toBe('TCS Limited');
    expect(await scheme(118778)).toMatchObject({ nav: 190.1234, nav_date: '2025-05-16' });
    expect(await scheme(118777)).toMatchObject({ nav: 45.5, nav_date: '2025-05-19' });
    expect(await tableCounts(database.db)).toEqual(counts);
  });
});

describe('AMFI NAVAll', () => {
  it('loads schemes with fund house, category, plan and option, and names the ETF listing after its scheme', async () => {
    expect(await scheme(118778)).toMatchObject({
      name: 'Nippon India Small Cap Fund - Direct Plan Growth Plan - Growth Option',
    });
    const [row] = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select fund_house, structure, category, plan, option, isin_growth, isin_reinvestment from mutual_fund_schemes where scheme_code = 118777`,
    );
    expect(row).toEqual({
      fund_house: 'Nippon India Mutual Fund',
      structure: 'Open Ended Schemes',
      category: 'Equity Scheme - Small Cap Fund',
      plan: 'Regular',
      option: 'IDCW',
      isin_growth: 'INF204K01K07',
      isin_reinvestment: 'INF204K01K23',
    });
    const [etf] = await queryRows<{ company_name: string }>(
      database.db,
      sql`select company_name from company_profile where symbol = 'NIFTYBEES'`,
    );
    expect(etf!.company_name).toBe('Nippon India ETF Nifty 50 BeES');
  });
});

describe('AMFI NAV history', () => {
  it("keeps each day's published NAV (one row per scheme and date), not the N.A. of a day AMFI had none", async () => {
    const history = async (code: number) =>
      queryRows<{ nav_date: string; nav: number }>(
        database.db,
        sql`select to_char(nav_date, 'YYYY-MM-DD') as nav_date, nav from mutual_fund_nav_history where scheme_code = ${code} order by nav_date`,
      );
    // 118778 had 190.1234 on 16 May and N.A. on 19 May; 118777 had N.A. on 16 May and 45.5 on 19 May.
    expect(await history(118778)).toEqual([{ nav_date: '2025-05-16', nav: 190.1234 }]);
    expect(await history(118777)).toEqual([{ nav_date: '2025-05-19', nav: 45.5 }]);
  });

  it("records the history's span and its longest scheme history in app_meta as each day loads (16 May, then 19 May): the mutual funds list reads them", async () => {
    const meta = await queryRows<{ key: string; value: string }>(
      database.db,
      sql`select key, value from app_meta where key like 'nav_history_%' order by key`,
    );
    // The ETF (140084) has NAVs of both days, 3 days apart; each of the other schemes has one NAV.
    expect(meta).toEqual([
      { key: 'nav_history_from', value: '2025-05-16' },
      { key: 'nav_history_longest_days', value: '3' },
      { key: 'nav_history_to', value: '2025-05-19' },
    ]);
  });
});
