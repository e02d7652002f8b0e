/**
 * NSE F&O expiry rules (in force since 1 Sep 2025 and visible in the Kite NFO dump of 2026-08: monthly
 * 2026-08-25, 2026-09-29, 2026-10-27; NIFTY weeklies 2026-09-01, 09-08, 09-15):
 * - every NSE derivative expires on a Tuesday; the monthly contract on the last Tuesday of the month;
 * - NIFTY also has weekly options on every other Tuesday; BANKNIFTY, FINNIFTY, MIDCPNIFTY and stock
 *   F&O are monthly only (bank/fin weeklies ended in Nov 2024);
 * - three monthly futures are open at a time (near, next, far).
 * When a Tuesday is an exchange holiday NSE moves the expiry to the previous trading day; no holiday
 * calendar is bundled, so generated expiries are always the Tuesday itself.
 * A contract trades until 15:30 IST on its expiry day. Dates are ISO YYYY-MM-DD in IST.
 */

export const MARKET_CLOSE_IST = '15:30';
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The IST calendar date of an instant. */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

function utcDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function iso(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return iso(new Date(utcDate(isoDate).getTime() + days * DAY_MS));
}

/** The last Tuesday of a month (month 1-12). */
export function lastTuesday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  const back = (last.getUTCDay() - 2 + 7) % 7;
  return iso(new Date(last.getTime() - back * DAY_MS));
}

/** The instant a contract expiring on `expiry` stops trading (15:30 IST that day). */
export function expiryInstant(expiry: string): Date {
  return new Date(utcDate(expiry).getTime() + (15 * 60 + 30) * 60_000 - IST_OFFSET_MS);
}

/** Years from `now` to the expiry close (365-day year), never negative. */
export function yearsToExpiry(expiry: string, now: Date): number {
  return Math.max(0, expiryInstant(expiry).getTime() - now.getTime()) / (365 * DAY_MS);
}

/** Calendar days from today (IST) to the expiry date: 0 on expiry day. */
export function daysToExpiry(expiry: string, now: Date): number {
  return Math.round((utcDate(expiry).getTime() - utcDate(istDate(now)).getTime()) / DAY_MS);
}

/** Whether a contract expiring on `expiry` can still trade at `now`. */
export function isLiveExpiry(expiry: string, now: Date): boolean {
  return expiryInstant(expiry).getTime() > now.getTime();
}

/** The next `count` monthly expiries still trading at `now`. */
export function monthlyExpiries(now: Date, count: number): string[] {
  const today = istDate(now);
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  const out: string[] = [];
  while (out.length < count) {
    const e = lastTuesday(year, month);
    if (isLiveExpiry(e, now)) out.push(e);
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  }
  return out;
}

/** The next `count` Tuesdays still trading at `now` (weekly expiries; the last Tuesday is the monthly). */
export function weeklyExpiries(now: Date, count: number): string[] {
  let day = istDate(now);
  const out: string[] = [];
  while (out.length < count) {
    if (utcDate(day).getUTCDay() === 2 && isLiveExpiry(day, now)) out.push(day);
    day = addDays(day, 1);
  }
  return out;
}
