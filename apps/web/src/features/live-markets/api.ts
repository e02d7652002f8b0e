import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { queryString } from '../../lib/queryString';

export type InstrumentKind = 'index' | 'stock';

/** GET /api/live/instrument: what a symbol or index name streams as. */
export interface LiveInstrument {
  token: number;
  kind: InstrumentKind;
  symbol: string;
  name: string;
}

export function useLiveIndices() {
  return useQuery({
    queryKey: ['live', 'indices'],
    queryFn: ({ signal }) => apiFetch<Omit<LiveInstrument, 'kind'>[]>('/api/live/indices', { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useLiveInstrument(kind: InstrumentKind, symbol: string | null) {
  return useQuery({
    queryKey: ['live', 'instrument', kind, symbol],
    queryFn: ({ signal }) => apiFetch<LiveInstrument>(`/api/live/instrument${queryString({ kind, symbol })}`, { signal }),
    enabled: Boolean(symbol),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
