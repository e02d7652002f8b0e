/**
 * The chart options every Sanchay chart shares (theme colours, en-IN prices, TradingView attribution logo
 * kept on for the Apache-2.0 NOTICE of lightweight-charts, size following the element). Imported only by the
 * drawing modules, which load in their own chunks, so lightweight-charts never lands in the landing bundle.
 */
import { ColorType, createChart, type ChartOptions, type DeepPartial, type IChartApi } from 'lightweight-charts';

export interface ChartTheme {
  background: string;
  text: string;
  grid: string;
  up: string;
  down: string;
  fontFamily?: string;
  priceFormatter: (price: number) => string;
}

type Extra = Pick<DeepPartial<ChartOptions>, 'layout' | 'timeScale' | 'localization'>;

/** createChart with the shared options; `extra` adds to (or overrides) the layout, time scale and localisation. */
export function createThemedChart(element: HTMLElement, theme: ChartTheme, extra: Extra = {}): IChartApi {
  return createChart(element, {
    autoSize: true,
    layout: {
      attributionLogo: true,
      background: { type: ColorType.Solid, color: theme.background },
      textColor: theme.text,
      fontFamily: theme.fontFamily,
      ...extra.layout,
    },
    grid: { vertLines: { color: theme.grid }, horzLines: { color: theme.grid } },
    rightPriceScale: { borderColor: theme.grid },
    timeScale: { borderColor: theme.grid, fixLeftEdge: true, fixRightEdge: true, ...extra.timeScale },
    localization: { locale: 'en-IN', priceFormatter: theme.priceFormatter, ...extra.localization },
    handleScroll: { vertTouchDrag: false },
  });
}

/** Candlestick colours: body, border and wick in the theme's up and down colours. */
export const candleColors = (theme: Pick<ChartTheme, 'up' | 'down'>) => ({
  upColor: theme.up,
  downColor: theme.down,
  borderUpColor: theme.up,
  borderDownColor: theme.down,
  wickUpColor: theme.up,
  wickDownColor: theme.down,
});
