import { ApiError, NetworkError } from './api';
import { clearSession, exchangeIdToken, getAuthToken, getIdToken, hasStoredSession, setAuthToken } from './session';

/**
 * A small typed GraphQL fetcher for POST /v1/graphql (spec 000 section 7, spec 001 section 8):
 * - sends `Authorization: Bearer <AUTH_TOKEN or empty>`;
 * - on HTTP 401 refreshes the session once (re-POST /api/auth/google with the stored ID token), stores
 *   the new session token and retries the request once;
 * - if the refresh fails, clears the stored tokens and user and reloads the page.
 */

export type Variables = Record<string, unknown>;
type NoVariables = Record<string, never>;

/** A GraphQL document tagged with its result and variables types. */
export interface TypedDocument<TData, TVariables extends Variables = NoVariables> {
  readonly source: string;
  /** Type carrier only; never set at run time. */
  readonly __types?: (variables: TVariables) => TData;
}

export function gql<TData, TVariables extends Variables = NoVariables>(
  source: string,
): TypedDocument<TData, TVariables> {
  return { source };
}

export interface GraphQLErrorItem {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { code?: string; [key: string]: unknown };
}

export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';
  constructor(
    message: string,
    readonly status: number,
    readonly errors: readonly GraphQLErrorItem[] = [],
  ) {
    super(message);
  }

  /** The first error's extensions.code, e.g. 'UNAUTHENTICATED'. */
  get code(): string | undefined {
    return this.errors[0]?.extensions?.code;
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
}

/** Variables are optional exactly when every variable is (or there are none). */
type RequestArgs<TVariables extends Variables> =
  Record<string, never> extends TVariables
    ? [variables?: TVariables, options?: RequestOptions]
    : [variables: TVariables, options?: RequestOptions];

export interface GraphQLClientOptions {
  endpoint?: string;
  /** Called when the session cannot be refreshed, after the stored tokens were cleared. */
  reload?: () => void;
}

export type GraphQLRequest = <TData, TVariables extends Variables>(
  document: TypedDocument<TData, TVariables>,
  ...args: RequestArgs<TVariables>
) => Promise<TData>;

interface GraphQLBody {
  data?: unknown;
  errors?: GraphQLErrorItem[];
}

async function readBody(response: Response): Promise<GraphQLBody | null> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as GraphQLBody) : null;
  } catch {
    return null;
  }
}

async function toResult<TData>(response: Response): Promise<TData> {
  const body = await readBody(response);
  const errors = Array.isArray(body?.errors) ? body.errors : [];
  if (!response.ok || errors.length > 0) {
    const message = errors[0]?.message ?? `HTTP error! status: ${response.status}`;
    throw new GraphQLRequestError(message, response.status, errors);
  }
  if (!body || body.data === undefined || body.data === null) {
    throw new GraphQLRequestError('Empty GraphQL response', response.status);
  }
  return body.data as TData;
}

/** Re-verify the stored ID token; returns the new session token, or null when that is impossible. */
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

export function createGraphQLClient(options: GraphQLClientOptions = {}): GraphQLRequest {
  const endpoint = options.endpoint ?? '/v1/graphql';
  const reload = options.reload ?? (() => window.location.reload());
  let refreshing: Promise<string | null> | null = null;

  /** Concurrent 401s share one refresh. */
  function refreshOnce(): Promise<string | null> {
    refreshing ??= refreshSessionToken().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function sessionLost(): void {
    clearSession();
    reload();
  }

  async function send(source: string, variables: Variables | undefined, signal?: AbortSignal): Promise<Response> {
    try {
      return await fetch(endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Authorization: `Bearer ${getAuthToken() ?? ''}`,
        },
        body: JSON.stringify({ query: source, variables: variables ?? {} }),
        signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new NetworkError(error);
    }
  }

  return async function request<TData, TVariables extends Variables>(
    document: TypedDocument<TData, TVariables>,
    ...args: RequestArgs<TVariables>
  ): Promise<TData> {
    const [variables, requestOptions] = args;
    const signal = requestOptions?.signal;
    const first = await send(document.source, variables, signal);
    if (first.status !== 401) return toResult<TData>(first);

    // Nothing stored means the user is simply signed out: report, never reload (that would loop).
    if (!hasStoredSession()) return toResult<TData>(first);

    const token = await refreshOnce();
    if (!token) {
      sessionLost();
      return toResult<TData>(first);
    }
    const second = await send(document.source, variables, signal);
    if (second.status === 401) sessionLost();
    return toResult<TData>(second);
  };
}

/** The app's GraphQL client. */
export const graphqlRequest: GraphQLRequest = createGraphQLClient();
