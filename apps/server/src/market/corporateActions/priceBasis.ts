/**
 * Applied actions and the stored price history: an applied bonus, split or consolidation whose fall is still
 * in the stored series (an unadjusted source) has the bars before its ex-date put on the later basis; one whose
 * series shows no fall there came back-adjusted and is only marked so. Never both: no series mixes bases.
 */
import { sql } from 'drizzle-orm';
import { adjustStockBarsBefore } from '../priceAdjustment';
import { type Executor, rows } from '../../platform/db/sql';
import { markPricesAdjusted } from './actionStore';

/** How close a one-day fall must be to the factor to count as the action's own (the market moves that day too). */
const FALL_TOLERANCE = 0.15;

interface Pending {
  id: string;
  company_id: string;
  ex_date: string;
  factor: number;
  before: number | null;
  on: number | null;
}

/** Applies the pending (not yet price-adjusted) applied actions, oldest first; returns the companies changed. */
export async function applyToPrices(db: Executor, companyId?: string): Promise<Set<string>> {
  const pending = await rows<Pending>(
    db,
    sql`select a.id, a.company_id, to_char(a.ex_date, 'YYYY-MM-DD') as ex_date, a.share_factor as factor, b.close as before, o.close as on
        from corporate_actions a
        left join lateral (select p.close from stock_price_daily_historical p
          where p.company_id = a.company_id and p.date < a.ex_date order by p.date desc limit 1) b on true
        left join lateral (select p.close from stock_price_daily_historical p
          where p.company_id = a.company_id and p.date >= a.ex_date order by p.date limit 1) o on true
        where a.status in ('file', 'confirmed') and not a.prices_adjusted and a.share_factor <> 1 and a.ex_date is not null
          and (${companyId ?? null}::uuid is null or a.company_id = ${companyId ?? null}::uuid)
        order by a.ex_date`,
  );
  // Actions of one listing on one day (Bajaj Finance's split and bonus of 16 Jun 2025) make one fall together.
  const sameDay = new Map<string, Pending[]>();
  for (const p of pending) sameDay.set(`${p.company_id} ${p.ex_date}`, [...(sameDay.get(`${p.company_id} ${p.ex_date}`) ?? []), p]);
  const changed = new Set<string>();
  for (const group of sameDay.values()) {
    const { company_id, ex_date, before, on } = group[0]!;
    if (before === null || on === null || !(on > 0)) continue; // no bars on both sides yet: nothing to put right
    const factor = group.reduce((product, p) => product * p.factor, 1);
    if (Math.abs(before / on / factor - 1) <= FALL_TOLERANCE) {
      await adjustStockBarsBefore(db, company_id, ex_date, factor);
      changed.add(company_id);
    }
    for (const p of group) await markPricesAdjusted(db, p.id);
  }
  return changed;
}
