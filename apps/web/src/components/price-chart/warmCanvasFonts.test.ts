import { afterEach, describe, expect, it, vi } from 'vitest';
import { chartCanvasFonts, warmCanvasFonts } from './warmCanvasFonts';

const original = HTMLCanvasElement.prototype.getContext;
afterEach(() => {
  HTMLCanvasElement.prototype.getContext = original;
});

describe('warmCanvasFonts', () => {
  it("sets each of the chart's canvas fonts once per font family and page", () => {
    const fonts: string[] = [];
    const measureText = vi.fn();
    const context = {
      set font(value: string) {
        fonts.push(value);
      },
      measureText,
    };
    HTMLCanvasElement.prototype.getContext = (() => context) as unknown as typeof original;

    warmCanvasFonts('Inter, sans-serif');
    warmCanvasFonts('Inter, sans-serif');
    expect(fonts).toEqual(chartCanvasFonts('Inter, sans-serif'));
    expect(fonts).toEqual(['12px Inter, sans-serif', 'bold 12px Inter, sans-serif']);
    expect(measureText).toHaveBeenCalledTimes(2);

    warmCanvasFonts('serif');
    expect(fonts.slice(2)).toEqual(['12px serif', 'bold 12px serif']);
  });

  it('does nothing where there is no canvas', () => {
    expect(() => warmCanvasFonts('monospace')).not.toThrow();
  });
});
