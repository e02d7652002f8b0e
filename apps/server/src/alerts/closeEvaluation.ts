import { ALERT_HISTORY_BARS, type AlertMetric, closeObservations, dayNumber, formatDate, formatINR, istDate, type SeriesNeed, type TradingBar } from '@sanchay/core';
import { type DayClose, dipFallPct, isUsableDipClose, latestDipSipCloses } from '../dipsip/dipEngine';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../platform/db/client';
import { rows } from '../platform/db/sql';
import { type EvaluateAlertsResult, evaluateAlerts, type Observation } from './alertEngine';

/** Closes older than this many days (IST) are not evaluated: no alerts for a stale market (as the dip engine). */
export const MAX_CLOSE_AGE_DAYS = 5;
/** Companies whose bars are read and evaluated in one go. */
const COMPANIES_PER_PASS = 500;

export interface CompanyNeeds {
  companyId: string;
  symbol: string;
  needs: SeriesNeed[];
}

/** The series the active alerts ask for, by company (one row per company, metric and period). */
export async function activeNeeds(db: AppDb, metrics?: readonly AlertMetric[]): Promise<CompanyNeeds[]> {
  const filter = metrics ? sql`and a.metric in (${sql.join(metrics.map((m) => sql`${m}`), sql`, `)})` : sql``;
  const found = await rows<{ company_id: string; symbol: string; metric: AlertMetric; period: number }>(
    db,
    sql`select distinct a.company_id, cp.symbol, a.metric, a.period
        from alerts a join company_profile cp on cp.id = a.company_id
        where a.status = 'active' ${filter}
        order by cp.symbol, a.metric, a.period`,
  );
  const byCompany = new Map<string, CompanyNeeds>();
  for (const r of found) {
    const entry = byCompany.get(r.company_id) ?? { companyId: r.company_id, symbol: r.symbol, needs: [] };
    entry.needs.push({ metric: r.metric, period: r.period });
    byCompany.set(r.company_id, entry);
  }
  return [...byCompany.values()];
}

/** The last ALERT_HISTORY_BARS daily bars of each company, oldest first. */
export async function recentBars(db: AppDb, companyIds: readonly string[]): Promise<Map<string, TradingBar[]>> {
  const out = new Map<string, TradingBar[]>();
  if (companyIds.length === 0) return out;
  const ids = sql.join(companyIds.map((id) => sql`${id}::uuid`), sql`, `);
  const found = await rows<{ company_id: string; date: string; open: number | null; high: number | null; low: number | null; close: number }>(
    db,
    sql`select c.id as company_id, b.date, b.open, b.high, b.low, b.close
        from unnest(array[${ids}]) as c(id)
        cross join lateral (
          select to_char(p.date, 'YYYY-MM-DD') as date, p.open, p.high, p.low, p.close
          from stock_price_daily_historical p where p.company_id = c.id
          order by p.date desc limit ${ALERT_HISTORY_BARS}) b`,
  );
  for (const r of found) {
    const list = out.get(r.company_id) ?? [];
    list.push({ date: r.date, open: r.open, high: r.high, low: r.low, close: Number(r.close) });
    out.set(r.company_id, list);
  }
  for (const list of out.values()) list.sort((a, b) => (a.date < b.date ? -1 : 1));
  return out;
}

/**
 * Evaluates every active alert against its company's latest stored close (after each ingest; idempotent: the
 * same close fires nothing twice). Companies whose latest close is older than MAX_CLOSE_AGE_DAYS are skipped.
 */
export async function evaluateAlertsOnCloses(db: AppDb, now = new Date()): Promise<EvaluateAlertsResult> {
  const oldest = dayNumber(istDate(now)) - MAX_CLOSE_AGE_DAYS;
  const companies = await activeNeeds(db);
  const total: EvaluateAlertsResult = { evaluated: 0, fired: 0 };
  const dips = companies.some((c) => c.needs.some((n) => n.metric === 'dip')) ? await latestDipSipCloses(db) : null;
  for (let i = 0; i < companies.length; i += COMPANIES_PER_PASS) {
    const part = companies.slice(i, i + COMPANIES_PER_PASS);
    const bars = await recentBars(db, part.map((c) => c.companyId));
    const observations: Observation[] = [];
    for (const company of part) {
      const list = bars.get(company.companyId) ?? [];
      const last = list.at(-1);
      if (!last || dayNumber(last.date) < oldest) continue;
      for (const o of closeObservations(company.symbol, list, company.needs)) observations.push({ ...o, companyId: company.companyId });
    }
    for (const company of part) {
      const close = dips?.get(company.symbol);
      if (close && isUsableDipClose(close, now) && company.needs.some((n) => n.metric === 'dip')) observations.push(dipObservation(company, close));
    }
    const result = await evaluateAlerts(db, observations);
    total.evaluated += result.evaluated;
    total.fired += result.fired;
  }
  return total;
}

const rupees = (x: number) => formatINR(x, { decimals: 2 });

/** A DipSIP ETF's fall from its previous close, measured by the dip engine (dipFallPct on its latest closes). */
function dipObservation(company: CompanyNeeds, c: DayClose): Observation {
  const fall = dipFallPct(c);
  const moved = fall >= 0 ? `fell ${fall.toFixed(2)}%` : `rose ${(-fall).toFixed(2)}%`;
  return {
    companyId: company.companyId,
    metric: 'dip',
    period: 0,
    value: fall,
    text: `${company.symbol} ${moved} from the previous close of ${rupees(c.prevClose)} to ${rupees(c.close)}`,
    at: `the close of ${formatDate(c.date)}, 15:30 IST`,
  };
}
