import type { ChartData } from './chartData';
import type { ChartTheme } from './themedChart';
import { chartCanvasFonts } from './warmCanvasFonts';

// lightweight-charts' own font family, used when a theme names none.
const LIBRARY_FONT_FAMILY = `-apple-system, BlinkMacSystemFont, 'Trebuchet MS', Roboto, Ubuntu, sans-serif`;

/** The font of the chart's axis labels. */
export const axisFont = (theme: Pick<ChartTheme, 'fontFamily'>) => chartCanvasFonts(theme.fontFamily ?? LIBRARY_FONT_FAMILY)[0]!;

/** The vertical margins of the price series' scale (fractions of the pane): room for the volume bars under it. */
export const priceScaleMargins = (data: ChartData) => ({ top: 0.08, bottom: data.volume.length > 0 ? 0.26 : 0.05 });

// lightweight-charts' price axis at its 12 px text: a 1 px border, 5 px ticks, 5 px padding either side of the label
// and a 5 px label offset (PriceAxisWidget.optimalWidth), plus the widest label, rounded up to an even width.
const AXIS_CHROME_PX = 21;

/**
 * The width lightweight-charts will give the price axis once `bars` are in: its widest label (the scale's top and
 * bottom, the last price) measured in the chart's font. Set as the axis' minimum when the chart is built, the
 * axis does not widen as the series arrives; when it did, the library laid out and redrew every canvas of the
 * chart again in the next frame (about 20 ms of a phone's main thread on the company page). An estimate a few
 * pixels wide costs a few pixels of axis; one too narrow leaves the library to widen the axis as before.
 */
export function priceAxisWidth(
  bars: readonly { high: number; low: number; close: number }[],
  margins: { top: number; bottom: number },
  format: (price: number) => string,
  measure: (text: string) => number,
): number {
  const last = bars.at(-1);
  if (!last) return 0;
  let max = -Infinity;
  let min = Infinity;
  for (const bar of bars) {
    max = Math.max(max, bar.high);
    min = Math.min(min, bar.low);
  }
  const span = (max - min) / Math.max(0.1, 1 - margins.top - margins.bottom);
  const labels = [max + span * margins.top, min - span * margins.bottom, last.close].map(format);
  const width = Math.ceil(AXIS_CHROME_PX + Math.max(...labels.map(measure)));
  return width + (width % 2);
}

/** A chart's bars for priceAxisWidth: its candles, or its line's points as bars. */
export const axisBars = (data: ChartData) =>
  data.kind === 'candles' ? data.candles : data.line.map((p) => ({ high: p.value, low: p.value, close: p.value }));

/** Text width in a canvas font (the chart's axis font), for priceAxisWidth. */
export function canvasTextMeasure(font: string): (text: string) => number {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return () => 0;
  context.font = font;
  return (text) => context.measureText(text).width;
}
