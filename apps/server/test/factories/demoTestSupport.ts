/** The demo generator's tests: a small universe, and digests of the demo tables to compare universes. */

/** A small universe on a fixed date: index constituents get full histories, the others 260 days. */
export const DEMO_TEST_OPTIONS = { scale: 60, seed: 11, asOf: '2026-07-15', fullHistoryCompanies: 5 };
import { type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../src/platform/db/client';
import { rows } from '../../src/platform/db/sql';

export const one = async <T>(db: AppDb, query: SQL): Promise<T> => (await rows<T>(db, query))[0] as T;

/** A digest of every demo table's content (timestamps left out), to compare universes. */
export async function digest(db: AppDb): Promise<Record<string, string>> {
  const tables: Record<string, SQL> = {
    companies: sql`select id, symbol, exchange, country, company_name, isin, sector, industry, market_cap, market_cap_type, currency, listing_date, face_value, website from company_profile order by id`,
    prices: sql`select company_id, date, open, high, low, close, volume from stock_price_daily_historical order by company_id, date`,
    statements: sql`select company_id, statement, period, period_end, items::text, as_of from financial_statements order by 1, 2, 3, 4`,
    shareholding: sql`select company_id, quarter_end, promoter, fii, dii, public, government, pledged from shareholding_pattern order by 1, 2`,
    averages: sql`select company_id, date, close, price_sma_50, volume_sma_200, high_52w, low_52w from stock_price_volume_daily_moving_averages order by 1`,
    indices: sql`select i.index_name, p.date, p.close, p.open from market_index_price_daily p join market_indices i on i.id = p.index_id order by 1, 2`,
    constituents: sql`select i.index_name, w.company_id, w.weight from market_index_wise_companies w join market_indices i on i.id = w.index_id order by 1, 2`,
    etfs: sql`select symbol, underlying, company_id, asset_class, is_dipsip_etf from etfs order by symbol`,
    funds: sql`select scheme_code, name, nav, returns::text from mutual_fund_schemes order by 1`,
    events: sql`select id, company_id, announcement_date, announcement_text_summary, announcement_sentiment from company_announcements order by 1`,
    trades: sql`select id, company_id, intimation_date, number_of_securities_transacted from company_insider_trades order by 1`,
  };
  const out: Record<string, string> = {};
  for (const [name, query] of Object.entries(tables)) {
    const r = await one<{ digest: string; n: number }>(
      db,
      sql`select md5(coalesce(string_agg(t::text, '|'), '')) as digest, count(*)::int as n from (${query}) t`,
    );
    out[name] = `${r.n}:${r.digest}`;
  }
  return out;
}
