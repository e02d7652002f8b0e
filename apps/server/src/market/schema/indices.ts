import { bigint, doublePrecision, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyProfile } from './companies';

/** market_indices: NIFTY 50, NIFTY BANK, NIFTY 500, ... */
export const marketIndices = pgTable('market_indices', {
  id: uuid('id').primaryKey().defaultRandom(),
  indexName: text('index_name').notNull().unique(),
  country: text('country').notNull().default('IN'),
  /** Kite's token for the index, when known (index tokens are not tradable). */
  kiteInstrumentToken: bigint('kite_instrument_token', { mode: 'number' }),
  source: text('source').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** market_index_wise_companies: the constituents of each index. */
export const marketIndexCompanies = pgTable(
  'market_index_wise_companies',
  {
    indexId: uuid('index_id')
      .notNull()
      .references(() => marketIndices.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companyProfile.id, { onDelete: 'cascade' }),
    /** Weight in % when the source gives it. */
    weight: doublePrecision('weight'),
    /** The industry as the index provider classifies it. */
    industry: text('industry'),
  },
  (t) => [primaryKey({ columns: [t.indexId, t.companyId] }), index('market_index_wise_companies_company_idx').on(t.companyId)],
);

export type MarketIndexRow = typeof marketIndices.$inferSelect;
