import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../identity/schema';

/** Mutual fund schemes from AMFI NAVAll (and the scraper's extra fields when it has run). */
export const mutualFundSchemes = pgTable(
  'mutual_fund_schemes',
  {
    /** AMFI scheme code. */
    schemeCode: integer('scheme_code').primaryKey(),
    name: text('name').notNull(),
    fundHouse: text('fund_house'),
    /** Open Ended Schemes, Close Ended Schemes, Interval Fund Schemes. */
    structure: text('structure'),
    /** e.g. Equity Scheme - Small Cap Fund. */
    category: text('category'),
    /** Direct | Regular | null when the name does not say. */
    plan: text('plan'),
    option: text('option'),
    isinGrowth: text('isin_growth'),
    isinReinvestment: text('isin_reinvestment'),
    nav: doublePrecision('nav'),
    navDate: date('nav_date'),
    expenseRatio: doublePrecision('expense_ratio'),
    categoryAverageExpenseRatio: doublePrecision('category_average_expense_ratio'),
    aumCrore: doublePrecision('aum_crore'),
    rating: integer('rating'),
    /** 1W, 1M, 3M, 6M, YTD, 1Y, 2Y, 3Y, 5Y, 10Y in %. */
    returns: jsonb('returns').$type<Record<string, number | null>>(),
    isDipSipEtf: boolean('is_dipsip_etf').notNull().default(false),
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mutual_fund_schemes_category_idx').on(t.category), index('mutual_fund_schemes_fund_house_idx').on(t.fundHouse)],
);

/**
 * mutual_fund_nav_history: every NAV AMFI has published for a scheme that the ingest has seen, one row per
 * scheme and NAV date (each NAVAll load adds its day). The 1/3/5-year returns are computed from it
 * (market/api/fundReturns.ts); a scheme whose history does not reach back a period has no return for it.
 */
export const mutualFundNavHistory = pgTable(
  'mutual_fund_nav_history',
  {
    schemeCode: integer('scheme_code')
      .notNull()
      .references(() => mutualFundSchemes.schemeCode, { onDelete: 'cascade' }),
    navDate: date('nav_date').notNull(),
    nav: doublePrecision('nav').notNull(),
  },
  (t) => [primaryKey({ columns: [t.schemeCode, t.navDate] })],
);

/** portfolio_mutual_funds: the funds a user holds or follows. */
export const portfolioMutualFunds = pgTable(
  'portfolio_mutual_funds',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutualFundId: integer('mutual_fund_id')
      .notNull()
      .references(() => mutualFundSchemes.schemeCode, { onDelete: 'cascade' }),
    units: doublePrecision('units'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mutualFundId] })],
);
