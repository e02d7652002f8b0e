import { CHAT_ACTIVITY, type ChatStreamItem, type SavedPromptRow } from '@sanchay/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, NetworkError, postJson } from '../../lib/api';
import { gql, graphqlRequest } from '../../lib/graphql';
import { getAuthToken } from '../../lib/session';

/** Calls of the research assistant (spec 000 section 7): REST for the stream, share and run; GraphQL for chats. */

export interface ChatHistoryEntry {
  id: string;
  title: string;
  createdAt: string;
}
export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
  id?: string;
  chat_uuid?: string;
  is_alert_set?: boolean;
  chat_title?: string | null;
}
export interface PromptSchedule {
  frequency: 'daily' | 'weekly' | 'monthly';
  dayOfWeek: number;
  dayOfMonth: number;
  time: string;
  nextRunAt?: string;
  lastRunAt?: string | null;
  lastError?: string | null;
}
export interface SavedPrompt {
  id: string;
  chatUuid: string;
  title: string;
  query: string;
  planQuery: string | null;
  runnable: boolean;
  schedule: PromptSchedule | null;
}
export type PromptCategoryMap = Record<string, { dataset_name: string; fields: string[] }[]>;

const USER_CHATS = gql<{ userChats: ChatHistoryEntry[] }>(`query UserChats { userChats { id title createdAt } }`);
const CHAT_MESSAGES_QUERY = gql<{ chatMessages: { chatUuid: string; shared: boolean; messages: ChatMessage[] } }, { chatUuid: string }>(
  `query ChatMessages($chatUuid: String!) { chatMessages(chatUuid: $chatUuid) { chatUuid shared messages { role content id chat_uuid is_alert_set chat_title } } }`,
);
const SAVED_PROMPTS = gql<{ savedPrompts: SavedPrompt[] }>(
  `query SavedPrompts { savedPrompts { id chatUuid title query planQuery runnable schedule { frequency dayOfWeek dayOfMonth time nextRunAt lastRunAt lastError } } }`,
);
const SAVE_REPORT = gql<{ saveChatReport: { id: string } }, { chatId: string; chatUuid: string; title: string }>(
  `mutation SaveChatReport($chatId: ID!, $chatUuid: String, $title: String!) { saveChatReport(chatId: $chatId, chatUuid: $chatUuid, title: $title) { id is_alert_set chat_title } }`,
);
const UNSAVE_REPORT = gql<{ unsaveChatReport: { id: string } }, { chatId: string; chatUuid?: string }>(
  `mutation UnsaveChatReport($chatId: ID!, $chatUuid: String) { unsaveChatReport(chatId: $chatId, chatUuid: $chatUuid) { id is_alert_set } }`,
);
const RENAME_CHAT = gql<{ renameChat: boolean }, { chatUuid: string; title: string }>(
  `mutation RenameChat($chatUuid: String!, $title: String!) { renameChat(chatUuid: $chatUuid, title: $title) }`,
);
const DELETE_CHAT = gql<{ deleteChat: boolean }, { chatUuid: string }>(`mutation DeleteChat($chatUuid: String!) { deleteChat(chatUuid: $chatUuid) }`);
const SCHEDULE_PROMPT = gql<{ schedulePrompt: PromptSchedule }, { chatId: string; frequency: string; dayOfWeek: number; dayOfMonth: number; time: string }>(
  `mutation SchedulePrompt($chatId: ID!, $frequency: String!, $dayOfWeek: Int, $dayOfMonth: Int, $time: String) { schedulePrompt(chatId: $chatId, frequency: $frequency, dayOfWeek: $dayOfWeek, dayOfMonth: $dayOfMonth, time: $time) { frequency dayOfWeek dayOfMonth time nextRunAt } }`,
);
const UNSCHEDULE_PROMPT = gql<{ unschedulePrompt: boolean }, { chatId: string }>(`mutation UnschedulePrompt($chatId: ID!) { unschedulePrompt(chatId: $chatId) }`);

export const chatKeys = {
  all: ['user', 'chats'] as const,
  history: ['user', 'chats', 'history'] as const,
  conversation: (uuid: string) => ['user', 'chats', 'conversation', uuid] as const,
  saved: ['user', 'chats', 'saved'] as const,
};

const bearer = () => ({ Authorization: `Bearer ${getAuthToken() ?? ''}` });

export function useChatHistory(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.history,
    queryFn: ({ signal }) => graphqlRequest(USER_CHATS, {}, { signal }).then((r) => r.userChats),
    enabled,
  });
}

export const loadConversation = (chatUuid: string) => graphqlRequest(CHAT_MESSAGES_QUERY, { chatUuid }).then((r) => r.chatMessages);

export function useSavedPrompts(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.saved,
    queryFn: ({ signal }) => graphqlRequest(SAVED_PROMPTS, {}, { signal }).then((r) => r.savedPrompts),
    enabled,
  });
}

export function usePromptCategories() {
  return useQuery({
    queryKey: ['research', 'promptCategories'],
    queryFn: ({ signal }) => apiFetch<PromptCategoryMap>('/api/agents/research/chatpromptcategories', { signal }),
    staleTime: Infinity,
  });
}

export function useChatKeywords(enabled: boolean) {
  return useQuery({
    queryKey: ['user', 'research', 'keywords'],
    queryFn: ({ signal }) => apiFetch<string[]>('/api/agents/research/chatkeywords', { signal, headers: bearer() }),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** Invalidates every chat query once a mutation settles. */
function useChatMutation<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }) });
}

export const useSaveReport = () => useChatMutation((v: { chatId: string; chatUuid: string; title: string }) => graphqlRequest(SAVE_REPORT, v));
export const useUnsaveReport = () => useChatMutation((v: { chatId: string; chatUuid?: string }) => graphqlRequest(UNSAVE_REPORT, v));
export const useRenameChat = () => useChatMutation((v: { chatUuid: string; title: string }) => graphqlRequest(RENAME_CHAT, v));
export const useDeleteChat = () => useChatMutation((v: { chatUuid: string }) => graphqlRequest(DELETE_CHAT, v));
export const useSchedulePrompt = () =>
  useChatMutation((v: { chatId: string } & PromptSchedule) =>
    graphqlRequest(SCHEDULE_PROMPT, { chatId: v.chatId, frequency: v.frequency, dayOfWeek: v.dayOfWeek, dayOfMonth: v.dayOfMonth, time: v.time }),
  );
export const useUnschedulePrompt = () => useChatMutation((v: { chatId: string }) => graphqlRequest(UNSCHEDULE_PROMPT, v));

export const runSavedPrompt = (prompt: { id: string; chatUuid: string }, email: string) =>
  postJson<SavedPromptRow[]>('/api/chat/runPrompt', { chat_id: prompt.id, chat_uuid: prompt.chatUuid, email }, { headers: bearer() });

export const shareChat = (chatUuid: string) =>
  postJson<{ url: string; chat_uuid: string }>('/api/agents/research/chatshare', { chat_uuid: chatUuid }, { headers: bearer() });

export const unshareChat = (chatUuid: string) =>
  apiFetch<{ chat_uuid: string }>(`/api/agents/research/chatshare/${encodeURIComponent(chatUuid)}`, { method: 'DELETE', headers: bearer() });

/** Thrown for any non-200 answer of the stream call (shown as "Not authorized", spec 000 section 6). */
export class StreamRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * POST /api/agents/research/reasoning and read its `data: {...}` lines as they arrive; each item goes to
 * onItem. Resolves when the stream ends.
 */
export async function streamAnswer(
  body: { chatSessionId: string; country: string; messages: { role: string; content: string }[] },
  onItem: (item: ChatStreamItem) => void,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/agents/research/reasoning', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...bearer() },
      body: JSON.stringify({ ...body, activity: CHAT_ACTIVITY }),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  if (response.status !== 200 || !response.body) {
    const text = await response.text().catch(() => '');
    let message = `HTTP error! status: ${response.status}`;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? message;
    } catch {
      // not JSON
    }
    throw new StreamRefused(response.status, message);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (!line.startsWith('data: ')) continue;
      try {
        onItem(JSON.parse(line.slice(6)) as ChatStreamItem);
      } catch {
        // a broken line is skipped; the final item still ends the answer
      }
    }
  }
}

export { ApiError };
