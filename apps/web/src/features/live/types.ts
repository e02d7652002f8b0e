/**
 * Wire shapes of the /ws/market topics this app shows (server: apps/server/src/live). Prices in rupees.
 * Kept structural (no imports from the server) so the web bundle stays independent of it.
 */
export interface DepthLevel {
  price: number;
  quantity: number;
  orders: number;
}

/** tick:<token> */
export interface LiveTick {
  instrumentToken: number;
  symbol: string;
  lastPrice: number;
  close: number;
  change: number;
  changePercent: number;
  open?: number;
  high?: number;
  low?: number;
  volume?: number;
  lastQuantity?: number;
  averagePrice?: number;
  buyQuantity?: number;
  sellQuantity?: number;
  openInterest?: number;
  bid?: number;
  ask?: number;
  depth?: { buy: DepthLevel[]; sell: DepthLevel[] };
  timestamp: number;
  tradable: boolean;
}

export type CandleInterval = '1m' | '5m' | '15m';

/** `time` is the bucket start in epoch seconds. */
export interface LiveCandle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** candles:<token>:<interval>: the snapshot carries `candles`, each update one `candle`. */
export type CandleFrame = { interval: CandleInterval; candles: LiveCandle[] } | { interval: CandleInterval; candle: LiveCandle };

export interface BreadthMover {
  token: number;
  symbol: string;
  name: string;
  lastPrice: number;
  change: number;
  changePercent: number;
}

/** breadth:<index name> */
export interface MarketBreadth {
  index: string;
  advances: number;
  declines: number;
  unchanged: number;
  priced: number;
  constituents: number;
  gainers: BreadthMover[];
  losers: BreadthMover[];
  updatedAt: number;
}

/** status */
export interface FeedStatus {
  feed: 'simulated' | 'kite';
  live: boolean;
}
