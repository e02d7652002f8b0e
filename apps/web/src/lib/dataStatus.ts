import type { DataSourceId, DataStatusResponse } from '@sanchay/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api';

export const dataStatusKey = ['data', 'status'] as const;

/** GET /api/data/status: every data source with the day its figures are of (the top bar's popover). */
export function useDataStatus(enabled = true) {
  return useQuery({
    enabled,
    queryKey: dataStatusKey,
    queryFn: ({ signal }) => apiFetch<DataStatusResponse>('/api/data/status', { signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** The as-of day (YYYY-MM-DD) of one source, null until known or when nothing is loaded. */
export function useSourceAsOf(id: DataSourceId | undefined): string | null {
  const status = useDataStatus(id !== undefined);
  if (!id) return null;
  return status.data?.sources.find((source) => source.id === id)?.asOf ?? null;
}
