import { describe, expect, it } from 'vitest';
import { altmanZScore, dcfGrowth, dcfPerShare, growthPercent, itemGrowth, piotroskiScore } from './fundamentals';

describe('explorer fundamentals', () => {
  it('growth is measured against the size of the base, null without a base', () => {
    expect(growthPercent(110, 100)).toBe(10);
    expect(growthPercent(-5, -10)).toBe(50);
    expect(growthPercent(1, 0)).toBeNull();
    expect(growthPercent(null, 5)).toBeNull();
    expect(itemGrowth({ revenue: 120, eps: null }, { revenue: 100, eps: 2 })).toEqual({
      growth_revenue: 20,
      growth_eps: null,
    });
  });

  it('discounts one year plus a terminal value: 100/1.1 + (100/0.1)/1.1 = 1,000 over 10 shares', () => {
    const assumptions = { years: 1, discountRatePercent: 10, terminalGrowthPercent: 0, growthPercent: 0 };
    expect(dcfPerShare({ cashFlow: 100, shares: 10, cash: 0, debt: 0, levered: false, assumptions })).toBe(100);
    // Unlevered adds cash and subtracts debt; levered adds cash only.
    expect(dcfPerShare({ cashFlow: 100, shares: 10, cash: 50, debt: 30, levered: false, assumptions })).toBe(102);
    expect(dcfPerShare({ cashFlow: 100, shares: 10, cash: 50, debt: 30, levered: true, assumptions })).toBe(105);
    expect(dcfPerShare({ cashFlow: 100, shares: 0, cash: 0, debt: 0, levered: false, assumptions })).toBeNull();
  });

  it('takes the growth assumption from the 3-year revenue CAGR, clamped to 0-20 %', () => {
    expect(dcfGrowth(133.1, 100)).toBe(10);
    expect(dcfGrowth(1000, 100)).toBe(20);
    expect(dcfGrowth(1000, 100, 0.5)).toBe(10);
    expect(dcfGrowth(50, 100)).toBe(0);
    expect(dcfGrowth(null, 100)).toBe(0);
  });

  it('computes the Altman Z-score from its five ratios', () => {
    expect(
      altmanZScore({
        workingCapital: 10,
        totalAssets: 100,
        retainedEarnings: 20,
        ebit: 10,
        marketCap: 200,
        totalLiabilities: 50,
        revenue: 100,
      }),
    ).toBe(4.13);
    expect(
      altmanZScore({
        workingCapital: 10,
        totalAssets: 0,
        retainedEarnings: 20,
        ebit: 10,
        marketCap: 200,
        totalLiabilities: 50,
        revenue: 100,
      }),
    ).toBeNull();
  });

  it('scores a steadily improving company 9 and a worsening one low', () => {
    const prev = {
      income: { netIncome: 5, revenue: 100, operatingProfit: 10 },
      balance: { totalAssets: 100, totalDebt: 40, currentAssets: 50, currentLiabilities: 40, sharesOutstanding: 10 },
    };
    const better = {
      income: { netIncome: 10, revenue: 130, operatingProfit: 20 },
      balance: { totalAssets: 110, totalDebt: 30, currentAssets: 60, currentLiabilities: 40, sharesOutstanding: 10 },
      cash: { cashFromOperations: 15 },
    };
    expect(piotroskiScore(better, prev)).toBe(9);
    const worse = {
      income: { netIncome: -5, revenue: 80, operatingProfit: 2 },
      balance: { totalAssets: 120, totalDebt: 60, currentAssets: 40, currentLiabilities: 50, sharesOutstanding: 12 },
      cash: { cashFromOperations: -1 },
    };
    // Only the accrual test passes: operating cash flow (-1) is above net income (-5).
    expect(piotroskiScore(worse, prev)).toBe(1);
  });
});
