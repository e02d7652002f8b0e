/**
 * Maps one company's joined Screener.in export columns onto financial_statements rows (pure).
 * Screener exports one snapshot with history held in column suffixes; each suffix becomes a period:
 * - income_statement annual: "... last year" (latest FY) and "... preceding year" (FY before);
 *   ttm: the unsuffixed columns (Sales, OPM, Net profit, EPS ...) ending at the latest quarter, and
 *   "... preceding 12months" a year earlier; quarterly: latest, preceding, 2 and 3 quarters back,
 *   preceding year quarter.
 * - balance_sheet_statement annual: latest FY, preceding year, "3/5/7/10 Years back".
 * - cash_flow_statement annual: last year, preceding year.
 * - key_metrics ttm: every other numeric column (see screenerMetrics.ts).
 * FY end: the month of "Last annual result date" (202403 -> 2024-03-31; Indian FYs end in March, a few
 * companies in December); quarter ends from "Last result date". Money is in crores: x 1e7 into rupees;
 * share counts are in crores too; percentages, ratios and per-share values stay as they are.
 */
import { RUPEES_PER_CRORE } from '@sanchay/core';
import { normalizeHeader } from '../../parsers/index';

export type Metrics = ReadonlyMap<string, number | null>;
type Scale = 'crore' | 'plain';
type Item = readonly [label: string, key: string, scale: Scale];

export interface StatementRow {
  statement: 'income_statement' | 'balance_sheet_statement' | 'cash_flow_statement' | 'key_metrics';
  period: 'annual' | 'quarterly' | 'ttm';
  periodEnd: string;
  items: Record<string, number | null>;
}

const C: Scale = 'crore';
const P: Scale = 'plain';

const PNL: readonly Item[] = [
  ['Sales', 'revenue', C],
  ['Operating profit', 'operatingProfit', C],
  ['Other income', 'otherIncome', C],
  ['EBIDT', 'ebitda', C],
  ['Depreciation', 'depreciation', C],
  ['EBIT', 'ebit', C],
  ['Interest', 'interest', C],
  ['Profit before tax', 'profitBeforeTax', C],
  ['Tax', 'tax', C],
  ['Profit after tax', 'profitAfterTax', C],
  ['Extraordinary items', 'extraordinaryItems', C],
  ['Net Profit', 'netIncome', C],
  ['Dividend', 'dividend', C],
  ['Employee cost', 'employeeCost', C],
  ['Material cost', 'materialCostPercent', P],
  ['OPM', 'opm', P],
  ['NPM', 'npm', P],
  ['GPM', 'gpm', P],
  ['EPS', 'eps', P],
  ['Equity Capital', 'equityCapital', C],
];
/** The unsuffixed P&L columns are trailing twelve months; others of that name belong to the balance sheet. */
const TTM = PNL.filter(([label]) =>
  [
    'Sales',
    'OPM',
    'Profit after tax',
    'EPS',
    'Operating profit',
    'Interest',
    'Depreciation',
    'EBIT',
    'Net Profit',
    'Tax',
    'Other income',
  ].includes(label),
).concat([['Current Tax', 'currentTax', C]]);
const PRECEDING_TTM: readonly Item[] = [
  ['Sales', 'revenue', C],
  ['Net profit', 'netIncome', C],
];
const QUARTER_BACK: readonly Item[] = [
  ['Sales', 'revenue', C],
  ['Operating profit', 'operatingProfit', C],
  ['Net profit', 'netIncome', C],
];

const BALANCE: readonly Item[] = [
  ['Debt', 'totalDebt', C],
  ['Equity capital', 'equityCapital', C],
  ['Preference capital', 'preferenceCapital', C],
  ['Reserves', 'reserves', C],
  ['Secured loan', 'securedLoans', C],
  ['Unsecured loan', 'unsecuredLoans', C],
  ['Balance sheet total', 'totalLiabilities', C],
  ['Gross block', 'grossBlock', C],
  ['Revaluation reserve', 'revaluationReserve', C],
  ['Accumulated depreciation', 'accumulatedDepreciation', C],
  ['Net block', 'netBlock', C],
  ['Capital work in progress', 'capitalWorkInProgress', C],
  ['Investments', 'investments', C],
  ['Current assets', 'currentAssets', C],
  ['Current liabilities', 'currentLiabilities', C],
  ['Book value of unquoted investments', 'unquotedInvestmentsBookValue', C],
  ['Market value of quoted investments', 'quotedInvestmentsMarketValue', C],
  ['Contingent liabilities', 'contingentLiabilities', C],
  ['Total Assets', 'totalAssets', C],
  ['Working capital', 'workingCapital', C],
  ['Lease liabilities', 'leaseLiabilities', C],
  ['Inventory', 'inventory', C],
  ['Trade receivables', 'tradeReceivables', C],
  ['Face value', 'faceValue', P],
  ['Cash Equivalents', 'cashEquivalents', C],
  ['Advance from Customers', 'advanceFromCustomers', C],
  ['Trade Payables', 'tradePayables', C],
  ['Number of equity shares', 'sharesOutstanding', C],
];
const BALANCE_PRECEDING: readonly Item[] = [
  ['Number of equity shares', 'sharesOutstanding', C],
  ['Debt', 'totalDebt', C],
  ['Working capital', 'workingCapital', C],
  ['Net block', 'netBlock', C],
  ['Gross block', 'grossBlock', C],
  ['Capital work in progress', 'capitalWorkInProgress', C],
];
const BALANCE_BACK: readonly Item[] = [
  ['Working capital', 'workingCapital', C],
  ['Debt', 'totalDebt', C],
  ['Net block', 'netBlock', C],
  ['Cash', 'cashEquivalents', C],
  ['Number of equity shares', 'sharesOutstanding', C],
];
const CASH_FLOW: readonly Item[] = [
  ['Cash from operations', 'cashFromOperations', C],
  ['Free cash flow', 'freeCashFlow', C],
  ['Cash from investing', 'cashFromInvesting', C],
  ['Cash from financing', 'cashFromFinancing', C],
  ['Net cash flow', 'netCashFlow', C],
  ['Cash beginning of', 'cashBeginning', C],
  ['Cash end of', 'cashEnd', C],
];

/** Every header (normalized) a statement consumes: the rest are key metrics. */
export const STATEMENT_HEADERS = new Set<string>();

interface Block {
  statement: StatementRow['statement'];
  period: StatementRow['period'];
  /** Months back from the anchor (the FY end for annual blocks, the latest quarter end otherwise). */
  monthsBack: number;
  anchor: 'fy' | 'quarter';
  items: readonly Item[];
  suffix: string;
}

const BLOCKS: Block[] = [
  { statement: 'income_statement', period: 'annual', anchor: 'fy', monthsBack: 0, items: PNL, suffix: ' last year' },
  {
    statement: 'income_statement',
    period: 'annual',
    anchor: 'fy',
    monthsBack: 12,
    items: PNL,
    suffix: ' preceding year',
  },
  { statement: 'income_statement', period: 'ttm', anchor: 'quarter', monthsBack: 0, items: TTM, suffix: '' },
  {
    statement: 'income_statement',
    period: 'ttm',
    anchor: 'quarter',
    monthsBack: 12,
    items: PRECEDING_TTM,
    suffix: ' preceding 12months',
  },
  {
    statement: 'income_statement',
    period: 'quarterly',
    anchor: 'quarter',
    monthsBack: 0,
    items: PNL,
    suffix: ' latest quarter',
  },
  {
    statement: 'income_statement',
    period: 'quarterly',
    anchor: 'quarter',
    monthsBack: 3,
    items: PNL,
    suffix: ' preceding quarter',
  },
  {
    statement: 'income_statement',
    period: 'quarterly',
    anchor: 'quarter',
    monthsBack: 6,
    items: QUARTER_BACK,
    suffix: ' 2quarters back',
  },
  {
    statement: 'income_statement',
    period: 'quarterly',
    anchor: 'quarter',
    monthsBack: 9,
    items: QUARTER_BACK,
    suffix: ' 3quarters back',
  },
  {
    statement: 'income_statement',
    period: 'quarterly',
    anchor: 'quarter',
    monthsBack: 12,
    items: PNL,
    suffix: ' preceding year quarter',
  },
  { statement: 'balance_sheet_statement', period: 'annual', anchor: 'fy', monthsBack: 0, items: BALANCE, suffix: '' },
  {
    statement: 'balance_sheet_statement',
    period: 'annual',
    anchor: 'fy',
    monthsBack: 12,
    items: BALANCE_PRECEDING,
    suffix: ' preceding year',
  },
  ...[3, 5, 7, 10].map((years) => ({
    statement: 'balance_sheet_statement' as const,
    period: 'annual' as const,
    anchor: 'fy' as const,
    monthsBack: 12 * years,
    items: BALANCE_BACK,
    suffix: ` ${years}Years back`,
  })),
  {
    statement: 'cash_flow_statement',
    period: 'annual',
    anchor: 'fy',
    monthsBack: 0,
    items: CASH_FLOW,
    suffix: ' last year',
  },
  {
    statement: 'cash_flow_statement',
    period: 'annual',
    anchor: 'fy',
    monthsBack: 12,
    items: CASH_FLOW,
    suffix: ' preceding year',
  },
];

/** Date columns that name the periods. */
export const ANNUAL_RESULT = normalizeHeader('Last annual result date');
export const LATEST_RESULT = normalizeHeader('Last result date');

/** Each block's items keyed by the normalized header of their column (computed once, used per company). */
const COLUMNS = new Map(
  BLOCKS.map((block) => [
    block,
    block.items.map(([label, key, scale]) => [normalizeHeader(label + block.suffix), key, scale] as const),
  ]),
);
for (const columns of COLUMNS.values()) for (const [header] of columns) STATEMENT_HEADERS.add(header);
// These headline TTM figures are also key metrics.
for (const shared of ['OPM', 'EPS']) STATEMENT_HEADERS.delete(normalizeHeader(shared));
STATEMENT_HEADERS.add(ANNUAL_RESULT).add(LATEST_RESULT);

export const fromCrores = (value: number) => Math.round(value * RUPEES_PER_CRORE);

/** `202403.0` -> 2024-03-31, then `monthsBack` months earlier (month ends). */
export function monthEnd(yyyymm: number, monthsBack = 0): string | null {
  if (!Number.isFinite(yyyymm)) return null;
  const year = Math.floor(yyyymm / 100);
  const month = Math.round(yyyymm % 100);
  if (month < 1 || month > 12 || year < 1900) return null;
  const last = new Date(Date.UTC(year, month - monthsBack, 0));
  return last.toISOString().slice(0, 10);
}

function itemsOf(metrics: Metrics, block: Block): Record<string, number | null> | null {
  const items: Record<string, number | null> = {};
  let any = false;
  for (const [header, key, scale] of COLUMNS.get(block)!) {
    const value = metrics.get(header);
    if (value === undefined) continue;
    items[key] = value === null ? null : scale === 'crore' ? fromCrores(value) : value;
    if (value !== null) any = true;
  }
  // Screener gives material cost as % of sales; the canonical item is money.
  if (typeof items.materialCostPercent === 'number' && typeof items.revenue === 'number') {
    items.materialCost = Math.round((items.revenue * items.materialCostPercent) / 100);
  }
  return any ? items : null;
}

/** The statement rows one company's columns support (periods without any value are left out). */
export function screenerStatements(metrics: Metrics): StatementRow[] {
  const fy = metrics.get(ANNUAL_RESULT) ?? NaN;
  const quarter = metrics.get(LATEST_RESULT) ?? NaN;
  const rows: StatementRow[] = [];
  for (const block of BLOCKS) {
    const periodEnd = monthEnd(block.anchor === 'fy' ? fy : quarter, block.monthsBack);
    if (periodEnd === null) continue;
    const items = itemsOf(metrics, block);
    if (items) rows.push({ statement: block.statement, period: block.period, periodEnd, items });
  }
  return rows;
}
