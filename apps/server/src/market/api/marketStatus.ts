import { sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client';
import { rows } from '../../platform/db/sql';
import { isoDate } from './sql';

export const DATA_ORIGINS = ['mirror', 'online', 'demo', 'empty'] as const;
export type DataOrigin = (typeof DATA_ORIGINS)[number];

/** Above this many rows (planner estimate) the bar count is the estimate, not a full count. */
export const EXACT_COUNT_LIMIT = 1_000_000;

export interface MarketStatus {
  dataOrigin: DataOrigin;
  /** The latest daily bar of any listing. */
  asOf: string | null;
  companies: number;
  /** Daily bars stored (estimated above EXACT_COUNT_LIMIT rows). */
  prices: number;
  funds: number;
}

/**
 * GET /api/market/status: where the data came from (app_meta data_origin; 'empty' when nothing was loaded)
 * and how much there is. max(date) of the price table uses an index on (date) when one exists (see API notes);
 * the bar count of a large table comes from pg_class.reltuples (kept by ANALYZE / autovacuum) instead of
 * counting millions of rows on every call.
 */
export async function marketStatus(db: AppDb): Promise<MarketStatus> {
  const [row] = await rows<{ origin: string | null; as_of: string | null; companies: number; prices: number; funds: number }>(
    db,
    sql`select
          (select value from app_meta where key = 'data_origin') as origin,
          ${isoDate(sql`(select max(date) from stock_price_daily_historical)`)} as as_of,
          (select count(*)::int from company_profile) as companies,
          (select case when c.reltuples >= ${EXACT_COUNT_LIMIT} then c.reltuples::float8
                       else (select count(*)::float8 from stock_price_daily_historical) end
           from pg_class c where c.oid = 'stock_price_daily_historical'::regclass) as prices,
          (select count(*)::int from mutual_fund_schemes) as funds`,
  );
  const origin = row?.origin;
  const companies = row?.companies ?? 0;
  return {
    dataOrigin: (DATA_ORIGINS as readonly string[]).includes(origin ?? '') ? (origin as DataOrigin) : 'empty',
    asOf: row?.as_of ?? null,
    companies,
    prices: Math.round(row?.prices ?? 0),
    funds: row?.funds ?? 0,
  };
}
