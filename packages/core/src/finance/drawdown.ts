/** The largest fall from a running peak, as a positive fraction (0.25 = 25%), with where it started and ended. */
export interface Drawdown {
  maxDrawdown: number;
  /** Index of the peak before the deepest fall (-1 when there are no positive values). */
  peakIndex: number;
  /** Index of the trough of the deepest fall (-1 when there are no positive values). */
  troughIndex: number;
}

/**
 * Maximum drawdown of a series: max over i of (peak before i - value i) / peak. Values up to the first
 * positive one are skipped (a portfolio worth nothing before its first buy has no peak to fall from).
 * No fall at all gives 0 with peak and trough at the highest value so far.
 */
export function maxDrawdown(values: ArrayLike<number>): Drawdown {
  let peak = 0;
  let peakAt = -1;
  let result: Drawdown = { maxDrawdown: 0, peakIndex: -1, troughIndex: -1 };
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (!Number.isFinite(value)) continue;
    if (value > peak) {
      peak = value;
      peakAt = i;
      if (result.maxDrawdown === 0) result = { maxDrawdown: 0, peakIndex: i, troughIndex: i };
      continue;
    }
    if (peak <= 0) continue;
    const fall = (peak - value) / peak;
    if (fall > result.maxDrawdown) result = { maxDrawdown: fall, peakIndex: peakAt, troughIndex: i };
  }
  return result;
}
