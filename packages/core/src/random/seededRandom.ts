/**
 * Seeded pseudo-random numbers (the demo universe and the simulated live feed): the same seed, the same numbers.
 * xoshiro128** (fast, 128-bit state, good statistical quality) seeded through splitmix32. Every part of
 * the universe draws from its own stream (`rngFor(seed, 'prices', companyKey)`), so generating one
 * company never shifts the numbers of another and the work can be streamed in any order.
 */

/** A 32-bit hash of strings and numbers (FNV-1a over the text, then a murmur-style finaliser). */
export function hash32(...parts: readonly (string | number)[]): number {
  let h = 0x811c9dc5;
  const text = parts.join('\u0001');
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Acklam's rational approximation of the standard normal quantile function (relative error < 1.2e-9). */
function normalQuantile(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
  ];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const [a0, a1, a2, a3, a4, a5] = a as [number, number, number, number, number, number];
  const [b0, b1, b2, b3, b4] = b as [number, number, number, number, number];
  const [c0, c1, c2, c3, c4, c5] = c as [number, number, number, number, number, number];
  const [d0, d1, d2, d3] = d as [number, number, number, number];
  const tail = (q: number) =>
    (((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) / ((((d0 * q + d1) * q + d2) * q + d3) * q + 1);
  if (p < 0.02425) return tail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - 0.02425) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q) /
    (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1)
  );
}

/**
 * Normal deviates by table: the quantile function at 8,192 points, interpolated linearly. About five times
 * faster than Box-Muller (the price series draw ~100 million deviates at N = 80,000); the tails end near
 * 3.9 sigma, which the price model's jumps make up for.
 */
const NORMAL_TABLE_SIZE = 8192;
const NORMAL_TABLE = Float64Array.from({ length: NORMAL_TABLE_SIZE + 1 }, (_, i) =>
  normalQuantile(Math.min(Math.max(i / NORMAL_TABLE_SIZE, 0.5 / NORMAL_TABLE_SIZE), 1 - 0.5 / NORMAL_TABLE_SIZE)),
);

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let s = seed >>> 0;
    const splitmix = () => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = splitmix();
    this.b = splitmix();
    this.c = splitmix();
    this.d = splitmix();
  }

  /** A uniform number in [0, 1). */
  next(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return result / 4294967296;
  }

  /** A uniform number in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** A uniform integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** A normal deviate (see NORMAL_TABLE). */
  normal(mean = 0, sd = 1): number {
    const x = this.next() * NORMAL_TABLE_SIZE;
    const i = x | 0;
    const low = NORMAL_TABLE[i] as number;
    return mean + sd * (low + (x - i) * ((NORMAL_TABLE[i + 1] as number) - low));
  }

  /** A log-normal value with the given median and log-scale sigma. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(this.normal(0, sigma));
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    let total = 0;
    for (const item of items) total += weight(item);
    let x = this.next() * total;
    for (const item of items) {
      x -= weight(item);
      if (x < 0) return item;
    }
    return items[items.length - 1] as T;
  }

  /** Fisher-Yates, in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j] as T, items[i] as T];
    }
    return items;
  }
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

/** The stream for one purpose and item, e.g. `rngFor(seed, 'prices', companyKey)`. */
export function rngFor(seed: number, ...parts: readonly (string | number)[]): Rng {
  return new Rng(hash32(seed, ...parts));
}

export const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
