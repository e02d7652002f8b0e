import { istDate } from '@sanchay/core';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDb } from '../../platform/db/client';
import { rows } from '../../platform/db/sql';
import { isoDate } from './sql';

export const MAX_EVENT_RANGE_DAYS = 366;
/** At most this many announcements and this many insider trades per answer, newest first. */
export const MAX_EVENTS = 1000;
const DAY_MS = 86_400_000;

export const watchListEventsInput = z
  .object({ from: z.date(), to: z.date() })
  .refine((r) => r.from.getTime() <= r.to.getTime(), { message: 'from must not be after to' })
  .refine((r) => r.to.getTime() - r.from.getTime() <= MAX_EVENT_RANGE_DAYS * DAY_MS, {
    message: `the range from..to must be at most ${MAX_EVENT_RANGE_DAYS} days`,
  });

export interface Announcement {
  id: string;
  companySymbol: string;
  companyName: string;
  announcementDate: Date;
  announcementTextSummary: string;
  announcementImpact: string | null;
  announcementDocumentLink: string | null;
  announcementSentiment: number | null;
}

export interface InsiderTrade {
  id: string;
  companySymbol: string;
  companyName: string;
  intimationDate: string;
  nameOfInsider: string;
  categoryOfInsider: string | null;
  typeOfSecurity: string | null;
  transactionType: string | null;
  numberOfSecuritiesTransacted: number | null;
  numberOfSecuritiesBeforeTransaction: number | null;
  numberOfSecuritiesAfterTransaction: number | null;
  modeOfTransaction: string | null;
  shareholdingBeforeTransaction: number | null;
  shareholdingAfterTransaction: number | null;
}

export interface WatchListEvents {
  announcements: Announcement[];
  insiderTrades: InsiderTrade[];
}

/** The IST calendar date of an instant (insider trades carry dates, announcements instants). */

/**
 * Announcements (sentiment above -1, as spec 001 section 9 limits them) and insider trades of the
 * companies on the session user's watch list, newest first. The companies come from watch_list by
 * user_id only; each table is read through its (company_id, date) index.
 */
export async function watchListEvents(db: AppDb, userId: string, from: Date, to: Date): Promise<WatchListEvents> {
  const watched = sql`(select w.company_id from watch_list w where w.user_id = ${userId} and w.company_id is not null)`;
  const [announcements, trades] = await Promise.all([
    rows<{
      id: string;
      symbol: string;
      name: string;
      date_ms: number;
      summary: string;
      impact: string | null;
      link: string | null;
      sentiment: number | null;
    }>(
      db,
      sql`select a.id, cp.symbol, cp.company_name as name, (extract(epoch from a.announcement_date) * 1000)::float8 as date_ms,
            a.announcement_text_summary as summary, a.announcement_impact as impact,
            a.announcement_document_link as link, a.announcement_sentiment as sentiment
          from company_announcements a join company_profile cp on cp.id = a.company_id
          where a.company_id in ${watched}
            and a.announcement_date >= ${from.toISOString()}::timestamptz and a.announcement_date <= ${to.toISOString()}::timestamptz
            and a.announcement_sentiment > -1
          order by a.announcement_date desc, a.id limit ${MAX_EVENTS}`,
    ),
    rows<{
      id: string;
      symbol: string;
      name: string;
      date: string;
      insider: string;
      category: string | null;
      security: string | null;
      type: string | null;
      transacted: number | null;
      before_count: number | null;
      after_count: number | null;
      mode: string | null;
      before_pct: number | null;
      after_pct: number | null;
    }>(
      db,
      sql`select t.id, cp.symbol, cp.company_name as name, ${isoDate(sql`t.intimation_date`)} as date,
            t.name_of_insider as insider, t.category_of_insider as category, t.type_of_security as security,
            t.transaction_type as type, t.number_of_securities_transacted::float8 as transacted,
            t.number_of_securities_before_transaction::float8 as before_count,
            t.number_of_securities_after_transaction::float8 as after_count, t.mode_of_transaction as mode,
            t.shareholding_before_transaction as before_pct, t.shareholding_after_transaction as after_pct
          from company_insider_trades t join company_profile cp on cp.id = t.company_id
          where t.company_id in ${watched}
            and t.intimation_date >= ${istDate(from)}::date and t.intimation_date <= ${istDate(to)}::date
          order by t.intimation_date desc, t.created_at desc, t.id limit ${MAX_EVENTS}`,
    ),
  ]);
  return {
    announcements: announcements.map((r) => ({
      id: r.id,
      companySymbol: r.symbol,
      companyName: r.name,
      announcementDate: new Date(r.date_ms),
      announcementTextSummary: r.summary,
      announcementImpact: r.impact,
      announcementDocumentLink: r.link,
      announcementSentiment: r.sentiment,
    })),
    insiderTrades: trades.map((r) => ({
      id: r.id,
      companySymbol: r.symbol,
      companyName: r.name,
      intimationDate: r.date,
      nameOfInsider: r.insider,
      categoryOfInsider: r.category,
      typeOfSecurity: r.security,
      transactionType: r.type,
      numberOfSecuritiesTransacted: r.transacted,
      numberOfSecuritiesBeforeTransaction: r.before_count,
      numberOfSecuritiesAfterTransaction: r.after_count,
      modeOfTransaction: r.mode,
      shareholdingBeforeTransaction: r.before_pct,
      shareholdingAfterTransaction: r.after_pct,
    })),
  };
}
