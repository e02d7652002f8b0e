import { formatINR, formatIndianNumber, RUPEES_PER_CRORE } from '@sanchay/core';

const EMPTY = '—';

function known(value: number | null | undefined): value is number {
  return value !== null && value !== undefined && Number.isFinite(value);
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/** A price with two decimals: ₹2,945.60 (en-IN grouping) or, for other currencies, $189.20. */
export function formatPrice(value: number | null | undefined, currency: string | null = 'INR'): string {
  if (!known(value)) return EMPTY;
  if (!currency || currency === 'INR') return formatINR(value, { decimals: 2 });
  let format = currencyFormats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-IN', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    } catch {
      format = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    currencyFormats.set(currency, format);
  }
  return format.format(value);
}

/** An index level or plain figure with two decimals and en-IN grouping: 22,145.65. */
export function formatLevel(value: number | null | undefined, decimals = 2): string {
  return known(value) ? formatIndianNumber(value, { decimals }) : EMPTY;
}

/** 21.456 -> "21.46%" (no sign; for holdings, weights, ratios in percent). */
export function formatPercent(value: number | null | undefined, decimals = 2): string {
  return known(value) ? `${value.toFixed(decimals)}%` : EMPTY;
}

/** Statement money: crores for rupees ("1,23,456"), millions otherwise; the unit goes in the header. */
export interface MoneyUnit {
  divisor: number;
  label: string;
}

export function moneyUnit(currency: string | null | undefined): MoneyUnit {
  if (!currency || currency === 'INR') return { divisor: RUPEES_PER_CRORE, label: '₹ Cr' };
  return { divisor: 1e6, label: `${currency} mn` };
}

/** A money amount in the unit's scale: 12345678901 -> "1,235" (₹ Cr); small amounts keep two decimals. */
export function formatScaled(value: number | null | undefined, unit: MoneyUnit): string {
  if (!known(value)) return EMPTY;
  const scaled = value / unit.divisor;
  return formatIndianNumber(scaled, { decimals: Math.abs(scaled) >= 100 || scaled === 0 ? 0 : 2 });
}

/** Market capitalisation as investors read it: "₹17,45,210 Cr" or "$2.91 tn". */
export function formatMarketCap(value: number | null | undefined, currency: string | null = 'INR'): string {
  if (!known(value)) return EMPTY;
  if (!currency || currency === 'INR') return `₹${formatIndianNumber(value / RUPEES_PER_CRORE)} Cr`;
  const abs = Math.abs(value);
  const [divisor, suffix] = abs >= 1e12 ? [1e12, 'tn'] : abs >= 1e9 ? [1e9, 'bn'] : [1e6, 'mn'];
  return `${formatPrice(value / divisor, currency)} ${suffix}`;
}

/** Volumes and share counts in Indian units: 1.25 Cr, 3.40 L, 12,500. */
export function formatCount(value: number | null | undefined): string {
  if (!known(value)) return EMPTY;
  const abs = Math.abs(value);
  if (abs >= 1e7) return `${formatIndianNumber(value / 1e7, { decimals: 2 })} Cr`;
  if (abs >= 1e5) return `${formatIndianNumber(value / 1e5, { decimals: 2 })} L`;
  return formatIndianNumber(value);
}

/** Parses "2026-03-13" (a calendar day) or an ISO timestamp; null when neither. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

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

/** "13 Mar 2026" (Screener's and the exchanges' style; Intl's en-IN would write "Sept"). */
export function formatDate(value: string | null | undefined): string {
  const parts = dayParts(value);
  return parts ? `${parts.day} ${MONTHS[parts.month]} ${parts.year}` : EMPTY;
}

/** A statement period end or quarter as Screener shows it: "Mar 2025". */
export function formatPeriod(value: string | null | undefined): string {
  const parts = dayParts(value?.length && value.length > 10 && value[10] === 'T' ? value.slice(0, 10) : value);
  return parts ? `${MONTHS[parts.month]} ${parts.year}` : (value ?? EMPTY);
}

/** "2026-03-13" in IST for a Date (for date inputs and API variables). */
export function isoDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}
