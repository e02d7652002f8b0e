import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';

/**
 * One question and its answer in a conversation (spec 001 section 3.4 user_chat). A conversation is the
 * rows of one user sharing a chat_uuid; is_first marks its first row, whose chat_title names it in the
 * history. is_alert_set true means the row is saved as a report (a saved prompt); plan is what the research
 * engine executed, so Run re-executes it on today's data.
 */
export const userChats = pgTable(
  'user_chat',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatUuid: uuid('chat_uuid').notNull(),
    chatTitle: text('chat_title'),
    textContentUserQuery: text('text_content_user_query').notNull(),
    textContentAssistantFormattedResponse: text('text_content_assistant_formatted_response').notNull(),
    /** The engine's plan (null when the answer was "cannot answer"). */
    plan: jsonb('plan').$type<unknown>(),
    /** The engine's query text for the plan (Screener-style), shown with saved prompts. */
    planQuery: text('plan_query'),
    /** builtin | llm | llm_fallback */
    answerSource: text('answer_source').notNull().default('builtin'),
    isAlertSet: boolean('is_alert_set').notNull().default(false),
    isFirst: boolean('is_first').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_chat_user_uuid_created_idx').on(t.userId, t.chatUuid, t.createdAt), index('user_chat_uuid_idx').on(t.chatUuid)],
);

/** A conversation its owner shared: GET /api/chat/view answers only for these; deleting the row revokes. */
export const chatShares = pgTable('chat_share', {
  chatUuid: uuid('chat_uuid').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A saved prompt's schedule (Daily / Weekly / Monthly at HH:MM IST); the scheduler runs rows whose next_run_at is due. */
export const chatPromptSchedules = pgTable(
  'chat_prompt_schedule',
  {
    chatId: uuid('chat_id')
      .primaryKey()
      .references(() => userChats.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    frequency: text('frequency').notNull(),
    dayOfWeek: integer('day_of_week').notNull(),
    dayOfMonth: integer('day_of_month').notNull(),
    time: text('time').notNull(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The shared conversation its scheduled results go to: random, chosen when the schedule is made (never derivable). */
    resultsChatUuid: uuid('results_chat_uuid').notNull().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_prompt_schedule_due_idx').on(t.nextRunAt)],
);

/**
 * Every chat id ever used, with the user it was first used by (a tombstone: it outlives the conversation, and
 * has no foreign key so it outlives the account too). A chat id is bound to that user for ever: nobody else
 * can write to it, so a deleted chat's share link can never show someone else's text.
 */
export const chatIdOwners = pgTable('chat_id_owner', {
  chatUuid: uuid('chat_uuid').primaryKey(),
  userId: uuid('user_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserChatRow = typeof userChats.$inferSelect;
export type ChatPromptScheduleRow = typeof chatPromptSchedules.$inferSelect;
