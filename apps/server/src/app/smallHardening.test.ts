import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, signIn, type SignedIn, type TestApp } from '../../test/support';
import { unauthenticatedError } from '../platform/graphql/builder';
import { isRefusal, SUBSCRIPTION_CAP_MESSAGE, SUBSCRIPTIONS_PER_USER } from '../platform/graphql/routes';

/** Issue 40 item 9: the smaller findings of the third security pass. */
let t: TestApp;
let base: string;
let person: SignedIn;
const PUBLIC_URL = 'https://sanchay.example.com';
const PARTNER = 'https://partner.example.org';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL, CORS_ORIGINS: `${PARTNER}/` });
  person = await signIn(t.app);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

describe('GraphQL CORS', () => {
  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/v1/graphql',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization' },
    });

  it('does not reflect an unknown Origin, with or without credentials', async () => {
    const evil = await preflight('https://evil.example');
    expect(evil.headers['access-control-allow-origin']).not.toBe('https://evil.example');
    const post = await t.app.inject({ method: 'POST', url: '/v1/graphql', headers: { origin: 'https://evil.example' }, payload: { query: '{ indexNames }' } });
    expect(post.headers['access-control-allow-origin']).not.toBe('https://evil.example');
  });

  it("allows PUBLIC_URL's origin and CORS_ORIGINS", async () => {
    for (const origin of [PUBLIC_URL, PARTNER]) {
      const allowed = await preflight(origin);
      expect(allowed.headers['access-control-allow-origin']).toBe(origin);
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    }
  });
});

describe('GraphQL subscription streams per user', () => {
  it(`accepts ${SUBSCRIPTIONS_PER_USER} open streams, refuses one more with a 429, and accepts again once one closes`, async () => {
    const open = async (who: SignedIn) => {
      const controller = new AbortController();
      const response = await fetch(`${base}/v1/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${who.token}` },
        body: JSON.stringify({ query: 'subscription { notificationState { unreadCount } }' }),
        signal: controller.signal,
      });
      // The first event (past the ':' keep-alive comments).
      const reader = response.body!.getReader();
      let first = '';
      while (!first.includes('data:')) {
        const chunk = await reader.read();
        if (chunk.done) break;
        first += new TextDecoder().decode(chunk.value);
      }
      return { status: response.status, first, close: () => controller.abort() };
    };
    const streams = [];
    for (let i = 0; i < SUBSCRIPTIONS_PER_USER; i++) streams.push(await open(person));
    for (const stream of streams) expect(stream.first).toContain('unreadCount');
    const refused = await open(person);
    expect(refused.status).toBe(429);
    expect(refused.first).toContain(SUBSCRIPTION_CAP_MESSAGE);
    expect(refused.first).toContain('too_many_subscriptions');
    // Another person is not affected.
    const other = await open(await signIn(t.app));
    expect(other.first).toContain('unreadCount');
    other.close();
    // Closing one frees its place (the server sees the client go).
    streams[0]!.close();
    let again = await open(person);
    for (let tries = 0; again.status === 429 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await open(person);
    }
    expect(again.first).toContain('unreadCount');
    again.close();
    for (const stream of streams.slice(1)) stream.close();
  });
});

describe('GraphQL input', () => {
  it('answers a DateTime variable holding a 5,000-deep array with a 400, not a 500 "Maximum call stack"', async () => {
    // Written by hand: JSON.stringify of a 5,000-deep array overflows the test's own stack.
    const deep = `${'['.repeat(5000)}"2025-01-01T00:00:00Z"${']'.repeat(5000)}`;
    const query = 'query ($from: DateTime!, $to: DateTime!) { watchListEvents(from: $from, to: $to) { __typename } }';
    const response = await fetch(`${base}/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${person.token}` },
      body: `{"query":${JSON.stringify(query)},"variables":{"from":${deep},"to":"2025-02-01T00:00:00Z"}}`,
    });
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(text).not.toMatch(/call stack/i);
    expect(text).toMatch(/DateTime must be an ISO 8601 string/);
  });
});

describe('a malformed URL (FST_ERR_BAD_URL)', () => {
  it('answers 400 in the one error shape with the security headers', async () => {
    const normal = await t.app.inject({ method: 'GET', url: '/healthz' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/%zz' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'invalid_request', message: 'The address is not valid (a malformed % escape).' });
    for (const name of ['content-security-policy', 'x-content-type-options', 'strict-transport-security', 'x-frame-options']) {
      expect(normal.headers[name]).toBeDefined();
      expect(bad.headers[name]).toBe(normal.headers[name]);
    }
  });
});

describe('"Not authorized" refusals', () => {
  it('count as refusals (logged at debug), as they reach the log wrapped in a GraphQL error', async () => {
    const wrapped = new GraphQLError('Not authorized', { originalError: unauthenticatedError() });
    expect(isRefusal(wrapped)).toBe(true);
    expect(isRefusal(new GraphQLError('boom', { originalError: new Error('boom') }))).toBe(false);
    // And the answer itself stays the 401 the web client refreshes its token on.
    const answer = await graphql(t.app, '{ me { id } }');
    expect(answer.body.errors?.[0]).toMatchObject({ message: 'Not authorized', extensions: { code: 'UNAUTHENTICATED' } });
  });
});
