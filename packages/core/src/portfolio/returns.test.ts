import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, financialYearOf, heldMoreThan } from './financialYear';
import { benchmarkReturn, closeOnOrBefore, portfolioXirr, tradeCashflow } from './returns';
import type { Trade } from './types';

const trade = (date: string, side: 'buy' | 'sell', quantity: number, price: number, charges = 0): Trade => ({ id: date + side, isin: 'I', date, side, quantity, price, charges });

describe('portfolioXirr', () => {
  it('counts what is held at its value on the as-of date', () => {
    // 1,000 paid on 1 Jan 2023, worth 1,100 on 1 Jan 2024 (365 days): 10%.
    expect(portfolioXirr([trade('2023-01-01', 'buy', 10, 99, 10)], 1100, '2024-01-01')).toBeCloseTo(0.1, 8);
  });

  it('signs cash flows from the investor: buys paid out with charges, sells received net of charges', () => {
    expect(tradeCashflow(trade('2024-01-01', 'buy', 2, 100, 5))).toEqual({ date: '2024-01-01', amount: -205 });
    expect(tradeCashflow(trade('2024-01-01', 'sell', 2, 100, 5))).toEqual({ date: '2024-01-01', amount: 195 });
  });
});

describe('benchmarkReturn', () => {
  const closes = [
    { date: '2023-01-02', close: 100 },
    { date: '2023-07-03', close: 150 },
    { date: '2024-01-02', close: 200 },
  ];

  it('buys the index at the close of each flow day (or the last before it) and values it on the as-of date', () => {
    const result = benchmarkReturn([{ date: '2023-01-02', amount: -1000 }, { date: '2023-07-04', amount: -1500 }], closes, '2024-01-02', 'NIFTY 50');
    // 10 units + 10 units = 20 units at 200 = 4,000
    expect(result).toMatchObject({ ok: true, value: 4000, asOf: '2024-01-02' });
  });

  it('says when the index history starts after the first trade', () => {
    expect(benchmarkReturn([{ date: '2022-12-01', amount: -1000 }], closes, '2024-01-02', 'NIFTY 50')).toEqual({
      ok: false,
      reason: "NIFTY 50's stored closes start on 2023-01-02, after your first trade on 2022-12-01.",
    });
  });

  it('earns 0% a year on a flat index, whatever the flows', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ day: fc.integer({ min: 0, max: 700 }), amount: fc.integer({ min: 1, max: 1e6 }) }), { minLength: 1, maxLength: 20 }), (buys) => {
        const flat = [{ date: '2020-01-01', close: 100 }];
        const iso = (d: number) => new Date(Date.UTC(2020, 0, 1) + d * 86_400_000).toISOString().slice(0, 10);
        const flows = buys.map((b) => ({ date: iso(b.day), amount: -b.amount }));
        const result = benchmarkReturn(flows, flat, '2022-06-01', 'X');
        expect(result.ok && result.xirr).toBeCloseTo(0, 6);
      }),
    );
  });

  it('finds the last close on or before a day', () => {
    expect(closeOnOrBefore(closes, '2023-07-02')?.date).toBe('2023-01-02');
    expect(closeOnOrBefore(closes, '2023-07-03')?.date).toBe('2023-07-03');
    expect(closeOnOrBefore(closes, '2022-01-01')).toBeNull();
  });
});

describe('financial years and holding periods', () => {
  it('runs April to March', () => {
    expect([financialYearOf('2024-03-31'), financialYearOf('2024-04-01'), financialYearOf('1999-12-31')]).toEqual(['2023-24', '2024-25', '1999-00']);
  });

  it('clamps month ends and counts "more than 12 months"', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-02-28', 12)).toBe('2024-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(heldMoreThan('2024-02-29', '2025-02-28', 12)).toBe(false);
    expect(heldMoreThan('2024-02-29', '2025-03-01', 12)).toBe(true);
  });
});
