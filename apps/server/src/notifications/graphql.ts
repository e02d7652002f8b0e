import { z } from 'zod';
import { builder, parseArgs, requireUser } from '../platform/graphql/builder';
import { publishNotificationsChanged } from './notificationEvents';
import { listNotifications, MAX_NOTIFICATIONS_LIMIT, notificationsMarker, unreadNotificationCount } from './notificationQueue';
import type { NotificationRow } from './schema';

export const NotificationRef = builder.objectRef<NotificationRow>('Notification').implement({
  description: 'An in-app notification of the signed-in user (the bell).',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind'),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    link: t.exposeString('link', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    readAt: t.expose('readAt', { type: 'DateTime', nullable: true }),
  }),
});

const limitArg = z.number().int().min(1).max(MAX_NOTIFICATIONS_LIMIT);
const idsArg = z.array(z.uuid({ message: 'ids must be notification ids' })).max(500).optional();

builder.queryFields((t) => ({
  notifications: t.field({
    type: [NotificationRef],
    description: "The signed-in user's notifications, newest first.",
    authScopes: { signedIn: true },
    args: { limit: t.arg.int({ required: false }) },
    resolve: (_root, args, context) => {
      const limit = parseArgs(limitArg, args.limit ?? 20);
      return listNotifications(context.db, requireUser(context).id, limit);
    },
  }),
  unreadNotificationCount: t.int({
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => unreadNotificationCount(context.db, requireUser(context).id),
  }),
}));

builder.mutationFields((t) => ({
  markNotificationsRead: t.field({
    type: ['ID'],
    description: "Marks the signed-in user's notifications read (all unread ones when ids is omitted); returns the ids marked.",
    authScopes: { signedIn: true },
    args: { ids: t.arg.idList({ required: false }) },
    resolve: async (_root, args, context) => {
      const ids = parseArgs(idsArg, args.ids?.map(String) ?? undefined);
      const user = requireUser(context);
      const marked = await notificationsMarker(context.db, user.id, ids);
      if (marked.length > 0) publishNotificationsChanged(context.pubsub, [user.id]);
      return marked;
    },
  }),
}));
