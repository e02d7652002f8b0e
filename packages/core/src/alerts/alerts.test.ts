import { describe, expect, it } from 'vitest';
import { alertInput, closeObservations, describeAlert, yearRange } from './index';

describe('alertInput', () => {
  it('fills defaults and upper-cases the symbol', () => {
    expect(alertInput.parse({ symbol: ' tcs ', kind: 'rsi_below', level: 30 })).toEqual({
      symbol: 'TCS', kind: 'rsi_below', level: 30, repeat: 'once', cooldownMinutes: 1440,
    });
  });
  it('names the field of each problem', () => {
    const issues = (input: unknown) => alertInput.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues({ symbol: 'TCS', kind: 'price_below', level: -5 })).toEqual(['level: Price (₹) must be between 0.01 and 1,00,00,000 (got -5)']);
    expect(issues({ symbol: 'TCS', kind: 'rsi_above', level: 70, period: 0 })).toEqual(['period: RSI period (days) must be between 2 and 100 (got 0)']);
    expect(issues({ symbol: 'TCS', kind: 'price_below', level: 10, repeat: 'every', cooldownMinutes: 1 })).toEqual([
      'cooldownMinutes: cooldownMinutes must be between 5 and 10080',
    ]);
  });
});

describe('describeAlert', () => {
  it('says the condition in words', () => {
    expect(describeAlert('price_below', 3000, 0)).toBe('Price falls below ₹3,000.00');
    expect(describeAlert('change_up', 5, 5)).toBe('Rises 5% or more over a week');
    expect(describeAlert('sma_cross_below', null, 200)).toBe('Close crosses below the 200-day average');
  });
});

describe('closeObservations', () => {
  const bars = Array.from({ length: 260 }, (_, i) => {
    const date = new Date(Date.UTC(2025, 11, 1) + i * 86_400_000).toISOString().slice(0, 10);
    return { date, open: null, high: null, low: null, close: 100 + i };
  });
  it('reads the price, changes and the 52-week range before the last bar', () => {
    const [price, day, high] = closeObservations('ABC', bars, [
      { metric: 'price', period: 0 },
      { metric: 'change', period: 1 },
      { metric: 'high52w', period: 0 },
    ]);
    expect(price).toMatchObject({ value: 359, text: 'ABC closed at ₹359.00' });
    expect(day!.value).toBeCloseTo((359 / 358 - 1) * 100, 10);
    expect(high).toMatchObject({ value: 359, ref: 358 });
  });
  it('has no 52-week range without enough history', () => {
    expect(yearRange(bars.slice(0, 100), bars[99]!.date)).toEqual({ high: null, low: null });
  });
});
