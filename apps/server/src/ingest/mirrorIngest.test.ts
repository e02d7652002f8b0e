/* eslint-disable no-console -- this test prints the mirror ingest figures on purpose */
/**
 * Ingests the real data mirror (read in place, never copied) with the default sources and checks a few
 * known listings end to end. Skipped when the mirror is absent; DATA_MIRROR points elsewhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client';
import { formatIngestReport } from './cliSupport';
import { decideCorporateAction, listCorporateActions } from '../market/corporateActions/index';
import { runIngest, type IngestReport } from './index';
import { openTestDatabase } from '../../test/support';
import { queryRows } from './sqlBatch';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const mirror = process.env.DATA_MIRROR ?? path.resolve(repoRoot, '../shared/data/raw');
const exists = fs.existsSync(path.join(mirror, 'nse-securities-master/EQUITY_L.csv'));
if (!exists) console.log(`mirrorIngest.test: skipped, no data mirror at ${mirror}`);

let database: Database;
let report: IngestReport;

beforeAll(async () => {
  if (exists) database = await openTestDatabase();
});
afterAll(() => database?.close());

interface Listing {
  country: string;
  exchange: string;
  prices: number;
  last_close: number | null;
  statements: number;
  has_averages: boolean;
}

async function listing(symbol: string, exchange: string): Promise<Listing | undefined> {
  const rows = await queryRows<Listing>(
    database.db,
    sql`select c.country, c.exchange,
          (select count(*)::int from stock_price_daily_historical p where p.company_id = c.id) as prices,
          (select close from stock_price_volume_daily_moving_averages m where m.company_id = c.id) as last_close,
          (select count(*)::int from financial_statements f where f.company_id = c.id) as statements,
          exists (select 1 from stock_price_volume_daily_moving_averages m where m.company_id = c.id and m.price_sma_200 is not null) as has_averages
        from company_profile c where c.symbol = ${symbol} and c.exchange = ${exchange}`,
  );
  return rows[0];
}

describe.skipIf(!exists)('ingest of the data mirror', () => {
  it('loads the default sources without a failed source', { timeout: 900_000 }, async () => {
    report = await runIngest(database.db, { from: mirror });
    console.log(`mirror ingest (${database.kind}):\n${formatIngestReport(report)}`);
    expect(report.sources.filter((s) => s.error)).toEqual([]);
    expect(report.totalRows).toBeGreaterThan(250_000);
  });

  it('has RELIANCE and TCS with prices, statements and moving averages', async () => {
    for (const symbol of ['RELIANCE', 'TCS']) {
      const company = await listing(symbol, 'NSE');
      expect(company, symbol).toMatchObject({ country: 'IN', has_averages: true });
      expect(company!.prices, symbol).toBeGreaterThan(1200);
      expect(company!.statements, symbol).toBeGreaterThan(10);
    }
  });

  it('has NIFTYBEES as a DipSIP ETF with history back to 2002', async () => {
    expect((await listing('NIFTYBEES', 'NSE'))!.prices).toBeGreaterThan(5000);
    const [etf] = await queryRows<{ is_dipsip_etf: boolean; asset_class: string }>(
      database.db,
      sql`select is_dipsip_etf, asset_class from etfs where symbol = 'NIFTYBEES'`,
    );
    expect(etf).toEqual({ is_dipsip_etf: true, asset_class: 'equity-index' });
  });

  it('has US, Singapore and UAE listings, NIFTY 50 and NIFTY BANK history, and the AMFI schemes', async () => {
    expect(await listing('AAPL', 'NASDAQ')).toMatchObject({ country: 'US' });
    expect(await listing('D05', 'SGX')).toMatchObject({ country: 'SG' });
    expect(await listing('EMAAR', 'DFM')).toMatchObject({ country: 'AE' });
    const indices = await queryRows<{ index_name: string; bars: number; members: number }>(
      database.db,
      sql`select i.index_name, (select count(*)::int from market_index_price_daily p where p.index_id = i.id) as bars,
          (select count(*)::int from market_index_wise_companies m where m.index_id = i.id) as members
          from market_indices i order by 1`,
    );
    expect(indices).toEqual([
      { index_name: 'NIFTY 50', bars: expect.any(Number), members: 50 },
      { index_name: 'NIFTY 500', bars: 0, members: 498 },
      { index_name: 'NIFTY BANK', bars: expect.any(Number), members: 0 },
      { index_name: 'NIFTY TOTAL MARKET', bars: 0, members: 747 },
    ]);
    expect(indices[0]!.bars).toBeGreaterThan(5000);
    const [funds] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from mutual_fund_schemes`,
    );
    expect(funds!.n).toBeGreaterThan(10_000);
  });

  it('values every NIFTY 50 company at the 30 Sep 2025 close or at its own date, and derives the bonuses and splits since July 2024', async () => {
    interface Valued { symbol: string; basis: string; as_of: string; price: number; market_cap: number; shares: number; close: number; close_date: string }
    const valued = () =>
      queryRows<Valued>(
        database.db,
        sql`select c.symbol, v.basis, to_char(v.as_of, 'YYYY-MM-DD') as as_of, v.price, v.market_cap, v.shares, q.close, to_char(q.date, 'YYYY-MM-DD') as close_date
            from market_index_wise_companies m join market_indices i on i.id = m.index_id and i.index_name = 'NIFTY 50'
            join company_profile c on c.id = m.company_id join company_valuations v on v.company_id = c.id
            cross join lateral (select p.close, p.date from stock_price_daily_historical p where p.company_id = c.id order by p.date desc limit 1) q
            order by c.symbol`,
      );
    const check = (rows: Valued[]) => {
      for (const r of rows) {
        if (r.basis === 'at-price') {
          expect([r.symbol, r.as_of, r.price]).toEqual([r.symbol, '2025-09-30', r.close]);
          expect(Math.abs(r.market_cap / (r.close * r.shares) - 1), r.symbol).toBeLessThan(0.01);
        } else expect(r.as_of, `${r.symbol} is labelled with its own date`).not.toBe(r.close_date);
      }
    };
    const before = await valued();
    expect(before).toHaveLength(50);
    check(before);
    const tcs = before.find((r) => r.symbol === 'TCS')!;
    expect(tcs).toMatchObject({ basis: 'at-price', close: 2888.4 });
    expect(tcs.market_cap / 1e12).toBeCloseTo(10.45, 1); // Rs 10.45 lakh crore
    // The reviewed list's bonuses and splits since the export are applied (confirmed, with who decided), and the
    // price data agrees: no NIFTY 50 company is left with an unexplained factor between the two sources.
    const reviewed = await listCorporateActions(database.db, { status: 'confirmed' });
    expect(Object.fromEntries(reviewed.filter((a) => a.symbol !== 'BAJFINANCE').map((a) => [a.symbol, a.shareFactor]))).toEqual({
      DRREDDY: 5, HDFCBANK: 2, NESTLEIND: 2, RELIANCE: 2, SHRIRAMFIN: 5, WIPRO: 2,
    });
    expect(reviewed.filter((a) => a.symbol === 'BAJFINANCE').reduce((k, a) => k * a.shareFactor, 1)).toBe(10);
    expect(reviewed.every((a) => a.source === 'reviewed' && a.decidedBy)).toBe(true);
    expect((await listCorporateActions(database.db, { status: 'derived' })).filter((a) => a.source === 'mirror-pair')).toEqual([]);
    expect(before.every((r) => r.basis === 'at-price')).toBe(true);
    // An administrator who rejects one puts that company back at its own date; confirming it again applies it again.
    const relianceBonus = reviewed.find((a) => a.symbol === 'RELIANCE')!;
    await decideCorporateAction(database.db, relianceBonus.id, 'rejected', 'mirror test');
    expect((await valued()).find((r) => r.symbol === 'RELIANCE')).toMatchObject({ basis: 'own-date', as_of: '2024-07-01' });
    await decideCorporateAction(database.db, relianceBonus.id, 'confirmed', 'mirror test');
    const after = await valued();
    check(after);
    expect(after.every((r) => r.basis === 'at-price')).toBe(true);
    const reliance = after.find((r) => r.symbol === 'RELIANCE')!;
    expect(reliance.market_cap / 1e12).toBeCloseTo(18.46, 1); // 1,364 x 1,353 Cr shares: Rs 18.46 lakh crore
    expect(reliance.shares / 676.58e7).toBeCloseTo(2, 3);
  });
});
