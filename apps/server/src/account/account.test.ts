import type { AccountExport } from '@sanchay/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../../test/support';
import { userChats } from '../chat/schema';
import { userInstruments } from '../dipsip/schema';
import { watchList } from '../market/schema/index';
import { notifications } from '../notifications/schema';
import { userConfigs } from '../userconfig/schema';
import { users } from '../identity/schema';

let t: TestApp;
let asha: SignedIn;
let ravi: SignedIn;

async function giveData(who: SignedIn, tag: string) {
  const db = t.services.database.db;
  const userId = who.user.id;
  await db.insert(userChats).values({ userId, chatUuid: crypto.randomUUID(), textContentUserQuery: `${tag} question`, textContentAssistantFormattedResponse: `${tag} answer` });
  await db.insert(userInstruments).values({ userId, instrumentSymbol: `${tag}BEES`, instrumentToken: 1, value: 1000, baseAmount: 1000, trigger: 2 });
  await db.insert(watchList).values({ userId, instrumentType: 0 });
  await db.insert(userConfigs).values({ userId, key: 'dipsip.monthlyCap', value: tag === 'ASHA' ? '5000' : '9000' });
  await db.insert(notifications).values({ userId, kind: 'dip_alert', title: `${tag} alert`, body: 'fell', dedupeKey: `${tag}-${crypto.randomUUID()}` });
}

async function countRows(userId: string) {
  const db = t.services.database.db;
  const counts = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)),
    db.select().from(userChats).where(eq(userChats.userId, userId)),
    db.select().from(userInstruments).where(eq(userInstruments.userId, userId)),
    db.select().from(watchList).where(eq(watchList.userId, userId)),
    db.select().from(userConfigs).where(eq(userConfigs.userId, userId)),
    db.select().from(notifications).where(eq(notifications.userId, userId)),
  ]);
  return counts.map((rows) => rows.length);
}

const auth = (who: SignedIn) => ({ authorization: `Bearer ${who.token}` });

beforeAll(async () => {
  t = await createTestApp();
  asha = await signIn(t.app, undefined, 'Asha Rao');
  ravi = await signIn(t.app, undefined, 'Ravi Kumar');
  await giveData(asha, 'ASHA');
  await giveData(ravi, 'RAVI');
});
afterAll(() => t.close());

describe('GET /api/account/export', () => {
  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/account/export' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'unauthorized' });
  });

  it("gives the signed-in user their own rows only, whatever id the request names", async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/account/export?userId=${ravi.user.id}`, headers: auth(asha) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="sanchay-data-\d{4}-\d{2}-\d{2}\.json"/);
    const data = response.json() as AccountExport;
    expect(data.account).toMatchObject({ email: asha.user.email, name: 'Asha Rao' });
    expect(data.chats.map((c) => c.textContentUserQuery)).toEqual(['ASHA question']);
    expect(data.dipSipSubscriptions.map((s) => s.instrumentSymbol)).toEqual(['ASHABEES']);
    expect(data.watchList).toHaveLength(1);
    expect(data.configs).toEqual([{ key: 'dipsip.monthlyCap', value: '5000' }]);
    expect(data.notifications.map((n) => n.title)).toEqual(['ASHA alert']);
    const text = JSON.stringify(data);
    expect(text).not.toContain('RAVI');
    expect(text).not.toContain(ravi.user.id);
    expect(text).not.toContain(asha.user.id);
  });
});

describe('DELETE /api/account', () => {
  it('refuses without the confirmation word and changes nothing', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: auth(asha), payload: { confirm: 'yes' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_input', message: expect.stringContaining('DELETE') });
    expect(await countRows(asha.user.id)).toEqual([1, 1, 1, 1, 1, 1]);
    const anonymous = await t.app.inject({ method: 'DELETE', url: '/api/account', payload: { confirm: 'DELETE' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it("removes the user's rows everywhere and leaves everyone else's untouched", async () => {
    // Ravi names Asha's id: only the session decides whose account goes, so Ravi's own is deleted, not Asha's.
    const before = await countRows(asha.user.id);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/account?userId=${asha.user.id}`, headers: auth(ravi), payload: { confirm: 'DELETE', userId: asha.user.id } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
    expect(await countRows(ravi.user.id)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await countRows(asha.user.id)).toEqual(before);

    // The deleted account's session no longer opens anything.
    const again = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: auth(ravi) });
    expect(again.statusCode).toBe(401);
    const stillAsha = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: auth(asha) });
    expect((stillAsha.json() as AccountExport).chats).toHaveLength(1);
  });
});
