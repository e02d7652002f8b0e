import type { MarketCode, ShareholdingCategory, ShareholdingOverview } from '@sanchay/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { queryString } from '../../lib/queryString';

export const shareholdingKeys = {
  all: ['shareholding'] as const,
  overview: (country: MarketCode, category: ShareholdingCategory) => ['shareholding', 'overview', country, category] as const,
};

/** GET /api/shareholding/overview: averages and the biggest quarter-on-quarter moves of one category. */
export function useShareholdingOverview(country: MarketCode, category: ShareholdingCategory) {
  return useQuery({
    queryKey: shareholdingKeys.overview(country, category),
    queryFn: ({ signal }) => apiFetch<ShareholdingOverview>(`/api/shareholding/overview${queryString({ country, category })}`, { signal }),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}
