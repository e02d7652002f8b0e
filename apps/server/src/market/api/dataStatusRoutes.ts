import { DATA_SOURCE_DEFINITIONS, type DataSourceId, type DataStatusResponse } from '@sanchay/core';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../platform/db/client';
import type { MarketData } from '../marketData';
import { sharedRead } from './sharedRead';
import { isoDate, rows } from './sql';

/** The day each source's figures are of: one max() per source, each over an indexed date column or a small table. */
export async function dataStatus(db: AppDb): Promise<DataStatusResponse> {
  const [row] = await rows<Record<DataSourceId, string | null> & { origin: string | null }>(
    db,
    sql`with etf_listings as (
          select coalesce(e.company_id, (select cp.id from company_profile cp where cp.symbol = e.symbol and cp.exchange = 'NSE')) as id
          from etfs e
        )
        select
          (select value from app_meta where key = 'data_origin') as origin,
          ${isoDate(sql`(select max(p.date) from stock_price_daily_historical p where p.company_id not in (select id from etf_listings where id is not null))`)} as stock_prices,
          ${isoDate(sql`(select max(p.date) from stock_price_daily_historical p where p.company_id in (select id from etf_listings where id is not null))`)} as etf_prices,
          ${isoDate(sql`(select max(p.date) from market_index_price_daily p join market_indices mi on mi.id = p.index_id where upper(mi.index_name) = 'NIFTY 50')`)} as index_levels,
          ${isoDate(sql`(select max(nav_date) from mutual_fund_schemes)`)} as mutual_fund_navs,
          ${isoDate(sql`(select max(coalesce(as_of, period_end)) from financial_statements)`)} as fundamentals,
          ${isoDate(sql`(select max(quarter_end) from shareholding_pattern)`)} as shareholding,
          ${isoDate(sql`(select max(updated_at) from etfs)`)} as etf_list`,
  );
  return {
    dataOrigin: row?.origin ?? 'empty',
    sources: DATA_SOURCE_DEFINITIONS.map((definition) => ({ ...definition, asOf: row?.[definition.id] ?? null })),
  };
}

/** GET /api/data/status: every source with its as-of date (public, like /api/market/status; one read shared, sharedRead.ts). */
export function dataStatusRoutes(db: AppDb, market: MarketData) {
  const status = sharedRead(market, () => dataStatus(db));
  return async function register(app: FastifyInstance) {
    app.get('/api/data/status', async () => status());
  };
}
