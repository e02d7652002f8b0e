import { boolean, date, doublePrecision, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { CorporateActionDetail } from '@sanchay/core';
import { companyProfile } from '../schema/companies';

/**
 * corporate_actions: bonuses, splits, consolidations, dividends, rights and demergers per listing. Rows from an
 * exchange file are applied as they come ('file'); rows derived from the price data wait for an administrator
 * ('derived' until 'confirmed' or 'rejected'). Only 'file' and 'confirmed' rows change share counts and prices.
 */
export const corporateActions = pgTable(
  'corporate_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companyProfile.id, { onDelete: 'cascade' }),
    /** What makes a row the same on the next run: source, kind, date and purpose. */
    key: text('key').notNull(),
    kind: text('kind').$type<CorporateActionDetail['kind']>().notNull(),
    detail: jsonb('detail').$type<CorporateActionDetail>().notNull(),
    /** NSE's PURPOSE text, or what the derivation saw. */
    purpose: text('purpose').notNull(),
    /** Null when only a window is known (a ratio between two sources' prices): see window_from/window_to. */
    exDate: date('ex_date'),
    recordDate: date('record_date'),
    windowFrom: date('window_from'),
    windowTo: date('window_to'),
    /** Shares one share becomes (1 for dividends, rights and demergers). */
    shareFactor: doublePrecision('share_factor').notNull(),
    dividendPerShare: doublePrecision('dividend_per_share'),
    /** file | derived | confirmed | rejected */
    status: text('status').$type<CorporateActionStatus>().notNull(),
    /** nse (the exchange's file), mirror-pair (two sources' prices), price-jump (a one-day fall in one series). */
    source: text('source').notNull(),
    evidence: text('evidence'),
    /** Whether the stored price history is on the basis after this action (came adjusted, or was adjusted here). */
    pricesAdjusted: boolean('prices_adjusted').notNull().default(false),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('corporate_actions_company_key_unique').on(t.companyId, t.key),
    index('corporate_actions_status_idx').on(t.status),
  ],
);

export type CorporateActionStatus = 'file' | 'derived' | 'confirmed' | 'rejected';

/**
 * company_valuations: market cap, P/E, P/B, dividend yield and EV/EBITDA of each listing at its latest close
 * (packages/core valuationAtPrice), or the fundamentals' own figures at their own date and price when the
 * share basis cannot be checked (basis 'own-date', with the reason). Recomputed after every ingest and decision.
 */
export const companyValuations = pgTable('company_valuations', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companyProfile.id, { onDelete: 'cascade' }),
  basis: text('basis').$type<'at-price' | 'own-date'>().notNull(),
  asOf: date('as_of').notNull(),
  price: doublePrecision('price'),
  fundamentalsAsOf: date('fundamentals_as_of').notNull(),
  shareFactor: doublePrecision('share_factor').notNull(),
  shares: doublePrecision('shares'),
  marketCap: doublePrecision('market_cap'),
  pe: doublePrecision('pe'),
  pb: doublePrecision('pb'),
  dividendYield: doublePrecision('dividend_yield'),
  evToEbitda: doublePrecision('ev_to_ebitda'),
  enterpriseValue: doublePrecision('enterprise_value'),
  reason: text('reason'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
