/**
 * The shared skeleton of every CSV format: the first row is the header, columns are found by
 * name (see normalizeHeader), each data row is read through a RowReader, and a bad row becomes a
 * ParseProblem with its file and line while the rest of the file carries on.
 */
import { CsvReader } from './csv';
import type { IncrementalParser, ParseProblem, ParseResult } from './types';
import { isMissing, normalizeHeader, toIsoDate, toNumber } from './values';

/** For each field, the header names it may appear under. */
export type ColumnAliases<K extends string> = Record<K, readonly string[]>;

export interface TableFormat<T, K extends string> {
  columns: ColumnAliases<K>;
  required: readonly K[];
  /** Reads one data row; returns null to skip it (after `row.fail` for a problem, or silently). */
  read(row: RowReader<K>): T | null;
  /** Runs once at the end, e.g. to sort or drop duplicates. */
  finish?(rows: T[], problems: ParseProblem[], file: string): T[];
  /** Lets the format see the whole header, e.g. to keep every unnamed column as a metric. */
  onHeader?(header: readonly string[]): void;
}

/** Picks the format once the header is known; a string is the reason the file cannot be read. */
export type FormatChooser<T> = (header: readonly string[], file: string) => TableFormat<T, string> | string;

/** Column index per field, -1 where the file lacks it. */
export function indexColumns<K extends string>(
  header: readonly string[],
  columns: ColumnAliases<K>,
): Record<K, number> {
  const normalized = header.map(normalizeHeader);
  const index = {} as Record<K, number>;
  for (const key of Object.keys(columns) as K[]) {
    let found = -1;
    for (const alias of columns[key]) {
      found = normalized.indexOf(normalizeHeader(alias));
      if (found !== -1) break;
    }
    index[key] = found;
  }
  return index;
}

/** Typed access to the current row. The first failure wins and marks the row as bad. */
export class RowReader<K extends string> {
  fields: readonly string[] = [];
  line = 0;
  error: string | null = null;

  constructor(
    readonly file: string,
    readonly index: Readonly<Record<K, number>>,
  ) {}

  start(fields: readonly string[], line: number): void {
    this.fields = fields;
    this.line = line;
    this.error = null;
  }

  fail(message: string): void {
    if (this.error === null) this.error = message;
  }

  has(key: K): boolean {
    return this.index[key] !== -1;
  }

  /** The trimmed cell, '' when blank or when the file has no such column. */
  raw(key: K): string {
    const i = this.index[key];
    if (i === -1) return '';
    const value = this.fields[i];
    return value === undefined ? '' : value.trim();
  }

  text(key: K): string {
    const value = this.raw(key);
    if (value === '') this.fail(`${key} is blank`);
    return value;
  }

  /** Blank, `-`, `N.A.` are null. */
  optText(key: K): string | null {
    const value = this.raw(key);
    return isMissing(value) ? null : value;
  }

  num(key: K, parse: (text: string) => number = toNumber): number {
    const value = this.raw(key);
    const n = parse(value);
    if (Number.isNaN(n)) {
      this.fail(value === '' ? `${key} is blank` : `${key} is not a number: '${value}'`);
      return 0;
    }
    return n;
  }

  optNum(key: K, parse: (text: string) => number = toNumber): number | null {
    const value = this.raw(key);
    if (isMissing(value)) return null;
    const n = parse(value);
    if (Number.isNaN(n)) {
      this.fail(`${key} is not a number: '${value}'`);
      return null;
    }
    return n;
  }

  date(key: K): string {
    const value = this.raw(key);
    const iso = toIsoDate(value);
    if (iso === null) {
      this.fail(value === '' ? `${key} is blank` : `${key} is not a date: '${value}'`);
      return '';
    }
    return iso;
  }

  optDate(key: K): string | null {
    const value = this.raw(key);
    if (isMissing(value)) return null;
    const iso = toIsoDate(value);
    if (iso === null) this.fail(`${key} is not a date: '${value}'`);
    return iso;
  }
}

function isBlankRow(fields: readonly string[]): boolean {
  for (const field of fields) if (field.trim() !== '') return false;
  return true;
}

/** NSE lists end with a line such as `Note: the Market lot is updated as on the date of listing, …`. */
function isFootnote(fields: readonly string[]): boolean {
  const first = fields[0]?.trim() ?? '';
  if (!/^note\b/i.test(first)) return false;
  for (let i = 1; i < fields.length; i++) if (fields[i]?.trim() !== '') return false;
  return true;
}

/** An incremental parser for a CSV table whose layout is chosen from its header. */
export function tableParser<T>(file: string, choose: FormatChooser<T>): IncrementalParser<T> {
  const rows: T[] = [];
  const problems: ParseProblem[] = [];
  let format: TableFormat<T, string> | null = null;
  let reader: RowReader<string> | null = null;
  let headerSeen = false;
  let dead = false; // the header was unusable: ignore the rest
  let width = 0;
  let minWidth = 0;

  const onRow = (fields: string[], line: number): void => {
    if (dead) return;
    if (!headerSeen) {
      if (isBlankRow(fields)) return;
      headerSeen = true;
      const chosen = choose(fields, file);
      if (typeof chosen === 'string') {
        problems.push({ file, line, message: chosen });
        dead = true;
        return;
      }
      const index = indexColumns(fields, chosen.columns);
      const missing = chosen.required.filter((key) => index[key] === -1);
      if (missing.length > 0) {
        problems.push({ file, line, message: `missing column(s): ${missing.join(', ')}` });
        dead = true;
        return;
      }
      chosen.onHeader?.(fields);
      format = chosen;
      reader = new RowReader(file, index);
      width = fields.length;
      minWidth = width;
      while (minWidth > 0 && fields[minWidth - 1]?.trim() === '') minWidth--; // trailing comma in the header
      return;
    }
    if (format === null || reader === null) return;
    if (isBlankRow(fields) || isFootnote(fields)) return;
    if (fields.length < minWidth || (fields.length > width && !isBlankRow(fields.slice(width)))) {
      problems.push({ file, line, message: `expected ${width} fields, found ${fields.length}` });
      return;
    }
    reader.start(fields, line);
    const row = format.read(reader);
    if (reader.error !== null) problems.push({ file, line, message: reader.error });
    else if (row !== null) rows.push(row);
  };

  const csv = new CsvReader(onRow);
  return {
    push: (chunk) => csv.push(chunk),
    finish: (): ParseResult<T> => {
      csv.end();
      if (!headerSeen) problems.push({ file, line: 1, message: 'no header row' });
      const finished: TableFormat<T, string> | null = format;
      const result = finished?.finish ? finished.finish(rows, problems, file) : rows;
      return { rows: result, problems };
    },
  };
}

/** For formats with a single layout. */
export function fixedFormat<T, K extends string>(format: TableFormat<T, K>): FormatChooser<T> {
  return () => format as unknown as TableFormat<T, string>;
}
