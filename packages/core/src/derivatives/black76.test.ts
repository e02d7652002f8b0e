import { describe, expect, it } from 'vitest';
import { black76Greeks, black76Price, forwardPrice, impliedVolatility, putCallParityGap } from './black76';
import { normCdf } from './normal';

describe('normal distribution', () => {
  it('matches tabulated values', () => {
    expect(normCdf(0)).toBe(0.5);
    expect(normCdf(1.96)).toBeCloseTo(0.9750021048517795, 14);
    expect(normCdf(-1)).toBeCloseTo(0.15865525393145707, 14);
    expect(normCdf(8)).toBeCloseTo(1, 14);
  });
});

describe('Black-76', () => {
  // Hull, Options, Futures and Other Derivatives: F = K = 20, r = 9%, T = 4 months, sigma = 25% -> 1.1166 (call = put at the money).
  const hull = { forward: 20, strike: 20, time: 4 / 12, rate: 0.09, volatility: 0.25 };

  it('prices Hull’s futures option example', () => {
    expect(black76Price({ ...hull, type: 'call' })).toBeCloseTo(1.1166, 4);
    expect(black76Price({ ...hull, type: 'put' })).toBeCloseTo(1.1166, 4);
  });

  it('reproduces openalgo’s NIFTY 26000 CE delta (spot 25966, 28.5 days, IV 15.6%, rate 0) of 0.4967', () => {
    const g = black76Greeks({ type: 'call', forward: 25966, strike: 26000, time: 28.5 / 365, rate: 0, volatility: 0.156 });
    expect(g.delta).toBeCloseTo(0.4967, 4);
  });

  it('greeks agree with finite differences (theta per day, vega per 1%)', () => {
    const base = { type: 'put' as const, forward: 24000, strike: 23500, time: 20 / 365, rate: 0.065, volatility: 0.14 };
    const g = black76Greeks(base);
    const p = (o: Partial<typeof base>) => black76Price({ ...base, ...o });
    const h = 0.5;
    expect(g.delta).toBeCloseTo((p({ forward: base.forward + h }) - p({ forward: base.forward - h })) / (2 * h), 6);
    expect(g.gamma).toBeCloseTo((p({ forward: base.forward + h }) - 2 * g.price + p({ forward: base.forward - h })) / (h * h), 6);
    expect(g.vega).toBeCloseTo(p({ volatility: 0.145 }) - p({ volatility: 0.135 }), 2);
    expect(g.theta).toBeCloseTo(p({ time: base.time - 1 / 365 }) - g.price, 1);
    expect(g.rho).toBeCloseTo((p({ rate: 0.075 }) - g.price) , 2);
  });

  it('satisfies put-call parity', () => {
    for (const strike of [18, 20, 23]) {
      const c = black76Price({ ...hull, strike, type: 'call' });
      const q = black76Price({ ...hull, strike, type: 'put' });
      expect(Math.abs(putCallParityGap(c, q, hull.forward, strike, hull.rate, hull.time))).toBeLessThan(1e-12);
    }
  });

  it('falls back to discounted intrinsic value at expiry or zero volatility', () => {
    expect(black76Price({ type: 'call', forward: 110, strike: 100, time: 0, rate: 0.1, volatility: 0.2 })).toBe(10);
    expect(black76Greeks({ type: 'put', forward: 90, strike: 100, time: 0, rate: 0, volatility: 0.2 }).delta).toBe(-1);
  });

  it('forward = spot e^{rT}', () => {
    expect(forwardPrice(100, 0.1, 1)).toBeCloseTo(110.51709, 5);
  });
});

describe('implied volatility', () => {
  it('recovers the volatility of Hull’s example', () => {
    expect(impliedVolatility({ ...{ forward: 20, strike: 20, time: 4 / 12, rate: 0.09 }, type: 'call', price: 1.1166 })).toBeCloseTo(0.25, 4);
  });

  it('round-trips across strikes, including deep in and out of the money', () => {
    let checked = 0;
    for (const strike of [15000, 22000, 24000, 26000, 32000]) {
      for (const type of ['call', 'put'] as const) {
        const input = { type, forward: 24000, strike, time: 7 / 365, rate: 0.065 };
        const price = black76Price({ ...input, volatility: 0.35 });
        const intrinsic = Math.exp(-0.065 * input.time) * Math.max(0, type === 'call' ? 24000 - strike : strike - 24000);
        if (price - intrinsic < 0.01) continue; // no time value left: any volatility fits
        checked++;
        expect(impliedVolatility({ ...input, price })).toBeCloseTo(0.35, 5);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });

  it('has no solution below intrinsic value, above the ceiling, or after expiry', () => {
    const input = { type: 'call' as const, forward: 24000, strike: 23000, time: 10 / 365, rate: 0 };
    expect(impliedVolatility({ ...input, price: 900 })).toBeNull();
    expect(impliedVolatility({ ...input, price: 24000 })).toBeNull();
    expect(impliedVolatility({ ...input, time: 0, price: 1001 })).toBeNull();
    expect(impliedVolatility({ ...input, price: Number.NaN })).toBeNull();
  });
});
