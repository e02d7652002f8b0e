/**
 * Issue 40 item 6: behind a proxy, a new X-Forwarded-For per request must not escape the rate limits. The
 * proxy appends the address it saw; only the hops (or addresses) TRUST_PROXY names are trusted, so the
 * client's own prefix is ignored and every sign-in attempt counts against the real client address.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/support';

const CLIENT = '203.0.113.7';

async function limitedOf(trustProxy: string): Promise<number> {
  const t = await createTestApp({ TRUST_PROXY: trustProxy, AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  try {
    let limited = 0;
    for (let i = 0; i < 8; i++) {
      // What the proxy forwards: the client's forged header, then the address the proxy saw.
      const response = await t.app.inject({
        method: 'POST',
        url: '/dev/idp/token',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `198.51.100.${i}, ${CLIENT}` },
        payload: { email: 'proxy@example.com', name: 'Proxy' },
      });
      if (response.statusCode === 429) limited++;
    }
    return limited;
  } finally {
    await t.close();
  }
}

describe('TRUST_PROXY', () => {
  it('trusts one hop: forged X-Forwarded-For prefixes are ignored and the limit holds', async () => {
    expect(await limitedOf('1')).toBe(5);
  });

  it('trusts a list of proxy addresses the same way', async () => {
    expect(await limitedOf('127.0.0.1, ::1')).toBe(5);
  });
});
