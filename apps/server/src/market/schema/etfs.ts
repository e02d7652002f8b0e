import { bigint, boolean, date, doublePrecision, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyProfile } from './companies';

/**
 * Exchange-traded funds, REITs and InvITs from the NSE lists. `asset_class` groups them for /etfList;
 * `is_dipsip_etf` marks the index ETFs DipSIP offers.
 */
export const etfs = pgTable('etfs', {
  id: uuid('id').primaryKey().defaultRandom(),
  symbol: text('symbol').notNull().unique(),
  underlying: text('underlying').notNull(),
  name: text('name').notNull(),
  isin: text('isin'),
  instrumentToken: bigint('instrument_token', { mode: 'number' }),
  /** The listing's row in company_profile (for prices). */
  companyId: uuid('company_id').references(() => companyProfile.id, { onDelete: 'set null' }),
  /** equity-index, gold, silver, debt, international, liquid, reit, invit. */
  assetClass: text('asset_class').notNull(),
  isDipSipEtf: boolean('is_dipsip_etf').notNull().default(false),
  marketLot: doublePrecision('market_lot'),
  faceValue: doublePrecision('face_value'),
  listingDate: date('listing_date'),
  source: text('source').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type EtfRow = typeof etfs.$inferSelect;
