import { marketCode } from '@sanchay/core';
import { z } from 'zod';

/**
 * The zod schemas of the market API's query strings and path parameters. Bad input is a 400 that names
 * the parameter (validate()). Candidates for packages/core once the web types its requests from them.
 */

export const PRICE_RANGES = ['1M', '6M', '1Y', '5Y', 'Max'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

export const MAX_QUOTE_SYMBOLS = 50;
export const MUTUAL_FUND_PAGE_SIZE = { default: 25, max: 100 } as const;
export const SHAREHOLDING_CATEGORIES = ['promoter', 'fii', 'dii', 'public'] as const;
export type ShareholdingCategory = (typeof SHAREHOLDING_CATEGORIES)[number];

const symbolText = z
  .string()
  .trim()
  .min(1, 'symbol must not be empty')
  .max(50, 'symbol must be at most 50 characters')
  .regex(/^[^\p{Cc},]+$/u, 'symbol must not contain commas or control characters');

export const countryQuery = z.object({ country: marketCode.default('IN') });

export const symbolParams = z.object({ symbol: symbolText });

export const rangeQuery = z.object({
  range: z.enum(PRICE_RANGES, { error: `range must be one of ${PRICE_RANGES.join(', ')}` }).default('1Y'),
});

export const companyPricesQuery = countryQuery.extend(rangeQuery.shape);

export const indexNameParams = z.object({
  name: z.string().trim().min(1, 'name must not be empty').max(100, 'name must be at most 100 characters'),
});

export const quotesQuery = countryQuery.extend({
  symbols: z
    .string({ error: 'symbols is required (comma-separated, e.g. RELIANCE,TCS)' })
    .max(2000, 'symbols is too long')
    .transform((text) => {
      const seen = new Set<string>();
      const list: string[] = [];
      for (const part of text.split(',')) {
        const symbol = part.trim();
        if (symbol && !seen.has(symbol.toLowerCase())) {
          seen.add(symbol.toLowerCase());
          list.push(symbol);
        }
      }
      return list;
    })
    .pipe(
      z
        .array(symbolText)
        .min(1, 'symbols must name at least one symbol')
        .max(MAX_QUOTE_SYMBOLS, `symbols must name at most ${MAX_QUOTE_SYMBOLS} symbols`),
    ),
});

const optionalFilter = (name: string) =>
  z
    .string()
    .trim()
    .max(200, `${name} must be at most 200 characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

const positiveInt = (name: string, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(max, `${name} must be at most ${max}`)
    .default(fallback);

export const mutualFundQuery = z.object({
  q: z.string().trim().max(100, 'q must be at most 100 characters').default(''),
  category: optionalFilter('category'),
  fundHouse: optionalFilter('fundHouse'),
  plan: optionalFilter('plan'),
  page: positiveInt('page', 100_000, 1),
  pageSize: positiveInt('pageSize', MUTUAL_FUND_PAGE_SIZE.max, MUTUAL_FUND_PAGE_SIZE.default),
  sort: z.enum(['name', 'nav', 'navDate'], { error: 'sort must be one of name, nav, navDate' }).default('name'),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('asc'),
});
export type MutualFundQuery = z.infer<typeof mutualFundQuery>;

/** /api/mutualfunds/:schemeCode: AMFI scheme codes are positive integers. */
export const schemeCodeParams = z.object({
  schemeCode: z
    .string()
    .regex(/^\d{1,10}$/, 'schemeCode must be a whole number')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 2_147_483_647, 'schemeCode must be between 1 and 2147483647'),
});

export const shareholdingOverviewQuery = countryQuery.extend({
  category: z
    .enum(SHAREHOLDING_CATEGORIES, { error: `category must be one of ${SHAREHOLDING_CATEGORIES.join(', ')}` })
    .default('promoter'),
});
