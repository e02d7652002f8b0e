/**
 * Black-76: European options on a forward/future F (the model NSE/BSE option analytics use, see
 * anchors.md 3(g)). Time in years, rate and volatility as decimals (0.09, 0.25).
 *   call = e^{-rT} (F N(d1) - K N(d2)),  put = e^{-rT} (K N(-d2) - F N(-d1)),
 *   d1 = (ln(F/K) + sigma^2 T / 2) / (sigma sqrt T),  d2 = d1 - sigma sqrt T.
 * Greeks are with respect to the forward (delta = e^{-rT} N(d1)); theta is per calendar day (annual / 365),
 * vega and rho per 1 percentage point (x 0.01), as Indian broker screens show them.
 */
import { normCdf, normPdf } from './normal';

export type OptionType = 'call' | 'put';

export interface Black76Input {
  type: OptionType;
  forward: number;
  strike: number;
  /** Years to expiry. */
  time: number;
  /** Continuously compounded risk-free rate, e.g. 0.065. */
  rate: number;
  volatility: number;
}

export interface Greeks {
  price: number;
  delta: number;
  gamma: number;
  /** Change in price per calendar day passing. */
  theta: number;
  /** Change in price per 1 percentage point of volatility. */
  vega: number;
  /** Change in price per 1 percentage point of rate (forward held fixed). */
  rho: number;
}

export const DAYS_PER_YEAR = 365;

/** Value at expiry (no time value left). */
export function intrinsicValue(type: OptionType, underlying: number, strike: number): number {
  return type === 'call' ? Math.max(0, underlying - strike) : Math.max(0, strike - underlying);
}

export function black76Price({ type, forward, strike, time, rate, volatility }: Black76Input): number {
  const df = Math.exp(-rate * Math.max(time, 0));
  const sd = volatility * Math.sqrt(Math.max(time, 0));
  if (!(sd > 0) || forward <= 0 || strike <= 0) return df * intrinsicValue(type, forward, strike);
  const d1 = (Math.log(forward / strike) + 0.5 * sd * sd) / sd;
  const d2 = d1 - sd;
  return type === 'call'
    ? df * (forward * normCdf(d1) - strike * normCdf(d2))
    : df * (strike * normCdf(-d2) - forward * normCdf(-d1));
}

export function black76Greeks(input: Black76Input): Greeks {
  const { type, forward, strike, rate, volatility } = input;
  const time = Math.max(input.time, 0);
  const df = Math.exp(-rate * time);
  const sqrtT = Math.sqrt(time);
  const sd = volatility * sqrtT;
  if (!(sd > 0) || forward <= 0 || strike <= 0) {
    const price = df * intrinsicValue(type, forward, strike);
    const itm = type === 'call' ? forward > strike : forward < strike;
    return { price, delta: itm ? (type === 'call' ? df : -df) : 0, gamma: 0, theta: 0, vega: 0, rho: (-time * price) / 100 };
  }
  const d1 = (Math.log(forward / strike) + 0.5 * sd * sd) / sd;
  const d2 = d1 - sd;
  const pdf = normPdf(d1);
  const price =
    type === 'call'
      ? df * (forward * normCdf(d1) - strike * normCdf(d2))
      : df * (strike * normCdf(-d2) - forward * normCdf(-d1));
  const delta = type === 'call' ? df * normCdf(d1) : -df * normCdf(-d1);
  const gamma = (df * pdf) / (forward * sd);
  // dV/dt = -dV/dT; with F fixed: dV/dT = -r V + F e^{-rT} n(d1) sigma / (2 sqrt T).
  const thetaYear = rate * price - (forward * df * pdf * volatility) / (2 * sqrtT);
  const vega = forward * df * pdf * sqrtT;
  return { price, delta, gamma, theta: thetaYear / DAYS_PER_YEAR, vega: vega / 100, rho: (-time * price) / 100 };
}

export interface ImpliedVolatilityInput extends Omit<Black76Input, 'volatility'> {
  price: number;
  /** A starting point, e.g. the previous tick's IV (saves Newton steps on a live chain). */
  guess?: number | null;
}

const MIN_VOL = 1e-4;
const MAX_VOL = 5;

/**
 * The volatility at which Black-76 gives `price`: Newton from a Brenner-Subrahmanyam start, falling back
 * to bisection when Newton leaves the bracket or stalls on a tiny vega (deep in or out of the money).
 * Null when no volatility fits: the price is at or below the discounted intrinsic value, at or above the
 * no-arbitrage ceiling (e^{-rT} F for a call, e^{-rT} K for a put), or the option has expired.
 */
export function impliedVolatility(input: ImpliedVolatilityInput, tolerance = 1e-8): number | null {
  const { type, forward, strike, time, rate, price } = input;
  if (!(time > 0) || !(forward > 0) || !(strike > 0) || !Number.isFinite(price)) return null;
  const df = Math.exp(-rate * time);
  const floor = df * intrinsicValue(type, forward, strike);
  const ceiling = df * (type === 'call' ? forward : strike);
  if (price <= floor + 1e-12 || price >= ceiling) return null;
  const f = (vol: number) => black76Price({ type, forward, strike, time, rate, volatility: vol }) - price;
  let lo = MIN_VOL;
  let hi = MAX_VOL;
  if (f(hi) < 0) return null;
  const start = input.guess ?? (Math.sqrt((2 * Math.PI) / time) * price) / (df * forward);
  let vol = Math.min(Math.max(start, 0.05), 2);
  for (let i = 0; i < 50; i++) {
    const g = black76Greeks({ type, forward, strike, time, rate, volatility: vol });
    const diff = g.price - price;
    if (Math.abs(diff) < tolerance) return vol;
    if (diff > 0) hi = Math.min(hi, vol);
    else lo = Math.max(lo, vol);
    const vega = g.vega * 100;
    let next = vega > 1e-10 ? vol - diff / vega : NaN;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2; // bisection step
    if (Math.abs(next - vol) < 1e-12) return next;
    vol = next;
  }
  // Newton and bisection steps shrink [lo, hi] every pass; finish by bisection if still not converged.
  for (let i = 0; i < 100 && hi - lo > 1e-10; i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) > 0) hi = mid;
    else lo = mid;
  }
  return (lo + hi) / 2;
}

/** Put-call parity for options on a future: C - P = e^{-rT} (F - K). Returns the violation (0 when it holds). */
export function putCallParityGap(call: number, put: number, forward: number, strike: number, rate: number, time: number): number {
  return call - put - Math.exp(-rate * time) * (forward - strike);
}

/** The forward price of a spot with a continuously compounded carry: S e^{rT}. */
export function forwardPrice(spot: number, rate: number, time: number): number {
  return spot * Math.exp(rate * time);
}
