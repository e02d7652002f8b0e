import type { ScrapedFund, ScrapedFundRow, ScrapeResultsResponse } from '@sanchay/core';
import { asc, eq, or, sql } from 'drizzle-orm';
import type { AppDb } from '../platform/db/client';
import { mutualFundSchemes } from '../market/schema/funds';
import { recordScrapedSchemeFacts } from '../market/schemeFacts';
import { scrapedMutualFunds } from './schema';

/** '0.12%' -> 0.12, '3,424.55' -> 3424.55, '4 star' -> 4; null for 'N/A', '-' and other text. */
export function numberIn(text: string | null | undefined): number | null {
  if (!text) return null;
  const match = /-?\d[\d,]*(?:\.\d+)?/.exec(text);
  if (!match) return null;
  const value = Number(match[0].replaceAll(',', ''));
  return Number.isFinite(value) ? value : null;
}

/** A name compared without case, spaces and punctuation. */
const normalizedName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * The AMFI scheme a scraped fund is: by ISIN when the fund page shows one, else by the same name
 * (ignoring case and punctuation). Null when neither matches.
 */
async function matchAmfiScheme(db: AppDb, fund: ScrapedFund, isin: string | null): Promise<number | null> {
  if (isin) {
    const [byIsin] = await db
      .select({ code: mutualFundSchemes.schemeCode })
      .from(mutualFundSchemes)
      .where(or(eq(mutualFundSchemes.isinGrowth, isin), eq(mutualFundSchemes.isinReinvestment, isin)))
      .limit(1);
    if (byIsin) return byIsin.code;
  }
  const [byName] = await db
    .select({ code: mutualFundSchemes.schemeCode })
    .from(mutualFundSchemes)
    .where(sql`regexp_replace(lower(${mutualFundSchemes.name}), '[^a-z0-9]+', '', 'g') = ${normalizedName(fund.name)}`)
    .limit(1);
  return byName?.code ?? null;
}

/**
 * Stores one scraped fund as it completes (the semantics of POST /api/mutualfunds/categoryScrape):
 * upserts scraped_mutual_funds and, for a matched AMFI scheme, its expense ratio, category average,
 * AUM, rating and returns. One transaction: a fund is stored whole or not at all.
 */
export async function storeScrapedFund(db: AppDb, fund: ScrapedFund, isin: string | null = null): Promise<{ amfiSchemeCode: number | null }> {
  return db.transaction(async (tx) => {
    const amfiSchemeCode = await matchAmfiScheme(tx as unknown as AppDb, fund, isin);
    const row = {
      schemeCode: fund.schemeCode,
      name: fund.name,
      url: fund.url,
      urlCategory: fund.urlCategory,
      plan: fund.plan,
      category: fund.category,
      rating: fund.rating,
      aum: fund.aum,
      returns: fund.returns as Record<string, string | null>,
      expensesRatio: fund.expensesRatio,
      expensesRatioCategoryAverage: fund.expensesRatioCategoryAverage,
      reportingDate: fund.reportingDate,
      holdings: fund.holdings,
      amfiSchemeCode,
      scrapedAt: new Date(),
    };
    await tx.insert(scrapedMutualFunds).values(row).onConflictDoUpdate({ target: scrapedMutualFunds.schemeCode, set: row });
    if (amfiSchemeCode !== null) {
      const returns: Record<string, number | null> = {};
      for (const [key, value] of Object.entries(fund.returns)) returns[key] = numberIn(value);
      await recordScrapedSchemeFacts(tx, amfiSchemeCode, {
        expenseRatio: numberIn(fund.expensesRatio),
        categoryAverageExpenseRatio: numberIn(fund.expensesRatioCategoryAverage),
        aumCrore: numberIn(fund.aum),
        rating: numberIn(fund.rating),
        returns,
      });
    }
    return { amfiSchemeCode };
  });
}

/** Every stored fund grouped by the category it was listed under, names in order. */
export async function scrapeResults(db: AppDb): Promise<ScrapeResultsResponse> {
  // The holdings themselves stay in the database: the list needs only their count.
  const rows = await db
    .select({
      urlCategory: scrapedMutualFunds.urlCategory,
      schemeCode: scrapedMutualFunds.schemeCode,
      name: scrapedMutualFunds.name,
      expensesRatio: scrapedMutualFunds.expensesRatio,
      expensesRatioCategoryAverage: scrapedMutualFunds.expensesRatioCategoryAverage,
      plan: scrapedMutualFunds.plan,
      rating: scrapedMutualFunds.rating,
      aum: scrapedMutualFunds.aum,
      reportingDate: scrapedMutualFunds.reportingDate,
      holdings: sql<number>`jsonb_array_length(${scrapedMutualFunds.holdings})`.mapWith(Number),
      amfiSchemeCode: scrapedMutualFunds.amfiSchemeCode,
      scrapedAt: scrapedMutualFunds.scrapedAt,
    })
    .from(scrapedMutualFunds)
    .orderBy(asc(scrapedMutualFunds.urlCategory), asc(scrapedMutualFunds.name));
  const byCategory = new Map<string, ScrapedFundRow[]>();
  for (const { urlCategory, scrapedAt, ...fund } of rows) {
    const list = byCategory.get(urlCategory) ?? [];
    list.push({ ...fund, scrapedAt: scrapedAt.toISOString() });
    byCategory.set(urlCategory, list);
  }
  return { categories: [...byCategory].map(([category, funds]) => ({ category, funds })) };
}
