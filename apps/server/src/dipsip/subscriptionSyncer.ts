import type { DipSipSubscriptionInput } from '@sanchay/core';
import type { AppDb } from '../platform/db/client';
import { assertDipSipEtfs, listUserInstruments, userInstrumentsDeleter, userInstrumentsUpserter } from './userInstruments';

export interface SyncResult {
  added: number;
  updated: number;
  removed: number;
  /** Subscriptions after the sync. */
  total: number;
}

/**
 * The dashboard's save (spec 001 section 7.3), in one transaction: fetch the user's current
 * subscriptions, delete the tokens no longer subscribed, upsert the added and kept ones. Input is
 * validated first (zod at the resolver, ETF eligibility here); on any error nothing is written.
 */
export async function subscriptionSyncer(
  db: AppDb,
  userId: string,
  subscriptions: readonly DipSipSubscriptionInput[],
): Promise<SyncResult> {
  await assertDipSipEtfs(db, subscriptions);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as AppDb;
    const current = await listUserInstruments(tx, userId);
    const byToken = new Map(current.map((r) => [r.instrumentToken, r]));
    const wanted = new Set(subscriptions.map((s) => s.instrument_token));

    let added = 0;
    let updated = 0;
    for (const s of subscriptions) {
      const row = byToken.get(s.instrument_token);
      if (!row) added += 1;
      else if (row.baseAmount !== s.amount || row.value !== s.amount || row.trigger !== s.trigger || row.instrumentSymbol !== s.symbol) {
        updated += 1;
      }
    }
    const stale = current.filter((r) => !wanted.has(r.instrumentToken)).map((r) => r.instrumentToken);
    const removed = await userInstrumentsDeleter(tx, userId, stale);
    await userInstrumentsUpserter(tx, userId, subscriptions);
    return { added, updated, removed, total: subscriptions.length };
  });
}
