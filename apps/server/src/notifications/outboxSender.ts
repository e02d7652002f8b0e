import { sql } from 'drizzle-orm';
import type { AppDb } from '../platform/db/client';
import { type Executor, inTransaction, rows } from '../platform/db/sql';
import { logger } from '../platform/logger';
import type { Env } from '../platform/env';
import { type BotApiClient, createBotApiClient, escapeHtml, type SendOutcome } from '../telegram/botApiClient';

/**
 * The outbox sender: claims due deliveries (FOR UPDATE SKIP LOCKED plus a time-limited claim in
 * locked_until, so two senders never hold the same row), sends them and records the outcome.
 * - sent: status 'sent', external_id, sent_at; a dip alert also stamps user_instrument.last_telegram_notification.
 * - 429: the row (and the rest of the batch, unsent, keeping its attempt) waits retry_after seconds;
 *   up to maxRateLimited such answers are allowed.
 * - 5xx, network, timeout: exponential backoff with jitter, then 'failed' after maxAttempts.
 * - other 4xx (403 bot blocked, 400 chat not found): 'failed'.
 * - the user has no telegram_id (or no bot is configured): 'skipped'.
 * A sender that dies mid-send leaves a 'sending' row whose claim expires; another sender then retries it.
 */
export interface OutboxOptions {
  batchSize: number;
  /** How long a claim lasts; longer than a batch can take to send. */
  lockSeconds: number;
  maxAttempts: number;
  /** 429 answers allowed before giving up (they do not count as attempts otherwise). */
  maxRateLimited: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** Messages in flight at once. */
  concurrency: number;
  /** Restrict the sender to these users' notifications (tests sharing one database). */
  userIds?: readonly string[];
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  batchSize: 25,
  lockSeconds: 120,
  maxAttempts: 12,
  maxRateLimited: 50,
  backoffBaseMs: 15_000,
  backoffMaxMs: 60 * 60_000,
  concurrency: 4,
};

export interface OutboxDeps {
  db: AppDb;
  /** null when no bot is configured: Telegram deliveries are skipped. */
  telegram: BotApiClient | null;
  /** PUBLIC_URL, to turn a notification's relative link into the button's URL. */
  publicUrl: string;
  /** Told of each delivery sent, in the transaction that records it (DipSIP keeps its last-notified time). */
  onSent?: readonly SentListener[];
}

/** What the feature that queued a notification learns when its Telegram message went out. */
export interface SentDelivery {
  userId: string;
  channel: string;
  kind: string;
  payload: Record<string, unknown>;
}
export type SentListener = (tx: Executor, sent: SentDelivery) => Promise<void>;

export interface OutboxRunResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
}

interface ClaimedRow {
  id: string;
  channel: string;
  attempts: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  payload: Record<string, unknown> | string | null;
  user_id: string;
  telegram_id: string | null;
}

const log = () => logger('notifications');

/** Claims up to batchSize due deliveries and returns them with their notification and the user's telegram_id. */
export async function claimDueDeliveries(db: AppDb, options: OutboxOptions): Promise<ClaimedRow[]> {
  const scope = options.userIds
    ? sql`and d.notification_id in (select n2.id from notifications n2 where n2.user_id in (${sql.join(
        options.userIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}))`
    : sql``;
  return rows<ClaimedRow>(
    db,
    sql`with claimed as (
          update notification_deliveries
          set status = 'sending', locked_until = now() + make_interval(secs => ${options.lockSeconds}),
              attempts = attempts + 1
          where id in (
            select d.id from notification_deliveries d
            where d.status in ('pending', 'sending') and d.next_attempt_at <= now()
              and (d.locked_until is null or d.locked_until < now()) ${scope}
            order by d.next_attempt_at
            limit ${options.batchSize}
            for update skip locked)
          returning id, notification_id, channel, attempts)
        select c.id, c.channel, c.attempts, n.kind, n.title, n.body, n.link, n.payload, n.user_id,
               u.telegram_id::text as telegram_id
        from claimed c
        join notifications n on n.id = c.notification_id
        join users u on u.id = n.user_id`,
  );
}

/** Exponential backoff with jitter: half fixed, half random, capped. */
export function backoffMs(attempts: number, options: Pick<OutboxOptions, 'backoffBaseMs' | 'backoffMaxMs'>): number {
  const exp = Math.min(options.backoffMaxMs, options.backoffBaseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exp / 2 + Math.random() * (exp / 2));
}

function isPublicUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return !['localhost', '127.0.0.1', '0.0.0.0', '[::1]', '::1'].includes(host) && !host.endsWith('.local');
  } catch {
    return false;
  }
}

/** What the link button says, by notification kind: DipSIP alerts open a basket, scheduled prompts a result. */
function linkLabel(kind: string | undefined): string {
  if (kind === 'alert') return 'Open company';
  if (kind === 'morning_brief') return 'Open Sanchay';
  return kind === 'scheduled_prompt' ? 'Open result' : 'Open basket';
}

/** The Telegram message of a notification: bold title, body, and its link as a button (or a text link). */
export function telegramMessage(row: Pick<ClaimedRow, 'title' | 'body' | 'link'> & { kind?: string }, publicUrl: string) {
  const url = row.link ? `${publicUrl.replace(/\/+$/, '')}${row.link}` : null;
  const label = linkLabel(row.kind);
  let html = `<b>${escapeHtml(row.title)}</b>\n${escapeHtml(row.body)}`;
  // Telegram refuses URL buttons to local addresses; those get a text link instead.
  if (url && !isPublicUrl(url)) html += `\n<a href="${escapeHtml(url)}">${label}</a>`;
  return { html, button: url && isPublicUrl(url) ? { text: label, url } : undefined };
}

const payloadOf = (row: ClaimedRow): Record<string, unknown> => {
  if (typeof row.payload === 'string') {
    try {
      return JSON.parse(row.payload) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  return row.payload ?? {};
};

/** The delivery marked sent, and the listeners told, in one transaction. */
async function markSent(deps: OutboxDeps, row: ClaimedRow, externalId: string) {
  await inTransaction(deps.db, async (tx) => {
    await tx.execute(sql`update notification_deliveries
      set status = 'sent', external_id = ${externalId}, sent_at = now(), locked_until = null, last_error = null
      where id = ${row.id} and status = 'sending'`);
    const sent = { userId: row.user_id, channel: row.channel, kind: row.kind, payload: payloadOf(row) };
    for (const listener of deps.onSent ?? []) await listener(tx, sent);
  });
}

async function markFinal(db: AppDb, row: ClaimedRow, status: 'failed' | 'skipped', error: string) {
  await db.execute(sql`update notification_deliveries
    set status = ${status}, last_error = ${error.slice(0, 500)}, locked_until = null
    where id = ${row.id} and status = 'sending'`);
}

async function reschedule(db: AppDb, row: ClaimedRow, delayMs: number, error: string, refundAttempt: boolean) {
  await db.execute(sql`update notification_deliveries
    set status = 'pending', locked_until = null, last_error = ${error.slice(0, 500)},
        attempts = attempts - ${refundAttempt ? 1 : 0},
        next_attempt_at = now() + make_interval(secs => ${delayMs / 1000})
    where id = ${row.id} and status = 'sending'`);
}

async function deliver(deps: OutboxDeps, row: ClaimedRow): Promise<SendOutcome | { kind: 'skipped'; error: string }> {
  if (row.channel !== 'telegram') return { kind: 'skipped', error: `unknown channel ${row.channel}` };
  if (!deps.telegram) return { kind: 'skipped', error: 'no Telegram bot configured' };
  if (!row.telegram_id) return { kind: 'skipped', error: 'user has not linked Telegram' };
  const message = telegramMessage(row, deps.publicUrl);
  return deps.telegram.sendMessage({ chatId: row.telegram_id, html: message.html, button: message.button });
}

/** One pass: claim a batch, send it, record each outcome. */
export async function sendDueDeliveries(deps: OutboxDeps, overrides: Partial<OutboxOptions> = {}): Promise<OutboxRunResult> {
  const options = { ...DEFAULT_OUTBOX_OPTIONS, ...overrides };
  const claimed = await claimDueDeliveries(deps.db, options);
  const result: OutboxRunResult = { claimed: claimed.length, sent: 0, retried: 0, failed: 0, skipped: 0 };
  let pausedUntil = 0;
  let pauseReason = '';
  const queue = [...claimed];

  async function worker() {
    for (let row = queue.shift(); row; row = queue.shift()) {
      const wait = pausedUntil - Date.now();
      if (wait > 0) {
        // Telegram asked us to slow down: the rest of the batch waits too, without using an attempt.
        await reschedule(deps.db, row, wait, pauseReason, true);
        result.retried++;
        continue;
      }
      let outcome: Awaited<ReturnType<typeof deliver>>;
      try {
        outcome = await deliver(deps, row);
      } catch (error) {
        outcome = { kind: 'transient', error: `error: ${(error as Error).message}` };
      }
      switch (outcome.kind) {
        case 'sent':
          await markSent(deps, row, outcome.messageId);
          result.sent++;
          break;
        case 'skipped':
          await markFinal(deps.db, row, 'skipped', outcome.error);
          result.skipped++;
          break;
        case 'permanent':
          await markFinal(deps.db, row, 'failed', outcome.error);
          log().warn({ deliveryId: row.id, error: outcome.error }, 'telegram delivery failed');
          result.failed++;
          break;
        case 'retry_after': {
          const ms = outcome.retryAfterSeconds * 1000;
          pausedUntil = Math.max(pausedUntil, Date.now() + ms);
          pauseReason = outcome.error;
          if (row.attempts >= options.maxRateLimited) {
            await markFinal(deps.db, row, 'failed', outcome.error);
            result.failed++;
          } else {
            await reschedule(deps.db, row, ms, outcome.error, false);
            result.retried++;
          }
          break;
        }
        case 'transient':
          if (row.attempts >= options.maxAttempts) {
            await markFinal(deps.db, row, 'failed', outcome.error);
            log().warn({ deliveryId: row.id, attempts: row.attempts, error: outcome.error }, 'telegram delivery gave up');
            result.failed++;
          } else {
            await reschedule(deps.db, row, backoffMs(row.attempts, options), outcome.error, false);
            result.retried++;
          }
          break;
      }
    }
  }

  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, claimed.length)) }, worker));
  return result;
}


/** The outbox dependencies of the running app. */
export function outboxDeps(
  db: AppDb,
  env: Pick<Env, 'TELEGRAM_BOT_TOKEN' | 'TELEGRAM_API_BASE' | 'PUBLIC_URL'>,
  fetchImpl?: typeof fetch,
): OutboxDeps {
  return {
    db,
    telegram: env.TELEGRAM_BOT_TOKEN
      ? createBotApiClient({ token: env.TELEGRAM_BOT_TOKEN, apiBase: env.TELEGRAM_API_BASE, fetchImpl })
      : null,
    publicUrl: env.PUBLIC_URL,
  };
}

/**
 * Runs the sender every intervalMs (immediately again while batches come back full). Returns a stop
 * function that resolves once the pass in progress has finished.
 */
export function startOutboxSender(
  deps: OutboxDeps,
  settings: { intervalMs?: number; options?: Partial<OutboxOptions> } = {},
): () => Promise<void> {
  const intervalMs = settings.intervalMs ?? 3000;
  const batchSize = settings.options?.batchSize ?? DEFAULT_OUTBOX_OPTIONS.batchSize;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    timer = null;
    running = (async () => {
      let again = false;
      try {
        const result = await sendDueDeliveries(deps, settings.options);
        if (result.claimed > 0) log().info(result, 'outbox pass');
        again = result.claimed >= batchSize;
      } catch (error) {
        log().error({ err: error }, 'outbox pass failed');
      }
      if (!stopped) timer = setTimeout(tick, again ? 0 : intervalMs);
    })();
  };
  timer = setTimeout(tick, 0);

  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
