import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';
import { companyProfile } from '../market/schema/companies';

/**
 * A person's alert on one company (issue 38). `metric` and `period` key the observations it is evaluated
 * against (alertEngine.ts); `met` is whether its condition held at the last evaluation, so it fires when the
 * condition starts to hold, not on every evaluation while it holds. A "once" alert becomes 'triggered'.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companyProfile.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    /** An AlertKind (packages/core alerts/kinds.ts). */
    kind: text('kind').notNull(),
    metric: text('metric').notNull(),
    level: doublePrecision('level'),
    period: integer('period').notNull().default(0),
    /** The condition in words (describeAlert), used in the messages. */
    description: text('description').notNull(),
    /** once | every */
    repeat: text('repeat').notNull().default('once'),
    cooldownMinutes: integer('cooldown_minutes').notNull(),
    /** active | paused | triggered */
    status: text('status').notNull().default('active'),
    met: boolean('met'),
    fireCount: integer('fire_count').notNull().default(0),
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('alerts_user_idx').on(t.userId, t.createdAt),
    // The engine joins a batch of observations to the active alerts of those companies and series.
    index('alerts_active_observation_idx').on(t.companyId, t.metric, t.period).where(sql`status = 'active'`),
    // The level index: the engine reads only the alerts whose level the new value crossed (alertEngine.ts).
    index('alerts_level_idx')
      .on(t.companyId, t.kind, t.period, sql`(met is true)`, sql`coalesce(level, 0)`)
      .where(sql`status = 'active'`),
  ],
);

/**
 * A person's screen alert (issue 38): a research query ("roe > 20 and pe < 15"), the plan the research engine
 * read it as, and the companies it held at the last evaluation (alert_screen_members). A company entering or
 * leaving the screen fires once per change; the first evaluation only learns the members.
 */
export const screenAlerts = pgTable(
  'alert_screens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The query as the person typed it. */
    query: text('query').notNull(),
    /** The research engine's screen plan (ResearchPlan of kind 'screen'). */
    plan: jsonb('plan').$type<unknown>().notNull(),
    /** How the engine read the query ("Companies with ROE above 20% and P/E below 15"). */
    description: text('description').notNull(),
    /** active | paused */
    status: text('status').notNull().default('active'),
    /** When its members were last learnt (null: not yet, the next evaluation fires nothing). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    fireCount: integer('fire_count').notNull().default(0),
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('alert_screens_user_idx').on(t.userId, t.createdAt)],
);

/** The companies a screen alert's query held at its last evaluation. */
export const screenAlertMembers = pgTable(
  'alert_screen_members',
  {
    screenId: uuid('screen_id')
      .notNull()
      .references(() => screenAlerts.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companyProfile.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.screenId, t.companyId] })],
);

/** Each firing of an alert: the alert's history (kept when the alert is deleted, without its id). */
export const alertEvents = pgTable(
  'alert_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    alertId: uuid('alert_id').references(() => alerts.id, { onDelete: 'set null' }),
    /** A screen alert's firing (kind screen_enter or screen_leave) names its screen instead. */
    screenId: uuid('screen_id').references(() => screenAlerts.id, { onDelete: 'set null' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    kind: text('kind').notNull(),
    value: doublePrecision('value').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    notificationId: uuid('notification_id'),
    firedAt: timestamp('fired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('alert_events_user_fired_idx').on(t.userId, t.firedAt), index('alert_events_alert_idx').on(t.alertId)],
);

export type AlertRow = typeof alerts.$inferSelect;
export type ScreenAlertRow = typeof screenAlerts.$inferSelect;
export type MorningBriefRow = typeof morningBriefs.$inferSelect;
export type AlertEventRow = typeof alertEvents.$inferSelect;

/**
 * The morning brief's settings per person (morningBrief.ts): on by default at 08:45 IST on NSE trading days;
 * a row exists once the person changed them or a brief was sent (last_sent_date).
 */
export const morningBriefs = pgTable('morning_briefs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  /** Minutes after midnight IST. */
  minuteIst: integer('minute_ist').notNull().default(8 * 60 + 45),
  /** The IST date of the last brief sent (one a day). */
  lastSentDate: text('last_sent_date'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
