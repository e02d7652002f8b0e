import { COMPANY_SEARCH, type MarketCode } from '@sanchay/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

/** One row of GET /api/company/list. */
export interface CompanySearchResult {
  name: string;
  symbol: string;
  exchange: string;
  country: string;
  /** Set when the listing no longer trades: what became of it ("merged into HDFC Bank, Jul 2023"). */
  note?: string;
}

function isResult(value: unknown): value is CompanySearchResult {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return typeof row.name === 'string' && typeof row.symbol === 'string';
}

export async function searchCompanies(
  q: string,
  country: MarketCode,
  signal?: AbortSignal,
): Promise<CompanySearchResult[]> {
  const url = `/api/company/list?country=${encodeURIComponent(country)}&q=${encodeURIComponent(q)}`;
  const rows = await apiFetch<unknown>(url, { signal });
  return Array.isArray(rows) ? rows.filter(isResult) : [];
}

/** Server-side company search; runs only for terms of at least COMPANY_SEARCH.minChars characters. */
export function useCompanySearch(term: string, country: MarketCode) {
  return useQuery({
    queryKey: ['companies', country, term],
    queryFn: ({ signal }) => searchCompanies(term, country, signal),
    enabled: term.length >= COMPANY_SEARCH.minChars,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
