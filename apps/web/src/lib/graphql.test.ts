import { STORAGE_KEYS } from '@sanchay/core';
import { print } from '@0no-co/graphql.web';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { sessionRefresh, startMswServer } from '../test/msw';
import { signIn } from '../test/render';
import { ApiError } from './api';
import { createGraphQLClient, graphql } from './graphql';

const server = startMswServer();

const ME =
  graphql(`
    query Me {
      me {
        id
      }
    }
  `);
const UPSERT = graphql(`
  mutation Upsert($key: String!, $value: String!) {
    upsertUserConfig(key: $key, value: $value) {
      key
    }
  }
`);

const unauthenticated = () =>
  HttpResponse.json(
    { errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] },
    { status: 401 },
  );

/** POST /v1/graphql: records each request and answers with `answer`. */
function graphqlEndpoint(answer: (authorization: string | null) => Response) {
  const requests: { authorization: string | null; body: unknown }[] = [];
  const handler = http.post('/v1/graphql', async ({ request }) => {
    const authorization = request.headers.get('Authorization');
    requests.push({ authorization, body: await request.json() });
    return answer(authorization);
  });
  return { handler, requests };
}

describe('graphql client', () => {
  it('posts the printed document and variables with the bearer session token', async () => {
    signIn();
    const endpoint = graphqlEndpoint(() => HttpResponse.json({ data: { upsertUserConfig: { key: 'theme' } } }));
    server.use(endpoint.handler);

    await expect(createGraphQLClient({ reload: vi.fn() })(UPSERT, { key: 'theme', value: 'dark' })).resolves.toEqual({
      upsertUserConfig: { key: 'theme' },
    });

    expect(endpoint.requests).toEqual([
      {
        authorization: 'Bearer session-token-1',
        body: { query: print(UPSERT), variables: { key: 'theme', value: 'dark' } },
      },
    ]);
  });

  it('sends an empty bearer when signed out', async () => {
    const endpoint = graphqlEndpoint(() => HttpResponse.json({ data: { me: { id: '1' } } }));
    server.use(endpoint.handler);
    await createGraphQLClient()(ME);
    expect(endpoint.requests[0]?.authorization).toMatch(/^Bearer ?$/);
  });

  it('on a 401 refreshes the session once with the stored ID token and retries', async () => {
    signIn();
    const endpoint = graphqlEndpoint((authorization) =>
      authorization === 'Bearer session-token-2'
        ? HttpResponse.json({ data: { me: { id: 'u1' } } })
        : unauthenticated(),
    );
    const refresh = sessionRefresh({ token: 'session-token-2' });
    server.use(endpoint.handler, refresh.handler);
    const reload = vi.fn();

    await expect(createGraphQLClient({ reload })(ME)).resolves.toEqual({ me: { id: 'u1' } });

    expect(endpoint.requests).toHaveLength(2);
    expect(refresh.calls).toEqual([{ token: 'id-token-1' }]);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('session-token-2');
    expect(reload).not.toHaveBeenCalled();
  });

  it('clears the stored session and reloads when the refresh fails', async () => {
    signIn();
    const endpoint = graphqlEndpoint(unauthenticated);
    server.use(endpoint.handler, sessionRefresh({ status: 401 }).handler);
    const reload = vi.fn();

    const error = await createGraphQLClient({ reload })(ME).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: 'Not signed in' });
    expect(endpoint.requests).toHaveLength(1);
    expect(reload).toHaveBeenCalledTimes(1);
    for (const key of [STORAGE_KEYS.idToken, STORAGE_KEYS.user, STORAGE_KEYS.authToken]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it('does not refresh or reload when nothing is stored (a signed-out visitor)', async () => {
    const refresh = sessionRefresh({ token: 'fresh' });
    server.use(graphqlEndpoint(unauthenticated).handler, refresh.handler);
    const reload = vi.fn();
    await expect(createGraphQLClient({ reload })(ME)).rejects.toBeInstanceOf(ApiError);
    expect(refresh.calls).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('retries only once: a second 401 drops the session', async () => {
    signIn();
    const endpoint = graphqlEndpoint(unauthenticated);
    server.use(endpoint.handler, sessionRefresh({ token: 'fresh' }).handler);
    const reload = vi.fn();
    await expect(createGraphQLClient({ reload })(ME)).rejects.toBeInstanceOf(ApiError);
    expect(endpoint.requests).toHaveLength(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reads the error's stable id from extensions.error, else extensions.code", async () => {
    server.use(
      graphqlEndpoint(() =>
        HttpResponse.json(
          { errors: [{ message: 'key is invalid', extensions: { error: 'invalid_input', code: 'BAD_USER_INPUT' } }] },
          { status: 400 },
        ),
      ).handler,
    );
    await expect(createGraphQLClient()(ME)).rejects.toMatchObject({
      status: 400,
      code: 'invalid_input',
      message: 'key is invalid',
    });

    server.use(
      graphqlEndpoint(() =>
        HttpResponse.json({ data: null, errors: [{ message: 'Chat not found', extensions: { code: 'NOT_FOUND' } }] }),
      ).handler,
    );
    const error = await createGraphQLClient()(ME).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 200, code: 'NOT_FOUND', message: 'Chat not found' });
    expect((error as ApiError).body).toEqual({
      errors: [{ message: 'Chat not found', extensions: { code: 'NOT_FOUND' } }],
    });
  });
});
