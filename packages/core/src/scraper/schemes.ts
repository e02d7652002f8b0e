import { z } from 'zod';
import { SCRAPER_CATEGORIES, SCRAPER_LIMITS } from './constants';

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
