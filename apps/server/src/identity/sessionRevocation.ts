import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../platform/db/client';
import { revokedSessions, type UserRow, users } from './schema';
import type { VerifiedSession } from './sessionTokens';

/** Signs one session out until its token expires; the person's expired revocations are dropped meanwhile. */
export async function revokeSession(db: AppDb, session: VerifiedSession): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(revokedSessions).where(and(eq(revokedSessions.userId, session.userId), lt(revokedSessions.expiresAt, sql`now()`)));
    await tx.insert(revokedSessions).values({ sessionId: session.sessionId, userId: session.userId, expiresAt: session.expiresAt }).onConflictDoNothing();
  });
}

/** Signs every session of the person out: tokens of an older epoch are refused, so single revocations are moot. */
export async function revokeAllSessions(db: AppDb, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ sessionEpoch: sql`${users.sessionEpoch} + 1`, sessionsRevokedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await tx.delete(revokedSessions).where(eq(revokedSessions.userId, userId));
  });
}

/**
 * Whether an identity provider's ID token predates the person's last "sign out everywhere" (the browser keeps
 * it to refresh its session). Compared by whole seconds, as ID tokens carry them: a sign-in in the same second
 * as the sign-out is let through, so a fresh sign-in right after it works.
 */
export function signedInBeforeRevocation(user: UserRow, idTokenIssuedAt: Date | null): boolean {
  if (!user.sessionsRevokedAt) return false;
  const revokedSecond = Math.floor(user.sessionsRevokedAt.getTime() / 1000);
  return idTokenIssuedAt === null || Math.floor(idTokenIssuedAt.getTime() / 1000) < revokedSecond;
}
