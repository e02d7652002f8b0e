import { bigint, date, doublePrecision, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * company_profile (spec 001 section 3.4): one row per listing (symbol on an exchange), India and global.
 * Money columns are in the listing's currency; market_cap in full units (rupees for India).
 */
export const companyProfile = pgTable(
  'company_profile',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    symbol: text('symbol').notNull(),
    exchange: text('exchange').notNull(),
    /** Market code of the selector: IN, US, SG, AE. */
    country: text('country').notNull(),
    companyName: text('company_name').notNull(),
    isin: text('isin'),
    sector: text('sector'),
    industry: text('industry'),
    marketCap: doublePrecision('market_cap'),
    /** Mega Cap, Large Cap, Mid Cap, Small Cap, Micro Cap, Nano Cap. */
    marketCapType: text('market_cap_type'),
    currency: text('currency'),
    listingDate: date('listing_date'),
    series: text('series'),
    faceValue: doublePrecision('face_value'),
    bseCode: text('bse_code'),
    kiteInstrumentToken: bigint('kite_instrument_token', { mode: 'number' }),
    website: text('website'),
    summary: text('summary'),
    /** Where the row came from (nse, financedatabase, us-symbols, demo, ...). */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('company_profile_symbol_exchange_unique').on(t.symbol, t.exchange),
    index('company_profile_country_idx').on(t.country),
    index('company_profile_isin_idx').on(t.isin),
    index('company_profile_industry_idx').on(t.industry),
    index('company_profile_kite_token_idx').on(t.kiteInstrumentToken),
    index('company_profile_country_market_cap_idx').on(t.country, t.marketCap.desc().nullsLast()),
  ],
);

export type CompanyProfileRow = typeof companyProfile.$inferSelect;
