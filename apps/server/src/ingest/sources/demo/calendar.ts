/**
 * Dates of the demo universe as day numbers (days since 1970-01-01, UTC), which are cheap to store in typed
 * arrays and to write as PostgreSQL binary dates. Trading days come from the NSE trading calendar in core;
 * the demo's history reaches back into years that calendar does not know, where weekdays minus a fixed list
 * of major Indian market holidays stand in (the same calendar serves every market of the demo). Indian
 * fiscal years end on 31 March; results are published 45 days (quarters) or 60 days (years) after the period ends.
 */
import { assertIsoDate, dateOfDay, DAY_MS, dayNumber, istDate, tradingDayInfo } from '@sanchay/core';

const MS_PER_DAY = DAY_MS;
/** PostgreSQL dates count from 2000-01-01. */
export const PG_EPOCH_DAY = 10_957;

/** Years outside the NSE calendar: Republic Day, Holi, Ambedkar Jayanti, Maharashtra Day, Independence Day, Gandhi Jayanti, Diwali, Christmas. */
const APPROXIMATE_HOLIDAYS = new Set(['01-26', '03-14', '04-14', '05-01', '08-15', '10-02', '11-01', '12-25']);

export const dayOf = (iso: string): number => {
  assertIsoDate(iso);
  return dayNumber(iso);
};
export const isoOf = (day: number): string => dateOfDay(day);
export const msOf = (day: number): number => day * MS_PER_DAY;

export function isTradingDay(day: number): boolean {
  const info = tradingDayInfo(isoOf(day));
  if (info.status !== 'unknown') return info.status === 'trading';
  return !APPROXIMATE_HOLIDAYS.has(info.date.slice(5));
}

export function lastTradingDayOnOrBefore(day: number): number {
  let d = day;
  while (!isTradingDay(d)) d--;
  return d;
}

/** The default end of the data: the last trading day before today in India (today's bar is not final). */
export function defaultAsOf(now = new Date()): string {
  return isoOf(lastTradingDayOnOrBefore(dayOf(istDate(now)) - 1));
}

/** The same calendar date `years` earlier (29 February becomes 28 February). */
export function yearsBefore(day: number, years: number): number {
  const date = new Date(day * MS_PER_DAY);
  const y = date.getUTCFullYear() - years;
  const m = date.getUTCMonth();
  const d = Math.min(date.getUTCDate(), new Date(Date.UTC(y, m + 1, 0)).getUTCDate());
  return Math.round(Date.UTC(y, m, d) / MS_PER_DAY);
}

/** Trading days in (asOf - years, asOf], oldest first. */
export function tradingDays(asOfDay: number, years: number): Int32Array {
  const start = yearsBefore(asOfDay, years);
  const out: number[] = [];
  for (let d = start + 1; d <= asOfDay; d++) if (isTradingDay(d)) out.push(d);
  return Int32Array.from(out);
}

/** Index of the first element >= value in an ascending array. */
export function lowerBound(sorted: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const endOfMonth = (year: number, month: number): number => Math.round(Date.UTC(year, month + 1, 0) / MS_PER_DAY);

/** Quarter ends (30 June, 30 September, 31 December, 31 March) on or before `day`, newest last. */
export function quarterEndsOnOrBefore(day: number, count: number): number[] {
  const date = new Date(day * MS_PER_DAY);
  let year = date.getUTCFullYear();
  let month = date.getUTCMonth() - (date.getUTCMonth() % 3) + 2; // the quarter's last month
  const out: number[] = [];
  while (out.length < count) {
    const end = endOfMonth(year, month);
    if (end <= day) out.unshift(end);
    month -= 3;
    if (month < 0) {
      month += 12;
      year -= 1;
    }
  }
  return out;
}

export interface FiscalCalendar {
  /** Ends (31 March) of the reported fiscal years, oldest first. */
  annualEnds: number[];
  /** Ends of the reported quarters, oldest first. */
  quarterEnds: number[];
  /** Ends of the fiscal years the model needs: the year before the first reported one, the reported ones and, when the newest quarters belong to a year not yet reported, that year. */
  modelYearEnds: number[];
}

export const ANNUAL_LAG_DAYS = 60;
export const QUARTER_LAG_DAYS = 45;
export const SHAREHOLDING_LAG_DAYS = 21;

export function fiscalCalendar(asOfDay: number, years: number, quarters: number): FiscalCalendar {
  const quarterEnds = quarterEndsOnOrBefore(asOfDay - QUARTER_LAG_DAYS, quarters);
  const marchEnds = quarterEndsOnOrBefore(asOfDay - ANNUAL_LAG_DAYS, 4 * years).filter(
    (d) => new Date(d * MS_PER_DAY).getUTCMonth() === 2,
  );
  const annualEnds = marchEnds.slice(-years);
  const lastReported = annualEnds[annualEnds.length - 1] as number;
  const modelYearEnds = [yearsBefore(annualEnds[0] as number, 1), ...annualEnds];
  const newestQuarter = quarterEnds[quarterEnds.length - 1] as number;
  if (newestQuarter > lastReported) modelYearEnds.push(fiscalYearEndOf(newestQuarter));
  return { annualEnds, quarterEnds, modelYearEnds };
}

/** The 31 March that ends the fiscal year containing `day`. */
export function fiscalYearEndOf(day: number): number {
  const date = new Date(day * MS_PER_DAY);
  const year = date.getUTCMonth() >= 3 ? date.getUTCFullYear() + 1 : date.getUTCFullYear();
  return Math.round(Date.UTC(year, 2, 31) / MS_PER_DAY);
}

/** Which quarter (0-3) of its fiscal year a quarter end is: June 0, September 1, December 2, March 3. */
export function fiscalQuarterIndex(quarterEnd: number): number {
  const month = new Date(quarterEnd * MS_PER_DAY).getUTCMonth();
  return ((month - 5 + 12) % 12) / 3;
}
