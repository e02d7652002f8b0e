/**
 * The derived arrays of the explorer (growth, discounted cash flow, scores), computed from statement line
 * items as stored in financial_statements.items (revenue, netIncome, totalAssets, freeCashFlow, ...).
 */

export type StatementLineItems = Record<string, number | null | undefined>;

const round = (value: number, digits = 2): number => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};
const num = (items: StatementLineItems | undefined, key: string): number | null => {
  const v = items?.[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

/** Growth in % from `previous` to `current`; null when either is missing or the base is zero. */
export function growthPercent(current: number | null | undefined, previous: number | null | undefined): number | null {
  if (current === null || current === undefined || previous === null || previous === undefined || previous === 0)
    return null;
  return round(((current - previous) / Math.abs(previous)) * 100);
}

/** growth_<item> for every numeric item of `current`. */
export function itemGrowth(current: StatementLineItems, previous: StatementLineItems): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const key of Object.keys(current)) out[`growth_${key}`] = growthPercent(num(current, key), num(previous, key));
  return out;
}

export interface DcfAssumptions {
  years: number;
  discountRatePercent: number;
  terminalGrowthPercent: number;
  /** Growth of cash flows during the explicit years, clamped to [minGrowth, maxGrowth]. */
  growthPercent: number;
}

/** Growth assumption from a 3-year revenue CAGR: clamped to 0..20 %, times `factor` (0.5 for the conservative case). */
export function dcfGrowth(revenueNow: number | null, revenue3yAgo: number | null, factor = 1): number {
  if (!revenueNow || !revenue3yAgo || revenueNow <= 0 || revenue3yAgo <= 0) return 0;
  const cagr = (Math.pow(revenueNow / revenue3yAgo, 1 / 3) - 1) * 100;
  return round(Math.min(20, Math.max(0, cagr)) * factor);
}

/**
 * Equity value per share: cash flows growing for `years`, a Gordon terminal value, discounted; plus cash
 * less debt for an unlevered flow (levered flows are already after interest, so only cash is added).
 */
export function dcfPerShare(input: {
  cashFlow: number;
  shares: number;
  cash: number;
  debt: number;
  levered: boolean;
  assumptions: DcfAssumptions;
}): number | null {
  const { cashFlow, shares, cash, debt, levered, assumptions: a } = input;
  const r = a.discountRatePercent / 100;
  const g = a.growthPercent / 100;
  const tg = a.terminalGrowthPercent / 100;
  if (shares <= 0 || r <= tg) return null;
  let value = 0;
  let flow = cashFlow;
  for (let year = 1; year <= a.years; year++) {
    flow *= 1 + g;
    value += flow / Math.pow(1 + r, year);
  }
  const terminal = (flow * (1 + tg)) / (r - tg);
  value += terminal / Math.pow(1 + r, a.years);
  const equity = levered ? value + cash : value + cash - debt;
  return round(equity / shares);
}

/** Piotroski F-score (0-9) from two consecutive annual years; operating margin stands in for gross margin. */
export function piotroskiScore(
  cur: { income: StatementLineItems; balance: StatementLineItems; cash: StatementLineItems },
  prev: { income: StatementLineItems; balance: StatementLineItems },
): number | null {
  const ta1 = num(cur.balance, 'totalAssets');
  const ta0 = num(prev.balance, 'totalAssets');
  if (!ta1 || !ta0) return null;
  const ni1 = num(cur.income, 'netIncome') ?? 0;
  const ni0 = num(prev.income, 'netIncome') ?? 0;
  const cfo = num(cur.cash, 'cashFromOperations') ?? 0;
  const ratio = (a: number | null, b: number | null) => (a !== null && b ? a / b : 0);
  const tests = [
    ni1 > 0,
    cfo > 0,
    ni1 / ta1 > ni0 / ta0,
    cfo > ni1,
    ratio(num(cur.balance, 'totalDebt'), ta1) <= ratio(num(prev.balance, 'totalDebt'), ta0),
    ratio(num(cur.balance, 'currentAssets'), num(cur.balance, 'currentLiabilities')) >
      ratio(num(prev.balance, 'currentAssets'), num(prev.balance, 'currentLiabilities')),
    (num(cur.balance, 'sharesOutstanding') ?? 0) <= (num(prev.balance, 'sharesOutstanding') ?? 0),
    ratio(num(cur.income, 'operatingProfit'), num(cur.income, 'revenue')) >
      ratio(num(prev.income, 'operatingProfit'), num(prev.income, 'revenue')),
    ratio(num(cur.income, 'revenue'), ta1) > ratio(num(prev.income, 'revenue'), ta0),
  ];
  return tests.filter(Boolean).length;
}

/** Altman Z-score: 1.2 WC/TA + 1.4 RE/TA + 3.3 EBIT/TA + 0.6 MVE/TL + 1.0 Sales/TA. */
export function altmanZScore(x: {
  workingCapital: number;
  totalAssets: number;
  retainedEarnings: number;
  ebit: number;
  marketCap: number;
  totalLiabilities: number;
  revenue: number;
}): number | null {
  if (x.totalAssets <= 0 || x.totalLiabilities <= 0) return null;
  const z =
    (1.2 * x.workingCapital) / x.totalAssets +
    (1.4 * x.retainedEarnings) / x.totalAssets +
    (3.3 * x.ebit) / x.totalAssets +
    (0.6 * x.marketCap) / x.totalLiabilities +
    x.revenue / x.totalAssets;
  return round(z);
}
