/**
 * The first bar a chart shows must carry the indicator's full-history value (what TradingView or Kite shows
 * for that day). Charts compute over `warmUpBars` bars before the window; here that window's first value is
 * checked against the `technicalindicators` package (an independent implementation: SMA-seeded EMA, Wilder's
 * RSI and ATR as in TA-Lib) run over the whole history.
 */
import { ATR, EMA, MACD, RSI } from 'technicalindicators';
import { describe, expect, it } from 'vitest';
import { Rng } from '../random/seededRandom';
import type { TradingBar } from './indicators';
import { computeIndicator, type IndicatorSpec, parseIndicatorSpec, warmUpBars } from './indicatorSpecs';

/** A seeded random walk with intraday ranges, 1,500 daily bars. */
function walk(seed: number): TradingBar[] {
  const rng = new Rng(seed);
  let close = 1000;
  return Array.from({ length: 1500 }, (_, i) => {
    const open = close;
    close = Math.max(1, close * Math.exp(rng.normal(0, 0.02)));
    const high = Math.max(open, close) * (1 + Math.abs(rng.normal(0, 0.01)));
    const low = Math.min(open, close) * (1 - Math.abs(rng.normal(0, 0.01)));
    return { date: `d${i}`, open, high, low, close };
  });
}

/** The library's output is shorter than the bars (no value during its own warm-up): align it from the end. */
const endAligned = (values: readonly number[], bars: number, at: number) => values[at - (bars - values.length)]!;

/** The full-history value at bar `at` from technicalindicators, per line of the spec. */
function reference(bars: readonly TradingBar[], spec: IndicatorSpec, at: number): Record<string, number> {
  const values = bars.map((b) => b.close);
  const [a = 0, b = 0, c = 0] = spec.params;
  switch (spec.kind) {
    case 'rsi':
      return { rsi: endAligned(RSI.calculate({ values, period: a }), bars.length, at) };
    case 'ema':
      return { ema: endAligned(EMA.calculate({ values, period: a }), bars.length, at) };
    case 'atr': {
      const atr = ATR.calculate({ high: bars.map((x) => x.high!), low: bars.map((x) => x.low!), close: values, period: a });
      return { atr: endAligned(atr, bars.length, at) };
    }
    case 'macd': {
      const out = MACD.calculate({ values, fastPeriod: a, slowPeriod: b, signalPeriod: c, SimpleMAOscillator: false, SimpleMASignal: false });
      const row = out[at - (bars.length - out.length)]!;
      return { macd: row.MACD!, signal: row.signal! };
    }
    default:
      throw new Error(`no reference for ${spec.kind}`);
  }
}

/** What the chart shows on its first bar when the window starts at `start`. */
function firstShown(bars: readonly TradingBar[], spec: IndicatorSpec, start: number, warmUp = warmUpBars(spec)) {
  const from = Math.max(0, start - warmUp);
  const result = computeIndicator(bars.slice(from), spec);
  return Object.fromEntries(Object.entries(result.lines).map(([name, line]) => [name, line[start - from] ?? null]));
}

const within = (value: number | null, expected: number, tolerance: number) => value !== null && Math.abs(value - expected) <= tolerance;

describe('indicator warm-up', () => {
  it('needs 10 periods for Wilder smoothing, 6 for EMA and MACD, a few hundred bars for SuperTrend', () => {
    expect(warmUpBars(parseIndicatorSpec('rsi:14'))).toBe(140);
    expect(warmUpBars(parseIndicatorSpec('atr:14'))).toBe(140);
    expect(warmUpBars(parseIndicatorSpec('ema:20'))).toBe(120);
    expect(warmUpBars(parseIndicatorSpec('macd:12:26:9'))).toBe(210);
    expect(warmUpBars(parseIndicatorSpec('supertrend:10:3'))).toBe(300);
    expect(warmUpBars(parseIndicatorSpec('sma:50'))).toBe(50);
  });

  for (const seed of [1, 2, 3]) {
    it(`gives the full-history value on the first shown bar within 0.1% (random walk ${seed})`, () => {
      const bars = walk(seed);
      for (const text of ['rsi:14', 'rsi:21', 'atr:14', 'atr:21', 'ema:20', 'ema:50', 'macd:12:26:9']) {
        const spec = parseIndicatorSpec(text);
        for (const start of [700, 1000, 1400]) {
          const shown = firstShown(bars, spec, start);
          for (const [line, expected] of Object.entries(reference(bars, spec, start))) {
            // MACD crosses zero, where a relative error means nothing: 0.1% of the line's typical size instead.
            const tolerance = spec.kind === 'macd' ? 0.001 * Math.max(Math.abs(expected), 0.01 * bars[start]!.close) : 0.001 * Math.abs(expected);
            expect(within(shown[line]!, expected, tolerance), `${text} ${line} at ${start}: ${shown[line]} vs ${expected}`).toBe(true);
          }
        }
      }
    });
  }

  it('gives SuperTrend its full-history line and trend on the first shown bar', () => {
    for (const seed of [1, 2, 3]) {
      const bars = walk(seed);
      const spec = parseIndicatorSpec('supertrend:10:3');
      const full = computeIndicator(bars, spec);
      for (const start of [700, 1000, 1400]) {
        const shown = firstShown(bars, spec, start);
        const expected = full.lines.supertrend![start]!;
        expect(within(shown.supertrend!, expected, 0.001 * expected), `seed ${seed} at ${start}`).toBe(true);
        expect(shown.direction).toBe(full.lines.direction![start]);
      }
    }
  });
});
