import { DIPSIP_FIXED_FIELDS, type DipSipSubscriptionInput } from '@sanchay/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { dipSipEtfList } from '../market/api/etfs';
import type { AppDb } from '../platform/db/client';
import type { Executor } from '../platform/db/sql';
import type { SentDelivery } from '../notifications/outboxSender';
import { invalidInput } from '../platform/errors';
import { type UserInstrumentRow, userInstruments } from './schema';

/**
 * The signed-in user's DipSIP subscriptions (spec 001 sections 3.1 and 7.2). Every function takes the
 * session user's id; no query can name another user's rows.
 */
export function listUserInstruments(db: AppDb, userId: string): Promise<UserInstrumentRow[]> {
  return db
    .select()
    .from(userInstruments)
    .where(eq(userInstruments.userId, userId))
    .orderBy(asc(userInstruments.instrumentSymbol));
}

/**
 * Refuses any subscription whose symbol is not a DipSIP ETF, or whose instrument_token differs from the
 * ETF's known token (GET /api/nse/etfList is the source of both). A 400 names the symbol.
 */
export async function assertDipSipEtfs(db: AppDb, subscriptions: readonly DipSipSubscriptionInput[]): Promise<void> {
  if (subscriptions.length === 0) return;
  const eligible = new Map((await dipSipEtfList(db)).map((e) => [e.symbol, e.instrument_token]));
  for (const s of subscriptions) {
    if (!eligible.has(s.symbol)) throw invalidInput(`${s.symbol} is not a DipSIP ETF`);
    const token = eligible.get(s.symbol);
    if (token != null && token !== s.instrument_token) {
      throw invalidInput(`instrument_token ${s.instrument_token} does not belong to ${s.symbol}`);
    }
  }
}

/** Row values of one subscription: fixed fields, value and base_amount equal to the amount (spec 001 section 7.3). */
export function subscriptionValues(userId: string, s: DipSipSubscriptionInput) {
  return {
    userId,
    instrumentSymbol: s.symbol,
    instrumentToken: s.instrument_token,
    value: s.amount,
    baseAmount: s.amount,
    trigger: s.trigger,
    notificationFrequency: DIPSIP_FIXED_FIELDS.notification_frequency,
    allocationFactor: DIPSIP_FIXED_FIELDS.allocation_factor,
    notificationFrequencyUnit: DIPSIP_FIXED_FIELDS.notification_frequency_unit,
  };
}

/**
 * Bulk upsert on (user, symbol): updates notification_frequency, value, allocation_factor, base_amount,
 * trigger, notification_frequency_unit and the token. last_telegram_notification is kept (the input
 * never carries it; resetting it would re-notify the same day).
 */
export async function userInstrumentsUpserter(
  db: AppDb,
  userId: string,
  subscriptions: readonly DipSipSubscriptionInput[],
): Promise<UserInstrumentRow[]> {
  if (subscriptions.length === 0) return [];
  return db
    .insert(userInstruments)
    .values(subscriptions.map((s) => subscriptionValues(userId, s)))
    .onConflictDoUpdate({
      target: [userInstruments.userId, userInstruments.instrumentSymbol],
      set: {
        instrumentToken: sql`excluded.instrument_token`,
        notificationFrequency: sql`excluded.notification_frequency`,
        value: sql`excluded.value`,
        allocationFactor: sql`excluded.allocation_factor`,
        baseAmount: sql`excluded.base_amount`,
        trigger: sql`excluded.trigger`,
        notificationFrequencyUnit: sql`excluded.notification_frequency_unit`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
}

/** Deletes the user's subscriptions with these instrument tokens; answers how many were deleted. */
export async function userInstrumentsDeleter(db: AppDb, userId: string, tokens: readonly number[]): Promise<number> {
  if (tokens.length === 0) return 0;
  const deleted = await db
    .delete(userInstruments)
    .where(and(eq(userInstruments.userId, userId), inArray(userInstruments.instrumentToken, [...tokens])))
    .returning({ id: userInstruments.id });
  return deleted.length;
}

const DIP_KINDS = new Set(['dip_alert', 'month_end_buy']);

/** The outbox's word that a dip message went out on Telegram: the subscription remembers when (spec 001 section 3.4). */
export async function recordTelegramNotified(tx: Executor, sent: SentDelivery): Promise<void> {
  const symbol = sent.payload.symbol;
  if (sent.channel !== 'telegram' || !DIP_KINDS.has(sent.kind) || typeof symbol !== 'string') return;
  await tx.execute(sql`update user_instrument set last_telegram_notification = now()
    where user_id = ${sent.userId} and instrument_symbol = ${symbol}`);
}
