/**
 * The chart options every Sanchay chart shares (theme colours, en-IN prices, TradingView attribution logo
 * kept on for the Apache-2.0 NOTICE of lightweight-charts, size following the element). Imported only by the
 * drawing modules, which load in their own chunks, so lightweight-charts never lands in the landing bundle.
 */
import { MONTH_ABBREVIATIONS } from '@sanchay/core';
import { ColorType, createChart, TickMarkType, type ChartOptions, type DeepPartial, type IChartApi, type Time } from 'lightweight-charts';

export interface ChartTheme {
  background: string;
  text: string;
  grid: string;
  up: string;
  down: string;
  fontFamily?: string;
  priceFormatter: (price: number) => string;
}

type Extra = Pick<DeepPartial<ChartOptions>, 'layout' | 'timeScale' | 'localization' | 'rightPriceScale'>;

/** A bar's time as UTC calendar parts and clock: a day ("2026-01-22" or a business day) or a UTC timestamp. */
function timeParts(time: Time): Date {
  if (typeof time === 'number') return new Date(time * 1000);
  if (typeof time === 'string') return new Date(`${time}T00:00:00Z`);
  return new Date(Date.UTC(time.year, time.month - 1, time.day));
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The time axis' labels ("2025", "Jan", "5 Jan", "14:30"), written out here rather than by lightweight-charts'
 * default: that formats them with toLocaleString, and a page's first Intl use loads ICU's data, tens of
 * milliseconds of a phone's main thread as the chart first draws. Months read as on the rest of the screen.
 * A day carries its month: on a year's chart the library puts a day mark where a month's first trading day sat
 * too close to the month before, and a bare "3" among month names read as nothing.
 */
export function tickMarkLabel(time: Time, type: TickMarkType): string {
  const date = timeParts(time);
  switch (type) {
    case TickMarkType.Year:
      return String(date.getUTCFullYear());
    case TickMarkType.Month:
      return MONTH_ABBREVIATIONS[date.getUTCMonth()] ?? '';
    case TickMarkType.DayOfMonth:
      return `${date.getUTCDate()} ${MONTH_ABBREVIATIONS[date.getUTCMonth()] ?? ''}`;
    case TickMarkType.Time:
      return `${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}`;
    case TickMarkType.TimeWithSeconds:
      return `${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}:${pad2(date.getUTCSeconds())}`;
  }
}

/** createChart with the shared options; `extra` adds to (or overrides) the layout, scales and localisation. */
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
    rightPriceScale: { borderColor: theme.grid, ...extra.rightPriceScale },
    timeScale: { borderColor: theme.grid, fixLeftEdge: true, fixRightEdge: true, tickMarkFormatter: tickMarkLabel, ...extra.timeScale },
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
