import type { EtfListing } from '@sanchay/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

export const etfKeys = { all: ['etfs'] as const, list: () => ['etfs', 'list'] as const };

/** GET /api/etfs: ETFs, REITs and InvITs from the NSE lists with their latest price. */
export function useEtfs() {
  return useQuery({
    queryKey: etfKeys.list(),
    queryFn: ({ signal }) => apiFetch<EtfListing[]>('/api/etfs', { signal }),
    staleTime: 5 * 60_000,
  });
}
