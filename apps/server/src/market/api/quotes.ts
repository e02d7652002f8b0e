import { sql } from 'drizzle-orm';
import type { MarketCode } from '@sanchay/core';
import type { AppDb } from '../../platform/db/client';
import { type BarsRow, type Quote, presentQuote } from './presenters';
import { rows } from '../../platform/db/sql';
import { exchangeRank, inList, isoDate, latestStockBars } from './sql';

interface QuoteRow extends BarsRow {
  id: string;
  symbol: string;
  exchange: string;
  name: string;
}

/**
 * Quotes of listings by id, in one query: the last two bars per company (a LATERAL over the primary key
 * (company_id, date)), the 52-week range from the moving-averages row, or computed from the last year of
 * bars when that row is missing (coalesce evaluates the subquery only then).
 */
export async function loadQuotes(db: AppDb, companyIds: readonly string[]): Promise<Map<string, Quote | null>> {
  const out = new Map<string, Quote | null>();
  if (companyIds.length === 0) return out;
  const found = await rows<QuoteRow>(
    db,
    sql`select cp.id, cp.symbol, cp.exchange, cp.company_name as name,
          ${isoDate(sql`q.date`)} as date, q.open, q.high, q.low, q.close, q.prev_close, q.volume,
          coalesce(ma.high_52w, (select max(coalesce(p.high, p.close)) from stock_price_daily_historical p
                                 where p.company_id = cp.id and p.date > (q.date - interval '1 year')::date)) as high_52w,
          coalesce(ma.low_52w, (select min(coalesce(p.low, p.close)) from stock_price_daily_historical p
                                where p.company_id = cp.id and p.date > (q.date - interval '1 year')::date)) as low_52w
        from company_profile cp
        ${latestStockBars(sql`cp.id`, 'q')}
        left join stock_price_volume_daily_moving_averages ma on ma.company_id = cp.id
        where cp.id in ${inList(companyIds)}`,
  );
  for (const row of found) out.set(row.id, presentQuote(row, row));
  return out;
}

/** The listing a bare symbol names in a market: case-insensitive, NSE before BSE before the others. */
export interface Listing {
  id: string;
  symbol: string;
  exchange: string;
}

/**
 * Resolves symbols of one market to listings (case-insensitive; NSE preferred over BSE). Uses the index
 * company_profile_symbol_lower_idx on lower(symbol). Unknown symbols are absent from the map.
 */
export async function resolveSymbols(db: AppDb, country: MarketCode, symbols: readonly string[]): Promise<Map<string, Listing>> {
  const lowered = [...new Set(symbols.map((s) => s.toLowerCase()))];
  const out = new Map<string, Listing>();
  if (lowered.length === 0) return out;
  const found = await rows<Listing & { key: string }>(
    db,
    sql`select distinct on (lower(symbol)) lower(symbol) as key, id, symbol, exchange
        from company_profile
        where lower(symbol) in ${inList(lowered)} and country = ${country}
        order by lower(symbol), ${exchangeRank(sql`exchange`)}, exchange`,
  );
  for (const row of found) out.set(row.key, { id: row.id, symbol: row.symbol, exchange: row.exchange });
  return out;
}

/** GET /api/quotes: quotes of the known symbols, in the asked order; unknown symbols are left out. */
export async function quotesBoard(db: AppDb, country: MarketCode, symbols: readonly string[]): Promise<Quote[]> {
  const listings = await resolveSymbols(db, country, symbols);
  const quotes = await loadQuotes(
    db,
    [...listings.values()].map((l) => l.id),
  );
  const out: Quote[] = [];
  for (const symbol of symbols) {
    const listing = listings.get(symbol.toLowerCase());
    const quote = listing ? quotes.get(listing.id) : undefined;
    if (quote) out.push(quote);
  }
  return out;
}
