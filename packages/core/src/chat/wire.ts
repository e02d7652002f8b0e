/** A shared chat record (GET /api/chat/view, no sign-in): the conversation's text, never the owner. */
export interface SharedChatRecord {
  id: string;
  chat_uuid: string;
  chat_title: string | null;
  text_content_user_query: string;
  text_content_assistant_formatted_response: string;
  is_first: boolean;
  created_at: string;
}
