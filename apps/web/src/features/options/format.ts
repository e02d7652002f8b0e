import { formatCount, formatDate, formatIndianNumber } from '@sanchay/core';

const EMPTY = '—';

const known = (v: number | null | undefined): v is number => v !== null && v !== undefined && Number.isFinite(v);

/** Open interest and volume in Indian units, as every count in the product reads: 1.23 Cr, 45.60 L, 12,345. */
export function formatContracts(value: number | null | undefined): string {
  return formatCount(value);
}

export function formatSignedContracts(value: number | null | undefined): string {
  if (!known(value)) return EMPTY;
  return value > 0 ? `+${formatContracts(value)}` : formatContracts(value);
}

/** Option prices: two decimals, en-IN grouping. */
export function formatPremium(value: number | null | undefined): string {
  return known(value) ? formatIndianNumber(value, { decimals: 2 }) : EMPTY;
}

export function formatSigned(value: number | null | undefined, decimals = 2): string {
  if (!known(value)) return EMPTY;
  const text = formatIndianNumber(Math.abs(value), { decimals });
  return value > 0 ? `+${text}` : value < 0 ? `-${text}` : text;
}

export function formatFixed(value: number | null | undefined, decimals: number): string {
  return known(value) ? value.toFixed(decimals) : EMPTY;
}

export function formatStrike(value: number): string {
  return formatIndianNumber(value, { decimals: Number.isInteger(value) ? 0 : 2 });
}

/** Rupees for P&L: ₹-12,345 or ₹1,23,450 (no decimals). */
export function formatRupees(value: number | null | undefined): string {
  if (!known(value)) return EMPTY;
  const text = formatIndianNumber(Math.abs(Math.round(value)), { decimals: 0 });
  return `${value < 0 ? '-' : ''}₹${text}`;
}

/** "24 Nov 2026", the product's one date style. */
export function formatExpiry(expiry: string): string {
  return formatDate(expiry);
}
