/**
 * The F&O underlyings Sanchay generates contracts for when no current Kite dump is loaded. Lot sizes and
 * tick sizes are those of the Kite NFO dump of 2026-08-21 (the mirror's kite-instruments); strike steps
 * are NSE's (NIFTY 50, BANKNIFTY 100, FINNIFTY 50, stocks by price band).
 */

export interface UnderlyingSpec {
  /** F&O symbol, e.g. NIFTY. */
  symbol: string;
  /** What the spot is called in market data: an index name or an NSE stock symbol. */
  spotName: string;
  kind: 'index' | 'stock';
  lotSize: number;
  /** Futures tick size (options tick at 0.05). */
  futureTick: number;
  /** Strike interval; null = from the price band (stocks). */
  strikeStep: number | null;
  weekly: boolean;
  /** Kite token of the spot, when it is a well-known index. */
  spotToken?: number;
}

export const FNO_UNDERLYINGS: readonly UnderlyingSpec[] = [
  { symbol: 'NIFTY', spotName: 'NIFTY 50', kind: 'index', lotSize: 65, futureTick: 0.1, strikeStep: 50, weekly: true, spotToken: 256265 },
  { symbol: 'BANKNIFTY', spotName: 'NIFTY BANK', kind: 'index', lotSize: 30, futureTick: 0.2, strikeStep: 100, weekly: false, spotToken: 260105 },
  { symbol: 'FINNIFTY', spotName: 'NIFTY FIN SERVICE', kind: 'index', lotSize: 60, futureTick: 0.1, strikeStep: 50, weekly: false, spotToken: 257801 },
  { symbol: 'RELIANCE', spotName: 'RELIANCE', kind: 'stock', lotSize: 500, futureTick: 0.1, strikeStep: null, weekly: false },
  { symbol: 'HDFCBANK', spotName: 'HDFCBANK', kind: 'stock', lotSize: 650, futureTick: 0.05, strikeStep: null, weekly: false },
  { symbol: 'ICICIBANK', spotName: 'ICICIBANK', kind: 'stock', lotSize: 700, futureTick: 0.1, strikeStep: null, weekly: false },
  { symbol: 'INFY', spotName: 'INFY', kind: 'stock', lotSize: 400, futureTick: 0.1, strikeStep: null, weekly: false },
  { symbol: 'TCS', spotName: 'TCS', kind: 'stock', lotSize: 225, futureTick: 0.1, strikeStep: null, weekly: false },
  { symbol: 'SBIN', spotName: 'SBIN', kind: 'stock', lotSize: 750, futureTick: 0.1, strikeStep: null, weekly: false },
];

export const OPTION_TICK = 0.05;

/** NSE-style strike interval for a stock price. */
export function stockStrikeStep(price: number): number {
  if (price < 100) return 1;
  if (price < 250) return 2.5;
  if (price < 500) return 5;
  if (price < 1000) return 10;
  if (price < 2500) return 20;
  if (price < 5000) return 50;
  return 100;
}

export function strikeStepFor(spec: UnderlyingSpec, spot: number): number {
  return spec.strikeStep ?? stockStrikeStep(spot);
}

/** Rounds a price to a tick (to the nearest, or up/down for asks/bids). */
export function roundToTick(price: number, tick: number, mode: 'nearest' | 'up' | 'down' = 'nearest'): number {
  const n = price / tick;
  const steps = mode === 'up' ? Math.ceil(n - 1e-9) : mode === 'down' ? Math.floor(n + 1e-9) : Math.round(n);
  return Math.round(steps * tick * 100) / 100;
}

/**
 * The strike grid around a spot: `each` strikes either side of the nearest strike, positive only.
 */
export function strikeGrid(spot: number, step: number, each: number): number[] {
  const centre = Math.round(spot / step) * step;
  const out: number[] = [];
  for (let i = -each; i <= each; i++) {
    const k = Math.round((centre + i * step) * 100) / 100;
    if (k > 0) out.push(k);
  }
  return out;
}
