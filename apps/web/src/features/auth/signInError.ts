import { AUTH_MESSAGES } from '@sanchay/core';
import { ApiError } from '../../lib/api';

/** The spec's messages (spec 000 section 8) for a failed sign-in. */
export function signInErrorMessage(error: unknown): string {
  // The server looked at the token and refused it.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
    return AUTH_MESSAGES.verificationFailed;
  }
  // Network failure, blocked popup, server error, rate limit.
  return AUTH_MESSAGES.signInFailed;
}
