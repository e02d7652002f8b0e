import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support';
import { users } from '../identity/schema';
import { companyProfile } from '../market/schema/companies';
import { etfs } from '../market/schema/etfs';
import { stockPriceDaily } from '../market/schema/prices';
import { notificationDeliveries, notifications } from '../notifications/schema';
import type { Database } from '../platform/db/client';
import { userConfigs } from '../userconfig/schema';
import { benchDipEvaluation } from '../../test/factories/dipBench';
import { isLastTradingDayOfMonth } from '@sanchay/core';
import { type DayClose, evaluateDips } from './dipEngine';
import { userInstruments } from './schema';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const run = `${process.pid.toString(36)}${Date.now().toString(36)}`.toUpperCase().slice(-7);
let symbolSeq = 0;
const symbol = () => `T${run}${++symbolSeq}BEES`;
const DAY = '2026-03-10';
const NOW = new Date(`${DAY}T10:20:00Z`); // 15:50 IST

let userSeq = 0;
async function makeUser() {
  const n = `${run}.${++userSeq}`;
  const [user] = await database.db.insert(users).values({ email: `dip.${n}@example.com`, googleId: `g-${n}` }).returning();
  return user!;
}
async function subscribe(userId: string, sym: string, amount: number, trigger: number, last: Date | null = null) {
  await database.db.insert(userInstruments).values({
    userId, instrumentSymbol: sym, instrumentToken: 1, value: amount, baseAmount: amount, trigger, lastTelegramNotification: last,
  });
}
async function notesOf(userIds: string[]) {
  return database.db.select().from(notifications).where(inArray(notifications.userId, userIds));
}
const closes = (entries: [string, number, number, string?][]) =>
  new Map<string, DayClose>(entries.map(([s, prevClose, close, date]) => [s, { prevClose, close, date: date ?? DAY }]));

describe('evaluateDips', () => {
  it('queues one alert per triggered subscription with the fall, price, units and the basket link; idempotent', async () => {
    const down = symbol();
    const up = symbol();
    const [hit, notDeepEnough, rising, tooSmall] = [await makeUser(), await makeUser(), await makeUser(), await makeUser()];
    await subscribe(hit.id, down, 150_000, 2);
    await subscribe(notDeepEnough.id, down, 5000, 3);
    await subscribe(rising.id, up, 5000, 0.5);
    await subscribe(tooSmall.id, down, 100, 2);
    // Telegram deliveries are queued for users who linked Telegram; the others get the in-app notification only.
    await database.db.update(users).set({ telegramId: BigInt(600_000_000 + userSeq) }).where(eq(users.id, hit.id));
    const prices = closes([[down, 250, 243.5], [up, 100, 101]]);

    const result = await evaluateDips(database.db, { closes: prices, now: NOW });
    expect(result).toMatchObject({ evaluated: 4, queued: 1, dipAlerts: 1, tooSmall: 1, overCap: 0, monthEndBuys: 0 });
    const [note, ...rest] = await notesOf([hit.id, notDeepEnough.id, rising.id, tooSmall.id]);
    expect(rest).toEqual([]);
    expect(note).toMatchObject({
      userId: hit.id,
      kind: 'dip_alert',
      title: `${down} is down 2.60%`,
      body: `${down} (${down}) fell 2.60% from the previous close of ₹250.00 to ₹243.50. Your ₹1,50,000 buys 616 units at ₹243.50.`,
      link: `/trade?i=${down}%20Current%20243.50&price=243.50&quantity=616&reportedPrice=243.50`,
      dedupeKey: `dip:${hit.id}:${down}:${DAY}`,
    });
    expect(note?.payload).toMatchObject({ symbol: down, quantity: 616, price: 243.5, amount: 150_000, invest: 149_996, fallPct: 2.6, date: DAY });
    const outbox = await database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, note!.id));
    expect(outbox).toEqual([expect.objectContaining({ channel: 'telegram', status: 'pending', attempts: 0 })]);

    // Again the same day: nothing new.
    expect(await evaluateDips(database.db, { closes: prices, now: NOW })).toMatchObject({ evaluated: 4, queued: 0 });
    expect(await notesOf([hit.id])).toHaveLength(1);
  });

  it('skips an instrument already notified today (last_telegram_notification), not one notified yesterday', async () => {
    const down = symbol();
    const today = await makeUser();
    const yesterday = await makeUser();
    await subscribe(today.id, down, 5000, 1, new Date(`${DAY}T04:00:00Z`)); // 09:30 IST today
    await subscribe(yesterday.id, down, 5000, 1, new Date('2026-03-09T18:00:00Z')); // 23:30 IST yesterday
    const result = await evaluateDips(database.db, { closes: closes([[down, 100, 98]]), now: NOW });
    expect(result).toMatchObject({ evaluated: 2, queued: 1 });
    expect((await notesOf([today.id, yesterday.id])).map((n) => n.userId)).toEqual([yesterday.id]);
  });

  it('reads the last two stored closes of each DipSIP ETF when no closes are given; ignores stale ones', async () => {
    const sym = symbol();
    const [company] = await database.db
      .insert(companyProfile)
      .values({ symbol: sym, exchange: 'NSE', country: 'IN', companyName: `${sym} ETF`, source: 'test' })
      .returning();
    await database.db.insert(etfs).values({
      symbol: sym, underlying: 'Nifty 50', name: `${sym} ETF`, companyId: company!.id, assetClass: 'equity-index', isDipSipEtf: true, source: 'test',
    });
    await database.db.insert(stockPriceDaily).values([
      { companyId: company!.id, date: '2026-03-06', close: 300 },
      { companyId: company!.id, date: '2026-03-09', close: 280 },
      { companyId: company!.id, date: DAY, close: 273 },
    ]);
    const user = await makeUser();
    await subscribe(user.id, sym, 3000, 2.5);
    const stale = await evaluateDips(database.db, { now: new Date('2026-04-20T10:20:00Z') });
    expect(stale.queued).toBe(0);
    await evaluateDips(database.db, { now: NOW });
    const [note] = await notesOf([user.id]);
    expect(note).toMatchObject({ title: `${sym} is down 2.50%`, link: `/trade?i=${sym}%20Current%20273.00&price=273.00&quantity=10&reportedPrice=273.00` });
    expect(note?.body).toContain(`${sym} (Nifty 50) fell 2.50% from the previous close of ₹280.00 to ₹273.00`);
  });

  it('applies the monthly cap: the largest falls first, counting what was already alerted this month', async () => {
    const [a, b, c] = [symbol(), symbol(), symbol()];
    const capped = await makeUser();
    const free = await makeUser();
    await database.db.insert(userConfigs).values({ userId: capped.id, key: 'dipsip.monthlyCap', value: '8000' });
    for (const u of [capped, free]) {
      await subscribe(u.id, a, 3000, 1); // falls 2%: invest 3,000
      await subscribe(u.id, b, 3000, 1); // falls 4%: invest 3,000
      await subscribe(u.id, c, 3000, 1); // falls 3%: invest 3,000
    }
    // 1,500 already alerted this month.
    await database.db.insert(notifications).values({
      userId: capped.id, kind: 'dip_alert', title: 'x', body: 'x', dedupeKey: `old:${capped.id}`, payload: { invest: 1500 },
      createdAt: new Date('2026-03-02T05:00:00Z'),
    });
    const result = await evaluateDips(database.db, { closes: closes([[a, 100, 98], [b, 100, 96], [c, 100, 97]]), now: NOW });
    expect(result).toMatchObject({ dipAlerts: 5, overCap: 1 });
    const cappedNotes = (await notesOf([capped.id])).filter((n) => n.kind === 'dip_alert' && n.payload.symbol);
    expect(cappedNotes.map((n) => n.payload.symbol).sort()).toEqual([b, c].sort());
    expect(await notesOf([free.id])).toHaveLength(3);
  });

  it('queues a month-end fallback buy on the last trading day for opted-in subscriptions without a dip that month', async () => {
    // 31 Mar 2026 is an NSE holiday (Shri Mahavir Jayanti): March's last trading day is Monday the 30th.
    expect(isLastTradingDayOfMonth('2026-03-31', 'throw')).toBe(false);
    expect(isLastTradingDayOfMonth('2026-03-30', 'throw')).toBe(true);
    expect(isLastTradingDayOfMonth('2026-03-27', 'throw')).toBe(false);
    expect(isLastTradingDayOfMonth('2026-02-27', 'throw')).toBe(true); // Friday; 28 February is a Saturday
    const [x, y] = [symbol(), symbol()];
    const optedIn = await makeUser();
    const optedOut = await makeUser();
    const hadDip = await makeUser();
    for (const u of [optedIn, optedOut, hadDip]) await subscribe(u.id, x, 2000, 3);
    await subscribe(optedIn.id, y, 2000, 3);
    await database.db.insert(userConfigs).values([
      { userId: optedIn.id, key: 'dipsip.monthEndFallback', value: 'true' },
      { userId: optedOut.id, key: 'dipsip.monthEndFallback', value: 'false' },
      { userId: hadDip.id, key: 'dipsip.monthEndFallback', value: 'true' },
    ]);
    await database.db.insert(notifications).values({
      userId: hadDip.id, kind: 'dip_alert', title: 'x', body: 'x', dedupeKey: `old-dip:${hadDip.id}`,
      payload: { symbol: x, invest: 2000 }, createdAt: new Date('2026-03-12T05:00:00Z'),
    });
    const monthEnd = new Date('2026-03-30T10:20:00Z');
    const prices = closes([[x, 200, 201, '2026-03-30'], [y, 50, 50.5, '2026-03-30']]);
    // Live prices during the day never trigger it...
    expect((await evaluateDips(database.db, { closes: prices, now: monthEnd })).monthEndBuys).toBe(0);
    // ...the evening evaluation does.
    const result = await evaluateDips(database.db, { closes: prices, now: monthEnd, monthEnd: true });
    expect(result.monthEndBuys).toBe(2);
    const notes = await database.db
      .select()
      .from(notifications)
      .where(and(inArray(notifications.userId, [optedIn.id, optedOut.id, hadDip.id]), eq(notifications.kind, 'month_end_buy')));
    expect(notes.map((n) => [n.userId, n.payload.symbol]).sort()).toEqual([[optedIn.id, x], [optedIn.id, y]].sort());
    const xBuy = notes.find((n) => n.payload.symbol === x);
    expect(xBuy).toMatchObject({
      title: `Month-end buy: ${x}`,
      body: `No dip of 3.00% came for ${x} this month. Month-end buy: your ₹2,000 buys 9 units at ₹201.00.`,
      link: `/trade?i=${x}%20Current%20201.00&price=201.00&quantity=9&reportedPrice=201.00`,
    });
    expect((await evaluateDips(database.db, { closes: prices, now: monthEnd, monthEnd: true })).monthEndBuys).toBe(0);
  });

  it('benchDipEvaluation builds a fresh database and times the evaluation', async () => {
    const target = process.env.SANCHAY_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
    const result = await benchDipEvaluation(4000, target, process.env.TEST_DATABASE_URL);
    // 20 ETFs, 200 subscriptions each: one falls 2.6%, one 1.2%, the rest rise.
    expect(result).toMatchObject({ subscriptions: 4000, users: 1000, evaluated: 4000 });
    expect(result.queued).toBeGreaterThan(0);
    expect(result.queued).toBeLessThan(4000 * 0.1);
    expect(result.ms).toBeGreaterThan(0);
  }, 120_000);
});
