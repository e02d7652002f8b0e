import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { UserRow } from '../identity/schema';
import { linkTelegramAccount, unlinkTelegramAccount } from '../identity/userRecords';
import type { AppDb } from '../platform/db/client';
import { telegramLinkHistory, telegramLoginsUsed } from './schema';

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

/** Why a checked login payload did not link. */
export type TelegramLinkRefusal = 'taken' | 'used' | 'replayed';

/**
 * Links a (checked) Telegram account to the session user, in one transaction that changes nothing when it
 * refuses:
 * - 'used': this exact payload (by its hash) already linked an account; a payload links once.
 * - 'replayed': the Telegram account was last linked to another user and the payload was signed before that
 *   link ended (a payload copied from the earlier user); a fresh Telegram login is needed.
 * - 'taken': another user holds the same telegram_id now.
 * A user re-linking the same or another Telegram account with a fresh payload just updates.
 */
export async function telegramLinker(
  db: AppDb,
  userId: string,
  tg: Record<string, string | number>,
): Promise<{ ok: true; user: UserRow } | { ok: false; reason: TelegramLinkRefusal }> {
  const telegramId = BigInt(String(tg.id));
  const signedAt = new Date(Number(tg.auth_date) * 1000);
  const photo = text(tg.photo_url, 2048);
  const refused = (reason: TelegramLinkRefusal) => Object.assign(new Error(reason), { refusal: reason });
  try {
    return await db.transaction(async (tx) => {
      // Payloads live 24 h (loginCheck.ts); their hashes, and links that ended, are kept a little longer.
      await tx.delete(telegramLoginsUsed).where(sql`${telegramLoginsUsed.usedAt} < now() - interval '25 hours'`);
      await tx.delete(telegramLinkHistory).where(sql`${telegramLinkHistory.unlinkedAt} < now() - interval '25 hours'`);
      const fresh = await tx
        .insert(telegramLoginsUsed)
        .values({ hash: String(tg.hash).toLowerCase() })
        .onConflictDoNothing()
        .returning({ hash: telegramLoginsUsed.hash });
      if (fresh.length === 0) throw refused('used');
      const row = await linkTelegramAccount(tx, userId, {
        telegramId,
        username: text(tg.username, 64),
        firstName: text(tg.first_name, 256),
        photoUrl: photo && /^https:\/\//.test(photo) ? photo : null,
      });
      if (!row) throw refused('taken');
      // Checked after 'taken' (the clearer message while someone holds it); a refusal rolls the update back.
      const [last] = await tx.select().from(telegramLinkHistory).where(eq(telegramLinkHistory.telegramId, telegramId)).for('update');
      // A null user id is a deleted account: never the linking user, so an older payload stays refused.
      if (last && last.userId !== userId && signedAt <= (last.unlinkedAt ?? last.linkedAt)) throw refused('replayed');
      await tx
        .insert(telegramLinkHistory)
        .values({ telegramId, userId })
        .onConflictDoUpdate({ target: telegramLinkHistory.telegramId, set: { userId, linkedAt: sql`now()`, unlinkedAt: null } });
      return { ok: true as const, user: row };
    });
  } catch (error) {
    const refusal = (error as { refusal?: TelegramLinkRefusal }).refusal;
    if (refusal) return { ok: false, reason: refusal };
    throw error;
  }
}

/** Removes the link (Disconnect Telegram). True when there was one. */
export async function telegramUnlinker(db: AppDb, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const unlinked = await unlinkTelegramAccount(tx, userId);
    // The history keeps who it was linked to and when that ended: older payloads cannot link it elsewhere.
    await tx
      .update(telegramLinkHistory)
      .set({ unlinkedAt: sql`now()` })
      .where(and(eq(telegramLinkHistory.userId, userId), sql`${telegramLinkHistory.unlinkedAt} is null`));
    return unlinked;
  });
}


/**
 * Account deletion (in its transaction): the person's link history keeps the Telegram id and when the link
 * ended, so a payload signed before the delete still cannot link that Telegram account elsewhere, but no
 * longer who it belonged to.
 */
export async function forgetTelegramLinksOf(tx: AppDb, userId: string): Promise<void> {
  await tx
    .update(telegramLinkHistory)
    .set({ userId: null, unlinkedAt: sql`coalesce(${telegramLinkHistory.unlinkedAt}, now())` })
    .where(eq(telegramLinkHistory.userId, userId));
}
