/**
 * NSE F&O expiry rules (in force since 1 Sep 2025 and visible in the Kite NFO dump of 2026-08: monthly
 * 2026-08-25, 2026-09-29, 2026-10-27; NIFTY weeklies 2026-09-01, 09-08, 09-15):
 * - every NSE derivative expires on a Tuesday; the monthly contract on the last Tuesday of the month;
 * - NIFTY also has weekly options on every other Tuesday; BANKNIFTY, FINNIFTY, MIDCPNIFTY and stock
 *   F&O are monthly only (bank/fin weeklies ended in Nov 2024);
 * - three monthly futures are open at a time (near, next, far).
 * When the Tuesday is a trading holiday NSE moves the expiry to the previous trading day (holidays from
 * the trading calendar, ../calendar; years it does not know keep the Tuesday).
 * A contract trades until 15:30 IST on its expiry day. Dates are ISO YYYY-MM-DD in IST.
 */
import { addDays, DAY_MS, dayNumber, istDate, istInstant } from '../calendar/ist';
import { expiryOnTradingDay, MARKET_CLOSE_MINUTE } from '../calendar/tradingCalendar';

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The last Tuesday of a month (month 1-12), before any holiday shift. */
export function lastTuesday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  const back = (last.getUTCDay() - 2 + 7) % 7;
  return iso(new Date(last.getTime() - back * DAY_MS));
}

/** The instant a contract expiring on `expiry` stops trading (15:30 IST that day). */
export function expiryInstant(expiry: string): Date {
  return new Date(istInstant(expiry, MARKET_CLOSE_MINUTE));
}

/** Years from `now` to the expiry close (365-day year), never negative. */
export function yearsToExpiry(expiry: string, now: Date): number {
  return Math.max(0, expiryInstant(expiry).getTime() - now.getTime()) / (365 * DAY_MS);
}

/** Calendar days from today (IST) to the expiry date: 0 on expiry day. */
export function daysToExpiry(expiry: string, now: Date): number {
  return dayNumber(expiry) - dayNumber(istDate(now));
}

/** Whether a contract expiring on `expiry` can still trade at `now`. */
export function isLiveExpiry(expiry: string, now: Date): boolean {
  return expiryInstant(expiry).getTime() > now.getTime();
}

/** The monthly expiry of a month: its last Tuesday, moved before a holiday. */
export const monthlyExpiryOf = (year: number, month: number): string => expiryOnTradingDay(lastTuesday(year, month));

/** The next `count` monthly expiries still trading at `now`. */
export function monthlyExpiries(now: Date, count: number): string[] {
  const today = istDate(now);
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  const out: string[] = [];
  while (out.length < count) {
    const e = monthlyExpiryOf(year, month);
    if (isLiveExpiry(e, now)) out.push(e);
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  }
  return out;
}

/** The next `count` weekly expiries still trading at `now`: every Tuesday, moved before a holiday. */
export function weeklyExpiries(now: Date, count: number): string[] {
  let day = istDate(now);
  const out: string[] = [];
  while (out.length < count) {
    if (new Date(dayNumber(day) * DAY_MS).getUTCDay() === 2) {
      const expiry = expiryOnTradingDay(day);
      if (isLiveExpiry(expiry, now) && !out.includes(expiry)) out.push(expiry);
    }
    day = addDays(day, 1);
  }
  return out;
}
