/**
 * Corporate actions derived from the price data, for an administrator to confirm (never applied silently):
 * - mirror-pair: a fundamentals export's own price against the stored (back-adjusted) close of the same days,
 *   e.g. RELIANCE 3,134.25 in Screener's July 2024 export against 1,584.2 in the Upstox history: factor 2;
 * - price-jump: a one-day fall in a stored series that a whole share factor explains once the NIFTY 50's move
 *   that day is taken out (an unadjusted series, e.g. the somnath EOD files).
 * Each is skipped when an applied action (the exchange's file, or a confirmed one) already explains it.
 */
import {
  BASIS_TOLERANCE,
  findPriceJumps,
  PAIR_TOLERANCE,
  shareFactorBetween,
  snapShareFactor,
  type DatedFactor,
} from '@sanchay/core';
import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/sql';
import { appliedShareFactors, recordCorporateActions, SAME_ACTION_DAYS, type NewCorporateAction } from './actionStore';
import { readValuationInputs } from './valuations';

const PAGE = 500;

const money = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 2 });

async function pairActions(db: Executor, factors: Map<string, DatedFactor[]>): Promise<NewCorporateAction[]> {
  const ids = (
    await rows<{ id: string }>(db, sql`select distinct company_id as id from financial_statements where statement = 'key_metrics'`)
  ).map((r) => r.id);
  const found: NewCorporateAction[] = [];
  for (let i = 0; i < ids.length; i += PAGE) {
    for (const r of await readValuationInputs(db, ids.slice(i, i + PAGE))) {
      const sourcePrice = typeof r.km.currentPrice === 'number' ? r.km.currentPrice : null;
      if (!sourcePrice || !r.check_date || !r.check_close || !r.last_date) continue;
      const carried = r.check_close * shareFactorBetween(factors.get(r.id) ?? [], r.check_date, r.last_date);
      const ratio = sourcePrice / carried;
      if (Math.abs(ratio - 1) <= BASIS_TOLERANCE) continue;
      const snapped = snapShareFactor(ratio, PAIR_TOLERANCE);
      if (!snapped) continue;
      found.push({
        companyId: r.id,
        detail: { kind: 'derived', factor: snapped.factor, reading: snapped.reading },
        purpose: `Share factor ${snapped.factor} between ${r.check_date} and ${r.last_date}`,
        exDate: null,
        windowFrom: r.check_date,
        windowTo: r.last_date,
        status: 'derived',
        source: 'mirror-pair',
        evidence: `fundamentals' price ${money(sourcePrice)} on ${r.as_of} against the stored close ${money(r.check_close)} on ${r.check_date} (ratio ${ratio.toFixed(3)}): the price history is back-adjusted for an action after that day`,
        pricesAdjusted: true,
      });
    }
  }
  return found;
}

interface Candidate {
  company_id: string;
  prev_date: string;
  prev_close: number;
  date: string;
  close: number;
}

const daysApart = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;

async function jumpActions(db: Executor, factors: Map<string, DatedFactor[]>): Promise<NewCorporateAction[]> {
  // Falls of a quarter or more in a day, the only days a share factor of 1.5 or more can explain.
  const candidates = await rows<Candidate>(
    db,
    sql`select company_id, to_char(prev_date, 'YYYY-MM-DD') as prev_date, prev_close, to_char(date, 'YYYY-MM-DD') as date, close
        from (select company_id, date, close, lag(date) over w as prev_date, lag(close) over w as prev_close
              from stock_price_daily_historical window w as (partition by company_id order by date)) s
        where close > 0 and prev_close / close >= 1.25`,
  );
  if (candidates.length === 0) return [];
  const index = await rows<{ date: string; close: number }>(
    db,
    sql`select to_char(p.date, 'YYYY-MM-DD') as date, p.close from market_index_price_daily p
        join market_indices i on i.id = p.index_id where i.index_name = 'NIFTY 50' order by p.date`,
  );
  const found: NewCorporateAction[] = [];
  for (const c of candidates) {
    const [jump] = findPriceJumps(
      [
        { date: c.prev_date, close: c.prev_close },
        { date: c.date, close: c.close },
      ],
      index,
    );
    if (!jump) continue;
    const explained = (factors.get(c.company_id) ?? []).some(
      (f) => Math.abs(f.factor / jump.factor - 1) < 0.01 && daysApart(f.exDate, jump.date) <= SAME_ACTION_DAYS,
    );
    if (explained) continue;
    found.push({
      companyId: c.company_id,
      detail: { kind: 'derived', factor: jump.factor, reading: jump.reading },
      purpose: `Share factor ${jump.factor} on ${jump.date}`,
      exDate: jump.date,
      status: 'derived',
      source: 'price-jump',
      evidence: `close ${money(c.prev_close)} on ${c.prev_date}, ${money(c.close)} on ${c.date}: ratio ${jump.ratio.toFixed(3)} after the NIFTY 50's move`,
      pricesAdjusted: false,
    });
  }
  return found;
}

/** Finds and records derived actions; returns how many were new. */
export async function deriveCorporateActions(db: Executor): Promise<number> {
  const factors = await appliedShareFactors(db);
  const derived = [...(await pairActions(db, factors)), ...(await jumpActions(db, factors))];
  return recordCorporateActions(db, derived);
}
