/**
 * XIRR: the annual rate r at which the net present value of dated cash flows is zero,
 * sum(amount_i / (1 + r)^((date_i - date_0) / 365)) = 0 (ACT/365, as Excel's XIRR).
 * Negative amounts are money invested, positive amounts money received.
 */
import { dayNumber } from '../calendar/ist';

export interface Cashflow {
  /** YYYY-MM-DD */
  date: string;
  amount: number;
}


const TOLERANCE = 1e-10;
const MAX_NEWTON = 50;
const MAX_BISECTION = 300;
const LOWEST_RATE = -0.999999999;

/**
 * The annualised internal rate of return (0.1 = 10% a year) of the cash flows, by Newton's method from 10%
 * with a bisection fallback. Null when there is no flow of each sign, a date is invalid, or no rate can be
 * bracketed.
 */
export function xirr(cashflows: readonly Cashflow[]): number | null {
  const n = cashflows.length;
  if (n < 2) return null;
  const years = new Float64Array(n);
  const amounts = new Float64Array(n);
  let first = Infinity;
  let hasNegative = false;
  let hasPositive = false;
  for (let i = 0; i < n; i++) {
    const flow = cashflows[i]!;
    const day = dayNumber(flow.date);
    if (!Number.isFinite(day) || !Number.isFinite(flow.amount)) return null;
    years[i] = day;
    amounts[i] = flow.amount;
    if (day < first) first = day;
    if (flow.amount < 0) hasNegative = true;
    else if (flow.amount > 0) hasPositive = true;
  }
  if (!hasNegative || !hasPositive) return null;
  for (let i = 0; i < n; i++) years[i] = (years[i]! - first) / 365;

  const npv = (rate: number): number => {
    const base = 1 + rate;
    let total = 0;
    for (let i = 0; i < n; i++) total += amounts[i]! / base ** years[i]!;
    return total;
  };
  // Scale for the convergence test: the largest absolute flow.
  let scale = 0;
  for (let i = 0; i < n; i++) scale = Math.max(scale, Math.abs(amounts[i]!));

  // Newton's method.
  let rate = 0.1;
  for (let iteration = 0; iteration < MAX_NEWTON; iteration++) {
    const base = 1 + rate;
    let value = 0;
    let derivative = 0;
    for (let i = 0; i < n; i++) {
      const t = years[i]!;
      const discounted = amounts[i]! / base ** t;
      value += discounted;
      derivative -= (t * discounted) / base;
    }
    if (!Number.isFinite(value) || !Number.isFinite(derivative) || derivative === 0) break;
    const next = rate - value / derivative;
    if (!Number.isFinite(next) || next <= -1) break;
    if (Math.abs(next - rate) < TOLERANCE) {
      return Math.abs(npv(next)) <= 1e-6 * scale ? next : bisection();
    }
    rate = next;
  }
  return bisection();

  function bisection(): number | null {
    let low = LOWEST_RATE;
    let high = 1;
    let fLow = npv(low);
    let fHigh = npv(high);
    // Widen upwards until the NPV changes sign (very high returns over short periods).
    while (Number.isFinite(fHigh) && Math.sign(fLow) === Math.sign(fHigh) && high < 1e9) {
      low = high;
      fLow = fHigh;
      high *= 10;
      fHigh = npv(high);
    }
    if (!Number.isFinite(fLow) || !Number.isFinite(fHigh) || Math.sign(fLow) === Math.sign(fHigh)) return null;
    for (let iteration = 0; iteration < MAX_BISECTION; iteration++) {
      const mid = (low + high) / 2;
      const fMid = npv(mid);
      if (fMid === 0 || (high - low) / 2 < TOLERANCE) return mid;
      if (Math.sign(fMid) === Math.sign(fLow)) {
        low = mid;
        fLow = fMid;
      } else {
        high = mid;
      }
    }
    return (low + high) / 2;
  }
}
