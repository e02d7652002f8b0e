import type { FundamentalsReport, FundamentalsReportKind, MarketCode } from '@sanchay/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

export interface ReportRequest {
  symbol: string;
  country: MarketCode;
  report: FundamentalsReportKind;
}

/** GET /api/fundamentals/report, fetched when the admin presses Fetch (`request` set). */
export function useFundamentalsReport(request: ReportRequest | null) {
  return useQuery({
    queryKey: ['user', 'fundamentals-report', request],
    queryFn: ({ signal }) => {
      const r = request!;
      const query = new URLSearchParams({ symbol: r.symbol, country: r.country, report: r.report });
      return apiFetch<FundamentalsReport>(`/api/fundamentals/report?${query}`, { signal });
    },
    enabled: request !== null,
    retry: false,
    staleTime: 60_000,
  });
}
