import { ApiError, NetworkError, send } from './http';
import { clearSession, exchangeIdToken, getAuthToken, getIdToken, hasStoredSession, setAuthToken } from './session';

/**
 * The one authenticated fetch of the app (REST, GraphQL and streams):
 * - sends `Authorization: Bearer <AUTH_TOKEN or empty>` (spec 000 section 7);
 * - on HTTP 401 refreshes the session once (re-POST /api/auth/google with the stored ID token), stores
 *   the new session token and retries the request once;
 * - if the refresh fails, or the retry is refused too, clears the stored session and reloads the page.
 * A visitor with nothing stored is simply signed out: the 401 is returned, never a reload (that would loop).
 */
export type AuthFetch = (url: string, init?: RequestInit) => Promise<Response>;

export interface AuthFetchOptions {
  /** Called when the session cannot be refreshed, after the stored tokens were cleared. */
  reload?: () => void;
}

let refreshing: Promise<string | null> | null = null;

/** Re-verify the stored ID token; the new session token, or null when that is impossible. */
async function refreshSessionToken(): Promise<string | null> {
  const idToken = getIdToken();
  if (!idToken) return null;
  try {
    const response = await exchangeIdToken(idToken);
    setAuthToken(response.token);
    return response.token;
  } catch (error) {
    if (error instanceof ApiError || error instanceof NetworkError) return null;
    throw error;
  }
}

/** Concurrent 401s, from any client, share one refresh. */
function refreshOnce(): Promise<string | null> {
  refreshing ??= refreshSessionToken().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function withBearer(init: RequestInit, token: string | null): RequestInit {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${token ?? ''}`);
  return { ...init, headers };
}

export function createAuthFetch(options: AuthFetchOptions = {}): AuthFetch {
  const reload = options.reload ?? (() => window.location.reload());
  const sessionLost = () => {
    clearSession();
    reload();
  };

  return async (url, init = {}) => {
    const sentToken = getAuthToken();
    const first = await send(url, withBearer(init, sentToken));
    if (first.status !== 401 || !hasStoredSession()) return first;

    // Another call may have refreshed the session while this one was under way.
    const current = getAuthToken();
    const token = current && current !== sentToken ? current : await refreshOnce();
    if (!token) {
      sessionLost();
      return first;
    }
    const second = await send(url, withBearer(init, token));
    if (second.status === 401) sessionLost();
    return second;
  };
}

/** The app's authenticated fetch. */
export const authFetch: AuthFetch = createAuthFetch();
