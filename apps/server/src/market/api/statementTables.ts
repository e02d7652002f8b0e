import { STATEMENT_ITEMS, type StatementItem, type StatementKind } from '@sanchay/core';
import { num } from './presenters';

/** One stored period of a statement (financial_statements row). */
export interface StatementPeriodRow {
  periodEnd: string;
  items: Record<string, unknown>;
  asOf: string | null;
  source: string;
}

export interface StatementTable {
  period: 'annual' | 'quarterly';
  /** Period ends, oldest first: the table's columns. */
  periods: string[];
  rows: { key: string; label: string; unit: StatementItem['unit']; values: (number | null)[] }[];
  /** The source of the latest period. */
  source: string;
  /** The latest as-of date of the periods shown (the latest period end when no source gave one). */
  asOf: string | null;
}

/** A label for a key no list names: revenueGrowth -> "Revenue growth". */
export function labelForKey(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The unit of a key no list names, from its name; money for the money statements otherwise. */
export function guessUnit(kind: StatementKind, key: string): StatementItem['unit'] {
  if (/percent|pct|margin|growth|yield/i.test(key)) return 'percent';
  if (/ratio|multiple|turnover/i.test(key)) return 'ratio';
  if (/perShare|^eps|dps$/i.test(key)) return 'per_share';
  if (/days$/i.test(key)) return 'days';
  return kind === 'key_metrics' ? 'ratio' : 'money';
}

/**
 * Orders item keys as screens show them: the keys `STATEMENT_ITEMS` lists for the statement, in that
 * order, then any other key present, alphabetically. Only keys present in at least one period appear.
 */
export function orderedItems(kind: StatementKind, present: Iterable<string>): StatementItem[] {
  const keys = new Set(present);
  const listed = STATEMENT_ITEMS[kind].filter((item) => keys.has(item.key));
  const listedKeys = new Set(STATEMENT_ITEMS[kind].map((item) => item.key));
  const extra = [...keys]
    .filter((key) => !listedKeys.has(key))
    .sort()
    .map((key): StatementItem => ({ key, label: labelForKey(key), unit: guessUnit(kind, key) }));
  return [...listed, ...extra];
}

/** A statement as a table with periods as columns (oldest first) and line items as rows; null without periods. */
export function statementTable(kind: StatementKind, period: 'annual' | 'quarterly', periods: StatementPeriodRow[]): StatementTable | null {
  if (periods.length === 0) return null;
  const sorted = [...periods].sort((a, b) => a.periodEnd.localeCompare(b.periodEnd));
  const items = orderedItems(
    kind,
    sorted.flatMap((p) => Object.keys(p.items)),
  );
  const latest = sorted[sorted.length - 1]!;
  const asOfs = sorted.map((p) => p.asOf).filter((d): d is string => d !== null);
  return {
    period,
    periods: sorted.map((p) => p.periodEnd),
    rows: items.map((item) => ({
      key: item.key,
      label: item.label,
      unit: item.unit,
      values: sorted.map((p) => num(p.items[item.key])),
    })),
    source: latest.source,
    asOf: asOfs.length ? asOfs.reduce((a, b) => (a > b ? a : b)) : latest.periodEnd,
  };
}

/** Key metrics items in screen order (listed keys first, then the others), numbers or null. */
export function orderedKeyMetrics(items: Record<string, unknown>): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const item of orderedItems('key_metrics', Object.keys(items))) out[item.key] = num(items[item.key]);
  return out;
}
