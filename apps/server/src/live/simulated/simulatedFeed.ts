import { istMidnight, isMarketOpenAt, MARKET_CLOSE_MINUTE, MARKET_OPEN_MINUTE, rngFor } from '@sanchay/core';
import { logger } from '../../platform/logger';
import type { LiveFeed, Tick, TickMode } from '../feed';
import type { Instrument, InstrumentHistory } from '../instruments';
import type { Candle } from '../candles';
import { InstrumentWalk } from './instrumentWalk';
import { MarketFactor } from './marketFactor';

/** Where the simulator learns about instruments (InstrumentDirectory in the app; a fixed table in tests). */
export interface SimulatorInstruments {
  byTokenOf(token: number): Promise<Instrument | undefined>;
  history(instrument: Instrument): Promise<InstrumentHistory>;
}

export interface SimulatedFeedOptions {
  instruments: SimulatorInstruments;
  /** LIVE_SEED: the same seed, clock and subscriptions replay the same ticks. */
  seed: number;
  /** The simulator's clock (epoch ms); tests inject one and call runDue(). */
  now?: () => number;
  /** Tick outside market hours too (demo data, LIVE_ALWAYS_ON). Read on every check. */
  alwaysOn?: () => boolean;
  /** How often the timer looks for due ticks; 0 = no timer (tests drive runDue). */
  pollMs?: number;
}

/** After a pause longer than this (laptop asleep, market closed) the walk resumes from now instead of replaying. */
const MAX_CATCH_UP_MS = 10_000;
/** How long a looked-up starting point is kept for the subscribe that follows the hub's unavailable() check. */
const LOOKUP_REUSE_MS = 5_000;

type StartingPoint = { instrument: Instrument; history: InstrumentHistory & { lastClose: number } } | string;

/**
 * The default feed: moves each subscribed instrument from its last daily close (see InstrumentWalk). Tokens
 * the database does not know are ignored (no ticks). Outside market hours it serves the last close (or the
 * session's last simulated price) and isLive() is false.
 */
export class SimulatedFeed implements LiveFeed {
  readonly kind = 'simulated' as const;
  private readonly walks = new Map<number, InstrumentWalk>();
  /** Tokens subscribed but still loading their history. */
  private readonly pending = new Set<number>();
  private readonly listeners = new Set<(ticks: readonly Tick[]) => void>();
  /** The stored daily close each walk starts from (the simulated feed says which). */
  private readonly startingCloses = new Map<number, { close: number; date: string | null }>();
  /** Starting points looked up in the last few seconds, so the check and the walk read the history once. */
  private readonly recentLookups = new Map<number, Promise<StartingPoint>>();
  private readonly now: () => number;
  private readonly market: MarketFactor;
  private timer: NodeJS.Timeout | null = null;
  private readonly log = logger('live');

  constructor(private readonly options: SimulatedFeedOptions) {
    this.now = options.now ?? Date.now;
    this.market = new MarketFactor(options.seed);
  }

  subscribe(tokens: readonly number[], _mode?: TickMode): void {
    for (const token of tokens) {
      if (this.walks.has(token) || this.pending.has(token)) continue;
      this.pending.add(token);
      void this.load(token);
    }
  }

  unsubscribe(tokens: readonly number[]): void {
    for (const token of tokens) {
      this.walks.delete(token);
      this.pending.delete(token);
    }
  }

  /** Resolves when every subscription made so far has loaded (tests, and callers wanting a first tick). */
  async ready(): Promise<void> {
    while (this.pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  onTicks(listener: (ticks: readonly Tick[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** One-minute candles of the session before the token was subscribed (seeds intraday charts). */
  sessionCandles(token: number): readonly Candle[] {
    return this.walks.get(token)?.sessionCandles() ?? [];
  }

  /** Why this token cannot be simulated (see LiveFeed.unavailable), or null. */
  async unavailable(token: number): Promise<string | null> {
    if (this.walks.has(token)) return null;
    const found = await this.lookUp(token);
    return typeof found === 'string' ? found : null;
  }

  /** startingPoint(), shared by calls for the same token within LOOKUP_REUSE_MS (or while one is running). */
  private lookUp(token: number): Promise<StartingPoint> {
    const recent = this.recentLookups.get(token);
    if (recent) return recent;
    const lookup = this.startingPoint(token);
    this.recentLookups.set(token, lookup);
    const forget = () => this.recentLookups.get(token) === lookup && this.recentLookups.delete(token);
    lookup.catch(forget); // a failed read is not reused
    setTimeout(forget, LOOKUP_REUSE_MS).unref();
    return lookup;
  }

  /** The instrument and its daily history to walk from, or why there is none. */
  private async startingPoint(token: number): Promise<StartingPoint> {
    const instrument = await this.options.instruments.byTokenOf(token);
    if (!instrument) return `No instrument has the token ${token}.`;
    const history = await this.options.instruments.history(instrument);
    if (history.lastClose === null) return `${instrument.symbol} has no closing level in the data yet, so there is no live price for it.`;
    return { instrument, history: { ...history, lastClose: history.lastClose } };
  }

  /** The stored daily close a subscribed instrument's walk started from. */
  startingClose(token: number): { close: number; date: string | null } | undefined {
    return this.startingCloses.get(token);
  }

  lastTick(token: number): Tick | undefined {
    const walk = this.walks.get(token);
    if (!walk) return undefined;
    return this.isLive() ? (walk.lastTick() ?? walk.closedTick(this.now())) : walk.closedTick(this.now());
  }

  isLive(): boolean {
    return (this.options.alwaysOn?.() ?? false) || isMarketOpenAt(this.now());
  }

  async start(): Promise<void> {
    const pollMs = this.options.pollMs ?? 100;
    if (pollMs > 0 && !this.timer) {
      this.timer = setInterval(() => this.runDue(), pollMs);
      this.timer.unref();
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Produces every tick due by now, as one batch to each listener. */
  runDue(): readonly Tick[] {
    const now = this.now();
    if (!this.isLive()) return [];
    const batch: Tick[] = [];
    for (const walk of this.walks.values()) {
      if (now - walk.nextAt > MAX_CATCH_UP_MS) walk.resync(now); // e.g. the market reopened
      while (walk.nextAt <= now) batch.push(walk.step());
    }
    if (batch.length > 0) this.emit(batch);
    return batch;
  }

  private async load(token: number): Promise<void> {
    try {
      const found = await this.lookUp(token);
      if (!this.pending.delete(token)) return; // unsubscribed meanwhile
      if (typeof found === 'string') return; // unavailable() tells the hub why
      const { instrument, history } = found;
      this.startingCloses.set(token, { close: history.lastClose, date: history.lastCloseDate ?? null });
      this.log.info(
        { token, symbol: instrument.symbol, close: history.lastClose, date: history.lastCloseDate ?? null },
        `simulated ${instrument.symbol} starts from its close of ${history.lastClose} on ${history.lastCloseDate ?? 'an unknown date'}`,
      );
      const now = this.now();
      const walk = new InstrumentWalk(instrument, history, rngFor(this.options.seed, 'live', token), this.market, now);
      // The instrument has been trading since the open: replay that part of the session first.
      if (this.isLive()) walk.catchUp(sessionStart(now), now);
      this.walks.set(token, walk);
      // A subscriber sees a price at once: the last close (or, while live, the session's opening price).
      this.emit([this.isLive() ? walk.step() : walk.closedTick(this.now())]);
    } catch (error) {
      this.pending.delete(token);
      this.log.warn({ err: error, token }, 'simulated feed could not load an instrument');
    }
  }

  private emit(ticks: readonly Tick[]): void {
    for (const listener of this.listeners) {
      try {
        listener(ticks);
      } catch (error) {
        this.log.error({ err: error }, 'a tick listener failed');
      }
    }
  }
}

/** Today's 09:15 IST while the market is open; otherwise (always-on) one full session's length ago. */
export function sessionStart(now: number): number {
  const sessionMs = (MARKET_CLOSE_MINUTE - MARKET_OPEN_MINUTE) * 60_000;
  if (!isMarketOpenAt(now)) return now - sessionMs;
  return Math.max(istMidnight(now) + MARKET_OPEN_MINUTE * 60_000, now - sessionMs);
}
