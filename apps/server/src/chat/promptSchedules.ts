import { nextScheduledRun, type PromptSchedule } from '@sanchay/core';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../platform/db/client';
import { type ChatPromptScheduleRow, chatPromptSchedules, userChats } from './schema';

export interface SavedPromptSchedule extends PromptSchedule {
  nextRunAt: Date;
  lastRunAt: Date | null;
  lastError: string | null;
}

export function presentSchedule(row: ChatPromptScheduleRow): SavedPromptSchedule {
  return {
    frequency: row.frequency as PromptSchedule['frequency'],
    dayOfWeek: row.dayOfWeek,
    dayOfMonth: row.dayOfMonth,
    time: row.time,
    nextRunAt: row.nextRunAt,
    lastRunAt: row.lastRunAt,
    lastError: row.lastError,
  };
}

/** Schedules (or reschedules) one of the user's saved prompts; null when it is not theirs or not saved. */
export async function upsertPromptSchedule(db: AppDb, userId: string, chatId: string, schedule: PromptSchedule, now = new Date()): Promise<ChatPromptScheduleRow | null> {
  const [chat] = await db
    .select({ id: userChats.id })
    .from(userChats)
    .where(and(eq(userChats.userId, userId), eq(userChats.id, chatId), eq(userChats.isAlertSet, true)))
    .limit(1);
  if (!chat) return null;
  const values = { ...schedule, nextRunAt: nextScheduledRun(schedule, now) };
  const [row] = await db
    .insert(chatPromptSchedules)
    .values({ chatId, userId, ...values })
    .onConflictDoUpdate({ target: chatPromptSchedules.chatId, set: { ...values, lastError: null, updatedAt: sql`now()` } })
    .returning();
  return row ?? null;
}

export async function deletePromptSchedule(db: AppDb, userId: string, chatId: string): Promise<boolean> {
  const rows = await db
    .delete(chatPromptSchedules)
    .where(and(eq(chatPromptSchedules.userId, userId), eq(chatPromptSchedules.chatId, chatId)))
    .returning({ chatId: chatPromptSchedules.chatId });
  return rows.length > 0;
}

export async function schedulesByChat(db: AppDb, userId: string): Promise<Map<string, ChatPromptScheduleRow>> {
  const rows = await db.select().from(chatPromptSchedules).where(eq(chatPromptSchedules.userId, userId));
  return new Map(rows.map((r) => [r.chatId, r]));
}
