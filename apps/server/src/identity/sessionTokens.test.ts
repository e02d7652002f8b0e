import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionTokens } from './sessionTokens';

const SECRET = 'session-tokens-test-secret-0123456789abcdef';

describe('session tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('remembers a verified token, but never past its expiry', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z'), toFake: ['Date'] });
    const tokens = createSessionTokens(SECRET, 10 / 3600); // 10 seconds
    const token = await tokens.issue({ userId: 'u1', email: 'a@example.com' });
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', email: 'a@example.com' });
    vi.setSystemTime(new Date('2026-11-24T10:00:05Z'));
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', email: 'a@example.com' });
    vi.setSystemTime(new Date('2026-11-24T10:00:11Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret and a tampered one, whatever was verified before', async () => {
    const tokens = createSessionTokens(SECRET, 1);
    const good = await tokens.issue({ userId: 'u1', email: 'a@example.com' });
    expect(await tokens.verify(good)).not.toBeNull();
    const forged = await createSessionTokens('another-secret-another-secret-another', 1).issue({ userId: 'u1', email: 'a@example.com' });
    expect(await tokens.verify(forged)).toBeNull();
    expect(await tokens.verify(`${good.slice(0, -2)}xx`)).toBeNull();
  });
});
