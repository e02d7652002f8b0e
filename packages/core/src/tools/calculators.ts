import { xirr } from '../finance/xirr';

/**
 * The /utils calculators: SIP, lump sum, CAGR and SWP (XIRR reuses finance/xirr). Rates are annual percent.
 * Monthly maths uses the monthly rate i = annual / 12 / 100, the convention of Indian fund-house and
 * broker calculators.
 */

export interface YearRow {
  year: number;
  /** Money put in up to the end of this year. */
  invested: number;
  /** Value at the end of this year. */
  value: number;
}

export interface GrowthResult {
  invested: number;
  futureValue: number;
  gain: number;
  schedule: YearRow[];
}

/**
 * SIP future value, annuity-due: each instalment is paid at the START of the month and earns that month's
 * return, so FV = P x ((1 + i)^n - 1) / i x (1 + i), with n = 12 x years (P x n when the rate is 0).
 */
export function sipFutureValue(monthlyAmount: number, annualReturnPct: number, years: number): GrowthResult {
  const i = annualReturnPct / 12 / 100;
  const valueAfter = (months: number) =>
    i === 0 ? monthlyAmount * months : monthlyAmount * (((1 + i) ** months - 1) / i) * (1 + i);
  const schedule: YearRow[] = [];
  for (let year = 1; year <= years; year++) {
    schedule.push({ year, invested: monthlyAmount * 12 * year, value: valueAfter(12 * year) });
  }
  const invested = monthlyAmount * 12 * years;
  const futureValue = valueAfter(12 * years);
  return { invested, futureValue, gain: futureValue - invested, schedule };
}

/** Lump sum compounded once a year: FV = P x (1 + r)^years. */
export function lumpSumFutureValue(amount: number, annualReturnPct: number, years: number): GrowthResult {
  const r = annualReturnPct / 100;
  const schedule: YearRow[] = [];
  for (let year = 1; year <= years; year++) schedule.push({ year, invested: amount, value: amount * (1 + r) ** year });
  const futureValue = amount * (1 + r) ** years;
  return { invested: amount, futureValue, gain: futureValue - amount, schedule };
}

/** CAGR % = ((end / start)^(1 / years) - 1) x 100; -100 when the end value is 0. */
export function cagrPercent(startValue: number, endValue: number, years: number): number {
  if (startValue <= 0 || years <= 0 || endValue < 0) throw new RangeError('start and years must be positive, end not negative');
  return ((endValue / startValue) ** (1 / years) - 1) * 100;
}

export interface SwpYearRow {
  year: number;
  opening: number;
  withdrawn: number;
  returns: number;
  closing: number;
}

export interface SwpResult {
  totalWithdrawn: number;
  totalReturns: number;
  finalBalance: number;
  /** 1-based month in which the corpus ran out (the last withdrawal may be partial); null if it lasts. */
  depletedInMonth: number | null;
  schedule: SwpYearRow[];
}

/**
 * Systematic withdrawal plan: each month the corpus first earns the monthly return i, then the withdrawal is
 * taken at the month's end. When the balance cannot cover a withdrawal, what is left is paid out and the
 * plan stops.
 */
export function swpSchedule(corpus: number, monthlyWithdrawal: number, annualReturnPct: number, years: number): SwpResult {
  const i = annualReturnPct / 12 / 100;
  let balance = corpus;
  let totalWithdrawn = 0;
  let totalReturns = 0;
  let depletedInMonth: number | null = null;
  const schedule: SwpYearRow[] = [];
  for (let year = 1; year <= years && depletedInMonth === null; year++) {
    const opening = balance;
    let withdrawn = 0;
    let returns = 0;
    for (let month = 1; month <= 12; month++) {
      const earned = balance * i;
      balance += earned;
      returns += earned;
      const take = Math.min(monthlyWithdrawal, balance);
      balance -= take;
      withdrawn += take;
      if (balance <= 1e-9) {
        balance = 0;
        depletedInMonth = (year - 1) * 12 + month;
        break;
      }
    }
    totalWithdrawn += withdrawn;
    totalReturns += returns;
    schedule.push({ year, opening, withdrawn, returns, closing: balance });
  }
  return { totalWithdrawn, totalReturns, finalBalance: balance, depletedInMonth, schedule };
}

export interface XirrFlowInput {
  /** YYYY-MM-DD */
  date: string;
  /** Negative: money invested; positive: money received or the current value. */
  amount: number;
}

export type XirrOutcome =
  | { ok: true; ratePct: number; invested: number; received: number; gain: number }
  | { ok: false; message: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Validates the flows and runs XIRR (Newton with a bisection fallback, Excel's ACT/365 convention). */
export function xirrCalculation(flows: readonly XirrFlowInput[]): XirrOutcome {
  if (flows.length < 2) return { ok: false, message: 'Add at least two cash flows' };
  for (const [index, flow] of flows.entries()) {
    const row = index + 1;
    if (!ISO_DATE.test(flow.date) || Number.isNaN(Date.parse(flow.date))) return { ok: false, message: `Row ${row}: enter a valid date` };
    if (!Number.isFinite(flow.amount) || flow.amount === 0) return { ok: false, message: `Row ${row}: enter a non-zero amount` };
  }
  const invested = flows.filter((f) => f.amount < 0).reduce((sum, f) => sum - f.amount, 0);
  const received = flows.filter((f) => f.amount > 0).reduce((sum, f) => sum + f.amount, 0);
  if (invested === 0 || received === 0) {
    return { ok: false, message: 'Add at least one investment (negative) and one redemption or current value (positive)' };
  }
  const rate = xirr(flows);
  if (rate === null) return { ok: false, message: 'No rate of return fits these cash flows' };
  return { ok: true, ratePct: rate * 100, invested, received, gain: received - invested };
}
