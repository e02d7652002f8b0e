import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A person who signed in with Google (or the development provider). Spec 000 section 3, 001 section 3.4. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    googleId: text('google_id').notNull(),
    name: text('name'),
    picture: text('picture'),
    telegramId: bigint('telegram_id', { mode: 'bigint' }),
    /** The Telegram login widget's profile (first_name, username, photo_url) when linked. */
    telegramUsername: text('telegram_username'),
    telegramFirstName: text('telegram_first_name'),
    telegramPhotoUrl: text('telegram_photo_url'),
    telegramLinkedAt: timestamp('telegram_linked_at', { withTimezone: true }),
    /** Moved on by "sign out everywhere": session tokens carry the epoch they were issued in (sessionTokens.ts). */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    /** When "sign out everywhere" last ran: ID tokens issued before it cannot sign in again (no refresh either). */
    sessionsRevokedAt: timestamp('sessions_revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_google_id_idx').on(t.googleId), index('users_lower_email_idx').on(sql`lower(${t.email})`)],
);

export type UserRow = typeof users.$inferSelect;

/** Session tokens signed out before their expiry (POST /api/auth/signout); a row is useless once it expires. */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_user_idx').on(t.userId, t.expiresAt)],
);
