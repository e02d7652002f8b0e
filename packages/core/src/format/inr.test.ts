import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatINR, formatINRCompact, formatIndianNumber, formatPercentChange } from './inr';

describe('formatIndianNumber', () => {
  it('groups by lakh and crore', () => {
    expect(formatIndianNumber(100000)).toBe('1,00,000');
    expect(formatIndianNumber(12345678)).toBe('1,23,45,678');
    expect(formatIndianNumber(999)).toBe('999');
    expect(formatIndianNumber(1000)).toBe('1,000');
  });
  it('rounds to the requested decimals', () => {
    expect(formatIndianNumber(1234567.891, { decimals: 2 })).toBe('12,34,567.89');
    expect(formatIndianNumber(2.5)).toBe('3');
    expect(formatIndianNumber(0.5, { decimals: 2 })).toBe('0.50');
    expect(formatIndianNumber(1.005, { decimals: 2 })).toBe('1.01');
    expect(formatIndianNumber(12.5, { maxDecimals: 2 })).toBe('12.5');
    expect(formatIndianNumber(1200, { maxDecimals: 2 })).toBe('1,200');
  });
  it('reads exactly as Intl en-IN formats (rounding of the shortest form, negative zero, tiny and huge numbers)', () => {
    const intl = (decimals: number) => new Intl.NumberFormat('en-IN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    const upTo = (decimals: number) => new Intl.NumberFormat('en-IN', { maximumFractionDigits: decimals });
    for (const value of [1.005, 2.5, -2.5, 0.5, -0.001, -0, 0, 1e-7, 123456789012.345, 999.995, 0.045, 1.45, 8.345, 1e20, 12.5, 12]) {
      for (const decimals of [0, 1, 2, 4]) {
        expect(formatIndianNumber(value, { decimals })).toBe(intl(decimals).format(value));
        expect(formatIndianNumber(value, { maxDecimals: decimals })).toBe(upTo(decimals).format(value));
      }
    }
    const figure = fc.oneof(fc.double({ min: -1e15, max: 1e15, noNaN: true }), fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000));
    fc.assert(
      fc.property(figure, fc.integer({ min: 0, max: 4 }), (value, decimals) => {
        expect(formatIndianNumber(value, { decimals })).toBe(intl(decimals).format(value));
        expect(formatIndianNumber(value, { maxDecimals: decimals })).toBe(upTo(decimals).format(value));
      }),
      { numRuns: 2000 },
    );
  });
  it('marks non-finite values', () => {
    expect(formatIndianNumber(Number.NaN)).toBe('-');
    expect(formatIndianNumber(Number.POSITIVE_INFINITY)).toBe('-');
  });
});

describe('formatINR', () => {
  it('adds the rupee sign', () => {
    expect(formatINR(100000)).toBe('₹1,00,000');
    expect(formatINR(0)).toBe('₹0');
    expect(formatINR(1049.6)).toBe('₹1,050');
    expect(formatINR(99.5, { decimals: 2 })).toBe('₹99.50');
  });
  it('puts the minus sign before the rupee sign', () => {
    expect(formatINR(-500)).toBe('-₹500');
    expect(formatINR(-1234567)).toBe('-₹12,34,567');
  });
});

describe('formatINRCompact', () => {
  it('uses crore and lakh', () => {
    expect(formatINRCompact(5.5e8)).toBe('₹55.00 Cr');
    expect(formatINRCompact(2.5e9)).toBe('₹250 Cr');
    expect(formatINRCompact(2.5e11)).toBe('₹25,000 Cr');
    expect(formatINRCompact(350000)).toBe('₹3.50 L');
    expect(formatINRCompact(-350000)).toBe('-₹3.50 L');
    expect(formatINRCompact(5000)).toBe('₹5,000');
  });
});

describe('formatPercentChange', () => {
  it('signs positive changes', () => {
    expect(formatPercentChange(1.2345)).toBe('+1.23%');
    expect(formatPercentChange(-0.5)).toBe('-0.50%');
    expect(formatPercentChange(0)).toBe('0.00%');
  });
});
