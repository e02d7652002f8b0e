import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openSecondPool, openTestDatabase } from '../../test/support';
import { userInstruments } from '../dipsip/schema';
import { recordTelegramNotified } from '../dipsip/userInstruments';
import { users } from '../identity/schema';
import type { Database } from '../platform/db/client';
import { createBotApiClient } from '../telegram/botApiClient';
import { botError, botOk, type FakeBotApi, startFakeBotApi } from '../../test/fakes/fakeBotApi';
import { queueNotification } from './notificationQueue';
import { type OutboxDeps, type OutboxOptions, sendDueDeliveries, startOutboxSender, telegramMessage } from './outboxSender';
import { notificationDeliveries } from './schema';

let database: Database;
let fake: FakeBotApi;
beforeAll(async () => {
  database = await openTestDatabase();
  fake = await startFakeBotApi();
});
afterAll(async () => {
  await fake.close();
  await database.close();
});
afterEach(() => {
  fake.requests.length = 0;
  fake.delivered.length = 0;
  let id = 5000;
  fake.respond = () => botOk(id++);
});

let seq = 0;
let telegramIds = 700_000_000 + Math.floor(Math.random() * 100_000_000);
async function makeUser(linked = true) {
  const n = `${process.pid}.${Date.now().toString(36)}.${++seq}`;
  const [user] = await database.db
    .insert(users)
    .values({ email: `outbox.${n}@example.com`, googleId: `g-${n}`, telegramId: linked ? BigInt(telegramIds++) : null })
    .returning();
  return user!;
}

async function queue(userId: string, count: number, extra: { symbol?: string } = {}) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const row = await queueNotification(database.db, {
      userId,
      kind: 'dip_alert',
      title: `NIFTYBEES is down 2.${i}0%`,
      body: `Message ${i} for <${userId.slice(0, 8)}> & co`,
      link: `/trade?i=NIFTYBEES%20Current%20245.30&price=245.30&quantity=${i + 1}&reportedPrice=245.30`,
      payload: extra.symbol ? { symbol: extra.symbol } : {},
      dedupeKey: `test:${userId}:${i}:${Math.random()}`,
    });
    ids.push(row!.id);
  }
  return ids;
}

const deps = (overrides: Partial<OutboxDeps> = {}): OutboxDeps => ({
  db: database.db,
  telegram: createBotApiClient({ token: fake.token, apiBase: fake.apiBase, timeoutMs: 2000 }),
  publicUrl: 'https://sanchay.example.com',
  onSent: [recordTelegramNotified],
  ...overrides,
});
const fast = (userIds: string[], extra: Partial<OutboxOptions> = {}): Partial<OutboxOptions> => ({
  userIds,
  backoffBaseMs: 30,
  backoffMaxMs: 60,
  ...extra,
});

async function deliveries(userIds: string[]) {
  return database.db
    .select()
    .from(notificationDeliveries)
    .where(
      inArray(
        notificationDeliveries.notificationId,
        sql`(select id from notifications where user_id in (${sql.join(userIds.map((u) => sql`${u}::uuid`), sql`, `)}))`,
      ),
    );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs passes until nothing is due for these users (or the time is up). */
async function drain(userIds: string[], options: Partial<OutboxOptions> = {}, d = deps(), limitMs = 8000) {
  const end = Date.now() + limitMs;
  while (Date.now() < end) {
    await sendDueDeliveries(d, fast(userIds, options));
    const open = (await deliveries(userIds)).filter((r) => r.status === 'pending' || r.status === 'sending');
    if (open.length === 0) return;
    await sleep(25);
  }
}

describe('the outbox sender against a local fake Bot API', () => {
  it('sends HTML with an Open basket button, records sent, external id and last_telegram_notification', async () => {
    const user = await makeUser();
    await database.db.insert(userInstruments).values({
      userId: user.id, instrumentSymbol: 'NIFTYBEES', instrumentToken: 1, value: 5000, baseAmount: 5000, trigger: 2,
    });
    await queue(user.id, 2, { symbol: 'NIFTYBEES' });
    const result = await sendDueDeliveries(deps(), fast([user.id]));
    expect(result).toEqual({ claimed: 2, sent: 2, retried: 0, failed: 0, skipped: 0 });
    expect(fake.requests).toHaveLength(2);
    const first = fake.requests[0]!;
    expect(first.chat_id).toBe(String(user.telegramId));
    expect(first.parse_mode).toBe('HTML');
    expect(first.text).toMatch(/^<b>NIFTYBEES is down 2\.[01]0%<\/b>\nMessage \d for &lt;[0-9a-f]{8}&gt; &amp; co$/);
    expect(first.reply_markup?.inline_keyboard[0]?.[0]).toEqual({
      text: 'Open basket',
      url: expect.stringMatching(/^https:\/\/sanchay\.example\.com\/trade\?i=NIFTYBEES%20Current%20245\.30&price=245\.30&quantity=\d&reportedPrice=245\.30$/),
    });
    const rows = await deliveries([user.id]);
    expect(rows.every((r) => r.status === 'sent' && r.externalId && r.sentAt && r.attempts === 1)).toBe(true);
    const [sub] = await database.db.select().from(userInstruments).where(eq(userInstruments.userId, user.id));
    expect(sub?.lastTelegramNotification).toBeInstanceOf(Date);
    // Nothing is due any more.
    expect((await sendDueDeliveries(deps(), fast([user.id]))).claimed).toBe(0);
  });

  it('puts a local PUBLIC_URL in a text link (Telegram refuses such buttons)', async () => {
    const user = await makeUser();
    await queue(user.id, 1);
    await sendDueDeliveries(deps({ publicUrl: 'http://localhost:3000' }), fast([user.id]));
    expect(fake.requests[0]?.reply_markup).toBeUndefined();
    expect(fake.requests[0]?.text).toContain('<a href="http://localhost:3000/trade?i=NIFTYBEES%20Current');
  });

  it('waits retry_after on 429 and then sends', async () => {
    const user = await makeUser();
    await queue(user.id, 1);
    fake.respond = (_m, index) =>
      index === 0 ? botError(429, 'Too Many Requests: retry after 1', { retry_after: 1 }) : botOk(77);
    const first = await sendDueDeliveries(deps(), fast([user.id]));
    expect(first).toMatchObject({ claimed: 1, retried: 1, sent: 0 });
    const [row] = await deliveries([user.id]);
    expect(row?.status).toBe('pending');
    expect(row?.lastError).toContain('429');
    expect(row!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(500);
    // Not due before retry_after has passed.
    expect((await sendDueDeliveries(deps(), fast([user.id]))).claimed).toBe(0);
    await sleep(1100);
    expect(await sendDueDeliveries(deps(), fast([user.id]))).toMatchObject({ claimed: 1, sent: 1 });
    expect(fake.requests).toHaveLength(2);
    expect((await deliveries([user.id]))[0]).toMatchObject({ status: 'sent', externalId: '77' });
  });

  it('backs off on 5xx and sends on a later attempt; gives up after maxAttempts', async () => {
    const user = await makeUser();
    await queue(user.id, 1);
    fake.respond = (_m, index) => (index < 2 ? botError(502, 'Bad Gateway') : botOk(88));
    await drain([user.id]);
    expect(fake.requests).toHaveLength(3);
    expect((await deliveries([user.id]))[0]).toMatchObject({ status: 'sent', attempts: 3, externalId: '88' });

    const unlucky = await makeUser();
    await queue(unlucky.id, 1);
    fake.requests.length = 0;
    fake.respond = () => botError(500, 'Internal Server Error');
    await drain([unlucky.id], { maxAttempts: 3 });
    expect(fake.requests).toHaveLength(3);
    expect((await deliveries([unlucky.id]))[0]).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it("fails at once on 403 'bot was blocked', skips users without Telegram and servers without a bot", async () => {
    const blocked = await makeUser();
    const unlinked = await makeUser(false);
    await queue(blocked.id, 1);
    await queue(unlinked.id, 1);
    fake.respond = () => botError(403, 'Forbidden: bot was blocked by the user');
    const result = await sendDueDeliveries(deps(), fast([blocked.id, unlinked.id]));
    expect(result).toMatchObject({ claimed: 2, failed: 1, skipped: 1 });
    expect(fake.requests).toHaveLength(1);
    expect((await deliveries([blocked.id]))[0]).toMatchObject({ status: 'failed', lastError: expect.stringContaining('blocked') });
    expect((await deliveries([unlinked.id]))[0]).toMatchObject({ status: 'skipped' });

    const noBot = await makeUser();
    await queue(noBot.id, 1);
    expect(await sendDueDeliveries(deps({ telegram: null }), fast([noBot.id]))).toMatchObject({ skipped: 1 });
    expect(fake.requests).toHaveLength(1);
  });

  it('loses nothing while Telegram is down (refused connections, 503) and sends everything once when it is back', async () => {
    const people = [await makeUser(), await makeUser()];
    for (const p of people) await queue(p.id, 3);
    let up = false;
    fake.respond = (_m, index) => (up ? botOk(9000 + index) : index % 2 === 0 ? 'destroy' : botError(503, 'Service Unavailable'));
    const ids = people.map((p) => p.id);
    for (let i = 0; i < 4; i++) {
      await sendDueDeliveries(deps(), fast(ids));
      await sleep(80);
    }
    const whileDown = await deliveries(ids);
    expect(whileDown.every((r) => r.status === 'pending')).toBe(true);
    expect(fake.delivered).toHaveLength(0);
    up = true;
    await drain(ids);
    const rows = await deliveries(ids);
    expect(rows.map((r) => r.status)).toEqual(Array(6).fill('sent'));
    expect(fake.delivered).toHaveLength(6);
    expect(new Set(fake.delivered.map((m) => `${m.chat_id}|${m.text}`)).size).toBe(6);
  });

  it('two senders running at once send each message exactly once', async () => {
    const people = await Promise.all(Array.from({ length: 4 }, () => makeUser()));
    for (const p of people) await queue(p.id, 10);
    const ids = people.map((p) => p.id);
    // A slow Bot API widens the window in which both senders look for work.
    fake.respond = async () => {
      await sleep(15);
      return botOk(0);
    };
    // On PostgreSQL the second sender has its own connection pool (like a second app instance).
    const second = await openSecondPool(database);
    try {
      const options = fast(ids, { batchSize: 5, concurrency: 2 });
      const run = async (d: OutboxDeps) => {
        for (let i = 0; i < 40; i++) {
          const r = await sendDueDeliveries(d, options);
          if (r.claimed === 0) return;
        }
      };
      await Promise.all([run(deps()), run(deps({ db: second.db })), run(deps()), run(deps({ db: second.db }))]);
    } finally {
      if (second !== database) await second.close();
    }
    expect(fake.requests).toHaveLength(40);
    expect(new Set(fake.requests.map((m) => `${m.chat_id}|${m.text}`)).size).toBe(40);
    const rows = await deliveries(ids);
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(40);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
  });

  it('retries a claim left behind by a sender that died mid-send once the claim expires', async () => {
    const user = await makeUser();
    const [id] = await queue(user.id, 1);
    await database.db.execute(sql`update notification_deliveries set status = 'sending', attempts = 1,
      locked_until = now() - interval '1 second' where notification_id = ${id}`);
    expect(await sendDueDeliveries(deps(), fast([user.id]))).toMatchObject({ claimed: 1, sent: 1 });
    expect((await deliveries([user.id]))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('startOutboxSender polls, delivers, and stops', async () => {
    const user = await makeUser();
    await queue(user.id, 2);
    const stop = startOutboxSender(deps(), { intervalMs: 30, options: fast([user.id]) });
    const end = Date.now() + 5000;
    while (fake.delivered.length < 2 && Date.now() < end) await sleep(20);
    await stop();
    expect(fake.delivered).toHaveLength(2);
  });
});

describe('telegramMessage', () => {
  const row = { title: 'Daily screen', body: 'IT leaders <today>', link: '/share/abc' };
  it('labels a scheduled prompt result "Open result" and a DipSIP alert "Open basket"', () => {
    expect(telegramMessage({ ...row, kind: 'scheduled_prompt' }, 'https://sanchay.example').button).toEqual({
      text: 'Open result',
      url: 'https://sanchay.example/share/abc',
    });
    expect(telegramMessage({ ...row, kind: 'dip_alert' }, 'https://sanchay.example').button?.text).toBe('Open basket');
    expect(telegramMessage({ ...row, kind: 'scheduled_prompt' }, 'http://localhost:3000').html).toBe(
      '<b>Daily screen</b>\nIT leaders &lt;today&gt;\n<a href="http://localhost:3000/share/abc">Open result</a>',
    );
  });
});
