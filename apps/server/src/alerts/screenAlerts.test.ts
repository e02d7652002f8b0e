import { MAX_ALERTS_PER_USER, SCREEN_ALERT_MESSAGES } from '@sanchay/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeBotApi, type FakeBotApi } from '../../test/fakes/fakeBotApi';
import { createTestApp, signIn, type TestApp } from '../../test/support';
import { insertCompany, uniqueTag } from '../../test/factories/marketFixtures';
import { sendDueDeliveries } from '../notifications/outboxSender';
import { notifications } from '../notifications/schema';
import { createBotApiClient } from '../telegram/botApiClient';
import { composeBrief } from './morningBrief';
import { evaluateScreenAlerts } from './screenAlerts';
import { screenAlerts } from './schema';

let t: TestApp;
let fake: FakeBotApi;
const tag = uniqueTag('SCR');
beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeBotApi();
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload !== undefined ? { payload } : {}) });
const setCap = (symbol: string, crore: number) =>
  t.services.database.db.execute(sql`update company_profile set market_cap = ${crore * 1e7} where symbol = ${symbol}`);

describe('screen alerts', () => {
  it('fire once when a company enters or leaves the screen, to the bell and to Telegram; the brief lists the moves', async () => {
    const db = t.services.database.db;
    const big = `${tag}A`;
    const small = `${tag}B`;
    await insertCompany(db, { symbol: big, companyName: 'Screen Big Limited', marketCap: 9_000_000 * 1e7 });
    await insertCompany(db, { symbol: small, companyName: 'Screen Small Limited', marketCap: 10 * 1e7 });
    const { token, user } = await signIn(t.app);
    const chatId = 700_000_000 + Math.floor(Math.random() * 100_000_000);
    await db.execute(sql`update users set telegram_id = ${chatId} where id = ${user.id}`);

    const created = await call('POST', '/api/alerts/screens', token, { query: 'market cap > 8000000' });
    expect(created.statusCode).toBe(201);
    const screen = created.json().screen;
    expect(screen).toMatchObject({ query: 'market cap > 8000000', status: 'active', members: null });
    expect(screen.description).toMatch(/market cap/i);

    // The first evaluation learns who is in the screen: nothing fires.
    expect((await evaluateScreenAlerts(db, t.services.research)).fired).toBe(0);
    const mine = () => db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(await mine()).toEqual([]);
    expect((await call('GET', '/api/alerts/screens', token)).json().screens[0]).toMatchObject({ id: screen.id, members: 1 });

    // The next day's data: the small company grows into the screen, the big one falls out of it.
    await setCap(small, 9_500_000);
    await setCap(big, 100);
    expect((await evaluateScreenAlerts(db, t.services.research)).fired).toBe(2);
    expect((await evaluateScreenAlerts(db, t.services.research)).fired).toBe(0); // the same data fires nothing again
    const bell = await mine();
    expect(bell.map((n) => n.title).sort()).toEqual([`${big} left your screen: market cap > 8000000`, `${small} entered your screen: market cap > 8000000`]);
    expect(bell.find((n) => n.title.startsWith(small))).toMatchObject({ kind: 'alert', link: `/company/${small}` });
    expect(bell.find((n) => n.title.startsWith(small))!.body).toMatch(new RegExp(`^${small} now meets "market cap > 8000000" \\(\\d\\d:\\d\\d IST on \\d+ \\w+ \\d{4}\\)\\.$`));

    const telegram = createBotApiClient({ token: fake.token, apiBase: fake.apiBase });
    expect(await sendDueDeliveries({ db, telegram, publicUrl: 'https://sanchay.example.com' }, { userIds: [user.id] })).toMatchObject({ sent: 2 });
    const sent = fake.delivered.filter((m) => String(m.chat_id) === String(chatId)).map((m) => m.text);
    expect(sent).toHaveLength(2);
    expect(sent.some((text) => text.includes(`${small} entered your screen`))).toBe(true);

    const history = (await call('GET', '/api/alerts/history', token)).json().events;
    expect(history.map((e: { kind: string; screenId: string }) => [e.kind, e.screenId]).sort()).toEqual([
      ['screen_enter', screen.id],
      ['screen_leave', screen.id],
    ]);
    const brief = await composeBrief(db, user.id, new Date(Date.now() - 24 * 3600_000));
    expect(brief).toContain(`Saved screens\n• market cap > 8000000: entered ${small}; left ${big} since yesterday (1 company now)`);
  });

  it('refuses a screen that does not parse or is not a screen, and saves nothing', async () => {
    const { token, user } = await signIn(t.app);
    for (const query of ['roe >', '']) {
      const response = await call('POST', '/api/alerts/screens', token, { query });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('invalid_input');
      expect(response.json().message).toMatch(query ? /does not read as a screen/ : /query must not be empty/);
    }
    const notScreen = await call('POST', '/api/alerts/screens', token, { query: 'history of tcs sales' });
    expect(notScreen.statusCode).toBe(400);
    expect(await t.services.database.db.select().from(screenAlerts).where(eq(screenAlerts.userId, user.id))).toEqual([]);
  });

  it("answers 404 for another person's screen alert, and counts screens toward the 200", async () => {
    const owner = await signIn(t.app);
    const other = await signIn(t.app);
    const id = (await call('POST', '/api/alerts/screens', owner.token, { query: 'market cap > 8000000' })).json().screen.id;
    for (const [method, payload] of [['PATCH', { status: 'paused' }], ['DELETE', undefined]] as const) {
      const response = await call(method, `/api/alerts/screens/${id}`, other.token, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(SCREEN_ALERT_MESSAGES.notFound);
    }
    expect((await call('GET', '/api/alerts/screens', owner.token)).json().screens[0]).toMatchObject({ id, status: 'active' });

    const db = t.services.database.db;
    await db.insert(screenAlerts).values(
      Array.from({ length: MAX_ALERTS_PER_USER - 1 }, () => ({ userId: owner.user.id, query: 'q', plan: {}, description: 'd' })),
    );
    const over = await call('POST', '/api/alerts/screens', owner.token, { query: 'market cap > 8000000' });
    expect(over.statusCode).toBe(409);
  });
});
