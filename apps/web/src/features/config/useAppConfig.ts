import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

/** GET /api/config: what the server tells an anonymous browser. */
export interface AppConfig {
  googleClientId: string | null;
  devLogin: boolean;
  contactEmail: string;
  demoData: boolean;
  /** The Telegram bot of the login widget, null when none is configured. */
  telegramBotName?: string | null;
  kiteApiKey?: string | null;
  kiteBasketUrl?: string;
}

export const appConfigQueryKey = ['config'] as const;

/** The query of GET /api/config, also started before the first render (app/firstRequests.ts). */
export const appConfigQuery = queryOptions({
  queryKey: appConfigQueryKey,
  queryFn: ({ signal }) => apiFetch<AppConfig>('/api/config', { signal }),
  staleTime: Infinity,
  gcTime: Infinity,
  retry: 1,
});

export function useAppConfig() {
  return useQuery(appConfigQuery);
}
