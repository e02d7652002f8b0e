import { describe, expect, it } from 'vitest';
import { atmStrike, maxPain, oiBuildUp, optionHoldersPayout, putCallRatio } from './chainStats';

describe('max pain', () => {
  // Hand-made chain: the most OI (1,000 calls) sits at 130, but option holders are paid least at 110.
  const chain = [
    { strike: 100, callOi: 0, putOi: 300 },
    { strike: 110, callOi: 300, putOi: 0 },
    { strike: 120, callOi: 0, putOi: 200 },
    { strike: 130, callOi: 1000, putOi: 0 },
  ];

  it('is the strike minimising the payout to option holders, not the strike with most OI', () => {
    // payout(100) = 200 puts x 20 = 4000; payout(110) = 200 x 10 = 2000; payout(120) = 300 calls x 10 = 3000;
    // payout(130) = 300 x 20 = 6000.
    expect(chain.map((r) => optionHoldersPayout(chain, r.strike))).toEqual([4000, 2000, 3000, 6000]);
    const mostOi = chain.reduce((a, b) => (a.callOi + a.putOi >= b.callOi + b.putOi ? a : b)).strike;
    expect(mostOi).toBe(130);
    expect(maxPain(chain)).toEqual({ strike: 110, payout: 2000 });
  });

  it('matches brute force on a random chain, whatever the input order', () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const rows = Array.from({ length: 80 }, (_, i) => ({ strike: 20000 + i * 50, callOi: Math.floor(rand() * 1e6), putOi: Math.floor(rand() * 1e6) }));
    const shuffled = [...rows].sort(() => rand() - 0.5);
    const brute = rows.map((r) => ({ strike: r.strike, payout: optionHoldersPayout(rows, r.strike) })).reduce((a, b) => (b.payout < a.payout ? b : a));
    expect(maxPain(shuffled)!.strike).toBe(brute.strike);
    expect(maxPain(shuffled)!.payout).toBeCloseTo(brute.payout, 0);
  });

  it('is null for an empty chain or one without OI', () => {
    expect(maxPain([])).toBeNull();
    expect(maxPain([{ strike: 100, callOi: 0, putOi: 0 }])).toBeNull();
  });
});

describe('put-call ratio', () => {
  it('divides puts by calls and is null without calls', () => {
    expect(putCallRatio(1200, 1000)).toBeCloseTo(1.2);
    expect(putCallRatio(5, 0)).toBeNull();
  });
});

describe('ATM strike', () => {
  it('is the strike nearest the forward, the lower one on a tie', () => {
    expect(atmStrike([24000, 24050, 24100], 24060)).toBe(24050);
    expect(atmStrike([24000, 24050, 24100], 24075)).toBe(24050);
    expect(atmStrike([], 24075)).toBeNull();
  });
});

describe('OI build-up', () => {
  it('labels the four quadrants', () => {
    expect(oiBuildUp(12.5, 3000)).toBe('Long build-up');
    expect(oiBuildUp(-12.5, 3000)).toBe('Short build-up');
    expect(oiBuildUp(-12.5, -3000)).toBe('Long unwinding');
    expect(oiBuildUp(12.5, -3000)).toBe('Short covering');
    expect(oiBuildUp(0, 3000)).toBeNull();
    expect(oiBuildUp(5, 0)).toBeNull();
  });
});
