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

  it('samples long histories evenly, keeping the first and last day', () => {
    const dates = Array.from({ length: 1000 }, (_, i) => `d${String(i).padStart(4, '0')}`);
    const sampled = sampleDates(dates, 300);
    expect(sampled).toHaveLength(300);
    expect([sampled[0], sampled.at(-1)]).toEqual(['d0000', 'd0999']);
    expect(sampleDates(dates.slice(0, 10), 300)).toHaveLength(10);
  });
});
