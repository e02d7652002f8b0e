import { formatIndianNumber, metricHeader, parseIndianInput } from '@sanchay/core';

/** The parts of a hast node a markdown table needs (react-markdown passes hast elements). */
export interface HastLike {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastLike[];
}

export interface ParsedTable {
  /** Header texts as investors say them ("P/E" for "Price to earning"). */
  headers: string[];
  /** The header texts as the answer wrote them (tooltips). */
  fullHeaders: string[];
  rows: string[][];
  /** Right-aligned columns (figures). */
  numeric: boolean[];
}

function text(node: HastLike): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(text).join('');
}

function elements(node: HastLike, tag: string): HastLike[] {
  const found: HastLike[] = [];
  for (const child of node.children ?? []) {
    if (child.type !== 'element') continue;
    if (child.tagName === tag) found.push(child);
    else found.push(...elements(child, tag));
  }
  return found;
}

function isRight(cell: HastLike): boolean {
  const style = cell.properties?.style;
  const align = cell.properties?.align;
  return align === 'right' || (typeof style === 'string' && style.includes('right'));
}

/** A GFM table (hast) as header texts, cell texts and which columns hold figures. */
export function parseTable(table: HastLike): ParsedTable {
  const [head, ...body] = elements(table, 'tr');
  const headerCells = head ? elements(head, 'th') : [];
  const fullHeaders = headerCells.map((cell) => text(cell).trim());
  const crore = fullHeaders.map((header) => /\((Rs\.?|₹)\s*Cr\)/i.test(header));
  return {
    fullHeaders,
    headers: fullHeaders.map(metricHeader),
    rows: body.map((row) => elements(row, 'td').map((cell, i) => (crore[i] ? wholeCrores(text(cell).trim()) : text(cell).trim()))),
    numeric: headerCells.map(isRight),
  };
}

/**
 * A header as its label and its unit ("Market cap (₹ Cr)" -> "Market cap", "(₹ Cr)"): each is laid out whole, the
 * unit on a second line when the column is narrow, so neither breaks in the middle ("(₹" over "Cr)", "P/" over "E").
 */
export function headerLabelAndUnit(header: string): { label: string; unit?: string } {
  const match = /^(.+?)\s+(\([^)]*\))$/.exec(header);
  return match ? { label: match[1]!, unit: match[2]! } : { label: header };
}

/** A crore figure without paise, as the product writes market caps: "14,32,039.03" -> "14,32,039". */
function wholeCrores(cell: string): string {
  const value = parseIndianInput(cell);
  return value === null || !/\d/.test(cell) ? cell : formatIndianNumber(Math.round(value));
}

/** How a table reads on a phone: a few rows with many figures turn sideways, long lists become cards. */
export function phoneLayout(table: ParsedTable): 'transpose' | 'cards' | 'table' {
  if (table.headers.length <= 3) return 'table';
  return table.rows.length <= 4 ? 'transpose' : 'cards';
}

/** The column that names a row: the "Symbol" column when there is one (short), else the first. */
export function shortNameColumn(table: ParsedTable): number {
  const symbol = table.headers.findIndex((h) => /^symbol$/i.test(h));
  return symbol >= 0 ? symbol : 0;
}

/** "As of 2025-09-30" -> "As of 30 Sep 2025" in the answer's text (the table data stays as written). */
export function readableAsOf(markdown: string, formatDate: (day: string) => string): string {
  return markdown.replace(/\bAs of (\d{4}-\d{2}-\d{2})\b/g, (_, day: string) => `As of ${formatDate(day)}`);
}
