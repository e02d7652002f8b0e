import { formatINR } from '@sanchay/core';

/** ₹ with en-IN grouping, or a dash. */
export const rupees = (value: number | null | undefined, maxDecimals = 0) =>
  value === null || value === undefined || !Number.isFinite(value) ? '—' : formatINR(value, { maxDecimals });

/** A yearly rate (0.142) as "14.2%", or a dash. */
export const ratePct = (rate: number | null | undefined) => (rate === null || rate === undefined ? '—' : `${(rate * 100).toFixed(1)}%`);

/** "your XIRR 14.2% vs 12.9% had every rupee gone into NIFTY 50" */
export function xirrSentence(xirr: number | null, benchmark: { name: string; xirr?: number | null; unavailable?: string }): string {
  if (xirr === null) return 'Your XIRR needs at least one priced holding or sale.';
  if (benchmark.unavailable !== undefined) return `Your XIRR ${ratePct(xirr)}. ${benchmark.unavailable}`;
  return `Your XIRR ${ratePct(xirr)} vs ${ratePct(benchmark.xirr)} had every rupee gone into ${benchmark.name}`;
}
