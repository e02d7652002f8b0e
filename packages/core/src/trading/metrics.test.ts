import { describe, expect, it } from 'vitest';
import { compoundAnnualGrowth, curveMetrics, sharpeRatio } from './metrics';

describe('metrics', () => {
  it('CAGR compounds over years', () => {
    expect(compoundAnnualGrowth(100, 121, 2)).toBeCloseTo(0.1, 12);
    expect(compoundAnnualGrowth(100, 121, 0)).toBeNull();
  });

  it('Sharpe: mean excess daily return over its sample standard deviation, times √252', () => {
    // mean 0.005, sample sd √(0.0005/3)
    expect(sharpeRatio([0.01, -0.01, 0.02, 0], 0)).toBeCloseTo((0.005 / Math.sqrt(0.0005 / 3)) * Math.sqrt(252), 10);
    // 6.5% a year is (1.065)^(1/252) - 1 a day
    const daily = 1.065 ** (1 / 252) - 1;
    expect(sharpeRatio([0.01, -0.01, 0.02, 0], 6.5)).toBeCloseTo(((0.005 - daily) / Math.sqrt(0.0005 / 3)) * Math.sqrt(252), 10);
    expect(sharpeRatio([0.01, 0.01, 0.01], 0)).toBeNull();
  });

  it('maximum drawdown with its peak, trough and recovery dates', () => {
    const dates = ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-06'];
    const m = curveMetrics(dates, [100, 120, 90, 110, 125, 100]);
    expect(m.maxDrawdown).toEqual({ value: 0.25, peakDate: '2024-01-02', troughDate: '2024-01-03', recoveryDate: '2024-01-05' });
    expect(m.totalReturn).toBe(0);
    const unrecovered = curveMetrics(dates.slice(0, 3), [100, 120, 90]);
    expect(unrecovered.maxDrawdown.recoveryDate).toBeNull();
  });
});
