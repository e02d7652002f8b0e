import type { MarketStatus } from '@sanchay/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../lib/api';

/** "?a=1&b=x%20y" from the defined, non-empty params, in the given order. */
export function queryString(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

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

/**
 * Query keys of the signed-in user's data start with this (AuthProvider's USER_QUERY_ROOT, which
 * sign-out drops). Repeated here, not imported: importing the provider from a lazy chunk makes the
 * bundler split the landing chunk (a test keeps the two equal).
 */
export const USER_QUERY_ROOT = 'user';
