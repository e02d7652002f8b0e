import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { appMeta, companyProfile } from '../../../market/schema/index';
import { DemoRefusedError, type DemoUniverseResult, generateDemoUniverse } from './generateDemoUniverse';
import { rows } from '../../../platform/db/sql';
import { DEMO_TEST_OPTIONS, digest, one } from '../../../../test/factories/demoTestSupport';
import { openTestDatabase } from '../../../../test/support';

const SMALL = { ...DEMO_TEST_OPTIONS, scale: 25 };

let first: Database;
let firstDigest: Record<string, string>;
let result: DemoUniverseResult;
beforeAll(async () => {
  first = await openTestDatabase();
  result = await generateDemoUniverse(first.db, SMALL);
  firstDigest = await digest(first.db);
}, 120_000);
afterAll(() => first?.close());

describe('the demo universe around the companies', () => {
  it('flags index ETFs for DipSIP, not gold or liquid ones, and prices them off the index', async () => {
    const etfs = await rows<{
      symbol: string;
      asset_class: string;
      is_dipsip_etf: boolean;
      underlying: string;
      bars: number;
      spread: number | null;
    }>(
      first.db,
      sql`select e.symbol, e.asset_class, e.is_dipsip_etf, e.underlying,
                 (select count(*)::int from stock_price_daily_historical p where p.company_id = e.company_id) as bars,
                 (select max(p.close / ip.close) / min(p.close / ip.close) from stock_price_daily_historical p
                    join market_indices i on i.index_name = e.underlying join market_index_price_daily ip on ip.index_id = i.id and ip.date = p.date
                  where p.company_id = e.company_id) as spread
          from etfs e order by e.symbol`,
    );
    expect(etfs.filter((e) => e.asset_class === 'gold').map((e) => e.is_dipsip_etf)).toEqual([false]);
    expect(etfs.filter((e) => e.asset_class === 'liquid').map((e) => e.is_dipsip_etf)).toEqual([false]);
    const equity = etfs.filter((e) => e.asset_class === 'equity-index');
    expect(equity.length).toBeGreaterThanOrEqual(3);
    for (const e of etfs) expect(e.bars).toBeGreaterThan(2000);
    for (const e of equity) {
      expect(e.is_dipsip_etf).toBe(true);
      expect(e.spread).toBeLessThan(1.02); // price / level stays within 2% over ten years (expenses, tracking error)
    }
  });

  it('adds a year of announcements and insider trades for the larger companies', async () => {
    const events = await one<{ n: number; min: number; max: number; oldest: string; trades: number }>(
      first.db,
      sql`select count(*)::int as n, min(announcement_sentiment) as min, max(announcement_sentiment) as max,
                 to_char(min(announcement_date), 'YYYY-MM-DD') as oldest, (select count(*)::int from company_insider_trades) as trades
          from company_announcements`,
    );
    expect(events.n).toBeGreaterThan(20);
    expect(events.min).toBeGreaterThan(-1);
    expect(events.max).toBeLessThan(1);
    expect(events.oldest > '2025-07-15').toBe(true);
    expect(events.trades).toBeGreaterThan(0);
  });

  it('lists demo mutual fund schemes in every plan and option', async () => {
    const funds = await rows<{ plan: string; option: string; n: number }>(
      first.db,
      sql`select plan, option, count(*)::int as n from mutual_fund_schemes group by 1, 2 order by 1, 2`,
    );
    expect(funds.map((f) => `${f.plan} ${f.option}`)).toEqual([
      'Direct Growth',
      'Direct IDCW',
      'Regular Growth',
      'Regular IDCW',
    ]);
    expect(funds.reduce((s, f) => s + f.n, 0)).toBe(result.funds);
    expect(result.funds).toBeGreaterThanOrEqual(290);
  });
});

describe('generateDemoUniverse on a second run', () => {
  it('makes identical rows from the same seed in another database, and other rows from another seed', async () => {
    const second = await openTestDatabase();
    try {
      await generateDemoUniverse(second.db, SMALL);
      expect(await digest(second.db)).toEqual(firstDigest);
      const other = await openTestDatabase();
      try {
        await generateDemoUniverse(other.db, { ...SMALL, seed: 12 });
        const otherDigest = await digest(other.db);
        expect(otherDigest.companies).not.toEqual(firstDigest.companies);
        expect(otherDigest.prices).not.toEqual(firstDigest.prices);
      } finally {
        await other.close();
      }
    } finally {
      await second.close();
    }
  }, 120_000);

  it('is idempotent: the same universe again upserts the same rows', async () => {
    const again = await generateDemoUniverse(first.db, SMALL);
    expect(again.mode).toBe('upsert');
    expect(await digest(first.db)).toEqual(firstDigest);
  }, 60_000);

  it('replaces its own universe when the seed changes, and refreshes in place when only the date moves', async () => {
    const moved = await generateDemoUniverse(first.db, { ...SMALL, asOf: '2026-07-16' });
    expect(moved.mode).toBe('upsert');
    const movedDigest = await digest(first.db);
    expect(movedDigest.companies?.split(':')[0]).toBe(firstDigest.companies?.split(':')[0]);
    expect(movedDigest.prices).not.toEqual(firstDigest.prices);
    const latest = await one<{ d: string }>(
      first.db,
      sql`select to_char(max(date), 'YYYY-MM-DD') as d from stock_price_daily_historical`,
    );
    expect(latest.d).toBe('2026-07-16');

    const reseeded = await generateDemoUniverse(first.db, { ...SMALL, seed: 99, scale: 30 });
    expect(reseeded.mode).toBe('insert');
    const count = await one<{ n: number }>(
      first.db,
      sql`select count(*)::int as n from company_profile where industry <> 'Exchange Traded Fund'`,
    );
    expect(count.n).toBe(30);
    await generateDemoUniverse(first.db, SMALL); // back to the universe the other tests compare with
    expect(await digest(first.db)).toEqual(firstDigest);
  }, 120_000);

  it('refuses a database that holds market data from another origin', async () => {
    const real = await openTestDatabase();
    try {
      await real.db
        .insert(companyProfile)
        .values({ symbol: 'REALCO', exchange: 'NSE', country: 'IN', companyName: 'Real Company Ltd', source: 'nse' });
      await expect(generateDemoUniverse(real.db, SMALL)).rejects.toThrow(DemoRefusedError);
      await real.db.insert(appMeta).values({ key: 'data_origin', value: 'mirror' });
      await expect(generateDemoUniverse(real.db, SMALL)).rejects.toThrow(
        /already holds market data \(data_origin: mirror/,
      );
      const untouched = await one<{ n: number }>(real.db, sql`select count(*)::int as n from company_profile`);
      expect(untouched.n).toBe(1);
    } finally {
      await real.close();
    }
  }, 60_000);
});
