import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** A local msw server for this test file; any request without a handler fails the test. */
export function startMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** POST /api/auth/google answering `token` as the new session (counting the calls), or refusing. */
export function sessionRefresh(answer: { token: string } | { status: number }) {
  const calls: unknown[] = [];
  const handler = http.post('/api/auth/google', async ({ request }) => {
    calls.push(await request.json());
    if ('status' in answer)
      return HttpResponse.json({ error: 'unauthorized', message: 'Sign-in expired' }, { status: answer.status });
    return HttpResponse.json({
      user: { id: 'u1', email: 'asha@example.com', name: 'Asha', picture: null, uid: 'google-uid-1', isAdmin: false },
      token: answer.token,
    });
  });
  return { handler, calls };
}
