import { CHAT_MESSAGES, clampChatInput, isSendable } from '@sanchay/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '../auth';
import { ApiError } from '../../lib/api';
import { type ChatMessage, chatKeys, loadConversation, streamAnswer } from './api';
import { newChatSessionId, readChatSessionId, storeChatSessionId } from './chatSessionId';
import type { ShowSnack } from './useSnack';

/**
 * The conversation on screen (spec 000 section 4): a session id (new on start and on New Chat, the chat's
 * uuid when one is opened), its messages, and sending with the answer streaming into one growing message.
 */
export function useChatSession(showSnack: ShowSnack, onAnswered: () => void, country: string) {
  const { user, isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loading, setLoading] = useState(false);
  const [opening, setOpening] = useState(false);
  const [stored, setStored] = useState(false);
  const [shared, setShared] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const startNew = useCallback(() => {
    abort.current?.abort();
    const id = newChatSessionId();
    storeChatSessionId(id);
    setSessionId(id);
    setMessages([]);
    setStored(false);
    setShared(false);
    setLoading(false);
  }, []);

  // A new session when the assistant starts with a signed-in user.
  useEffect(() => {
    if (isAuthenticated && !sessionId) startNew();
  }, [isAuthenticated, sessionId, startNew]);

  const openChat = useCallback(
    async (chatUuid: string, { quiet = false }: { quiet?: boolean } = {}) => {
      abort.current?.abort();
      setOpening(!quiet);
      try {
        const conversation = await loadConversation(chatUuid);
        storeChatSessionId(chatUuid);
        setSessionId(chatUuid);
        setMessages(conversation.messages);
        setShared(conversation.shared);
        setStored(true);
        setLoading(false);
      } catch {
        showSnack(CHAT_MESSAGES.sessionNotFound, 'error');
      } finally {
        setOpening(false);
      }
    },
    [showSnack],
  );

  const send = useCallback(
    async (input: string): Promise<boolean> => {
      if (!user || !isAuthenticated) {
        showSnack(CHAT_MESSAGES.signInNeeded, 'warning');
        return false;
      }
      const text = clampChatInput(input);
      if (!isSendable(text) || loading) return false;
      const chatSessionId = sessionId ?? readChatSessionId();
      if (!chatSessionId) {
        showSnack(CHAT_MESSAGES.sessionNotFound, 'error');
        return false;
      }
      const history = [...messages, { role: 'user' as const, content: text }];
      setMessages([...history, { role: 'assistant', content: '' }]);
      setLoading(true);
      const controller = new AbortController();
      abort.current = controller;
      const pieces: string[] = [];
      const updateAssistant = (patch: Partial<ChatMessage>) =>
        setMessages((list) => {
          const next = list.slice();
          const last = next[next.length - 1];
          if (last?.role === 'assistant') next[next.length - 1] = { ...last, ...patch };
          return next;
        });
      let failed = false;
      try {
        await streamAnswer(
          { chatSessionId, country, messages: history.map((m) => ({ role: m.role, content: m.content })) },
          (item) => {
            if (item.error) {
              failed = true;
              showSnack(item.error, 'error');
              return;
            }
            if (!item.done && item.response !== undefined) {
              pieces.push(item.response);
              updateAssistant({ content: pieces.join('\n') });
            }
            if (item.done && item.chat_id) updateAssistant({ id: item.chat_id, chat_uuid: item.chat_uuid ?? chatSessionId, is_alert_set: false });
          },
          controller.signal,
        );
        if (!failed) setStored(true);
      } catch (error) {
        if (controller.signal.aborted) return false;
        failed = true;
        showSnack(error instanceof ApiError ? CHAT_MESSAGES.notAuthorized : CHAT_MESSAGES.assistantFailed, 'error');
      } finally {
        if (abort.current === controller) {
          setLoading(false);
          if (failed) setMessages((list) => (list.at(-1)?.role === 'assistant' && !list.at(-1)?.content ? list.slice(0, -1) : list));
          void queryClient.invalidateQueries({ queryKey: chatKeys.history });
          onAnswered();
        }
      }
      return true;
    },
    [user, isAuthenticated, loading, sessionId, messages, country, showSnack, queryClient, onAnswered],
  );

  return { sessionId, messages, loading, opening, stored, shared, setShared, send, openChat, startNew, reload: () => (sessionId ? openChat(sessionId, { quiet: true }) : undefined) };
}
