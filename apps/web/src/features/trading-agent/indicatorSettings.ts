import { INDICATOR_LIMITS, INDICATOR_NAMES, INDICATOR_PARAMS, type IndicatorKind } from '@sanchay/core';

/** One row of the indicator panel: a kind, whether it is drawn, and its parameters as typed. */
export interface IndicatorSetting {
  key: string;
  kind: IndicatorKind;
  on: boolean;
  /** As typed (strings), so a half-typed value does not jump back. */
  params: string[];
  color: string;
}

const setting = (key: string, kind: IndicatorKind, on: boolean, color: string, params?: number[]): IndicatorSetting => ({
  key,
  kind,
  on,
  color,
  params: (params ?? INDICATOR_PARAMS[kind].map((p) => p.default)).map(String),
});

/** What the chart opens with: the 50/200-day SMAs and SuperTrend over the candles, RSI and MACD below. */
export const DEFAULT_SETTINGS: IndicatorSetting[] = [
  setting('sma-fast', 'sma', true, '#f59e0b', [50]),
  setting('sma-slow', 'sma', true, '#8b5cf6', [200]),
  setting('ema', 'ema', false, '#0ea5e9', [20]),
  setting('bb', 'bb', false, '#64748b'),
  setting('supertrend', 'supertrend', true, '#16a34a'),
  setting('rsi', 'rsi', true, '#7c3aed'),
  setting('macd', 'macd', true, '#2563eb'),
  setting('atr', 'atr', false, '#db2777'),
];

/** The problem with a typed parameter, or null when it is fine. */
export function paramError(kind: IndicatorKind, index: number, text: string, all: readonly string[]): string | null {
  const def = INDICATOR_PARAMS[kind][index]!;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return 'Enter a number';
  if (def.integer && !Number.isInteger(value)) return 'Whole number';
  const limits = def.integer ? INDICATOR_LIMITS.period : def.name === 'stdDev' ? INDICATOR_LIMITS.stdDev : INDICATOR_LIMITS.multiplier;
  if (value < limits.min || value > limits.max) return `${limits.min}–${limits.max}`;
  if (kind === 'macd' && index === 0 && value >= Number(all[1])) return 'Below slow';
  return null;
}

export const settingValid = (s: IndicatorSetting) => s.params.every((text, i) => paramError(s.kind, i, text, s.params) === null);

/** The `indicators` query text of the valid, switched-on settings: `sma:50,sma:200,rsi:14`. */
export function indicatorQuery(settings: readonly IndicatorSetting[]): string {
  return settings
    .filter((s) => s.on && settingValid(s))
    .map((s) => [s.kind, ...s.params.map((p) => Number(p))].join(':'))
    .join(',');
}

/** "SMA 50", "MACD 12/26/9": the short name on the toggle and the legend. */
export function settingLabel(s: Pick<IndicatorSetting, 'kind' | 'params'>): string {
  const short = s.kind === 'bb' ? 'BB' : INDICATOR_NAMES[s.kind];
  return `${short} ${s.params.join('/')}`;
}
