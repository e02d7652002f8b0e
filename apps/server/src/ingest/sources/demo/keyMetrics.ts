/**
 * The key_metrics 'ttm' row of a demo company, derived from its own statements, bars and shareholding (so
 * the screens' ratios agree with the statements they show). Valuation uses the last close and the trailing
 * four quarters; returns-on-capital use the latest fiscal year over the average of its opening and closing
 * balance sheets; growth rates are compound annual rates over fiscal years. Ratios that make no sense
 * (P/E of a loss maker, growth from a loss) are null.
 */
import { yearsBefore } from './calendar';
import { type CompanyPlan, round2 } from './companyFactory';
import { type Bars, closeOnOrBefore, type MovingAverageRow, rsi } from './movingAverages';
import type { ShareholdingRow } from './shareholdingFactory';
import type { CompanyStatements, Items } from './statementFactory';

const num = (items: Items | undefined, key: string): number => (items?.[key] as number | null | undefined) ?? 0;
const ratio = (a: number, b: number, digits = 2): number | null => {
  if (b === 0 || !Number.isFinite(a / b)) return null;
  const f = 10 ** digits;
  return Math.round((a / b) * f) / f;
};
const orNull = (value: number | null | undefined, f: (v: number) => number): number | null =>
  value === null || value === undefined ? null : f(value);
const positive = (value: number | null): number | null => (value !== null && value > 0 ? value : null);

/** Compound annual growth in % from `years` fiscal years back to the latest (null from or to a loss). */
export function cagr(series: readonly number[], years: number): number | null {
  if (series.length <= years) return null;
  const end = series[series.length - 1] as number;
  const start = series[series.length - 1 - years] as number;
  if (start <= 0 || end <= 0) return null;
  return round2((Math.pow(end / start, 1 / years) - 1) * 100);
}

/** Piotroski F-score (0-9) from the last two fiscal years; operating margin stands in for gross margin. */
export function piotroski(s: CompanyStatements): number | null {
  const n = s.income.length;
  if (n < 2) return null;
  const [i1, i0, b1, b0, c1] = [
    s.income[n - 1],
    s.income[n - 2],
    s.balance[n - 1],
    s.balance[n - 2],
    s.cashFlow[n - 1],
  ];
  const roa = (i: Items | undefined, b: Items | undefined) => num(i, 'netIncome') / num(b, 'totalAssets');
  const current = (b: Items | undefined) => num(b, 'currentAssets') / num(b, 'currentLiabilities');
  const leverage = (b: Items | undefined) => num(b, 'totalDebt') / num(b, 'totalAssets');
  const turnover = (i: Items | undefined, b: Items | undefined) => num(i, 'revenue') / num(b, 'totalAssets');
  const tests = [
    num(i1, 'netIncome') > 0,
    num(c1, 'cashFromOperations') > 0,
    roa(i1, b1) > roa(i0, b0),
    num(c1, 'cashFromOperations') > num(i1, 'netIncome'),
    leverage(b1) <= leverage(b0),
    current(b1) > current(b0),
    num(b1, 'sharesOutstanding') <= num(b0, 'sharesOutstanding'),
    num(i1, 'opm') > num(i0, 'opm'),
    turnover(i1, b1) > turnover(i0, b0),
  ];
  return tests.filter(Boolean).length;
}

export interface KeyMetricsInput {
  plan: CompanyPlan;
  statements: CompanyStatements;
  bars: Bars;
  movingAverage: MovingAverageRow | null;
  shareholding: readonly ShareholdingRow[];
}

export function deriveKeyMetrics({
  plan,
  statements: s,
  bars,
  movingAverage: ma,
  shareholding,
}: KeyMetricsInput): Items {
  const price = bars.close[bars.close.length - 1] as number;
  const lastDay = bars.days[bars.days.length - 1] as number;
  const shares = plan.shares;
  const marketCap = price * shares;
  const n = s.income.length;
  const [income, balance, previous] = [s.income[n - 1], s.balance[n - 1], s.balance[n - 2]];
  const equity = (b: Items | undefined) => num(b, 'equityCapital') + num(b, 'reserves');
  const avg = (key: (b: Items | undefined) => number) => (previous ? (key(balance) + key(previous)) / 2 : key(balance));
  const netIncome = num(income, 'netIncome');
  const ttmNetIncome = num(s.ttm, 'netIncome');
  const bookValue = equity(balance) / shares;
  const pe = ttmNetIncome > 0 ? ratio(marketCap, ttmNetIncome) : null;
  const revenues = s.income.map((i) => num(i, 'revenue'));
  const profits = s.income.map((i) => num(i, 'netIncome'));
  const profitGrowth3y = cagr(profits, 3);
  const latestHolding = shareholding[shareholding.length - 1];
  const yearAgo = closeOnOrBefore(bars, yearsBefore(lastDay, 1));
  const threeYearsAgo = closeOnOrBefore(bars, yearsBefore(lastDay, 3));
  const ebitdaTtm = num(s.ttm, 'ebitda');
  const enterpriseValue = marketCap + num(balance, 'totalDebt') - num(balance, 'cashEquivalents');
  return {
    marketCap,
    currentPrice: price,
    pe,
    pb: bookValue > 0 ? ratio(price, bookValue) : null,
    industryPe: plan.industryPe,
    dividendYield: ratio(num(income, 'dividend') * 100, marketCap),
    roe: positive(avg(equity)) === null ? null : ratio(netIncome * 100, avg(equity)),
    roce: ratio(
      num(income, 'ebit') * 100,
      avg((b) => equity(b) + num(b, 'totalDebt')),
    ),
    roa: ratio(
      netIncome * 100,
      avg((b) => num(b, 'totalAssets')),
    ),
    debtToEquity: equity(balance) > 0 ? ratio(num(balance, 'totalDebt'), equity(balance)) : null,
    currentRatio: ratio(num(balance, 'currentAssets'), num(balance, 'currentLiabilities')),
    interestCoverage: num(income, 'interest') > 0 ? ratio(num(income, 'ebit'), num(income, 'interest')) : null,
    evToEbitda: ebitdaTtm > 0 ? ratio(enterpriseValue, ebitdaTtm) : null,
    peg: pe !== null && profitGrowth3y !== null && profitGrowth3y > 0 ? ratio(pe, profitGrowth3y) : null,
    priceToSales: ratio(marketCap, num(s.ttm, 'revenue')),
    bookValue: round2(bookValue),
    opm: s.ttm.opm ?? null,
    salesGrowth3y: cagr(revenues, 3),
    salesGrowth5y: cagr(revenues, 5),
    profitGrowth3y,
    profitGrowth5y: cagr(profits, 5),
    promoterHolding: latestHolding?.promoter ?? null,
    pledgedPercentage: latestHolding?.pledged ?? null,
    piotroskiScore: piotroski(s),
    return1y: yearAgo === null ? null : round2((price / yearAgo - 1) * 100),
    return3y: threeYearsAgo === null ? null : round2((price / threeYearsAgo - 1) * 100),
    dma50: orNull(ma?.priceSma[50], round2),
    dma200: orNull(ma?.priceSma[200], round2),
    rsi: orNull(rsi(bars.close), round2),
    high52w: ma?.high52w ?? null,
    low52w: ma?.low52w ?? null,
  };
}
