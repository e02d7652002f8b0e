/**
 * Dates as Indian investors read them: "22 Jan 2026" on screen, dd/mm/yyyy typed into inputs, and
 * calendar days (YYYY-MM-DD) on the wire. Market dates are IST.
 */

export const EMPTY_DATE = '—';
/** Month names as dates read on screen ("Sep", where Intl's en-IN would write "Sept"). */
export const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const DAY_MS = 86_400_000;

/** Parses "2026-03-13" (a calendar day) or an ISO timestamp; null when neither. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * India Standard Time is UTC+05:30 all year (no daylight saving since 1945), so a moment's IST day and clock are
 * its UTC ones shifted by that much. Worked out by hand rather than with an Intl formatter for Asia/Kolkata: the
 * first such formatter loads time zone data, tens of milliseconds of a phone's main thread as a screen opens.
 */
const IST_OFFSET_MS = 330 * 60_000;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** "2026-03-13" in IST for a Date (for date inputs and API variables). */
export function isoDay(date: Date): string {
  const ist = new Date(date.getTime() + IST_OFFSET_MS);
  return `${ist.getUTCFullYear()}-${pad2(ist.getUTCMonth() + 1)}-${pad2(ist.getUTCDate())}`;
}

/** "15:30:05" (24-hour, India time) for a moment: live quotes' "as of". */
export function formatIstClock(date: Date): string {
  const ist = new Date(date.getTime() + IST_OFFSET_MS);
  return `${pad2(ist.getUTCHours())}:${pad2(ist.getUTCMinutes())}:${pad2(ist.getUTCSeconds())}`;
}

/** Calendar parts of a date string: a plain day as written, a timestamp in IST (market dates). */
function dayParts(value: string | null | undefined): { year: number; month: number; day: number } | null {
  if (!value) return null;
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return { year: Number(plain[1]), month: Number(plain[2]) - 1, day: Number(plain[3]) };
  const date = parseDate(value);
  if (!date) return null;
  const [year, month, day] = isoDay(date).split('-').map(Number);
  return { year: year ?? 0, month: (month ?? 1) - 1, day: day ?? 1 };
}

/** "22 Jan 2026" (Screener's and the exchanges' style; Intl's en-IN would write "Sept"). */
export function formatDate(value: string | null | undefined): string {
  const parts = dayParts(value);
  return parts ? `${parts.day} ${MONTH_ABBREVIATIONS[parts.month]} ${parts.year}` : EMPTY_DATE;
}

/**
 * The date a market cap or price ratio is true at (docs/DATA.md), as tables write it in their "Valued at"
 * column: "close of 30 Sep 2025" at the close, "1 Jul 2024 (own date)" at the fundamentals' own date and
 * price; '' without a valuation.
 */
export function formatValuedAt(asOf: string | null | undefined, basis: 'at-price' | 'own-date' | null | undefined): string {
  if (!asOf || !basis) return '';
  return basis === 'own-date' ? `${formatDate(asOf)} (own date)` : `close of ${formatDate(asOf)}`;
}

/** "22 Jan 2026, 3:30 pm" in IST for a moment (alerts, chats, runs). */
export function formatDateTime(value: string | null | undefined): string {
  const date = parseDate(value);
  if (!date) return EMPTY_DATE;
  const ist = new Date(date.getTime() + IST_OFFSET_MS);
  const hours = ist.getUTCHours();
  const time = `${hours % 12 || 12}:${pad2(ist.getUTCMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
  return `${formatDate(isoDay(date))}, ${time}`;
}

/** A statement period end or quarter as Screener shows it: "Mar 2025". */
export function formatPeriod(value: string | null | undefined): string {
  const parts = dayParts(value?.length && value.length > 10 && value[10] === 'T' ? value.slice(0, 10) : value);
  return parts ? `${MONTH_ABBREVIATIONS[parts.month]} ${parts.year}` : (value ?? EMPTY_DATE);
}

/** "2026-01-22" -> "22/01/2026" (what a date input shows); "" for no day. */
export function dayToInput(day: string | null | undefined): string {
  const plain = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return plain ? `${plain[3]}/${plain[2]}/${plain[1]}` : '';
}

/**
 * What a person typed into a date input, as a calendar day: "22/01/2026", "22-1-2026" or "22.01.2026"
 * -> "2026-01-22". Null when it is not a real day (31/02/2026) or not in dd/mm/yyyy order.
 */
export function inputToDay(text: string): string | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whole days from a calendar day (or timestamp) to `now`, in IST; null for an unreadable date. */
export function daysSince(value: string | null | undefined, now: Date = new Date()): number | null {
  const parts = dayParts(value);
  if (!parts) return null;
  const today = parseDate(isoDay(now));
  if (!today) return null;
  return Math.round((today.getTime() - Date.UTC(parts.year, parts.month, parts.day)) / DAY_MS);
}

/** "today", "1 day old", "45 days old", "about 14 months old", "4.3 years old". */
export function formatAge(days: number | null): string {
  if (days === null) return 'date unknown';
  if (days <= 0) return 'today';
  if (days === 1) return '1 day old';
  if (days < 60) return `${days} days old`;
  if (days < 730) return `about ${Math.round(days / 30.4)} months old`;
  return `${(days / 365.25).toFixed(1)} years old`;
}

/** The latest of several YYYY-MM-DD days (a board's date line when each row carries its own day); null if none. */
export function latestDay(days: readonly (string | null | undefined)[]): string | null {
  return days.reduce<string | null>((latest, day) => (day && (!latest || day > latest) ? day : latest), null);
}
