/**
 * The typed research plan: what a query-language text or an English question compiles to, what the executor
 * runs and what a saved prompt stores (JSON). Every kind reads only database tables; nothing is computed from
 * outside the data.
 */
import { z } from 'zod';

export const COMPARISON_OPERATORS = ['>', '>=', '<', '<=', '=', '!='] as const;
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];

/** Filters on text fields of a company. */
/** `symbol`: the companies of an earlier answer, by NSE symbol (a follow-up over its rows). */
export const MEMBERSHIP_FIELDS = ['sector', 'industry', 'index', 'capType', 'symbol'] as const;
export type MembershipField = (typeof MEMBERSHIP_FIELDS)[number];

export type ResearchFilter =
  | { type: 'compare'; metric: string; op: ComparisonOperator; value: number | { metric: string } }
  | { type: 'in'; field: MembershipField; values: string[]; negate?: boolean }
  | { type: 'and'; args: ResearchFilter[] }
  | { type: 'or'; args: ResearchFilter[] }
  | { type: 'not'; arg: ResearchFilter };

export const researchFilterSchema: z.ZodType<ResearchFilter> = z.lazy(() =>
  z.union([
    z.object({
      type: z.literal('compare'),
      metric: z.string().min(1),
      op: z.enum(COMPARISON_OPERATORS),
      value: z.union([z.number().finite(), z.object({ metric: z.string().min(1) })]),
    }),
    z.object({ type: z.literal('in'), field: z.enum(MEMBERSHIP_FIELDS), values: z.array(z.string().min(1)).min(1).max(50), negate: z.boolean().optional() }),
    z.object({ type: z.literal('and'), args: z.array(researchFilterSchema).min(1).max(50) }),
    z.object({ type: z.literal('or'), args: z.array(researchFilterSchema).min(1).max(50) }),
    z.object({ type: z.literal('not'), arg: researchFilterSchema }),
  ]),
);

export const companyRefSchema = z.object({
  symbol: z.string().min(1).max(40),
  country: z.string().min(2).max(2).default('IN'),
  name: z.string().optional(),
});
export type CompanyRef = z.infer<typeof companyRefSchema>;

export const sortSchema = z.object({ metric: z.string().min(1), direction: z.enum(['asc', 'desc']) });
export type ResearchSort = z.infer<typeof sortSchema>;

export const SCREEN_DEFAULT_LIMIT = 25;
export const SCREEN_MAX_LIMIT = 500;

/**
 * A cut taken before a screen's own filter and order ("among the 10 largest companies by market cap"): the
 * companies of `filter`, ranked by `sort`, the first `limit` of them.
 */
export const screenScopeSchema = z.object({
  filter: researchFilterSchema.nullable(),
  sort: sortSchema,
  limit: z.number().int().min(1).max(SCREEN_MAX_LIMIT),
});
export type ScreenScope = z.infer<typeof screenScopeSchema>;

export const screenPlanSchema = z.object({
  kind: z.literal('screen'),
  country: z.string().min(2).max(2).default('IN'),
  /** With a scope: the companies of the cut that this filter keeps. */
  scope: screenScopeSchema.optional(),
  filter: researchFilterSchema.nullable(),
  sort: sortSchema.nullable(),
  limit: z.number().int().min(1).max(SCREEN_MAX_LIMIT).default(SCREEN_DEFAULT_LIMIT),
  /** Rows of the ranking skipped before the first shown ("the third biggest": offset 2, limit 1). */
  offset: z.number().int().min(0).max(SCREEN_MAX_LIMIT - 1).optional(),
  /** Extra metric keys to show besides those the filter and sort use. */
  columns: z.array(z.string()).max(20).default([]),
  /** The question named the default count itself ("top 25", "25 largest"): the rows shown are a cut, not the first page of a set. */
  cut: z.boolean().optional(),
});

export const PERIOD_UNITS = ['day', 'week', 'month', 'year'] as const;
export const periodSchema = z.object({ count: z.number().int().min(1).max(30), unit: z.enum(PERIOD_UNITS) });
export type ResearchPeriod = z.infer<typeof periodSchema>;

export const historyPlanSchema = z.object({
  kind: z.literal('history'),
  company: companyRefSchema,
  /** History item keys (see HISTORY_ITEMS). */
  items: z.array(z.string().min(1)).min(1).max(12),
  period: z.enum(['annual', 'quarterly']).default('annual'),
  count: z.number().int().min(1).max(20).default(5),
});

export const comparePlanSchema = z.object({
  kind: z.literal('compare'),
  companies: z.array(companyRefSchema).min(1).max(10),
  metrics: z.array(z.string().min(1)).min(1).max(15),
});

export const shareholdingPlanSchema = z.object({
  kind: z.literal('shareholding'),
  company: companyRefSchema,
  quarters: z.number().int().min(1).max(40).default(8),
});

export const constituentsPlanSchema = z.object({
  kind: z.literal('constituents'),
  index: z.string().min(1).max(100),
  sort: sortSchema.nullable().default(null),
  limit: z.number().int().min(1).max(SCREEN_MAX_LIMIT).default(SCREEN_MAX_LIMIT),
});

export const returnsPlanSchema = z.object({
  kind: z.literal('returns'),
  /** Either named companies or the members of an index (ranked). */
  companies: z.array(companyRefSchema).max(10).default([]),
  index: z.string().min(1).max(100).nullable().default(null),
  /** With an index: the index's own close series ("nifty 3 year return"), not its members ranked. */
  indexItself: z.literal(true).optional(),
  period: periodSchema,
  direction: z.enum(['desc', 'asc']).default('desc'),
  limit: z.number().int().min(1).max(SCREEN_MAX_LIMIT).default(10),
});

export const researchPlanSchema = z.discriminatedUnion('kind', [
  screenPlanSchema,
  historyPlanSchema,
  comparePlanSchema,
  shareholdingPlanSchema,
  constituentsPlanSchema,
  returnsPlanSchema,
]);

export type ResearchPlan = z.infer<typeof researchPlanSchema>;
export type ScreenPlan = z.infer<typeof screenPlanSchema>;
export type HistoryPlan = z.infer<typeof historyPlanSchema>;
export type ComparePlan = z.infer<typeof comparePlanSchema>;
export type ShareholdingPlan = z.infer<typeof shareholdingPlanSchema>;
export type ConstituentsPlan = z.infer<typeof constituentsPlanSchema>;
export type ReturnsPlan = z.infer<typeof returnsPlanSchema>;

/**
 * Statement lines a company's history can show. `derived` items are computed per period from the same
 * period's statements (ROE = net profit / (equity capital + reserves)).
 */
export interface HistoryItem {
  key: string;
  name: string;
  aliases: readonly string[];
  unit: 'crore' | 'percent' | 'price' | 'ratio';
  statement: 'income_statement' | 'balance_sheet_statement' | 'cash_flow_statement';
  item?: string;
  derived?: 'roe' | 'debtToEquity';
}

export const HISTORY_ITEMS: readonly HistoryItem[] = [
  { key: 'sales', name: 'Sales', aliases: ['Revenue', 'Revenues', 'Turnover', 'Net sales', 'Topline', 'Total revenue'], unit: 'crore', statement: 'income_statement', item: 'revenue' },
  { key: 'operatingProfit', name: 'Operating profit', aliases: ['Operating income'], unit: 'crore', statement: 'income_statement', item: 'operatingProfit' },
  { key: 'opm', name: 'OPM', aliases: ['Operating margin', 'Operating profit margin', 'OPM %'], unit: 'percent', statement: 'income_statement', item: 'opm' },
  { key: 'ebitda', name: 'EBITDA', aliases: [], unit: 'crore', statement: 'income_statement', item: 'ebitda' },
  { key: 'interest', name: 'Interest', aliases: ['Interest expense', 'Finance cost'], unit: 'crore', statement: 'income_statement', item: 'interest' },
  { key: 'depreciation', name: 'Depreciation', aliases: [], unit: 'crore', statement: 'income_statement', item: 'depreciation' },
  { key: 'profitBeforeTax', name: 'Profit before tax', aliases: ['PBT'], unit: 'crore', statement: 'income_statement', item: 'profitBeforeTax' },
  { key: 'tax', name: 'Tax', aliases: [], unit: 'crore', statement: 'income_statement', item: 'tax' },
  { key: 'netProfit', name: 'Net profit', aliases: ['Profit', 'Profits', 'PAT', 'Net income', 'Profit after tax', 'Earnings', 'Bottomline'], unit: 'crore', statement: 'income_statement', item: 'netIncome' },
  { key: 'npm', name: 'NPM', aliases: ['Net profit margin', 'Net margin', 'NPM %', 'Profit margin', 'PAT margin'], unit: 'percent', statement: 'income_statement', item: 'npm' },
  { key: 'eps', name: 'EPS', aliases: ['Earnings per share'], unit: 'price', statement: 'income_statement', item: 'eps' },
  { key: 'dividend', name: 'Dividend', aliases: ['Dividends', 'Dividend payout'], unit: 'crore', statement: 'income_statement', item: 'dividend' },
  { key: 'borrowings', name: 'Borrowings', aliases: ['Debt', 'Total debt'], unit: 'crore', statement: 'balance_sheet_statement', item: 'totalDebt' },
  { key: 'reserves', name: 'Reserves', aliases: [], unit: 'crore', statement: 'balance_sheet_statement', item: 'reserves' },
  { key: 'totalAssets', name: 'Total assets', aliases: ['Assets'], unit: 'crore', statement: 'balance_sheet_statement', item: 'totalAssets' },
  { key: 'cashFromOperations', name: 'Cash from operations', aliases: ['CFO', 'Operating cash flow'], unit: 'crore', statement: 'cash_flow_statement', item: 'cashFromOperations' },
  { key: 'freeCashFlow', name: 'Free cash flow', aliases: ['FCF'], unit: 'crore', statement: 'cash_flow_statement', item: 'freeCashFlow' },
  { key: 'roe', name: 'ROE', aliases: ['Return on equity'], unit: 'percent', statement: 'income_statement', derived: 'roe' },
  { key: 'debtToEquity', name: 'Debt to equity', aliases: ['D/E'], unit: 'ratio', statement: 'balance_sheet_statement', derived: 'debtToEquity' },
];

export function historyItemByKey(key: string): HistoryItem | undefined {
  return HISTORY_ITEMS.find((item) => item.key === key);
}
