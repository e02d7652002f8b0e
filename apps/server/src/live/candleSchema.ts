import { bigint, doublePrecision, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * live_candles_1m: the live feed's one-minute OHLCV candles (index spot, stock spot, futures, options),
 * written in batches by the candle store (candleStore.ts) and kept CANDLE_RETENTION_DAYS days. They seed the
 * live charts after a restart and answer the explorer's intraday arrays.
 */
export const liveCandles = pgTable(
  'live_candles_1m',
  {
    instrumentToken: bigint('instrument_token', { mode: 'number' }).notNull(),
    /** The minute's start. */
    time: timestamp('time', { withTimezone: true }).notNull(),
    /** index | stock | future | option */
    kind: text('kind').notNull(),
    /** Index name, NSE symbol or trading symbol (NIFTY 50, RELIANCE, NIFTY26NOVFUT). */
    symbol: text('symbol').notNull(),
    open: doublePrecision('open').notNull(),
    high: doublePrecision('high').notNull(),
    low: doublePrecision('low').notNull(),
    close: doublePrecision('close').notNull(),
    volume: doublePrecision('volume').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.instrumentToken, t.time] }),
    index('live_candles_1m_kind_time_idx').on(t.kind, t.time),
    index('live_candles_1m_time_idx').on(t.time),
  ],
);

export type LiveCandleRow = typeof liveCandles.$inferSelect;
