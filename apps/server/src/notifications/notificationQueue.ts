import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../platform/db/client';
import { type NotificationRow, notificationDeliveries, notifications } from './schema';

/** External channels a notification is delivered to through the outbox (in-app needs no delivery row). */
export const OUTBOX_CHANNELS = ['telegram'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export interface NewNotification {
  userId: string;
  kind: string;
  title: string;
  body: string;
  /** A relative path in the app, e.g. /trade?i=... */
  link?: string | null;
  payload?: Record<string, unknown>;
  /** Idempotency: queueing the same key twice queues once. */
  dedupeKey: string;
  channels?: readonly OutboxChannel[];
}

/**
 * Queues one notification (in-app) and its outbox deliveries in one statement; returns the new row, or null
 * when the dedupe key was already queued. Set-based callers use queueNotificationsSql.
 */
export async function queueNotification(db: AppDb, input: NewNotification): Promise<NotificationRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notifications)
      .values({
        userId: input.userId,
        kind: input.kind,
        title: input.title,
        body: input.body,
        link: input.link ?? null,
        payload: input.payload ?? {},
        dedupeKey: input.dedupeKey,
      })
      .onConflictDoNothing({ target: notifications.dedupeKey })
      .returning();
    if (!row) return null;
    const channels = input.channels ?? OUTBOX_CHANNELS;
    if (channels.length > 0) {
      await tx
        .insert(notificationDeliveries)
        .values(channels.map((channel) => ({ notificationId: row.id, channel })))
        .onConflictDoNothing();
    }
    return row;
  });
}

/**
 * For set-based producers (the alert engine, the dip engine): CTEs that queue a notification for every row of the CTE named
 * `source` (columns user_id, kind, title, body, link, payload, dedupe_key), and its Telegram delivery for users
 * who linked Telegram. `queued` holds the new rows (id, user_id, dedupe_key); a key queued before is skipped.
 */
export function queueNotificationsSql(source: string): SQL {
  return sql`queued as (
      insert into notifications (user_id, kind, title, body, link, payload, dedupe_key)
      select s.user_id, s.kind, s.title, s.body, s.link, s.payload, s.dedupe_key from ${sql.identifier(source)} s
      on conflict (dedupe_key) do nothing
      returning id, user_id, dedupe_key),
    queued_deliveries as (
      insert into notification_deliveries (notification_id, channel)
      select q.id, 'telegram' from queued q
      where (select u.telegram_id from users u where u.id = q.user_id) is not null
      on conflict do nothing
      returning id)`;
}

export const MAX_NOTIFICATIONS_LIMIT = 100;

/** The session user's notifications, newest first. */
export function listNotifications(db: AppDb, userId: string, limit = 20): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(Math.min(Math.max(limit, 1), MAX_NOTIFICATIONS_LIMIT));
}

export async function unreadNotificationCount(db: AppDb, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/**
 * Marks the session user's notifications read: the given ids, or all unread when ids is omitted.
 * Ids of other users' notifications match nothing. Returns the ids marked now.
 */
export async function notificationsMarker(db: AppDb, userId: string, ids?: readonly string[]): Promise<string[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, [...ids]) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}
