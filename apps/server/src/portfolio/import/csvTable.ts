import { parse } from 'csv-parse/sync';
import { assertIsoDate } from '@sanchay/core';

/** One data row of a CSV: its line in the file (the header is line 1) and its cells by lower-cased header. */
export interface CsvRecord {
  line: number;
  cells: Record<string, string>;
}

export interface CsvTable {
  headers: string[];
  records: CsvRecord[];
}

/** Header names compared without case, spaces, dots or underscores ("Qty." = "qty", "trade_date" = "tradedate"). */
export const headerKey = (header: string) => header.toLowerCase().replace(/[\s._()%-]+/g, '');

/** Reads CSV text (BOM, quotes, CRLF) into records keyed by normalised header; null when it is not CSV. */
export function readCsv(content: string): CsvTable | null {
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    rows = parse(content, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: true, info: true }) as unknown as typeof rows;
  } catch {
    return null;
  }
  const [head, ...body] = rows;
  if (!head) return null;
  const headers = head.record.map(headerKey);
  return {
    headers,
    records: body
      .filter((row) => row.record.some((cell) => cell !== ''))
      .map((row) => ({ line: row.info.lines, cells: Object.fromEntries(headers.map((h, i) => [h, row.record[i] ?? ''])) })),
  };
}

/** A number as files write it ("1,600.50", "₹ 1600", " 10.0 "); null when it is not one. */
export function parseNumber(text: string | undefined): number | null {
  if (text === undefined) return null;
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (cleaned === '' || !/^-?\d*\.?\d+(e[+-]?\d+)?$/i.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** A date as YYYY-MM-DD from YYYY-MM-DD, YYYY/MM/DD, DD-MM-YYYY, DD/MM/YYYY or DD-Mon-YYYY (a time after it is ignored). */
export function parseDate(text: string | undefined): string | null {
  if (!text) return null;
  const value = text.trim().split(/[ T]/)[0]!;
  const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  let iso: string | null = null;
  let m: RegExpMatchArray | null;
  if ((m = value.match(/^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/))) iso = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  else if ((m = value.match(/^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/))) iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  else if ((m = value.match(/^(\d{1,2})[-/ ]([A-Za-z]{3})[-/ ](\d{4})$/))) {
    const month = months.indexOf(m[2]!.toLowerCase());
    if (month >= 0) iso = `${m[3]}-${String(month + 1).padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  }
  if (!iso) return null;
  try {
    assertIsoDate(iso);
    return iso;
  } catch {
    return null;
  }
}
