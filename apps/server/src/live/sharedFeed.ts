import type { Candle } from './candles';
import type { FeedKind, LiveFeed, Tick, TickMode } from './feed';

const MODE_RANK: Record<TickMode, number> = { ltp: 0, quote: 1, full: 2 };

/**
 * The feed every module shares (services.live.feed): subscriptions are reference-counted per token, so the
 * hub's tick topics, candles, breadth and derivatives can each subscribe and unsubscribe the same token
 * without cutting off one another. Pair every subscribe with an unsubscribe. The mode only ever goes up
 * (a token wanted in "full" by anyone stays in "full").
 */
export class SharedFeed implements LiveFeed {
  private readonly counts = new Map<number, number>();
  private readonly modes = new Map<number, TickMode>();

  constructor(readonly inner: LiveFeed) {}

  get kind(): FeedKind {
    return this.inner.kind;
  }

  subscribe(tokens: readonly number[], mode: TickMode = 'full'): void {
    const fresh: number[] = [];
    const upgraded: number[] = [];
    for (const token of tokens) {
      const count = this.counts.get(token) ?? 0;
      this.counts.set(token, count + 1);
      const current = this.modes.get(token);
      if (count === 0) {
        fresh.push(token);
        this.modes.set(token, mode);
      } else if (current && MODE_RANK[mode] > MODE_RANK[current]) {
        upgraded.push(token);
        this.modes.set(token, mode);
      }
    }
    if (fresh.length) this.inner.subscribe(fresh, mode);
    if (upgraded.length) this.inner.subscribe(upgraded, mode);
  }

  unsubscribe(tokens: readonly number[]): void {
    const gone: number[] = [];
    for (const token of tokens) {
      const count = this.counts.get(token) ?? 0;
      if (count <= 1) {
        if (count === 1) gone.push(token);
        this.counts.delete(token);
        this.modes.delete(token);
      } else {
        this.counts.set(token, count - 1);
      }
    }
    if (gone.length) this.inner.unsubscribe(gone);
  }

  /** How many holders a token has (tests). */
  holders(token: number): number {
    return this.counts.get(token) ?? 0;
  }

  onTicks(listener: (ticks: readonly Tick[]) => void): () => void {
    return this.inner.onTicks(listener);
  }

  unavailable(token: number): Promise<string | null> {
    return this.inner.unavailable?.(token) ?? Promise.resolve(null);
  }

  lastTick(token: number): Tick | undefined {
    return this.inner.lastTick(token);
  }

  sessionCandles(token: number): readonly Candle[] {
    return this.inner.sessionCandles?.(token) ?? [];
  }

  isLive(): boolean {
    return this.inner.isLive();
  }

  start(): Promise<void> {
    return this.inner.start();
  }

  stop(): Promise<void> {
    return this.inner.stop();
  }
}
