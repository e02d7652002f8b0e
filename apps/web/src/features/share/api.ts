import type { SharedChatRecord } from '@sanchay/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../lib/api';

export function useSharedChat(uuid: string) {
  return useQuery({
    queryKey: ['share', uuid],
    // The shared chat view sends no session (spec 000 section 3).
    queryFn: ({ signal }) =>
      apiFetch<SharedChatRecord[]>(`/api/chat/view?chat_uuid=${encodeURIComponent(uuid)}`, { signal, anonymous: true }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
