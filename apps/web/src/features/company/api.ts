import type { CompanyDetails, MarketCode, PriceHistory, PriceRange } from '@sanchay/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch, isNotFound } from '../../lib/api';
import { queryString } from '../../lib/queryString';

export const companyKeys = {
  all: ['company'] as const,
  details: (country: MarketCode, symbol: string) => ['company', 'details', country, symbol] as const,
  prices: (country: MarketCode, symbol: string, range: PriceRange) => ['company', 'prices', country, symbol, range] as const,
};

export function companyPath(symbol: string): string {
  return `/api/company/${encodeURIComponent(symbol)}`;
}

export function fetchCompany(symbol: string, country: MarketCode, signal?: AbortSignal): Promise<CompanyDetails> {
  return apiFetch<CompanyDetails>(`${companyPath(symbol)}${queryString({ country })}`, { signal });
}

/** GET /api/company/:symbol; a 404 is final (no retry). */
export function useCompanyDetails(symbol: string | null, country: MarketCode) {
  return useQuery({
    queryKey: companyKeys.details(country, symbol ?? ''),
    queryFn: ({ signal }) => fetchCompany(symbol ?? '', country, signal),
    enabled: Boolean(symbol),
    staleTime: 5 * 60_000,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

/** GET /api/company/:symbol/prices; the previous range stays on screen while the next loads. */
export function useCompanyPrices(symbol: string, country: MarketCode, range: PriceRange, enabled = true) {
  return useQuery({
    queryKey: companyKeys.prices(country, symbol, range),
    queryFn: ({ signal }) =>
      apiFetch<PriceHistory>(`${companyPath(symbol)}/prices${queryString({ country, range })}`, { signal }),
    enabled: enabled && Boolean(symbol),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
