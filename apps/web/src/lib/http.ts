import type { ApiErrorBody } from '@sanchay/core';
import { nextTask } from './nextTask';

/**
 * The server refused a call: a non-2xx REST answer, or GraphQL errors. `code` is the stable id of the
 * server's `{ error, message }` body (REST) or of the first GraphQL error's extensions (`error`, else `code`).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The answer's parsed body: REST `{ error, message, ...details }`, GraphQL `{ errors }`; null when none. */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/** The request never got an answer (offline, server down). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(cause: unknown) {
    super('Network error', { cause });
  }
}

export interface GraphQLErrorItem {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { error?: string; code?: string; [key: string]: unknown };
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

const httpErrorMessage = (status: number) => `HTTP error! status: ${status}`;

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorBody).error === 'string' &&
    typeof (value as ApiErrorBody).message === 'string'
  );
}

/** The ApiError of a refused REST answer, from its `{ error, message }` body when it has one. */
export function restError(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) return new ApiError(status, body.error, body.message, body);
  return new ApiError(status, 'http_error', httpErrorMessage(status), body);
}

/** The ApiError of a GraphQL answer with errors (or an HTTP failure without any). */
export function graphqlError(status: number, errors: readonly GraphQLErrorItem[]): ApiError {
  const first = errors[0];
  const code = first?.extensions?.error ?? first?.extensions?.code ?? (status >= 400 ? 'http_error' : 'graphql_error');
  return new ApiError(status, code, first?.message ?? httpErrorMessage(status), { errors });
}

/**
 * fetch() that reports a failed connection as NetworkError (an abort stays an AbortError). Each request starts
 * in a task of its own: a screen's first queries start together from one React effect, and a page's first
 * fetch() calls cost a phone several milliseconds each (the first one most), which made that effect a long task.
 */
export async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    await nextTask();
    return await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
}

/** The body as JSON; the raw text when it is not JSON; null when empty. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The JSON body of a 2xx answer; otherwise the ApiError its body describes. */
export async function jsonOrThrow<T>(response: Response): Promise<T> {
  const body = await readBody(response);
  if (!response.ok) throw restError(response.status, body);
  return body as T;
}

/** Accept and (for a body) Content-Type JSON headers on top of the caller's. */
export function jsonHeaders(init: RequestInit): Headers {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (init.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return headers;
}
