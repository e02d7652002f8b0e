/**
 * Indian number formatting: lakh/crore grouping (1,00,000) and the rupee sign.
 * Built on Intl's en-IN locale, which Node and every modern browser ship.
 */

const groupedCache = new Map<string, Intl.NumberFormat>();

function numberFormat(minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${minimumFractionDigits}:${maximumFractionDigits}`;
  let format = groupedCache.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', { minimumFractionDigits, maximumFractionDigits });
    groupedCache.set(key, format);
  }
  return format;
}

export interface NumberFormatOptions {
  /** Fixed number of decimals (default 0 for money totals, as the spec rounds them). */
  decimals?: number;
}

/** 100000 -> "1,00,000"; 1234567.891 with decimals 2 -> "12,34,567.89". */
export function formatIndianNumber(value: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return '-';
  const decimals = options.decimals ?? 0;
  return numberFormat(decimals, decimals).format(value);
}

/** 100000 -> "₹1,00,000"; negative amounts keep the sign before the rupee sign: "-₹500". */
export function formatINR(value: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return '-';
  const body = formatIndianNumber(Math.abs(value), options);
  return `${value < 0 ? '-' : ''}₹${body}`;
}

const CRORE = 1e7;
const LAKH = 1e5;

/** Compact Indian units as investors read them: 2.5e9 -> "₹250 Cr", 350000 -> "₹3.5 L". */
export function formatINRCompact(value: number): string {
  if (!Number.isFinite(value)) return '-';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs >= CRORE) return `${sign}₹${formatIndianNumber(abs / CRORE, { decimals: abs >= 100 * CRORE ? 0 : 2 })} Cr`;
  if (abs >= LAKH) return `${sign}₹${formatIndianNumber(abs / LAKH, { decimals: 2 })} L`;
  return `${sign}₹${formatIndianNumber(abs)}`;
}

/** 1.2345 -> "+1.23%"; -0.5 -> "-0.50%". */
export function formatPercentChange(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return '-';
  const sign = value > 0 ? '+' : '';
  return `${sign}${value.toFixed(decimals)}%`;
}
