import { istDate, istInstant } from '@sanchay/core';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../platform/db/client';
import { rows } from '../platform/db/sql';
import type { Candle } from './candles';

/** Stored 1-minute candles of one instrument from `sinceMs` on, oldest first (`time` in epoch seconds). */
export function storedMinuteCandles(db: AppDb, token: number, sinceMs: number): Promise<Candle[]> {
  return rows<Candle>(
    db,
    sql`select extract(epoch from time)::int as time, open, high, low, close, volume
        from live_candles_1m where instrument_token = ${token} and time >= ${new Date(sinceMs).toISOString()}::timestamptz
        order by time`,
  );
}

/** How far an index or stock has moved on one IST day, from the stored 1-minute candles. */
export interface IntradayMove {
  symbol: string;
  kind: 'index' | 'stock';
  /** IST date (YYYY-MM-DD). */
  date: string;
  /** The day's first candle's open and the latest candle's close. */
  open: number;
  last: number;
  high: number;
  low: number;
  /** The previous daily close stored before `date`, when there is one; else null. */
  previousClose: number | null;
  /** last - previousClose (or - open without a previous close), and that in percent. */
  change: number;
  changePercent: number;
  /** Epoch ms of the first and the latest candle. */
  firstAt: number;
  lastAt: number;
  candles: number;
}

/**
 * intradayMove(db, 'NIFTY 50') answers "how much has NIFTY moved today": the day's range and the move
 * against the previous daily close, from the 1-minute candle store. `symbol` is an index name or an NSE
 * symbol (case-insensitive); `date` an IST date, today by default. Null when no candle is stored that day.
 */
export async function intradayMove(db: AppDb, symbol: string, date: string = istDate(Date.now())): Promise<IntradayMove | null> {
  const from = new Date(istInstant(date)).toISOString();
  const to = new Date(istInstant(date) + 86_400_000).toISOString();
  const [row] = await rows<{
    symbol: string;
    kind: 'index' | 'stock';
    open: number;
    last: number;
    high: number;
    low: number;
    first_at: number;
    last_at: number;
    candles: number;
  }>(
    db,
    sql`select c.symbol, c.kind, (array_agg(c.open order by c.time))[1] as open, (array_agg(c.close order by c.time desc))[1] as last,
          max(c.high) as high, min(c.low) as low, (extract(epoch from min(c.time)) * 1000)::float8 as first_at,
          (extract(epoch from max(c.time)) * 1000)::float8 as last_at, count(*)::int as candles
        from live_candles_1m c
        where upper(c.symbol) = upper(${symbol.trim()}) and c.kind in ('index', 'stock')
          and c.time >= ${from}::timestamptz and c.time < ${to}::timestamptz
        group by c.symbol, c.kind
        order by c.kind limit 1`,
  );
  if (!row) return null;
  const [previous] = await rows<{ close: number }>(
    db,
    row.kind === 'index'
      ? sql`select p.close from market_index_price_daily p join market_indices i on i.id = p.index_id
            where i.index_name = ${row.symbol} and p.date < ${date}::date order by p.date desc limit 1`
      : sql`select p.close from stock_price_daily_historical p join company_profile cp on cp.id = p.company_id
            where cp.symbol = ${row.symbol} and cp.exchange = 'NSE' and p.date < ${date}::date order by p.date desc limit 1`,
  );
  const previousClose = previous ? Number(previous.close) : null;
  const base = previousClose ?? Number(row.open);
  const last = Number(row.last);
  const change = Math.round((last - base) * 100) / 100;
  return {
    symbol: row.symbol,
    kind: row.kind,
    date,
    open: Number(row.open),
    last,
    high: Number(row.high),
    low: Number(row.low),
    previousClose,
    change,
    changePercent: base > 0 ? Math.round(((last - base) / base) * 10_000) / 100 : 0,
    firstAt: Number(row.first_at),
    lastAt: Number(row.last_at),
    candles: row.candles,
  };
}
