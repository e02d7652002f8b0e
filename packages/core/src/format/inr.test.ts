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
