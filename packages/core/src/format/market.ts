/**
 * How every figure reads on screen, one function per kind of figure, with fixed decimals per kind:
 * prices and index levels 2, percentages 2, ratios 2, market caps and statement money in ₹ Cr without
 * paise, volumes in Cr / L. An unknown value reads "—".
 */
import { formatINR, formatIndianNumber } from './inr';

export const EMPTY_FIGURE = '—';
const RUPEES_IN_A_CRORE = 1e7;

/** Decimals per kind of figure (one place, so the same kind never reads two ways). */
export const FIGURE_DECIMALS = { price: 2, level: 2, percent: 2, ratio: 2, crore: 0, count: 2 } as const;

function known(value: number | null | undefined): value is number {
  return value !== null && value !== undefined && Number.isFinite(value);
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/** A price with two decimals: ₹2,945.60 (en-IN grouping) or, for other currencies, $189.20. */
export function formatPrice(value: number | null | undefined, currency: string | null = 'INR'): string {
  if (!known(value)) return EMPTY_FIGURE;
  if (!currency || currency === 'INR') return formatINR(value, { decimals: FIGURE_DECIMALS.price });
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
export function formatLevel(value: number | null | undefined, decimals: number = FIGURE_DECIMALS.level): string {
  return known(value) ? formatIndianNumber(value, { decimals }) : EMPTY_FIGURE;
}

/** 21.456 -> "21.46%" (no sign; for holdings, weights, returns and ratios in percent). */
export function formatPercent(value: number | null | undefined, decimals: number = FIGURE_DECIMALS.percent): string {
  return known(value) ? `${formatIndianNumber(value, { decimals })}%` : EMPTY_FIGURE;
}

/** A ratio such as P/E or P/B: 23.4 -> "23.40"; 0 is a real value and reads "0.00". */
export function formatRatio(value: number | null | undefined): string {
  return known(value) ? formatIndianNumber(value, { decimals: FIGURE_DECIMALS.ratio }) : EMPTY_FIGURE;
}

/** Statement money: crores for rupees ("1,23,456"), millions otherwise; the unit goes in the header. */
export interface MoneyUnit {
  divisor: number;
  label: string;
}

export function moneyUnit(currency: string | null | undefined): MoneyUnit {
  if (!currency || currency === 'INR') return { divisor: RUPEES_IN_A_CRORE, label: '₹ Cr' };
  return { divisor: 1e6, label: `${currency} mn` };
}

/** A money amount in the unit's scale: 12345678901 -> "1,235" (₹ Cr); small amounts keep two decimals. */
export function formatScaled(value: number | null | undefined, unit: MoneyUnit): string {
  if (!known(value)) return EMPTY_FIGURE;
  const scaled = value / unit.divisor;
  return formatIndianNumber(scaled, { decimals: Math.abs(scaled) >= 100 || scaled === 0 ? 0 : 2 });
}

/** Market capitalisation in rupees as investors read it, never with paise: "₹17,45,210 Cr"; "$2.91 tn". */
export function formatMarketCap(value: number | null | undefined, currency: string | null = 'INR'): string {
  if (!known(value)) return EMPTY_FIGURE;
  if (!currency || currency === 'INR') return formatCrore(value / RUPEES_IN_A_CRORE);
  const abs = Math.abs(value);
  const [divisor, suffix] = abs >= 1e12 ? [1e12, 'tn'] : abs >= 1e9 ? [1e9, 'bn'] : [1e6, 'mn'];
  return `${formatPrice(value / divisor, currency)} ${suffix}`;
}

/** A figure already in crores (as the screener and research tables hold it): 1745210.37 -> "₹17,45,210 Cr". */
export function formatCrore(crores: number | null | undefined): string {
  if (!known(crores)) return EMPTY_FIGURE;
  return `${formatINR(crores, { decimals: FIGURE_DECIMALS.crore })} Cr`;
}

/** Volumes and share counts in Indian units: 1.25 Cr, 3.40 L, 12,500. */
export function formatCount(value: number | null | undefined): string {
  if (!known(value)) return EMPTY_FIGURE;
  const abs = Math.abs(value);
  if (abs >= 1e7) return `${formatIndianNumber(value / 1e7, { decimals: FIGURE_DECIMALS.count })} Cr`;
  if (abs >= 1e5) return `${formatIndianNumber(value / 1e5, { decimals: FIGURE_DECIMALS.count })} L`;
  return formatIndianNumber(value);
}

const CRORE_HEADER = /\((Rs\.?|₹)\s*Cr\)/i;

/**
 * A table figure whose unit is in its column header (screener and research tables): "(₹ Cr)" reads in
 * whole crores (market caps never with paise), everything else with two fixed decimals, so 63.4 and 51.51
 * in one column read 63.40 and 51.51.
 */
export function formatTableFigure(value: number | null | undefined, header: string): string {
  if (!known(value)) return EMPTY_FIGURE;
  return formatIndianNumber(value, { decimals: CRORE_HEADER.test(header) ? FIGURE_DECIMALS.crore : FIGURE_DECIMALS.ratio });
}
