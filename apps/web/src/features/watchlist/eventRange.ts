import { isoDay } from '../../lib/format';

export interface DayRange {
  /** YYYY-MM-DD in IST, inclusive. */
  from: string;
  to: string;
}

/** The last `days` days up to today (IST). */
export function lastDays(days: number, now: Date = new Date()): DayRange {
  const from = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  return { from: isoDay(from), to: isoDay(now) };
}

/** The DateTime variables of watchListEvents: from the start of `from` to the end of `to`, IST. */
export function rangeVariables(range: DayRange): { from: string; to: string } {
  const [from, to] = range.from <= range.to ? [range.from, range.to] : [range.to, range.from];
  return {
    from: new Date(`${from}T00:00:00.000+05:30`).toISOString(),
    to: new Date(`${to}T23:59:59.999+05:30`).toISOString(),
  };
}

/** Whole days from `from` to `to` (inclusive of both ends, either order). */
export function rangeDays(range: DayRange): number {
  const a = Date.parse(`${range.from}T00:00:00Z`);
  const b = Date.parse(`${range.to}T00:00:00Z`);
  return Number.isNaN(a) || Number.isNaN(b) ? 0 : Math.abs(b - a) / 86_400_000;
}
