import { describe, expect, it } from 'vitest';
import { rangeChangePct, toChartData } from './chartData';

describe('toChartData', () => {
  it('draws candles when every bar has OHLC, with volumes coloured by direction', () => {
    const data = toChartData([
      { date: '2026-03-03', open: 100, high: 110, low: 95, close: 105, volume: 1000 },
      { date: '2026-03-02T00:00:00.000Z', open: 98, high: 101, low: 97, close: 100, volume: null },
      { date: '2026-03-04', open: 105, high: 106, low: 90, close: 92, volume: 3000 },
    ]);
    expect(data.kind).toBe('candles');
    expect(data.candles.map((c) => c.time)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
    expect(data.volume).toEqual([
      { time: '2026-03-02', value: 0, up: true },
      { time: '2026-03-03', value: 1000, up: true },
      { time: '2026-03-04', value: 3000, up: false },
    ]);
    expect(rangeChangePct(data)).toBeCloseTo(-8);
  });

  it('falls back to a line of closes without OHLC, without volumes, one point per day', () => {
    const data = toChartData([
      { date: '2026-03-02', open: null, high: null, low: null, close: 22000, volume: null },
      { date: '2026-03-03', open: null, high: null, low: null, close: 22100, volume: null },
      { date: '2026-03-03', open: null, high: null, low: null, close: 22150, volume: null },
      { date: 'bad', open: null, high: null, low: null, close: 1, volume: null },
    ]);
    expect(data.kind).toBe('line');
    expect(data.candles).toEqual([]);
    expect(data.volume).toEqual([]);
    expect(data.line).toEqual([
      { time: '2026-03-02', value: 22000 },
      { time: '2026-03-03', value: 22150 },
    ]);
  });

  it('copes with no bars', () => {
    const data = toChartData([]);
    expect(data.kind).toBe('line');
    expect(rangeChangePct(data)).toBeNull();
  });
});
