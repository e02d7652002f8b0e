import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, uniqueEmail } from '../../test/support';
import type { Database } from '../platform/db/client';
import { InProcessPubSub } from '../platform/pubsub';
import { users } from './schema';
import { createSessionTokens } from './sessionTokens';
import { sessionUsers } from './sessionUser';

let database: Database;
const sessions = createSessionTokens('session-user-test-secret-session-user-test', 1, 'test');

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A user row and the Authorization header of their session. */
async function aUser(name = 'Before') {
  const email = uniqueEmail('remembered');
  const [row] = await database.db.insert(users).values({ email, googleId: `g-${email}`, name }).returning();
  return { id: row!.id, authorization: `Bearer ${await sessions.issue({ userId: row!.id, email })}` };
}
const rename = (id: string, name: string) => database.db.update(users).set({ name }).where(eq(users.id, id));

describe('the session user', () => {
  it('is no one without a valid bearer token', async () => {
    const lookup = sessionUsers(database.db, sessions, new InProcessPubSub()).lookup;
    expect(await lookup(undefined)).toBeNull();
    expect(await lookup('Bearer not-a-token')).toBeNull();
    expect(await lookup('Basic abc')).toBeNull();
  });

  it('is remembered: a row changed without a change notice still reads as before, and the notice reads it again', async () => {
    const remembered = sessionUsers(database.db, sessions, new InProcessPubSub());
    const user = await aUser();
    expect((await remembered.lookup(user.authorization))?.name).toBe('Before');
    await rename(user.id, 'After');
    expect((await remembered.lookup(user.authorization))?.name).toBe('Before');
    remembered.changed(user.id);
    expect((await remembered.lookup(user.authorization))?.name).toBe('After');
  });

  it('is forgotten on every instance sharing the bus when one of them deletes the account', async () => {
    const bus = new InProcessPubSub();
    const [here, there] = [sessionUsers(database.db, sessions, bus), sessionUsers(database.db, sessions, bus)];
    const user = await aUser();
    expect(await there.lookup(user.authorization)).not.toBeNull();
    await database.db.delete(users).where(eq(users.id, user.id));
    here.changed(user.id);
    expect(await there.lookup(user.authorization)).toBeNull();
    expect(await here.lookup(user.authorization)).toBeNull();
    there.close();
    expect(bus.listenerCount('identity:user-changed')).toBe(1);
  });

  it('is not kept from a lookup that overlapped a change notice (its row may be the old one)', async () => {
    const remembered = sessionUsers(database.db, sessions, new InProcessPubSub());
    const user = await aUser();
    const overlapping = remembered.lookup(user.authorization);
    remembered.changed(user.id);
    expect((await overlapping)?.name).toBe('Before');
    await rename(user.id, 'After');
    expect((await remembered.lookup(user.authorization))?.name).toBe('After');
  });
});
