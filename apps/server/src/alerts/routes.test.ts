import { ALERT_MESSAGES, MAX_ALERTS_PER_USER } from '@sanchay/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/support';
import { insertCompany, uniqueTag } from '../../test/factories/marketFixtures';
import { alerts } from './schema';

let t: TestApp;
let symbol: string;
beforeAll(async () => {
  t = await createTestApp();
  symbol = uniqueTag('AR');
  await insertCompany(t.services.database.db, { symbol, companyName: 'Alert Routes Limited' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload !== undefined ? { payload } : {}) });

describe('/api/alerts', () => {
  it('creates, lists, edits, pauses and deletes an alert', async () => {
    const { token } = await signIn(t.app);
    const created = await call('POST', '/api/alerts', token, { symbol: symbol.toLowerCase(), kind: 'price_below', level: 3000 });
    expect(created.statusCode).toBe(201);
    const alert = created.json().alert;
    expect(alert).toMatchObject({ symbol, companyName: 'Alert Routes Limited', kind: 'price_below', level: 3000, period: 0, repeat: 'once', status: 'active', description: 'Price falls below ₹3,000.00' });

    const edited = await call('PUT', `/api/alerts/${alert.id}`, token, { symbol, kind: 'rsi_below', level: 30, repeat: 'every', cooldownMinutes: 60 });
    expect(edited.json().alert).toMatchObject({ kind: 'rsi_below', level: 30, period: 14, repeat: 'every', cooldownMinutes: 60, description: 'RSI(14) below 30' });
    expect((await call('PATCH', `/api/alerts/${alert.id}`, token, { status: 'paused' })).json().alert.status).toBe('paused');
    const list = await call('GET', '/api/alerts', token);
    expect(list.json()).toMatchObject({ limit: MAX_ALERTS_PER_USER, alerts: [expect.objectContaining({ id: alert.id, status: 'paused' })] });
    expect((await call('GET', `/api/alerts/history?alertId=${alert.id}`, token)).json()).toEqual({ events: [] });
    expect((await call('DELETE', `/api/alerts/${alert.id}`, token)).statusCode).toBe(200);
    expect((await call('GET', '/api/alerts', token)).json().alerts).toEqual([]);
  });

  it('refuses bad input with a clear message and saves nothing', async () => {
    const { token, user } = await signIn(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ symbol, kind: 'price_below', level: -5 }, 'level: Price (₹) must be between 0.01 and 1,00,00,000 (got -5)'],
      [{ symbol, kind: 'rsi_below', level: 30, period: 0 }, 'period: RSI period (days) must be between 2 and 100 (got 0)'],
      [{ symbol, kind: 'sma_cross_above', period: 0 }, 'period: Average of (days) must be between 2 and 250 (got 0)'],
      [{ symbol, kind: 'change_down', level: 5, period: 3 }, 'period: Over must be 1 or 5 trading days (a day or a week), got 3'],
      [{ symbol, kind: 'price_above' }, 'level: Price (₹): a level is needed for "Price rises above"'],
      [{ symbol, kind: 'high_52w', level: 4 }, 'level: "New 52-week high" takes no level'],
      [{ symbol, kind: 'volume_spike', level: 4 }, 'kind: kind must be one of'],
      [{ symbol: 'NOSUCHCO', kind: 'price_above', level: 10 }, ALERT_MESSAGES.unknownSymbol('NOSUCHCO')],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', '/api/alerts', token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('invalid_input');
      expect(response.json().message).toContain(message);
    }
    expect(await t.services.database.db.select().from(alerts).where(eq(alerts.userId, user.id))).toEqual([]);
    expect((await call('GET', '/api/alerts')).statusCode).toBe(401);
  });

  it("answers 404 for another person's alert ids, and leaves the alert as it was", async () => {
    const owner = await signIn(t.app);
    const other = await signIn(t.app);
    const alert = (await call('POST', '/api/alerts', owner.token, { symbol, kind: 'price_above', level: 10 })).json().alert;
    const attempts = [
      call('PUT', `/api/alerts/${alert.id}`, other.token, { symbol, kind: 'price_above', level: 20 }),
      call('PATCH', `/api/alerts/${alert.id}`, other.token, { status: 'paused' }),
      call('DELETE', `/api/alerts/${alert.id}`, other.token),
      call('GET', `/api/alerts/history?alertId=${alert.id}`, other.token),
      call('DELETE', '/api/alerts/not-a-uuid', other.token),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: ALERT_MESSAGES.notFound });
    }
    expect((await call('GET', '/api/alerts', other.token)).json().alerts).toEqual([]);
    expect((await call('GET', '/api/alerts', owner.token)).json().alerts[0]).toMatchObject({ id: alert.id, level: 10, status: 'active' });
  });

  it(`stops at ${MAX_ALERTS_PER_USER} alerts a person with a clear message`, async () => {
    const { token, user } = await signIn(t.app);
    const db = t.services.database.db;
    const [company] = await db.select({ id: alerts.companyId }).from(alerts).limit(1);
    await db.insert(alerts).values(
      Array.from({ length: MAX_ALERTS_PER_USER - 1 }, (_, i) => ({
        userId: user.id, companyId: company!.id, symbol, kind: 'price_above', metric: 'price', level: i + 1, description: 'x', cooldownMinutes: 60,
      })),
    );
    expect((await call('POST', '/api/alerts', token, { symbol, kind: 'price_above', level: 500 })).statusCode).toBe(201);
    const refused = await call('POST', '/api/alerts', token, { symbol, kind: 'price_above', level: 501 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'alert_limit', message: ALERT_MESSAGES.limit });
    expect((await call('GET', '/api/alerts', token)).json().alerts).toHaveLength(MAX_ALERTS_PER_USER);
  });
});
