import type { IndexDetails, IndexSummary, MarketCode, PriceHistory, PriceRange } from '@sanchay/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { queryString } from '../../lib/queryString';

export const indexKeys = {
  all: ['indices'] as const,
  list: (country: MarketCode) => ['indices', 'list', country] as const,
  details: (name: string) => ['indices', 'details', name] as const,
  prices: (name: string, range: PriceRange) => ['indices', 'prices', name, range] as const,
};

const indexPath = (name: string) => `/api/indices/${encodeURIComponent(name)}`;

export function useIndices(country: MarketCode) {
  return useQuery({
    queryKey: indexKeys.list(country),
    queryFn: ({ signal }) => apiFetch<IndexSummary[]>(`/api/indices${queryString({ country })}`, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useIndexDetails(name: string | null) {
  return useQuery({
    queryKey: indexKeys.details(name ?? ''),
    queryFn: ({ signal }) => apiFetch<IndexDetails>(indexPath(name ?? ''), { signal }),
    enabled: Boolean(name),
    staleTime: 5 * 60_000,
  });
}

export function useIndexPrices(name: string | null, range: PriceRange) {
  return useQuery({
    queryKey: indexKeys.prices(name ?? '', range),
    queryFn: ({ signal }) => apiFetch<PriceHistory>(`${indexPath(name ?? '')}/prices${queryString({ range })}`, { signal }),
    enabled: Boolean(name),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
