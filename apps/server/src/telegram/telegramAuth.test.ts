import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/support';
import { users } from '../identity/schema';
import { rows } from '../platform/db/sql';
import { checkTelegramLogin, dataCheckString, telegramLoginHash } from './loginCheck';
import { TELEGRAM_ERRORS } from './routes';

const BOT_TOKEN = '7012345678:AAF-test-token-for-the-login-check';
let t: TestApp;
let bare: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_BOT_NAME: 'SanchayTestBot' });
  bare = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await bare.close();
});

let nextTelegramId = 900_000_000 + Math.floor(Math.random() * 90_000_000);
/** A widget user object signed as Telegram signs it. */
function widgetUser(overrides: Record<string, string | number> = {}, token = BOT_TOKEN): Record<string, string | number> {
  const fields: Record<string, string | number> = {
    id: nextTelegramId++,
    first_name: 'Asha',
    last_name: 'Rao',
    username: 'asha_rao',
    photo_url: 'https://t.me/i/userpic/320/asha.jpg',
    auth_date: Math.floor(Date.now() / 1000) - 60,
    ...overrides,
  };
  return { ...fields, hash: telegramLoginHash(fields, token) };
}

const auth = (app: TestApp, token: string | undefined, payload: unknown) =>
  app.app.inject({
    method: 'POST',
    url: '/api/telegram/auth',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as Record<string, unknown>,
  });

async function storedTelegramId(app: TestApp, userId: string) {
  const [row] = await app.services.database.db.select().from(users).where(eq(users.id, userId));
  return row?.telegramId ?? null;
}

/**
 * A linked to a Telegram account by `used`; `copied` is a second payload of that account, signed while A was
 * linked and never posted (e.g. copied); B is another person.
 */
async function linkedToA() {
  const a = await signIn(t.app);
  const b = await signIn(t.app);
  const now = Math.floor(Date.now() / 1000);
  const used = widgetUser({ auth_date: now - 120 });
  const copied = widgetUser({ id: used.id!, auth_date: now - 60 });
  expect((await auth(t, a.token, { userTG: used })).statusCode).toBe(200);
  return { a, b, now, used, copied };
}

describe('the Telegram login check (anchors 3(a))', () => {
  it('builds the sorted data-check string without the hash and checks HMAC-SHA256 keyed by SHA-256(token)', () => {
    const fields = { username: 'u', id: 42, auth_date: 1_700_000_000, first_name: 'A' };
    expect(dataCheckString({ ...fields, hash: 'x' })).toBe('auth_date=1700000000\nfirst_name=A\nid=42\nusername=u');
    const hash = telegramLoginHash(fields, BOT_TOKEN);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(checkTelegramLogin({ ...fields, hash }, BOT_TOKEN, 1_700_000_100)).toEqual({ ok: true });
    expect(checkTelegramLogin({ ...fields, hash }, 'other:token', 1_700_000_100)).toEqual({ ok: false, reason: 'bad_hash' });
    expect(checkTelegramLogin({ ...fields, hash }, BOT_TOKEN, 1_700_000_000 + 86_401)).toEqual({ ok: false, reason: 'stale' });
    expect(checkTelegramLogin({ ...fields, hash: hash.slice(0, 10) }, BOT_TOKEN, 1_700_000_100)).toEqual({
      ok: false,
      reason: 'bad_hash',
    });
  });
});

describe('POST /api/telegram/auth', () => {
  it('links the checked Telegram account to the session user; GET shows it; Disconnect removes it', async () => {
    const me = await signIn(t.app);
    const tg = widgetUser();
    const response = await auth(t, me.token, { userTG: tg, userGoogle: { email: me.user.email } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      telegram: expect.objectContaining({ id: String(tg.id), username: 'asha_rao', firstName: 'Asha', photoUrl: tg.photo_url }),
    });
    expect(await storedTelegramId(t, me.user.id)).toBe(BigInt(tg.id!));

    const link = await t.app.inject({ method: 'GET', url: '/api/telegram/link', headers: { authorization: `Bearer ${me.token}` } });
    expect(link.json()).toEqual({ botName: 'SanchayTestBot', telegram: expect.objectContaining({ id: String(tg.id) }) });

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/telegram/link', headers: { authorization: `Bearer ${me.token}` } });
    expect(removed.json()).toEqual({ ok: true, removed: true });
    expect(await storedTelegramId(t, me.user.id)).toBeNull();
    const after = await t.app.inject({ method: 'GET', url: '/api/telegram/link', headers: { authorization: `Bearer ${me.token}` } });
    expect(after.json().telegram).toBeNull();
  });

  it('accepts a widget object with only the required fields (optional ones missing)', async () => {
    const me = await signIn(t.app);
    const fields = { id: nextTelegramId++, first_name: 'Ravi', auth_date: Math.floor(Date.now() / 1000) };
    const response = await auth(t, me.token, { userTG: { ...fields, hash: telegramLoginHash(fields, BOT_TOKEN) } });
    expect(response.statusCode).toBe(200);
    expect(response.json().telegram).toEqual(expect.objectContaining({ firstName: 'Ravi', username: null, photoUrl: null }));
  });

  it('refuses a forged hash, a stale auth_date, a tampered field and a missing hash, storing nothing', async () => {
    const me = await signIn(t.app);
    const good = widgetUser();
    const cases: [string, unknown, number, string][] = [
      ['forged hash', { ...good, hash: 'a'.repeat(64) }, 401, 'telegram_auth_invalid'],
      ['signed with another bot', widgetUser({}, '999:other-bot'), 401, 'telegram_auth_invalid'],
      ['stale auth_date', widgetUser({ auth_date: Math.floor(Date.now() / 1000) - 86_400 - 120 }), 401, 'telegram_auth_expired'],
      ['tampered id', { ...good, id: Number(good.id) + 1 }, 401, 'telegram_auth_invalid'],
      ['tampered username', { ...good, username: 'someone_else' }, 401, 'telegram_auth_invalid'],
      ['added field', { ...good, is_admin: 'true' }, 401, 'telegram_auth_invalid'],
      ['missing hash', Object.fromEntries(Object.entries(good).filter(([k]) => k !== 'hash')), 400, 'invalid_input'],
      ['missing auth_date', Object.fromEntries(Object.entries(good).filter(([k]) => k !== 'auth_date')), 400, 'invalid_input'],
    ];
    for (const [label, userTG, status, error] of cases) {
      const response = await auth(t, me.token, { userTG, userGoogle: { email: me.user.email } });
      expect(response.statusCode, label).toBe(status);
      expect(response.json().error, label).toBe(error);
    }
    const stale = await auth(t, me.token, {
      userTG: widgetUser({ auth_date: Math.floor(Date.now() / 1000) - 90_000 }),
    });
    expect(stale.json().message).toBe(TELEGRAM_ERRORS.stale);
    expect(await storedTelegramId(t, me.user.id)).toBeNull();
    expect((await auth(t, me.token, { userTG: 'nope' })).statusCode).toBe(400);
  });

  it('takes the user from the session only: no token is 401, another email is 403', async () => {
    const me = await signIn(t.app);
    const other = await signIn(t.app);
    const signedOut = await auth(t, undefined, { userTG: widgetUser(), userGoogle: { email: me.user.email } });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe(TELEGRAM_ERRORS.signIn);
    const mismatch = await auth(t, me.token, { userTG: widgetUser(), userGoogle: { email: other.user.email } });
    expect(mismatch.statusCode).toBe(403);
    expect(await storedTelegramId(t, me.user.id)).toBeNull();
    expect(await storedTelegramId(t, other.user.id)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/telegram/link' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/telegram/link' })).statusCode).toBe(401);
  });

  it('refuses a Telegram account already linked to another user with 409 and a clear message', async () => {
    const first = await signIn(t.app);
    const second = await signIn(t.app);
    const tg = widgetUser();
    expect((await auth(t, first.token, { userTG: tg })).statusCode).toBe(200);
    const again = await auth(t, second.token, { userTG: widgetUser({ id: tg.id!, auth_date: Number(tg.auth_date) + 1 }) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'telegram_already_linked', message: TELEGRAM_ERRORS.taken });
    expect(await storedTelegramId(t, second.user.id)).toBeNull();
    // The owner may re-link the same account with a fresh login (a payload links once: see below).
    expect((await auth(t, first.token, { userTG: widgetUser({ id: tg.id!, auth_date: Number(tg.auth_date) + 2 }) })).statusCode).toBe(200);
  });

  it('links a payload once: posting it again, even by its own user, is refused with a clear message', async () => {
    const me = await signIn(t.app);
    const tg = widgetUser();
    expect((await auth(t, me.token, { userTG: tg })).statusCode).toBe(200);
    const again = await auth(t, me.token, { userTG: tg });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'telegram_login_used', message: TELEGRAM_ERRORS.used });
  });

  it("refuses A's signed payload from B after A disconnects (replay), and a copy signed before the disconnect", async () => {
    const { a, b, now, used, copied } = await linkedToA();
    const disconnect = await t.app.inject({ method: 'DELETE', url: '/api/telegram/link', headers: { authorization: `Bearer ${a.token}` } });
    expect(disconnect.json().removed).toBe(true);

    const replay = await auth(t, b.token, { userTG: used });
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({ error: 'telegram_login_used', message: TELEGRAM_ERRORS.used });
    const stolen = await auth(t, b.token, { userTG: copied });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json()).toEqual({ error: 'telegram_login_replayed', message: TELEGRAM_ERRORS.replayed });
    expect(await storedTelegramId(t, b.user.id)).toBeNull();

    // The Telegram account's owner logging in afresh (signed after the disconnect) may link it to B.
    const fresh = await auth(t, b.token, { userTG: widgetUser({ id: used.id!, auth_date: now + 2 }) });
    expect(fresh.statusCode).toBe(200);
    expect(await storedTelegramId(t, b.user.id)).toBe(BigInt(used.id!));
    // Now B holds it: A's old copy is refused for A too (someone else holds the account).
    expect((await auth(t, a.token, { userTG: copied })).json().error).toBe('telegram_already_linked');
  });

  it("keeps no user id once A deletes the account, yet still refuses a copy signed before the delete", async () => {
    const { a, b, now, used, copied } = await linkedToA();
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: { authorization: `Bearer ${a.token}` }, payload: { confirm: 'DELETE' } });
    expect(deleted.json()).toEqual({ deleted: true });
    const history = await rows<{ user_id: string | null; ended: boolean }>(
      t.services.database.db,
      sql`select user_id::text, unlinked_at is not null as ended from telegram_link_history where telegram_id = ${BigInt(used.id!)}`,
    );
    expect(history).toEqual([{ user_id: null, ended: true }]);
    expect((await rows(t.services.database.db, sql`select 1 from telegram_link_history where user_id = ${a.user.id}::uuid`)).length).toBe(0);

    expect((await auth(t, b.token, { userTG: copied })).json().error).toBe('telegram_login_replayed');
    expect((await auth(t, b.token, { userTG: widgetUser({ id: used.id!, auth_date: now + 2 }) })).statusCode).toBe(200);
  });

  it('forgets a link that ended more than a day ago (every payload signed before it has expired)', async () => {
    const db = t.services.database.db;
    const old = BigInt(nextTelegramId++);
    await db.execute(sql`insert into telegram_link_history (telegram_id, user_id, linked_at, unlinked_at) values (${old}, null, now() - interval '40 hours', now() - interval '26 hours')`);
    const me = await signIn(t.app);
    expect((await auth(t, me.token, { userTG: widgetUser() })).statusCode).toBe(200);
    expect(await rows(db, sql`select 1 from telegram_link_history where telegram_id = ${old}`)).toEqual([]);
  });

  it('says so when no bot is configured, and /api/config names the bot only when one is', async () => {
    const me = await signIn(bare.app);
    const response = await auth(bare, me.token, { userTG: widgetUser() });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toBe('telegram_not_configured');
    expect((await bare.app.inject({ method: 'GET', url: '/api/config' })).json().telegramBotName).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().telegramBotName).toBe('SanchayTestBot');
  });
});
