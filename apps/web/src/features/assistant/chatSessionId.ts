import { STORAGE_KEYS } from '@sanchay/core';
import { readStorage, writeStorage } from '../../lib/storage';

/** The chat session id: a random uuid in session storage (spec 000 sections 3 and 4). */
export const newChatSessionId = () => crypto.randomUUID();
export const readChatSessionId = () => readStorage(STORAGE_KEYS.chatSessionId, 'session');
export const storeChatSessionId = (id: string) => writeStorage(STORAGE_KEYS.chatSessionId, id, 'session');
