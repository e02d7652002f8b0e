import { describe, expect, it } from 'vitest';
import { dayNumber } from '../calendar/ist';
import { xirr } from './xirr';

/** NPV at `rate` (ACT/365), written independently of the implementation. */
function npv(flows: { date: string; amount: number }[], rate: number): number {
  const t0 = Date.parse(`${flows[0]!.date}T00:00:00Z`);
  return flows.reduce((sum, f) => sum + f.amount / (1 + rate) ** ((Date.parse(`${f.date}T00:00:00Z`) - t0) / 86_400_000 / 365), 0);
}

describe('xirr', () => {
  it('gives 10% for -1000 then +1100 one (365-day) year later', () => {
    expect(xirr([{ date: '2020-01-01', amount: -1000 }, { date: '2020-12-31', amount: 1100 }])).toBeCloseTo(0.1, 10);
  });

  it('uses ACT/365: 2020-01-01 to 2021-01-01 is 366 days, so 1.1^(365/366) - 1', () => {
    const expected = 1.1 ** (365 / 366) - 1; // 0.099722...
    expect(xirr([{ date: '2020-01-01', amount: -1000 }, { date: '2021-01-01', amount: 1100 }])).toBeCloseTo(expected, 10);
  });

  it("matches Excel's documented XIRR example (0.373362535)", () => {
    const flows = [
      { date: '2008-01-01', amount: -10000 },
      { date: '2008-03-01', amount: 2750 },
      { date: '2008-10-30', amount: 4250 },
      { date: '2009-02-15', amount: 3250 },
      { date: '2009-04-01', amount: 2750 },
    ];
    expect(xirr(flows)).toBeCloseTo(0.373362535, 8);
  });

  it('agrees with a bisection done in the test for monthly buys and a loss', () => {
    const flows = [
      { date: '2021-01-04', amount: -5000 },
      { date: '2021-02-01', amount: -5000 },
      { date: '2021-03-01', amount: -5000 },
      { date: '2021-04-01', amount: -5000 },
      { date: '2021-12-31', amount: 18_500 },
    ];
    let low = -0.99;
    let high = 1;
    for (let i = 0; i < 200; i++) {
      const mid = (low + high) / 2;
      if (npv(flows, mid) > 0) low = mid;
      else high = mid;
    }
    const result = xirr(flows);
    expect(result).not.toBeNull();
    expect(result!).toBeLessThan(0);
    expect(result!).toBeCloseTo((low + high) / 2, 8);
  });

  it('handles flows given out of date order and several flows on one day', () => {
    const result = xirr([
      { date: '2021-01-01', amount: 1100 },
      { date: '2020-01-01', amount: -500 },
      { date: '2020-01-01', amount: -500 },
    ]);
    expect(result).toBeCloseTo(1.1 ** (365 / 366) - 1, 10);
  });

  it('finds very high returns over short periods (bracket widening)', () => {
    const result = xirr([{ date: '2024-01-01', amount: -100 }, { date: '2024-01-31', amount: 200 }]);
    expect(result).toBeCloseTo(2 ** (365 / 30) - 1, 3);
  });

  it('is null without a sign change or with fewer than two flows', () => {
    expect(xirr([])).toBeNull();
    expect(xirr([{ date: '2020-01-01', amount: -1000 }])).toBeNull();
    expect(xirr([{ date: '2020-01-01', amount: -1000 }, { date: '2021-01-01', amount: -10 }])).toBeNull();
    expect(xirr([{ date: '2020-01-01', amount: 1000 }, { date: '2021-01-01', amount: 10 }])).toBeNull();
  });

  it('gives -100% for a total loss', () => {
    const result = xirr([{ date: '2020-01-01', amount: -1000 }, { date: '2021-01-01', amount: 0.000001 }]);
    expect(result).not.toBeNull();
    expect(result!).toBeLessThan(-0.99);
  });

  it('counts days in UTC', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2021-01-01') - dayNumber('2020-01-01')).toBe(366);
  });
});
