import type { CorporateAction } from '@sanchay/core';
import type { AppDb } from '../platform/db/client';

/**
 * Bonuses and splits of `isins`. The NSE corporate-actions table belongs to the ingest feature (issue 35);
 * until it exports its reader this answers none, and the lots are as traded.
 */
export async function corporateActionsOf(_db: AppDb, _isins: readonly string[]): Promise<CorporateAction[]> {
  return [];
}
