import type { CellValue, Column, SortState } from './types';

function isBlank(value: CellValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));
}

// Made on the first text comparison: a page's first Intl object loads ICU's data (tens of milliseconds on a phone),
// and most tables never sort by text as a screen opens.
let collator: Intl.Collator | undefined;

/** Compares two present values: numbers numerically, booleans false < true, text in natural order. */
export function compareValues(a: Exclude<CellValue, null | undefined>, b: Exclude<CellValue, null | undefined>): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  collator ??= new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' });
  return collator.compare(String(a), String(b));
}

/**
 * Rows sorted by one column. Blank values (null, undefined, '', NaN) go last in both directions;
 * rows with equal values keep their original order.
 */
export function sortRows<T>(rows: readonly T[], column: Column<T> | undefined, sort: SortState | null): T[] {
  if (!column || !sort) return rows.slice();
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: column.value(row) }))
    .sort((x, y) => {
      const xBlank = isBlank(x.value);
      const yBlank = isBlank(y.value);
      if (xBlank || yBlank) return xBlank === yBlank ? x.index - y.index : xBlank ? 1 : -1;
      const order = compareValues(x.value as Exclude<CellValue, null | undefined>, y.value as Exclude<CellValue, null | undefined>);
      return order === 0 ? x.index - y.index : sign * order;
    })
    .map((entry) => entry.row);
}

/** The sort after clicking a header: first direction, then the other, then (when allowed) unsorted. */
export function nextSort(current: SortState | null, column: Column<unknown>, allowUnsorted: boolean): SortState | null {
  const first = column.firstSort ?? (column.numeric ? 'desc' : 'asc');
  if (!current || current.columnId !== column.id) return { columnId: column.id, direction: first };
  if (current.direction === first) return { columnId: column.id, direction: first === 'asc' ? 'desc' : 'asc' };
  return allowUnsorted ? null : { columnId: column.id, direction: first };
}
