import type { ShareholdingQuarter } from '@sanchay/core';

export type HoldingKey = 'promoter' | 'fii' | 'dii' | 'government' | 'public';

/** Stacking order (bottom up), labels and palette keys of the shareholding chart and table. */
export const HOLDING_SERIES: readonly { key: HoldingKey; label: string; color: string }[] = [
  { key: 'promoter', label: 'Promoters', color: '#3f51b5' },
  { key: 'fii', label: 'FIIs', color: '#00897b' },
  { key: 'dii', label: 'DIIs', color: '#f9a825' },
  { key: 'government', label: 'Government', color: '#8e24aa' },
  { key: 'public', label: 'Public', color: '#90a4ae' },
];

/** The series that have at least one value (government is often empty). */
export function seriesWithData(quarters: readonly ShareholdingQuarter[]) {
  return HOLDING_SERIES.filter((series) => quarters.some((q) => typeof q[series.key] === 'number'));
}
