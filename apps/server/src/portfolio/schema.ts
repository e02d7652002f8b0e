import { date, index, numeric, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';

/**
 * portfolio_trade: one buy or sell of a person's, by ISIN. `dedupe_key` makes imports idempotent: the broker's
 * trade id (`zerodha:<exchange>:<order_id>:<trade_id>`), a hash of the row and its occurrence in the file, or
 * `manual:<uuid>` for trades entered by hand.
 */
export const portfolioTrades = pgTable(
  'portfolio_trade',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isin: text('isin').notNull(),
    /** The symbol the source named, when it named one. */
    symbol: text('symbol'),
    tradeDate: date('trade_date').notNull(),
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    quantity: numeric('quantity', { precision: 20, scale: 6, mode: 'number' }).notNull(),
    price: numeric('price', { precision: 20, scale: 6, mode: 'number' }).notNull(),
    charges: numeric('charges', { precision: 20, scale: 2, mode: 'number' }).notNull().default(0),
    /** zerodha_tradebook, zerodha_holdings, generic, manual. */
    source: text('source').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('portfolio_trade_user_dedupe_unique').on(t.userId, t.dedupeKey), index('portfolio_trade_user_date_idx').on(t.userId, t.tradeDate)],
);

/** portfolio_security: what a person told us about one ISIN (FMV of 31 Jan 2018, asset class, name). */
export const portfolioSecurities = pgTable(
  'portfolio_security',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isin: text('isin').notNull(),
    name: text('name'),
    assetClass: text('asset_class', { enum: ['equity', 'equity_fund', 'debt_fund', 'other'] }),
    fmv31Jan2018: numeric('fmv_31jan2018', { precision: 20, scale: 6, mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.isin] })],
);

export type PortfolioTradeRow = typeof portfolioTrades.$inferSelect;
