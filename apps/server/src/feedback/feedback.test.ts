import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, signIn, type TestApp } from '../../test/support';
import { users } from '../identity/schema';
import { userFeedback } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const INSERT = 'mutation ($comment: String!, $type: Int!) { insertFeedback(comment: $comment, type: $type) { id comment type createdAt } }';

describe('insertFeedback', () => {
  it('stores the feedback linked to the session user and touches updated_at', async () => {
    const { token, user } = await signIn(t.app);
    const [before] = await t.services.database.db.select().from(users).where(eq(users.id, user.id));
    const response = await graphql(t.app, INSERT, { comment: '  The screener needs a PEG filter  ', type: 1 }, token);
    expect(response.status).toBe(200);
    expect(response.body.data?.insertFeedback).toMatchObject({ comment: 'The screener needs a PEG filter', type: 1 });
    const rows = await t.services.database.db.select().from(userFeedback).where(eq(userFeedback.userId, user.id));
    expect(rows).toEqual([expect.objectContaining({ comment: 'The screener needs a PEG filter', type: 1 })]);
    const [after] = await t.services.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());
  });

  it('refuses an empty comment, an unknown type and an oversized comment, storing nothing', async () => {
    const { token, user } = await signIn(t.app);
    for (const [variables, expected] of [
      [{ comment: '   ', type: 0 }, 'comment must not be empty'],
      [{ comment: 'ok', type: 3 }, 'type must be 0 (Feedback), 1 (Enhancement) or 2 (Bug)'],
      [{ comment: 'x'.repeat(5001), type: 0 }, 'at most 5000'],
    ] as const) {
      const response = await graphql(t.app, INSERT, variables, token);
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]?.message).toContain(expected);
    }
    const rows = await t.services.database.db.select().from(userFeedback).where(eq(userFeedback.userId, user.id));
    expect(rows).toEqual([]);
  });

  it("lists only the user's own feedback", async () => {
    const a = await signIn(t.app);
    const b = await signIn(t.app);
    await graphql(t.app, INSERT, { comment: 'from a', type: 2 }, a.token);
    await graphql(t.app, INSERT, { comment: 'from b', type: 0 }, b.token);
    const list = await graphql(t.app, '{ myFeedback { comment type } }', {}, a.token);
    expect(list.body.data?.myFeedback).toEqual([{ comment: 'from a', type: 2 }]);
    expect((await graphql(t.app, '{ myFeedback { comment } }')).status).toBe(401);
  });

  it('needs a signed-in user', async () => {
    const response = await graphql(t.app, INSERT, { comment: 'hello', type: 0 });
    expect(response.status).toBe(401);
  });
});
