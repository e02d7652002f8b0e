/**
 * The 40 selectable data arrays of the data-array explorer (spec 001 section 3.3), in the spec's order,
 * with what each holds. The server maps every name to a query; the web shows the catalogue as the
 * multi-select's options and help text.
 */

export const EXPLORER_ARRAY_NAMES = [
  'ohlc_candles_equity_index_spot_1_minute',
  'ohlc_candles_equity_index_spot_1_hour',
  'equity_index_options_live',
  'commodity_options_live',
  'equity_index_futures_live',
  'commodity_futures_live',
  'equity_index_spot_live',
  'equity_stock_spot_live',
  'equity_index_options_ohlc_1_minute_today',
  'commodity_options_ohlc_1_minute_today',
  'equity_index_futures_ohlc_1_minute_today',
  'commodity_futures_ohlc_1_minute_today',
  'equity_index_spot_ohlc_1_minute_today',
  'equity_stock_spot_ohlc_1_minute_today',
  'market_index_wise_companies',
  'stock_price_daily_historical',
  'market_index_price_daily',
  'stock_price_volume_daily_moving_averages',
  'market_index_price_volume_daily_moving_averages',
  'company_profile',
  'shareholding_pattern',
  'income_statement',
  'cash_flow_statement',
  'balance_sheet_statement',
  'balance_sheet_statement_growth',
  'income_statement_growth',
  'cash_flow_statement_growth',
  'key_metrics',
  'income_statement_growth_quarterly',
  'income_statement_quarterly',
  'discounted_cash_flow',
  'levered_discounted_cash_flow',
  'key_metrics_ttm',
  'custom_discounted_cash_flow',
  'custom_levered_discounted_cash_flow',
  'enterprise_values',
  'owner_earnings',
  'financial_scores',
  'financial_growth',
  'peers',
] as const;

export type ExplorerArrayName = (typeof EXPLORER_ARRAY_NAMES)[number];

/** Where an array's rows come from. `intraday` arrays come from the live feed's 1-minute candle store. */
export type ExplorerArrayKind = 'intraday' | 'snapshot' | 'table' | 'statement' | 'derived' | 'personal';

export interface ExplorerArrayInfo {
  name: ExplorerArrayName;
  kind: ExplorerArrayKind;
  description: string;
  /** The keys of every row, in column order. Statement arrays add one key per line item after these. */
  fields: readonly string[];
}

const OHLC = ['symbol', 'timestamp', 'open', 'high', 'low', 'close', 'volume'] as const;
const DERIVATIVE = [
  'symbol',
  'underlying',
  'expiry',
  'strike',
  'option_type',
  'last_price',
  'change',
  'open_interest',
  'volume',
  'timestamp',
] as const;
const SPOT = [
  'symbol',
  'name',
  'last_price',
  'previous_close',
  'change',
  'change_percent',
  'open',
  'high',
  'low',
  'volume',
  'as_of',
] as const;
const STATEMENT = ['symbol', 'company_name', 'period', 'period_end', 'currency'] as const;
const GROWTH = ['symbol', 'company_name', 'period', 'period_end', 'previous_period_end'] as const;
const MOVING_AVERAGES = [
  'date',
  'close',
  'price_sma_5',
  'price_sma_10',
  'price_sma_20',
  'price_sma_50',
  'price_sma_100',
  'price_sma_200',
  'volume_sma_5',
  'volume_sma_10',
  'volume_sma_20',
  'volume_sma_50',
  'volume_sma_100',
  'volume_sma_200',
  'high_52w',
  'low_52w',
] as const;
const DCF = [
  'symbol',
  'company_name',
  'date',
  'price',
  'dcf',
  'upside_percent',
  'base_cash_flow',
  'growth_percent',
  'discount_rate_percent',
  'terminal_growth_percent',
  'years',
  'shares_outstanding',
] as const;

const intraday = (name: ExplorerArrayName, what: string, fields: readonly string[]): ExplorerArrayInfo => ({
  name,
  kind: 'intraday',
  description: name.startsWith('commodity_')
    ? `${what}. Needs a commodity feed, which this installation does not have.`
    : `${what}, from the live feed's 1-minute candle store (kept CANDLE_RETENTION_DAYS days, 30 by default).`,
  fields,
});

export const EXPLORER_ARRAYS: readonly ExplorerArrayInfo[] = [
  intraday('ohlc_candles_equity_index_spot_1_minute', 'One-minute candles of index spot values', OHLC),
  intraday('ohlc_candles_equity_index_spot_1_hour', 'One-hour candles of index spot values', OHLC),
  intraday('equity_index_options_live', 'Live quotes of index options', DERIVATIVE),
  intraday('commodity_options_live', 'Live quotes of commodity options', DERIVATIVE),
  intraday('equity_index_futures_live', 'Live quotes of index futures', DERIVATIVE),
  intraday('commodity_futures_live', 'Live quotes of commodity futures', DERIVATIVE),
  {
    name: 'equity_index_spot_live',
    kind: 'snapshot',
    description: 'Latest value of every index: its last daily bar against the bar before.',
    fields: SPOT,
  },
  {
    name: 'equity_stock_spot_live',
    kind: 'snapshot',
    description: 'Latest price of every listed company: its last daily bar against the bar before.',
    fields: SPOT,
  },
  intraday('equity_index_options_ohlc_1_minute_today', "Today's one-minute candles of index options", OHLC),
  intraday('commodity_options_ohlc_1_minute_today', "Today's one-minute candles of commodity options", OHLC),
  intraday('equity_index_futures_ohlc_1_minute_today', "Today's one-minute candles of index futures", OHLC),
  intraday('commodity_futures_ohlc_1_minute_today', "Today's one-minute candles of commodity futures", OHLC),
  intraday('equity_index_spot_ohlc_1_minute_today', "Today's one-minute candles of index spot values", OHLC),
  intraday('equity_stock_spot_ohlc_1_minute_today', "Today's one-minute candles of stocks", OHLC),
  {
    name: 'market_index_wise_companies',
    kind: 'table',
    description: 'The constituents of each market index, with weight and industry.',
    fields: ['index_name', 'symbol', 'company_name', 'weight', 'industry'],
  },
  {
    name: 'stock_price_daily_historical',
    kind: 'table',
    description: 'Daily OHLCV bars of stocks, newest first.',
    fields: ['symbol', 'date', 'open', 'high', 'low', 'close', 'volume'],
  },
  {
    name: 'market_index_price_daily',
    kind: 'table',
    description: 'Daily OHLCV bars of market indices, newest first.',
    fields: ['index_name', 'date', 'open', 'high', 'low', 'close', 'volume'],
  },
  {
    name: 'stock_price_volume_daily_moving_averages',
    kind: 'table',
    description: 'Latest price and volume moving averages (5 to 200 days) and 52-week range per stock.',
    fields: ['symbol', 'company_name', ...MOVING_AVERAGES],
  },
  {
    name: 'market_index_price_volume_daily_moving_averages',
    kind: 'table',
    description: 'Latest price and volume moving averages (5 to 200 days) and 52-week range per index.',
    fields: ['index_name', ...MOVING_AVERAGES],
  },
  {
    name: 'company_profile',
    kind: 'table',
    description: 'Listed companies: name, sector, industry, market capitalisation and identifiers.',
    fields: [
      'symbol',
      'exchange',
      'company_name',
      'isin',
      'sector',
      'industry',
      'market_cap',
      'market_cap_type',
      'currency',
      'listing_date',
      'kite_instrument_token',
    ],
  },
  {
    name: 'shareholding_pattern',
    kind: 'table',
    description: 'Quarterly shareholding by investor category, in % of shares; pledged in % of promoter holding.',
    fields: ['symbol', 'company_name', 'quarter_end', 'promoter', 'fii', 'dii', 'public', 'government', 'pledged'],
  },
  {
    name: 'income_statement',
    kind: 'statement',
    description: 'Annual income statements, one row per company and year; one column per line item.',
    fields: STATEMENT,
  },
  {
    name: 'cash_flow_statement',
    kind: 'statement',
    description: 'Annual cash flow statements, one row per company and year.',
    fields: STATEMENT,
  },
  {
    name: 'balance_sheet_statement',
    kind: 'statement',
    description: 'Annual balance sheets, one row per company and year.',
    fields: STATEMENT,
  },
  {
    name: 'balance_sheet_statement_growth',
    kind: 'derived',
    description: 'Year-on-year growth in % of every balance sheet item (growth_<item>).',
    fields: GROWTH,
  },
  {
    name: 'income_statement_growth',
    kind: 'derived',
    description: 'Year-on-year growth in % of every income statement item (growth_<item>).',
    fields: GROWTH,
  },
  {
    name: 'cash_flow_statement_growth',
    kind: 'derived',
    description: 'Year-on-year growth in % of every cash flow item (growth_<item>).',
    fields: GROWTH,
  },
  {
    name: 'key_metrics',
    kind: 'statement',
    description: 'Annual key metrics (ratios and per-share figures) where the source provides them.',
    fields: STATEMENT,
  },
  {
    name: 'income_statement_growth_quarterly',
    kind: 'derived',
    description: 'Quarter-on-quarter growth in % of every quarterly income statement item.',
    fields: GROWTH,
  },
  {
    name: 'income_statement_quarterly',
    kind: 'statement',
    description: 'Quarterly income statements, one row per company and quarter.',
    fields: STATEMENT,
  },
  {
    name: 'discounted_cash_flow',
    kind: 'derived',
    description:
      'Intrinsic value per share from free cash flow: 5 years at the 3-year revenue growth (capped 0-20%), 12% discount rate, 4% terminal growth.',
    fields: DCF,
  },
  {
    name: 'levered_discounted_cash_flow',
    kind: 'derived',
    description: 'As discounted_cash_flow, from free cash flow after interest (levered).',
    fields: DCF,
  },
  {
    name: 'key_metrics_ttm',
    kind: 'statement',
    description: 'Trailing-twelve-month key metrics: valuation, returns, growth, Piotroski score.',
    fields: STATEMENT,
  },
  {
    name: 'custom_discounted_cash_flow',
    kind: 'derived',
    description:
      'Discounted cash flow with conservative assumptions: 10 years at half the 3-year growth, 14% discount rate, 3% terminal growth.',
    fields: DCF,
  },
  {
    name: 'custom_levered_discounted_cash_flow',
    kind: 'derived',
    description: 'As custom_discounted_cash_flow, from free cash flow after interest.',
    fields: DCF,
  },
  {
    name: 'enterprise_values',
    kind: 'derived',
    description: 'Enterprise value per company and year: market capitalisation plus debt less cash.',
    fields: [
      'symbol',
      'company_name',
      'period_end',
      'shares_outstanding',
      'price',
      'market_cap',
      'total_debt',
      'cash',
      'enterprise_value',
    ],
  },
  {
    name: 'owner_earnings',
    kind: 'derived',
    description:
      "Buffett's owner earnings per company and year: net income plus depreciation less capital expenditure and working-capital build-up.",
    fields: [
      'symbol',
      'company_name',
      'period_end',
      'net_income',
      'depreciation',
      'capital_expenditure',
      'working_capital_change',
      'owner_earnings',
      'owner_earnings_per_share',
    ],
  },
  {
    name: 'financial_scores',
    kind: 'derived',
    description: 'Piotroski F-score and Altman Z-score from the latest annual statements.',
    fields: [
      'symbol',
      'company_name',
      'period_end',
      'piotroski_score',
      'altman_z_score',
      'working_capital',
      'total_assets',
      'retained_earnings',
      'ebit',
      'market_cap',
      'total_liabilities',
      'revenue',
    ],
  },
  {
    name: 'financial_growth',
    kind: 'derived',
    description: 'Year-on-year growth in % of revenue, profit, EPS, cash flow, assets and debt.',
    fields: [
      'symbol',
      'company_name',
      'period_end',
      'revenue_growth',
      'net_income_growth',
      'eps_growth',
      'operating_cash_flow_growth',
      'free_cash_flow_growth',
      'total_assets_growth',
      'debt_growth',
    ],
  },
  {
    name: 'peers',
    kind: 'personal',
    description: 'Companies in the same industry as each company on your watch list, largest first.',
    fields: ['watched_symbol', 'industry', 'symbol', 'company_name', 'market_cap'],
  },
];

const BY_NAME = new Map<string, ExplorerArrayInfo>(EXPLORER_ARRAYS.map((a) => [a.name, a]));

export function isExplorerArrayName(name: string): name is ExplorerArrayName {
  return BY_NAME.has(name);
}

export function explorerArrayInfo(name: ExplorerArrayName): ExplorerArrayInfo {
  return BY_NAME.get(name) as ExplorerArrayInfo;
}
