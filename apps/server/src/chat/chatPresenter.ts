import type { SharedChatRecord } from '@sanchay/core';
import type { UserChatRow } from './schema';

/** A message of a conversation as the web shows it (spec 000 section 3). */
export interface ChatMessageWire {
  role: 'user' | 'assistant';
  content: string;
  id: string;
  chat_uuid: string;
  is_alert_set: boolean;
  chat_title: string | null;
  created_at: string;
}

/** Each stored row is one question and its answer: two messages. */
export function presentConversation(rows: readonly UserChatRow[]): ChatMessageWire[] {
  return rows.flatMap((row) => {
    const common = { id: row.id, chat_uuid: row.chatUuid, is_alert_set: row.isAlertSet, chat_title: row.chatTitle, created_at: row.createdAt.toISOString() };
    return [
      { role: 'user' as const, content: row.textContentUserQuery, ...common },
      { role: 'assistant' as const, content: row.textContentAssistantFormattedResponse, ...common },
    ];
  });
}

export function presentSharedRecord(row: UserChatRow): SharedChatRecord {
  return {
    id: row.id,
    chat_uuid: row.chatUuid,
    chat_title: row.chatTitle,
    text_content_user_query: row.textContentUserQuery,
    text_content_assistant_formatted_response: row.textContentAssistantFormattedResponse,
    is_first: row.isFirst,
    created_at: row.createdAt.toISOString(),
  };
}
