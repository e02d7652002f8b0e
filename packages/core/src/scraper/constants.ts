/** The mutual fund scraper's texts and limits (spec 001 sections 2.3, 3.2, 5 and 9). */

/** Category slugs of the source site; 'All' means every other one. Default: index-fundsetfs. */
export const SCRAPER_CATEGORIES = [
  'All',
  'aggressive-hybrid-fund',
  'arbitrage-fund',
  'childrens-fund',
  'conservative-hybrid-fund',
  'contra-fund',
  'dividend-yield-fund',
  'dynamic-asset-allocation-or-balanced-advantage',
  'elss-tax-saving-schemes',
  'equity-savings',
  'etfs',
  'flexi-cap-fund',
  'focused-fund',
  'fund-of-funds',
  'hybrid-aggressive',
  'index-fundsetfs',
  'investment-cum-insurance',
  'large-and-mid-cap-fund',
  'large-cap-fund',
  'mid-cap-fund',
  'multi-asset-allocation',
  'multi-cap-fund',
  'retirement-fund',
  'sectoralthematic',
  'small-cap-fund',
  'value-fund',
] as const;
export type ScraperCategory = (typeof SCRAPER_CATEGORIES)[number];
export const DEFAULT_SCRAPER_CATEGORY: ScraperCategory = 'index-fundsetfs';

/** The concrete categories a selection stands for ('All' is every category but itself). */
export function categoriesOf(selection: ScraperCategory): string[] {
  return selection === 'All' ? SCRAPER_CATEGORIES.filter((c) => c !== 'All') : [selection];
}

export const SCRAPER_LIMITS = {
  defaultDelayMs: 3000,
  /** The server refuses anything faster, to stay polite to the source site. */
  minDelayMs: 200,
  maxDelayMs: 60_000,
  /** Retries after the first attempt. */
  retries: 3,
  rowsPerPage: 10,
  maxSchemeCodes: 500,
} as const;

/** The six return periods plus the longer ones, as the category pages label them. */
export const SCRAPER_RETURN_KEYS = ['1W', '1M', '3M', '6M', 'YTD', '1Y', '2Y', '3Y', '5Y', '10Y'] as const;
export type ScraperReturnKey = (typeof SCRAPER_RETURN_KEYS)[number];

export const SCRAPER_TEXT = {
  title: 'Mutual Fund Scraper',
  category: 'Category',
  schemeCode: 'Scheme code',
  schemeCodePlaceholder: "Enter scheme code or 'All'",
  delay: 'Delay between requests (ms)',
  delayHint: 'Recommended 2000-5000ms',
  start: 'Start Scraping',
  processing: 'Processing...',
  stop: 'Stop Processing',
  columns: ['Fund Name', 'Fund Code', 'Expenses Ratio', 'Category Average'] as const,
  notAvailable: 'N/A',
  adminsOnly: 'The mutual fund scraper is for administrators only.',
  alreadyRunning: 'A scrape is already running. Stop it or wait for it to finish.',
} as const;

/** 'HTTP error! status: {code}' (spec 001 section 8). */
export const httpErrorMessage = (status: number) => `HTTP error! status: ${status}`;
