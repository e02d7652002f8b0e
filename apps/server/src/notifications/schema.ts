import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';

/**
 * A notification for one user: shown in-app (the bell) and delivered to other channels through the outbox.
 * dedupe_key makes queueing idempotent (e.g. one dip alert per user, ETF and trading day).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** dip_alert | month_end_buy | scheduled_prompt | ... */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path in the app, e.g. /trade?i=...; shown as the call to action. */
    link: text('link'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    unique('notifications_dedupe_key_unique').on(t.dedupeKey),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    // The notification watcher (notificationWatcher.ts) reads the newest rows of all users.
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/**
 * The outbox: one delivery per notification and external channel. A sender claims due rows
 * (FOR UPDATE SKIP LOCKED), sends, and records the outcome; failures retry with backoff.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    /** telegram */
    channel: text('channel').notNull(),
    /** pending | sending | sent | failed (gave up) | skipped (no channel linked) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A claim by a sender lasts until then; after it, another sender may retry the row. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    externalId: text('external_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('notification_deliveries_notification_channel_unique').on(t.notificationId, t.channel),
    index('notification_deliveries_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationDeliveryRow = typeof notificationDeliveries.$inferSelect;
