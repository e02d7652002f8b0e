/** Market selector options (spec 000 section 3). Default IN. */
export const MARKETS = [
  { title: 'India', value: 'IN' },
  { title: 'USA', value: 'US' },
  { title: 'Singapore', value: 'SG' },
  { title: 'Dubai', value: 'AE' },
] as const;

export type MarketCode = (typeof MARKETS)[number]['value'];
export const DEFAULT_MARKET: MarketCode = 'IN';

export function isMarketCode(value: unknown): value is MarketCode {
  return MARKETS.some((m) => m.value === value);
}

/** Company search: starts at 3 characters, debounced 300 ms (spec 000 sections 5 and 9). */
export const COMPANY_SEARCH = { minChars: 3, debounceMs: 300 } as const;
