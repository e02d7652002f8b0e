import type { z } from 'zod';
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { AuthUser } from '../auth';
import type { AppDb } from '../db/client';
import type { PubSub } from '../pubsub';
import { AppError, invalidInput, parseInput, unauthorized } from '../errors';

export interface GraphQLContext {
  /** The user from the bearer session token; null when signed out. */
  user: AuthUser | null;
  /** Whether that user is an administrator (platform/auth.ts isAdmin). */
  admin: boolean;
  db: AppDb;
  /** Events for subscriptions (platform/pubsub.ts). */
  pubsub: PubSub;
}

/** 401: the web client refreshes its token once on this status, then gives up. */
export const unauthenticatedError = () => unauthorized('Not authorized');

export const badUserInputError = (message: string): AppError => invalidInput(message);

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: { signedIn: boolean; admin: boolean };
  Scalars: { DateTime: { Input: Date; Output: Date } };
}>({
  plugins: [ScopeAuthPlugin],
  scopeAuth: {
    authScopes: async (context) => ({ signedIn: context.user !== null, admin: context.admin }),
    unauthorizedError: () => unauthenticatedError(),
  },
});

builder.scalarType('DateTime', {
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    // Only text is read: String() of a 5,000-deep array overflowed the stack (a 500 "Maximum call stack").
    if (typeof value !== 'string') throw badUserInputError('DateTime must be an ISO 8601 string');
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) throw badUserInputError('DateTime must be an ISO 8601 string');
    return date;
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

/** The session user inside a resolver that declared `authScopes: { signedIn: true }`. */
export function requireUser(context: GraphQLContext): AuthUser {
  if (!context.user) throw unauthenticatedError();
  return context.user;
}

/** Validates resolver arguments with the shared zod schema; a failure is a 400 naming each problem. */
export function parseArgs<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  return parseInput(schema, value);
}
