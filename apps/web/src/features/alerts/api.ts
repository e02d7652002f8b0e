import type { AlertEventView, AlertInput, AlertView, ScreenAlertView } from '@sanchay/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, postJson } from '../../lib/api';
import { USER_QUERY_ROOT } from '../../lib/session';

/** Under the user root: sign-out drops them. */
export const alertsKey = [USER_QUERY_ROOT, 'alerts'] as const;
const historyKey = [USER_QUERY_ROOT, 'alerts', 'history'] as const;

export function useAlerts(enabled = true) {
  return useQuery({
    queryKey: alertsKey,
    queryFn: ({ signal }) => apiFetch<{ alerts: AlertView[]; limit: number }>('/api/alerts', { signal }),
    enabled,
  });
}

export function useAlertHistory(enabled = true) {
  return useQuery({
    queryKey: historyKey,
    queryFn: ({ signal }) => apiFetch<{ events: AlertEventView[] }>('/api/alerts/history', { signal }),
    enabled,
  });
}

function useAlertMutation<V>(call: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => client.invalidateQueries({ queryKey: alertsKey }) });
}

export const useCreateAlert = () => useAlertMutation((input: AlertInput) => postJson<{ alert: AlertView }>('/api/alerts', input));

export const useUpdateAlert = () =>
  useAlertMutation(({ id, input }: { id: string; input: AlertInput }) =>
    apiFetch<{ alert: AlertView }>(`/api/alerts/${encodeURIComponent(id)}`, { method: 'PUT', body: JSON.stringify(input) }),
  );

export const useSetAlertStatus = () =>
  useAlertMutation(({ id, status }: { id: string; status: 'active' | 'paused' }) =>
    apiFetch<{ alert: AlertView }>(`/api/alerts/${encodeURIComponent(id)}`, { method: 'PATCH', body: JSON.stringify({ status }) }),
  );

export const useDeleteAlert = () =>
  useAlertMutation((id: string) => apiFetch<{ ok: true }>(`/api/alerts/${encodeURIComponent(id)}`, { method: 'DELETE' }));

const screensKey = [USER_QUERY_ROOT, 'alerts', 'screens'] as const;

export function useScreenAlerts(enabled = true) {
  return useQuery({
    queryKey: screensKey,
    queryFn: ({ signal }) => apiFetch<{ screens: ScreenAlertView[] }>('/api/alerts/screens', { signal }),
    enabled,
  });
}

function useScreenMutation<V>(call: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => client.invalidateQueries({ queryKey: screensKey }) });
}

export const useCreateScreenAlert = () => useScreenMutation((query: string) => postJson<{ screen: ScreenAlertView }>('/api/alerts/screens', { query }));

export const useSetScreenAlertStatus = () =>
  useScreenMutation(({ id, status }: { id: string; status: 'active' | 'paused' }) =>
    apiFetch<{ screen: ScreenAlertView }>(`/api/alerts/screens/${encodeURIComponent(id)}`, { method: 'PATCH', body: JSON.stringify({ status }) }),
  );

export const useDeleteScreenAlert = () =>
  useScreenMutation((id: string) => apiFetch<{ ok: true }>(`/api/alerts/screens/${encodeURIComponent(id)}`, { method: 'DELETE' }));
