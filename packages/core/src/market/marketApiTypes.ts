/**
 * Wire shapes of the market-data REST API (apps/server/src/market/API.md). The server's presenters and
 * the web screens both read these, so a change to the contract is a change here.
 * Money is in full currency units (rupees for India); percentages as percent numbers (1.5 = 1.5%).
 */
import type { Valuation } from './valuation';
import type { StatementItem } from './statementItems';

export type PriceRange = '1M' | '6M' | '1Y' | '5Y' | 'Max';

export interface Quote {
  symbol: string;
  exchange: string | null;
  name: string;
  /** Trading day, YYYY-MM-DD. */
  date: string;
  open: number | null;
  high: number | null;
  low: number | null;
  close: number;
  prevClose: number | null;
  change: number | null;
  changePct: number | null;
  volume: number | null;
  high52w: number | null;
  low52w: number | null;
}

export interface CompanyInfo {
  id: string;
  symbol: string;
  exchange: string;
  country: string;
  name: string;
  isin: string | null;
  sector: string | null;
  industry: string | null;
  marketCap: number | null;
  marketCapType: string | null;
  currency: string | null;
  listingDate: string | null;
  website: string | null;
  summary: string | null;
  source: string | null;
}

export interface MovingAverages {
  date: string;
  priceSma5: number | null;
  priceSma10?: number | null;
  priceSma20?: number | null;
  priceSma50: number | null;
  priceSma100?: number | null;
  priceSma200: number | null;
  volumeSma5?: number | null;
  volumeSma200?: number | null;
  high52w: number | null;
  low52w: number | null;
}

export interface KeyMetrics {
  asOf: string | null;
  source: string | null;
  items: Record<string, number | null>;
}

export type CompanyStatementKind = 'income_statement' | 'balance_sheet_statement' | 'cash_flow_statement';

export interface StatementRow {
  key: string;
  label: string;
  unit: StatementItem['unit'];
  values: (number | null)[];
}

export interface StatementTable {
  period: 'annual' | 'quarterly';
  /** Period ends, oldest first. */
  periods: string[];
  rows: StatementRow[];
  source: string | null;
  asOf: string | null;
}

export interface ShareholdingQuarter {
  quarterEnd: string;
  promoter: number | null;
  fii: number | null;
  dii: number | null;
  public: number | null;
  government: number | null;
  pledged: number | null;
}

export interface Peer {
  symbol: string;
  exchange: string;
  name: string;
  marketCap: number | null;
  pe: number | null;
  roe: number | null;
  close: number | null;
  changePct: number | null;
  /** The date market cap and P/E are from (the close's, or the fundamentals' own when 'own-date'). */
  valuationAsOf: string | null;
  valuationBasis: 'at-price' | 'own-date' | null;
}

/**
 * Market cap and the price ratios of a listing (docs/DATA.md): at the close of `asOf` ('at-price'), or the
 * fundamentals' own figures at their own date and price ('own-date', with the reason).
 */
export type ValuationFigures = Valuation;

/** The key_metrics items a valuation replaces (they depend on the price they were computed at). */
export const VALUATION_ITEMS = ['marketCap', 'currentPrice', 'pe', 'pb', 'dividendYield', 'evToEbitda', 'enterpriseValue'] as const;

/** A dividend per share with its ex-date (the exchange's corporate actions). */
export interface DividendPaid {
  exDate: string;
  recordDate: string | null;
  kind: 'interim' | 'final' | 'special' | 'dividend';
  perShare: number;
  /** On today's share basis (after the bonuses and splits since the ex-date). */
  perShareAdjusted: number;
  purpose: string;
}

export interface CompanyDetails {
  company: CompanyInfo;
  quote: Quote | null;
  movingAverages: MovingAverages | null;
  /** Fundamentals at their own date, without the items `valuation` gives (VALUATION_ITEMS). */
  keyMetrics: KeyMetrics | null;
  valuation: ValuationFigures | null;
  /** Newest first. */
  dividends: DividendPaid[];
  statements: Record<CompanyStatementKind, StatementTable | null>;
  quarterly: StatementTable | null;
  /** Oldest first. */
  shareholding: ShareholdingQuarter[];
  peers: Peer[];
  indices: string[];
}

export interface PriceBar {
  date: string;
  open: number | null;
  high: number | null;
  low: number | null;
  close: number;
  volume: number | null;
}

export interface PriceHistory {
  symbol?: string;
  name?: string;
  range: PriceRange;
  /** Oldest first. */
  bars: PriceBar[];
}

export interface IndexSummary {
  name: string;
  date: string | null;
  close: number | null;
  change: number | null;
  changePct: number | null;
  return1y: number | null;
  constituents: number;
}

export interface IndexConstituent {
  symbol: string;
  exchange: string;
  name: string;
  industry: string | null;
  weight: number | null;
  /** The date of `close`. */
  date: string | null;
  close: number | null;
  changePct: number | null;
  /** At `valuationAsOf` (the close's date, or the fundamentals' own when 'own-date'); null without a valuation. */
  marketCap: number | null;
  valuationAsOf: string | null;
  valuationBasis: 'at-price' | 'own-date' | null;
}

/**
 * Where the constituents' `weight` comes from: the weights stored with the member list ('published'), or, when
 * none are stored, each member's share of the members' full market cap at one date ('full-market-cap', with that
 * date; NSE weighs by free-float market cap, which the data does not hold). Null: no weights (see `reason`).
 */
export type IndexWeighting =
  | { basis: 'published'; asOf: null }
  | { basis: 'full-market-cap'; asOf: string }
  | { basis: null; reason: 'no-members' | 'caps-not-at-one-date' };

export interface IndexDetails {
  name: string;
  quote: Quote | null;
  weighting: IndexWeighting;
  constituents: IndexConstituent[];
}

export interface EtfListing {
  symbol: string;
  name: string;
  underlying: string;
  assetClass: string;
  isin: string | null;
  isDipSipEtf: boolean;
  date: string | null;
  close: number | null;
  changePct: number | null;
  return1y: number | null;
}

export interface MutualFundRow {
  schemeCode: number;
  name: string;
  fundHouse: string | null;
  category: string | null;
  plan: string | null;
  option: string | null;
  nav: number | null;
  navDate: string | null;
  expenseRatio: number | null;
  returns: Record<string, number | null> | null;
  /**
   * Where 1Y/3Y/5Y in `returns` come from: 'nav' = computed from the scheme's AMFI NAV history up to
   * `returnsAsOf` (that NAV date), 'scraper' = the fund page's own figures, null when none.
   */
  returnsBasis?: 'nav' | 'scraper' | null;
  returnsAsOf?: string | null;
}

/** A scheme's NAV on one day. */
export interface FundNav {
  date: string;
  nav: number;
}

/** One trailing return computed from NAV history: 1Y absolute, 3Y and 5Y annualised (CAGR). */
export interface FundReturn {
  period: '1Y' | '3Y' | '5Y';
  years: number;
  /** In %; null when the history does not reach back the period (see `from`). */
  pct: number | null;
  annualised: boolean;
  /** The NAV the period starts from (the last NAV on or before the same day `years` earlier, within 7 days). */
  from: FundNav | null;
  /** The latest NAV of the history: the return's as-of date. */
  to: FundNav | null;
}

/** GET /api/mutualfunds/:schemeCode */
export interface MutualFundDetail {
  scheme: MutualFundRow & { structure: string | null; isinGrowth: string | null; isinReinvestment: string | null };
  /** NAV history, oldest first (AMFI's daily files as loaded). */
  history: FundNav[];
  returns: FundReturn[];
  /** Other schemes of the same category (same plan first), with their NAV and computed returns. */
  sameCategory: MutualFundRow[];
  sameCategoryTotal: number;
  /** The return periods some scheme of `sameCategory` has (a period none has gets no column). */
  sameCategoryReturnPeriods: FundReturn['period'][];
  /** As on the list: the longest NAV history of any one scheme, in days; null while none is recorded. */
  longestSchemeHistoryDays: number | null;
}

export interface MutualFundPage {
  total: number;
  page: number;
  pageSize: number;
  rows: MutualFundRow[];
  facets: { categories: string[]; fundHouses: string[]; plans: string[] };
  /**
   * The NAV date most schemes carry (AMFI's day), the same on every page and search: one stale scheme or an
   * ETF priced on another day does not move it. Null when no scheme has a NAV.
   */
  navAsOf: string | null;
  /**
   * Which of the optional figures the data fills (a column it never fills is not shown): the expense ratio when
   * any scheme has one; `returnPeriods` the periods a scheme has from the fund scraper or can have from the NAV
   * history (some scheme's NAVs are that period apart); `returns` when there is any.
   */
  filled: { expenseRatio: boolean; returns: boolean; returnPeriods: FundReturn['period'][] };
  /** The first and last NAV date in the kept NAV history (null while empty), of all schemes together. */
  navHistory?: { from: string; to: string } | null;
  /**
   * The longest NAV history of any one scheme, in days (its first NAV to its last; 0 when every scheme has NAVs of
   * one day); null while the history is empty. A period's return needs a scheme whose history is that long.
   */
  longestSchemeHistoryDays?: number | null;
}

export type ShareholdingCategory = 'promoter' | 'fii' | 'dii' | 'public';

export interface ShareholdingChange {
  symbol: string;
  name: string;
  industry: string | null;
  category: ShareholdingCategory;
  previous: number | null;
  current: number | null;
  change: number | null;
}

export interface ShareholdingOverview {
  quarterEnd: string | null;
  previousQuarterEnd: string | null;
  averages: Record<ShareholdingCategory, number | null>;
  biggestIncreases: ShareholdingChange[];
  biggestDecreases: ShareholdingChange[];
}

export interface MarketStatus {
  dataOrigin: 'mirror' | 'online' | 'demo' | 'empty';
  asOf: string | null;
  companies: number;
  prices: number;
  funds: number;
}
