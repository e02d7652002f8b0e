import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDb, Database } from '../../../platform/db/client';
import { type DemoUniverseResult, generateDemoUniverse } from './generateDemoUniverse';
import { rows } from '../../../platform/db/sql';
import { DEMO_TEST_OPTIONS as OPTIONS, one } from '../../../../test/factories/demoTestSupport';
import { openTestDatabase } from '../../../../test/support';

let database: Database;
let db: AppDb;
let result: DemoUniverseResult;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  result = await generateDemoUniverse(db, OPTIONS);
}, 120_000);
afterAll(() => database?.close());

describe('generateDemoUniverse', () => {
  it('writes the universe it reports, with demo bookkeeping in app_meta', async () => {
    const counts = await one<{
      companies: number;
      etfs: number;
      prices: number;
      statements: number;
      shareholding: number;
    }>(
      db,
      sql`select (select count(*)::int from company_profile where source = 'demo' and industry <> 'Exchange Traded Fund') as companies,
                 (select count(*)::int from etfs) as etfs,
                 (select count(*)::int from stock_price_daily_historical) as prices,
                 (select count(*)::int from financial_statements) as statements,
                 (select count(*)::int from shareholding_pattern) as shareholding`,
    );
    expect(counts).toEqual({
      companies: 60,
      etfs: result.etfs,
      prices: result.priceRows,
      statements: result.statementRows,
      shareholding: 60 * 12,
    });
    expect(result.statementRows).toBe(60 * (10 * 3 + 8 + 1));
    const meta = Object.fromEntries(
      (await rows<{ key: string; value: string }>(db, sql`select key, value from app_meta`)).map((r) => [
        r.key,
        r.value,
      ]),
    );
    const lastPrice = await one<{ d: string }>(
      db,
      sql`select to_char(max(date), 'YYYY-MM-DD') as d from stock_price_daily_historical`,
    );
    expect(meta).toMatchObject({
      data_origin: 'demo',
      demo_scale: '60',
      demo_seed: '11',
      demo_status: 'complete',
      data_as_of: lastPrice.d,
    });
    expect(lastPrice.d).toBe('2026-07-15');
  });

  it('makes fictional, well-formed listings across markets', async () => {
    const list = await rows<{
      symbol: string;
      isin: string;
      country: string;
      exchange: string;
      market_cap_type: string;
      in_rank: number;
    }>(
      db,
      sql`select symbol, isin, country, exchange, market_cap_type,
                 (row_number() over (partition by country order by market_cap desc))::int as in_rank
          from company_profile where industry <> 'Exchange Traded Fund'`,
    );
    expect(new Set(list.map((c) => c.symbol)).size).toBe(60);
    for (const c of list) expect(c.symbol).toMatch(/^[A-Z0-9]{2,10}$/);
    expect(new Set(list.map((c) => c.country))).toEqual(new Set(['IN', 'US', 'SG', 'AE']));
    for (const c of list.filter((x) => x.country === 'IN')) {
      expect(c.exchange).toBe('NSE');
      expect(c.isin).toMatch(/^INE[0-9A-Z]{4}01\d{3}$/);
      expect(c.market_cap_type).toBe(c.in_rank <= 100 ? 'Large Cap' : c.in_rank <= 250 ? 'Mid Cap' : 'Small Cap');
    }
  });

  it('keeps statements internally consistent', async () => {
    const annual = await rows<{
      company_id: string;
      statement: string;
      period_end: string;
      items: Record<string, number>;
    }>(
      db,
      sql`select company_id, statement, to_char(period_end, 'YYYY-MM-DD') as period_end, items from financial_statements
          where period = 'annual' order by company_id, period_end`,
    );
    const key = (r: { company_id: string; period_end: string }) => `${r.company_id}|${r.period_end}`;
    const income = new Map(annual.filter((r) => r.statement === 'income_statement').map((r) => [key(r), r.items]));
    const cash = new Map(annual.filter((r) => r.statement === 'cash_flow_statement').map((r) => [key(r), r.items]));
    const balances = annual.filter((r) => r.statement === 'balance_sheet_statement');
    expect(balances.length).toBe(600);
    for (const b of balances) {
      const bs = b.items;
      const i = income.get(key(b)) as Record<string, number>;
      const c = cash.get(key(b)) as Record<string, number>;
      expect(bs.totalAssets).toBe(bs.equityCapital! + bs.reserves! + bs.totalDebt! + bs.otherLiabilities!);
      expect(bs.totalLiabilities).toBe(bs.totalAssets);
      expect(bs.totalAssets).toBe(bs.netBlock! + bs.capitalWorkInProgress! + bs.investments! + bs.currentAssets!);
      expect(bs.cashEquivalents).toBeGreaterThan(0);
      expect(bs.equityCapital).toBe(bs.sharesOutstanding! * bs.faceValue!);
      expect(i.operatingProfit).toBe(i.revenue! - i.materialCost! - i.employeeCost! - i.otherExpenses!);
      expect(i.netIncome).toBe(
        i.operatingProfit! + i.otherIncome! - i.depreciation! - i.interest! - i.tax! + i.extraordinaryItems!,
      );
      expect(Math.abs(i.eps! * bs.sharesOutstanding! - i.netIncome!)).toBeLessThanOrEqual(
        0.005 * bs.sharesOutstanding! + 1,
      );
      expect(c.cashEnd).toBe(bs.cashEquivalents);
      expect(c.cashEnd).toBe(c.cashBeginning! + c.netCashFlow!);
      expect(c.netCashFlow).toBe(c.cashFromOperations! + c.cashFromInvesting! + c.cashFromFinancing!);
    }
    // The four quarters of a reported fiscal year add up to the year.
    const quarters = await rows<{ company_id: string; fy: string; revenue: string; net: string; n: number }>(
      db,
      sql`select company_id, to_char(make_date(extract(year from period_end + interval '9 months')::int, 3, 31), 'YYYY-MM-DD') as fy,
                 sum((items->>'revenue')::numeric)::text as revenue, sum((items->>'netIncome')::numeric)::text as net, count(*)::int as n
          from financial_statements where statement = 'income_statement' and period = 'quarterly' group by 1, 2 having count(*) = 4`,
    );
    expect(quarters.length).toBeGreaterThanOrEqual(60);
    for (const q of quarters) {
      const year = income.get(`${q.company_id}|${q.fy}`);
      if (!year) continue;
      expect(Number(q.revenue)).toBe(year.revenue);
      expect(Number(q.net)).toBe(year.netIncome);
    }
  });

  it('has shareholding that sums to 100 every quarter', async () => {
    const sums = await rows<{ total: number }>(
      db,
      sql`select round((promoter + fii + dii + public + government)::numeric, 6)::float8 as total from shareholding_pattern`,
    );
    expect(sums.length).toBe(720);
    for (const s of sums) expect(s.total).toBe(100);
  });

  it('stores moving averages equal to a recomputation from the stored bars', async () => {
    const picked = await rows<{ id: string }>(
      db,
      sql`(select id from company_profile where industry <> 'Exchange Traded Fund' order by market_cap desc limit 2)
          union all (select id from company_profile order by market_cap asc nulls last limit 2)
          union all (select company_id from etfs order by symbol limit 1)`,
    );
    expect(picked.length).toBe(5);
    for (const { id } of picked) {
      const stored = await one<Record<string, number | null>>(
        db,
        sql`select * from stock_price_volume_daily_moving_averages where company_id = ${id}`,
      );
      const again = await one<Record<string, number | null>>(
        db,
        sql`with b as (select date, close, high, low, volume, row_number() over (order by date desc) as k from stock_price_daily_historical where company_id = ${id})
            select (select close from b where k = 1) as close,
                   (select avg(close) from b where k <= 5) as price_sma_5, (select avg(close) from b where k <= 50) as price_sma_50,
                   (select case when count(*) >= 200 then avg(close) end from b where k <= 200) as price_sma_200,
                   (select avg(volume)::float8 from b where k <= 20) as volume_sma_20,
                   (select max(high) from b where date > (select max(date) from b) - interval '1 year') as high_52w,
                   (select min(low) from b where date > (select max(date) from b) - interval '1 year') as low_52w`,
      );
      for (const column of [
        'close',
        'price_sma_5',
        'price_sma_50',
        'price_sma_200',
        'volume_sma_20',
        'high_52w',
        'low_52w',
      ]) {
        if (again[column] === null) expect(stored[column]).toBeNull();
        else expect(stored[column]).toBeCloseTo(again[column] as number, 6);
      }
    }
  });

  it('derives key metrics from the statements, prices and shareholding', async () => {
    const companies = await rows<{ id: string; market_cap: number; shares: number; close: number }>(
      db,
      sql`select cp.id, cp.market_cap, (b.items->>'sharesOutstanding')::float8 as shares,
                 (select close from stock_price_daily_historical p where p.company_id = cp.id order by date desc limit 1) as close
          from company_profile cp
          join financial_statements b on b.company_id = cp.id and b.statement = 'balance_sheet_statement'
            and b.period_end = (select max(period_end) from financial_statements x where x.company_id = cp.id and x.statement = 'balance_sheet_statement')
          order by cp.market_cap desc limit 12`,
    );
    for (const c of companies) {
      const km = (
        await one<{ items: Record<string, number | null> }>(
          db,
          sql`select items from financial_statements where company_id = ${c.id} and statement = 'key_metrics' and period = 'ttm'`,
        )
      ).items;
      const annual = await rows<{ statement: string; items: Record<string, number> }>(
        db,
        sql`select statement, items from financial_statements where company_id = ${c.id} and period = 'annual' order by period_end`,
      );
      const income = annual.filter((r) => r.statement === 'income_statement').map((r) => r.items);
      const balance = annual.filter((r) => r.statement === 'balance_sheet_statement').map((r) => r.items);
      const quarters = await rows<{ net: number; revenue: number }>(
        db,
        sql`select (items->>'netIncome')::float8 as net, (items->>'revenue')::float8 as revenue from financial_statements
            where company_id = ${c.id} and statement = 'income_statement' and period = 'quarterly' order by period_end desc limit 4`,
      );
      const ttmNet = quarters.reduce((s, q) => s + q.net, 0);
      const equity = (b: Record<string, number>) => b.equityCapital! + b.reserves!;
      const [last, previous] = [balance[balance.length - 1]!, balance[balance.length - 2]!];
      expect(km.currentPrice).toBe(c.close);
      expect(km.marketCap).toBeCloseTo(c.close * c.shares, 0);
      expect(c.market_cap).toBeCloseTo(km.marketCap as number, 0);
      if (ttmNet > 0) expect(km.pe).toBeCloseTo((c.close * c.shares) / ttmNet, 1);
      else expect(km.pe).toBeNull();
      expect(km.pb).toBeCloseTo(c.close / (equity(last) / c.shares), 1);
      expect(km.roe).toBeCloseTo(
        (income[income.length - 1]!.netIncome! * 100) / ((equity(last) + equity(previous)) / 2),
        1,
      );
      expect(km.debtToEquity).toBeCloseTo(last.totalDebt! / equity(last), 2);
      const revenues = income.map((i) => i.revenue!);
      expect(km.salesGrowth3y).toBeCloseTo((Math.pow(revenues[9]! / revenues[6]!, 1 / 3) - 1) * 100, 1);
      const holding = await one<{ promoter: number; pledged: number }>(
        db,
        sql`select promoter, pledged from shareholding_pattern where company_id = ${c.id} order by quarter_end desc limit 1`,
      );
      expect(km.promoterHolding).toBe(holding.promoter);
      expect(km.pledgedPercentage).toBe(holding.pledged);
      const ma = await one<{ price_sma_50: number; high_52w: number }>(
        db,
        sql`select price_sma_50, high_52w from stock_price_volume_daily_moving_averages where company_id = ${c.id}`,
      );
      expect(km.dma50).toBeCloseTo(ma.price_sma_50, 1);
      expect(km.high52w).toBe(ma.high_52w);
      expect(km.piotroskiScore).toBeGreaterThanOrEqual(0);
      expect(km.piotroskiScore).toBeLessThanOrEqual(9);
    }
  });

  it('gives full histories to the largest companies and index constituents, 260 days to the rest', async () => {
    const bars = await rows<{ n: number; listed_late: boolean; constituent: boolean }>(
      db,
      sql`select count(*)::int as n, bool_or(cp.listing_date > date '2025-06-01') as listed_late,
                 exists(select 1 from market_index_wise_companies w where w.company_id = cp.id) as constituent
          from stock_price_daily_historical p join company_profile cp on cp.id = p.company_id
          where cp.industry <> 'Exchange Traded Fund' group by cp.id`,
    );
    const full = bars.filter((b) => b.n > 260);
    expect(full.length).toBeGreaterThanOrEqual(5);
    for (const b of bars.filter((x) => !x.constituent)) expect(b.n === 260 || b.listed_late || b.n > 2000).toBe(true);
    expect(bars.filter((b) => b.n === 260).length).toBeGreaterThan(0);
  });

  it('builds indices from their constituents, with daily levels from base 1000', async () => {
    const indices = await rows<{
      index_name: string;
      n: number;
      weight: number;
      bars: number;
      first: number;
      ma: number;
    }>(
      db,
      sql`select i.index_name, (select count(*)::int from market_index_wise_companies w where w.index_id = i.id) as n,
                 (select sum(weight) from market_index_wise_companies w where w.index_id = i.id) as weight,
                 (select count(*)::int from market_index_price_daily p where p.index_id = i.id) as bars,
                 (select close from market_index_price_daily p where p.index_id = i.id order by date limit 1) as first,
                 (select count(*)::int from market_index_price_volume_daily_moving_averages m where m.index_id = i.id) as ma
          from market_indices i order by 1`,
    );
    const names = indices.map((i) => i.index_name);
    expect(names).toEqual(expect.arrayContaining(['NIFTY 50', 'NIFTY 100', 'NIFTY BANK', 'NIFTY IT']));
    const days = await one<{ n: number }>(
      db,
      sql`select count(distinct date)::int as n from stock_price_daily_historical`,
    );
    for (const index of indices) {
      expect(index.n).toBeGreaterThan(0);
      expect(index.weight).toBeCloseTo(100, 0);
      expect(index.bars).toBe(days.n);
      expect(index.first).toBe(1000);
      expect(index.ma).toBe(1);
    }
    const banks = await rows<{ industry: string }>(
      db,
      sql`select cp.industry from market_index_wise_companies w join market_indices i on i.id = w.index_id join company_profile cp on cp.id = w.company_id where i.index_name = 'NIFTY BANK'`,
    );
    expect(new Set(banks.map((b) => b.industry))).toEqual(new Set(['Banks']));
  });
});
