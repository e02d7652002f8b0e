import { SIGNED_IN_HINT_COOKIE, STORAGE_KEYS, type AuthResponse } from '@sanchay/core';
import { writeHintCookie } from './hintCookie';
import { jsonHeaders, jsonOrThrow, send } from './http';
import { readStorage, removeStorage, writeStorage } from './storage';

/** Queries whose key starts with this hold the signed-in user's data; sign-out (AuthProvider) drops them. */
export const USER_QUERY_ROOT = 'user';

/** The signed-in user as kept in localStorage `user` (spec 000 section 3). */
export interface StoredUser {
  email: string;
  uid: string;
  displayName: string | null;
  photoURL: string | null;
}

function isStoredUser(value: unknown): value is StoredUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.email === 'string' &&
    typeof v.uid === 'string' &&
    (v.displayName === null || typeof v.displayName === 'string') &&
    (v.photoURL === null || typeof v.photoURL === 'string')
  );
}

export function readStoredUser(): StoredUser | null {
  const raw = readStorage(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function getIdToken(): string | null {
  return readStorage(STORAGE_KEYS.idToken);
}

export function getAuthToken(): string | null {
  return readStorage(STORAGE_KEYS.authToken);
}

export function setAuthToken(token: string): void {
  writeStorage(STORAGE_KEYS.authToken, token);
}

/** The user is signed in when both the user record and Sanchay's session token are present. */
export function readSignedInUser(): StoredUser | null {
  const user = readStoredUser();
  return user && getAuthToken() ? user : null;
}

/** Keeps SIGNED_IN_HINT_COOKIE in step with the stored session (the shell shows visitors' notices to visitors only). */
export function writeSignedInHint(signedIn: boolean): void {
  writeHintCookie(SIGNED_IN_HINT_COOKIE, signedIn ? '1' : null);
}

export function toStoredUser(response: AuthResponse): StoredUser {
  return {
    email: response.user.email,
    uid: response.user.uid,
    displayName: response.user.name,
    photoURL: response.user.picture,
  };
}

/** Store a successful sign-in: ID token, user, session token and a chat session id. */
export function storeSession(idToken: string, response: AuthResponse): StoredUser {
  const user = toStoredUser(response);
  writeStorage(STORAGE_KEYS.idToken, idToken);
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
  writeStorage(STORAGE_KEYS.authToken, response.token);
  ensureChatSessionId();
  return user;
}

export function updateStoredUser(user: StoredUser): void {
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearSession(): void {
  removeStorage(STORAGE_KEYS.idToken);
  removeStorage(STORAGE_KEYS.user);
  removeStorage(STORAGE_KEYS.authToken);
  removeStorage(STORAGE_KEYS.chatSessionId, 'session');
}

/**
 * Revokes a session token on the server: POST /api/auth/signout (this session) or /api/auth/signout-everywhere
 * (every session of the person). Sent as it is, never refreshed: a refused token has nothing left to revoke.
 */
export async function revokeOnServer(token: string, everywhere: boolean): Promise<void> {
  const init: RequestInit = { method: 'POST', keepalive: true, headers: { Authorization: `Bearer ${token}` } };
  await jsonOrThrow<unknown>(await send(everywhere ? '/api/auth/signout-everywhere' : '/api/auth/signout', init));
}

export function hasStoredSession(): boolean {
  return Boolean(getIdToken() || getAuthToken() || readStorage(STORAGE_KEYS.user));
}

export function ensureChatSessionId(): string {
  const existing = readStorage(STORAGE_KEYS.chatSessionId, 'session');
  if (existing) return existing;
  const id = crypto.randomUUID();
  writeStorage(STORAGE_KEYS.chatSessionId, id, 'session');
  return id;
}

/**
 * POST /api/auth/google: trade an identity-provider ID token for Sanchay's session. Sent without a
 * session (it makes one), so it is also how lib/authFetch refreshes an expired one.
 */
export async function exchangeIdToken(idToken: string): Promise<AuthResponse> {
  const init: RequestInit = { method: 'POST', body: JSON.stringify({ token: idToken }) };
  return jsonOrThrow<AuthResponse>(await send('/api/auth/google', { ...init, headers: jsonHeaders(init) }));
}
