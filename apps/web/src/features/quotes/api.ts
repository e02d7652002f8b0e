import type { MarketCode, Quote } from '@sanchay/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { queryString } from '../../lib/queryString';

export const quoteKeys = {
  all: ['quotes'] as const,
  list: (country: MarketCode, symbols: readonly string[]) => ['quotes', country, symbols.join(',')] as const,
};

/** GET /api/quotes: quotes of the known symbols, in the asked order. */
export async function fetchQuotes(symbols: readonly string[], country: MarketCode, signal?: AbortSignal): Promise<Quote[]> {
  if (symbols.length === 0) return [];
  const rows = await apiFetch<Quote[] | null>(`/api/quotes${queryString({ symbols: symbols.join(','), country })}`, { signal });
  return Array.isArray(rows) ? rows : [];
}

export function useQuotes(symbols: readonly string[], country: MarketCode) {
  return useQuery({
    queryKey: quoteKeys.list(country, symbols),
    queryFn: ({ signal }) => fetchQuotes(symbols, country, signal),
    enabled: symbols.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
