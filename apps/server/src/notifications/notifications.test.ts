import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, signIn, type TestApp } from '../../test/support';
import { queueNotification } from './notificationQueue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LIST = 'query ($limit: Int) { notifications(limit: $limit) { id kind title body link createdAt readAt } unreadNotificationCount }';
const MARK = 'mutation ($ids: [ID!]) { markNotificationsRead(ids: $ids) }';

async function notify(userId: string, title: string) {
  return (await queueNotification(t.services.database.db, {
    userId,
    kind: 'dip_alert',
    title,
    body: `${title} body`,
    link: '/trade?i=NIFTYBEES%20Current%20245.30&price=245.30&quantity=20&reportedPrice=245.30',
    dedupeKey: `gql:${userId}:${title}`,
    channels: [],
  }))!;
}

describe('notifications over GraphQL', () => {
  it('lists the newest first with the unread count, and marks read', async () => {
    const me = await signIn(t.app);
    const first = await notify(me.user.id, 'First');
    await new Promise((r) => setTimeout(r, 5));
    const second = await notify(me.user.id, 'Second');
    expect(await queueNotification(t.services.database.db, { ...first, dedupeKey: `gql:${me.user.id}:First` })).toBeNull();

    const list = await graphql(t.app, LIST, {}, me.token);
    expect(list.status).toBe(200);
    expect(list.body.data?.notifications.map((n: { title: string }) => n.title)).toEqual(['Second', 'First']);
    expect(list.body.data?.notifications[0]).toMatchObject({ id: second.id, kind: 'dip_alert', readAt: null, link: expect.stringMatching(/^\/trade\?/) });
    expect(list.body.data?.unreadNotificationCount).toBe(2);
    expect((await graphql(t.app, LIST, { limit: 1 }, me.token)).body.data?.notifications).toHaveLength(1);

    const marked = await graphql(t.app, MARK, { ids: [second.id] }, me.token);
    expect(marked.body.data?.markNotificationsRead).toEqual([second.id]);
    const after = await graphql(t.app, LIST, {}, me.token);
    expect(after.body.data?.unreadNotificationCount).toBe(1);
    expect(after.body.data?.notifications[0].readAt).toEqual(expect.any(String));
    // Without ids: all unread.
    expect((await graphql(t.app, MARK, {}, me.token)).body.data?.markNotificationsRead).toEqual([first.id]);
    expect((await graphql(t.app, LIST, {}, me.token)).body.data?.unreadNotificationCount).toBe(0);
  });

  it('refuses a bad limit or id and every operation without a token', async () => {
    const me = await signIn(t.app);
    expect((await graphql(t.app, LIST, { limit: 0 }, me.token)).status).toBe(400);
    expect((await graphql(t.app, LIST, { limit: 101 }, me.token)).status).toBe(400);
    expect((await graphql(t.app, MARK, { ids: ['not-a-uuid'] }, me.token)).status).toBe(400);
    for (const query of [LIST, MARK]) {
      const response = await graphql(t.app, query, {});
      expect(response.status).toBe(401);
      expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it("never lets user A read or mark user B's notifications", async () => {
    const a = await signIn(t.app);
    const b = await signIn(t.app);
    const bNote = await notify(b.user.id, 'For B only');
    const aList = await graphql(t.app, LIST, {}, a.token);
    expect(aList.body.data?.notifications).toEqual([]);
    expect(aList.body.data?.unreadNotificationCount).toBe(0);
    // Naming B's id marks nothing.
    expect((await graphql(t.app, MARK, { ids: [bNote.id] }, a.token)).body.data?.markNotificationsRead).toEqual([]);
    expect((await graphql(t.app, MARK, {}, a.token)).body.data?.markNotificationsRead).toEqual([]);
    const bList = await graphql(t.app, LIST, {}, b.token);
    expect(bList.body.data?.notifications).toEqual([expect.objectContaining({ id: bNote.id, readAt: null })]);
    // No argument can name another user.
    const sneaky = await graphql(t.app, `{ notifications(userId: "${b.user.id}") { id } }`, {}, a.token);
    expect(sneaky.body.errors?.[0]?.message).toMatch(/Unknown argument/);
  });
});
