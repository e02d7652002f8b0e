import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client';
import { runIngest, type IngestReport } from './index';
import { fixtureMirrorFiles, UDIFF_BHAVCOPY } from '../../test/factories/ingestFixtures';
import { count, removeMirror, tarGzOf, writeMirror, zipOf } from '../../test/factories/ingestTestKit';
import { openTestDatabase } from '../../test/support';
import { queryRows } from './sqlBatch';

let database: Database;
let mirror: string;
let report: IngestReport;

const ARCHIVE = {
  'TCS.csv':
    'date,open,high,low,close\n02-10-2020,2530.0,2540.0,2500.0,2531.0\n05-10-2020,9999.0,9999.0,9999.0,9999.0\n',
  'INFY-BE.csv':
    'date,open,high,low,close\n01-10-2020,1000.0,1010.0,990.0,1005.5\n02-10-2020,1005.0,1020.0,1000.0,1015.0\n',
  '1018GS2026-GS.csv': 'date,open,high,low,close\n01-10-2020,100.0,100.0,100.0,100.0\n',
  'ADOR.csv': 'date,open,high,low,close\n01-10-2020,1,2,3,x\n02-10-2020,10,12,9,11\n',
  'INFOSYSTCH.csv': 'date,open,high,low,close\n05-10-2020,1020.0,1040.0,1010.0,1030.0\n',
};

beforeAll(async () => {
  database = await openTestDatabase();
  mirror = writeMirror({
    ...fixtureMirrorFiles(),
    'nse-bhavcopy/BhavCopy_NSE_CM_0_0_0_20240708_F_0000.csv.zip': zipOf({
      'BhavCopy_NSE_CM_0_0_0_20240708_F_0000.csv': UDIFF_BHAVCOPY,
    }),
    'nse-eod-somnath/nse.eod.data_all_symbols_2019-2024.tar.gz': tarGzOf('nse.eod.data', ARCHIVE),
  });
  report = await runIngest(database.db, {
    from: mirror,
    sources: ['nse-securities', 'nse-etfs', 'nse-indices', 'eod', 'somnath-archive', 'bhavcopy', 'index-history'],
  });
});
afterAll(async () => {
  await database?.close();
  removeMirror(mirror);
});

const source = (name: string) => report.sources.find((s) => s.source === name)!;

async function closes(symbol: string): Promise<Record<string, number>> {
  const rows = await queryRows<{ date: string; close: number }>(
    database.db,
    sql`select to_char(p.date, 'YYYY-MM-DD') as date, p.close from stock_price_daily_historical p
        join company_profile c on c.id = p.company_id where c.symbol = ${symbol} and c.exchange = 'NSE' order by p.date`,
  );
  return Object.fromEntries(rows.map((r) => [r.date, r.close]));
}

describe('eod', () => {
  it('loads somnath ETF closes and Upstox stock bars, reporting the bad row', async () => {
    const eod = source('eod');
    expect(eod.problems).toBe(1);
    expect(eod.sampleProblems[0]).toEqual({
      file: 'nse-eod-somnath/etf/NIFTYBEES.csv',
      line: 5,
      message: "close is not a number: 'oops'",
    });
    const [bar] = await queryRows<{ open: number; volume: number }>(
      database.db,
      sql`select open, volume::float8 as volume from stock_price_daily_historical p join company_profile c on c.id = p.company_id
          where c.symbol = 'RELIANCE' and p.date = '2020-10-05'`,
    );
    expect(bar).toEqual({ open: 2245, volume: 9876543 });
  });

  it('adds only the Investing.com history before the somnath range, on the same price basis', async () => {
    const history = Object.entries(await closes('NIFTYBEES')).filter(([date]) => date < '2020');
    expect(Object.fromEntries(history)).toEqual({
      '2019-07-18': 121.22,
      '2019-07-19': 120.73,
      '2019-07-22': 119.9,
      '2019-07-23': 119.7,
      '2019-07-24': 119.15,
      '2019-07-26': 119.32,
    });
  });
});

describe('somnath-archive', () => {
  it('streams the tar.gz, maps series and renamed symbols to listings, never splicing into another source', async () => {
    const tcs = await closes('TCS');
    // Upstox's (back-adjusted) series is TCS's: the unadjusted archive fills none of its gaps.
    expect(tcs['2020-10-02']).toBeUndefined();
    expect(tcs['2020-10-05']).toBe(2705.8);
    expect(await closes('INFY')).toMatchObject({ '2020-10-01': 1005.5, '2020-10-02': 1015, '2020-10-05': 1030 }); // INFOSYSTCH was renamed INFY
    expect(source('somnath-archive').sampleProblems).toEqual([
      { file: 'nse.eod.data_all_symbols_2019-2024.tar.gz:ADOR.csv', line: 2, message: "close is not a number: 'x'" },
    ]);
    expect(await closes('ADOR')).toEqual({ '2020-10-02': 11 });
  });
});

describe('bhavcopy', () => {
  it('loads EQ/BE rows of known listings from legacy CSV and UDiFF zip, creating nothing', async () => {
    expect(source('bhavcopy')).toMatchObject({ files: 2, problems: 1 });
    expect((await closes('RELIANCE'))['2024-07-05']).toBe(3131.5);
    expect((await closes('RELIANCE'))['2024-07-08']).toBe(3165.4);
    expect((await closes('NIFTYBEES'))['2024-07-08']).toBe(271.25);
    expect((await closes('TCS'))['2024-07-08']).toBeUndefined(); // BL series: a block deal, not the day's price
    expect(await count(database.db, 'company_profile', `symbol = 'NEWCO'`)).toBe(0);
  });
});

describe('nse-indices', () => {
  it('replaces members from the lists, NIFTY 50 from the price file names, reporting unknown symbols', async () => {
    const members = await queryRows<{ index_name: string; symbol: string; industry: string | null }>(
      database.db,
      sql`select i.index_name, c.symbol, m.industry from market_index_wise_companies m join market_indices i on i.id = m.index_id
          join company_profile c on c.id = m.company_id order by 1, 2`,
    );
    expect(members).toEqual([
      { index_name: 'NIFTY 50', symbol: 'RELIANCE', industry: 'Oil Gas & Consumable Fuels' },
      { index_name: 'NIFTY 50', symbol: 'TCS', industry: 'Information Technology' },
      { index_name: 'NIFTY 500', symbol: 'RELIANCE', industry: 'Oil Gas & Consumable Fuels' },
      { index_name: 'NIFTY 500', symbol: 'TCS', industry: 'Information Technology' },
    ]);
    expect(source('nse-indices').sampleProblems).toEqual([
      { file: 'ind_nifty500list.csv', line: 5, message: 'expected 5 fields, found 2' },
      {
        file: 'ind_nifty500list.csv',
        line: 4,
        message: 'unknown NSE symbol GONEAWAY: not in the securities list, skipped',
      },
    ]);
  });
});

describe('index-history', () => {
  it('drops a >50% spike and clears filler open/high/low, reporting both', async () => {
    const bars = await queryRows<{ date: string; open: number | null; close: number }>(
      database.db,
      sql`select to_char(p.date, 'YYYY-MM-DD') as date, p.open, p.close from market_index_price_daily p
          join market_indices i on i.id = p.index_id where i.index_name = 'NIFTY BANK' order by p.date`,
    );
    expect(bars).toEqual([
      { date: '2000-01-03', open: null, close: 2554.81 },
      { date: '2000-01-04', open: null, close: 2592.08 },
      { date: '2000-01-05', open: 2600, close: 2620.5 },
    ]);
    expect(source('index-history').sampleProblems.map((p) => [p.file, p.line])).toEqual([
      ['askIndex/NIFTY BANK.csv', 2],
      ['askIndex/NIFTY BANK.csv', 3],
    ]);
    expect(await count(database.db, 'market_index_price_daily')).toBe(6);
  });
});

describe('moving averages after the price loads', () => {
  it('has a row for every company and index with prices', async () => {
    expect(await count(database.db, 'stock_price_volume_daily_moving_averages')).toBe(
      await count(database.db, '(select distinct company_id from stock_price_daily_historical) x'),
    );
    expect(await count(database.db, 'market_index_price_volume_daily_moving_averages')).toBe(2);
  });
});
