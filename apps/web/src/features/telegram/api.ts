import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';
import { useAppConfig } from '../config';
import { TELEGRAM_STORAGE_KEY } from './texts';

/** The widget's user object (data-onauth callback): id, first_name, last_name, username, photo_url, auth_date, hash. */
export interface TelegramWidgetUser {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  auth_date: number;
  hash: string;
  [field: string]: string | number | undefined;
}

/** The server's view of the link (GET /api/telegram/link), the source of truth. */
export interface TelegramLink {
  id: string;
  username: string | null;
  firstName: string | null;
  photoUrl: string | null;
  linkedAt: string | null;
}

export const telegramLinkQueryKey = ['user', 'telegram', 'link'] as const;

export function fetchTelegramLink(signal?: AbortSignal) {
  return apiFetch<{ botName: string | null; telegram: TelegramLink | null }>('/api/telegram/link', { signal });
}

/** POST /api/telegram/auth (spec 001 section 7.1): the widget's user and the Google user's email, bearer header. */
export function connectTelegram(userTG: TelegramWidgetUser, email: string) {
  return apiFetch<{ ok: true; telegram: TelegramLink }>('/api/telegram/auth', {
    method: 'POST',
    body: JSON.stringify({ userTG, userGoogle: { email } }),
  });
}

export function disconnectTelegram() {
  return apiFetch<{ ok: true; removed: boolean }>('/api/telegram/link', { method: 'DELETE' });
}

export function useTelegramLink(enabled: boolean) {
  return useQuery({
    queryKey: telegramLinkQueryKey,
    queryFn: ({ signal }) => fetchTelegramLink(signal),
    enabled,
    staleTime: 60_000,
  });
}

/** The bot's name from GET /api/config (null when the server has no bot). */
export function useTelegramBotName(): { botName: string | null; loading: boolean } {
  const config = useAppConfig();
  const data = config.data as (typeof config.data & { telegramBotName?: string | null }) | undefined;
  return { botName: data?.telegramBotName ?? null, loading: config.isPending };
}

/** The stored widget user; unparseable data is removed (spec 001 section 4.2). */
export function readStoredTelegramUser(): TelegramWidgetUser | null {
  const raw = readStorage(TELEGRAM_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && 'id' in parsed) return parsed as TelegramWidgetUser;
  } catch {
    // fall through
  }
  removeStorage(TELEGRAM_STORAGE_KEY);
  return null;
}

export const storeTelegramUser = (user: TelegramWidgetUser) => writeStorage(TELEGRAM_STORAGE_KEY, JSON.stringify(user));
export const clearTelegramUser = () => removeStorage(TELEGRAM_STORAGE_KEY);
