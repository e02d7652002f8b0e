import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CHAT_RATE_LIMIT_PER_MINUTE: '30' });
});
afterAll(async () => {
  await t.close();
});

/** Runs a saved prompt with an empty body: a 400 once past the limiter, 429 when the limiter refuses. */
const runPrompt = async (authorization?: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/chat/runPrompt', headers: authorization ? { authorization } : {}, payload: {} })).statusCode;

describe('chat rate limit', () => {
  it('counts a signed-in user once whatever the case and spacing of the bearer header', async () => {
    const { token } = await signIn(t.app);
    const variants = [`Bearer ${token}`, `bearer ${token}`, `BEARER ${token}`, `Bearer   ${token}`, `  bEaReR ${token}  `];
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) codes.push(await runPrompt(variants[i % variants.length]));
    expect(codes.slice(0, 30)).toEqual(Array(30).fill(400));
    expect(codes.slice(30)).toEqual(Array(10).fill(429));
  });

  it('keys calls without a valid session on the client address, so made-up tokens get no fresh allowance', async () => {
    const other = await createTestApp({ CHAT_RATE_LIMIT_PER_MINUTE: '30' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 40; i++) {
        const response = await other.app.inject({
          method: 'POST',
          url: '/api/chat/runPrompt',
          headers: { authorization: `Bearer not-a-session-${i}` },
          payload: {},
        });
        codes.push(response.statusCode);
      }
      expect(codes.slice(0, 30)).toEqual(Array(30).fill(401));
      expect(codes.slice(30)).toEqual(Array(10).fill(429));
      // A signed-in user on the same address still has their own allowance.
      const { token } = await signIn(other.app);
      expect((await other.app.inject({ method: 'POST', url: '/api/chat/runPrompt', headers: { authorization: `Bearer ${token}` }, payload: {} })).statusCode).toBe(400);
    } finally {
      await other.close();
    }
  });
});
