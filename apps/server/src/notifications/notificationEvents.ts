import { sql } from 'drizzle-orm';
import type { AppDb } from '../platform/db/client';
import { logger } from '../platform/logger';
import type { PubSub } from '../platform/pubsub';

/** The pub/sub topic that says "this user's notifications or unread count changed". */
export const notificationsTopic = (userId: string) => `notifications:${userId}`;

export function publishNotificationsChanged(pubsub: PubSub, userIds: Iterable<string>): void {
  for (const userId of new Set(userIds)) pubsub.publish(notificationsTopic(userId), { userId });
}

/** How far back each look for new rows reaches: rows committed late with an earlier created_at are still seen. */
const LOOKBACK_MS = 30_000;

/**
 * Publishes a change for every user who got a new notification, whoever queued it (the dip engine's
 * set-based insert, saved prompts, the outbox): it looks at the newest rows every `everyMs` (index on
 * created_at) and remembers the ids it has announced. Run it where jobs run (one instance); with a shared
 * pub/sub the events reach every instance's subscribers. Returns a stop function.
 */
export function startNotificationWatcher(db: AppDb, pubsub: PubSub, everyMs = 1000): () => Promise<void> {
  const log = logger('notifications');
  let announced = new Map<string, number>();
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let seeded = false;
  const check = async () => {
    const since = new Date(Date.now() - LOOKBACK_MS).toISOString();
    const found = ((await db.execute(
      sql`select id, user_id, (extract(epoch from created_at) * 1000)::float8 as at from notifications where created_at >= ${since}::timestamptz`,
    )) as unknown as { rows: { id: string; user_id: string; at: number }[] }).rows;
    const fresh = found.filter((r) => !announced.has(r.id));
    const keep = new Map<string, number>();
    for (const r of found) keep.set(r.id, r.at);
    announced = keep;
    if (seeded && fresh.length > 0) publishNotificationsChanged(pubsub, fresh.map((r) => r.user_id));
    seeded = true;
  };
  // The first look only learns what exists; later looks announce what is new.
  running = check().catch((error: unknown) => log.warn({ err: error }, 'notification watcher failed'));
  const timer = setInterval(() => {
    if (stopped) return;
    running = running.then(check).catch((error: unknown) => log.warn({ err: error }, 'notification watcher failed'));
  }, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
