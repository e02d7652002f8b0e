import { z } from 'zod';
import type { StatementItem } from '../market/statementItems';
import { marketCode } from '../market/schemas';

/** The report-fetch screen's two reports (spec 000 section 2, internal screens). */
export const FUNDAMENTALS_REPORTS = {
  quarterly_results: 'Quarterly Results',
  shareholding_detailed: 'Shareholding Detailed',
} as const;
export type FundamentalsReportKind = keyof typeof FUNDAMENTALS_REPORTS;

export const fundamentalsReportQuery = z.object({
  symbol: z.string({ error: 'symbol is required' }).trim().min(1, 'symbol must not be empty').max(32, 'symbol must be at most 32 characters'),
  country: marketCode.default('IN'),
  report: z.enum(Object.keys(FUNDAMENTALS_REPORTS) as [FundamentalsReportKind, ...FundamentalsReportKind[]], {
    error: 'report must be quarterly_results or shareholding_detailed',
  }),
});
export type FundamentalsReportQuery = z.infer<typeof fundamentalsReportQuery>;

/** A report as a table: periods as columns (oldest first), items as rows. */
export interface FundamentalsReport {
  report: FundamentalsReportKind;
  title: string;
  company: { symbol: string; name: string; exchange: string; currency: string | null };
  /** fmp: fetched now from Financial Modeling Prep; database: what Sanchay's database holds. */
  source: 'fmp' | 'database';
  /** Where the stored figures came from (e.g. screener, demo), for source 'database'. */
  origin: string | null;
  /** Why the database answered instead of FMP, when it did. */
  note: string | null;
  periods: string[];
  rows: { key: string; label: string; unit: StatementItem['unit']; values: (number | null)[] }[];
  asOf: string | null;
}

export interface AdminAccess {
  admin: true;
  email: string;
  fmpConfigured: boolean;
}
