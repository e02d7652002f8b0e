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

/** A series whose last close is more than this before the latest prices has stopped: no day's change is shown for it. */
const STALE_DAYS = 7;

/** Whether a series ending at `date` has stopped, against the latest prices' date (`latest`, /api/market/status). */
export function isStale(date: string | null, latest: string | null): boolean {
  return date !== null && latest !== null && Date.parse(latest) - Date.parse(date) > STALE_DAYS * 86_400_000;
}
