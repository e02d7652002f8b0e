import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../platform/db/client';
import { preparedQuery } from '../platform/db/prepared';
import type { PubSub } from '../platform/pubsub';
import { revokedSessions, type UserRow, users } from './schema';
import { bearerToken, type SessionTokens } from './sessionTokens';

declare module '../platform/auth' {
  /** The auth guard hands routes and resolvers the full user row. */
  interface AuthUserTypes {
    user: UserRow;
  }
}

/** Run when a signed-in request's user is not remembered: the row and its signed-out, unexpired sessions. */
const userById = preparedQuery((db) =>
  db
    .select({
      user: users,
      revoked: sql<string[] | null>`(select array_agg(${revokedSessions.sessionId}::text) from ${revokedSessions} where ${revokedSessions.userId} = ${users.id} and ${revokedSessions.expiresAt} > now())`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_user'),
);

/**
 * How long a user row is remembered, and for how many users at most (oldest forgotten first). Every change to a
 * row forgets it at once on every instance (USER_CHANGED_TOPIC); the time limit only bounds a lost bus message.
 */
const REMEMBER_MS = 10_000;
const REMEMBER_SIZE = 10_000;
export const USER_CHANGED_TOPIC = 'identity:user-changed';

export interface SessionUsers {
  /**
   * The signed-in user of an Authorization header, from the verified bearer session token alone, or null. No
   * client-sent email or id ever selects the user (DESIGN.md 3.2).
   */
  lookup(authorization: string | undefined): Promise<UserRow | null>;
  /** A user's row changed or went: forgotten here at once and on every other instance through the bus. */
  changed(userId: string): void;
  /** Stops listening to the bus (the app's close). */
  close(): void;
}

/**
 * The session lookup the auth guard is given at boot. A page load sends several requests at once, and every
 * one of them needs the user: the row is remembered for a few seconds, so most requests skip a database round
 * trip (one of the two statements of the page-load GraphQL query).
 */
export function sessionUsers(db: AppDb, sessions: SessionTokens, bus: PubSub): SessionUsers {
  const remembered = new Map<string, { user: UserRow; revoked: ReadonlySet<string>; until: number }>();
  // Bumped by every change notice: a lookup that overlapped one may hold the old row, so it does not keep it.
  let changes = 0;
  const forget = (userId: unknown) => {
    changes++;
    if (typeof userId === 'string') remembered.delete(userId);
  };
  const stopListening = bus.subscribe(USER_CHANGED_TOPIC, forget);
  return {
    async lookup(authorization) {
      const changesBefore = changes;
      const token = bearerToken(authorization);
      if (!token) return null;
      const claims = await sessions.verify(token);
      if (!claims) return null;
      const now = Date.now();
      let kept = remembered.get(claims.userId);
      if (!kept || kept.until <= now) {
        const [found] = await userById(db).execute({ id: claims.userId });
        if (!found) return null;
        kept = { user: found.user, revoked: new Set(found.revoked ?? []), until: now + REMEMBER_MS };
        if (changes === changesBefore) {
          remembered.delete(claims.userId);
          if (remembered.size >= REMEMBER_SIZE) remembered.delete(remembered.keys().next().value as string);
          remembered.set(claims.userId, kept);
        }
      }
      // Signed out: this session alone, or every session issued before "sign out everywhere".
      if (kept.revoked.has(claims.sessionId) || claims.epoch !== kept.user.sessionEpoch) return null;
      return kept.user;
    },
    changed(userId) {
      forget(userId); // before the response: this instance's next request already reads the new row
      bus.publish(USER_CHANGED_TOPIC, userId);
    },
    close: stopListening,
  };
}
