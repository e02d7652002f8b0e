import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_google_id_idx').on(t.googleId), index('users_lower_email_idx').on(sql`lower(${t.email})`)],
);

export type UserRow = typeof users.$inferSelect;
