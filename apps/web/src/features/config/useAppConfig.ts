import { useQuery } from '@tanstack/react-query';
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

export function useAppConfig() {
  return useQuery({
    queryKey: appConfigQueryKey,
    queryFn: ({ signal }) => apiFetch<AppConfig>('/api/config', { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
}
