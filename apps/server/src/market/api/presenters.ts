/**
 * The wire contract of the market REST API (API.md). Query functions return rows; these functions turn
 * rows into the documented shapes, so a column rename never changes an answer by accident.
 */
import type { PriceBar, PriceHistory, Quote } from '@sanchay/core';

// The wire shapes live in packages/core (market/marketApiTypes.ts), shared with the web.
export type { PriceBar as Bar, PriceHistory, Quote };

/** Removes floating-point noise (110.1 - 100 = 10.1, not 10.099999999999994); 4 decimals. */
export function round(value: number | null | undefined, digits = 4): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Change in % from `base` to `value`; null without a positive base. */
export function percentChange(value: number | null | undefined, base: number | null | undefined): number | null {
  if (value === null || value === undefined || base === null || base === undefined || base === 0) return null;
  return round(((value - base) / base) * 100);
}

export const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The latest bar of a company or an index, with the bar before it (prevClose) and the 52-week range. */
export interface BarsRow {
  date: string | null;
  open: number | null;
  high: number | null;
  low: number | null;
  close: number | null;
  prev_close: number | null;
  volume: number | null;
  high_52w: number | null;
  low_52w: number | null;
}

/** A quote, or null when the instrument has no bar yet. */
export function presentQuote(listing: { symbol: string; exchange: string | null; name: string }, bars: BarsRow): Quote | null {
  if (bars.date === null || bars.close === null) return null;
  const prevClose = bars.prev_close;
  return {
    symbol: listing.symbol,
    exchange: listing.exchange,
    name: listing.name,
    date: bars.date,
    open: bars.open,
    high: bars.high,
    low: bars.low,
    close: bars.close,
    prevClose,
    change: prevClose === null ? null : round(bars.close - prevClose),
    changePct: percentChange(bars.close, prevClose),
    volume: bars.volume,
    high52w: bars.high_52w,
    low52w: bars.low_52w,
  };
}

