import { formatIndianNumber } from '@sanchay/core';

const EMPTY = '—';

const known = (v: number | null | undefined): v is number => v !== null && v !== undefined && Number.isFinite(v);

/** Open interest and volume the way Indian option screens show them: 1.23Cr, 45.6L, 12,345. */
export function formatContracts(value: number | null | undefined): string {
  if (!known(value)) return EMPTY;
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (abs >= 1e7) return `${sign}${(abs / 1e7).toFixed(2)}Cr`;
  if (abs >= 1e5) return `${sign}${(abs / 1e5).toFixed(abs >= 1e6 ? 1 : 2)}L`;
  return `${sign}${formatIndianNumber(abs, { decimals: 0 })}`;
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

/** "24 Nov 2026 (3 days)". */
export function formatExpiry(expiry: string): string {
  const d = new Date(`${expiry}T00:00:00Z`);
  return d.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
