/**
 * Puts a listing's stored daily bars before an ex-date on the basis after a bonus, split or consolidation
 * (prices divided by the share factor, volumes multiplied), then recomputes its moving averages. Called by the
 * corporate-actions feature when an applied action's fall is still in the stored series.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/sql';
import { recomputeMovingAverages } from './movingAveragesRecomputer';

export async function adjustStockBarsBefore(db: Executor, companyId: string, exDate: string, factor: number): Promise<void> {
  if (!(factor > 0) || factor === 1) return;
  await db.execute(sql`update stock_price_daily_historical
    set open = open / ${factor}::float8, high = high / ${factor}::float8, low = low / ${factor}::float8, close = close / ${factor}::float8,
        volume = round(volume * ${factor}::float8)::bigint
    where company_id = ${companyId}::uuid and date < ${exDate}::date`);
  await recomputeMovingAverages(db, new Set([companyId]), null);
}
