import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionTokens } from './sessionTokens';

const SECRET = 'session-tokens-test-secret-0123456789abcdef';
const USER = '5b0c3c1e-8a44-4c8e-9a51-0d7f3b7c2e10';

describe('session tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('remembers a verified token, but never past its expiry', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z'), toFake: ['Date'] });
    const tokens = createSessionTokens(SECRET, 10 / 3600, 'test'); // 10 seconds
    const token = await tokens.issue({ userId: USER, email: 'a@example.com' });
    const claims = { userId: USER, email: 'a@example.com', epoch: 0, expiresAt: new Date('2026-11-24T10:00:10Z') };
    expect(await tokens.verify(token)).toMatchObject(claims);
    vi.setSystemTime(new Date('2026-11-24T10:00:05Z'));
    expect(await tokens.verify(token)).toMatchObject(claims);
    vi.setSystemTime(new Date('2026-11-24T10:00:11Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('gives every token its own session id and carries the epoch it was issued in', async () => {
    const tokens = createSessionTokens(SECRET, 1, 'test');
    const [a, b] = [await tokens.issue({ userId: USER, email: 'a@example.com', epoch: 3 }), await tokens.issue({ userId: USER, email: 'a@example.com', epoch: 3 })];
    const [first, second] = [await tokens.verify(a), await tokens.verify(b)];
    expect(first?.epoch).toBe(3);
    expect(first?.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first?.sessionId).not.toBe(second?.sessionId);
  });

  it('refuses a token signed with another secret, a tampered one, another mode\'s and a non-UUID subject', async () => {
    const tokens = createSessionTokens(SECRET, 1, 'production');
    const good = await tokens.issue({ userId: USER, email: 'a@example.com' });
    expect(await tokens.verify(good)).not.toBeNull();
    const forged = await createSessionTokens('another-secret-another-secret-another', 1, 'production').issue({ userId: USER, email: 'a@example.com' });
    expect(await tokens.verify(forged)).toBeNull();
    expect(await tokens.verify(`${good.slice(0, -2)}xx`)).toBeNull();
    const development = await createSessionTokens(SECRET, 1, 'development').issue({ userId: USER, email: 'a@example.com' });
    expect(await tokens.verify(development)).toBeNull();
    expect(await tokens.verify(await tokens.issue({ userId: 'u1', email: 'a@example.com' }))).toBeNull();
  });
});
