/**
 * Compiles a plan's filter into one predicate over snapshot rows: each comparison closes over its metric's
 * typed column, so a screen is a tight loop with no lookups per row. A missing value (NaN) fails every
 * comparison, as in SQL where a NULL comparison is not true.
 */
import { normalizeCapType, normalizeIndexName, type ResearchFilter, sectorMatcher } from '@sanchay/core';
import type { MetricsSnapshot } from '../snapshot/metricsSnapshot';

export type RowPredicate = (row: number) => boolean;

const comparators = {
  '>': (a: number, b: number) => a > b,
  '>=': (a: number, b: number) => a >= b,
  '<': (a: number, b: number) => a < b,
  '<=': (a: number, b: number) => a <= b,
  '=': (a: number, b: number) => a === b,
  '!=': (a: number, b: number) => a !== b && !Number.isNaN(a) && !Number.isNaN(b),
} as const;

/** A per-row test of a text column, cached per distinct text (sectors repeat across thousands of rows). */
function textTest(values: readonly (string | null)[], test: (text: string | null) => boolean): RowPredicate {
  const cache = new Map<string | null, boolean>();
  return (row) => {
    const text = values[row] ?? null;
    let result = cache.get(text);
    if (result === undefined) cache.set(text, (result = test(text)));
    return result;
  };
}

const industryNames = new WeakMap<MetricsSnapshot, ReadonlySet<string>>();

/** The Indian listings' industry names in lower case (a sector value that is one of them is that industry exactly). */
function industriesOf(snapshot: MetricsSnapshot): ReadonlySet<string> {
  let names = industryNames.get(snapshot);
  if (!names) {
    const indian = snapshot.industries.filter((name, row): name is string => Boolean(name) && snapshot.countries[row] === 'IN');
    industryNames.set(snapshot, (names = new Set(indian.map((name) => name.toLowerCase()))));
  }
  return names;
}

function membership(snapshot: MetricsSnapshot, filter: Extract<ResearchFilter, { type: 'in' }>): RowPredicate {
  const tests: RowPredicate[] = filter.values.map((value) => {
    switch (filter.field) {
      case 'sector': {
        const matches = sectorMatcher(value, industriesOf(snapshot));
        const cache = new Map<string, boolean>();
        return (row) => {
          const key = `${snapshot.sectors[row]}\u0000${snapshot.industries[row]}`;
          let result = cache.get(key);
          if (result === undefined) cache.set(key, (result = matches(snapshot.sectors[row] ?? null, snapshot.industries[row] ?? null)));
          return result;
        };
      }
      case 'industry': {
        const matches = sectorMatcher(value, industriesOf(snapshot));
        return textTest(snapshot.industries, (industry) => matches(null, industry));
      }
      case 'capType': {
        const wanted = normalizeCapType(value).toLowerCase();
        return textTest(snapshot.capTypes, (capType) => capType?.toLowerCase() === wanted);
      }
      case 'index': {
        const members = snapshot.indices.get(normalizeIndexName(value))?.members;
        return members ? (row) => members.has(row) : () => false;
      }
      case 'symbol': {
        const wanted = snapshot.rowOf(value);
        return (row) => row === wanted;
      }
    }
  });
  const any: RowPredicate = tests.length === 1 ? tests[0]! : (row) => tests.some((test) => test(row));
  return filter.negate ? (row) => !any(row) : any;
}

export function compileFilter(snapshot: MetricsSnapshot, filter: ResearchFilter | null): RowPredicate {
  if (!filter) return () => true;
  switch (filter.type) {
    case 'compare': {
      const left = snapshot.column(filter.metric);
      const compare = comparators[filter.op];
      if (typeof filter.value === 'number') {
        const value = filter.value;
        return (row) => compare(left[row]!, value);
      }
      const right = snapshot.column(filter.value.metric);
      return (row) => compare(left[row]!, right[row]!);
    }
    case 'in':
      return membership(snapshot, filter);
    case 'not': {
      const inner = compileFilter(snapshot, filter.arg);
      return (row) => !inner(row);
    }
    case 'and': {
      const parts = filter.args.map((arg) => compileFilter(snapshot, arg));
      if (parts.length === 2) {
        const [a, b] = parts as [RowPredicate, RowPredicate];
        return (row) => a(row) && b(row);
      }
      return (row) => parts.every((part) => part(row));
    }
    case 'or': {
      const parts = filter.args.map((arg) => compileFilter(snapshot, arg));
      return (row) => parts.some((part) => part(row));
    }
  }
}

/** Every metric key a filter reads, in order of first use (the answer shows them as columns). */
export function filterMetrics(filter: ResearchFilter | null, into: string[] = []): string[] {
  if (!filter) return into;
  const add = (key: string) => {
    if (!into.includes(key)) into.push(key);
  };
  switch (filter.type) {
    case 'compare':
      add(filter.metric);
      if (typeof filter.value !== 'number') add(filter.value.metric);
      break;
    case 'not':
      filterMetrics(filter.arg, into);
      break;
    case 'and':
    case 'or':
      for (const arg of filter.args) filterMetrics(arg, into);
      break;
    default:
      break;
  }
  return into;
}
