import { type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client';
import type { PriceRange } from './params';
import type { Bar } from './presenters';
import { rows } from '../../platform/db/sql';
import { isoDate } from './sql';

/** How far back each range reaches from the LAST bar (mirror data may end long before today). Max: all bars. */
export const RANGE_INTERVAL: Record<PriceRange, string | null> = {
  '1M': '1 month',
  '6M': '6 months',
  '1Y': '1 year',
  '5Y': '5 years',
  Max: null,
};

interface BarRow {
  date: string;
  open: number | null;
  high: number | null;
  low: number | null;
  close: number;
  volume: number | null;
}

/**
 * Daily bars of one instrument from (last bar date - range) through the last bar, oldest first. Both the
 * last-date lookup and the range read use the primary key (<id column>, date).
 */
async function bars(db: AppDb, table: 'stock_price_daily_historical' | 'market_index_price_daily', idColumn: 'company_id' | 'index_id', id: string, range: PriceRange): Promise<Bar[]> {
  const t = sql.raw(table);
  const c = sql.raw(idColumn);
  const interval = RANGE_INTERVAL[range];
  const from: SQL = interval
    ? sql`and p.date >= ((select max(l.date) from ${t} l where l.${c} = ${id}) - ${interval}::interval)::date`
    : sql``;
  const found = await rows<BarRow>(
    db,
    sql`select ${isoDate(sql`p.date`)} as date, p.open, p.high, p.low, p.close, p.volume::float8 as volume
        from ${t} p
        where p.${c} = ${id} ${from}
        order by p.date`,
  );
  return found.map((r) => ({ date: r.date, open: r.open, high: r.high, low: r.low, close: r.close, volume: r.volume }));
}

export const companyBars = (db: AppDb, companyId: string, range: PriceRange) =>
  bars(db, 'stock_price_daily_historical', 'company_id', companyId, range);

export const indexBars = (db: AppDb, indexId: string, range: PriceRange) =>
  bars(db, 'market_index_price_daily', 'index_id', indexId, range);
