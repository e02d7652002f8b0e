import { describe, expect, it } from 'vitest';
import { toChartData } from './chartData';
import { axisBars, priceAxisWidth, priceScaleMargins } from './priceAxisWidth';

// A monospace stand-in for the canvas: 7 px a character.
const measure = (text: string) => text.length * 7;
const format = (price: number) => price.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const margins = { top: 0.08, bottom: 0.26 };

describe('priceAxisWidth', () => {
  it('is the widest label with the axis chrome, rounded up to even', () => {
    // Scale top: 3,500 + (3,500 - 3,000) / 0.66 * 0.08 = 3,560.61 -> "3,560.61", 8 characters = 56 px, + 21 = 77 -> 78.
    const bars = [
      { high: 3_200, low: 3_000, close: 3_100 },
      { high: 3_500, low: 3_300, close: 3_450 },
    ];
    expect(priceAxisWidth(bars, margins, format, measure)).toBe(78);
  });

  it('counts the scale above the highest bar, where a price gains a digit', () => {
    // Highs just under 10,000: the scale's top, 9,995 + 995 / 0.66 * 0.08 = 10,115.61, is a character wider than
    // any bar's price: 9 characters = 63 px, + 21 = 84.
    const bars = [
      { high: 9_990, low: 9_000, close: 9_500 },
      { high: 9_995, low: 9_100, close: 9_900 },
    ];
    expect(priceAxisWidth(bars, margins, format, measure)).toBe(84);
  });

  it('is 0 without bars (the library keeps its own width)', () => {
    expect(priceAxisWidth([], margins, format, measure)).toBe(0);
  });

  it("reads a line chart's closes as bars", () => {
    const data = toChartData([
      { date: '2026-01-01', open: null, high: null, low: null, close: 100, volume: null },
      { date: '2026-01-02', open: null, high: null, low: null, close: 120, volume: null },
    ] as never);
    expect(data.kind).toBe('line');
    expect(axisBars(data).map((b) => b.high)).toEqual([100, 120]);
    expect(priceScaleMargins(data)).toEqual({ top: 0.08, bottom: 0.05 });
  });
});
