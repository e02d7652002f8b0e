import type { ApiErrorBody } from '@sanchay/core';
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
