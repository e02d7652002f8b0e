import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';

/** user_config of spec 001 section 3.4: a key and a value, unique per user and key. */
export const userConfigs = pgTable(
  'user_config',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('user_config_user_key_unique').on(t.userId, t.key)],
);

export type UserConfigRow = typeof userConfigs.$inferSelect;
