import { bigint, date, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * derivative_contracts: NFO/BFO futures and options from a Kite instruments dump (the `instruments.csv`
 * of the mirror, or Kite's /instruments online). Generated contracts (no current dump) are not stored:
 * they follow from today's date and the spot (see contractCatalog.ts).
 */
export const derivativeContracts = pgTable(
  'derivative_contracts',
  {
    instrumentToken: bigint('instrument_token', { mode: 'number' }).primaryKey(),
    exchangeToken: bigint('exchange_token', { mode: 'number' }),
    tradingsymbol: text('tradingsymbol').notNull(),
    /** The underlying's F&O symbol: NIFTY, BANKNIFTY, RELIANCE, SENSEX, ... */
    underlying: text('underlying').notNull(),
    expiry: date('expiry', { mode: 'string' }).notNull(),
    /** Null for futures. */
    strike: doublePrecision('strike'),
    /** FUT, CE or PE. */
    instrumentType: text('instrument_type').notNull(),
    tickSize: doublePrecision('tick_size').notNull(),
    lotSize: integer('lot_size').notNull(),
    /** NFO-FUT, NFO-OPT, BFO-FUT, BFO-OPT. */
    segment: text('segment').notNull(),
    exchange: text('exchange').notNull(),
    loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('derivative_contracts_underlying_expiry_idx').on(t.underlying, t.expiry)],
);

export type DerivativeContractRow = typeof derivativeContracts.$inferSelect;
