import type {
  PortfolioGains,
  PortfolioHistory,
  PortfolioImportPreview,
  PortfolioImportRequest,
  PortfolioImportResult,
  PortfolioSecurityInput,
  PortfolioSummary,
  PortfolioTrade,
  PortfolioTradeInput,
} from '@sanchay/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, postJson } from '../../lib/api';

const ROOT = ['portfolio'] as const;

export const usePortfolio = (enabled = true) => useQuery({ queryKey: [...ROOT, 'summary'], queryFn: () => apiFetch<PortfolioSummary>('/api/portfolio'), enabled });
export const usePortfolioGains = () => useQuery({ queryKey: [...ROOT, 'gains'], queryFn: () => apiFetch<PortfolioGains>('/api/portfolio/gains') });
export const usePortfolioHistory = () => useQuery({ queryKey: [...ROOT, 'history'], queryFn: () => apiFetch<PortfolioHistory>('/api/portfolio/history') });
export const usePortfolioTrades = () =>
  useQuery({ queryKey: [...ROOT, 'trades'], queryFn: async () => (await apiFetch<{ trades: PortfolioTrade[] }>('/api/portfolio/trades')).trades });

/** Every change refreshes the holdings, the gains and the trades (XIRR and the statement are recomputed). */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ROOT });
}

export type ImportBody = Partial<PortfolioImportRequest> & { content: string };

export const usePreviewImport = () => useMutation({ mutationFn: (body: ImportBody) => postJson<PortfolioImportPreview>('/api/portfolio/import/preview', body) });

export function useConfirmImport() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: ImportBody) => postJson<PortfolioImportResult>('/api/portfolio/import', body), onSuccess: refresh });
}

export function useSaveTrade() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PortfolioTradeInput }) =>
      id
        ? apiFetch<PortfolioTrade>(`/api/portfolio/trades/${encodeURIComponent(id)}`, { method: 'PUT', body: JSON.stringify(input) })
        : postJson<PortfolioTrade>('/api/portfolio/trades', input),
    onSuccess: refresh,
  });
}

export function useDeleteTrade() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => apiFetch(`/api/portfolio/trades/${encodeURIComponent(id)}`, { method: 'DELETE' }), onSuccess: refresh });
}

export function useSaveSecurity() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ isin, input }: { isin: string; input: PortfolioSecurityInput }) =>
      apiFetch(`/api/portfolio/securities/${encodeURIComponent(isin)}`, { method: 'PUT', body: JSON.stringify(input) }),
    onSuccess: refresh,
  });
}
