import { z } from 'zod';
import { SCRAPER_CATEGORIES, SCRAPER_LIMITS, SCRAPER_RETURN_KEYS } from './constants';

/**
 * The scheme-code field: comma-separated codes, trimmed; empty or 'All' means every fund of the
 * category (null). Duplicates are dropped.
 */
export function parseSchemeCodes(text: string): string[] | null {
  const codes = [...new Set(text.split(',').map((c) => c.trim()).filter(Boolean))];
  if (codes.length === 0 || codes.some((c) => c.toLowerCase() === 'all')) return null;
  return codes;
}

/** Progress in % of the funds of a run (spec 001 section 4.3), 0 before the total is known. */
export function scrapeProgress(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((completed / total) * 1000) / 10);
}

/** POST /api/scraper/runs: start (or resume) a scrape. */
export const scraperStartBody = z.object({
  category: z.enum(SCRAPER_CATEGORIES, { error: `category must be one of ${SCRAPER_CATEGORIES.join(', ')}` }),
  schemeCodes: z
    .string()
    .max(10_000, 'schemeCodes is too long')
    .default('')
    .refine((t) => (parseSchemeCodes(t)?.length ?? 0) <= SCRAPER_LIMITS.maxSchemeCodes, `at most ${SCRAPER_LIMITS.maxSchemeCodes} scheme codes`)
    .refine((t) => (parseSchemeCodes(t) ?? []).every((c) => /^[A-Za-z0-9_-]{1,32}$/.test(c)), 'scheme codes are letters, digits, - and _ separated by commas'),
  delayMs: z
    .number({ error: 'delayMs must be a number' })
    .int('delayMs must be a whole number of milliseconds')
    .min(SCRAPER_LIMITS.minDelayMs, `delayMs must be between ${SCRAPER_LIMITS.minDelayMs} and ${SCRAPER_LIMITS.maxDelayMs}`)
    .max(SCRAPER_LIMITS.maxDelayMs, `delayMs must be between ${SCRAPER_LIMITS.minDelayMs} and ${SCRAPER_LIMITS.maxDelayMs}`)
    .default(SCRAPER_LIMITS.defaultDelayMs),
});
export type ScraperStartBody = z.infer<typeof scraperStartBody>;

const shortText = (name: string, max = 500) => z.string({ error: `${name} must be text` }).trim().max(max, `${name} must be at most ${max} characters`);

/** One scraped fund in POST /api/mutualfunds/categoryScrape (spec 001 sections 3.2 and 7.1). */
export const scrapedFundInput = z.object({
  name: shortText('name').min(1, 'name must not be empty'),
  url: z.url({ error: 'url must be an address' }).max(2000),
  schemeCode: z.string().trim().regex(/^[A-Za-z0-9_-]{1,32}$/, 'schemeCode must be 1-32 letters, digits, - or _'),
  urlCategory: z.enum(SCRAPER_CATEGORIES.filter((c) => c !== 'All') as [string, ...string[]], { error: 'urlCategory must be a category slug' }),
  plan: shortText('plan', 100).nullable().default(null),
  category: shortText('category', 200).nullable().default(null),
  rating: shortText('rating', 50).nullable().default(null),
  aum: shortText('aum', 50).nullable().default(null),
  returns: z.partialRecord(z.enum(SCRAPER_RETURN_KEYS), shortText('returns value', 20).nullable()).default({}),
  expensesRatio: shortText('expensesRatio', 20).default('N/A'),
  expensesRatioCategoryAverage: shortText('expensesRatioCategoryAverage', 20).default('N/A'),
  reportingDate: z.iso.date({ error: 'reportingDate must be YYYY-MM-DD' }).nullable().default(null),
  holdings: z.array(z.record(z.string().max(200), z.string().max(500))).max(2000, 'at most 2000 holdings').default([]),
});

export const categoryScrapeBody = z.object({
  categoryKey: z.enum(SCRAPER_CATEGORIES.filter((c) => c !== 'All') as [string, ...string[]], { error: 'categoryKey must be a category slug' }),
  funds: z.array(scrapedFundInput).min(1, 'funds must hold at least one fund').max(100, 'at most 100 funds at a time'),
});
