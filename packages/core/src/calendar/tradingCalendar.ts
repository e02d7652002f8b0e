/**
 * The NSE trading calendar: which IST dates have a normal session, and the session times. Holidays come
 * from nseHolidays.ts; a year not in that table is *unknown*: `tradingDayInfo` says so, and every function
 * that answers yes/no takes an explicit rule for unknown years, so no caller treats one as all open by accident.
 */
import { addDays, assertIsoDate, weekdayOf } from './ist';
import { NSE_HOLIDAYS, SPECIAL_SESSIONS, type SpecialSession } from './nseHolidays';

/** Session times in minutes after midnight IST: pre-open order collection and the normal market. */
export const PRE_OPEN_START_MINUTE = 9 * 60;
export const PRE_OPEN_END_MINUTE = 9 * 60 + 8;
export const MARKET_OPEN_MINUTE = 9 * 60 + 15;
export const MARKET_CLOSE_MINUTE = 15 * 60 + 30;
export const MARKET_CLOSE_IST = '15:30';

export type TradingDayStatus = 'trading' | 'weekend' | 'holiday' | 'unknown';

export interface TradingDayInfo {
  date: string;
  /** `unknown`: a weekday of a year whose holidays are not in the table. */
  status: TradingDayStatus;
  /** The holiday's name when status is `holiday`. */
  holiday: string | null;
  /** A special session on an otherwise closed day: a full one (a weekend Budget day) makes the status `trading`. */
  special: SpecialSession | null;
  /** Whether the year's holiday list is known. */
  calendarKnown: boolean;
}

/**
 * What a yes/no question does for a year missing from the holiday table:
 * `weekdays-open` answers as if only weekends were closed (the caller accepts that guess knowingly);
 * `throw` raises UnknownCalendarYearError.
 */
export type UnknownYearRule = 'weekdays-open' | 'throw';

export class UnknownCalendarYearError extends Error {
  constructor(readonly year: number) {
    super(`The NSE holiday calendar for ${year} is not known (packages/core/src/calendar/nseHolidays.ts).`);
  }
}

const holidayNames = new Map<string, string>();
for (const list of Object.values(NSE_HOLIDAYS)) for (const day of list) holidayNames.set(day.date, day.name);
const specials = new Map(SPECIAL_SESSIONS.map((s) => [s.date, s]));

/** Years whose holidays are in the table, ascending. */
export const KNOWN_CALENDAR_YEARS: readonly number[] = Object.keys(NSE_HOLIDAYS).map(Number).sort((a, b) => a - b);

export const isCalendarYearKnown = (year: number): boolean => KNOWN_CALENDAR_YEARS.includes(year);

export function tradingDayInfo(date: string): TradingDayInfo {
  const year = Number(date.slice(0, 4));
  assertIsoDate(date);
  const calendarKnown = isCalendarYearKnown(year);
  const special = specials.get(date) ?? null;
  const weekday = weekdayOf(date);
  const weekend = weekday === 0 || weekday === 6;
  // Muhurat trading falls on Diwali Laxmi Pujan, a holiday even in a year whose list is not in the table.
  const holiday = holidayNames.get(date) ?? (special?.kind === 'muhurat' && !weekend ? 'Diwali Laxmi Pujan' : null);
  let status: TradingDayStatus;
  if (special?.kind === 'full') status = 'trading';
  else if (weekend) status = 'weekend';
  else if (holiday) status = 'holiday';
  else status = calendarKnown ? 'trading' : 'unknown';
  return { date, status, holiday, special, calendarKnown };
}

/** Whether `date` has a session with a daily bar: a normal one, a full special session, or Muhurat trading. */
export function isTradingDay(date: string, unknownYear: UnknownYearRule): boolean {
  const info = tradingDayInfo(date);
  if (info.special) return true;
  if (info.status === 'unknown') {
    if (unknownYear === 'throw') throw new UnknownCalendarYearError(Number(date.slice(0, 4)));
    return true;
  }
  return info.status === 'trading';
}

/** The holiday's name on `date`, or null (weekends and unknown years have none). */
export const holidayOn = (date: string): string | null => holidayNames.get(date) ?? null;

/** The latest trading day on or before `date`. */
export function tradingDayOnOrBefore(date: string, unknownYear: UnknownYearRule): string {
  let day = date;
  while (!isTradingDay(day, unknownYear)) day = addDays(day, -1);
  return day;
}

/** The latest trading day strictly before `date`. */
export const previousTradingDay = (date: string, unknownYear: UnknownYearRule): string =>
  tradingDayOnOrBefore(addDays(date, -1), unknownYear);

/** The first trading day strictly after `date`. */
export function nextTradingDay(date: string, unknownYear: UnknownYearRule): string {
  let day = addDays(date, 1);
  while (!isTradingDay(day, unknownYear)) day = addDays(day, 1);
  return day;
}

/** True when `date` is a trading day and no later trading day of the same month follows it. */
export function isLastTradingDayOfMonth(date: string, unknownYear: UnknownYearRule): boolean {
  if (!isTradingDay(date, unknownYear)) return false;
  return nextTradingDay(date, unknownYear).slice(0, 7) !== date.slice(0, 7);
}

/** Trading days in (from, to]; 0 when `to` is not after `from`. */
export function tradingDaysBetween(from: string, to: string, unknownYear: UnknownYearRule): number {
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (isTradingDay(day, unknownYear)) count++;
  return count;
}

/**
 * NSE's rule for derivatives: an expiry that falls on a trading holiday moves to the previous trading day.
 * Dates in unknown years are returned unchanged (only weekends are certain there).
 */
export function expiryOnTradingDay(date: string): string {
  return isCalendarYearKnown(Number(date.slice(0, 4))) ? tradingDayOnOrBefore(date, 'weekdays-open') : date;
}
