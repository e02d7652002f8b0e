import { bigint, doublePrecision, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';

/**
 * user_instrument (spec 001 section 3.4): a user's DipSIP subscription to one ETF, unique per user and symbol.
 * value and base_amount hold the amount in rupees; trigger the fall in % from the previous close.
 */
export const userInstruments = pgTable(
  'user_instrument',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instrumentSymbol: text('instrument_symbol').notNull(),
    instrumentToken: bigint('instrument_token', { mode: 'number' }).notNull(),
    value: integer('value').notNull(),
    baseAmount: integer('base_amount').notNull(),
    trigger: doublePrecision('trigger').notNull(),
    notificationFrequency: integer('notification_frequency').notNull().default(1),
    notificationFrequencyUnit: text('notification_frequency_unit').notNull().default('1_day'),
    allocationFactor: doublePrecision('allocation_factor').notNull().default(1),
    lastTelegramNotification: timestamp('last_telegram_notification', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_instrument_user_symbol_unique').on(t.userId, t.instrumentSymbol),
    index('user_instrument_symbol_idx').on(t.instrumentSymbol),
  ],
);

export type UserInstrumentRow = typeof userInstruments.$inferSelect;
