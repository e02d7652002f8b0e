import { rngFor } from '@sanchay/core';

/**
 * The simulated market's common driver: a seeded Brownian motion on a one-second grid shared by every
 * instrument, so indices and their constituents move together (stocks load ~50% of their variance on it,
 * indices ~90%). W(t) is only ever needed as an increment over a short span, summed from per-second draws.
 */
export class MarketFactor {
  private readonly cache = new Map<number, number>();

  constructor(private readonly seed: number) {}

  /** W(to) - W(from) in units of one-second standard deviations. */
  increment(fromMs: number, toMs: number): number {
    let sum = 0;
    for (let second = Math.floor(fromMs / 1000); second < Math.floor(toMs / 1000); second++) sum += this.draw(second);
    return sum;
  }

  private draw(second: number): number {
    let value = this.cache.get(second);
    if (value === undefined) {
      value = rngFor(this.seed, 'market-factor', second).normal();
      if (this.cache.size > 50_000) this.cache.clear();
      this.cache.set(second, value);
    }
    return value;
  }
}
