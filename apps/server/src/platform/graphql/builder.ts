import type { z } from 'zod';
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GraphQLError } from 'graphql';
import type { UserRow } from '../../identity/schema';
import type { Services } from '../services';

export interface GraphQLContext {
  /** The user from the bearer session token; null when signed out. */
  user: UserRow | null;
  services: Services;
}

/** 401 with a GraphQL error: the web client refreshes its token once on this status, then gives up. */
export const unauthenticatedError = () =>
  new GraphQLError('Not authorized', { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });

export const badUserInputError = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: { signedIn: boolean };
  Scalars: { DateTime: { Input: Date; Output: Date } };
}>({
  plugins: [ScopeAuthPlugin],
  scopeAuth: {
    authScopes: async (context) => ({ signedIn: context.user !== null }),
    unauthorizedError: () => unauthenticatedError(),
  },
});

builder.scalarType('DateTime', {
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw badUserInputError('DateTime must be an ISO 8601 string');
    return date;
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

/** The session user inside a resolver that declared `authScopes: { signedIn: true }`. */
export function requireUser(context: GraphQLContext): UserRow {
  if (!context.user) throw unauthenticatedError();
  return context.user;
}

/** Validates resolver arguments with the shared zod schema; a failure is a 400 naming each problem. */
export function parseArgs<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw badUserInputError(result.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; '));
}
