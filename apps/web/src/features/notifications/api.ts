import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { gql, graphqlRequest } from '../../lib/graphql';
import { subscribeGraphQL } from '../../lib/graphqlSubscription';

export interface AppNotification {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
  readAt: string | null;
}

export const UNREAD_COUNT = gql<{ unreadNotificationCount: number }>(`query UnreadNotificationCount { unreadNotificationCount }`);
export const NOTIFICATIONS = gql<{ notifications: AppNotification[] }, { limit: number }>(
  `query Notifications($limit: Int) { notifications(limit: $limit) { id kind title body link createdAt readAt } }`,
);
export const MARK_READ = gql<{ markNotificationsRead: string[] }, { ids?: string[] }>(
  `mutation MarkNotificationsRead($ids: [ID!]) { markNotificationsRead(ids: $ids) }`,
);

export const NOTIFICATION_STATE = gql<{ notificationState: { unreadCount: number; newest: AppNotification | null } }>(
  `subscription NotificationState { notificationState { unreadCount newest { id kind title body link createdAt readAt } } }`,
);

/** Only when the subscription has given up (its 5 retries failed): the unread count is polled every minute. */
export const UNREAD_POLL_MS = 60_000;
export const NOTIFICATION_LIST_LIMIT = 20;
const root = ['user', 'notifications'] as const;
export const unreadCountKey = [...root, 'unread'] as const;
export const notificationListKey = [...root, 'list'] as const;

/**
 * The badge's unread count from the notificationState subscription (SSE, with the spec's retry: its first
 * event is the current count); if the subscription gives up, queried and polled every minute instead.
 */
export function useUnreadCount() {
  const queryClient = useQueryClient();
  const [streaming, setStreaming] = useState(true);
  useEffect(() => {
    setStreaming(true);
    let newestId: string | null | undefined;
    return subscribeGraphQL(NOTIFICATION_STATE, {}, {
      onData: ({ notificationState }) => {
        queryClient.setQueryData(unreadCountKey, notificationState.unreadCount);
        const id = notificationState.newest?.id ?? null;
        if (newestId !== undefined && id !== newestId) void queryClient.invalidateQueries({ queryKey: notificationListKey });
        newestId = id;
      },
      onGiveUp: () => setStreaming(false),
    });
  }, [queryClient]);
  return useQuery({
    queryKey: unreadCountKey,
    queryFn: ({ signal }) => graphqlRequest(UNREAD_COUNT, {}, { signal }).then((r) => r.unreadNotificationCount),
    enabled: !streaming,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

export function useNotificationList(enabled: boolean) {
  return useQuery({
    queryKey: notificationListKey,
    queryFn: ({ signal }) =>
      graphqlRequest(NOTIFICATIONS, { limit: NOTIFICATION_LIST_LIMIT }, { signal }).then((r) => r.notifications),
    enabled,
  });
}

/** Marks the given notifications read (all unread ones without ids), then refreshes the badge and list. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => graphqlRequest(MARK_READ, ids ? { ids } : {}).then((r) => r.markNotificationsRead),
    onSettled: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}
