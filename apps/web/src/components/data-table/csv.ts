import type { CellValue, Column } from './types';

/** Text that a spreadsheet would run as a formula when it starts with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; quotes doubled. */
export function csvField(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // Text that looks like a formula is kept as text (CSV injection); numbers above are left alone.
  const text = FORMULA_START.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV text of `rows` with exactly `columns` (their headers first), lines ending in CRLF. */
export function toCsv<T>(rows: readonly T[], columns: readonly Column<T>[]): string {
  const exported = columns.filter((column) => column.exportable !== false);
  const lines = [exported.map((column) => csvField(column.header)).join(',')];
  for (const row of rows) {
    lines.push(exported.map((column) => csvField((column.csv ?? column.value)(row))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** "sanchay-nifty-50-constituents-2026-03-14.csv" */
export function csvFileName(base: string, today: Date = new Date()): string {
  const slug =
    base
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'table';
  const y = today.getFullYear();
  const m = String(today.getMonth() + 1).padStart(2, '0');
  const d = String(today.getDate()).padStart(2, '0');
  return `sanchay-${slug}-${y}-${m}-${d}.csv`;
}

/** Saves `csv` as a file (with a byte-order mark so that spreadsheet apps read UTF-8, e.g. the rupee sign). */
export function downloadCsv(csv: string, fileName: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
