import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from '@0no-co/graphql.web';
import type { TadaDocumentNode } from 'gql.tada';
import { SUBSCRIPTION_RETRIES, subscribeGraphQL, subscriptionRetryDelay } from './graphqlSubscription';

const DOC = parse('subscription { n }') as unknown as TadaDocumentNode<{ n: number }, Record<string, never>>;
const sse = (...events: string[]) =>
  new Response(events.join(''), { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
const next = (data: unknown) => `event: next\ndata: ${JSON.stringify(data)}\n\n`;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Runs a subscription against scripted fetch answers until it stops; returns what happened. */
async function run(answers: (() => Response | Promise<Response>)[]) {
  const delays: number[] = [];
  const data: unknown[] = [];
  const errors: string[] = [];
  let gaveUp = false;
  const fetchMock = vi.fn(async () => {
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  await new Promise<void>((resolve) => {
    subscribeGraphQL(DOC, {}, {
      onData: (d) => data.push(d),
      onError: (e) => errors.push(e.message),
      onGiveUp: () => {
        gaveUp = true;
        resolve();
      },
      sleep: async (ms) => {
        delays.push(ms);
      },
    });
    setTimeout(resolve, 500);
  });
  return { delays, data, errors, gaveUp, fetchMock };
}

describe('GraphQL subscriptions over SSE (spec 000 section 8 retry)', () => {
  it('waits 500 ms, 1 s, 2 s, 4 s and 8 s between tries, then gives up after 5 retries', async () => {
    expect([1, 2, 3, 4, 5].map(subscriptionRetryDelay)).toEqual([500, 1000, 2000, 4000, 8000]);
    const { delays, gaveUp, errors, fetchMock } = await run([]);
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000]);
    expect(fetchMock).toHaveBeenCalledTimes(1 + SUBSCRIPTION_RETRIES);
    expect(gaveUp).toBe(true);
    // The one authenticated fetch reports a failed connection as its network error.
    expect(errors).toEqual(['Network error']);
  });

  it('delivers events, sends the bearer token, and counts retries afresh after a working connection', async () => {
    localStorage.setItem('AUTH_TOKEN', 'session-token');
    const { delays, data, gaveUp, fetchMock } = await run([
      () => new Response('nope', { status: 502 }),
      () => sse(': ping\n\n', next({ data: { n: 1 } }), next({ data: { n: 2 } })), // then the stream ends: a drop
      () => sse(next({ data: { n: 3 } })),
    ]);
    expect(data).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    // 502 -> retry 1 (500 ms); events reset the count: the drop -> 500 ms again; then 5 failed tries.
    expect(delays).toEqual([500, 500, 500, 1000, 2000, 4000, 8000]);
    expect(gaveUp).toBe(true);
    const headers = new Headers((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers);
    expect(headers.get('Authorization')).toBe('Bearer session-token');
    expect(headers.get('Accept')).toBe('text/event-stream');
  });

  it('reports GraphQL errors without retrying, and stops when the server completes', async () => {
    const refused = await run([() => sse(next({ errors: [{ message: 'Not authorized', extensions: { code: 'UNAUTHENTICATED' } }] }))]);
    expect(refused).toMatchObject({ errors: ['Not authorized'], delays: [], gaveUp: false });
    const completed = await run([() => sse(next({ data: { n: 1 } }), 'event: complete\ndata:\n\n')]);
    expect(completed).toMatchObject({ data: [{ n: 1 }], delays: [], gaveUp: false });
    expect(completed.fetchMock).toHaveBeenCalledTimes(1);
  });
});
