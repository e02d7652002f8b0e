/** What the mutual fund scraper learns about an AMFI scheme, written by the market feature that owns the table. */
import { eq } from 'drizzle-orm';
import type { AppDb } from '../platform/db/client';
import { mutualFundSchemes } from './schema/funds';

export interface ScrapedSchemeFacts {
  expenseRatio: number | null;
  categoryAverageExpenseRatio: number | null;
  aumCrore: number | null;
  rating: number | null;
  returns: Record<string, number | null>;
}

export async function recordScrapedSchemeFacts(tx: Pick<AppDb, 'update'>, schemeCode: number, facts: ScrapedSchemeFacts): Promise<void> {
  await tx
    .update(mutualFundSchemes)
    .set({ ...facts, updatedAt: new Date() })
    .where(eq(mutualFundSchemes.schemeCode, schemeCode));
}
