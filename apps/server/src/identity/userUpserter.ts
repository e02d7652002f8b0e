import { sql } from 'drizzle-orm';
import type { AppDb } from '../platform/db/client';
import type { VerifiedIdentity } from './idTokenVerifier';
import { type UserRow, users } from './schema';

/** Creates the user on first sign-in or refreshes google_id, name, picture and updated_at (keyed by email). */
export async function userUpserter(db: AppDb, identity: VerifiedIdentity): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ email: identity.email, googleId: identity.googleId, name: identity.name, picture: identity.picture })
    .onConflictDoUpdate({
      target: users.email,
      set: {
        googleId: identity.googleId,
        name: sql`coalesce(excluded.name, ${users.name})`,
        picture: sql`coalesce(excluded.picture, ${users.picture})`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('user upsert returned no row');
  return row;
}
