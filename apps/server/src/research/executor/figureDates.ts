/**
 * The dates of the figures an answer shows (docs/DATA.md): market cap and price ratios at their valuation's
 * date, prices at the close, fundamentals at their own date. One date for all: the answer's as-of. Several:
 * the latest as the answer's as-of and a note saying which figures are from which other date, never the
 * newest date put on all of them.
 */
import { formatDate, metricByKey, metricName } from '@sanchay/core';
import { VALUATION_METRIC_KEYS, type MetricsSnapshot } from '../snapshot/metricsSnapshot';

const MAX_SYMBOLS = 5;

function figureDate(snapshot: MetricsSnapshot, key: string, row: number): string | null {
  if (VALUATION_METRIC_KEYS.has(key)) return snapshot.valuationDates[row] ?? null;
  if (metricByKey(key)?.source.table === 'moving_averages') return snapshot.priceDates[row] ?? snapshot.fundamentalDates[row] ?? null;
  return snapshot.fundamentalDates[row] ?? snapshot.dates[row] ?? null;
}

const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

export function figureDates(snapshot: MetricsSnapshot, rows: readonly number[], metrics: readonly string[]): { asOf: string | null; note?: string } {
  // date -> metric -> rows
  const byDate = new Map<string, Map<string, number[]>>();
  for (const row of rows)
    for (const key of metrics) {
      if (snapshot.value(key, row) === null) continue;
      const date = figureDate(snapshot, key, row);
      if (!date) continue;
      const metricsOf = byDate.get(date) ?? new Map<string, number[]>();
      metricsOf.set(key, [...(metricsOf.get(key) ?? []), row]);
      byDate.set(date, metricsOf);
    }
  const dates = [...byDate.keys()].sort();
  const asOf = dates.at(-1) ?? snapshot.dates[rows[0] ?? -1] ?? null;
  if (dates.length <= 1) return { asOf };
  const older = dates.slice(0, -1).reverse().map((date) => {
    const parts = [...byDate.get(date)!.entries()].map(([key, of]) => {
      const who = of.length === rows.length ? '' : ` of ${list([...of.slice(0, MAX_SYMBOLS).map((r) => snapshot.symbols[r]!), ...(of.length > MAX_SYMBOLS ? [`${of.length - MAX_SYMBOLS} more`] : [])])}`;
      return `${metricName(key)}${who}`;
    });
    const ownDate = [...byDate.get(date)!.entries()].some(
      ([key, of]) => VALUATION_METRIC_KEYS.has(key) && of.some((r) => snapshot.valuationBasis[r] === 'own-date' && snapshot.priceDates[r] !== date),
    );
    return `${list(parts)}: as of ${formatDate(date)}${ownDate ? ' (at that day\'s price: not yet valued at the latest close)' : ''}`;
  });
  return { asOf, note: `Figures of other dates than ${formatDate(asOf)}: ${older.join('; ')}.` };
}
