import type { CorporateAction } from '@sanchay/core';
import { appliedShareChanges, type AppliedShareChange } from '../market/corporateActions/index';
import type { AppDb } from '../platform/db/client';

/** One applied market action as the lots take it (a consolidation is a split to a larger face value). */
function asLotAction({ isin, exDate, detail }: AppliedShareChange): CorporateAction {
  if (detail.kind === 'bonus') return { isin, exDate, kind: 'bonus', ratio: [detail.newShares, detail.heldShares] };
  return { isin, exDate, kind: 'split', fromFaceValue: detail.fromFaceValue, toFaceValue: detail.toFaceValue };
}

/**
 * Bonuses, splits and consolidations of `isins` that the market catalogue applies (the exchange's file, or
 * confirmed by an administrator), so a holding's lots stay right through them; derived ones waiting for review
 * are left out, as they are everywhere else.
 */
export async function corporateActionsOf(db: AppDb, isins: readonly string[]): Promise<CorporateAction[]> {
  return (await appliedShareChanges(db, isins)).map(asLotAction);
}
