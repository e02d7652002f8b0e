import { describe, expect, it } from 'vitest';
import type { TradingBar } from './indicators';
import { lastCross, latestSignals } from './signals';

const series = (closes: number[]): TradingBar[] =>
  closes.map((close, i) => ({ date: new Date(Date.UTC(2023, 0, 1 + i)).toISOString().slice(0, 10), open: close, high: close, low: close, close }));

describe('lastCross', () => {
  it('finds the most recent change of side within the window', () => {
    expect(lastCross([1, 2, 3], [2, 2, 2], 5)).toEqual({ barsAgo: 0, up: true });
    expect(lastCross([3, 1, 1], [2, 2, 2], 5)).toEqual({ barsAgo: 1, up: false });
    expect(lastCross([3, 1, 1], [2, 2, 2], 1)).toBeNull();
    expect(lastCross([null, 3], [2, 2], 5)).toBeNull();
  });
});

describe('latestSignals', () => {
  it('a long flat stretch and then three rising days: golden cross, MACD cross up, SuperTrend turned up, overbought, above the upper band', () => {
    const signals = latestSignals(series([...Array<number>(250).fill(100), 101, 102, 103]))!;
    expect(signals.close).toBe(103);
    expect(signals.rsi).toEqual({ value: 100, state: 'overbought' });
    expect(signals.smaCross).toMatchObject({ state: 'golden_cross', barsAgo: 2 });
    expect(signals.macd).toMatchObject({ state: 'cross_up', barsAgo: 2 });
    expect(signals.superTrend).toMatchObject({ state: 'flip_up', barsAgo: 2 });
    expect(signals.bollinger?.state).toBe('above_upper');
  });

  it('a steady fall: oversold, below the lower band, under the SuperTrend, 50-day under the 200-day', () => {
    const signals = latestSignals(series(Array.from({ length: 260 }, (_, i) => 500 - i)))!;
    expect(signals.rsi?.state).toBe('oversold');
    expect(signals.smaCross?.state).toBe('below');
    expect(signals.superTrend?.state).toBe('below');
    expect(signals.macd?.state === 'below' || signals.macd?.state === 'above').toBe(true);
    expect(signals.bollinger?.state).toBe('inside'); // a straight line stays inside its own bands
  });

  it('short histories leave the parts they cannot compute empty', () => {
    const signals = latestSignals(series([10, 11, 12]))!;
    expect(signals).toMatchObject({ rsi: null, macd: null, superTrend: null, bollinger: null, smaCross: null });
    expect(latestSignals([])).toBeNull();
  });
});
