import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';

/** user_feedback: comment and type (0 Feedback, 1 Enhancement, 2 Bug), linked to its user. */
export const userFeedback = pgTable(
  'user_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    type: smallint('type').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('user_feedback_type_check', sql`${t.type} in (0, 1, 2)`),
    index('user_feedback_user_idx').on(t.userId),
  ],
);

export type UserFeedbackRow = typeof userFeedback.$inferSelect;
