import { authFetch, createAuthFetch, type AuthFetch, type AuthFetchOptions } from './authFetch';
import { jsonHeaders, readBody, restError, send } from './http';

export { ApiError, isNotFound, NetworkError } from './http';

/**
 * REST calls of the app. Every call goes through lib/authFetch (the session's bearer, one refresh on a 401)
 * unless it is `anonymous`; a non-2xx answer throws ApiError with the server's `{ error, message }`.
 */

export interface ApiRequestInit extends RequestInit {
  /** Send no session and never refresh it (spec 000 section 7: the shared chat view, the prompt categories). */
  anonymous?: boolean;
}

export interface ApiClient {
  /** The Response of a 2xx answer (for headers or a stream); otherwise the ApiError its body describes. */
  request(path: string, init?: ApiRequestInit): Promise<Response>;
  /** The JSON body of a 2xx answer. */
  fetch<T>(path: string, init?: ApiRequestInit): Promise<T>;
}

function clientWith(fetchWithSession: AuthFetch): ApiClient {
  async function request(path: string, init: ApiRequestInit = {}): Promise<Response> {
    const { anonymous, ...rest } = init;
    const call = { ...rest, headers: jsonHeaders(rest) };
    const response = anonymous ? await send(path, call) : await fetchWithSession(path, call);
    if (response.ok) return response;
    throw restError(response.status, await readBody(response).catch(() => null));
  }
  return {
    request,
    fetch: async <T>(path: string, init?: ApiRequestInit) => (await readBody(await request(path, init))) as T,
  };
}

/** A client with its own session-lost handler (tests); the app uses `apiFetch` and friends below. */
export function createApiClient(options: AuthFetchOptions = {}): ApiClient {
  return clientWith(createAuthFetch(options));
}

const client = clientWith(authFetch);

export const apiFetch = client.fetch;
export const apiRequest = client.request;

export function postJson<T>(path: string, body: unknown, init: ApiRequestInit = {}): Promise<T> {
  return apiFetch<T>(path, { ...init, method: 'POST', body: JSON.stringify(body) });
}

/** Opens a server-sent event stream with the session; the caller reads the 2xx Response's body. */
export async function openStream(path: string, init: ApiRequestInit = {}): Promise<ReadableStream<Uint8Array>> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'text/event-stream');
  const response = await apiRequest(path, { ...init, headers });
  if (!response.body) throw restError(response.status, null);
  return response.body;
}
