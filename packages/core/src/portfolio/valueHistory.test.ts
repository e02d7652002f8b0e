import { describe, expect, it } from 'vitest';
import type { Trade } from './types';
import { sampleDates, valueHistory } from './valueHistory';

const trade = (id: string, isin: string, date: string, side: 'buy' | 'sell', quantity: number, price: number): Trade => ({ id, isin, date, side, quantity, price, charges: 0 });

describe('valueHistory', () => {
  it('values the lots held at each day’s end at the latest close, cost beside it (checked by hand)', () => {
    const trades = [trade('a', 'X', '2025-01-02', 'buy', 10, 100), trade('b', 'Y', '2025-01-03', 'buy', 5, 200), trade('c', 'X', '2025-01-06', 'sell', 4, 130)];
    const closes = new Map([
      ['X', [{ date: '2025-01-02', close: 105 }, { date: '2025-01-03', close: 110 }, { date: '2025-01-06', close: 130 }]],
      ['Y', [{ date: '2025-01-03', close: 190 }]], // no close on the 6th: the 3rd's is the latest
    ]);
    const points = valueHistory(trades, [], ['2025-01-01', '2025-01-02', '2025-01-03', '2025-01-06'], closes);
    expect(points).toEqual([
      { date: '2025-01-01', invested: 0, value: 0 },
      { date: '2025-01-02', invested: 1000, value: 1050 },
      { date: '2025-01-03', invested: 2000, value: 1100 + 950 },
      // 4 of X sold FIFO: 6 left at cost 100 (600) plus Y's 1,000; value 6 x 130 + 5 x 190.
      { date: '2025-01-06', invested: 1600, value: 780 + 950 },
    ]);
  });

  it('counts a holding in neither line until it has a close, and follows a bonus', () => {
    const trades = [trade('a', 'X', '2025-01-02', 'buy', 10, 100), trade('b', 'Z', '2025-01-02', 'buy', 1, 500)];
    // Stored closes are on the basis after the bonus: 50 the day before it is 100 as it traded.
    const closes = new Map([['X', [{ date: '2025-01-02', close: 50 }, { date: '2025-01-03', close: 51 }]]]);
    const points = valueHistory(trades, [{ isin: 'X', exDate: '2025-01-03', kind: 'bonus', ratio: [1, 1] }], ['2025-01-02', '2025-01-03'], closes);
    expect(points).toEqual([
      { date: '2025-01-02', invested: 1000, value: 10 * 100 },
      { date: '2025-01-03', invested: 1000, value: 20 * 51 },
    ]);
  });

  it('prices each day at the factors of the actions still to come, per ISIN (a split and a bonus, checked by hand)', () => {
    const trades = [trade('a', 'X', '2025-01-02', 'buy', 10, 1000), trade('b', 'Y', '2025-01-02', 'buy', 4, 300)];
    // X: split Rs 10 -> Rs 2 on the 6th, bonus 1:1 on the 8th; stored closes are after both (factor 10 before the 6th).
    // Y: bonus 1:2 on the 7th (factor 1.5 before it).
    const actions = [
      { isin: 'X', exDate: '2025-01-08', kind: 'bonus' as const, ratio: [1, 1] as const },
      { isin: 'X', exDate: '2025-01-06', kind: 'split' as const, fromFaceValue: 10, toFaceValue: 2 },
      { isin: 'Y', exDate: '2025-01-07', kind: 'bonus' as const, ratio: [1, 2] as const },
    ];
    const closes = new Map([
      ['X', [{ date: '2025-01-02', close: 100 }, { date: '2025-01-06', close: 101 }, { date: '2025-01-08', close: 102 }]],
      ['Y', [{ date: '2025-01-02', close: 200 }, { date: '2025-01-07', close: 210 }]],
    ]);
    const points = valueHistory(trades, actions, ['2025-01-02', '2025-01-06', '2025-01-07', '2025-01-08'], closes);
    expect(points.map((p) => p.value)).toEqual([
      10 * 1000 + 4 * 300, // as traded: X at 100 x 10, Y at 200 x 1.5
      50 * 202 + 4 * 300, // X split to 50 shares at 101 x 2 (the bonus still to come)
      50 * 202 + 6 * 210, // Y's bonus: 6 shares at 210
      100 * 102 + 6 * 210, // X's bonus: 100 shares at 102
    ]);
    expect(points.every((p) => p.invested === 10 * 1000 + 4 * 300)).toBe(true);
  });

  it('samples long histories evenly, keeping the first and last day', () => {
    const dates = Array.from({ length: 1000 }, (_, i) => `d${String(i).padStart(4, '0')}`);
    const sampled = sampleDates(dates, 300);
    expect(sampled).toHaveLength(300);
    expect([sampled[0], sampled.at(-1)]).toEqual(['d0000', 'd0999']);
    expect(sampleDates(dates.slice(0, 10), 300)).toHaveLength(10);
  });
});
