import { describe, expect, it } from 'vitest';
import { cagrPercent, lumpSumFutureValue, sipFutureValue, swpSchedule, xirrCalculation } from './calculators';
import { CAGR_FIELDS, SIP_FIELDS, SWP_FIELDS, fieldError, parseFields } from './calculatorFields';

describe('sipFutureValue (annuity-due, monthly compounding)', () => {
  it('matches the published ₹10,000 a month at 12% for 10 years = ₹23,23,391', () => {
    // i = 1%, n = 120: 10000 x (1.01^120 - 1) / 0.01 x 1.01 = 23,23,390.76
    const result = sipFutureValue(10_000, 12, 10);
    expect(result.invested).toBe(12_00_000);
    expect(Math.round(result.futureValue)).toBe(23_23_391);
    expect(Math.round(result.gain)).toBe(11_23_391);
  });

  it('pays in at the start of each month: one month at 12% a year is 1% on the instalment', () => {
    // 12-month schedule checked month by month: value = (value + P) x (1 + i)
    let value = 0;
    for (let m = 0; m < 36; m++) value = (value + 5000) * (1 + 8 / 1200);
    const result = sipFutureValue(5000, 8, 3);
    expect(result.futureValue).toBeCloseTo(value, 6);
    expect(result.futureValue).toBeCloseTo(204_028.97, 2);
  });

  it('gives a year-wise schedule ending at the future value, and just the sum at 0%', () => {
    const result = sipFutureValue(1000, 10, 5);
    expect(result.schedule.map((r) => r.year)).toEqual([1, 2, 3, 4, 5]);
    expect(result.schedule[0]!.invested).toBe(12_000);
    expect(result.schedule.at(-1)!.value).toBeCloseTo(result.futureValue, 9);
    expect(sipFutureValue(1000, 0, 2).futureValue).toBe(24_000);
  });
});

describe('lumpSumFutureValue', () => {
  it('compounds yearly: ₹1,00,000 at 12% for 10 years = ₹3,10,585', () => {
    const result = lumpSumFutureValue(1_00_000, 12, 10);
    expect(Math.round(result.futureValue)).toBe(3_10_585);
    expect(result.schedule[0]!.value).toBeCloseTo(1_12_000, 6);
  });
});

describe('cagrPercent', () => {
  it('doubling in 5 years is 14.87% a year; halving in one year is -50%', () => {
    expect(cagrPercent(1_00_000, 2_00_000, 5)).toBeCloseTo(14.8698, 4);
    expect(cagrPercent(100, 50, 1)).toBeCloseTo(-50, 9);
    expect(cagrPercent(100, 0, 3)).toBe(-100);
    expect(() => cagrPercent(0, 10, 1)).toThrow(RangeError);
  });
});

describe('swpSchedule (return earned, then withdrawal at month end)', () => {
  it('matches the closed form B = C(1+i)^n - W((1+i)^n - 1)/i when the corpus lasts', () => {
    const result = swpSchedule(10_00_000, 10_000, 8, 10);
    expect(result.depletedInMonth).toBeNull();
    expect(result.finalBalance).toBeCloseTo(3_90_179.88, 1);
    expect(result.totalWithdrawn).toBe(12_00_000);
    expect(result.schedule).toHaveLength(10);
    // money is conserved: corpus + returns - withdrawals = final balance
    expect(10_00_000 + result.totalReturns - result.totalWithdrawn).toBeCloseTo(result.finalBalance, 4);
    expect(result.schedule[1]!.opening).toBe(result.schedule[0]!.closing);
  });

  it('reports the month the corpus runs out: ₹10 lakh at ₹20,000 a month and 6% lasts 57.7 -> month 58', () => {
    const result = swpSchedule(10_00_000, 20_000, 6, 10);
    expect(result.depletedInMonth).toBe(58);
    expect(result.finalBalance).toBe(0);
    expect(result.schedule).toHaveLength(5);
    expect(result.totalWithdrawn).toBeLessThan(58 * 20_000);
    expect(result.totalWithdrawn).toBeGreaterThan(57 * 20_000);
  });
});

describe('xirrCalculation', () => {
  it("gives Excel's documented XIRR example: 37.34%", () => {
    const outcome = xirrCalculation([
      { date: '2008-01-01', amount: -10_000 },
      { date: '2008-03-01', amount: 2750 },
      { date: '2008-10-30', amount: 4250 },
      { date: '2009-02-15', amount: 3250 },
      { date: '2009-04-01', amount: 2750 },
    ]);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.ratePct / 100).toBeCloseTo(0.373362535, 8);
    expect(outcome.invested).toBe(10_000);
    expect(outcome.received).toBe(13_000);
    expect(outcome.gain).toBe(3000);
  });

  it('gives 10% for -1000 and +1100 365 days later (Excel: =XIRR({-1000,1100},{2019-01-01,2020-01-01}))', () => {
    const outcome = xirrCalculation([
      { date: '2019-01-01', amount: -1000 },
      { date: '2020-01-01', amount: 1100 },
    ]);
    expect(outcome.ok && outcome.ratePct).toBeCloseTo(10, 8);
  });

  it('explains what is wrong with the flows', () => {
    expect(xirrCalculation([{ date: '2020-01-01', amount: -5 }])).toEqual({ ok: false, message: 'Add at least two cash flows' });
    expect(xirrCalculation([{ date: '2020-01-01', amount: -5 }, { date: '2020-13-45', amount: 6 }])).toEqual({
      ok: false,
      message: 'Row 2: enter a valid date',
    });
    expect(xirrCalculation([{ date: '2020-01-01', amount: -5 }, { date: '2021-01-01', amount: 0 }])).toEqual({
      ok: false,
      message: 'Row 2: enter a non-zero amount',
    });
    const oneSided = xirrCalculation([{ date: '2020-01-01', amount: -5 }, { date: '2021-01-01', amount: -6 }]);
    expect(oneSided.ok).toBe(false);
  });
});

describe('calculator fields', () => {
  it('says what is wrong with an input, in en-IN money', () => {
    expect(fieldError('', SIP_FIELDS.monthlyAmount)).toBe('Enter the monthly investment');
    expect(fieldError('abc', SIP_FIELDS.monthlyAmount)).toBe('Monthly investment must be a number');
    expect(fieldError('50', SIP_FIELDS.monthlyAmount)).toBe('Monthly investment must be between ₹100 and ₹10,00,00,000');
    expect(fieldError('2.5', SIP_FIELDS.years)).toBe('Period must be a whole number');
    expect(fieldError('60', SIP_FIELDS.annualReturn)).toBe('Expected return must be between 0% and 50%');
    expect(fieldError('0', SIP_FIELDS.years)).toBe('Period must be between 1 year and 50 years');
    expect(fieldError('5,000', SIP_FIELDS.monthlyAmount)).toBeNull();
    expect(fieldError('0.5', CAGR_FIELDS.years)).toBeNull();
  });

  it('parses a whole form or returns every error', () => {
    expect(parseFields({ monthlyAmount: '5,000', annualReturn: '12', years: '10' }, SIP_FIELDS)).toEqual({
      ok: true,
      values: { monthlyAmount: 5000, annualReturn: 12, years: 10 },
    });
    const bad = parseFields({ corpus: '', monthlyWithdrawal: '10', annualReturn: '8', years: '10' }, SWP_FIELDS);
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(Object.keys(bad.errors).sort()).toEqual(['corpus', 'monthlyWithdrawal']);
  });
});
