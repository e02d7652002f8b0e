import { ISIN_PATTERN, type ImportRowError, type PortfolioImportFormat } from '@sanchay/core';
import { type CsvRecord, type CsvTable, parseDate, parseNumber } from './csvTable';

/** A trade read from a file, before its security is resolved. `key` is the ISIN or symbol the row names. */
export interface FileTrade {
  row: number;
  date: string;
  key: string;
  isin: string | null;
  symbol: string | null;
  side: 'buy' | 'sell';
  quantity: number;
  price: number;
  charges: number;
  /** The broker's own id of the trade, when the file has one (idempotency); else the row's content is hashed. */
  externalId: string | null;
  /** A fund's AMFI scheme code, when the file gives one and no ISIN (resolved through the AMFI list). */
  amfiCode?: number | null;
  /** The security's name as the file gives it (a CAS's scheme name). */
  name?: string;
}

export interface ParsedFile {
  trades: FileTrade[];
  errors: ImportRowError[];
}

/** Console tradebook columns (Zerodha Console > Reports > Tradebook, CSV). */
export const ZERODHA_TRADEBOOK_COLUMNS = ['symbol', 'isin', 'trade_date', 'exchange', 'segment', 'series', 'trade_type', 'auction', 'quantity', 'price', 'trade_id', 'order_id', 'order_execution_time'];
/** Console holdings export (Portfolio > Holdings > Download), the columns read. */
const CONSOLE_HOLDINGS_COLUMNS = ['symbol', 'isin', 'quantityavailable', 'averageprice'];
/** Kite's holdings download (no ISIN: the symbol is resolved). */
const KITE_HOLDINGS_COLUMNS = ['instrument', 'qty', 'avgcost'];
/** The documented generic CSV (docs/PORTFOLIO.md): date, isin or symbol, side, quantity, price, charges. */
const GENERIC_REQUIRED = ['date', 'side', 'quantity', 'price'];

const norm = (list: string[]) => list.map((c) => c.replace(/_/g, ''));
const hasAll = (table: CsvTable, columns: string[]) => norm(columns).every((c) => table.headers.includes(c));

/** The format of a CSV by its header row, or null with what it expected. */
export function detectFormat(table: CsvTable): PortfolioImportFormat | null {
  if (hasAll(table, ZERODHA_TRADEBOOK_COLUMNS)) return 'zerodha_tradebook';
  if (hasAll(table, CONSOLE_HOLDINGS_COLUMNS) || hasAll(table, KITE_HOLDINGS_COLUMNS)) return 'zerodha_holdings';
  if (hasAll(table, GENERIC_REQUIRED) && ['isin', 'symbol', 'security'].some((c) => table.headers.includes(c))) return 'generic';
  return null;
}

export const FORMAT_HELP =
  'Use a Zerodha Console tradebook (symbol, isin, trade_date, exchange, segment, series, trade_type, auction, quantity, price, trade_id, order_id, order_execution_time), a Zerodha holdings export, the generic CSV (date, isin or symbol, side, quantity, price, charges), or a CAMS / KFintech consolidated account statement PDF.';

/** Reads the columns one row needs; collects an error per bad field. */
class RowReader {
  constructor(
    private readonly record: CsvRecord,
    private readonly errors: ImportRowError[],
  ) {}
  private fail(field: string, message: string): null {
    this.errors.push({ row: this.record.line, field, message });
    return null;
  }
  text(column: string): string {
    return (this.record.cells[column] ?? '').trim();
  }
  date(column: string, field = column): string | null {
    const text = this.text(column);
    return parseDate(text) ?? this.fail(field, text ? `"${text}" is not a date (use YYYY-MM-DD)` : 'is empty');
  }
  positive(column: string, field = column): number | null {
    const text = this.text(column);
    const value = parseNumber(text);
    if (value === null) return this.fail(field, text ? `"${text}" is not a number` : 'is empty');
    return value > 0 ? value : this.fail(field, `must be more than 0 (is ${text})`);
  }
  charges(column: string): number | null {
    const text = this.text(column);
    if (text === '') return 0;
    const value = parseNumber(text);
    if (value === null) return this.fail(column, `"${text}" is not a number`);
    return value >= 0 ? value : this.fail(column, 'must not be negative');
  }
  side(column: string): 'buy' | 'sell' | null {
    const text = this.text(column).toLowerCase();
    if (text === 'buy' || text === 'b') return 'buy';
    if (text === 'sell' || text === 's') return 'sell';
    return this.fail(column, text ? `"${text}" is neither buy nor sell` : 'is empty');
  }
  isin(column: string, required: boolean): string | null | undefined {
    const text = this.text(column).toUpperCase();
    if (text === '') return required ? this.fail(column, 'is empty') : undefined;
    return ISIN_PATTERN.test(text) ? text : this.fail(column, `"${text}" is not an ISIN`);
  }
}

const EQUITY_SEGMENTS = new Set(['EQ', 'MF']);

export function parseZerodhaTradebook(table: CsvTable): ParsedFile {
  const errors: ImportRowError[] = [];
  const trades: FileTrade[] = [];
  for (const record of table.records) {
    const before = errors.length;
    const r = new RowReader(record, errors);
    const segment = r.text('segment').toUpperCase();
    if (!EQUITY_SEGMENTS.has(segment)) {
      errors.push({ row: record.line, field: 'segment', message: `segment "${segment || 'empty'}" is not held as an investment (only EQ and MF trades are)` });
      continue;
    }
    const symbol = r.text('symbol').toUpperCase();
    const isin = r.isin('isin', true);
    const date = r.date('tradedate', 'trade_date');
    const side = r.side('tradetype');
    const quantity = r.positive('quantity');
    const price = r.positive('price');
    const tradeId = r.text('tradeid');
    if (!tradeId) errors.push({ row: record.line, field: 'trade_id', message: 'is empty' });
    if (errors.length > before || !isin || !date || !side || !quantity || !price) continue;
    trades.push({ row: record.line, date, key: isin, isin, symbol: symbol || null, side, quantity, price, charges: 0, externalId: `zerodha:${r.text('exchange').toUpperCase()}:${r.text('orderid')}:${tradeId}` });
  }
  return { trades, errors };
}

/** A holdings export: one buy per holding at its average price, dated `holdingsDate` (the export has no dates). */
export function parseZerodhaHoldings(table: CsvTable, holdingsDate: string): ParsedFile {
  const errors: ImportRowError[] = [];
  const trades: FileTrade[] = [];
  const console = table.headers.includes('isin');
  for (const record of table.records) {
    const before = errors.length;
    const r = new RowReader(record, errors);
    const symbol = (console ? r.text('symbol') : r.text('instrument')).toUpperCase();
    const isin = console ? r.isin('isin', true) : null;
    const quantity = console ? r.positive('quantityavailable', 'Quantity Available') : r.positive('qty', 'Qty.');
    const price = console ? r.positive('averageprice', 'Average Price') : r.positive('avgcost', 'Avg. cost');
    if (!symbol && !isin) errors.push({ row: record.line, field: console ? 'Symbol' : 'Instrument', message: 'is empty' });
    if (errors.length > before || !quantity || !price || (console && !isin)) continue;
    trades.push({ row: record.line, date: holdingsDate, key: isin ?? symbol, isin: isin ?? null, symbol: symbol || null, side: 'buy', quantity, price, charges: 0, externalId: null });
  }
  return { trades, errors };
}

export function parseGeneric(table: CsvTable): ParsedFile {
  const errors: ImportRowError[] = [];
  const trades: FileTrade[] = [];
  const securityColumn = ['isin', 'symbol', 'security'].find((c) => table.headers.includes(c))!;
  for (const record of table.records) {
    const before = errors.length;
    const r = new RowReader(record, errors);
    const given = (r.text(securityColumn) || r.text('symbol') || r.text('isin')).toUpperCase();
    if (!given) errors.push({ row: record.line, field: securityColumn, message: 'is empty' });
    const date = r.date('date');
    const side = r.side('side');
    const quantity = r.positive('quantity');
    const price = r.positive('price');
    const charges = r.charges('charges');
    if (errors.length > before || !date || !side || !quantity || !price || charges === null) continue;
    const isin = ISIN_PATTERN.test(given) ? given : null;
    trades.push({ row: record.line, date, key: given, isin, symbol: isin ? null : given, side, quantity, price, charges, externalId: null });
  }
  return { trades, errors };
}
