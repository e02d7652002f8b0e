import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client';
import { runIngest, type IngestReport } from './index';
import { fixtureMirrorFiles } from '../../test/factories/ingestFixtures';
import { count, removeMirror, writeMirror } from '../../test/factories/ingestTestKit';
import { openTestDatabase } from '../../test/support';
import { queryRows } from './sqlBatch';

let database: Database;
let mirror: string;
let report: IngestReport;

beforeAll(async () => {
  database = await openTestDatabase();
  mirror = writeMirror(fixtureMirrorFiles());
  report = await runIngest(database.db, {
    from: mirror,
    sources: ['nse-securities', 'nse-etfs', 'us-symbols', 'financedatabase', 'screener', 'nse-indices', 'kite'],
  });
});
afterAll(async () => {
  await database?.close();
  removeMirror(mirror);
});

const source = (name: string) => report.sources.find((s) => s.source === name)!;
type Profile = Record<string, unknown>;
async function profile(symbol: string, exchange: string): Promise<Profile | undefined> {
  const rows = await queryRows<Profile>(
    database.db,
    sql`select symbol, exchange, country, company_name, isin, sector, industry, market_cap, market_cap_type, currency,
        to_char(listing_date, 'YYYY-MM-DD') as listing_date, series, face_value, bse_code, kite_instrument_token::float8 as kite_instrument_token, website, summary, source
        from company_profile where symbol = ${symbol} and exchange = ${exchange}`,
  );
  return rows[0];
}

describe('nse-securities', () => {
  it('loads EQUITY_L rows as NSE listings and reports the malformed row with file and line', async () => {
    expect(source('nse-securities')).toMatchObject({ files: 1, rows: 4, problems: 1 });
    expect(source('nse-securities').sampleProblems[0]).toEqual({
      file: 'EQUITY_L.csv',
      line: 5,
      message: "listingDate is not a date: '31-FEB-2020'",
    });
    expect(await profile('TCS', 'NSE')).toMatchObject({
      country: 'IN',
      currency: 'INR',
      company_name: 'Tata Consultancy Services Limited',
      isin: 'INE467B01029',
      listing_date: '2004-08-25',
      series: 'EQ',
      face_value: 1,
    });
    expect(await profile('BADDATE', 'NSE')).toBeUndefined();
  });
});

describe('nse-etfs', () => {
  it('classifies ETFs, REITs and links each to its own NSE listing', async () => {
    expect(source('nse-etfs')).toMatchObject({ rows: 6, problems: 1 });
    const etfs = await queryRows<{ symbol: string; asset_class: string; is_dipsip_etf: boolean; linked: boolean }>(
      database.db,
      sql`select e.symbol, e.asset_class, e.is_dipsip_etf, c.exchange = 'NSE' as linked
          from etfs e left join company_profile c on c.id = e.company_id order by e.symbol`,
    );
    expect(etfs).toEqual([
      { symbol: 'BANKBEES', asset_class: 'equity-index', is_dipsip_etf: true, linked: true },
      { symbol: 'EMBASSY', asset_class: 'reit', is_dipsip_etf: false, linked: true },
      { symbol: 'GOLDBEES', asset_class: 'gold', is_dipsip_etf: false, linked: true },
      { symbol: 'LIQUIDBEES', asset_class: 'liquid', is_dipsip_etf: false, linked: true },
      { symbol: 'MON100', asset_class: 'international', is_dipsip_etf: false, linked: true },
      { symbol: 'NIFTYBEES', asset_class: 'equity-index', is_dipsip_etf: true, linked: true },
    ]);
    expect(source('nse-etfs').sampleProblems[0]).toMatchObject({ file: 'eq_etfseclist.csv', line: 7 });
  });
});

describe('us-symbols and financedatabase', () => {
  it('loads the US lists with market cap, trimming padded symbols', async () => {
    expect(source('us-symbols')).toMatchObject({ rows: 3, problems: 1 });
    expect(await profile('AAPL', 'NASDAQ')).toMatchObject({
      country: 'US',
      currency: 'USD',
      market_cap: 3.459e12,
      sector: 'Technology',
      market_cap_type: 'Mega Cap',
    });
    expect(await profile('TINY', 'NASDAQ')).toMatchObject({ market_cap_type: 'Nano Cap' });
    expect(await profile('IBM', 'NYSE')).toMatchObject({
      summary: 'IBM provides hybrid cloud and AI.',
      website: 'https://www.ibm.com',
      market_cap_type: 'Large Cap',
      sector: 'Technology',
    });
    expect(await profile('XOM', 'NYSE')).toMatchObject({
      country: 'US',
      source: 'financedatabase',
      market_cap_type: 'Mega Cap',
    });
    expect(await profile('GONE', 'NYSE')).toBeUndefined();
  });

  it('enriches Indian listings, adds BSE-only companies, Singapore and UAE', async () => {
    expect(source('financedatabase').problems).toBe(1);
    expect(source('financedatabase').sampleProblems[0]).toMatchObject({ file: 'NSE.csv', line: 6 });
    const reliance = await profile('RELIANCE', 'NSE');
    expect(reliance).toMatchObject({ sector: 'Energy', website: 'http://www.ril.com', industry: 'Refineries' });
    expect(reliance!.summary).toContain('"retail"');
    expect((await profile('TCS', 'NSE'))!.summary).toContain('\nIt has offices worldwide.');
    // ADORWELD.BO is NSE's ADOR: matched on the company name, not added twice.
    expect(await profile('ADOR', 'NSE')).toMatchObject({ sector: 'Industrials', summary: 'Welding products.' });
    expect(await profile('ADORWELD', 'BSE')).toBeUndefined();
    expect(await profile('543282', 'BSE')).toMatchObject({
      country: 'IN',
      currency: 'INR',
      bse_code: '543282',
      sector: 'Information Technology',
    });
    expect(await profile('OLDCO', 'BSE')).toBeUndefined();
    expect(await profile('KAPC', 'NSE')).toBeUndefined();
    expect(await profile('D05', 'SGX')).toMatchObject({
      country: 'SG',
      currency: 'SGD',
      company_name: 'DBS Group Holdings Ltd',
      market_cap_type: 'Large Cap',
    });
    expect(await profile('EMAAR', 'DFM')).toMatchObject({ country: 'AE', currency: 'AED', isin: 'AEE000301011' });
  });
});

describe('screener profile fields and market-cap types', () => {
  it('sets industry, market cap in rupees and BSE code from the export, and SEBI ranks', async () => {
    expect(await profile('RELIANCE', 'NSE')).toMatchObject({
      market_cap: 2120574.62e7,
      bse_code: '500325',
      market_cap_type: 'Large Cap',
    });
    expect(await profile('TCS', 'NSE')).toMatchObject({
      industry: 'Computers - Software - Large',
      market_cap: 1432039.03e7,
      bse_code: '532540',
    });
  });
});

describe('kite', () => {
  it('sets instrument tokens on listings, ETFs and indices and reports a bad row', async () => {
    expect(source('kite')).toMatchObject({ rows: 3, problems: 1 });
    expect(await profile('RELIANCE', 'NSE')).toMatchObject({ kite_instrument_token: 738561 });
    const [etf] = await queryRows<{ instrument_token: number }>(
      database.db,
      sql`select instrument_token::float8 as instrument_token from etfs where symbol = 'NIFTYBEES'`,
    );
    expect(etf!.instrument_token).toBe(2707457);
    expect(
      await count(database.db, 'market_indices', `index_name = 'NIFTY 50' and kite_instrument_token = 256265`),
    ).toBe(1);
  });
});
