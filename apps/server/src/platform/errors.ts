import type { ApiErrorBody } from '@sanchay/core';
import { DrizzleQueryError } from 'drizzle-orm';
import type { z } from 'zod';

/**
 * The one domain error: an HTTP-like status, a stable id and a message. Commands throw it; each transport
 * maps it once: REST answers `{ error, message }` (http/server.ts), GraphQL puts `{ code, error, http }`
 * in the error's extensions (graphql/routes.ts).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly id: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ApiErrorBody {
    return { error: this.id, message: this.message };
  }
}

export const invalidInput = (message: string) => new AppError(400, 'invalid_input', message);
export const unauthorized = (message = 'Authentication failed. Please try again.') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);

/** Parses input with a zod schema or throws invalidInput whose message names each problem (REST and GraphQL). */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const message = result.error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  throw invalidInput(message);
}

/**
 * PostgreSQL "the server is going away / not reachable" errors: admin or crash shutdown, cannot connect now
 * (starting or stopping), the connection exception class 08, and the socket-level failures node-postgres
 * raises when the server restarts under it. These mean "try again in a moment", never "bug": 503.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  // node-postgres Client's own connect timeout (db/client.ts resilientPool sets one per client)
  'timeout expired',
  'Client was closed and is not queryable',
];

/**
 * The error and the wrappers it arrived in, outermost first: Drizzle's DrizzleQueryError and a GraphQL error,
 * no further (a `fetch failed` whose cause is ECONNREFUSED is another service being down, not the database).
 */
function* errorLayers(error: unknown): Generator<{ code?: unknown; message?: unknown; constraint?: unknown; detail?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    yield current as { code?: unknown; message?: unknown };
    const wrapper = current as { cause?: unknown; originalError?: unknown };
    if (current instanceof DrizzleQueryError) current = wrapper.cause;
    else if (wrapper.originalError) current = wrapper.originalError;
    else return;
  }
}

/** True when the error (or what it wraps) carries this PostgreSQL SQLSTATE, e.g. 57014 for a statement_timeout. */
export function hasSqlState(error: unknown, sqlState: string): boolean {
  for (const { code } of errorLayers(error)) if (code === sqlState) return true;
  return false;
}

/** True when the error says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of errorLayers(error)) {
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

/**
 * A foreign-key violation (23503): a row this write refers to went while it ran. Every user-owned table refers
 * to users(id) (constraints `<table>_user_id_users_id_fk`), so a write racing the delete of its own account
 * lands here: 409 account_deleted. Any other vanished parent is a 409 too, never a 500.
 */
function foreignKeyConflict(error: unknown): AppError | null {
  for (const { code, constraint, detail } of errorLayers(error)) {
    if (code !== '23503') continue;
    const toUsers = (typeof constraint === 'string' && constraint.endsWith('_users_id_fk')) || (typeof detail === 'string' && detail.includes('table "users"'));
    return toUsers
      ? new AppError(409, 'account_deleted', 'This account was deleted while the request ran; nothing was saved.')
      : new AppError(409, 'conflict', 'Something this refers to was removed meanwhile; nothing was saved. Reload and try again.');
  }
  return null;
}

export const databaseUnavailable = () =>
  new AppError(503, 'database_unavailable', 'The database is not reachable right now; try again in a moment.');

/**
 * The domain error for anything thrown: itself when it is one, 503 when the database is unreachable, 409 for a
 * foreign-key violation, else null.
 */
export function asAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  return foreignKeyConflict(error);
}
