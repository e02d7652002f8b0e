import { istDate, type OrderToSend } from '@sanchay/core';

/**
 * The basket last handed to Kite, kept in this browser: Kite's redirect back carries only `status`, so the
 * orders it came back about are remembered here, to offer them as trades for the portfolio.
 */
const KEY = 'sanchay.kiteHandedBasket';
/** A return this long after the hand-over is not about that basket. */
const MAX_AGE_MS = 24 * 3600_000;

export interface HandedBasket {
  /** The hand-over's day (IST), the trade date offered. */
  date: string;
  at: number;
  orders: OrderToSend[];
}

export function rememberHandedBasket(orders: readonly OrderToSend[], now = Date.now()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ date: istDate(now), at: now, orders: [...orders] } satisfies HandedBasket));
  } catch {
    // Storage full or blocked: the return simply offers nothing to record.
  }
}

export function handedBasket(now = Date.now()): HandedBasket | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as HandedBasket | null;
    if (!stored || !Array.isArray(stored.orders) || stored.orders.length === 0 || now - stored.at > MAX_AGE_MS) return null;
    return stored;
  } catch {
    return null;
  }
}

export function forgetHandedBasket(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}

/** The buys as the portfolio's documented generic CSV (re-importing it adds nothing). */
export function basketAsTradesCsv(basket: HandedBasket): string {
  return ['date,symbol,side,quantity,price', ...basket.orders.map((o) => `${basket.date},${o.tradingsymbol},buy,${o.quantity},${o.price}`)].join('\n');
}
