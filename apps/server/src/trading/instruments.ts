import type { TradingBar } from '@sanchay/core';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../platform/db/client';
import { AppError, notFound } from '../platform/errors';
import { findIndex } from '../market/api/indices';
import { findListing } from '../market/api/companyDetails';
import { RANGE_INTERVAL } from '../market/api/prices';
import type { PriceRange } from '../market/api/params';
import { rows } from '../platform/db/sql';

/** A stock listing (stock_price_daily_historical) or an index (market_index_price_daily). */
export interface Instrument {
  kind: 'stock' | 'index';
  id: string;
  symbol: string;
  name: string;
}

/**
 * The instrument a symbol names: an Indian listing first (NSE before BSE, case-insensitive, the market
 * API's lookup), else an index by name (`NIFTY 50`). Unknown: 404.
 */
export async function resolveInstrument(db: AppDb, symbol: string): Promise<Instrument> {
  try {
    const listing = await findListing(db, 'IN', symbol);
    return { kind: 'stock', id: listing.id, symbol: listing.symbol, name: listing.company_name };
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 404) throw error;
  }
  try {
    const index = await findIndex(db, symbol);
    return { kind: 'index', id: index.id, symbol: index.name, name: index.name };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw notFound(`No company or index with symbol ${symbol}.`);
    throw error;
  }
}

export interface BarWindow {
  /** First date shown / traded (inclusive); null: from the first bar, or `range` back from the last bar. */
  from: string | null;
  to: string | null;
  range?: PriceRange;
  /** Bars to load before `from` so that indicators are settled at `from`. */
  warmUp: number;
}

export interface LoadedBars {
  bars: TradingBar[];
  /** Index of the first bar on or after `from` (bars before it are warm-up). */
  startIndex: number;
}

const tables = {
  stock: { table: sql.raw('stock_price_daily_historical'), id: sql.raw('company_id') },
  index: { table: sql.raw('market_index_price_daily'), id: sql.raw('index_id') },
};

/**
 * Positive-close daily bars of an instrument, oldest first: `warmUp` bars before the window, then the
 * window. Every read walks the primary key (<id>, date): the window's start, then an OFFSET back for the
 * warm-up, then the range.
 */
export async function loadBars(db: AppDb, instrument: Instrument, window: BarWindow): Promise<LoadedBars> {
  const { table, id } = tables[instrument.kind];
  const to = window.to ? sql`${window.to}::date` : sql`'infinity'::date`;
  const interval = window.range ? RANGE_INTERVAL[window.range] : null;
  const start = window.from
    ? sql`${window.from}::date`
    : interval
      ? sql`((select max(l.date) from ${table} l where l.${id} = ${instrument.id} and l.date <= ${to}) - ${interval}::interval)::date`
      : sql`'-infinity'::date`;
  // Fewer earlier bars than the warm-up wants: take them all.
  const earliest =
    window.warmUp > 0
      ? sql`coalesce((select q.date from ${table} q where q.${id} = ${instrument.id} and q.close > 0 and q.date < w.start
                      order by q.date desc offset ${window.warmUp - 1} limit 1), '-infinity'::date)`
      : sql`w.start`;
  const found = await rows<TradingBar & { in_window: boolean }>(
    db,
    sql`with w as (select ${start} as start)
        select to_char(p.date, 'YYYY-MM-DD') as date, p.open, p.high, p.low, p.close, p.volume::float8 as volume,
               p.date >= w.start as in_window
        from ${table} p, w
        where p.${id} = ${instrument.id} and p.close > 0 and p.date <= ${to}
          and p.date >= ${earliest}
        order by p.date`,
  );
  const startIndex = found.findIndex((r) => r.in_window);
  const bars = found.map(({ date, open, high, low, close, volume }) => ({ date, open, high, low, close, volume }));
  return { bars, startIndex: startIndex === -1 ? bars.length : startIndex };
}
