import { describe, expect, it } from 'vitest';
import { smileVolatility, volatilitySmile } from './smile';

describe('volatility smile', () => {
  const params = { atm: 0.13, skew: -0.2, curvature: 1.5 };

  it('has the index put skew and rising wings', () => {
    const t = 30 / 365;
    expect(smileVolatility(params, 0, t)).toBeCloseTo(0.13, 10);
    expect(smileVolatility(params, -0.05, t)).toBeGreaterThan(smileVolatility(params, 0.05, t));
    expect(smileVolatility(params, 0.15, t)).toBeGreaterThan(smileVolatility(params, 0.05, t));
  });

  it('reads IV by moneyness from the out-of-the-money side', () => {
    const points = volatilitySmile(
      [
        { strike: 110, callIv: 0.12, putIv: 0.3 },
        { strike: 90, callIv: 0.5, putIv: 0.16 },
        { strike: 100, callIv: 0.13, putIv: null },
      ],
      101,
    );
    expect(points.map((p) => [p.strike, p.iv])).toEqual([[90, 0.16], [100, 0.13], [110, 0.12]]);
    expect(points[0]!.moneyness).toBeCloseTo(Math.log(90 / 101), 12);
  });
});
