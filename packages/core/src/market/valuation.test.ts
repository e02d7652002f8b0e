import { describe, expect, it } from 'vitest';
import { fundamentalsFromItems, valuationAtPrice, type Fundamentals } from './valuation';

const CRORE = 1e7;
/** TCS in the mirror's Screener export (1 Jul 2024): ratios_1, other_metrics. */
const tcs: Fundamentals = fundamentalsFromItems('2024-07-01', {
  currentPrice: 3958,
  marketCap: 1432039.03 * CRORE,
  numberOfEquityShares: 361.81 * CRORE,
  pe: 31.19,
  pb: 15.84,
  dividendYield: 1.41,
  evToEbitda: 20.77,
  enterpriseValue: 1426774.03 * CRORE,
  bookValue: 250.1,
});
/** RELIANCE in the same export, before its 1:1 bonus of 28 Oct 2024. */
const reliance: Fundamentals = fundamentalsFromItems('2024-07-01', {
  currentPrice: 3134.25,
  marketCap: 2120574.62 * CRORE,
  numberOfEquityShares: 676.58 * CRORE,
  pe: 28.9,
  pb: 2.66,
  dividendYield: 0.29,
});

describe('valuationAtPrice', () => {
  it('computes TCS at the 30 Sep 2025 close: about 10.45 lakh crore', () => {
    const v = valuationAtPrice({
      fundamentals: tcs,
      price: { date: '2025-09-30', close: 2888.4 },
      checkPrice: { date: '2024-07-01', close: 3960 },
      factors: [],
    });
    expect(v.basis).toBe('at-price');
    expect(v.asOf).toBe('2025-09-30');
    expect(v.marketCap! / CRORE).toBeCloseTo(1_045_052, -2);
    // Ratios move with the price, EPS and book value stay: P/E 31.19 * 2888.4 / 3958.
    expect(v.pe).toBeCloseTo((31.19 * 2888.4) / 3958, 6);
    expect(v.pb).toBeCloseTo((15.84 * 2888.4) / 3958, 6);
    expect(v.dividendYield).toBeCloseTo((1.41 * 3958) / 2888.4, 6);
    // EV keeps the export's net debt (EV - market cap), EBITDA = EV / (EV/EBITDA).
    const netDebt = (1426774.03 - 1432039.03) * CRORE;
    const ebitda = (1426774.03 * CRORE) / 20.77;
    expect(v.evToEbitda).toBeCloseTo((v.marketCap! + netDebt) / ebitda, 6);
  });

  it('carries the share count through a confirmed bonus (RELIANCE 1:1)', () => {
    const v = valuationAtPrice({
      fundamentals: reliance,
      price: { date: '2025-09-30', close: 1370 },
      // The back-adjusted series has half the July 2024 price.
      checkPrice: { date: '2024-07-01', close: 1584.2 },
      factors: [{ exDate: '2024-10-28', factor: 2 }],
    });
    expect(v).toMatchObject({ basis: 'at-price', shareFactor: 2 });
    expect(v.shares).toBeCloseTo(2 * 676.58 * CRORE, 0);
    expect(v.marketCap).toBeCloseTo(1370 * 2 * 676.58 * CRORE, 0);
    expect(v.pb).toBeCloseTo((2.66 * 1370 * 2) / 3134.25, 6);
  });

  it('falls back to the figures at their own date when the series shows an action nobody confirmed', () => {
    const v = valuationAtPrice({
      fundamentals: reliance,
      price: { date: '2025-09-30', close: 1370 },
      checkPrice: { date: '2024-07-01', close: 1584.2 },
      factors: [],
    });
    expect(v).toMatchObject({ basis: 'own-date', asOf: '2024-07-01', price: 3134.25, marketCap: 2120574.62 * CRORE });
    expect(v.reason).toContain('factor of 1.98');
  });

  it('falls back when there is no price, no close to check against or no share count', () => {
    expect(valuationAtPrice({ fundamentals: tcs, price: null, checkPrice: null, factors: [] }).basis).toBe('own-date');
    const unchecked = valuationAtPrice({ fundamentals: tcs, price: { date: '2025-09-30', close: 2888.4 }, checkPrice: null, factors: [] });
    expect(unchecked).toMatchObject({ basis: 'own-date', asOf: '2024-07-01', price: 3958 });
    const noShares = fundamentalsFromItems('2024-07-01', { currentPrice: 100, pe: 10 });
    const v = valuationAtPrice({ fundamentals: noShares, price: { date: '2025-09-30', close: 120 }, checkPrice: { date: '2024-07-01', close: 100 }, factors: [] });
    expect(v.reason).toBe('no share count in the fundamentals');
  });

  it('gives no P/E for a loss and takes the dividend per share from the statements when the yield is missing', () => {
    const f = fundamentalsFromItems('2024-07-01', { currentPrice: 50, numberOfEquityShares: 1e8, pe: -4 }, { eps: -12.5, dividend: 2e8 });
    const v = valuationAtPrice({ fundamentals: f, price: { date: '2024-12-31', close: 40 }, checkPrice: { date: '2024-07-02', close: 51 }, factors: [] });
    expect(v.pe).toBeNull();
    expect(v.dividendYield).toBeCloseTo(5, 6);
  });
});
