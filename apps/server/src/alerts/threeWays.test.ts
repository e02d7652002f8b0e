import { randomUUID } from 'node:crypto';
import type { AlertInput } from '@sanchay/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ask } from '../../test/factories/chatTestSupport';
import { addSession, rangeListing, trendListing, useAppAndBot } from '../../test/factories/alertFactories';
import { halfMove, risingAndFallingWalk, walk } from '../../test/factories/liveWalk';
import { signIn } from '../../test/support';
import { users } from '../identity/schema';
import { sendDueDeliveries } from '../notifications/outboxSender';
import { notifications } from '../notifications/schema';
import { createBotApiClient } from '../telegram/botApiClient';
import { evaluateAlertsOnCloses } from './closeEvaluation';
import { alerts } from './schema';

const env = useAppAndBot();

const LAST_STORED = '2026-11-27';
const NEW_DAY = '2026-11-30';
const EVENING = new Date(`${NEW_DAY}T12:00:00Z`); // 17:30 IST
const NEXT_MINUTE = new Date(`${NEW_DAY}T12:01:00Z`);
const PUBLIC_URL = 'https://sanchay.example.com';

/** A signed-in person whose Telegram is linked (the fake Bot API gets their messages). */
async function signInWithTelegram() {
  const { token, user } = await signIn(env.t.app);
  const telegramId = BigInt(600_000_000 + Math.floor(Math.random() * 200_000_000));
  await env.t.services.database.db.update(users).set({ telegramId }).where(eq(users.id, user.id));
  return { token, user, telegramId };
}

describe('alerts created three ways, fired by an ingest of a new day', () => {
  it('each fires exactly once to the bell and to Telegram, and not again on the next evaluation', async () => {
    const { t, fake } = env;
    const db = t.services.database.db;
    const { token, user, telegramId } = await signInWithTelegram();
    const falls = await trendListing(db, LAST_STORED, 'up');
    const rises = await trendListing(db, LAST_STORED, 'down');
    const post = (input: AlertInput) =>
      t.app.inject({ method: 'POST', url: '/api/alerts', headers: { authorization: `Bearer ${token}` }, payload: input });

    // The company page's "More alerts" form and /alerts' form both send POST /api/alerts.
    const fromCompanyPage: AlertInput[] = [
      { symbol: falls.symbol, kind: 'change_down', level: 5, period: 1 },
      { symbol: falls.symbol, kind: 'low_52w' },
      { symbol: falls.symbol, kind: 'sma_cross_below', period: 200 },
      { symbol: rises.symbol, kind: 'high_52w' },
      { symbol: rises.symbol, kind: 'change_up', level: 5 },
    ];
    const fromAlertsPage: AlertInput[] = [
      { symbol: falls.symbol, kind: 'change_down', level: 10, period: 5 },
      { symbol: falls.symbol, kind: 'rsi_below', level: 30, period: 14 },
      { symbol: falls.symbol, kind: 'supertrend_down' },
      { symbol: rises.symbol, kind: 'price_above', level: 1100 },
      { symbol: rises.symbol, kind: 'sma_cross_above' },
    ];
    for (const input of [...fromCompanyPage, ...fromAlertsPage]) expect((await post(input)).statusCode).toBe(201);
    const fromChat = [`alert me when ${falls.symbol} falls below 900`, `notify me if ${rises.symbol} rsi goes above 70`, `alert me when ${rises.symbol} supertrend turns up`];
    for (const question of fromChat) {
      const chat = randomUUID();
      expect((await ask(t.app, token, chat, question)).text).toContain('I read this as');
      expect((await ask(t.app, token, chat, 'yes')).text).toMatch(/^Saved: /);
    }
    const saved = await db.select().from(alerts).where(eq(alerts.userId, user.id));
    expect(saved).toHaveLength(fromCompanyPage.length + fromAlertsPage.length + fromChat.length);

    const bell = () => db.select().from(notifications).where(eq(notifications.userId, user.id));
    await evaluateAlertsOnCloses(db, new Date(`${LAST_STORED}T12:00:00Z`));
    expect(await bell()).toEqual([]);

    // The new day breaks both trends: every alert holds.
    await addSession(db, falls, NEW_DAY, 870);
    await addSession(db, rises, NEW_DAY, 1130);
    await evaluateAlertsOnCloses(db, EVENING);
    const rung = await bell();
    expect(rung.map((n) => n.payload.alertId).sort()).toEqual(saved.map((a) => a.id).sort());

    const telegram = createBotApiClient({ token: fake.token, apiBase: fake.apiBase });
    const deliver = () => sendDueDeliveries({ db, telegram, publicUrl: PUBLIC_URL }, { userIds: [user.id], backoffBaseMs: 1 });
    expect(await deliver()).toMatchObject({ sent: saved.length, failed: 0 });
    const toPerson = () => fake.delivered.filter((m) => String(m.chat_id) === String(telegramId));
    expect(toPerson()).toHaveLength(saved.length);

    // The next minute's evaluation and delivery: nothing again.
    await evaluateAlertsOnCloses(db, NEXT_MINUTE);
    expect(await bell()).toHaveLength(saved.length);
    expect(await deliver()).toMatchObject({ claimed: 0 });
    expect(toPerson()).toHaveLength(saved.length);
  });
});

describe('alerts created three ways, fired by a price walk in the simulated feed', () => {
  it('each live kind fires exactly once to the bell and to Telegram over the walk, not again in its later minutes', async () => {
    const { t, fake } = env;
    const db = t.services.database.db;
    const { token, user, telegramId } = await signInWithTelegram();
    const up = await rangeListing(db, '2026-11-19', 'high');
    const down = await rangeListing(db, '2026-11-19', 'low');
    const { seed, upMax, downMin } = await risingAndFallingWalk(db, up, down);
    const mid = (a: number, b: number) => (Math.round(((a + b) / 2) * 100) / 100).toFixed(2);
    const post = (input: AlertInput) =>
      t.app.inject({ method: 'POST', url: '/api/alerts', headers: { authorization: `Bearer ${token}` }, payload: input });
    // The company page's form and /alerts' form (both POST /api/alerts), then chat.
    for (const input of [
      { symbol: up.symbol, kind: 'high_52w' },
      { symbol: down.symbol, kind: 'low_52w' },
      { symbol: up.symbol, kind: 'change_up', level: halfMove(up.lastClose, upMax) },
    ] satisfies AlertInput[]) {
      expect((await post(input)).statusCode).toBe(201);
    }
    for (const question of [
      `alert me when ${up.symbol} rises above ${mid(up.lastClose, upMax)}`,
      `alert me when ${down.symbol} falls below ${mid(down.lastClose, downMin)}`,
      `alert me when ${down.symbol} falls ${halfMove(down.lastClose, downMin)}% in a day`,
    ]) {
      const chat = randomUUID();
      expect((await ask(t.app, token, chat, question)).text).toContain('I read this as');
      expect((await ask(t.app, token, chat, 'yes')).text).toMatch(/^Saved: /);
    }
    const saved = await db.select().from(alerts).where(eq(alerts.userId, user.id));
    expect(saved.map((a) => a.kind).sort()).toEqual(['change_down', 'change_up', 'high_52w', 'low_52w', 'price_above', 'price_below']);

    // Alerts that never fire keep both listings watched after the others are done (the walk goes on).
    const watcher = await signIn(t.app);
    for (const l of [up, down]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/alerts', headers: { authorization: `Bearer ${watcher.token}` }, payload: { symbol: l.symbol, kind: 'price_above', level: 1_000_000 } });
      expect(response.statusCode).toBe(201);
    }
    await walk(db, seed, [up, down], true);
    const rung = await db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(rung.map((n) => n.payload.alertId).sort()).toEqual(saved.map((a) => a.id).sort());
    const telegram = createBotApiClient({ token: fake.token, apiBase: fake.apiBase });
    expect(await sendDueDeliveries({ db, telegram, publicUrl: PUBLIC_URL }, { userIds: [user.id], backoffBaseMs: 1 })).toMatchObject({ sent: saved.length, failed: 0 });
    expect(fake.delivered.filter((m) => String(m.chat_id) === String(telegramId))).toHaveLength(saved.length);
  });
});
