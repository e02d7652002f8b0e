import { describe, expect, it } from 'vitest';
import { maxDrawdown } from './drawdown';

describe('maxDrawdown', () => {
  it('finds the deepest fall from a running peak (hand-computed)', () => {
    // Peak 120 at 1, trough 80 at 3: 40/120 = 1/3. The later fall 130 -> 100 is only 30/130.
    expect(maxDrawdown([100, 120, 90, 80, 130, 100, 125])).toEqual({ maxDrawdown: 1 / 3, peakIndex: 1, troughIndex: 3 });
  });

  it('measures from the peak before the trough, not the global maximum', () => {
    expect(maxDrawdown([50, 40, 200, 190])).toEqual({ maxDrawdown: 0.2, peakIndex: 0, troughIndex: 1 });
  });

  it('is 0 for a rising series and for an empty one', () => {
    expect(maxDrawdown([1, 2, 3])).toEqual({ maxDrawdown: 0, peakIndex: 2, troughIndex: 2 });
    expect(maxDrawdown([])).toEqual({ maxDrawdown: 0, peakIndex: -1, troughIndex: -1 });
  });

  it('skips leading zeros (a portfolio before its first buy)', () => {
    expect(maxDrawdown([0, 0, 1000, 750, 1100])).toEqual({ maxDrawdown: 0.25, peakIndex: 2, troughIndex: 3 });
  });

  it('reports a fall to zero as 100%', () => {
    expect(maxDrawdown([10, 0]).maxDrawdown).toBe(1);
  });
});
