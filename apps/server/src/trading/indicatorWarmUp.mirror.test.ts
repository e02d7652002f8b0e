/**
 * ADANIENT's daily bars from the data mirror (skipped without it): a chart from 6 Apr 2023 must show on its
 * first bar what the full history gives (TA-Lib/TradingView): RSI(14) 46.7, ATR(14) 133.4, SuperTrend(10, 3)
 * in an up-trend. With the old 3-period warm-up (the period alone for SuperTrend) it showed 51.7, 140.6 and a
 * down-trend. RSI and ATR are also checked against the independent `technicalindicators` package.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeIndicator, parseIndicatorSpec, type TradingBar, warmUpBars } from '@sanchay/core';
import { ATR, RSI } from 'technicalindicators';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const mirror = process.env.DATA_MIRROR ?? path.resolve(repoRoot, '../shared/data/raw');
const file = path.join(mirror, 'nifty50-ohlcv-2020-2025', 'ADANIENT_2020-10-01_to_2025-09-30.csv');

function readBars(): TradingBar[] {
  const [, ...lines] = fs.readFileSync(file, 'utf8').trim().split('\n');
  return lines.map((line) => {
    const [timestamp = '', open, high, low, close] = line.split(',');
    return { date: timestamp.slice(0, 10), open: Number(open), high: Number(high), low: Number(low), close: Number(close) };
  });
}

/** The first shown value of each line when the chart starts at bar `start` with `warmUp` bars before it. */
function firstShown(bars: readonly TradingBar[], text: string, start: number, warmUp: number) {
  const from = Math.max(0, start - warmUp);
  const result = computeIndicator(bars.slice(from), parseIndicatorSpec(text));
  return Object.fromEntries(Object.entries(result.lines).map(([name, line]) => [name, line[start - from] ?? null]));
}

const relative = (value: number | null | undefined, expected: number) => Math.abs((value ?? Number.NaN) - expected) / Math.abs(expected);

describe.skipIf(!fs.existsSync(file))('ADANIENT indicators from 6 Apr 2023', () => {
  const bars = fs.existsSync(file) ? readBars() : [];
  const start = bars.findIndex((bar) => bar.date === '2023-04-06');
  const closes = bars.map((bar) => bar.close);
  const tail = <T>(values: readonly T[]) => values[start - (bars.length - values.length)]!;

  it('shows the full-history RSI(14) and ATR(14) on the first bar, within 0.1% of technicalindicators', () => {
    expect(start).toBeGreaterThan(600);
    const rsi = tail(RSI.calculate({ values: closes, period: 14 }));
    const atr = tail(ATR.calculate({ high: bars.map((b) => b.high!), low: bars.map((b) => b.low!), close: closes, period: 14 }));
    expect(rsi).toBeCloseTo(46.7, 1);
    expect(atr).toBeCloseTo(133.4, 0);
    const shownRsi = firstShown(bars, 'rsi:14', start, warmUpBars(parseIndicatorSpec('rsi:14'))).rsi;
    const shownAtr = firstShown(bars, 'atr:14', start, warmUpBars(parseIndicatorSpec('atr:14'))).atr;
    expect(relative(shownRsi, rsi)).toBeLessThan(0.001);
    expect(relative(shownAtr, atr)).toBeLessThan(0.001);
    // The old warm-up of 3 periods was off by several per cent.
    expect(relative(firstShown(bars, 'rsi:14', start, 42).rsi, rsi)).toBeGreaterThan(0.05);
    expect(relative(firstShown(bars, 'atr:14', start, 42).atr, atr)).toBeGreaterThan(0.04);
  });

  it('shows SuperTrend(10, 3) in the up-trend the full history has', () => {
    const full = computeIndicator(bars, parseIndicatorSpec('supertrend:10:3'));
    const shown = firstShown(bars, 'supertrend:10:3', start, warmUpBars(parseIndicatorSpec('supertrend:10:3')));
    expect(full.lines.direction![start]).toBe(1);
    expect(shown.direction).toBe(1);
    expect(relative(shown.supertrend, full.lines.supertrend![start]!)).toBeLessThan(0.001);
    expect(firstShown(bars, 'supertrend:10:3', start, 10).direction).toBe(-1);
  });
});
