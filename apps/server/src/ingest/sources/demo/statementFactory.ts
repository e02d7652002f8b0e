/**
 * A demo company's statements in the canonical keys of packages/core statementItems.ts: ten fiscal years
 * of income statement, balance sheet and cash flow, the latest eight quarterly income statements, and the
 * trailing-twelve-month sums. Money is in whole currency units. The model (businessModel.ts) is scaled so
 * that the latest year's sales sit at the company's price-to-sales; every money item is then rounded and
 * the totals are derived from the rounded parts, so the identities hold exactly:
 *   operatingProfit = revenue - materialCost - employeeCost - otherExpenses
 *   netIncome = operatingProfit + otherIncome - depreciation - interest - tax + extraordinaryItems
 *   totalAssets = equityCapital + reserves + totalDebt + otherLiabilities = totalLiabilities
 *   reserves(t) = reserves(t-1) + netIncome - dividend (+ capital raised)
 *   cashEnd = cashBeginning + netCashFlow, and cashEnd is the balance sheet's cashEquivalents
 * Quarters split each fiscal year, so the four quarters of a year add up to that year.
 */
import { rngFor, type Rng } from '@sanchay/core';
import { simulateBusiness, type ModelYear } from './businessModel';
import { fiscalQuarterIndex, fiscalYearEndOf, type FiscalCalendar } from './calendar';
import { type CompanyPlan, round2 } from './companyFactory';

export type Items = Record<string, number | null>;

export interface CompanyStatements {
  /** Aligned with calendar.annualEnds. */
  income: Items[];
  balance: Items[];
  cashFlow: Items[];
  /** Aligned with calendar.quarterEnds. */
  quarterly: Items[];
  /** Sums of the last four quarters. */
  ttm: Items;
  faceValue: number;
}

const FLOW_KEYS = [
  'revenue',
  'materialCost',
  'employeeCost',
  'otherExpenses',
  'otherIncome',
  'depreciation',
  'interest',
  'tax',
  'extraordinaryItems',
] as const;
type FlowKey = (typeof FLOW_KEYS)[number];
type Flows = Record<FlowKey, number>;

const pct = (part: number, whole: number): number | null => (whole === 0 ? null : round2((part / whole) * 100));

/** The income statement items from rounded flows (plus dividend for years). */
function incomeItems(f: Flows, shares: number, dividend?: number): Items {
  const operatingProfit = f.revenue - f.materialCost - f.employeeCost - f.otherExpenses;
  const ebitda = operatingProfit + f.otherIncome;
  const ebit = ebitda - f.depreciation;
  const profitBeforeTax = ebit - f.interest;
  const netIncome = profitBeforeTax - f.tax + f.extraordinaryItems;
  const items: Items = {
    revenue: f.revenue,
    materialCost: f.materialCost,
    employeeCost: f.employeeCost,
    otherExpenses: f.otherExpenses,
    operatingProfit,
    opm: pct(operatingProfit, f.revenue),
    otherIncome: f.otherIncome,
    ebitda,
    depreciation: f.depreciation,
    ebit,
    interest: f.interest,
    profitBeforeTax,
    tax: f.tax,
    extraordinaryItems: f.extraordinaryItems,
    netIncome,
    npm: pct(netIncome, f.revenue),
    eps: round2(netIncome / shares),
  };
  if (dividend !== undefined) items.dividend = dividend;
  return items;
}

/** Splits an integer into four integer parts by weights (the last part takes the rounding). */
function split4(total: number, weights: readonly number[]): number[] {
  const parts = [0, 1, 2].map((q) => Math.round(total * (weights[q] as number)));
  parts.push(total - (parts[0] as number) - (parts[1] as number) - (parts[2] as number));
  return parts;
}

interface QuarterWeights {
  sales: number[];
  costs: number[];
  flat: number[];
}

function quarterWeights(rng: Rng): QuarterWeights {
  const norm = (w: number[]) => {
    const s = w.reduce((a, b) => a + b, 0);
    return w.map((x) => x / s);
  };
  const sales = norm([0.235, 0.245, 0.255, 0.265].map((w) => w * rng.logNormal(1, 0.04)));
  return {
    sales,
    costs: norm(sales.map((w) => w * rng.logNormal(1, 0.02))),
    flat: norm([1, 1, 1, 1].map(() => rng.logNormal(1, 0.02))),
  };
}

/** Face value: the largest usual one that keeps equity capital under 40% of the opening net worth. */
function pickFaceValue(shares: number, openingEquity: number): number {
  return [10, 5, 2, 1].find((fv) => shares * fv <= 0.4 * openingEquity) ?? 1;
}

interface CompanyModel {
  model: ModelYear[];
  weights: QuarterWeights[];
  /** Rounded flows per model year. */
  flows: Flows[];
  scale: number;
  faceValue: number;
}

/** The model years, scaled so the last reported year's sales sit at the plan's price-to-sales. */
function modelCompany(plan: CompanyPlan, cal: FiscalCalendar, seed: number): CompanyModel {
  const rng = rngFor(seed, 'statements', plan.key);
  const model = simulateBusiness(plan, rng, cal.modelYearEnds.length);
  const weights = model.map(() => quarterWeights(rng));
  const lastReported = cal.modelYearEnds.indexOf(cal.annualEnds[cal.annualEnds.length - 1] as number);
  const scale = plan.marketCap / (plan.priceToSales * (model[lastReported] as ModelYear).revenue);
  const flows = model.map((m) => {
    const f = {} as Flows;
    for (const key of FLOW_KEYS) f[key] = Math.round(m[key] * scale);
    return f;
  });
  return {
    model,
    weights,
    flows,
    scale,
    faceValue: pickFaceValue(plan.shares, (model[0] as ModelYear).equity * scale),
  };
}

function quarterFlows(cm: CompanyModel, cal: FiscalCalendar, end: number): Flows {
  const y = cal.modelYearEnds.indexOf(fiscalYearEndOf(end));
  if (y < 1) throw new Error('a reported quarter lies outside the modelled years');
  const q = fiscalQuarterIndex(end);
  const w = cm.weights[y] as QuarterWeights;
  const f = cm.flows[y] as Flows;
  const out = {} as Flows;
  for (const key of FLOW_KEYS) {
    const by =
      key === 'revenue' || key === 'tax' || key === 'extraordinaryItems'
        ? w.sales
        : key === 'materialCost' || key === 'employeeCost' || key === 'otherExpenses'
          ? w.costs
          : w.flat;
    out[key] = split4(f[key], by)[q] as number;
  }
  return out;
}

function trailingFlows(quarters: readonly Flows[]): Flows {
  const out = {} as Flows;
  for (const key of FLOW_KEYS) {
    let sum = 0;
    for (const q of quarters.slice(-4)) sum += q[key];
    out[key] = sum;
  }
  return out;
}

/** Face value and trailing-twelve-month income without the rest (the planning pass needs only these). */
export function trailingSummary(
  plan: CompanyPlan,
  cal: FiscalCalendar,
  seed: number,
): { faceValue: number; ttm: Items } {
  const cm = modelCompany(plan, cal, seed);
  const quarters = cal.quarterEnds.slice(-4).map((end) => quarterFlows(cm, cal, end));
  return { faceValue: cm.faceValue, ttm: incomeItems(trailingFlows(quarters), plan.shares) };
}

export function buildStatements(plan: CompanyPlan, cal: FiscalCalendar, seed: number): CompanyStatements {
  const cm = modelCompany(plan, cal, seed);
  const { model, flows, scale, faceValue } = cm;
  const r = (x: number) => Math.round(x * scale);
  const shares = plan.shares;
  const equityCapital = shares * faceValue;
  const incomeAll = model.map((m, y) => incomeItems(flows[y] as Flows, shares, r(m.dividend)));
  const balanceAll: Items[] = [];
  const cashFlowAll: Items[] = [];
  let reserves = 0;
  let grossBlock = 0;
  model.forEach((m, y) => {
    const income = incomeAll[y] as Items;
    const netIncome = income.netIncome as number;
    const depreciation = (flows[y] as Flows).depreciation;
    reserves =
      y === 0 ? r(m.equity) - equityCapital : reserves + netIncome - (income.dividend as number) + r(m.capitalRaised);
    const totalDebt = r(m.totalDebt);
    const leaseLiabilities = r(m.leaseLiabilities);
    const currentLiabilities = r(m.currentLiabilities);
    const otherLiabilities = leaseLiabilities + currentLiabilities;
    const totalAssets = equityCapital + reserves + totalDebt + otherLiabilities;
    const netBlock = r(m.netBlock);
    const capitalWorkInProgress = r(m.capitalWorkInProgress);
    const investments = r(m.investments);
    const currentAssets = totalAssets - netBlock - capitalWorkInProgress - investments;
    const inventory = r(m.inventory);
    const tradeReceivables = r(m.tradeReceivables);
    const otherCurrentAssets = r(m.otherCurrentAssets);
    const cashEquivalents = currentAssets - inventory - tradeReceivables - otherCurrentAssets;
    const p = balanceAll[y - 1];
    const additions = p ? netBlock - (p.netBlock as number) + depreciation : 0;
    grossBlock = p ? grossBlock + additions : Math.round(netBlock * 1.6);
    const balance: Items = {
      equityCapital,
      reserves,
      totalDebt,
      leaseLiabilities,
      currentLiabilities,
      tradePayables: r(m.tradePayables),
      otherLiabilities,
      totalLiabilities: totalAssets,
      grossBlock,
      netBlock,
      capitalWorkInProgress,
      investments,
      currentAssets,
      inventory,
      tradeReceivables,
      otherCurrentAssets,
      cashEquivalents,
      totalAssets,
      workingCapital: currentAssets - currentLiabilities,
      contingentLiabilities: r(m.contingentLiabilities),
      sharesOutstanding: shares,
      faceValue,
    };
    balanceAll.push(balance);
    if (!p) {
      cashFlowAll.push({});
      return;
    }
    // Working capital other than cash: inventory, receivables and other current assets less current liabilities.
    const workingCapitalChange =
      inventory -
      (p.inventory as number) +
      tradeReceivables -
      (p.tradeReceivables as number) +
      otherCurrentAssets -
      (p.otherCurrentAssets as number) -
      (currentLiabilities - (p.currentLiabilities as number));
    const cashFromOperations = netIncome + depreciation - workingCapitalChange;
    const capitalExpenditure = additions + capitalWorkInProgress - (p.capitalWorkInProgress as number);
    const cashFromInvesting = -capitalExpenditure - (investments - (p.investments as number));
    const netCashFlow = cashEquivalents - (p.cashEquivalents as number);
    cashFlowAll.push({
      cashFromOperations,
      cashFromInvesting,
      cashFromFinancing: netCashFlow - cashFromOperations - cashFromInvesting,
      netCashFlow,
      freeCashFlow: cashFromOperations - capitalExpenditure,
      capitalExpenditure,
      cashBeginning: p.cashEquivalents as number,
      cashEnd: cashEquivalents,
    });
  });

  const quarterFlowsAll = cal.quarterEnds.map((end) => quarterFlows(cm, cal, end));
  const reported = cal.annualEnds.map((end) => cal.modelYearEnds.indexOf(end));
  return {
    income: reported.map((y) => incomeAll[y] as Items),
    balance: reported.map((y) => balanceAll[y] as Items),
    cashFlow: reported.map((y) => cashFlowAll[y] as Items),
    quarterly: quarterFlowsAll.map((f) => incomeItems(f, shares)),
    ttm: incomeItems(trailingFlows(quarterFlowsAll), shares),
    faceValue,
  };
}
