import { CHAT_ACTIVITY, promptScheduleSchema, type ChatStreamItem, type PromptSchedule, type SavedPromptRow } from '@sanchay/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiRequest, openStream, postJson } from '../../lib/api';
import type { ResultOf, VariablesOf, WithRequired } from '../../lib/graphql';
import type { CHAT_MESSAGES_QUERY, DELETE_CHAT, RENAME_CHAT, SAVE_REPORT, SAVED_PROMPTS, SCHEDULE_PROMPT, UNSAVE_REPORT, UNSCHEDULE_PROMPT, USER_CHATS } from './chatGraphql';

/**
 * Calls of the research assistant (spec 000 section 7): REST for the stream, share and run; GraphQL for chats.
 * The GraphQL documents and client (./chatGraphql) load on the first chat call, not with the page: a visitor who is
 * not signed in never makes one, and the page no longer waits for that code before it draws.
 */
const chatGraphql = () => import('./chatGraphql');

export type ChatHistoryEntry = WithRequired<NonNullable<ResultOf<typeof USER_CHATS>['userChats']>[number], 'id' | 'title' | 'createdAt'>;
type WireSavedPrompt = WithRequired<NonNullable<ResultOf<typeof SAVED_PROMPTS>['savedPrompts']>[number], 'id' | 'chatUuid' | 'title' | 'query'>;
/** A saved prompt with its schedule checked against the shared schema (null when none or unreadable). */
export type SavedPrompt = Omit<WireSavedPrompt, 'schedule'> & { schedule: SavedPromptSchedule | null };
/** The schedule's settings (shared schema) and how its runs went. */
export type SavedPromptSchedule = PromptSchedule & { lastRunAt: string | null; lastError: string | null };
type WireChatMessage = NonNullable<NonNullable<ResultOf<typeof CHAT_MESSAGES_QUERY>['chatMessages']>['messages']>[number];

/** A message on screen: from a stored conversation, a shared chat or the stream being read. */
export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
  id?: string;
  chat_uuid?: string;
  is_alert_set?: boolean;
  chat_title?: string | null;
}

function toChatMessage(wire: WireChatMessage): ChatMessage {
  return {
    role: wire.role === 'user' ? 'user' : 'assistant',
    content: wire.content ?? '',
    id: wire.id ?? undefined,
    chat_uuid: wire.chat_uuid ?? undefined,
    is_alert_set: wire.is_alert_set ?? undefined,
    chat_title: wire.chat_title,
  };
}

/** A schedule as the server describes it, or null when it has none (or one this app cannot read). */
export function toPromptSchedule(wire: object | null | undefined): SavedPromptSchedule | null {
  const parsed = promptScheduleSchema.safeParse(wire);
  const runs = (wire ?? {}) as { lastRunAt?: string | null; lastError?: string | null };
  return parsed.success ? { ...parsed.data, lastRunAt: runs.lastRunAt ?? null, lastError: runs.lastError ?? null } : null;
}

export type PromptCategoryMap = Record<string, { dataset_name: string; fields: string[] }[]>;

export const chatKeys = {
  all: ['user', 'chats'] as const,
  history: ['user', 'chats', 'history'] as const,
  conversation: (uuid: string) => ['user', 'chats', 'conversation', uuid] as const,
  saved: ['user', 'chats', 'saved'] as const,
};

export function useChatHistory(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.history,
    queryFn: async ({ signal }) => (await chatGraphql()).fetchChatHistory(signal),
    enabled,
  });
}

export async function loadConversation(chatUuid: string) {
  const { chatMessages } = await (await chatGraphql()).fetchConversation(chatUuid);
  return { shared: chatMessages?.shared ?? false, messages: (chatMessages?.messages ?? []).map(toChatMessage) };
}

export function useSavedPrompts(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.saved,
    queryFn: async ({ signal }) =>
      (await (await chatGraphql()).fetchSavedPrompts(signal)).map((p): SavedPrompt => ({ ...p, schedule: toPromptSchedule(p.schedule) })),
    enabled,
  });
}

export function usePromptCategories() {
  return useQuery({
    queryKey: ['research', 'promptCategories'],
    // The prompt categories are public (spec 000 section 3): no session.
    queryFn: ({ signal }) => apiFetch<PromptCategoryMap>('/api/agents/research/chatpromptcategories', { signal, anonymous: true }),
    staleTime: Infinity,
  });
}

export function useChatKeywords(enabled: boolean) {
  return useQuery({
    queryKey: ['user', 'research', 'keywords'],
    queryFn: ({ signal }) => apiFetch<string[]>('/api/agents/research/chatkeywords', { signal }),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** Invalidates every chat query once a mutation settles. */
function useChatMutation<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }) });
}

export const useSaveReport = () => useChatMutation(async (v: VariablesOf<typeof SAVE_REPORT>) => (await chatGraphql()).saveReport(v));
export const useUnsaveReport = () => useChatMutation(async (v: VariablesOf<typeof UNSAVE_REPORT>) => (await chatGraphql()).unsaveReport(v));
export const useRenameChat = () => useChatMutation(async (v: VariablesOf<typeof RENAME_CHAT>) => (await chatGraphql()).renameChat(v));
export const useDeleteChat = () => useChatMutation(async (v: VariablesOf<typeof DELETE_CHAT>) => (await chatGraphql()).deleteChat(v));
export const useSchedulePrompt = () => useChatMutation(async (v: VariablesOf<typeof SCHEDULE_PROMPT>) => (await chatGraphql()).schedulePrompt(v));
export const useUnschedulePrompt = () => useChatMutation(async (v: VariablesOf<typeof UNSCHEDULE_PROMPT>) => (await chatGraphql()).unschedulePrompt(v));

/** A saved prompt run on today's data: its rows and the date its figures are as of (the x-data-as-of header). */
export async function runSavedPrompt(prompt: { id: string; chatUuid: string }, email: string): Promise<{ rows: SavedPromptRow[]; asOf: string | null }> {
  const response = await apiRequest('/api/chat/runPrompt', {
    method: 'POST',
    body: JSON.stringify({ chat_id: prompt.id, chat_uuid: prompt.chatUuid, email }),
  });
  return { rows: (await response.json()) as SavedPromptRow[], asOf: response.headers.get('x-data-as-of') };
}

export const shareChat = (chatUuid: string) =>
  postJson<{ url: string; chat_uuid: string }>('/api/agents/research/chatshare', { chat_uuid: chatUuid });

export const unshareChat = (chatUuid: string) =>
  apiFetch<{ chat_uuid: string }>(`/api/agents/research/chatshare/${encodeURIComponent(chatUuid)}`, { method: 'DELETE' });

/**
 * POST /api/agents/research/reasoning and read its `data: {...}` lines as they arrive; each item goes to
 * onItem. Resolves when the stream ends; a refused stream throws ApiError (shown as "Not authorized",
 * spec 000 section 6).
 */
export async function streamAnswer(
  body: { chatSessionId: string; country: string; messages: { role: string; content: string }[] },
  onItem: (item: ChatStreamItem) => void,
  signal?: AbortSignal,
): Promise<void> {
  const stream = await openStream('/api/agents/research/reasoning', {
    method: 'POST',
    body: JSON.stringify({ ...body, activity: CHAT_ACTIVITY }),
    signal,
  });
  const reader = stream.getReader();
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
