/**
 * Issue 40 item 5: the person's own writes racing the delete of their account. A write whose session was
 * checked just before the account went (here: the row deleted by another instance, whose change notice has
 * not arrived) meets a foreign-key violation in the database: it answers 409 account_deleted, never a 500,
 * and nothing is written. Then the real race: saves and config writes sent together with DELETE /api/account.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompanies } from '../../test/factories/chatTestSupport';
import { createTestApp, graphql, signIn, type TestApp } from '../../test/support';
import { users } from '../identity/schema';
import { rows } from '../platform/db/sql';

let t: TestApp;
let prompt: string;
beforeAll(async () => {
  t = await createTestApp({ CHAT_RATE_LIMIT_PER_MINUTE: '100000' });
  const { a, b } = await makeCompanies(t.services.database.db);
  prompt = `compare ${a}, ${b}: Market Capitalization`;
});
afterAll(() => t.close());

const savePrompt = (token: string, title: string) =>
  t.app.inject({ method: 'POST', url: '/api/chat/savePrompt', headers: { authorization: `Bearer ${token}` }, payload: { title, prompt } });
const upsertConfig = (token: string, key: string) =>
  graphql(t.app, 'mutation($k: String!) { upsertUserConfig(key: $k, value: "1") { key } }', { k: key }, token);
const leftRows = async (userId: string) =>
  (await rows<{ n: number }>(t.services.database.db, sql`select (select count(*) from user_chat where user_id = ${userId}::uuid)::int + (select count(*) from user_config where user_id = ${userId}::uuid)::int as n`))[0]!.n;

describe('writes of a person whose account is being deleted', () => {
  it('answer 409 account_deleted when the row went after the session was checked, and write nothing', async () => {
    const person = await signIn(t.app);
    expect((await savePrompt(person.token, 'Before')).statusCode).toBe(201); // the session user is remembered now
    // Deleted by another instance: this one still remembers the user for a few seconds.
    await t.services.database.db.delete(users).where(eq(users.id, person.user.id));
    const save = await savePrompt(person.token, 'After');
    expect(save.statusCode).toBe(409);
    expect(save.json()).toMatchObject({ error: 'account_deleted' });
    const config = await upsertConfig(person.token, 'after.delete');
    expect(config.status).toBe(409);
    expect(config.body.errors?.[0]?.extensions?.error).toBe('account_deleted');
    expect(await leftRows(person.user.id)).toBe(0);
  });

  it('never answer 500 when sent together with DELETE /api/account', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      const person = await signIn(t.app);
      const headers = { authorization: `Bearer ${person.token}` };
      const writes = Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0 ? savePrompt(person.token, `Race ${round}.${i}`).then((r) => r.statusCode) : upsertConfig(person.token, `race.${round}.${i}`).then((r) => r.status),
      );
      const deleted = t.app.inject({ method: 'DELETE', url: '/api/account', headers, payload: { confirm: 'DELETE' } });
      statuses.push(...(await Promise.all(writes)), (await deleted).statusCode);
      expect(await leftRows(person.user.id)).toBe(0);
    }
    expect(statuses.filter((status) => ![200, 201, 401, 409].includes(status))).toEqual([]);
  });
});
