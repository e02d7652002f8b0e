import { type SQL, sql } from 'drizzle-orm';
import type { MarketCode } from '@sanchay/core';
import type { AppDb } from '../../platform/db/client';
import { percentChange, round } from './presenters';
import { rows } from '../../platform/db/sql';
import { escapeLike, exchangeRank, isoDate, latestStockBars } from './sql';
import { valuationJoin } from '../corporateActions/index';

/** The latest daily bar of a listing with the change from the bar before. */
export interface StockQuote {
  date: string;
  open: number | null;
  high: number | null;
  low: number | null;
  close: number;
  prevClose: number | null;
  change: number | null;
  changePct: number | null;
  volume: number | null;
}

/**
 * A listing's market cap and price ratios with the date they are true at (company_valuations, docs/DATA.md):
 * at the close of `asOf` ('at-price'), or the fundamentals' own figures at their own date and price ('own-date').
 */
export interface StockValuation {
  basis: 'at-price' | 'own-date';
  asOf: string;
  price: number | null;
  fundamentalsAsOf: string;
  marketCap: number | null;
  pe: number | null;
  pb: number | null;
  dividendYield: number | null;
  evToEbitda: number | null;
  reason: string | null;
}

/** A listing as GraphQL `Stock` presents it (spec 001 section 3.4 stock: id, company_name; plus its quote). */
export interface Stock {
  id: string;
  symbol: string;
  exchange: string;
  country: string;
  companyName: string;
  isin: string | null;
  sector: string | null;
  industry: string | null;
  /** The valuation's market cap (valuation.asOf is its date); null without a valuation (no undated figure is shown). */
  marketCap: number | null;
  marketCapType: string | null;
  kiteInstrumentToken: number | null;
  quote: StockQuote | null;
  valuation: StockValuation | null;
}

export interface StockSqlRow {
  id: string;
  symbol: string;
  exchange: string;
  country: string;
  company_name: string;
  isin: string | null;
  sector: string | null;
  industry: string | null;
  market_cap_type: string | null;
  kite_instrument_token: number | null;
  v_basis: 'at-price' | 'own-date' | null;
  v_as_of: string | null;
  v_price: number | null;
  v_fundamentals_as_of: string | null;
  v_market_cap: number | null;
  v_pe: number | null;
  v_pb: number | null;
  v_dividend_yield: number | null;
  v_ev_to_ebitda: number | null;
  v_reason: string | null;
  q_date: string | null;
  q_open: number | null;
  q_high: number | null;
  q_low: number | null;
  q_close: number | null;
  q_prev_close: number | null;
  q_volume: number | null;
}

/** The columns of a Stock from `cp` (company_profile), `q` and `v` (STOCK_JOINS). */
export const STOCK_COLUMNS = sql`cp.id, cp.symbol, cp.exchange, cp.country, cp.company_name, cp.isin, cp.sector, cp.industry,
  cp.market_cap_type, cp.kite_instrument_token::float8 as kite_instrument_token,
  ${isoDate(sql`q.date`)} as q_date, q.open as q_open, q.high as q_high, q.low as q_low, q.close as q_close,
  q.prev_close as q_prev_close, q.volume as q_volume,
  v.basis as v_basis, ${isoDate(sql`v.as_of`)} as v_as_of, v.price as v_price, ${isoDate(sql`v.fundamentals_as_of`)} as v_fundamentals_as_of,
  v.market_cap as v_market_cap, v.pe as v_pe, v.pb as v_pb, v.dividend_yield as v_dividend_yield, v.ev_to_ebitda as v_ev_to_ebitda,
  v.reason as v_reason`;

/** The joins STOCK_COLUMNS reads: the latest two bars (`q`) and the valuation (`v`) of the listing `companyId`. */
export const STOCK_JOINS = (companyId: SQL) => sql`${latestStockBars(companyId, 'q')} ${valuationJoin(companyId, 'v')}`;

function presentValuation(r: StockSqlRow): StockValuation | null {
  if (r.v_basis === null || r.v_as_of === null || r.v_fundamentals_as_of === null) return null;
  return {
    basis: r.v_basis,
    asOf: r.v_as_of,
    price: r.v_price,
    fundamentalsAsOf: r.v_fundamentals_as_of,
    marketCap: r.v_market_cap,
    pe: r.v_pe,
    pb: r.v_pb,
    dividendYield: r.v_dividend_yield,
    evToEbitda: r.v_ev_to_ebitda,
    reason: r.v_reason,
  };
}

export function presentStock(r: StockSqlRow): Stock {
  const valuation = presentValuation(r);
  return {
    id: r.id,
    symbol: r.symbol,
    exchange: r.exchange,
    country: r.country,
    companyName: r.company_name,
    isin: r.isin,
    sector: r.sector,
    industry: r.industry,
    marketCap: valuation?.marketCap ?? null,
    marketCapType: r.market_cap_type,
    kiteInstrumentToken: r.kite_instrument_token,
    valuation,
    quote:
      r.q_date !== null && r.q_close !== null
        ? {
            date: r.q_date,
            open: r.q_open,
            high: r.q_high,
            low: r.q_low,
            close: r.q_close,
            prevClose: r.q_prev_close,
            change: r.q_prev_close === null ? null : round(r.q_close - r.q_prev_close),
            changePct: percentChange(r.q_close, r.q_prev_close),
            volume: r.q_volume,
          }
        : null,
  };
}

/** Largest first: the valuation's market cap, else the listing's own figure (for the order only, never shown). */
const BY_SIZE = sql`coalesce(v.market_cap, cp.market_cap) desc nulls last`;

export interface StockListInput {
  q: string;
  country: MarketCode;
  limit: number;
  offset: number;
}

/**
 * GraphQL stockList: listings of a market, largest first (a symbol's NSE listing before its BSE one); with q, those whose symbol starts with q or whose
 * name contains it (company_profile_symbol_lower_idx, company_profile_name_trgm_idx), exact symbol first.
 * The page is chosen before the quotes are read, so the LATERAL bar lookups run for at most `limit` rows.
 */
export async function stockList(db: AppDb, input: StockListInput): Promise<Stock[]> {
  const q = input.q.trim().toLowerCase();
  const prefix = `${escapeLike(q)}%`;
  const contains = `%${escapeLike(q)}%`;
  const filter: SQL = q ? sql`and (lower(cp.symbol) like ${prefix} or lower(cp.company_name) like ${contains})` : sql``;
  const rank: SQL = q ? sql`case when lower(cp.symbol) = ${q} then 0 when lower(cp.symbol) like ${prefix} then 1 else 2 end,` : sql``;
  const found = await rows<StockSqlRow>(
    db,
    sql`with page as (
          select cp.id, coalesce(v.market_cap, cp.market_cap) as size from company_profile cp ${valuationJoin(sql`cp.id`, 'v')}
          where cp.country = ${input.country} ${filter}
          order by ${rank} ${BY_SIZE}, cp.symbol, ${exchangeRank(sql`cp.exchange`)}, cp.exchange
          limit ${input.limit} offset ${input.offset}
        )
        select ${STOCK_COLUMNS}
        from page join company_profile cp on cp.id = page.id
        ${STOCK_JOINS(sql`cp.id`)}
        order by ${q ? sql`case when lower(cp.symbol) = ${q} then 0 when lower(cp.symbol) like ${prefix} then 1 else 2 end,` : sql``}
          page.size desc nulls last, cp.symbol, ${exchangeRank(sql`cp.exchange`)}, cp.exchange`,
  );
  return found.map(presentStock);
}

/** GraphQL indexNames: the indices that have at least one company (primary key (index_id, company_id)). */
export async function indexNamesWithCompanies(db: AppDb): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select mi.index_name as name from market_indices mi
        where exists (select 1 from market_index_wise_companies c where c.index_id = mi.id)
        order by mi.index_name`,
  );
  return found.map((r) => r.name);
}

/** GraphQL indexCompanies: the constituents of an index (exact name), heaviest first; [] for an unknown index. */
export async function indexCompanies(db: AppDb, indexName: string): Promise<Stock[]> {
  const found = await rows<StockSqlRow>(
    db,
    sql`select ${STOCK_COLUMNS}
        from market_indices mi
        join market_index_wise_companies c on c.index_id = mi.id
        join company_profile cp on cp.id = c.company_id
        ${STOCK_JOINS(sql`cp.id`)}
        where mi.index_name = ${indexName}
        order by c.weight desc nulls last, ${BY_SIZE}, cp.symbol`,
  );
  return found.map(presentStock);
}

export interface EnumValue {
  value: string;
  description: string;
}

/**
 * asset_type and interval enumerations, in the order the migration seeded them (minute ... month reads
 * better than alphabetical; the tables are small and never updated, so physical order is that order).
 */
export async function enumValues(db: AppDb, table: 'asset_type' | 'interval'): Promise<EnumValue[]> {
  return rows<EnumValue>(db, sql`select value, description from ${sql.raw(`"${table}"`)} order by ctid`);
}
