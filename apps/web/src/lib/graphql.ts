import { print, type DocumentNode } from '@0no-co/graphql.web';
import { initGraphQLTada, type ResultOf, type TadaDocumentNode, type VariablesOf } from 'gql.tada';
import type { introspection } from '../graphql/graphql-env.d.ts';
import { authFetch, createAuthFetch, type AuthFetch, type AuthFetchOptions } from './authFetch';
import { graphqlError, readBody, type GraphQLErrorItem } from './http';

/**
 * Typed GraphQL documents (gql.tada) checked against the server's schema (src/graphql/schema.graphql,
 * written by `npm run graphql:schema`), and the fetcher for POST /v1/graphql (spec 000 section 7,
 * spec 001 section 8). It goes through lib/authFetch: the session's bearer, one refresh on a 401.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  // DateTime is serialised as an ISO 8601 string.
  scalars: { DateTime: string };
}>();

export type { ResultOf, VariablesOf };

type Variables = Record<string, unknown>;

export interface RequestOptions {
  signal?: AbortSignal;
}

/** Variables are optional exactly when every variable is (or there are none). */
type RequestArgs<TVariables> =
  Record<string, never> extends TVariables
    ? [variables?: TVariables, options?: RequestOptions]
    : [variables: TVariables, options?: RequestOptions];

export type GraphQLRequest = <TData, TVariables extends Variables>(
  document: TadaDocumentNode<TData, TVariables>,
  ...args: RequestArgs<TVariables>
) => Promise<TData>;

export interface GraphQLClientOptions extends AuthFetchOptions {
  endpoint?: string;
}

/** The data of an answer without errors; otherwise ApiError (code from the first error's extensions). */
async function toResult<TData>(response: Response): Promise<TData> {
  const body = (await readBody(response).catch(() => null)) as { data?: unknown; errors?: GraphQLErrorItem[] } | null;
  const errors = Array.isArray(body?.errors) ? body.errors : [];
  if (!response.ok || errors.length > 0) throw graphqlError(response.status, errors);
  if (typeof body !== 'object' || body === null || body.data === undefined || body.data === null) {
    throw graphqlError(response.status, [{ message: 'Empty GraphQL response' }]);
  }
  return body.data as TData;
}

function clientWith(endpoint: string, fetchWithSession: AuthFetch): GraphQLRequest {
  // Each document is printed once; the same document object is sent many times.
  const sources = new WeakMap<object, string>();
  const sourceOf = (document: DocumentNode) => {
    let source = sources.get(document);
    if (source === undefined) {
      source = print(document);
      sources.set(document, source);
    }
    return source;
  };
  return async (document, ...[variables, options]) => {
    const response = await fetchWithSession(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ query: sourceOf(document), variables: variables ?? {} }),
      signal: options?.signal,
    });
    return toResult(response);
  };
}

/** A client with its own endpoint or session-lost handler (tests); the app uses `graphqlRequest`. */
export function createGraphQLClient(options: GraphQLClientOptions = {}): GraphQLRequest {
  return clientWith(options.endpoint ?? '/v1/graphql', createAuthFetch(options));
}

/** The app's GraphQL client. */
export const graphqlRequest: GraphQLRequest = clientWith('/v1/graphql', authFetch);

/**
 * The schema leaves every field nullable (Pothos' default), while a screen needs some of them, such as a
 * row's id. `WithRequired<Row, 'id'>` is the wire row with those fields present; `withRequired` keeps the
 * rows that have them (a row without them cannot be shown or acted on).
 */
export type WithRequired<T, K extends keyof T> = T & { [P in K]-?: NonNullable<T[P]> };

export function hasRequired<T, K extends keyof T>(row: T, keys: readonly K[]): row is WithRequired<T, K> {
  return keys.every((key) => row[key] !== null && row[key] !== undefined);
}

export function withRequired<T, K extends keyof T>(
  rows: readonly T[] | null | undefined,
  ...keys: K[]
): WithRequired<T, K>[] {
  return (rows ?? []).filter((row): row is WithRequired<T, K> => hasRequired(row, keys));
}
