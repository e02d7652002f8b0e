import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * Listed companies, the minimum the top bar's company search needs.
 * The market-data issue extends this table (sector, industry, market cap, ...) with its own migrations.
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    symbol: text('symbol').notNull(),
    exchange: text('exchange').notNull(),
    country: text('country').notNull(),
    name: text('name').notNull(),
    isin: text('isin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('companies_symbol_exchange_unique').on(t.symbol, t.exchange),
    index('companies_country_idx').on(t.country),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
