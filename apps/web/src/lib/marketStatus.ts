import type { MarketStatus } from '@sanchay/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api';

export const marketStatusKey = ['market', 'status'] as const;

/** GET /api/market/status: where the data comes from and how fresh it is. */
export function useMarketStatus() {
  return useQuery({
    queryKey: marketStatusKey,
    queryFn: ({ signal }) => apiFetch<MarketStatus>('/api/market/status', { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
