import type { FundNav, FundReturn } from '@sanchay/core';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client';
import { rows } from '../../platform/db/sql';
import { isoDate } from './sql';

/** The trailing periods computed from NAV history: 1Y as it is, 3Y and 5Y annualised. */
export const FUND_RETURN_PERIODS = [
  { period: '1Y', years: 1 },
  { period: '3Y', years: 3 },
  { period: '5Y', years: 5 },
] as const;

/** How many days before the same date N years back the start NAV may be (holidays, a missing day's file). */
export const START_TOLERANCE_DAYS = 7;

/** % return from one NAV to another over `years`: absolute for a year or less, CAGR beyond. */
export function navReturnPct(from: number, to: number, years: number): number | null {
  if (!(from > 0) || !(to > 0)) return null;
  const growth = to / from;
  const pct = years > 1 ? (growth ** (1 / years) - 1) * 100 : (growth - 1) * 100;
  return Math.round(pct * 100) / 100;
}

interface ReturnRow {
  schemeCode: number;
  years: number;
  toDate: string;
  toNav: number;
  fromDate: string | null;
  fromNav: number | null;
}

/**
 * The 1/3/5-year returns of each scheme from mutual_fund_nav_history, ending at the scheme's latest NAV there:
 * the start NAV is the last one on or before the same day N years earlier, at most START_TOLERANCE_DAYS before
 * it (else no return: the history does not reach back). Schemes without history are absent from the map.
 */
export async function fundReturns(db: AppDb, schemeCodes: readonly number[]): Promise<Map<number, FundReturn[]>> {
  const result = new Map<number, FundReturn[]>();
  if (schemeCodes.length === 0) return result;
  const codes = sql.join(
    [...new Set(schemeCodes)].map((c) => sql`${c}::int`),
    sql`, `,
  );
  const periods = sql.join(
    FUND_RETURN_PERIODS.map((p) => sql`(${p.years}::int)`),
    sql`, `,
  );
  const found = await rows<ReturnRow>(
    db,
    sql`with latest as (
          select scheme_code, max(nav_date) as to_date from mutual_fund_nav_history
          where scheme_code in (${codes}) group by scheme_code
        )
        select l.scheme_code as "schemeCode", p.years, ${isoDate(sql`l.to_date`)} as "toDate", e.nav as "toNav",
               ${isoDate(sql`s.nav_date`)} as "fromDate", s.nav as "fromNav"
        from latest l
        join mutual_fund_nav_history e on e.scheme_code = l.scheme_code and e.nav_date = l.to_date
        cross join (values ${periods}) as p(years)
        left join lateral (
          select h.nav_date, h.nav from mutual_fund_nav_history h
          where h.scheme_code = l.scheme_code
            and h.nav_date <= (l.to_date - make_interval(years => p.years))::date
            and h.nav_date >= (l.to_date - make_interval(years => p.years))::date - ${START_TOLERANCE_DAYS}::int
          order by h.nav_date desc limit 1
        ) s on true
        order by 1, 2`,
  );
  for (const r of found) {
    const period = FUND_RETURN_PERIODS.find((p) => p.years === Number(r.years));
    if (!period) continue;
    const to: FundNav = { date: r.toDate, nav: Number(r.toNav) };
    const from: FundNav | null = r.fromDate && r.fromNav !== null ? { date: r.fromDate, nav: Number(r.fromNav) } : null;
    const list = result.get(r.schemeCode) ?? [];
    list.push({
      period: period.period,
      years: period.years,
      pct: from ? navReturnPct(from.nav, to.nav, period.years) : null,
      annualised: period.years > 1,
      from,
      to,
    });
    result.set(r.schemeCode, list);
  }
  return result;
}

/** The NAV history of one scheme, oldest first. */
export async function navHistory(db: AppDb, schemeCode: number): Promise<FundNav[]> {
  const found = await rows<{ date: string; nav: number }>(
    db,
    sql`select ${isoDate(sql`nav_date`)} as date, nav from mutual_fund_nav_history where scheme_code = ${schemeCode} order by nav_date`,
  );
  return found.map((r) => ({ date: r.date, nav: Number(r.nav) }));
}
