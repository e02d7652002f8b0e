import { type EtfListing, surrogateInstrumentToken } from '@sanchay/core';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client';
import { percentChange } from './presenters';
import { rows } from '../../platform/db/sql';
import { isoDate, latestStockBars, yearAgoStockClose } from './sql';

// The wire shape lives in packages/core (market/marketApiTypes.ts), shared with the web.
export type { EtfListing as EtfSummary };

/** One row of GET /api/nse/etfList (spec 001 section 7.1; snake_case instrument_token as the spec has it). */
export interface EtfListItem {
  symbol: string;
  underlying: string;
  instrument_token: number;
}

/** GET /api/nse/etfList: the ETFs DipSIP offers, by symbol; the Kite token from the ETF row, else from its listing, else a stand-in. */
export async function dipSipEtfList(db: AppDb): Promise<EtfListItem[]> {
  const found = await rows<{ symbol: string; underlying: string; token: number | null }>(
    db,
    sql`select e.symbol, e.underlying, coalesce(e.instrument_token, cp.kite_instrument_token)::float8 as token
        from etfs e left join company_profile cp on cp.id = e.company_id
        where e.is_dipsip_etf
        order by e.symbol`,
  );
  // Without a Kite token yet, a stable negative stand-in keeps the ETF subscribable (see surrogateInstrumentToken).
  return found.map((r) => ({
    symbol: r.symbol,
    underlying: r.underlying,
    instrument_token: r.token ?? surrogateInstrumentToken(r.symbol),
  }));
}

/**
 * GET /api/etfs: every ETF, REIT and InvIT with its latest close, the day's change and the 1-year return.
 * Prices come from the ETF's listing (company_id, else the NSE listing of its symbol through the unique
 * (symbol, exchange) index); bars by the primary key (company_id, date).
 */
export async function listEtfs(db: AppDb): Promise<EtfListing[]> {
  const found = await rows<{
    symbol: string;
    name: string;
    underlying: string;
    asset_class: string;
    isin: string | null;
    is_dipsip_etf: boolean;
    date: string | null;
    close: number | null;
    prev_close: number | null;
    year_ago: number | null;
  }>(
    db,
    sql`select e.symbol, e.name, e.underlying, e.asset_class, e.isin, e.is_dipsip_etf,
          ${isoDate(sql`q.date`)} as date, q.close, q.prev_close, y.close as year_ago
        from etfs e
        left join lateral (
          select coalesce(e.company_id, (select cp.id from company_profile cp where cp.symbol = e.symbol and cp.exchange = 'NSE')) as id
        ) listing on true
        ${latestStockBars(sql`listing.id`, 'q')}
        ${yearAgoStockClose(sql`listing.id`, sql`q.date`, 'y')}
        order by e.symbol`,
  );
  return found.map((r) => ({
    symbol: r.symbol,
    name: r.name,
    underlying: r.underlying,
    assetClass: r.asset_class,
    isin: r.isin,
    isDipSipEtf: r.is_dipsip_etf,
    date: r.date,
    close: r.close,
    changePct: percentChange(r.close, r.prev_close),
    return1y: percentChange(r.close, r.year_ago),
  }));
}
