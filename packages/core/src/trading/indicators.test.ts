import { describe, expect, it } from 'vitest';
import { atrSeries, bollingerSeries, emaSeries, macdSeries, rsiSeries, smaSeries, superTrendSeries, type TradingBar } from './indicators';
import { computeIndicator, indicatorListText, parseIndicatorSpec } from './indicatorSpecs';

const bar = (date: string, high: number, low: number, close: number, open: number | null = null): TradingBar => ({ date, open, high, low, close });

describe('moving averages', () => {
  it('SMA is the mean of the last `period` closes, null before', () => {
    expect(smaSeries([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
  });

  it('EMA weights 2/(period+1), seeded with the first close, reported from bar `period` on', () => {
    // k = 0.5: 2 -> 3 -> 4.5 -> 6.25
    expect(emaSeries([2, 4, 6, 8], 3)).toEqual([null, null, 4.5, 6.25]);
  });
});

describe('RSI (Wilder)', () => {
  it('matches a hand computation with period 2', () => {
    // changes +1 +1 -1 +1; avg gain/loss seeded 1/0 (RSI 100), then (1+0)/2=0.5 / 0.5 (50), then 0.75 / 0.25 (75)
    expect(rsiSeries([1, 2, 3, 2, 3], 2)).toEqual([null, null, 100, 50, 75]);
  });

  // StockCharts' RSI worksheet prints 70.53, 66.32, 66.55, 69.41, 66.36, 57.97: it rounds the average gain and
  // loss to 2 decimals at each step. Unrounded (as TA-Lib and TradingView compute) the same closes give:
  it("matches the published 14-day example (StockCharts closes, Wilder's method, unrounded averages)", () => {
    const closes = [44.34, 44.09, 44.15, 43.61, 44.33, 44.83, 45.1, 45.42, 45.84, 46.08, 45.89, 46.03, 45.61, 46.28, 46.28, 46.0, 46.03, 46.41, 46.22, 45.64];
    const rsi = rsiSeries(closes, 14);
    expect(rsi.slice(0, 14).every((v) => v === null)).toBe(true);
    expect(rsi.slice(14).map((v) => Number(v!.toFixed(2)))).toEqual([70.46, 66.25, 66.48, 69.35, 66.29, 57.92]);
  });
});

describe('MACD', () => {
  it('is EMA(fast) - EMA(slow) with an EMA signal line, reported once the signal line is settled', () => {
    const closes = Array.from({ length: 40 }, (_, i) => 100 + Math.sin(i / 3) * 5 + i * 0.2);
    const m = macdSeries(closes, 3, 6, 4);
    const fast = emaSeries(closes, 3);
    const slow = emaSeries(closes, 6);
    const firstReady = m.macd.findIndex((v) => v !== null);
    expect(firstReady).toBe(6 - 1 + 4 - 1);
    for (let i = firstReady; i < closes.length; i++) {
      expect(m.macd[i]).toBeCloseTo(fast[i]! - slow[i]!, 10);
      expect(m.histogram[i]).toBeCloseTo(m.macd[i]! - m.signal[i]!, 10);
    }
  });
});

describe('Bollinger Bands', () => {
  it('are the SMA ± k population standard deviations', () => {
    const b = bollingerSeries([1, 2, 3], 3, 2);
    const sd = Math.sqrt(2 / 3);
    expect(b.middle[2]).toBe(2);
    expect(b.upper[2]).toBeCloseTo(2 + 2 * sd, 12);
    expect(b.lower[2]).toBeCloseTo(2 - 2 * sd, 12);
    expect(b.upper[1]).toBeNull();
  });
});

// High, low, close of six days; true ranges 2, 2, 3, 3.5, 2.5, 2 (see the SuperTrend test).
const HAND_BARS = [
  bar('2024-01-01', 10, 8, 9),
  bar('2024-01-02', 11, 9, 10),
  bar('2024-01-03', 13, 10, 12.5),
  bar('2024-01-04', 11, 9, 9.5),
  bar('2024-01-05', 9, 7, 7.5),
  bar('2024-01-06', 8, 6, 6.5),
];

describe('ATR (Wilder)', () => {
  it('matches a hand computation with period 2', () => {
    // seed (2+2)/2 = 2, then (2+3)/2 = 2.5, (2.5+3.5)/2 = 3, (3+2.5)/2 = 2.75, (2.75+2)/2 = 2.375
    expect(atrSeries(HAND_BARS, 2)).toEqual([null, 2, 2.5, 3, 2.75, 2.375]);
  });
});

describe('SuperTrend', () => {
  it('matches a hand computation with period 2 and multiplier 1', () => {
    // day 2: hl2 10 ± 2 -> bands 12/8, close 10 under 12: down, line 12
    // day 3: hl2 11.5 ± 2.5 -> upper stays 12 (13.99 is not lower), lower 9; close 12.5 > 12: flips up, line 9
    // day 4: hl2 10 ± 3 -> lower stays 9 (7 is not higher); close 9.5 >= 9: still up, line 9
    // day 5: hl2 8 ± 2.75 -> upper 10.75 (below 13); close 7.5 < 9: flips down, line 10.75
    // day 6: hl2 7 ± 2.375 -> upper 9.375; close 6.5: down, line 9.375
    const st = superTrendSeries(HAND_BARS, 2, 1);
    expect(st.value).toEqual([null, 12, 9, 9, 10.75, 9.375]);
    expect(st.direction).toEqual([null, -1, 1, 1, -1, -1]);
  });
});

describe('indicator specs', () => {
  it('parses kind:params with defaults and limits', () => {
    expect(parseIndicatorSpec('rsi')).toEqual({ kind: 'rsi', params: [14] });
    expect(parseIndicatorSpec('MACD:5:35')).toEqual({ kind: 'macd', params: [5, 35, 9] });
    expect(parseIndicatorSpec('bb:20:2.5')).toEqual({ kind: 'bb', params: [20, 2.5] });
    expect(() => parseIndicatorSpec('vwap')).toThrow(/unknown indicator "vwap"/);
    expect(() => parseIndicatorSpec('sma:1')).toThrow('sma period must be between 2 and 500');
    expect(() => parseIndicatorSpec('sma:2.5')).toThrow('sma period must be a whole number');
    expect(() => parseIndicatorSpec('macd:26:12')).toThrow('macd fast period must be shorter than the slow period');
  });

  it('reads a comma-separated list without duplicates', () => {
    const parsed = indicatorListText.safeParse('sma:50, sma:50 ,ema,');
    expect(parsed.success && parsed.data).toEqual([
      { kind: 'sma', params: [50] },
      { kind: 'ema', params: [20] },
    ]);
    expect(indicatorListText.safeParse('sma,foo').success).toBe(false);
  });

  it('computes named lines aligned with the bars', () => {
    const result = computeIndicator(HAND_BARS, { kind: 'supertrend', params: [2, 1] });
    expect(result).toMatchObject({ id: 'supertrend:2:1', label: 'SuperTrend (2, 1)', pane: 'price' });
    expect(result.lines.supertrend).toHaveLength(HAND_BARS.length);
    expect(Object.keys(computeIndicator(HAND_BARS, { kind: 'bb', params: [3, 2] }).lines)).toEqual(['upper', 'middle', 'lower']);
  });
});
