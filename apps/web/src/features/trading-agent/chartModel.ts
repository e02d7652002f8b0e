import type { IndicatorResult, TradingIndicatorsResponse } from '@sanchay/core';
import type { ChartPane, IndicatorChartData, OverlayLine } from './indicatorChartRenderer';
import { type IndicatorSetting, settingLabel, settingValid } from './indicatorSettings';

/** Up-trend and down-trend colours of the SuperTrend line. */
export interface TrendColors {
  up: string;
  down: string;
  /** The MACD histogram's lighter shades. */
  upFaint: string;
  downFaint: string;
}

const idOf = (s: IndicatorSetting) => [s.kind, ...s.params.map(Number)].join(':');

/**
 * The server's answer shaped for the chart: candles (bars without open/high/low drawn as flat candles at
 * the close), overlay lines in the price pane and one pane each for RSI, MACD and ATR, in the order of
 * the settings. Only switched-on, valid settings whose result arrived are drawn.
 */
export function toIndicatorChart(response: TradingIndicatorsResponse, settings: readonly IndicatorSetting[], trend: TrendColors): IndicatorChartData {
  const candles = response.bars.map((b) => ({
    time: b.date,
    open: b.open ?? b.close,
    high: b.high ?? Math.max(b.open ?? b.close, b.close),
    low: b.low ?? Math.min(b.open ?? b.close, b.close),
    close: b.close,
  }));
  const results = new Map<string, IndicatorResult>(response.indicators.map((r) => [r.id, r]));
  const overlays: OverlayLine[] = [];
  const panes: ChartPane[] = [];
  for (const s of settings) {
    if (!s.on || !settingValid(s)) continue;
    const result = results.get(idOf(s));
    if (!result) continue;
    const label = settingLabel(s);
    const l = result.lines;
    switch (s.kind) {
      case 'sma':
      case 'ema':
        overlays.push({ name: label, color: s.color, values: l[s.kind]! });
        break;
      case 'bb':
        overlays.push({ name: `${label} upper`, color: s.color, values: l.upper!, dashed: true });
        overlays.push({ name: `${label} middle`, color: s.color, values: l.middle! });
        overlays.push({ name: `${label} lower`, color: s.color, values: l.lower!, dashed: true });
        break;
      case 'supertrend': {
        // One line, green under the price while up and red over it while down, with no segment drawn
        // across a flip (TradingView leaves that jump blank too).
        const direction = l.direction!;
        overlays.push({
          name: label,
          color: trend.up,
          values: l.supertrend!,
          colors: direction.map((d, i) => (d === null ? null : direction[i + 1] != null && direction[i + 1] !== d ? 'transparent' : d === 1 ? trend.up : trend.down)),
        });
        break;
      }
      case 'rsi':
        panes.push({ id: result.id, lines: [{ name: label, color: s.color, values: l.rsi! }], guides: [30, 70] });
        break;
      case 'macd':
        panes.push({
          id: result.id,
          lines: [
            { name: 'Histogram', color: '#94a3b8', values: l.histogram!, histogram: true, colors: l.histogram!.map((v) => (v === null ? null : v >= 0 ? `${trend.up}99` : `${trend.down}99`)) },
            { name: 'MACD', color: s.color, values: l.macd! },
            { name: 'Signal', color: '#f97316', values: l.signal! },
          ],
        });
        break;
      case 'atr':
        panes.push({ id: result.id, lines: [{ name: label, color: s.color, values: l.atr! }] });
        break;
    }
  }
  return { candles, overlays, panes };
}

/** The legend entries: each drawn indicator's label and colour. */
export function legendOf(settings: readonly IndicatorSetting[], response: TradingIndicatorsResponse | undefined) {
  if (!response) return [];
  const ids = new Set(response.indicators.map((r) => r.id));
  return settings.filter((s) => s.on && settingValid(s) && ids.has(idOf(s))).map((s) => ({ key: s.key, label: settingLabel(s), color: s.color }));
}
