/**
 * Option-chain statistics (anchors.md 3(g)): put-call ratio, max pain, ATM strike, and the OI build-up
 * label of a futures or option contract.
 */

export interface StrikeOpenInterest {
  strike: number;
  callOi: number;
  putOi: number;
}

/** Put-call ratio: sum of put values / sum of call values (OI or volume). Null when there is no call side. */
export function putCallRatio(puts: number, calls: number): number | null {
  return calls > 0 ? puts / calls : null;
}

export interface MaxPainResult {
  strike: number;
  /** Total payout to option holders (in underlying points x contracts) if the expiry settled at `strike`. */
  payout: number;
}

/**
 * Max pain: the strike at which option holders, taken together, receive the least at expiry:
 *   payout(S) = sum_K callOI(K) max(0, S - K) + putOI(K) max(0, K - S).
 * Not the strike with the largest open interest (a common bug). Null for an empty chain or no OI.
 * O(n) per chain: the payout is evaluated incrementally from running OI and OI x strike sums.
 */
export function maxPain(chain: readonly StrikeOpenInterest[]): MaxPainResult | null {
  const rows = [...chain].sort((a, b) => a.strike - b.strike);
  const n = rows.length;
  if (n === 0) return null;
  // callPay(S_i) = S_i * sum_{j<i} callOI_j - sum_{j<i} callOI_j K_j ; putPay symmetrical from above.
  const putFromAbove = new Float64Array(n); // sum_{j>i} putOI_j (K_j) and sum putOI_j
  const putOiAbove = new Float64Array(n);
  let pk = 0;
  let po = 0;
  for (let i = n - 1; i >= 0; i--) {
    putFromAbove[i] = pk;
    putOiAbove[i] = po;
    pk += rows[i]!.putOi * rows[i]!.strike;
    po += rows[i]!.putOi;
  }
  if (po === 0 && rows.every((r) => r.callOi === 0)) return null;
  let ck = 0;
  let co = 0;
  let best: MaxPainResult | null = null;
  for (let i = 0; i < n; i++) {
    const s = rows[i]!.strike;
    const payout = s * co - ck + (putFromAbove[i]! - s * putOiAbove[i]!);
    if (!best || payout < best.payout - 1e-9) best = { strike: s, payout };
    ck += rows[i]!.callOi * s;
    co += rows[i]!.callOi;
  }
  return best;
}

/** Payout to option holders at one settlement price (the definition max pain minimises; used by tests and charts). */
export function optionHoldersPayout(chain: readonly StrikeOpenInterest[], settlement: number): number {
  let total = 0;
  for (const r of chain) total += r.callOi * Math.max(0, settlement - r.strike) + r.putOi * Math.max(0, r.strike - settlement);
  return total;
}

/** The listed strike nearest the forward (ties go to the lower strike). */
export function atmStrike(strikes: readonly number[], forward: number): number | null {
  let best: number | null = null;
  for (const k of strikes) {
    if (best === null || Math.abs(k - forward) < Math.abs(best - forward) - 1e-9) best = k;
    else if (Math.abs(Math.abs(k - forward) - Math.abs(best - forward)) <= 1e-9 && k < best) best = k;
  }
  return best;
}

export const OI_BUILD_UPS = ['Long build-up', 'Short build-up', 'Long unwinding', 'Short covering'] as const;
export type OiBuildUp = (typeof OI_BUILD_UPS)[number];

/**
 * What the day's price and open-interest changes say (niftyinvest legend): price up & OI up = long
 * build-up; price down & OI up = short build-up; price down & OI down = long unwinding; price up & OI down =
 * short covering. Null when either did not move.
 */
export function oiBuildUp(priceChange: number, oiChange: number): OiBuildUp | null {
  if (!priceChange || !oiChange) return null;
  if (priceChange > 0) return oiChange > 0 ? 'Long build-up' : 'Short covering';
  return oiChange > 0 ? 'Short build-up' : 'Long unwinding';
}

/** Chip colour per label: bullish (green) for long build-up and short covering, bearish (red) otherwise. */
export function oiBuildUpTone(label: OiBuildUp): 'bullish' | 'bearish' {
  return label === 'Long build-up' || label === 'Short covering' ? 'bullish' : 'bearish';
}
