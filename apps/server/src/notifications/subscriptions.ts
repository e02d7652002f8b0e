import { builder, requireUser } from '../platform/graphql/builder';
import { topicSignals } from '../platform/pubsub';
import { NotificationRef } from './graphql';
import { listNotifications, unreadNotificationCount } from './notificationQueue';
import { notificationsTopic } from './notificationEvents';
import type { NotificationRow } from './schema';

/** What the bell needs after any change: the unread count and the newest notification. */
interface NotificationState {
  unreadCount: number;
  newest: NotificationRow | null;
}

const NotificationStateRef = builder.objectRef<NotificationState>('NotificationState').implement({
  description: "The signed-in user's unread count and newest notification.",
  fields: (t) => ({
    unreadCount: t.exposeInt('unreadCount'),
    newest: t.field({ type: NotificationRef, nullable: true, resolve: (state) => state.newest }),
  }),
});

builder.subscriptionFields((t) => ({
  notificationState: t.field({
    type: NotificationStateRef,
    description:
      "The signed-in user's unread count and newest notification: once at once, then after every change (a new notification, some marked read). Over SSE (Accept: text/event-stream).",
    authScopes: { signedIn: true },
    subscribe: async function* (_root, _args, context) {
      const user = requireUser(context);
      const db = context.db;
      const signals = topicSignals(context.pubsub, notificationsTopic(user.id));
      const read = async (): Promise<NotificationState> => {
        const [unreadCount, [newest]] = await Promise.all([unreadNotificationCount(db, user.id), listNotifications(db, user.id, 1)]);
        return { unreadCount, newest: newest ?? null };
      };
      const key = (s: NotificationState) => `${s.unreadCount}|${s.newest?.id ?? ''}|${s.newest?.readAt?.toISOString() ?? ''}`;
      try {
        let last = await read();
        yield last;
        for await (const _ of signals) {
          const next = await read();
          if (key(next) === key(last)) continue;
          last = next;
          yield next;
        }
      } finally {
        await signals.return();
      }
    },
    resolve: (state) => state,
  }),
}));
