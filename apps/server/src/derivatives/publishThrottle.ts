/**
 * At most `perSecond` publishes per topic: the first tick after a quiet spell publishes at once; ticks
 * inside the interval are coalesced into one publish at the interval's end (computed then, from the
 * latest state, so nothing stale goes out and no tick's effect is lost).
 */
export class PublishThrottle {
  private readonly lastAt = new Map<string, number>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly intervalMs: number;

  constructor(
    perSecond: number,
    private readonly run: (topic: string) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.intervalMs = 1000 / perSecond;
  }

  /** Something changed for this topic. */
  touch(topic: string): void {
    if (this.timers.has(topic)) return;
    const wait = (this.lastAt.get(topic) ?? -Infinity) + this.intervalMs - this.now();
    if (wait <= 0) {
      this.fire(topic);
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(topic);
      this.fire(topic);
    }, wait);
    timer.unref?.();
    this.timers.set(topic, timer);
  }

  private fire(topic: string): void {
    this.lastAt.set(topic, this.now());
    this.run(topic);
  }

  forget(topic: string): void {
    const timer = this.timers.get(topic);
    if (timer) clearTimeout(timer);
    this.timers.delete(topic);
    this.lastAt.delete(topic);
  }

  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
