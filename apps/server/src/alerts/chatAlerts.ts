import { alertInput, alertPeriodOf, type ChatAlertRequest, describeAlert, isChatConfirmation, type ParsedAlertInput, readChatAlert } from '@sanchay/core';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDb } from '../platform/db/client';
import { rows } from '../platform/db/sql';
import { AppError } from '../platform/errors';
import { companyBySymbol, createAlert } from './alertStore';
import { createScreenAlert, readScreen, type ScreenReader } from './screenAlerts';

/**
 * Alerts from the assistant (issue 38): a message that asks for an alert is read back ("I read this as ...")
 * with a pending plan stored on the exchange; the next message "yes" saves it through the same commands as
 * /alerts (the same validation, the 200 limit). Anything else goes on to the research reader untouched.
 */
export interface ChatAlertTurn {
  userId: string;
  question: string;
  /** The plan stored with the previous exchange of the conversation. */
  previousPlan: unknown;
}

export interface ChatAlertReply {
  pieces: string[];
  /** Stored with the exchange: the pending alert, so that "yes" can save it. */
  plan: unknown;
}

const pendingSchema = z.discriminatedUnion('type', [
  z.object({ kind: z.literal('pending_alert'), type: z.literal('company'), input: z.record(z.string(), z.unknown()), reading: z.string() }),
  z.object({ kind: z.literal('pending_alert'), type: z.literal('screen'), query: z.string(), reading: z.string() }),
]);
type Pending = z.infer<typeof pendingSchema>;

const CONFIRM = 'Reply **yes** to save it, or ask again in other words.';

/** The company a message names: a symbol first, else the largest Indian company whose name starts with the words. */
async function companyOf(db: AppDb, words: string[]): Promise<{ symbol: string; name: string } | null> {
  for (const word of words) {
    const bySymbol = await companyBySymbol(db, word.toUpperCase());
    if (bySymbol) return bySymbol;
  }
  const phrase = words.join(' ');
  const [byName] = await rows<{ symbol: string; name: string }>(
    db,
    sql`select symbol, company_name as name from company_profile
        where country = 'IN' and exchange = 'NSE' and company_name ilike ${`${phrase}%`}
        order by market_cap desc nulls last limit 1`,
  );
  return byName ?? null;
}

const EXAMPLES =
  '"alert me when TCS falls below 3000", "alert me when INFY rises 5% in a week", "alert me when TCS makes a new 52 week high", ' +
  '"notify me if INFY rsi goes under 30", "alert me when TCS crosses above its 200 day average", "alert me when TCS supertrend turns up", ' +
  '"alert me when NIFTYBEES reaches its dipsip trigger of 2%", "tell me when a company enters my screen \'roe > 20 and pe < 15\'"';

/** An ask for an alert whose condition, way or company could not be read: a question, and nothing saved. */
function clarifyingQuestion(request: Extract<ChatAlertRequest, { type: 'unclear' }>): string {
  const on = request.companyWords.length > 0 ? ` on "${request.companyWords.join(' ')}"` : '';
  const question =
    request.missing === 'company'
      ? 'Which company should the alert watch? Name it or give its NSE symbol.'
      : request.missing === 'direction'
        ? `Should the alert${on} fire when it goes above or below (up or down)?`
        : `What should the alert${on} watch: a price level, a % change over a day or a week, a 52-week high or low, RSI, a moving average, SuperTrend, a DipSIP trigger or a saved screen?`;
  return `I did not save an alert: I could not tell all of it. ${question} For example: ${EXAMPLES}.`;
}

async function readBack(db: AppDb, research: ScreenReader, request: ChatAlertRequest): Promise<ChatAlertReply> {
  if (request.type === 'screen') {
    try {
      const { description } = await readScreen(research, request.query);
      const reading = `I read this as: a screen alert on "${request.query}" (${description}); you are told when a company enters or leaves it, after each day's data.`;
      return { pieces: [`${reading}\n`, CONFIRM], plan: { kind: 'pending_alert', type: 'screen', query: request.query, reading } satisfies Pending };
    } catch (error) {
      if (error instanceof AppError) return { pieces: [`I could not set that alert: ${error.message}`], plan: null };
      throw error;
    }
  }
  if (request.type === 'unclear') return { pieces: [clarifyingQuestion(request)], plan: null };
  const company = await companyOf(db, request.companyWords);
  if (!company) return { pieces: [`I could not set that alert: no NSE or BSE company matches "${request.companyWords.join(' ')}". Try its NSE symbol, e.g. "alert me when TCS falls below 3000".`], plan: null };
  const parsed = alertInput.safeParse({ symbol: company.symbol, kind: request.kind, level: request.level, period: request.period });
  if (!parsed.success) return { pieces: [`I could not set that alert: ${parsed.error.issues.map((i) => i.message).join('; ')}.`], plan: null };
  const reading = `I read this as: an alert on ${company.symbol} (${company.name}) when ${describeAlert(parsed.data.kind, parsed.data.level ?? null, alertPeriodOf(parsed.data.kind, parsed.data.period)).replace(/^[A-Z](?=[a-z]+\b)/, (c) => c.toLowerCase())}, once, in the app and on Telegram.`;
  return { pieces: [`${reading}\n`, CONFIRM], plan: { kind: 'pending_alert', type: 'company', input: { symbol: company.symbol, kind: request.kind, level: request.level, period: request.period }, reading } satisfies Pending };
}

async function save(db: AppDb, research: ScreenReader, userId: string, pending: Pending): Promise<ChatAlertReply> {
  try {
    if (pending.type === 'screen') {
      await createScreenAlert(db, research, userId, pending.query);
      return { pieces: [`Saved: a screen alert on "${pending.query}". You can pause or delete it on [Alerts](/alerts).`], plan: null };
    }
    const alert = await createAlert(db, userId, alertInput.parse(pending.input) as ParsedAlertInput);
    return { pieces: [`Saved: ${alert.symbol}: ${alert.description}. You can pause, edit or delete it on [Alerts](/alerts).`], plan: null };
  } catch (error) {
    if (error instanceof AppError) return { pieces: [`Nothing was saved: ${error.message}`], plan: null };
    throw error;
  }
}

/** The assistant's alert intent: a reply when the message asks for an alert (or confirms one), else null. */
export function chatAlertIntent(db: AppDb, research: ScreenReader) {
  return async function answer(turn: ChatAlertTurn): Promise<ChatAlertReply | null> {
    const pending = pendingSchema.safeParse(turn.previousPlan);
    if (pending.success && isChatConfirmation(turn.question)) return save(db, research, turn.userId, pending.data);
    const request = readChatAlert(turn.question);
    return request ? readBack(db, research, request) : null;
  };
}
