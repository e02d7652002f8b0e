import { ALERT_MESSAGES, type AlertInput, type AlertView, alertInput } from '@sanchay/core';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addSession, makePerson, trendListing, useDatabaseAndBot } from '../../test/factories/alertFactories';
import { insertBars, insertCompany, uniqueTag } from '../../test/factories/marketFixtures';
import { etfs } from '../market/schema/etfs';
import { sendDueDeliveries } from '../notifications/outboxSender';
import { notifications } from '../notifications/schema';
import { createBotApiClient } from '../telegram/botApiClient';
import { createAlert } from './alertStore';
import { evaluateAlertsOnCloses } from './closeEvaluation';
import { alertEvents, alerts } from './schema';

const env = useDatabaseAndBot();

const LAST_STORED = '2026-11-27';
const NEW_DAY = '2026-11-30';
const EVENING = new Date(`${NEW_DAY}T12:00:00Z`); // 17:30 IST
const PUBLIC_URL = 'https://sanchay.example.com';

const save = (userId: string, input: AlertInput) => createAlert(env.database.db, userId, alertInput.parse(input));

describe('alerts on the daily close', () => {
  it('an ingest of a new day fires each kind exactly once, to the bell and to Telegram', async () => {
    const person = await makePerson(env.database.db);
    const falls = await trendListing(env.database.db, LAST_STORED, 'up');
    const rises = await trendListing(env.database.db, LAST_STORED, 'down');
    const onFall: AlertInput[] = [
      { symbol: falls.symbol, kind: 'price_below', level: 900 },
      { symbol: falls.symbol, kind: 'change_down', level: 5, period: 1 },
      { symbol: falls.symbol, kind: 'change_down', level: 10, period: 5 },
      { symbol: falls.symbol, kind: 'low_52w' },
      { symbol: falls.symbol, kind: 'rsi_below', level: 30, period: 14 },
      { symbol: falls.symbol, kind: 'sma_cross_below', period: 200 },
      { symbol: falls.symbol, kind: 'supertrend_down' },
    ];
    const onRise: AlertInput[] = [
      { symbol: rises.symbol, kind: 'price_above', level: 1100 },
      { symbol: rises.symbol, kind: 'change_up', level: 5 },
      { symbol: rises.symbol, kind: 'high_52w' },
      { symbol: rises.symbol, kind: 'rsi_above', level: 70 },
      { symbol: rises.symbol, kind: 'sma_cross_above' },
      { symbol: rises.symbol, kind: 'supertrend_up' },
    ];
    // An alert that must not fire: the fall is not deep enough.
    const quiet = await save(person.id, { symbol: falls.symbol, kind: 'price_below', level: 800 });
    const saved: AlertView[] = [];
    for (const input of [...onFall, ...onRise]) saved.push(await save(person.id, input));

    // The trend as stored: nothing holds yet.
    const before = await evaluateAlertsOnCloses(env.database.db, new Date(`${LAST_STORED}T12:00:00Z`));
    expect(before.fired).toBe(0);
    const mine = () => env.database.db.select().from(notifications).where(eq(notifications.userId, person.id));
    expect(await mine()).toHaveLength(0);

    // The new day breaks both trends.
    await addSession(env.database.db, falls, NEW_DAY, 870);
    await addSession(env.database.db, rises, NEW_DAY, 1130);
    await evaluateAlertsOnCloses(env.database.db, EVENING);
    const bell = await mine();
    expect(bell.map((n) => n.payload.alertId).sort()).toEqual(saved.map((a) => a.id).sort());
    expect(bell.every((n) => n.kind === 'alert')).toBe(true);

    const below = bell.find((n) => n.payload.alertId === saved[0]!.id)!;
    expect(below).toMatchObject({
      title: `${falls.symbol}: Price falls below ₹900.00`,
      body: `${falls.symbol} closed at ₹870.00 (the close of 30 Nov 2026, 15:30 IST).`,
      link: `/company/${falls.symbol}`,
    });
    const week = bell.find((n) => n.payload.alertId === saved[2]!.id)!;
    expect(week.body).toBe(`${falls.symbol} closed at ₹870.00, -15.33% over a week (from ₹1,027.50 on 23 Nov 2026) (the close of 30 Nov 2026, 15:30 IST).`);
    const high = bell.find((n) => n.payload.alertId === saved[9]!.id)!;
    expect(high.body).toContain(`reached ₹1,132.00, above its 52-week high of ₹1,102.00`);

    // Again (a second ingest pass, or another instance): nothing new.
    expect((await evaluateAlertsOnCloses(env.database.db, EVENING)).fired).toBe(0);
    expect(await mine()).toHaveLength(saved.length);

    // "Once" alerts are done; the quiet one still waits.
    const states = await env.database.db.select().from(alerts).where(eq(alerts.userId, person.id));
    expect(states.filter((a) => a.status === 'triggered')).toHaveLength(saved.length);
    expect(states.find((a) => a.id === quiet.id)).toMatchObject({ status: 'active', fireCount: 0 });
    const history = await env.database.db.select().from(alertEvents).where(eq(alertEvents.userId, person.id));
    expect(history).toHaveLength(saved.length);

    // Telegram, through the outbox: one message each, with the company page at PUBLIC_URL.
    const telegram = createBotApiClient({ token: env.fake.token, apiBase: env.fake.apiBase });
    const sent = await sendDueDeliveries({ db: env.database.db, telegram, publicUrl: PUBLIC_URL }, { userIds: [person.id], backoffBaseMs: 1 });
    expect(sent).toMatchObject({ sent: saved.length, failed: 0 });
    expect(await sendDueDeliveries({ db: env.database.db, telegram, publicUrl: PUBLIC_URL }, { userIds: [person.id] })).toMatchObject({ claimed: 0 });
    const messages = env.fake.delivered.filter((m) => String(m.chat_id) === String(person.telegramId));
    expect(messages).toHaveLength(saved.length);
    const message = messages.find((m) => m.text.includes('Price falls below ₹900.00'))!;
    expect(message.reply_markup?.inline_keyboard[0]?.[0]).toEqual({ text: 'Open company', url: `${PUBLIC_URL}/company/${falls.symbol}` });
  });

  it('an "every time" alert fires again when its condition holds again after the cool-down, not before', async () => {
    const person = await makePerson(env.database.db, { telegram: false });
    const listing = await trendListing(env.database.db, LAST_STORED, 'up');
    const alert = await save(person.id, { symbol: listing.symbol, kind: 'price_below', level: 1000, repeat: 'every', cooldownMinutes: 60 });
    const fired = async (date: string, close: number) => {
      await addSession(env.database.db, listing, date, close);
      return (await evaluateAlertsOnCloses(env.database.db, new Date(`${date}T12:00:00Z`))).fired;
    };
    expect(await fired('2026-11-30', 990)).toBe(1);
    expect(await fired('2026-12-01', 980)).toBe(0); // still below: no new crossing
    expect(await fired('2026-12-02', 1010)).toBe(0); // back above
    expect(await fired('2026-12-03', 995)).toBe(0); // below again, but within the hour's cool-down
    await fired('2026-12-04', 1020);
    await env.database.db.update(alerts).set({ lastFiredAt: sql`now() - interval '2 hours'` }).where(eq(alerts.id, alert.id));
    expect(await fired('2026-12-07', 970)).toBe(1);
    const rows = await env.database.db.select().from(notifications).where(inArray(notifications.userId, [person.id]));
    expect(rows.map((n) => n.dedupeKey).sort()).toEqual([`alert:${alert.id}:1`, `alert:${alert.id}:2`]);
    const [state] = await env.database.db.select().from(alerts).where(eq(alerts.id, alert.id));
    expect(state).toMatchObject({ status: 'active', fireCount: 2 });
  });

  it("a DipSIP trigger alert fires once when the ETF's fall (as the dip engine measures it) reaches its level", async () => {
    const db = env.database.db;
    const person = await makePerson(db, { telegram: false });
    const symbol = `${uniqueTag('DT')}BEES`;
    const etf = await insertCompany(db, { symbol });
    await db.insert(etfs).values({ symbol, underlying: 'Nifty 50', name: 'Dip ETF', companyId: etf.id, assetClass: 'equity-index', isDipSipEtf: true, source: 'test' });
    await insertBars(db, etf.id, [['2026-11-26', 250], ['2026-11-27', 251]]);
    const deep = await save(person.id, { symbol, kind: 'dip_trigger', level: 2 });
    const deeper = await save(person.id, { symbol, kind: 'dip_trigger', level: 3 });
    expect(deep.description).toBe('DipSIP trigger: falls 2% or more from the previous close');
    expect((await evaluateAlertsOnCloses(db, new Date('2026-11-27T12:00:00Z'))).fired).toBe(0);
    await insertBars(db, etf.id, [['2026-11-30', 244.72]]); // -2.50%
    expect((await evaluateAlertsOnCloses(db, EVENING)).fired).toBe(1);
    expect((await evaluateAlertsOnCloses(db, EVENING)).fired).toBe(0);
    const [bell, ...more] = await db.select().from(notifications).where(eq(notifications.userId, person.id));
    expect(more).toEqual([]);
    expect(bell).toMatchObject({
      title: `${symbol}: DipSIP trigger: falls 2% or more from the previous close`,
      body: `${symbol} fell 2.50% from the previous close of ₹251.00 to ₹244.72 (the close of 30 Nov 2026, 15:30 IST).`,
      payload: expect.objectContaining({ alertId: deep.id }),
    });
    const [state] = await db.select().from(alerts).where(eq(alerts.id, deeper.id));
    expect(state).toMatchObject({ status: 'active', fireCount: 0 });

    // Only a DipSIP ETF takes it: anything else is refused and nothing is saved.
    const stock = await insertCompany(db, { symbol: uniqueTag('DS') });
    await expect(save(person.id, { symbol: stock.symbol, kind: 'dip_trigger', level: 2 })).rejects.toThrow(ALERT_MESSAGES.notDipSipEtf(stock.symbol));
    expect(await db.select().from(alerts).where(eq(alerts.userId, person.id))).toHaveLength(2);
  });
});
