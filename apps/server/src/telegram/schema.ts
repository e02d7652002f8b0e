import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The user each Telegram account was last linked to, kept after a disconnect (no foreign key: it outlives the
 * account too). A login payload signed before that link ended cannot link the Telegram account to anyone else.
 * Deleting the account removes its user id (null: "a deleted account"); a link that ended more than a day ago
 * is forgotten, since every payload signed before it has expired (docs/OPERATIONS.md "Account deletion").
 */
export const telegramLinkHistory = pgTable('telegram_link_history', {
  telegramId: bigint('telegram_id', { mode: 'bigint' }).primaryKey(),
  userId: uuid('user_id'),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  unlinkedAt: timestamp('unlinked_at', { withTimezone: true }),
});

/** Login widget payloads that linked an account (by their hash): each links once. Pruned after their 24 h life. */
export const telegramLoginsUsed = pgTable('telegram_login_used', {
  hash: text('hash').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});
