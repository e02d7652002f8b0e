/**
 * Corporate actions and the valuations that follow from them (docs/DATA.md): the exchange's file and the
 * derivations from the price data go in corporate_actions; applied ones put the price history on one basis
 * and carry share counts; company_valuations holds every listing's figures at its latest close.
 */
import type { AppDb } from '../../platform/db/client';
import { adjustStockBarsBefore } from '../priceAdjustment';
import { corporateAction, markPricesAdjusted, setDecision, type CorporateActionRow } from './actionStore';
import { deriveCorporateActions } from './derive';
import { applyToPrices } from './priceBasis';
import { recomputeValuations } from './valuations';

export {
  appliedShareChanges,
  dividendHistory,
  listCorporateActions,
  recordCorporateActions,
  type AppliedShareChange,
  type CorporateActionRow,
  type DividendRecord,
  type NewCorporateAction,
} from './actionStore';
export { recomputeValuations, valuationJoin, valuationsOf, type StoredValuation } from './valuations';

/** After an ingest: applied actions onto the prices, then the derivations, then every valuation. */
export async function refreshCorporateActions(db: AppDb): Promise<{ derived: number; valuations: number }> {
  await applyToPrices(db);
  const derived = await deriveCorporateActions(db);
  const valuations = await recomputeValuations(db);
  return { derived, valuations };
}

/** An administrator confirms or rejects a derived action; a confirmed one is applied at once. */
export async function decideCorporateAction(
  db: AppDb,
  id: string,
  decision: 'confirmed' | 'rejected',
  by: string,
): Promise<CorporateActionRow> {
  const before = await corporateAction(db, id);
  const action = await setDecision(db, id, decision, by);
  // Rejecting an action this app had put into the prices takes it out again (a back-adjusted source's stays).
  if (decision === 'rejected' && before.status === 'confirmed' && before.pricesAdjusted && before.source === 'price-jump' && before.exDate) {
    await adjustStockBarsBefore(db, action.companyId, before.exDate, 1 / before.shareFactor);
    await markPricesAdjusted(db, id, false);
  }
  await applyToPrices(db, action.companyId);
  await recomputeValuations(db, [action.companyId]);
  return action;
}
