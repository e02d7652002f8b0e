import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../lib/api';

/** A shared chat record (GET /api/chat/view, no sign-in). */
export interface SharedChatRecord {
  id: string;
  chat_uuid: string;
  chat_title: string | null;
  text_content_user_query: string;
  text_content_assistant_formatted_response: string;
  is_first: boolean;
  created_at: string;
}

export function useSharedChat(uuid: string) {
  return useQuery({
    queryKey: ['share', uuid],
    queryFn: ({ signal }) => apiFetch<SharedChatRecord[]>(`/api/chat/view?chat_uuid=${encodeURIComponent(uuid)}`, { signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
