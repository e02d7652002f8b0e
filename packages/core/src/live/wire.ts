/**
 * Wire shapes of the /ws/market hub topics (server: apps/server/src/live; web: apps/web/src/features/live).
 * Prices in rupees; times in epoch milliseconds unless said otherwise.
 */
import type { MarketSession } from '../calendar/marketStatus';

/** Which live feed produces the ticks. */
export type FeedKind = 'simulated' | 'kite';

export interface DepthLevel {
  price: number;
  quantity: number;
  orders: number;
}

/** One price update (topic tick:<token>); the Kite decoder divides paise by 100. */
export interface Tick {
  instrumentToken: number;
  /** Exchange trading symbol, e.g. "NIFTY25JANFUT", "RELIANCE", "NIFTY 50". */
  symbol: string;
  lastPrice: number;
  /** Previous session close; change = lastPrice - close. */
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
  openInterestDayHigh?: number;
  openInterestDayLow?: number;
  /** Best bid / ask (full mode, or simulated). */
  bid?: number;
  ask?: number;
  depth?: { buy: DepthLevel[]; sell: DepthLevel[] };
  /** Epoch milliseconds of the exchange timestamp (or the simulator's clock). */
  timestamp: number;
  /** Tradable instruments vs indices (indices carry no volume / depth). */
  tradable: boolean;
}

export type CandleInterval = '1m' | '5m' | '15m';

/** One OHLCV bar; `time` is the bucket start in epoch seconds (lightweight-charts' UTCTimestamp). */
export interface LiveCandle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** candles:<token>:<interval> snapshot: the whole series. */
export type CandleSnapshot = { interval: CandleInterval; candles: readonly LiveCandle[] };
/** candles:<token>:<interval> update: the candle the latest tick changed (same `time` = replace). */
export type CandleUpdate = { interval: CandleInterval; candle: LiveCandle };
export type CandleFrame = CandleSnapshot | CandleUpdate;

export interface BreadthMover {
  token: number;
  symbol: string;
  name: string;
  lastPrice: number;
  change: number;
  changePercent: number;
}

/** breadth:<index name>: advances / declines / unchanged and the top gainers and losers of its constituents. */
export interface MarketBreadth {
  index: string;
  advances: number;
  declines: number;
  unchanged: number;
  /** Constituents with a price so far (the rest are still loading or have no prices). */
  priced: number;
  constituents: number;
  gainers: BreadthMover[];
  losers: BreadthMover[];
  updatedAt: number;
}

/** status: what the "Simulated" / "Live" / "Closed" badge shows. */
export interface FeedStatus {
  feed: FeedKind;
  live: boolean;
  /** The NSE session now: open, pre-open, closed, weekend or a holiday with its name (calendar/marketStatus.ts). */
  market?: MarketSession;
}
