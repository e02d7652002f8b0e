import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type UserRow, users } from '../identity/schema';
import type { AppDb } from '../platform/db/client';

/** POST /api/telegram/auth body (spec 001 section 7.1): the widget's user object and the Google user's email. */
export const telegramAuthBody = z.object({
  userTG: z
    .record(z.string().max(64), z.union([z.string().max(2048), z.number()]), {
      error: 'userTG must be the Telegram login widget user object',
    })
    .refine((v) => Object.keys(v).length <= 20, { message: 'userTG has too many fields' })
    .refine((v) => typeof v.hash === 'string' && v.hash.length > 0, { message: 'hash is required', path: ['hash'] })
    .refine((v) => v.id !== undefined && /^\d{1,19}$/.test(String(v.id)), {
      message: 'id must be a Telegram user id',
      path: ['id'],
    })
    .refine((v) => v.auth_date !== undefined && /^\d{1,12}$/.test(String(v.auth_date)), {
      message: 'auth_date is required',
      path: ['auth_date'],
    }),
  userGoogle: z.object({ email: z.string().max(320).optional() }).optional(),
});

/** The linked Telegram account as the web sees it. */
export interface TelegramLinkView {
  id: string;
  username: string | null;
  firstName: string | null;
  photoUrl: string | null;
  linkedAt: string | null;
}

export function presentTelegramLink(user: UserRow): TelegramLinkView | null {
  if (user.telegramId === null) return null;
  return {
    id: user.telegramId.toString(),
    username: user.telegramUsername,
    firstName: user.telegramFirstName,
    photoUrl: user.telegramPhotoUrl,
    linkedAt: user.telegramLinkedAt?.toISOString() ?? null,
  };
}

const text = (value: string | number | undefined, max: number) =>
  value === undefined || String(value).trim() === '' ? null : String(value).slice(0, max);

/**
 * Links a (checked) Telegram account to the session user. Refuses, atomically, when another user holds the
 * same telegram_id: returns 'taken'. A user re-linking the same or another Telegram account just updates.
 */
export async function telegramLinker(
  db: AppDb,
  userId: string,
  tg: Record<string, string | number>,
): Promise<{ ok: true; user: UserRow } | { ok: false; reason: 'taken' }> {
  const telegramId = BigInt(String(tg.id));
  const photo = text(tg.photo_url, 2048);
  const [row] = await db
    .update(users)
    .set({
      telegramId,
      telegramUsername: text(tg.username, 64),
      telegramFirstName: text(tg.first_name, 256),
      telegramPhotoUrl: photo && /^https:\/\//.test(photo) ? photo : null,
      telegramLinkedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(users.id, userId),
        sql`not exists (select 1 from ${users} other where other.telegram_id = ${telegramId} and other.id <> ${userId})`,
      ),
    )
    .returning();
  if (!row) return { ok: false, reason: 'taken' };
  return { ok: true, user: row };
}

/** Removes the link (Disconnect Telegram). True when there was one. */
export async function telegramUnlinker(db: AppDb, userId: string): Promise<boolean> {
  const rows = await db
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

