import { date, doublePrecision, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyProfile } from './companies';

/**
 * Financial statements by period (spec 001 section 3.3 arrays income_statement, balance_sheet_statement,
 * cash_flow_statement, key_metrics, ratios and their quarterly/ttm forms). `items` maps a line item in
 * camelCase (revenue, netIncome, totalDebt, roe, ...) to its value; money in full currency units.
 */
export const financialStatements = pgTable(
  'financial_statements',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companyProfile.id, { onDelete: 'cascade' }),
    /** income_statement | balance_sheet_statement | cash_flow_statement | key_metrics | ratios */
    statement: text('statement').notNull(),
    /** annual | quarterly | ttm */
    period: text('period').notNull(),
    periodEnd: date('period_end').notNull(),
    items: jsonb('items').$type<Record<string, number | null>>().notNull(),
    currency: text('currency'),
    /** When the source published or exported the figures. */
    asOf: date('as_of'),
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.statement, t.period, t.periodEnd] }),
    index('financial_statements_statement_idx').on(t.statement, t.period, t.periodEnd),
  ],
);

/** shareholding_pattern: holdings by investor category per quarter, in % of shares. */
export const shareholdingPattern = pgTable(
  'shareholding_pattern',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companyProfile.id, { onDelete: 'cascade' }),
    quarterEnd: date('quarter_end').notNull(),
    promoter: doublePrecision('promoter'),
    fii: doublePrecision('fii'),
    dii: doublePrecision('dii'),
    public: doublePrecision('public'),
    government: doublePrecision('government'),
    /** Promoter shares pledged, in % of promoter holding. */
    pledged: doublePrecision('pledged'),
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.quarterEnd] }), index('shareholding_pattern_quarter_end_idx').on(t.quarterEnd)],
);
