/**
 * The yearly business model behind a demo company's statements, in unscaled floating point (the first
 * year's revenue is 100). Revenue grows with the company's growth plus noise; margins wander around the
 * company's OPM; depreciation follows the net block, interest the previous year's debt; equity rolls
 * forward with retained profit (and a capital raise when losses eat it up); debt follows equity by the
 * company's leverage; the asset side splits the balance-sheet total. `statementFactory` scales the result
 * to rupees and rounds it so that every identity holds exactly.
 */
import { clamp, type Rng } from '@sanchay/core';
import type { CompanyPlan } from './companyFactory';

export interface ModelYear {
  revenue: number;
  materialCost: number;
  employeeCost: number;
  otherExpenses: number;
  otherIncome: number;
  depreciation: number;
  interest: number;
  tax: number;
  extraordinaryItems: number;
  dividend: number;
  netIncome: number;
  /** Fresh capital raised this year (enters reserves as share premium). */
  capitalRaised: number;
  equity: number;
  totalDebt: number;
  leaseLiabilities: number;
  currentLiabilities: number;
  tradePayables: number;
  netBlock: number;
  capitalWorkInProgress: number;
  investments: number;
  inventory: number;
  tradeReceivables: number;
  otherCurrentAssets: number;
  contingentLiabilities: number;
}

export const TAX_RATE: Record<string, number> = { IN: 0.252, US: 0.21, SG: 0.17, AE: 0.09 };

export function simulateBusiness(plan: CompanyPlan, rng: Rng, years: number): ModelYear[] {
  const ind = plan.industry;
  const taxRate = TAX_RATE[plan.country] ?? 0.25;
  const intensity = ind.assetIntensity * rng.logNormal(1, 0.3);
  const depRate = rng.range(0.06, 0.12);
  const otherIncomeRate = rng.range(0.003, 0.03);
  const clRatio = rng.range(0.12, 0.35);
  const payablesShare = rng.range(0.35, 0.65);
  const leaseRatio = rng.chance(0.5) ? rng.range(0.002, 0.02) : 0;
  const cwipRatio = rng.chance(0.6) ? rng.range(0.01, 0.15) : 0;
  const investmentRatio = rng.range(0.02, 0.2);
  const inventoryDays = ind.materialShare > 0.2 ? rng.range(30, 110) : rng.range(0, 10);
  const receivableDays = rng.range(20, 90);
  const contingentRatio = rng.range(0, 0.06);
  const rate = ind.rate * rng.logNormal(1, 0.08);
  const materialShare = clamp(ind.materialShare * rng.logNormal(1, 0.15), 0, 0.9);
  const employeeShare = clamp(ind.employeeShare * rng.logNormal(1, 0.2), 0.02, 0.95 - materialShare);

  // Opening equity sized so the company earns about its target ROE (pre-tax) on it.
  let revenue = 100;
  const marginPreTax = plan.opm + otherIncomeRate - intensity * depRate;
  const preTaxRoe = plan.targetRoe / (1 - taxRate);
  const salesToEquity = marginPreTax > 0.02 ? (preTaxRoe + plan.debtToEquity * rate) / marginPreTax : 2;
  let equity = revenue / clamp(salesToEquity, 0.3, 10);
  let debt = equity * plan.debtToEquity;
  let netBlock = revenue * intensity;
  let opm = plan.opm;

  const out: ModelYear[] = [];
  for (let y = 0; y < years; y++) {
    if (y > 0) {
      const shock = rng.chance(0.08) ? rng.range(-0.25, -0.05) : 0;
      revenue *= 1 + clamp(rng.normal(plan.growth, 0.04 + 0.25 * Math.abs(plan.growth)) + shock, -0.35, 0.9);
      opm = clamp(plan.opm + 0.5 * (opm - plan.opm) + rng.normal(0, 0.015), -0.3, 0.92);
    }
    const costs = revenue * (1 - opm);
    const materialCost = costs * materialShare;
    const employeeCost = costs * employeeShare;
    const otherIncome = revenue * otherIncomeRate * rng.logNormal(1, 0.2);
    const depreciation = netBlock * depRate;
    const interest = debt * rate;
    const profitBeforeTax = revenue - costs + otherIncome - depreciation - interest;
    const extraordinaryItems = rng.chance(0.05) ? revenue * rng.normal(0, 0.02) : 0;
    const tax = Math.max(0, profitBeforeTax) * taxRate;
    const netIncome = profitBeforeTax - tax + extraordinaryItems;
    const dividend = netIncome > 0 ? netIncome * plan.payout : 0;
    equity += netIncome - dividend;
    const capitalRaised = equity < 0.15 * revenue ? 0.3 * revenue - equity : 0;
    equity += capitalRaised;
    debt = Math.max(0, equity * plan.debtToEquity * rng.logNormal(1, 0.1));
    const currentLiabilities = revenue * clRatio;
    const leaseLiabilities = revenue * leaseRatio;
    const totalAssets = equity + debt + leaseLiabilities + currentLiabilities;
    netBlock = Math.min(revenue * intensity * rng.logNormal(1, 0.05), 0.6 * totalAssets);
    const capitalWorkInProgress = netBlock * cwipRatio;
    const investments = Math.min(totalAssets * investmentRatio, 0.8 * totalAssets - netBlock - capitalWorkInProgress);
    const currentAssets = totalAssets - netBlock - capitalWorkInProgress - investments;
    out.push({
      revenue,
      materialCost,
      employeeCost,
      otherExpenses: costs - materialCost - employeeCost,
      otherIncome,
      depreciation,
      interest,
      tax,
      extraordinaryItems,
      dividend,
      netIncome,
      capitalRaised,
      equity,
      totalDebt: debt,
      leaseLiabilities,
      currentLiabilities,
      tradePayables: currentLiabilities * payablesShare,
      netBlock,
      capitalWorkInProgress,
      investments,
      inventory: Math.min((revenue * inventoryDays) / 365, 0.35 * currentAssets),
      tradeReceivables: Math.min((revenue * receivableDays) / 365, 0.35 * currentAssets),
      otherCurrentAssets: 0.1 * currentAssets,
      contingentLiabilities: totalAssets * contingentRatio,
    });
  }
  return out;
}
