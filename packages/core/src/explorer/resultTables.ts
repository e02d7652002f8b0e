/**
 * Turns whatever a pasted function returned (already JSON) into tables for "JS Execution Results":
 * rows -> one table; an object of row arrays -> one table per key; any other object -> key/value rows;
 * a single value -> a one-cell table; null -> no table.
 */

export type ResultCell = string | number | boolean | null;

export interface ResultTable {
  title: string;
  columns: string[];
  rows: Record<string, ResultCell>[];
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as one table cell: scalars as they are, anything nested as compact JSON. */
export function toCell(value: unknown): ResultCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** Rows of any shape as a table; columns are the keys in order of first appearance. */
export function rowsTable(title: string, items: readonly unknown[]): ResultTable {
  const columns: string[] = [];
  const seen = new Set<string>();
  const rows = items.map((item) => {
    const source: Record<string, unknown> = isPlainObject(item)
      ? item
      : Array.isArray(item)
        ? Object.fromEntries(item.map((v, i) => [String(i), v]))
        : { value: item };
    const row: Record<string, ResultCell> = {};
    for (const [key, value] of Object.entries(source)) {
      if (!seen.has(key)) {
        seen.add(key);
        columns.push(key);
      }
      row[key] = toCell(value);
    }
    return row;
  });
  return { title, columns, rows };
}

export function toResultTables(result: unknown): ResultTable[] {
  if (result === null || result === undefined) return [];
  if (Array.isArray(result)) return [rowsTable('Result', result)];
  if (isPlainObject(result)) {
    const entries = Object.entries(result);
    if (entries.length > 0 && entries.every(([, v]) => Array.isArray(v))) {
      return entries.map(([key, v]) => rowsTable(key, v as unknown[]));
    }
    return [
      {
        title: 'Result',
        columns: ['key', 'value'],
        rows: entries.map(([key, value]) => ({ key, value: toCell(value) })),
      },
    ];
  }
  return [{ title: 'Result', columns: ['value'], rows: [{ value: toCell(result) }] }];
}
