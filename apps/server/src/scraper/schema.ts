import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';
import { mutualFundSchemes } from '../market/schema/funds';

/**
 * Funds read by the mutual fund scraper (spec 001 section 3.2), one row per source-site fund code.
 * When a fund matches an AMFI scheme (by ISIN, else by name) the scraper also fills that scheme's
 * expense ratio, AUM, rating and returns in mutual_fund_schemes.
 */
export const scrapedMutualFunds = pgTable(
  'scraped_mutual_funds',
  {
    /** The source site's fund code, e.g. MAA1234. */
    schemeCode: text('scheme_code').primaryKey(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** The category slug the fund was listed under (index-fundsetfs, ...). */
    urlCategory: text('url_category').notNull(),
    plan: text('plan'),
    category: text('category'),
    rating: text('rating'),
    aum: text('aum'),
    /** 1W ... 10Y as the site shows them ('4.64%') or null. */
    returns: jsonb('returns').$type<Record<string, string | null>>().notNull(),
    expensesRatio: text('expenses_ratio').notNull(),
    expensesRatioCategoryAverage: text('expenses_ratio_category_average').notNull(),
    reportingDate: date('reporting_date'),
    holdings: jsonb('holdings').$type<Record<string, string>[]>().notNull(),
    amfiSchemeCode: integer('amfi_scheme_code').references(() => mutualFundSchemes.schemeCode, { onDelete: 'set null' }),
    scrapedAt: timestamp('scraped_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scraped_mutual_funds_url_category_idx').on(t.urlCategory, t.name)],
);

/** One scrape started by an admin; an unfinished run of the same selection is resumed. */
export const scrapeRuns = pgTable(
  'scrape_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The selection: a category slug or 'All'. */
    category: text('category').notNull(),
    /** Scheme codes asked for, sorted; null for every fund. */
    schemeCodes: jsonb('scheme_codes').$type<string[] | null>(),
    delayMs: integer('delay_ms').notNull(),
    /** running | stopped | done | failed | interrupted */
    status: text('status').notNull(),
    total: integer('total').notNull().default(0),
    error: text('error'),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('scrape_runs_started_at_idx').on(t.startedAt)],
);

/** The funds a run has finished (stored or failed): what a resumed run skips. */
export const scrapeRunFunds = pgTable(
  'scrape_run_funds',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => scrapeRuns.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    schemeCode: text('scheme_code').notNull(),
    /** done | failed */
    status: text('status').notNull(),
    message: text('message'),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.url] })],
);
