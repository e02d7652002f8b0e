import { CHAT_MESSAGES } from '@sanchay/core';
import { AppError, notFound } from '../platform/errors';

/** One answer for "not yours", "not shared" and "no such chat", so a uuid reveals nothing (REST and GraphQL). */
export const chatNotFound = () => notFound('Chat not found.');

/** The assistant's spec text for a chat session it cannot continue: 400 for a malformed uuid, 404 for another user's. */
export const sessionNotFound = (status: 400 | 404 = 404) => new AppError(status, 'chat_not_found', CHAT_MESSAGES.sessionNotFound);
