/**
 * The tables the demo universe fills, with the columns it writes (in COPY order) and the conflict target
 * of upserts, and the encoders that turn generated values into binary COPY rows of those columns.
 */
import type { BinaryCopyEncoder } from './binaryCopy';
import type { TableSpec } from './bulkWriter';
import { SMA_PERIODS, type Bars, type MovingAverageRow } from './movingAverages';

export const DEMO_SOURCE = 'demo';

const BAR_COLUMNS = ['date', 'open', 'high', 'low', 'close', 'volume'];
const MA_COLUMNS = [
  'date',
  'close',
  ...SMA_PERIODS.map((p) => `price_sma_${p}`),
  ...SMA_PERIODS.map((p) => `volume_sma_${p}`),
  'high_52w',
  'low_52w',
];

export const TABLES = {
  companies: {
    name: 'company_profile',
    columns: [
      'id',
      'symbol',
      'exchange',
      'country',
      'company_name',
      'isin',
      'sector',
      'industry',
      'market_cap',
      'market_cap_type',
      'currency',
      'listing_date',
      'series',
      'face_value',
      'website',
      'summary',
      'source',
    ],
    conflict: ['id'],
    touchesUpdatedAt: true,
  },
  prices: {
    name: 'stock_price_daily_historical',
    columns: ['company_id', ...BAR_COLUMNS],
    conflict: ['company_id', 'date'],
  },
  statements: {
    name: 'financial_statements',
    columns: ['company_id', 'statement', 'period', 'period_end', 'items', 'currency', 'as_of', 'source'],
    conflict: ['company_id', 'statement', 'period', 'period_end'],
    touchesUpdatedAt: true,
  },
  shareholding: {
    name: 'shareholding_pattern',
    columns: ['company_id', 'quarter_end', 'promoter', 'fii', 'dii', 'public', 'government', 'pledged', 'source'],
    conflict: ['company_id', 'quarter_end'],
    touchesUpdatedAt: true,
  },
  movingAverages: {
    name: 'stock_price_volume_daily_moving_averages',
    columns: ['company_id', ...MA_COLUMNS],
    conflict: ['company_id'],
    touchesUpdatedAt: true,
  },
  indexPrices: {
    name: 'market_index_price_daily',
    columns: ['index_id', ...BAR_COLUMNS],
    conflict: ['index_id', 'date'],
  },
  indexMovingAverages: {
    name: 'market_index_price_volume_daily_moving_averages',
    columns: ['index_id', ...MA_COLUMNS],
    conflict: ['index_id'],
    touchesUpdatedAt: true,
  },
  indexCompanies: {
    name: 'market_index_wise_companies',
    columns: ['index_id', 'company_id', 'weight', 'industry'],
    conflict: ['index_id', 'company_id'],
  },
  announcements: {
    name: 'company_announcements',
    columns: [
      'id',
      'company_id',
      'announcement_date',
      'announcement_text_summary',
      'announcement_impact',
      'announcement_document_link',
      'announcement_sentiment',
      'source',
    ],
    conflict: ['id'],
  },
  insiderTrades: {
    name: 'company_insider_trades',
    columns: [
      'id',
      'company_id',
      'intimation_date',
      'name_of_insider',
      'category_of_insider',
      'type_of_security',
      'number_of_securities_transacted',
      'number_of_securities_before_transaction',
      'number_of_securities_after_transaction',
      'shareholding_before_transaction',
      'shareholding_after_transaction',
      'mode_of_transaction',
      'transaction_type',
      'source',
    ],
    conflict: ['id'],
  },
  etfs: {
    name: 'etfs',
    columns: [
      'id',
      'symbol',
      'underlying',
      'name',
      'isin',
      'company_id',
      'asset_class',
      'is_dipsip_etf',
      'market_lot',
      'face_value',
      'listing_date',
      'source',
    ],
    conflict: ['symbol'],
    touchesUpdatedAt: true,
  },
  funds: {
    name: 'mutual_fund_schemes',
    columns: [
      'scheme_code',
      'name',
      'fund_house',
      'structure',
      'category',
      'plan',
      'option',
      'isin_growth',
      'isin_reinvestment',
      'nav',
      'nav_date',
      'expense_ratio',
      'category_average_expense_ratio',
      'aum_crore',
      'rating',
      'returns',
      'is_dipsip_etf',
      'source',
    ],
    conflict: ['scheme_code'],
    touchesUpdatedAt: true,
  },
} satisfies Record<string, TableSpec>;

export type TableKey = keyof typeof TABLES;

/** Daily bars of one owner (company or index id). */
export function encodeBars(enc: BinaryCopyEncoder, owner: Uint8Array, bars: Bars): void {
  const { days, open, high, low, close, volume } = bars;
  for (let k = 0; k < days.length; k++) {
    enc.bar(
      owner,
      days[k] as number,
      open[k] as number,
      high[k] as number,
      low[k] as number,
      close[k] as number,
      Math.round(volume[k] as number),
    );
  }
}

export function encodeMovingAverage(enc: BinaryCopyEncoder, owner: Uint8Array, row: MovingAverageRow): void {
  enc
    .row(3 + 2 * SMA_PERIODS.length + 2)
    .uuid(owner)
    .date(row.day)
    .float8(row.close);
  for (const p of SMA_PERIODS) enc.float8(row.priceSma[p]);
  for (const p of SMA_PERIODS) enc.float8(row.volumeSma[p]);
  enc.float8(row.high52w).float8(row.low52w);
}

/** Items as JSON, NaN and infinities as null (JSON cannot hold them). Keys are plain identifiers. */
export function itemsJson(items: Record<string, number | null>): string {
  let out = '{';
  for (const key in items) {
    const value = items[key];
    out += `${out.length > 1 ? ',' : ''}"${key}":${typeof value === 'number' && Number.isFinite(value) ? value : 'null'}`;
  }
  return out + '}';
}

export function encodeStatement(
  enc: BinaryCopyEncoder,
  owner: Uint8Array,
  statement: string,
  period: string,
  periodEnd: number,
  items: Record<string, number | null>,
  currency: string,
  asOf: number,
): void {
  enc
    .row(8)
    .uuid(owner)
    .text(statement)
    .text(period)
    .date(periodEnd)
    .jsonb(itemsJson(items))
    .text(currency)
    .date(asOf)
    .text(DEMO_SOURCE);
}
