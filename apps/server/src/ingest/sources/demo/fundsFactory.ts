/**
 * About 300 demo mutual fund schemes in the shape of AMFI's NAVAll: twelve fictional fund houses, each with
 * six or seven schemes from AMFI's categories, each scheme in four variants (Direct/Regular plan x
 * Growth/IDCW option) with its own scheme code, NAV on the data date, expense ratio and trailing returns.
 * Regular plans carry a higher expense ratio, so their NAV and returns trail the Direct plan's.
 */
import { clamp, rngFor } from '@sanchay/core';
import { demoIsin } from './identifiers';
import { SPONSORS } from './names';

export interface FundScheme {
  schemeCode: number;
  name: string;
  fundHouse: string;
  structure: string;
  category: string;
  plan: 'Direct' | 'Regular';
  option: 'Growth' | 'IDCW';
  isinGrowth: string;
  isinReinvestment: string | null;
  nav: number;
  expenseRatio: number;
  categoryAverageExpenseRatio: number;
  aumCrore: number;
  rating: number | null;
  returns: Record<string, number | null>;
}

/** Scheme codes of the demo funds start here, above the codes AMFI has used. */
export const DEMO_SCHEME_CODE_BASE = 900_001;

const CATEGORIES = [
  { category: 'Equity Scheme - Large Cap Fund', short: 'Large Cap Fund', r: 0.12, vol: 0.14, expense: 0.9 },
  { category: 'Equity Scheme - Mid Cap Fund', short: 'Midcap Fund', r: 0.16, vol: 0.18, expense: 0.7 },
  { category: 'Equity Scheme - Small Cap Fund', short: 'Small Cap Fund', r: 0.18, vol: 0.22, expense: 0.7 },
  { category: 'Equity Scheme - Flexi Cap Fund', short: 'Flexi Cap Fund', r: 0.14, vol: 0.15, expense: 0.8 },
  { category: 'Equity Scheme - ELSS', short: 'ELSS Tax Saver Fund', r: 0.14, vol: 0.15, expense: 0.8 },
  {
    category: 'Equity Scheme - Sectoral/ Thematic',
    short: 'Banking & Financial Services Fund',
    r: 0.13,
    vol: 0.2,
    expense: 0.9,
  },
  { category: 'Hybrid Scheme - Aggressive Hybrid Fund', short: 'Equity Hybrid Fund', r: 0.11, vol: 0.1, expense: 0.9 },
  { category: 'Hybrid Scheme - Balanced Advantage', short: 'Balanced Advantage Fund', r: 0.1, vol: 0.08, expense: 0.8 },
  { category: 'Debt Scheme - Liquid Fund', short: 'Liquid Fund', r: 0.065, vol: 0.003, expense: 0.15 },
  { category: 'Debt Scheme - Corporate Bond Fund', short: 'Corporate Bond Fund', r: 0.072, vol: 0.02, expense: 0.35 },
  { category: 'Debt Scheme - Gilt Fund', short: 'Gilt Fund', r: 0.075, vol: 0.04, expense: 0.45 },
  { category: 'Other Scheme - Index Funds', short: 'Nifty 50 Index Fund', r: 0.12, vol: 0.14, expense: 0.2 },
] as const;

/** Return periods in years; YTD depends on the data date. */
function periods(asOfDay: number): [string, number][] {
  const date = new Date(asOfDay * 86_400_000);
  const ytd = Math.max(1, asOfDay - Date.UTC(date.getUTCFullYear(), 0, 1) / 86_400_000) / 365;
  return [
    ['1W', 1 / 52],
    ['1M', 1 / 12],
    ['3M', 0.25],
    ['6M', 0.5],
    ['YTD', ytd],
    ['1Y', 1],
    ['2Y', 2],
    ['3Y', 3],
    ['5Y', 5],
    ['10Y', 10],
  ];
}

export function buildFunds(seed: number, asOfDay: number): FundScheme[] {
  const PERIODS = periods(asOfDay);
  const schemes: FundScheme[] = [];
  let code = DEMO_SCHEME_CODE_BASE;
  SPONSORS.forEach((sponsor, h) => {
    const rng = rngFor(seed, 'fund-house', sponsor);
    const offered = rng.shuffle([...CATEGORIES]).slice(0, 6 + (h % 2));
    for (const cat of offered) {
      const ageYears = rng.range(1.5, 18);
      const equity = cat.category.startsWith('Equity') || cat.category.startsWith('Other');
      const directExpense = Math.round(cat.expense * rng.logNormal(1, 0.2) * 100) / 100;
      const regularExtra = Math.round((equity ? rng.range(0.5, 1) : rng.range(0.15, 0.4)) * 100) / 100;
      const annual = clamp(rng.normal(cat.r, cat.vol / 3), -0.05, 0.35);
      // Annualised returns per period (gross of expenses): longer periods sit closer to the scheme's mean.
      const gross = PERIODS.map(([, years]) => annual + rng.normal(0, cat.vol / Math.sqrt(Math.max(years, 1))));
      const aum = rng.logNormal(equity ? 3000 : 6000, 1.1);
      const rating = equity && ageYears >= 3 ? rng.int(1, 5) : null;
      const growthNavDirect = 10 * Math.exp((annual - directExpense / 100) * ageYears + rng.normal(0, cat.vol));
      for (const plan of ['Direct', 'Regular'] as const) {
        const expense = plan === 'Direct' ? directExpense : Math.round((directExpense + regularExtra) * 100) / 100;
        const drag = plan === 'Direct' ? 0 : regularExtra / 100;
        for (const option of ['Growth', 'IDCW'] as const) {
          const growthNav = growthNavDirect * Math.exp(-drag * ageYears);
          const nav = option === 'Growth' ? growthNav : Math.max(10, growthNav * rng.range(0.35, 0.8));
          const returns: Record<string, number | null> = {};
          PERIODS.forEach(([label, years], k) => {
            if (years > ageYears) returns[label] = null;
            else {
              const rate = (gross[k] as number) - drag - (plan === 'Direct' ? directExpense / 100 : 0);
              const value = years >= 1 ? rate * 100 : (Math.pow(1 + rate, years) - 1) * 100;
              returns[label] = Math.round(value * 100) / 100;
            }
          });
          const n = code - DEMO_SCHEME_CODE_BASE;
          schemes.push({
            schemeCode: code++,
            name: `${sponsor} ${cat.short} - ${plan} Plan - ${option}`,
            fundHouse: `${sponsor} Mutual Fund`,
            structure: 'Open Ended Schemes',
            category: cat.category,
            plan,
            option,
            isinGrowth: demoIsin('IN', 2 * n, 'INF'),
            isinReinvestment: option === 'IDCW' ? demoIsin('IN', 2 * n + 1, 'INF') : null,
            nav: Math.round(nav * 10_000) / 10_000,
            expenseRatio: expense,
            categoryAverageExpenseRatio: 0,
            aumCrore:
              Math.round(aum * (plan === 'Direct' ? 0.4 : 0.6) * (option === 'Growth' ? 0.85 : 0.15) * 100) / 100,
            rating,
            returns,
          });
        }
      }
    }
  });
  // The category average expense ratio, per category and plan.
  const groups = new Map<string, FundScheme[]>();
  for (const s of schemes) groups.set(`${s.category}|${s.plan}`, [...(groups.get(`${s.category}|${s.plan}`) ?? []), s]);
  for (const list of groups.values()) {
    const average = list.reduce((sum, s) => sum + s.expenseRatio, 0) / list.length;
    list.forEach((s) => (s.categoryAverageExpenseRatio = Math.round(average * 100) / 100));
  }
  return schemes;
}
