import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../platform/db/client';
import { preparedQuery } from '../platform/db/prepared';
import { type UserRow, users } from './schema';
import { bearerToken, type SessionTokens } from './sessionTokens';

declare module '../platform/auth' {
  /** The auth guard hands routes and resolvers the full user row. */
  interface AuthUserTypes {
    user: UserRow;
  }
}

/** Every signed-in request runs this one. */
const userById = preparedQuery((db) => db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('session_user'));

/**
 * The session lookup the auth guard is given at boot: the signed-in user of an Authorization header, from the
 * verified bearer session token alone, or null. No client-sent email or id ever selects the user (DESIGN.md 3.2).
 */
export function sessionUserLookup(db: AppDb, sessions: SessionTokens) {
  return async function sessionUser(authorization: string | undefined): Promise<UserRow | null> {
    const token = bearerToken(authorization);
    if (!token) return null;
    const claims = await sessions.verify(token);
    if (!claims) return null;
    const [user] = await userById(db).execute({ id: claims.userId });
    return user ?? null;
  };
}
