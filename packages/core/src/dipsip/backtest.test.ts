import { describe, expect, it } from 'vitest';
import { xirr } from '../finance/xirr';
import { dipSipBacktestQuery, runDipSipBacktest } from './backtest';

// A hand-made series: dips of 3% (Jan 2), 5% (Mar 1) and 2.03% (Mar 4); February has no dip.
const BARS = [
  { date: '2024-01-01', close: 100 },
  { date: '2024-01-02', close: 97 }, // -3%
  { date: '2024-01-03', close: 98 },
  { date: '2024-01-31', close: 98 },
  { date: '2024-02-01', close: 99 },
  { date: '2024-02-15', close: 100 },
  { date: '2024-02-29', close: 101 }, // last trading day of a month without a dip
  { date: '2024-03-01', close: 95.95 }, // -5%
  { date: '2024-03-04', close: 94 }, // -2.03%
  { date: '2024-03-05', close: 100 },
];

describe('runDipSipBacktest', () => {
  it('buys the amount on each day the close fell by the trigger, and a SIP of the same total on each month start', () => {
    const result = runDipSipBacktest({ bars: BARS, amount: 1000, triggerPct: 2 });
    const dipUnits = 1000 / 97 + 1000 / 95.95 + 1000 / 94;
    expect(result.dip.buys).toBe(3);
    expect(result.dip.invested).toBe(3000);
    expect(result.dip.units).toBeCloseTo(dipUnits, 10);
    expect(result.dip.finalValue).toBeCloseTo(dipUnits * 100, 8);

    // Same total cash: 3000 over January, February and March, 1000 on each first trading day.
    const sipUnits = 1000 / 100 + 1000 / 99 + 1000 / 95.95;
    expect(result.sip.buys).toBe(3);
    expect(result.sip.invested).toBe(3000);
    expect(result.sip.units).toBeCloseTo(sipUnits, 10);
    expect(result.sip.finalValue).toBeCloseTo(sipUnits * 100, 8);

    const dipXirr = xirr([
      { date: '2024-01-02', amount: -1000 },
      { date: '2024-03-01', amount: -1000 },
      { date: '2024-03-04', amount: -1000 },
      { date: '2024-03-05', amount: dipUnits * 100 },
    ]);
    const sipXirr = xirr([
      { date: '2024-01-01', amount: -1000 },
      { date: '2024-02-01', amount: -1000 },
      { date: '2024-03-01', amount: -1000 },
      { date: '2024-03-05', amount: sipUnits * 100 },
    ]);
    expect(result.dip.xirr).toBeCloseTo(dipXirr!, 10);
    expect(result.sip.xirr).toBeCloseTo(sipXirr!, 10);
    expect(result.xirrDifference).toBeCloseTo(dipXirr! - sipXirr!, 10);
    expect(result.verdict).toBe(dipXirr! > sipXirr! ? 'dip_won' : 'sip_won');
  });

  it('marks both portfolios to market every day', () => {
    const { dip, sip } = runDipSipBacktest({ bars: BARS, amount: 1000, triggerPct: 2 });
    expect(dip.curve).toHaveLength(BARS.length);
    expect(dip.curve[0]).toEqual({ date: '2024-01-01', value: 0, invested: 0 });
    expect(dip.curve[2]!.invested).toBe(1000);
    expect(dip.curve[2]!.value).toBeCloseTo((1000 / 97) * 98, 10);
    expect(sip.curve[0]).toEqual({ date: '2024-01-01', value: 1000, invested: 1000 });
    expect(sip.curve[6]!.invested).toBe(2000);
    expect(sip.curve[6]!.value).toBeCloseTo((10 + 1000 / 99) * 101, 10);
    // DipSIP only rises here (each fall is hidden by the buy on that day): no drawdown.
    expect(dip.maxDrawdown).toBeCloseTo(0, 10);
    // SIP: 1000 on Jan 1 at 100 is worth 970 on Jan 2 (3%); the later Mar 1 -> Mar 4 fall is about 2.03%.
    expect(sip.maxDrawdown).toBeCloseTo(0.03, 10);
  });

  it('counts a fall of exactly the trigger as a dip', () => {
    const result = runDipSipBacktest({ bars: [{ date: '2024-01-01', close: 10 }, { date: '2024-01-02', close: 9.8 }], amount: 500, triggerPct: 2 });
    expect(result.dip.buys).toBe(1);
  });

  it('cuts buys at the monthly cap', () => {
    const result = runDipSipBacktest({ bars: BARS, amount: 1000, triggerPct: 2, monthlyCap: 1500 });
    // January 1000; March 1000 + 500 (cut at the cap).
    expect(result.dip.invested).toBe(2500);
    expect(result.dip.buys).toBe(3);
    expect(result.dip.units).toBeCloseTo(1000 / 97 + 1000 / 95.95 + 500 / 94, 10);
    expect(result.sip.invested).toBeCloseTo(2500, 8);
    expect(result.sip.units).toBeCloseTo((2500 / 3) * (1 / 100 + 1 / 99 + 1 / 95.95), 10);
  });

  it('falls back to a month-end buy in a month without a dip, never on the last bar of the data', () => {
    const result = runDipSipBacktest({ bars: BARS, amount: 1000, triggerPct: 2, monthEndFallback: true });
    expect(result.dip.buys).toBe(4);
    expect(result.dip.invested).toBe(4000);
    expect(result.dip.units).toBeCloseTo(1000 / 97 + 1000 / 101 + 1000 / 95.95 + 1000 / 94, 10);
    expect(result.dip.curve[6]!.invested).toBe(2000);
    // Without dips at all: one buy per completed month (Jan, Feb), none on the last bar (Mar 5).
    const flat = BARS.map((b, i) => ({ date: b.date, close: 100 + i }));
    const quiet = runDipSipBacktest({ bars: flat, amount: 1000, triggerPct: 2, monthEndFallback: true });
    expect(quiet.dip.buys).toBe(2);
    expect(quiet.dip.curve.filter((p, i) => i > 0 && p.invested > quiet.dip.curve[i - 1]!.invested).map((p) => p.date)).toEqual(['2024-01-31', '2024-02-29']);
  });

  it('reports the SIP won, with the XIRR it lost, when dips came only before a fall', () => {
    // A 3% dip on the second day, then the price slides 0.5% a day for three months (never a 2% dip)
    // and recovers: the SIP's later instalments buy lower.
    const bars = [{ date: '2023-01-02', close: 100 }, { date: '2023-01-03', close: 97 }];
    for (let day = 1; day <= 150; day++) {
      const date = new Date(Date.UTC(2023, 0, 3 + day)).toISOString().slice(0, 10);
      const previous = bars[bars.length - 1]!.close;
      bars.push({ date, close: day <= 90 ? previous * 0.995 : previous * 1.01 });
    }
    const result = runDipSipBacktest({ bars, amount: 1000, triggerPct: 2 });
    expect(result.dip.invested).toBe(1000);
    expect(result.sip.invested).toBeCloseTo(1000, 8);
    expect(result.verdict).toBe('sip_won');
    expect(result.xirrDifference!).toBeLessThan(0);
    expect(result.sip.finalValue).toBeGreaterThan(result.dip.finalValue);
  });

  it('is a tie with nothing invested when no day dips', () => {
    const bars = [100, 101, 102].map((close, i) => ({ date: `2024-01-0${i + 1}`, close }));
    const result = runDipSipBacktest({ bars, amount: 1000, triggerPct: 2 });
    expect(result.dip).toMatchObject({ invested: 0, buys: 0, finalValue: 0, xirr: null, maxDrawdown: 0 });
    expect(result.sip).toMatchObject({ invested: 0, buys: 0, finalValue: 0, xirr: null });
    expect(result.verdict).toBe('tie');
    expect(result.xirrDifference).toBeNull();
  });

  it('handles an empty series', () => {
    const result = runDipSipBacktest({ bars: [], amount: 1000, triggerPct: 2 });
    expect(result.dip.curve).toEqual([]);
    expect(result.verdict).toBe('tie');
  });
});

describe('dipSipBacktestQuery', () => {
  it('parses the query string with defaults and an empty cap', () => {
    expect(dipSipBacktestQuery.parse({ symbol: 'niftybees', amount: '1000', trigger: '2', monthlyCap: '' })).toEqual({
      symbol: 'NIFTYBEES',
      amount: 1000,
      trigger: 2,
      monthlyCap: undefined,
      monthEndFallback: false,
      years: 15,
    });
    expect(dipSipBacktestQuery.parse({ symbol: 'X', amount: '1', trigger: '0.5', monthlyCap: '5000', monthEndFallback: 'true', years: '5' })).toMatchObject({
      monthlyCap: 5000,
      monthEndFallback: true,
      years: 5,
    });
  });

  it('rejects bad numbers', () => {
    expect(dipSipBacktestQuery.safeParse({ symbol: 'X', amount: '-1', trigger: '2' }).success).toBe(false);
    expect(dipSipBacktestQuery.safeParse({ symbol: 'X', amount: '1000', trigger: 'abc' }).success).toBe(false);
    expect(dipSipBacktestQuery.safeParse({ symbol: 'X', amount: '1000', trigger: '2', monthEndFallback: 'yes' }).success).toBe(false);
  });
});
