import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './sort';
import type { Column } from './types';

interface Row {
  id: string;
  name: string | null;
  value: number | null | undefined;
}

const rows: Row[] = [
  { id: 'a', name: 'Tata Steel', value: 12 },
  { id: 'b', name: null, value: null },
  { id: 'c', name: 'axis bank', value: -3.5 },
  { id: 'd', name: 'Bajaj 10', value: 100 },
  { id: 'e', name: 'Bajaj 9', value: undefined },
  { id: 'f', name: '', value: Number.NaN },
  { id: 'g', name: 'HDFC', value: 12 },
];

const byValue: Column<Row> = { id: 'value', header: 'Value', numeric: true, value: (r) => r.value };
const byName: Column<Row> = { id: 'name', header: 'Name', value: (r) => r.name };
const ids = (list: Row[]) => list.map((r) => r.id).join('');

describe('sortRows', () => {
  it('sorts numbers numerically, not as text', () => {
    expect(ids(sortRows(rows, byValue, { columnId: 'value', direction: 'asc' }))).toBe('cagdbef');
    expect(ids(sortRows(rows, byValue, { columnId: 'value', direction: 'desc' }))).toBe('dagcbef');
  });

  it('puts null, undefined, empty text and NaN last in both directions', () => {
    expect(ids(sortRows(rows, byValue, { columnId: 'value', direction: 'asc' })).slice(-3)).toBe('bef');
    expect(ids(sortRows(rows, byValue, { columnId: 'value', direction: 'desc' })).slice(-3)).toBe('bef');
    expect(ids(sortRows(rows, byName, { columnId: 'name', direction: 'desc' })).slice(-2)).toBe('bf');
  });

  it('sorts text case-insensitively in natural order (9 before 10)', () => {
    expect(ids(sortRows(rows, byName, { columnId: 'name', direction: 'asc' }))).toBe('cedgabf');
    expect(ids(sortRows(rows, byName, { columnId: 'name', direction: 'desc' }))).toBe('agdecbf');
  });

  it('keeps the given order for ties and without a sort', () => {
    const sorted = sortRows(rows, byValue, { columnId: 'value', direction: 'desc' });
    expect(sorted.indexOf(rows[0] as Row)).toBeLessThan(sorted.indexOf(rows[6] as Row));
    expect(ids(sortRows(rows, undefined, null))).toBe('abcdefg');
  });
});

describe('nextSort', () => {
  it('starts numeric columns descending and text ascending, then flips, then (optionally) clears', () => {
    const numeric = byValue as Column<unknown>;
    const first = nextSort(null, numeric, true);
    expect(first).toEqual({ columnId: 'value', direction: 'desc' });
    const second = nextSort(first, numeric, true);
    expect(second).toEqual({ columnId: 'value', direction: 'asc' });
    expect(nextSort(second, numeric, true)).toBeNull();
    expect(nextSort(second, numeric, false)).toEqual({ columnId: 'value', direction: 'desc' });
    expect(nextSort(second, byName as Column<unknown>, true)).toEqual({ columnId: 'name', direction: 'asc' });
  });
});
