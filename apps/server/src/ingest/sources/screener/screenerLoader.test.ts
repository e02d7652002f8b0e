import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { runIngest, type IngestReport } from '../../index';
import { EQUITY_L, SCREENER } from '../../../../test/factories/ingestFixtures';
import { removeMirror, writeMirror } from '../../../../test/factories/ingestTestKit';
import { openTestDatabase } from '../../../../test/support';
import { camelCase } from './screenerMetrics';
import { shareholdingQuarter } from './screenerShareholding';
import { monthEnd } from './screenerStatements';
import { queryRows } from '../../sqlBatch';

let database: Database;
let mirror: string;
let report: IngestReport;
/** Crores in rupees, as stored. */
const cr = (crores: number) => Math.round(crores * 1e7);

beforeAll(async () => {
  database = await openTestDatabase();
  mirror = writeMirror({ 'nse-securities-master/EQUITY_L.csv': EQUITY_L, ...SCREENER });
  report = await runIngest(database.db, { from: mirror, sources: ['nse-securities', 'screener'] });
});
afterAll(async () => {
  await database?.close();
  removeMirror(mirror);
});

type Statement = {
  statement: string;
  period: string;
  period_end: string;
  items: Record<string, number | null>;
  as_of: string;
};
async function statements(symbol: string): Promise<Statement[]> {
  return queryRows<Statement>(
    database.db,
    sql`select f.statement, f.period, to_char(f.period_end, 'YYYY-MM-DD') as period_end, f.items, to_char(f.as_of, 'YYYY-MM-DD') as as_of
        from financial_statements f join company_profile c on c.id = f.company_id
        where c.symbol = ${symbol} and f.source = 'screener' order by 1, 2, 3`,
  );
}
const find = (rows: Statement[], statement: string, period: string, end: string) =>
  rows.find((r) => r.statement === statement && r.period === period && r.period_end === end)?.items;

describe('Screener export -> financial_statements', () => {
  it('reports the malformed row with its file and line and matches companies to listings', () => {
    const screener = report.sources.find((s) => s.source === 'screener')!;
    expect(screener.sampleProblems).toEqual([
      { file: 'Balance_Sheet_final.csv', line: 3, message: "Working capital 10Years back is not a number: 'n/a'" },
    ]);
    expect(screener.note).toBe('2 of 3 companies matched a listing; export date 2024-07-01');
  });

  it('maps annual, ttm and quarterly income statements with period ends from the result dates', async () => {
    const rows = await statements('RELIANCE');
    expect(rows.every((r) => r.as_of === '2024-07-01')).toBe(true);
    expect(find(rows, 'income_statement', 'annual', '2024-03-31')).toEqual({
      revenue: cr(901064),
      netIncome: cr(79020),
      materialCostPercent: 64.96,
      materialCost: Math.round(cr(901064) * 0.6496),
      employeeCost: cr(25679),
      eps: 102.9,
      opm: 18,
    });
    expect(find(rows, 'income_statement', 'annual', '2023-03-31')).toEqual({
      revenue: cr(876396),
      netIncome: cr(74088),
    });
    expect(find(rows, 'income_statement', 'ttm', '2024-03-31')).toEqual({
      revenue: cr(901064),
      opm: 18,
      profitAfterTax: cr(69621),
      eps: 102.9,
    });
    expect(find(rows, 'income_statement', 'ttm', '2023-03-31')).toEqual({ revenue: cr(877365), netIncome: cr(79104) });
    expect(find(rows, 'income_statement', 'quarterly', '2024-03-31')).toEqual({
      revenue: cr(236533),
      netIncome: cr(21243),
      eps: 28.01,
    });
    expect(find(rows, 'income_statement', 'quarterly', '2023-12-31')).toEqual({ revenue: cr(225086) });
    expect(find(rows, 'income_statement', 'quarterly', '2023-09-30')).toEqual({
      revenue: cr(231886),
      netIncome: cr(19878),
    });
    expect(find(rows, 'income_statement', 'quarterly', '2023-06-30')).toEqual({ revenue: cr(207559) });
    expect(find(rows, 'income_statement', 'quarterly', '2023-03-31')).toEqual({
      revenue: cr(212834),
      netIncome: cr(21327),
    });
  });

  it('maps balance sheets (with the N-years-back columns) and cash flows', async () => {
    const rows = await statements('RELIANCE');
    expect(find(rows, 'balance_sheet_statement', 'annual', '2024-03-31')).toEqual({
      totalDebt: cr(346142),
      equityCapital: cr(6766),
      reserves: cr(786715),
      faceValue: 10,
      totalAssets: cr(1755986),
      sharesOutstanding: cr(676.58),
    });
    expect(find(rows, 'balance_sheet_statement', 'annual', '2023-03-31')).toEqual({ totalDebt: cr(451664) });
    expect(find(rows, 'balance_sheet_statement', 'annual', '2021-03-31')).toEqual({
      totalDebt: cr(278962),
      cashEquivalents: cr(17397),
    });
    expect(find(rows, 'balance_sheet_statement', 'annual', '2014-03-31')).toEqual({ workingCapital: cr(34970) });
    expect(find(rows, 'cash_flow_statement', 'annual', '2024-03-31')).toEqual({
      cashFromOperations: cr(158788),
      freeCashFlow: cr(21212),
      cashBeginning: cr(68664),
      cashEnd: cr(97225),
    });
    expect(find(rows, 'cash_flow_statement', 'annual', '2023-03-31')).toEqual({ cashFromOperations: cr(115032) });
  });

  it('keeps every other column as a key metric, canonical keys first, crores in rupees', async () => {
    const metrics = find(await statements('RELIANCE'), 'key_metrics', 'ttm', '2024-07-01')!;
    expect(metrics).toMatchObject({
      marketCap: cr(2120574.62),
      currentPrice: 3133,
      pe: 30.45,
      roe: 9.23,
      roce: 10.02,
      dividendYield: 0.32,
      promoterHolding: 50.31,
      pledgedPercentage: 0,
      piotroskiScore: 6,
      salesGrowth3y: 20.51,
      profitGrowth5y: 11.2,
      dma50: 2920.12,
      rsi: 67.22,
      high52w: 3162,
      low52w: 2220.3,
      eps: 102.9,
      opm: 18,
      returnOver3months: 6.5,
      yoyQuarterlySalesGrowth: 11.13,
      freeCashFlow3years: cr(18088),
      marketCapitalization3yearsBack: cr(1164902.79),
      changeInFiiHolding: -0.07,
    });
    expect(metrics).not.toHaveProperty('salesLastYear');
    expect(metrics).not.toHaveProperty('creditRating');
    expect(metrics).not.toHaveProperty('lastAnnualResultDate');
  });

  it('derives the shareholding history from the change columns', async () => {
    const rows = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select to_char(s.quarter_end, 'YYYY-MM-DD') as quarter_end, s.promoter, s.fii, s.dii, s.public, s.pledged, s.source
          from shareholding_pattern s join company_profile c on c.id = s.company_id where c.symbol = 'RELIANCE' order by 1`,
    );
    expect(rows).toEqual([
      {
        quarter_end: '2021-03-31',
        promoter: 50.58,
        fii: 25.11,
        dii: 14.88,
        public: 9.24,
        pledged: null,
        source: 'screener-derived',
      },
      {
        quarter_end: '2023-12-31',
        promoter: 50.3,
        fii: 22.13,
        dii: 16.59,
        public: 10.79,
        pledged: null,
        source: 'screener-derived',
      },
      {
        quarter_end: '2024-03-31',
        promoter: 50.31,
        fii: 22.06,
        dii: 16.98,
        public: 10.46,
        pledged: 0,
        source: 'screener',
      },
    ]);
  });
});

describe('Screener helpers', () => {
  it('turns YYYYMM into month ends and counts months back', () => {
    expect(monthEnd(202403)).toBe('2024-03-31');
    expect(monthEnd(202312, 12)).toBe('2022-12-31');
    expect(monthEnd(202403, 1)).toBe('2024-02-29');
    expect(monthEnd(NaN)).toBeNull();
  });

  it('picks the last quarter whose pattern was filed (21 days) by the export date', () => {
    expect(shareholdingQuarter('2024-07-01')).toBe('2024-03-31');
    expect(shareholdingQuarter('2024-07-22')).toBe('2024-06-30');
    expect(shareholdingQuarter('2024-07-01', 1)).toBe('2023-12-31');
    expect(shareholdingQuarter('2024-07-01', 12)).toBe('2021-03-31');
    expect(shareholdingQuarter('2024-01-15')).toBe('2023-09-30');
  });

  it('camelCases headers', () => {
    expect(camelCase('Return over 3months')).toBe('returnOver3months');
    expect(camelCase('YOY Quarterly sales growth')).toBe('yoyQuarterlySalesGrowth');
    expect(camelCase('t_1_price')).toBe('t1Price');
  });
});
