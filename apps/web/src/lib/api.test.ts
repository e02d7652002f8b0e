import { STORAGE_KEYS } from '@sanchay/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { sessionRefresh, startMswServer } from '../test/msw';
import { signIn } from '../test/render';
import { ApiError, createApiClient, NetworkError, openStream } from './api';
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

/** GET /api/things answering only the bearer `accepted`; records every Authorization header. */
function thingsAcceptingBearer(accepted: string) {
  const seen: (string | null)[] = [];
  const handler = http.get('/api/things', ({ request }) => {
    const authorization = request.headers.get('Authorization');
    seen.push(authorization);
    return authorization === `Bearer ${accepted}`
      ? HttpResponse.json([{ id: 1 }])
      : HttpResponse.json({ error: 'unauthorized', message: 'Not authorized' }, { status: 401 });
  });
  return { handler, seen };
}

describe('apiFetch', () => {
  it('sends the session bearer and returns the JSON body', async () => {
    signIn();
    const things = thingsAcceptingBearer('session-token-1');
    server.use(things.handler);
    await expect(createApiClient().fetch('/api/things')).resolves.toEqual([{ id: 1 }]);
    expect(things.seen).toEqual(['Bearer session-token-1']);
  });

  it('on a 401 refreshes the session with the stored ID token, stores it and retries once', async () => {
    signIn();
    const things = thingsAcceptingBearer('session-token-2');
    const refresh = sessionRefresh({ token: 'session-token-2' });
    server.use(things.handler, refresh.handler);
    const reload = vi.fn();

    await expect(createApiClient({ reload }).fetch('/api/things')).resolves.toEqual([{ id: 1 }]);

    expect(things.seen).toEqual(['Bearer session-token-1', 'Bearer session-token-2']);
    expect(refresh.calls).toEqual([{ token: 'id-token-1' }]);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('session-token-2');
    expect(reload).not.toHaveBeenCalled();
  });

  it('signs out (clears the stored session, reloads) when the refresh is refused', async () => {
    signIn();
    sessionStorage.setItem(STORAGE_KEYS.chatSessionId, 'chat-1');
    const things = thingsAcceptingBearer('never');
    server.use(things.handler, sessionRefresh({ status: 401 }).handler);
    const reload = vi.fn();

    const error = await createApiClient({ reload })
      .fetch('/api/things')
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized', message: 'Not authorized' });
    expect(things.seen).toHaveLength(1);
    expect(reload).toHaveBeenCalledTimes(1);
    for (const key of [STORAGE_KEYS.idToken, STORAGE_KEYS.user, STORAGE_KEYS.authToken]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(sessionStorage.getItem(STORAGE_KEYS.chatSessionId)).toBeNull();
  });

  it('shares one refresh between concurrent 401s of REST and GraphQL calls', async () => {
    signIn();
    const refresh = sessionRefresh({ token: 'fresh' });
    server.use(
      thingsAcceptingBearer('fresh').handler,
      refresh.handler,
      http.post('/v1/graphql', ({ request }) =>
        request.headers.get('Authorization') === 'Bearer fresh'
          ? HttpResponse.json({ data: { me: { id: 'u1' } } })
          : HttpResponse.json(
              { errors: [{ message: 'Not authorized', extensions: { code: 'UNAUTHENTICATED' } }] },
              { status: 401 },
            ),
      ),
    );
    const rest = createApiClient({ reload: vi.fn() });
    const request = createGraphQLClient({ reload: vi.fn() });

    const answers = await Promise.all([rest.fetch('/api/things'), rest.fetch('/api/things'), request(ME), request(ME)]);

    expect(answers).toEqual([[{ id: 1 }], [{ id: 1 }], { me: { id: 'u1' } }, { me: { id: 'u1' } }]);
    expect(refresh.calls).toHaveLength(1);
  });

  it('turns an error body into ApiError with its stable id and message', async () => {
    server.use(
      http.post('/api/things', () =>
        HttpResponse.json({ error: 'invalid_input', message: 'name: Required', field: 'name' }, { status: 400 }),
      ),
      http.get('/api/broken', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );
    const client = createApiClient();

    const invalid = await client.fetch('/api/things', { method: 'POST', body: '{}' }).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(ApiError);
    expect(invalid).toMatchObject({ status: 400, code: 'invalid_input', message: 'name: Required' });
    expect((invalid as ApiError).body).toEqual({ error: 'invalid_input', message: 'name: Required', field: 'name' });

    await expect(client.fetch('/api/broken')).rejects.toMatchObject({
      status: 502,
      code: 'http_error',
      message: 'HTTP error! status: 502',
    });
  });

  it('reports a request that never got an answer as NetworkError', async () => {
    server.use(http.get('/api/things', () => HttpResponse.error()));
    await expect(createApiClient().fetch('/api/things')).rejects.toBeInstanceOf(NetworkError);
  });

  it('sends no session on an anonymous call and never refreshes it', async () => {
    signIn();
    const things = thingsAcceptingBearer('anything');
    const refresh = sessionRefresh({ token: 'fresh' });
    server.use(things.handler, refresh.handler);
    const reload = vi.fn();

    await expect(createApiClient({ reload }).fetch('/api/things', { anonymous: true })).rejects.toMatchObject({
      status: 401,
    });

    expect(things.seen).toEqual([null]);
    expect(refresh.calls).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not refresh or reload for a visitor with nothing stored', async () => {
    const refresh = sessionRefresh({ token: 'fresh' });
    server.use(thingsAcceptingBearer('anything').handler, refresh.handler);
    const reload = vi.fn();
    await expect(createApiClient({ reload }).fetch('/api/things')).rejects.toMatchObject({ status: 401 });
    expect(refresh.calls).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('opens a server-sent event stream through the same refresh, and reads a refusal as ApiError', async () => {
    signIn();
    const seen: (string | null)[] = [];
    server.use(
      sessionRefresh({ token: 'fresh' }).handler,
      http.post('/api/stream', ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        if (request.headers.get('Authorization') !== 'Bearer fresh')
          return HttpResponse.json({ error: 'unauthorized', message: 'Not authorized' }, { status: 401 });
        return new HttpResponse('data: {"response":"hi"}\n\n', { headers: { 'Content-Type': 'text/event-stream' } });
      }),
      http.post('/api/refused', () =>
        HttpResponse.json({ error: 'rate_limited', message: 'Slow down' }, { status: 429 }),
      ),
    );

    const stream = await openStream('/api/stream', { method: 'POST', body: '{}' });
    expect(await new Response(stream).text()).toBe('data: {"response":"hi"}\n\n');
    expect(seen).toEqual(['Bearer session-token-1', 'Bearer fresh']);

    await expect(openStream('/api/refused', { method: 'POST', body: '{}' })).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
    });
  });
});
