import { eq } from 'drizzle-orm';
import type { Services } from '../platform/services';
import { type UserRow, users } from './schema';
import { bearerToken } from './sessionTokens';

/**
 * The signed-in user of a request, from the bearer session token alone, or null.
 * No client-sent email or id ever selects the user (DESIGN.md 3.2).
 */
export async function sessionUser(services: Services, authorization: string | undefined): Promise<UserRow | null> {
  const token = bearerToken(authorization);
  if (!token) return null;
  const claims = await services.sessions.verify(token);
  if (!claims) return null;
  const [user] = await services.database.db.select().from(users).where(eq(users.id, claims.userId)).limit(1);
  return user ?? null;
}
