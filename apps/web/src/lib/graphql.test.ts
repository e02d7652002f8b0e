import { STORAGE_KEYS } from '@sanchay/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/fetchMock';
import { signIn } from '../test/render';
import { createGraphQLClient, gql, GraphQLRequestError } from './graphql';

const ME = gql<{ me: { id: string } }>('query { me { id } }');
const UPSERT = gql<{ upsertUserConfig: { key: string } }, { key: string; value: string }>(
  'mutation ($key: String!, $value: String!) { upsertUserConfig(key: $key, value: $value) { key } }',
);

const unauthenticated = () =>
  json({ errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] }, 401);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('graphql client', () => {
  it('posts the query and variables with the bearer session token', async () => {
    signIn();
    const fetch = mockFetch({ 'POST /v1/graphql': () => json({ data: { upsertUserConfig: { key: 'theme' } } }) });
    const request = createGraphQLClient({ reload: vi.fn() });

    await expect(request(UPSERT, { key: 'theme', value: 'dark' })).resolves.toEqual({
      upsertUserConfig: { key: 'theme' },
    });

    const [call] = fetch.callsTo('/v1/graphql');
    expect(call?.headers.get('Authorization')).toBe('Bearer session-token-1');
    expect(call?.body).toEqual({ query: UPSERT.source, variables: { key: 'theme', value: 'dark' } });
  });

  it('sends an empty bearer when signed out', async () => {
    const fetch = mockFetch({ 'POST /v1/graphql': () => json({ data: { me: { id: '1' } } }) });
    await createGraphQLClient()(ME);
    expect(fetch.callsTo('/v1/graphql')[0]?.headers.get('Authorization')).toMatch(/^Bearer ?$/);
  });

  it('on a 401 refreshes the session once with the stored ID token and retries', async () => {
    signIn();
    let graphqlCalls = 0;
    const fetch = mockFetch({
      'POST /v1/graphql': (req) => {
        graphqlCalls += 1;
        return req.headers.get('Authorization') === 'Bearer session-token-2'
          ? json({ data: { me: { id: 'u1' } } })
          : unauthenticated();
      },
      'POST /api/auth/google': () =>
        json({
          user: { id: 'u1', email: 'asha@example.com', name: 'Asha', picture: null, uid: 'g1', isAdmin: false },
          token: 'session-token-2',
        }),
    });
    const reload = vi.fn();

    await expect(createGraphQLClient({ reload })(ME)).resolves.toEqual({ me: { id: 'u1' } });

    expect(graphqlCalls).toBe(2);
    expect(fetch.callsTo('/api/auth/google')).toHaveLength(1);
    expect(fetch.callsTo('/api/auth/google')[0]?.body).toEqual({ token: 'id-token-1' });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('session-token-2');
    expect(reload).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    signIn();
    const fetch = mockFetch({
      'POST /v1/graphql': (req) =>
        req.headers.get('Authorization') === 'Bearer fresh' ? json({ data: { me: { id: 'u1' } } }) : unauthenticated(),
      'POST /api/auth/google': () =>
        json({
          user: { id: 'u1', email: 'a@b.c', name: null, picture: null, uid: 'g1', isAdmin: false },
          token: 'fresh',
        }),
    });
    const request = createGraphQLClient({ reload: vi.fn() });
    await Promise.all([request(ME), request(ME), request(ME)]);
    expect(fetch.callsTo('/api/auth/google')).toHaveLength(1);
  });

  it('clears the stored session and reloads when the refresh fails', async () => {
    signIn();
    sessionStorage.setItem(STORAGE_KEYS.chatSessionId, 'chat-1');
    const fetch = mockFetch({
      'POST /v1/graphql': unauthenticated,
      'POST /api/auth/google': () => json({ error: 'unauthorized', message: 'expired' }, 401),
    });
    const reload = vi.fn();

    const error = await createGraphQLClient({ reload })(ME).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).code).toBe('UNAUTHENTICATED');
    expect(fetch.callsTo('/v1/graphql')).toHaveLength(1);
    expect(reload).toHaveBeenCalledTimes(1);
    for (const key of [STORAGE_KEYS.idToken, STORAGE_KEYS.user, STORAGE_KEYS.authToken]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(sessionStorage.getItem(STORAGE_KEYS.chatSessionId)).toBeNull();
  });

  it('does not refresh or reload when nothing is stored (a signed-out visitor)', async () => {
    const fetch = mockFetch({ 'POST /v1/graphql': unauthenticated });
    const reload = vi.fn();
    await expect(createGraphQLClient({ reload })(ME)).rejects.toBeInstanceOf(GraphQLRequestError);
    expect(fetch.callsTo('/api/auth/google')).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('retries only once: a second 401 drops the session', async () => {
    signIn();
    const fetch = mockFetch({
      'POST /v1/graphql': unauthenticated,
      'POST /api/auth/google': () =>
        json({
          user: { id: 'u1', email: 'a@b.c', name: null, picture: null, uid: 'g1', isAdmin: false },
          token: 'fresh',
        }),
    });
    const reload = vi.fn();
    await expect(createGraphQLClient({ reload })(ME)).rejects.toBeInstanceOf(GraphQLRequestError);
    expect(fetch.callsTo('/v1/graphql')).toHaveLength(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('turns GraphQL errors in a 200 answer into a GraphQLRequestError', async () => {
    mockFetch({ 'POST /v1/graphql': () => json({ data: null, errors: [{ message: 'key is invalid' }] }) });
    await expect(createGraphQLClient()(ME)).rejects.toThrow('key is invalid');
  });
});
