import type { ScraperReturnKey } from './constants';

/** One scraped fund as the spec names its fields (spec 001 section 3.2); the body of categoryScrape. */
export interface ScrapedFund {
  name: string;
  url: string;
  /** The source site's fund code (the last part of the fund page's address). */
  schemeCode: string;
  /** The category slug the fund was listed under. */
  urlCategory: string;
  plan: string | null;
  category: string | null;
  rating: string | null;
  aum: string | null;
  returns: Partial<Record<ScraperReturnKey, string | null>>;
  /** e.g. '0.12%' or 'N/A'. */
  expensesRatio: string;
  expensesRatioCategoryAverage: string;
  /** YYYY-MM-DD from the 'holdings as of' label, or null. */
  reportingDate: string | null;
  holdings: Record<string, string>[];
}

export type ScrapeRunStatus = 'running' | 'stopping' | 'stopped' | 'done' | 'failed' | 'interrupted';

export interface ScrapeFailure {
  url: string;
  message: string;
}

/** The state of the latest run, sent over the event stream and by GET /api/scraper/status. */
export interface ScrapeProgress {
  runId: string;
  status: ScrapeRunStatus;
  category: string;
  schemeCodes: string[] | null;
  delayMs: number;
  /** 'listing' while reading category pages, 'funds' while reading fund pages. */
  phase: 'listing' | 'funds' | 'finished';
  currentCategory: string | null;
  currentFund: string | null;
  completed: number;
  total: number;
  percent: number;
  /** Funds already stored by an earlier, unfinished run of the same selection. */
  resumedFrom: number;
  failures: ScrapeFailure[];
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
}

export interface ScrapeStatusResponse {
  progress: ScrapeProgress | null;
  baseUrl: string;
}

/** One row of the results tables. */
export interface ScrapedFundRow {
  schemeCode: string;
  name: string;
  expensesRatio: string;
  expensesRatioCategoryAverage: string;
  plan: string | null;
  rating: string | null;
  aum: string | null;
  reportingDate: string | null;
  holdings: number;
  /** The AMFI scheme this fund was matched to in mutual_fund_schemes, if any. */
  amfiSchemeCode: number | null;
  scrapedAt: string;
}

export interface ScrapeResultsResponse {
  categories: { category: string; funds: ScrapedFundRow[] }[];
}
