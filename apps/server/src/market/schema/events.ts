import { bigint, date, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyProfile } from './companies';

/** company_announcements: exchange filings with a summary and a sentiment in [-1, 1]. */
export const companyAnnouncements = pgTable(
  'company_announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companyProfile.id, { onDelete: 'cascade' }),
    announcementDate: timestamp('announcement_date', { withTimezone: true }).notNull(),
    announcementTextSummary: text('announcement_text_summary').notNull(),
    announcementImpact: text('announcement_impact'),
    announcementDocumentLink: text('announcement_document_link'),
    announcementSentiment: doublePrecision('announcement_sentiment'),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_announcements_company_date_idx').on(t.companyId, t.announcementDate)],
);

/** company_insider_trades: SAST/PIT disclosures. */
export const companyInsiderTrades = pgTable(
  'company_insider_trades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companyProfile.id, { onDelete: 'cascade' }),
    intimationDate: date('intimation_date').notNull(),
    nameOfInsider: text('name_of_insider').notNull(),
    categoryOfInsider: text('category_of_insider'),
    typeOfSecurity: text('type_of_security'),
    numberOfSecuritiesTransacted: bigint('number_of_securities_transacted', { mode: 'number' }),
    numberOfSecuritiesBeforeTransaction: bigint('number_of_securities_before_transaction', { mode: 'number' }),
    numberOfSecuritiesAfterTransaction: bigint('number_of_securities_after_transaction', { mode: 'number' }),
    shareholdingBeforeTransaction: doublePrecision('shareholding_before_transaction'),
    shareholdingAfterTransaction: doublePrecision('shareholding_after_transaction'),
    modeOfTransaction: text('mode_of_transaction'),
    transactionType: text('transaction_type'),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_insider_trades_company_date_idx').on(t.companyId, t.intimationDate)],
);
