/**
 * India Standard Time helpers (UTC+05:30, no daylight saving). The one place the server, the web and core
 * turn instants into IST dates and minutes; dates are ISO `YYYY-MM-DD` strings of the IST calendar.
 */

export const IST_OFFSET_MS = 330 * 60_000;
export const DAY_MS = 86_400_000;

const ms = (at: Date | number) => (typeof at === 'number' ? at : at.getTime());

/** The IST calendar date of an instant (`YYYY-MM-DD`). */
export function istDate(at: Date | number): string {
  return new Date(ms(at) + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes since midnight IST (0-1439). */
export function istMinutes(at: Date | number): number {
  return Math.floor((((ms(at) + IST_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS / 60_000);
}

/** `YYYY-MM-DD HH:MM` in IST (messages and logs). */
export function istDateTime(at: Date | number): string {
  return new Date(ms(at) + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The instant (epoch ms) of `minute` minutes after midnight IST on an IST date. */
export function istInstant(date: string, minute = 0): number {
  return dayNumber(date) * DAY_MS + minute * 60_000 - IST_OFFSET_MS;
}

/** The instant (epoch ms) of midnight IST that starts the IST day of `at`. */
export function istMidnight(at: Date | number): number {
  return istInstant(istDate(at));
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` date (UTC arithmetic, no time-zone drift); NaN when not a date. */
export function dayNumber(date: string): number {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  return Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
}

/** Throws unless `date` is a real `YYYY-MM-DD` date. */
export function assertIsoDate(date: string): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || dateOfDay(dayNumber(date)) !== date) throw new Error(`not a date: ${date}`);
}

/** The ISO date of a day number. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The ISO date `days` after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days);
}

/** Day of the week of an ISO date: 0 Sunday ... 6 Saturday. */
export function weekdayOf(date: string): number {
  return new Date(dayNumber(date) * DAY_MS).getUTCDay();
}
