/**
 * The live price feed contract (issue 5). Two implementations: `simulated` (default, seeded) and `kite`
 * (Kite's ticker WebSocket). Everything that shows live prices (the /ws/market hub, the derivatives
 * chain builder, live markets) depends on this interface only.
 */

/** Kite ticker modes (anchors.md 3(c)): ltp = 8-byte packets, quote = 44, full = 184 (indices 8/28/32). */
export type TickMode = 'ltp' | 'quote' | 'full';

import type { FeedKind, Tick } from '@sanchay/core';

/** The tick wire shapes live in core (shared with the web); re-exported so server imports stay local. */
export type { DepthLevel, FeedKind, Tick } from '@sanchay/core';

export interface LiveFeed {
  readonly kind: FeedKind;
  /** Begin delivering ticks for these instrument tokens (idempotent). */
  subscribe(tokens: readonly number[], mode?: TickMode): void;
  unsubscribe(tokens: readonly number[]): void;
  /** Register a listener; returns a function that removes it. Listeners receive batches. */
  onTicks(listener: (ticks: readonly Tick[]) => void): () => void;
  /**
   * Optional (additive): one-minute OHLCV candles of today's session from before the token was subscribed,
   * oldest first; `time` in epoch seconds. The simulated feed replays its path since the open; Kite has none.
   */
  sessionCandles?(token: number): readonly { time: number; open: number; high: number; low: number; close: number; volume: number }[];
  /**
   * Optional (additive): why the feed can never price this token (no such instrument, or the simulation has no
   * close to start from), or null when it can. The hub then answers the topic with an error frame instead of
   * leaving the subscriber with no data and no word. Kite has none: its ticker is the judge.
   */
  unavailable?(token: number): Promise<string | null>;
  /** Latest tick per token, if any has arrived (used to answer a new subscriber at once). */
  lastTick(token: number): Tick | undefined;
  /** Whether the feed is currently producing ticks (simulated: market hours or demo; kite: socket open). */
  isLive(): boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
}
