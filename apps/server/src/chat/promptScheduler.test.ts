import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, signIn, type SignedIn, type TestApp } from '../../test/support';
import { users } from '../identity/schema';
import { notificationDeliveries, notifications } from '../notifications/schema';
import { rows } from '../platform/db/sql';
import { sendDueDeliveries } from '../notifications/outboxSender';
import { createBotApiClient } from '../telegram/botApiClient';
import { type FakeBotApi, startFakeBotApi } from '../../test/fakes/fakeBotApi';
import { ask, makeCompanies } from '../../test/factories/chatTestSupport';
import { runDuePrompts } from './promptScheduler';
import { chatPromptSchedules } from './schema';

let t: TestApp;
let bot: FakeBotApi;
let user: SignedIn;
let symbols: { a: string; b: string };

beforeAll(async () => {
  bot = await startFakeBotApi();
  t = await createTestApp({ TELEGRAM_BOT_TOKEN: bot.token, TELEGRAM_API_BASE: bot.apiBase, PUBLIC_URL: 'https://sanchay.example.com' });
  symbols = await makeCompanies(t.services.database.db);
  user = await signIn(t.app);
});
afterAll(async () => {
  await t.close();
  await bot.close();
});

/** The schedule's dependencies as the app wires them (app/boot.ts). */
const scheduleDeps = () => ({ db: t.services.database.db, research: t.services.research, publicUrl: t.services.env.PUBLIC_URL });

const SCHEDULE = `mutation($id: ID!, $f: String!, $w: Int, $d: Int, $t: String) { schedulePrompt(chatId: $id, frequency: $f, dayOfWeek: $w, dayOfMonth: $d, time: $t) { frequency dayOfWeek dayOfMonth time nextRunAt } }`;

async function savedPrompt(title: string) {
  const chat = randomUUID();
  const answer = await ask(t.app, user.token, chat, `compare ${symbols.a}, ${symbols.b}: Market Capitalization`);
  const id = answer.done!.chat_id!;
  await graphql(t.app, `mutation($id: ID!, $t: String!) { saveChatReport(chatId: $id, title: $t) { id } }`, { id, t: title }, user.token);
  return { id, chat };
}

describe('saved prompt schedules', () => {
  it('stores a schedule with its next run in IST and validates it', async () => {
    const { id } = await savedPrompt('Monthly check');
    const saved = await graphql(t.app, SCHEDULE, { id, f: 'monthly', d: 31, t: '18:30' }, user.token);
    expect(saved.body.data!.schedulePrompt).toMatchObject({ frequency: 'monthly', dayOfMonth: 31, time: '18:30' });
    expect(new Date(saved.body.data!.schedulePrompt.nextRunAt).getTime()).toBeGreaterThan(Date.now());
    for (const bad of [{ f: 'hourly' }, { f: 'monthly', d: 32 }, { f: 'daily', t: '9am' }, { f: 'weekly', w: 7 }]) {
      const result = await graphql(t.app, SCHEDULE, { id, ...bad }, user.token);
      expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const listed = await graphql(t.app, `{ savedPrompts { id schedule { frequency dayOfMonth time } } }`, {}, user.token);
    expect(listed.body.data!.savedPrompts.find((p: { id: string }) => p.id === id).schedule).toEqual({ frequency: 'monthly', dayOfMonth: 31, time: '18:30' });
    // Removing the report removes its schedule.
    await graphql(t.app, `mutation($id: ID!) { unsaveChatReport(chatId: $id) { id } }`, { id }, user.token);
    const rows = await t.services.database.db.select().from(chatPromptSchedules).where(eq(chatPromptSchedules.chatId, id));
    expect(rows).toHaveLength(0);
  });

  it('runs a due prompt once on fresh data: in-app notification, Telegram with the share link, shared results chat', async () => {
    const db = t.services.database.db;
    await db.update(users).set({ telegramId: 777000111n }).where(eq(users.id, user.user.id));
    const { id } = await savedPrompt('Alpha and Beta daily');
    await graphql(t.app, SCHEDULE, { id, f: 'daily', t: '09:00' }, user.token);
    // Make it due now.
    const dueAt = new Date(Date.now() - 60_000);
    await db.update(chatPromptSchedules).set({ nextRunAt: dueAt }).where(eq(chatPromptSchedules.chatId, id));

    const first = await runDuePrompts(scheduleDeps(), new Date(), { userIds: [user.user.id] });
    expect(first).toEqual({ due: 1, delivered: 1, failed: 0 });
    const again = await runDuePrompts(scheduleDeps(), new Date(), { userIds: [user.user.id] });
    expect(again.due).toBe(0);
    const [schedule] = await db.select().from(chatPromptSchedules).where(eq(chatPromptSchedules.chatId, id));
    expect(schedule!.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    expect(schedule!.lastRunAt).not.toBeNull();

    const [note] = await db.select().from(notifications).where(eq(notifications.userId, user.user.id));
    // The results chat id is random and kept with the schedule (not derivable from the saved prompt's id).
    const resultsUuid = schedule!.resultsChatUuid;
    expect(resultsUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(note!.payload).toMatchObject({ resultsChatUuid: resultsUuid });
    expect(note).toMatchObject({ kind: 'scheduled_prompt', title: 'Saved prompt: Alpha and Beta daily', link: `/share/${resultsUuid}` });
    expect(note!.body).toContain(symbols.a);
    // Each row's figures carry their column's name, never bare cells joined by bars.
    expect(note!.body).not.toContain(' | ');
    expect(note!.body).toMatch(/^• .+ — [^:\n]+: /m);
    expect(note!.body).toContain(`https://sanchay.example.com/share/${resultsUuid}`);

    // The shared results conversation opens signed out.
    const view = await t.app.inject({ method: 'GET', url: `/api/chat/view?chat_uuid=${resultsUuid}` });
    expect(view.statusCode).toBe(200);
    expect(view.json()[0].text_content_assistant_formatted_response).toContain('Scheduled run of "Alpha and Beta daily"');

    // Telegram through the outbox.
    const sent = await sendDueDeliveries(
      { db, telegram: createBotApiClient({ token: bot.token, apiBase: bot.apiBase }), publicUrl: 'https://sanchay.example.com' },
      { userIds: [user.user.id], backoffBaseMs: 1, backoffMaxMs: 1 },
    );
    expect(sent.sent).toBe(1);
    expect(bot.delivered.at(-1)!.text).toContain(`/share/${resultsUuid}`);
    expect(String(bot.delivered.at(-1)!.chat_id)).toBe('777000111');
    const [delivery] = await db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, note!.id));
    expect(delivery!.status).toBe('sent');
  });

  it('stores a run whole or not at all: when queueing its notification fails, no results conversation or share is left', async () => {
    const db = t.services.database.db;
    const other = await signIn(t.app);
    const chat = randomUUID();
    const answer = await ask(t.app, other.token, chat, `compare ${symbols.a}, ${symbols.b}: Market Capitalization`);
    const id = answer.done!.chat_id!;
    await graphql(t.app, `mutation($id: ID!, $t: String!) { saveChatReport(chatId: $id, title: $t) { id } }`, { id, t: 'Fails once' }, other.token);
    await graphql(t.app, SCHEDULE, { id, f: 'daily', t: '09:00' }, other.token);
    const makeDue = () => db.update(chatPromptSchedules).set({ nextRunAt: new Date(Date.now() - 60_000) }).where(eq(chatPromptSchedules.chatId, id));
    const counts = async () => {
      const [row] = await rows<{ chats: number; shares: number }>(
        db,
        sql`select (select count(*)::int from user_chat where user_id = ${other.user.id}) as chats, (select count(*)::int from chat_share where user_id = ${other.user.id}) as shares`,
      );
      return row;
    };
    const before = await counts();
    // The last step of a run (the notification) fails, for this user only.
    await db.execute(sql.raw(`create or replace function refuse_notification() returns trigger language plpgsql as $$
      begin if new.user_id = '${other.user.id}' then raise exception 'notifications are refused'; end if; return new; end $$`));
    await db.execute(sql`create trigger refuse_notification before insert on notifications for each row execute function refuse_notification()`);
    try {
      await makeDue();
      expect(await runDuePrompts(scheduleDeps(), new Date(), { userIds: [other.user.id] })).toEqual({ due: 1, delivered: 0, failed: 1 });
      expect(await counts()).toEqual(before);
    } finally {
      await db.execute(sql`drop trigger refuse_notification on notifications`);
    }
    await makeDue();
    expect(await runDuePrompts(scheduleDeps(), new Date(), { userIds: [other.user.id] })).toEqual({ due: 1, delivered: 1, failed: 0 });
    expect(await counts()).toEqual({ chats: before!.chats + 1, shares: before!.shares + 1 });
  });
});
