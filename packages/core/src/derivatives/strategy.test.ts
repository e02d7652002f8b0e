import { describe, expect, it } from 'vitest';
import { payoffAtExpiry, payoffCurve, payoffToday, presetLegs, summarizeStrategy, type StrategyLeg } from './strategy';

const leg = (side: 'buy' | 'sell', kind: 'call' | 'put' | 'future', strike: number, premium: number, lots = 1): StrategyLeg => ({
  side, kind, strike, premium, lots, lotSize: 1,
});

describe('strategy payoff', () => {
  it('long straddle: two breakevens, loss capped at the premium, profit unlimited', () => {
    const legs = [leg('buy', 'call', 100, 5), leg('buy', 'put', 100, 4)];
    expect(payoffAtExpiry(legs, 100)).toBe(-9);
    expect(payoffAtExpiry(legs, 130)).toBe(21);
    expect(summarizeStrategy(legs)).toEqual({ breakevens: [91, 109], maxProfit: null, maxLoss: -9, netPremium: 9 });
  });

  it('bull call spread: capped both sides', () => {
    const s = summarizeStrategy([leg('buy', 'call', 100, 5), leg('sell', 'call', 110, 2)]);
    expect(s).toEqual({ breakevens: [103], maxProfit: 7, maxLoss: -3, netPremium: 3 });
  });

  it('iron condor: credit is the max profit, wings cap the loss', () => {
    const legs = [leg('buy', 'put', 80, 1), leg('sell', 'put', 90, 3), leg('sell', 'call', 110, 3), leg('buy', 'call', 120, 1)];
    expect(summarizeStrategy(legs)).toEqual({ breakevens: [86, 114], maxProfit: 4, maxLoss: -6, netPremium: -4 });
  });

  it('short strangle: loss unlimited above, large but bounded below (reported as unlimited only upward)', () => {
    const legs = [leg('sell', 'call', 110, 3), leg('sell', 'put', 90, 2)];
    const s = summarizeStrategy(legs);
    expect(s.breakevens).toEqual([85, 115]);
    expect(s.maxProfit).toBe(5);
    expect(s.maxLoss).toBeNull();
  });

  it('futures and lots scale the payoff', () => {
    const legs: StrategyLeg[] = [{ side: 'sell', kind: 'future', strike: 0, premium: 24000, lots: 2, lotSize: 65 }];
    expect(payoffAtExpiry(legs, 23900)).toBe(13000);
    expect(summarizeStrategy(legs)).toMatchObject({ breakevens: [24000], maxProfit: 24000 * 130, maxLoss: null });
  });

  it('today’s value converges to the expiry payoff as time runs out and is above it for a long straddle', () => {
    const legs = [leg('buy', 'call', 100, 5), leg('buy', 'put', 100, 4)];
    expect(payoffToday(legs, 100, { time: 0, rate: 0, volatility: 0.2 })).toBeCloseTo(-9, 10);
    expect(payoffToday(legs, 100, { time: 30 / 365, rate: 0, volatility: 0.2 })).toBeGreaterThan(-9);
    const curve = payoffCurve(legs, 80, 120, 8, { time: 30 / 365, rate: 0, volatility: 0.2 });
    expect(curve.map((p) => p.price)).toEqual([80, 85, 90, 95, 100, 105, 110, 115, 120]);
    expect(curve.every((p) => p.today >= p.expiry - 1e-9)).toBe(true);
  });

  it('presets build legs around the ATM strike, buying at the ask and selling at the bid', () => {
    const quotes = [90, 95, 100, 105, 110, 115, 120].map((strike) => ({
      strike,
      call: { bid: 10 - (strike - 90) / 5, ask: 10.5 - (strike - 90) / 5, ltp: 10.2 - (strike - 90) / 5, iv: 0.2 },
      put: { bid: 1 + (strike - 90) / 5, ask: 1.5 + (strike - 90) / 5, ltp: 1.2 + (strike - 90) / 5, iv: 0.2 },
    }));
    expect(presetLegs('Long straddle', quotes, 100, 50).map((l) => [l.side, l.kind, l.strike, l.premium])).toEqual([
      ['buy', 'call', 100, 8.5],
      ['buy', 'put', 100, 3.5],
    ]);
    expect(presetLegs('Iron condor', quotes, 105, 50, 1).map((l) => [l.side, l.kind, l.strike])).toEqual([
      ['buy', 'put', 95],
      ['sell', 'put', 100],
      ['sell', 'call', 110],
      ['buy', 'call', 115],
    ]);
    expect(presetLegs('Bull call spread', quotes, 777, 50)).toEqual([]);
  });
});
