import type { ApiErrorBody } from '@sanchay/core';

/** The server answered with a non-2xx status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The request never got an answer (offline, server down, aborted). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(cause: unknown) {
    super('Network error', { cause });
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorBody).error === 'string' &&
    typeof (value as ApiErrorBody).message === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** fetch() a same-origin JSON endpoint. Non-2xx answers throw ApiError with the server's `{ error, message }`. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (init.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(path, { ...init, headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  const body = await readJson(response);
  if (!response.ok) {
    if (isErrorBody(body)) throw new ApiError(response.status, body.error, body.message);
    throw new ApiError(response.status, 'http_error', `HTTP error! status: ${response.status}`);
  }
  return body as T;
}

export function postJson<T>(path: string, body: unknown, init: RequestInit = {}): Promise<T> {
  return apiFetch<T>(path, { ...init, method: 'POST', body: JSON.stringify(body) });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
