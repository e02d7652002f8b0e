/** Constants of the market-data screens (company, indexes, quotes, watch list, funds, shareholding, ETFs). */
import type { MarketCode } from './markets';
import type { PriceRange, ShareholdingCategory } from './marketApiTypes';

/** Chart ranges of /api/company/:symbol/prices and /api/indices/:name/prices. */
export const PRICE_RANGES: readonly PriceRange[] = ['1M', '6M', '1Y', '5Y', 'Max'];
export const DEFAULT_PRICE_RANGE: PriceRange = '1Y';

/** The quote board's starting symbols per market (the user edits them; kept in localStorage). */
export const DEFAULT_QUOTE_SYMBOLS: Readonly<Record<MarketCode, readonly string[]>> = {
  IN: ['NIFTYBEES', 'RELIANCE', 'TCS', 'HDFCBANK', 'INFY'],
  US: ['AAPL', 'MSFT', 'GOOGL', 'AMZN', 'NVDA'],
  SG: [],
  AE: [],
};
export const QUOTE_BOARD_MAX_SYMBOLS = 30;

/** watch_list.instrument_type. */
export const INSTRUMENT_TYPES = { stock: 0, index: 1, etf: 2 } as const;

/** Date-range presets of the watch list's events, in days; the default is 30. */
export const WATCHLIST_EVENT_PRESETS = [7, 30, 90, 365] as const;
export const WATCHLIST_DEFAULT_EVENT_DAYS = 30;
/** watchListEvents answers at most this many days at once. */
export const WATCHLIST_MAX_EVENT_DAYS = 366;

/** Announcement sentiment in [-1, 1] as a chip. */
export function sentimentLabel(sentiment: number | null | undefined): 'Positive' | 'Negative' | 'Neutral' | null {
  if (sentiment === null || sentiment === undefined || !Number.isFinite(sentiment)) return null;
  if (sentiment >= 0.2) return 'Positive';
  if (sentiment <= -0.2) return 'Negative';
  return 'Neutral';
}

/** Investor categories of shareholding_pattern, in the order screens show them. */
export const SHAREHOLDING_CATEGORIES: readonly { key: ShareholdingCategory; label: string; long: string }[] = [
  { key: 'promoter', label: 'Promoters', long: 'Promoters and promoter group' },
  { key: 'fii', label: 'FIIs', long: 'Foreign institutional investors' },
  { key: 'dii', label: 'DIIs', long: 'Domestic institutional investors' },
  { key: 'public', label: 'Public', long: 'Public and retail' },
];

/** etfs.asset_class values, in the order /etfList shows them. */
export const ETF_ASSET_CLASSES: readonly { key: string; label: string }[] = [
  { key: 'equity-index', label: 'Equity index' },
  { key: 'gold', label: 'Gold' },
  { key: 'silver', label: 'Silver' },
  { key: 'debt', label: 'Debt' },
  { key: 'liquid', label: 'Liquid' },
  { key: 'international', label: 'International' },
  { key: 'reit', label: 'REITs' },
  { key: 'invit', label: 'InvITs' },
];

/** Mutual fund list paging and the server's sort keys. */
export const MUTUAL_FUND_PAGE_SIZES = [25, 50, 100] as const;
export const MUTUAL_FUND_SORTS = ['name', 'nav', 'navDate'] as const;
export type MutualFundSort = (typeof MUTUAL_FUND_SORTS)[number];

/** Labels of app_meta.data_origin. */
export const DATA_ORIGIN_LABELS: Readonly<Record<string, string>> = {
  mirror: 'Public data files',
  online: 'Exchange and AMFI downloads',
  demo: 'Demo data',
  empty: 'No data loaded',
};

/** Names of the sources rows are loaded from (the `source` columns), as a page or an answer says them. */
const SOURCE_NAMES: Readonly<Record<string, string>> = {
  screener: 'Screener exports',
  'screener-derived': 'Screener exports',
  fmp: 'FMP',
  demo: 'Demo data (generated)',
  nse: 'NSE',
  'nse-etf': 'NSE',
  financedatabase: 'FinanceDatabase',
  'us-symbols': 'US stock symbols',
  bhavcopy: 'NSE bhavcopy',
  amfi: 'AMFI',
};

/** "nse" -> "NSE"; an id without a name is shown as it is. */
export function sourceName(source: string): string {
  return Object.hasOwn(SOURCE_NAMES, source) ? SOURCE_NAMES[source]! : source;
}
