import { bigint, date, doublePrecision, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyProfile } from './companies';
import { marketIndices } from './indices';

/** stock_price_daily_historical: one OHLCV bar per company and trading day (prices in the listing currency). */
export const stockPriceDaily = pgTable(
  'stock_price_daily_historical',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companyProfile.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    open: doublePrecision('open'),
    high: doublePrecision('high'),
    low: doublePrecision('low'),
    close: doublePrecision('close').notNull(),
    volume: bigint('volume', { mode: 'number' }),
  },
  // The date index serves "latest date in the data" (market status, as-of) without a full scan.
  (t) => [primaryKey({ columns: [t.companyId, t.date] }), index('stock_price_daily_historical_date_idx').on(t.date)],
);

/** market_index_price_daily: one bar per index and day. */
export const marketIndexPriceDaily = pgTable(
  'market_index_price_daily',
  {
    indexId: uuid('index_id')
      .notNull()
      .references(() => marketIndices.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    open: doublePrecision('open'),
    high: doublePrecision('high'),
    low: doublePrecision('low'),
    close: doublePrecision('close').notNull(),
    volume: bigint('volume', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.indexId, t.date] })],
);

/** The moving-average columns shared by stocks and indices: price and volume SMAs over 5..200 days. */
const movingAverageColumns = () => ({
  date: date('date').notNull(),
  close: doublePrecision('close').notNull(),
  priceSma5: doublePrecision('price_sma_5'),
  priceSma10: doublePrecision('price_sma_10'),
  priceSma20: doublePrecision('price_sma_20'),
  priceSma50: doublePrecision('price_sma_50'),
  priceSma100: doublePrecision('price_sma_100'),
  priceSma200: doublePrecision('price_sma_200'),
  volumeSma5: doublePrecision('volume_sma_5'),
  volumeSma10: doublePrecision('volume_sma_10'),
  volumeSma20: doublePrecision('volume_sma_20'),
  volumeSma50: doublePrecision('volume_sma_50'),
  volumeSma100: doublePrecision('volume_sma_100'),
  volumeSma200: doublePrecision('volume_sma_200'),
  high52w: doublePrecision('high_52w'),
  low52w: doublePrecision('low_52w'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** stock_price_volume_daily_moving_averages: the latest moving averages per company (recomputed after each price load). */
export const stockMovingAverages = pgTable('stock_price_volume_daily_moving_averages', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companyProfile.id, { onDelete: 'cascade' }),
  ...movingAverageColumns(),
});

/** market_index_price_volume_daily_moving_averages: the same per index. */
export const indexMovingAverages = pgTable('market_index_price_volume_daily_moving_averages', {
  indexId: uuid('index_id')
    .primaryKey()
    .references(() => marketIndices.id, { onDelete: 'cascade' }),
  ...movingAverageColumns(),
});
