import { z } from 'zod';
import { DEFAULT_MARKET, MARKETS, type MarketCode } from '../market/markets';
import { EXPLORER_ARRAY_NAMES, type ExplorerArrayName, isExplorerArrayName } from './arrays';
import { formatIndianNumber } from '../format/inr';

/** Screen texts of the data-array explorer (spec 001 section 2.5). */
export const EXPLORER_TEXTS = {
  title: 'Data-array explorer',
  functionLabel: 'Paste JavaScript Function Here',
  execute: 'Execute',
  selectLabel: 'Select Data Arrays',
  fetch: 'Fetch',
  results: 'JS Execution Results',
} as const;

/** Rows per array and page in GET /api/chat/arrayview, and what js_exec may load into the sandbox. */
export const EXPLORER_LIMITS = {
  defaultPageSize: 500,
  maxPageSize: 5000,
  /**
   * Rows handed to a function in all, shared equally among its arrays (the first rows of each, in the
   * array's order). Loading them is the slow part on PGlite (~3.5 s for 100,000 rows), so it is bounded.
   */
  execRowsTotal: 100_000,
  maxArraysPerRequest: 10,
  maxFunctionChars: 20_000,
} as const;

/** The function the code box starts with: it uses the arrays it is given. */
export const EXPLORER_EXAMPLE_FUNCTION = `// arrays: { <array name>: rows[] } for the arrays you fetched; context: { country }.
// Return rows (an array of objects), or an object of row arrays for several tables.
function (arrays, context) {
  const companies = arrays.company_profile ?? [];
  const bySector = {};
  for (const c of companies) {
    const sector = c.sector ?? 'Unclassified';
    const s = (bySector[sector] ??= { sector, companies: 0, market_cap: 0 });
    s.companies += 1;
    s.market_cap += c.market_cap ?? 0;
  }
  const sectors = Object.values(bySector).sort((a, b) => b.market_cap - a.market_cap);
  const largest = [...companies]
    .sort((a, b) => (b.market_cap ?? 0) - (a.market_cap ?? 0))
    .slice(0, 10)
    .map((c) => ({ symbol: c.symbol, company_name: c.company_name, market_cap: c.market_cap }));
  return { sectors, largest };
}`;

export const EXPLORER_DEFAULT_SELECTION: readonly ExplorerArrayName[] = ['company_profile'];

export type ArrayNamesResult = { ok: true; names: ExplorerArrayName[] } | { ok: false; message: string };

/** Splits and checks a comma-joined list of array names (duplicates dropped, order kept). */
export function parseArrayNames(input: string | readonly string[]): ArrayNamesResult {
  const parts = (typeof input === 'string' ? input.split(',') : [...input]).map((p) => p.trim()).filter(Boolean);
  const names = [...new Set(parts)];
  if (names.length === 0) return { ok: false, message: 'Select at least one data array.' };
  const unknown = names.filter((n) => !isExplorerArrayName(n));
  if (unknown.length > 0) {
    return {
      ok: false,
      message: `Unknown data array${unknown.length > 1 ? 's' : ''}: ${unknown.slice(0, 5).join(', ')}. Valid names: ${EXPLORER_ARRAY_NAMES.join(', ')}.`,
    };
  }
  if (names.length > EXPLORER_LIMITS.maxArraysPerRequest) {
    return { ok: false, message: `Select at most ${EXPLORER_LIMITS.maxArraysPerRequest} data arrays at a time.` };
  }
  return { ok: true, names: names as ExplorerArrayName[] };
}

const marketCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => MARKETS.some((m) => m.value === v), {
    message: `country must be one of ${MARKETS.map((m) => m.value).join(', ')}`,
  })
  .transform((v) => v as MarketCode);

/** GET /api/chat/arrayview query. `array_name` is checked separately (parseArrayNames) for its own message. */
export const arrayViewQuery = z.object({
  array_name: z.string({ message: 'array_name is required: a comma-joined list of data arrays.' }),
  limit: z.coerce.number().int().min(1).max(EXPLORER_LIMITS.maxPageSize).default(EXPLORER_LIMITS.defaultPageSize),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  country: marketCode.default(DEFAULT_MARKET),
});

/** POST /api/chat/js_exec body: {functionText, country} (spec 001 section 7.1) plus the arrays to pass in. */
export const jsExecRequest = z.object({
  functionText: z
    .string({ message: 'functionText is required.' })
    .trim()
    .min(1, 'Paste a JavaScript function first.')
    .max(
      EXPLORER_LIMITS.maxFunctionChars,
      `The function is longer than ${formatIndianNumber(EXPLORER_LIMITS.maxFunctionChars)} characters.`,
    ),
  country: marketCode.default(DEFAULT_MARKET),
  arrays: z.array(z.string()).max(EXPLORER_LIMITS.maxArraysPerRequest).default([]),
});
export type JsExecRequest = z.input<typeof jsExecRequest>;

/** Per array: the page the answer holds, and why it is empty when it is. Sent in the X-Array-Meta header. */
export interface ArrayPageMeta {
  offset: number;
  limit: number;
  rows: number;
  hasMore: boolean;
  /** Set when the array has no rows: what is missing. */
  note?: string;
}
export type ArrayViewMeta = Record<string, ArrayPageMeta>;
export const ARRAY_META_HEADER = 'x-array-meta';

/** GET /api/chat/arrayview answer: array name -> rows. */
export type ArrayViewResponse = Record<string, Record<string, unknown>[]>;

/** POST /api/chat/js_exec answer; the web reads `result.result` (spec 001 section 7.1). */
export interface JsExecResponse {
  result: {
    result: unknown;
    /** Rows handed to the function per array. */
    inputRows: Record<string, number>;
    elapsedMs: number;
  };
}
