import { and, asc, eq, sql } from 'drizzle-orm';
import type { UserConfigInput } from '@sanchay/core';
import type { AppDb } from '../platform/db/client';
import { preparedQuery } from '../platform/db/prepared';
import { type UserConfigRow, userConfigs } from './schema';

/** Every query takes the session user's id: a config of another user cannot be named. */
/** Read on every page load (GraphQL `userConfigs`): prepared once. */
const userConfigsOf = preparedQuery((db) =>
  db.select().from(userConfigs).where(eq(userConfigs.userId, sql.placeholder('userId'))).orderBy(asc(userConfigs.key)).prepare('user_configs_of'),
);

export function listUserConfigs(db: AppDb, userId: string): Promise<UserConfigRow[]> {
  return userConfigsOf(db).execute({ userId });
}

export async function userConfigUpserter(db: AppDb, userId: string, input: UserConfigInput): Promise<UserConfigRow> {
  const [row] = await db
    .insert(userConfigs)
    .values({ userId, key: input.key, value: input.value })
    .onConflictDoUpdate({
      target: [userConfigs.userId, userConfigs.key],
      set: { value: input.value, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('user config upsert returned no row');
  return row;
}

/** True when a config was deleted. */
export async function userConfigDeleter(db: AppDb, userId: string, key: string): Promise<boolean> {
  const deleted = await db
    .delete(userConfigs)
    .where(and(eq(userConfigs.userId, userId), eq(userConfigs.key, key)))
    .returning({ id: userConfigs.id });
  return deleted.length > 0;
}
