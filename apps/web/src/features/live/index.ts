/** What other features use of live; they import it from here, never from its files. */
export { LiveBadge } from './LiveBadge';
export type { BreadthMover, CandleFrame, CandleInterval, DepthLevel, FeedStatus, LiveCandle, LiveTick, MarketBreadth } from './types';
