import { KITE_DEFAULT_BASKET_URL } from '@sanchay/core';

/** The Kite settings of GET /api/config (kiteApiKey, kiteBasketUrl), read defensively. */
export interface KiteSettings {
  /** null: the server has no KITE_API_KEY, so the basket cannot be sent. */
  apiKey: string | null;
  basketUrl: string;
}

export function kiteSettings(config: unknown): KiteSettings {
  const c = (typeof config === 'object' && config !== null ? config : {}) as Record<string, unknown>;
  const apiKey = typeof c.kiteApiKey === 'string' && c.kiteApiKey.trim() !== '' ? c.kiteApiKey : null;
  const basketUrl =
    typeof c.kiteBasketUrl === 'string' && /^https?:\/\//.test(c.kiteBasketUrl)
      ? c.kiteBasketUrl
      : KITE_DEFAULT_BASKET_URL;
  return { apiKey, basketUrl };
}
