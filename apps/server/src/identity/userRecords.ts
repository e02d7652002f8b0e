/**
 * The writes other features make to a user's own row, so that identity alone writes `users`: account deletion,
 * the feedback form's touch (spec 001 section 3.3) and the Telegram link's columns.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../platform/db/client';
import { type UserRow, users } from './schema';

type Tx = Pick<AppDb, 'update' | 'delete'>;

/** Deletes the user; every user-owned table references users(id) ON DELETE CASCADE. True when there was one. */
export async function deleteUser(tx: Tx, userId: string): Promise<boolean> {
  const removed = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return removed.length === 1;
}

/** Marks the user's row as changed now (on conflict, only updated_at changes). */
export async function touchUser(tx: Tx, userId: string): Promise<void> {
  await tx.update(users).set({ updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export interface TelegramAccount {
  telegramId: bigint;
  username: string | null;
  firstName: string | null;
  photoUrl: string | null;
}

/** Links a Telegram account to the user unless another user holds it; the updated row, or undefined when taken. */
export async function linkTelegramAccount(tx: Tx, userId: string, account: TelegramAccount): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({
      telegramId: account.telegramId,
      telegramUsername: account.username,
      telegramFirstName: account.firstName,
      telegramPhotoUrl: account.photoUrl,
      telegramLinkedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(users.id, userId),
        sql`not exists (select 1 from ${users} other where other.telegram_id = ${account.telegramId} and other.id <> ${userId})`,
      ),
    )
    .returning();
  return row;
}

/** Clears the user's Telegram columns. True when a link was there. */
export async function unlinkTelegramAccount(tx: Tx, userId: string): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({
      telegramId: null,
      telegramUsername: null,
      telegramFirstName: null,
      telegramPhotoUrl: null,
      telegramLinkedAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, userId), sql`${users.telegramId} is not null`))
    .returning({ id: users.id });
  return rows.length > 0;
}
