import type { IndexConstituent, IndexDetails, IndexSummary, IndexWeighting, MarketCode } from '@sanchay/core';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import type { PriceRange } from './params';
import { indexBars } from './prices';
import { type BarsRow, type PriceHistory, percentChange, presentQuote, round } from './presenters';
import { rows } from '../../platform/db/sql';
import { isoDate, latestIndexBars, latestStockBars, yearAgoIndexClose } from './sql';
import { valuationJoin } from '../corporateActions/index';
// The wire shapes live in packages/core (market/marketApiTypes.ts), shared with the web.
export type { IndexSummary, IndexConstituent, IndexDetails };




/**
 * GET /api/indices: every index of a market with its level, the day's change, the 1-year return (from the
 * last bar on or before one year before the latest) and its number of constituents. Per index: two LATERAL
 * reads of the primary key (index_id, date) and a count over the primary key (index_id, company_id).
 */
export async function listIndices(db: AppDb, country: MarketCode): Promise<IndexSummary[]> {
  const found = await rows<{ name: string; date: string | null; close: number | null; prev_close: number | null; year_ago: number | null; constituents: number }>(
    db,
    sql`select mi.index_name as name, ${isoDate(sql`q.date`)} as date, q.close, q.prev_close, y.close as year_ago,
          (select count(*)::int from market_index_wise_companies c where c.index_id = mi.id) as constituents
        from market_indices mi
        ${latestIndexBars(sql`mi.id`, 'q')}
        ${yearAgoIndexClose(sql`mi.id`, sql`q.date`, 'y')}
        where mi.country = ${country}
        order by mi.index_name`,
  );
  return found.map((r) => ({
    name: r.name,
    date: r.date,
    close: r.close,
    change: r.close !== null && r.prev_close !== null ? round(r.close - r.prev_close) : null,
    changePct: percentChange(r.close, r.prev_close),
    return1y: percentChange(r.close, r.year_ago),
    constituents: r.constituents,
  }));
}

/** An index by name: exact first, else case-insensitive (market_indices is small: hundreds of rows). */
export async function findIndex(db: AppDb, name: string): Promise<{ id: string; name: string }> {
  const [row] = await rows<{ id: string; name: string }>(
    db,
    sql`select id, index_name as name from market_indices
        where lower(index_name) = ${name.toLowerCase()}
        order by (index_name = ${name}) desc, index_name limit 1`,
  );
  if (!row) throw notFound(`No index named ${name}.`);
  return row;
}

interface Weighable {
  weight: number | null;
  market_cap: number | null;
  valuation_as_of: string | null;
}

/**
 * The members' weights: those stored with the member list when it has any; else each member's share (in %, to
 * 4 decimals) of the members' full market cap when every member is valued at one and the same date (a weight
 * is then true at that date); else none.
 */
export function weighConstituents<T extends Weighable>(members: readonly T[]): { weighting: IndexWeighting; weightOf: (member: T) => number | null } {
  if (members.length === 0) return { weighting: { basis: null, reason: 'no-members' }, weightOf: () => null };
  if (members.some((m) => m.weight !== null)) return { weighting: { basis: 'published', asOf: null }, weightOf: (m) => m.weight };
  const dates = new Set(members.map((m) => (m.market_cap !== null && m.market_cap > 0 ? m.valuation_as_of : null)));
  const [asOf] = dates;
  if (dates.size !== 1 || !asOf) return { weighting: { basis: null, reason: 'caps-not-at-one-date' }, weightOf: () => null };
  const total = members.reduce((sum, m) => sum + m.market_cap!, 0);
  return {
    weighting: { basis: 'full-market-cap', asOf },
    weightOf: (m) => Math.round((m.market_cap! / total) * 100 * 1e4) / 1e4,
  };
}

/** GET /api/indices/:name: the index quote and its constituents with their latest prices, heaviest first. */
export async function indexDetails(db: AppDb, name: string): Promise<IndexDetails> {
  const index = await findIndex(db, name);
  const [quoteRows, constituents] = await Promise.all([
    rows<BarsRow>(
      db,
      sql`select ${isoDate(sql`q.date`)} as date, q.open, q.high, q.low, q.close, q.prev_close, q.volume,
            coalesce(ma.high_52w, (select max(coalesce(p.high, p.close)) from market_index_price_daily p
                                   where p.index_id = mi.id and p.date > (q.date - interval '1 year')::date)) as high_52w,
            coalesce(ma.low_52w, (select min(coalesce(p.low, p.close)) from market_index_price_daily p
                                  where p.index_id = mi.id and p.date > (q.date - interval '1 year')::date)) as low_52w
          from market_indices mi
          ${latestIndexBars(sql`mi.id`, 'q')}
          left join market_index_price_volume_daily_moving_averages ma on ma.index_id = mi.id
          where mi.id = ${index.id}`,
    ),
    // Constituents by the primary key (index_id, company_id); each one's last two bars by (company_id, date).
    // Market cap from the valuation (company_valuations) with its own date, never the listing's undated figure.
    rows<{ symbol: string; exchange: string; name: string; industry: string | null; weight: number | null; date: string | null; close: number | null; prev_close: number | null; market_cap: number | null; valuation_as_of: string | null; valuation_basis: 'at-price' | 'own-date' | null }>(
      db,
      sql`select cp.symbol, cp.exchange, cp.company_name as name, coalesce(c.industry, cp.industry) as industry, c.weight,
            ${isoDate(sql`q.date`)} as date, q.close, q.prev_close, v.market_cap,
            case when v.market_cap is not null then ${isoDate(sql`v.as_of`)} end as valuation_as_of,
            case when v.market_cap is not null then v.basis end as valuation_basis
          from market_index_wise_companies c
          join company_profile cp on cp.id = c.company_id
          ${latestStockBars(sql`cp.id`, 'q')}
          ${valuationJoin(sql`cp.id`, 'v')}
          where c.index_id = ${index.id}
          order by c.weight desc nulls last, coalesce(v.market_cap, cp.market_cap) desc nulls last, cp.symbol`,
    ),
  ]);
  const bars = quoteRows[0];
  const { weighting, weightOf } = weighConstituents(constituents);
  return {
    name: index.name,
    quote: bars ? presentQuote({ symbol: index.name, exchange: null, name: index.name }, bars) : null,
    weighting,
    constituents: constituents.map((r) => ({
      symbol: r.symbol,
      exchange: r.exchange,
      name: r.name,
      industry: r.industry,
      weight: weightOf(r),
      date: r.date,
      close: r.close,
      changePct: percentChange(r.close, r.prev_close),
      marketCap: r.market_cap,
      valuationAsOf: r.valuation_as_of,
      valuationBasis: r.valuation_basis,
    })),
  };
}

/** GET /api/indices/:name/prices. */
export async function indexPriceHistory(db: AppDb, name: string, range: PriceRange): Promise<PriceHistory> {
  const index = await findIndex(db, name);
  return { symbol: index.name, range, bars: await indexBars(db, index.id, range) };
}
