/**
 * Wire shapes of the /ws/market topics this app shows (server: apps/server/src/live). Prices in rupees.
 * They are defined once in @sanchay/core (types only, so the web bundle stays independent of the server).
 */
export type {
  BreadthMover,
  CandleFrame,
  CandleInterval,
  DepthLevel,
  FeedStatus,
  LiveCandle,
  MarketBreadth,
  Tick as LiveTick,
} from '@sanchay/core';
