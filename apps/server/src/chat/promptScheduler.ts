import { describeSchedule, istDateTime, nextScheduledRun, type PromptSchedule } from '@sanchay/core';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { queueNotification } from '../notifications/notificationQueue';
import { logger } from '../platform/logger';
import type { AppDb } from '../platform/db/client';
import { inTransaction } from '../platform/db/sql';
import { answerPieces, joinPieces } from './answerPieces';
import { appendExchange, findUserChat, renameConversation, shareConversation } from './chatStore';
import { presentSchedule } from './promptSchedules';
import type { ResearchEngine } from '../research/engine';
import { runStoredPlan } from './chatAnswerer';
import { type ChatPromptScheduleRow, chatPromptSchedules } from './schema';

const log = () => logger('chat');

/** Rows listed in a notification's text; the share link shows all of them. */
const NOTIFICATION_ROWS = 5;

/** What the saved-prompt schedule uses. */
export interface PromptScheduleDeps {
  db: AppDb;
  research: ResearchEngine;
  /** PUBLIC_URL: share links in notifications point there. */
  publicUrl: string;
}

export interface ScheduledRunResult {
  due: number;
  delivered: number;
  failed: number;
}

/**
 * Runs every saved prompt whose next run is due: claims the rows (FOR UPDATE SKIP LOCKED, moving
 * next_run_at on, so two instances never run one twice), re-executes each plan on today's data, appends
 * the result to the prompt's shared results conversation and queues a notification (in-app, and Telegram
 * through the outbox when the user linked it) with the share link.
 */
export async function runDuePrompts(services: PromptScheduleDeps, now = new Date(), options: { userIds?: readonly string[]; limit?: number } = {}): Promise<ScheduledRunResult> {
  const db = services.db;
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(chatPromptSchedules)
      .where(and(lte(chatPromptSchedules.nextRunAt, now), options.userIds ? inArray(chatPromptSchedules.userId, [...options.userIds]) : undefined))
      .orderBy(asc(chatPromptSchedules.nextRunAt))
      .limit(options.limit ?? 20)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      const schedule = presentSchedule(row) as PromptSchedule;
      await tx
        .update(chatPromptSchedules)
        .set({ nextRunAt: nextScheduledRun(schedule, now), lastRunAt: now, updatedAt: sql`now()` })
        .where(eq(chatPromptSchedules.chatId, row.chatId));
    }
    return rows;
  });
  const result: ScheduledRunResult = { due: claimed.length, delivered: 0, failed: 0 };
  if (claimed.length === 0) return result;
  const engine = services.research;
  for (const row of claimed) {
    try {
      await runOne(services, engine, row);
      result.delivered++;
      await db.update(chatPromptSchedules).set({ lastError: null }).where(eq(chatPromptSchedules.chatId, row.chatId));
    } catch (error) {
      result.failed++;
      log().error({ err: error, chatId: row.chatId }, 'scheduled prompt failed');
      await db
        .update(chatPromptSchedules)
        .set({ lastError: (error as Error).message.slice(0, 500) })
        .where(eq(chatPromptSchedules.chatId, row.chatId));
    }
  }
  return result;
}

async function runOne(services: PromptScheduleDeps, engine: ResearchEngine, schedule: ChatPromptScheduleRow): Promise<void> {
  const db = services.db;
  const chat = await findUserChat(db, schedule.userId, schedule.chatId);
  if (!chat || !chat.isAlertSet) return; // removed since; its schedule row went with it
  const title = chat.chatTitle ?? chat.textContentUserQuery.slice(0, 80);
  const answer = chat.plan
    ? await runStoredPlan(engine, chat.plan)
    : await engine.answer(chat.textContentUserQuery);
  const when = istDateTime(schedule.nextRunAt);
  const header = `_Scheduled run of "${title}" (${describeSchedule(presentSchedule(schedule))}) on ${when} IST._\n`;
  const text = joinPieces([header, ...answerPieces(answer)]);

  // One shared conversation per saved prompt, so its link can travel in a Telegram message without exposing
  // the rest of the user's chat; its id is random and stored with the schedule (never derivable from chat.id).
  const resultsUuid = schedule.resultsChatUuid;
  const link = `/share/${resultsUuid}`;
  const shareUrl = `${services.publicUrl.replace(/\/+$/, '')}${link}`;
  // The result, its conversation's title and share, and the notification: one transaction, so a failed
  // run leaves nothing behind (a notification for a result that is not there, or a result never notified).
  await inTransaction(db, async (tx) => {
    const row = await appendExchange(tx, {
      userId: schedule.userId,
      chatUuid: resultsUuid,
      question: chat.textContentUserQuery,
      answer: text,
      plan: answer.plan ?? chat.plan,
      planQuery: answer.query ?? chat.planQuery,
      answerSource: 'builtin',
    });
    if (row.isFirst) await renameConversation(tx, schedule.userId, resultsUuid, `Scheduled: ${title}`.slice(0, 200));
    await shareConversation(tx, schedule.userId, resultsUuid);
    await queueNotification(tx, {
      userId: schedule.userId,
      kind: 'scheduled_prompt',
      title: `Saved prompt: ${title}`,
      body: notificationBody(answer.lead, answer.columns, answer.rows, answer.asOf, shareUrl),
      link,
      payload: { chatId: chat.id, resultsChatUuid: resultsUuid, rows: answer.rows.length, asOf: answer.asOf },
      dedupeKey: `scheduled_prompt:${chat.id}:${schedule.nextRunAt.toISOString()}`,
    });
  });
}

function notificationBody(lead: string, columns: string[], rows: Record<string, string | number | null>[], asOf: string | null, shareUrl: string): string {
  const lines = [lead.replace(/[*_`]/g, '')];
  // Labelled figures ("Price: 21773.51 · P/E: 15.72"), readable on a phone; never bare table cells.
  for (const row of rows.slice(0, NOTIFICATION_ROWS)) {
    const [first, ...rest] = columns;
    const head = first === undefined ? '' : `${row[first] ?? '-'}`;
    lines.push(`• ${[head, rest.map((c) => `${c}: ${row[c] ?? '-'}`).join(' · ')].filter(Boolean).join(' — ')}`);
  }
  if (rows.length > NOTIFICATION_ROWS) lines.push(`…and ${rows.length - NOTIFICATION_ROWS} more`);
  if (asOf) lines.push(`Data as of ${asOf}.`);
  lines.push(`View: ${shareUrl}`);
  return lines.join('\n');
}


/** Checks for due saved prompts every minute (when JOBS_ENABLED); returns a stop function. */
export function startPromptSchedule(services: PromptScheduleDeps, checkEveryMs = 60_000): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    running = runDuePrompts(services)
      .then((result) => {
        if (result.due > 0) log().info(result, 'scheduled prompts');
      })
      .catch((error: unknown) => log().error({ err: error }, 'scheduled prompts pass failed'))
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(tick, checkEveryMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

