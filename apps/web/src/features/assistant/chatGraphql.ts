import { graphql, graphqlRequest, withRequired, type VariablesOf } from '../../lib/graphql';

/** The research assistant's GraphQL documents and calls, loaded by ./api on the first chat call. */

export const USER_CHATS = graphql(`query UserChats { userChats { id title createdAt } }`);
export const CHAT_MESSAGES_QUERY = graphql(
  `query ChatMessages($chatUuid: String!) { chatMessages(chatUuid: $chatUuid) { chatUuid shared messages { role content id chat_uuid is_alert_set chat_title } } }`,
);
export const SAVED_PROMPTS = graphql(
  `query SavedPrompts { savedPrompts { id chatUuid title query planQuery runnable schedule { frequency dayOfWeek dayOfMonth time nextRunAt lastRunAt lastError } } }`,
);
export const SAVE_REPORT = graphql(
  `mutation SaveChatReport($chatId: ID!, $chatUuid: String, $title: String!) { saveChatReport(chatId: $chatId, chatUuid: $chatUuid, title: $title) { id is_alert_set chat_title } }`,
);
export const UNSAVE_REPORT = graphql(
  `mutation UnsaveChatReport($chatId: ID!, $chatUuid: String) { unsaveChatReport(chatId: $chatId, chatUuid: $chatUuid) { id is_alert_set } }`,
);
export const RENAME_CHAT = graphql(`mutation RenameChat($chatUuid: String!, $title: String!) { renameChat(chatUuid: $chatUuid, title: $title) }`);
export const DELETE_CHAT = graphql(`mutation DeleteChat($chatUuid: String!) { deleteChat(chatUuid: $chatUuid) }`);
export const SCHEDULE_PROMPT = graphql(
  `mutation SchedulePrompt($chatId: ID!, $frequency: String!, $dayOfWeek: Int, $dayOfMonth: Int, $time: String) { schedulePrompt(chatId: $chatId, frequency: $frequency, dayOfWeek: $dayOfWeek, dayOfMonth: $dayOfMonth, time: $time) { frequency dayOfWeek dayOfMonth time nextRunAt } }`,
);
export const UNSCHEDULE_PROMPT = graphql(`mutation UnschedulePrompt($chatId: ID!) { unschedulePrompt(chatId: $chatId) }`);

export const fetchChatHistory = (signal?: AbortSignal) =>
  graphqlRequest(USER_CHATS, {}, { signal }).then((r) => withRequired(r.userChats, 'id', 'title', 'createdAt'));

export const fetchConversation = (chatUuid: string) => graphqlRequest(CHAT_MESSAGES_QUERY, { chatUuid });

export const fetchSavedPrompts = (signal?: AbortSignal) =>
  graphqlRequest(SAVED_PROMPTS, {}, { signal }).then((r) => withRequired(r.savedPrompts, 'id', 'chatUuid', 'title', 'query'));

export const saveReport = (v: VariablesOf<typeof SAVE_REPORT>) => graphqlRequest(SAVE_REPORT, v);
export const unsaveReport = (v: VariablesOf<typeof UNSAVE_REPORT>) => graphqlRequest(UNSAVE_REPORT, v);
export const renameChat = (v: VariablesOf<typeof RENAME_CHAT>) => graphqlRequest(RENAME_CHAT, v);
export const deleteChat = (v: VariablesOf<typeof DELETE_CHAT>) => graphqlRequest(DELETE_CHAT, v);
export const schedulePrompt = (v: VariablesOf<typeof SCHEDULE_PROMPT>) => graphqlRequest(SCHEDULE_PROMPT, v);
export const unschedulePrompt = (v: VariablesOf<typeof UNSCHEDULE_PROMPT>) => graphqlRequest(UNSCHEDULE_PROMPT, v);
