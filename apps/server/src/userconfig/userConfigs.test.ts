import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, signIn, type TestApp } from '../../test/support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UPSERT = 'mutation ($key: String!, $value: String!) { upsertUserConfig(key: $key, value: $value) { id key value } }';
const LIST = '{ userConfigs { id key value } }';
const DELETE = 'mutation ($key: String!) { deleteUserConfig(key: $key) }';

describe('user configs over GraphQL', () => {
  it('upserts on (user, key), lists and deletes the signed-in user\'s configs', async () => {
    const { token } = await signIn(t.app);
    const first = await graphql(t.app, UPSERT, { key: 'riskProfile', value: 'moderate' }, token);
    expect(first.status).toBe(200);
    const again = await graphql(t.app, UPSERT, { key: 'riskProfile', value: 'aggressive' }, token);
    expect(again.body.data?.upsertUserConfig.id).toBe(first.body.data?.upsertUserConfig.id);
    await graphql(t.app, UPSERT, { key: 'dipsip.monthlyCap', value: '10000' }, token);
    const list = await graphql(t.app, LIST, {}, token);
    expect(list.body.data?.userConfigs.map((c: { key: string; value: string }) => [c.key, c.value])).toEqual([
      ['dipsip.monthlyCap', '10000'],
      ['riskProfile', 'aggressive'],
    ]);
    expect((await graphql(t.app, DELETE, { key: 'riskProfile' }, token)).body.data?.deleteUserConfig).toBe(true);
    expect((await graphql(t.app, DELETE, { key: 'riskProfile' }, token)).body.data?.deleteUserConfig).toBe(false);
    expect((await graphql(t.app, LIST, {}, token)).body.data?.userConfigs).toHaveLength(1);
  });

  it('refuses bad keys and values with a clear message and stores nothing', async () => {
    const { token } = await signIn(t.app);
    for (const [key, value, expected] of [
      ['', 'x', 'key must not be empty'],
      ['has spaces', 'x', 'key may contain'],
      ['k'.repeat(65), 'x', 'at most 64'],
      ['ok', 'v'.repeat(10_001), 'at most 10000'],
    ] as const) {
      const response = await graphql(t.app, UPSERT, { key, value }, token);
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]?.message).toContain(expected);
    }
    expect((await graphql(t.app, LIST, {}, token)).body.data?.userConfigs).toEqual([]);
  });

  it('refuses every operation without a token', async () => {
    for (const [query, variables] of [
      [LIST, {}],
      [UPSERT, { key: 'a', value: 'b' }],
      [DELETE, { key: 'a' }],
      ['{ userId }', {}],
    ] as const) {
      const response = await graphql(t.app, query, variables);
      expect(response.status).toBe(401);
      expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it("never lets user A read or change user B's configs", async () => {
    const a = await signIn(t.app);
    const b = await signIn(t.app);
    await graphql(t.app, UPSERT, { key: 'theme', value: 'dark' }, b.token);

    // A sees none of B's configs, and A's write of the same key is A's own row.
    expect((await graphql(t.app, LIST, {}, a.token)).body.data?.userConfigs).toEqual([]);
    const aWrite = await graphql(t.app, UPSERT, { key: 'theme', value: 'light' }, a.token);
    expect(aWrite.status).toBe(200);
    // A deleting the key removes only A's row.
    expect((await graphql(t.app, DELETE, { key: 'theme' }, a.token)).body.data?.deleteUserConfig).toBe(true);
    expect((await graphql(t.app, DELETE, { key: 'theme' }, a.token)).body.data?.deleteUserConfig).toBe(false);
    const bList = await graphql(t.app, LIST, {}, b.token);
    expect(bList.body.data?.userConfigs).toEqual([expect.objectContaining({ key: 'theme', value: 'dark' })]);

    // There is no argument that could name another user: GraphQL rejects email or user_id outright.
    for (const query of [
      `{ userConfigs(email: "${b.user.email}") { key } }`,
      `mutation { deleteUserConfig(key: "theme", user_id: "${b.user.id}") }`,
      `mutation { upsertUserConfig(key: "theme", value: "x", email: "${b.user.email}") { id } }`,
    ]) {
      const response = await graphql(t.app, query, {}, a.token);
      expect(response.body.data ?? null).toBeNull();
      expect(response.body.errors?.[0]?.message).toMatch(/Unknown argument/);
    }
    expect((await graphql(t.app, LIST, {}, b.token)).body.data?.userConfigs).toEqual([
      expect.objectContaining({ key: 'theme', value: 'dark' }),
    ]);
  });
});
