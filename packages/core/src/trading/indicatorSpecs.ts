import { z } from 'zod';
import { INDICATOR_DEFAULTS, INDICATOR_LIMITS } from './constants';
import {
  atrSeries,
  bollingerSeries,
  closesOf,
  emaSeries,
  macdSeries,
  rsiSeries,
  type IndicatorValues,
  smaSeries,
  superTrendSeries,
  type TradingBar,
} from './indicators';

/**
 * Indicator requests as text, the way a chart URL carries them: `sma:50`, `ema:20`, `rsi:14`,
 * `macd:12:26:9`, `bb:20:2`, `atr:14`, `supertrend:10:3`. Missing parameters take the defaults
 * (`rsi` = `rsi:14`). A list is comma-separated.
 */

export const INDICATOR_KINDS = ['sma', 'ema', 'rsi', 'macd', 'bb', 'atr', 'supertrend'] as const;
export type IndicatorKind = (typeof INDICATOR_KINDS)[number];

/** Where an indicator is drawn: over the candles or in a pane of its own. */
export const INDICATOR_PANE: Record<IndicatorKind, 'price' | 'rsi' | 'macd' | 'atr'> = {
  sma: 'price',
  ema: 'price',
  bb: 'price',
  supertrend: 'price',
  rsi: 'rsi',
  macd: 'macd',
  atr: 'atr',
};

export const INDICATOR_NAMES: Record<IndicatorKind, string> = {
  sma: 'SMA',
  ema: 'EMA',
  rsi: 'RSI',
  macd: 'MACD',
  bb: 'Bollinger Bands',
  atr: 'ATR',
  supertrend: 'SuperTrend',
};

/** The parameters of each kind, in the order they appear in the text form, with their defaults. */
export const INDICATOR_PARAMS: Record<IndicatorKind, readonly { name: string; label: string; default: number; integer: boolean }[]> = {
  sma: [{ name: 'period', label: 'Period', default: INDICATOR_DEFAULTS.sma.period, integer: true }],
  ema: [{ name: 'period', label: 'Period', default: INDICATOR_DEFAULTS.ema.period, integer: true }],
  rsi: [{ name: 'period', label: 'Period', default: INDICATOR_DEFAULTS.rsi.period, integer: true }],
  macd: [
    { name: 'fast', label: 'Fast', default: INDICATOR_DEFAULTS.macd.fast, integer: true },
    { name: 'slow', label: 'Slow', default: INDICATOR_DEFAULTS.macd.slow, integer: true },
    { name: 'signal', label: 'Signal', default: INDICATOR_DEFAULTS.macd.signal, integer: true },
  ],
  bb: [
    { name: 'period', label: 'Period', default: INDICATOR_DEFAULTS.bollinger.period, integer: true },
    { name: 'stdDev', label: 'Std dev', default: INDICATOR_DEFAULTS.bollinger.stdDev, integer: false },
  ],
  atr: [{ name: 'period', label: 'Period', default: INDICATOR_DEFAULTS.atr.period, integer: true }],
  supertrend: [
    { name: 'period', label: 'Period', default: INDICATOR_DEFAULTS.superTrend.period, integer: true },
    { name: 'multiplier', label: 'Multiplier', default: INDICATOR_DEFAULTS.superTrend.multiplier, integer: false },
  ],
};

export interface IndicatorSpec {
  kind: IndicatorKind;
  params: number[];
}

export const MAX_INDICATORS = 12;

/** The canonical text of a spec (`macd:12:26:9`): the id of its result. */
export const indicatorId = (spec: IndicatorSpec) => [spec.kind, ...spec.params].join(':');

export function indicatorLabel(spec: IndicatorSpec): string {
  return `${INDICATOR_NAMES[spec.kind]} (${spec.params.join(', ')})`;
}

/** Parses one `kind:p1:p2` item; throws an Error whose message says what is wrong. */
export function parseIndicatorSpec(text: string): IndicatorSpec {
  const [rawKind = '', ...rawParams] = text.trim().toLowerCase().split(':');
  const kind = rawKind as IndicatorKind;
  if (!INDICATOR_KINDS.includes(kind)) {
    throw new Error(`unknown indicator "${rawKind}" (use ${INDICATOR_KINDS.join(', ')})`);
  }
  const defs = INDICATOR_PARAMS[kind];
  if (rawParams.length > defs.length) throw new Error(`${kind} takes at most ${defs.length} parameter${defs.length === 1 ? '' : 's'}`);
  const params = defs.map((def, i) => {
    const raw = rawParams[i];
    if (raw === undefined || raw === '') return def.default;
    const value = Number(raw);
    const limits = def.integer ? INDICATOR_LIMITS.period : def.name === 'stdDev' ? INDICATOR_LIMITS.stdDev : INDICATOR_LIMITS.multiplier;
    if (!Number.isFinite(value) || (def.integer && !Number.isInteger(value))) {
      throw new Error(`${kind} ${def.name} must be ${def.integer ? 'a whole number' : 'a number'}`);
    }
    if (value < limits.min || value > limits.max) throw new Error(`${kind} ${def.name} must be between ${limits.min} and ${limits.max}`);
    return value;
  });
  if (kind === 'macd' && params[0]! >= params[1]!) throw new Error('macd fast period must be shorter than the slow period');
  return { kind, params };
}

/** `indicators` query text -> specs, without duplicates. */
export const indicatorListText = z
  .string()
  .max(300, 'indicators is too long')
  .transform((text, ctx) => {
    const specs: IndicatorSpec[] = [];
    const seen = new Set<string>();
    for (const item of text.split(',').map((s) => s.trim()).filter(Boolean)) {
      try {
        const spec = parseIndicatorSpec(item);
        if (!seen.has(indicatorId(spec))) {
          seen.add(indicatorId(spec));
          specs.push(spec);
        }
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }
    if (specs.length > MAX_INDICATORS) {
      ctx.addIssue({ code: 'custom', message: `at most ${MAX_INDICATORS} indicators at a time` });
      return z.NEVER;
    }
    return specs;
  });

export interface IndicatorResult {
  id: string;
  kind: IndicatorKind;
  label: string;
  params: number[];
  pane: 'price' | 'rsi' | 'macd' | 'atr';
  /** Named lines aligned with the bars (null during warm-up); e.g. bb: upper, middle, lower. */
  lines: Record<string, IndicatorValues>;
}

/**
 * Bars of history an indicator needs before a bar so that its value there equals the full-history value
 * (within 0.1%, indicatorWarmUp.test.ts): windows need their length; an EMA forgets its seed by 6 periods
 * ((1 - 2/(n+1))^(6n) < 1e-5), Wilder smoothing (RSI, ATR; alpha 1/n) by 10 periods; SuperTrend's bands
 * ratchet, so a trend can hang on to an old band: a few hundred bars.
 */
export function settledWarmUp(smoothing: 'window' | 'ema' | 'wilder' | 'supertrend', period: number): number {
  switch (smoothing) {
    case 'window':
      return period;
    case 'ema':
      return 6 * period;
    case 'wilder':
      return 10 * period;
    case 'supertrend':
      return Math.max(300, 10 * period);
  }
}

/** How many bars before the first shown one an indicator needs to be settled. */
export function warmUpBars(spec: IndicatorSpec): number {
  const [first = 0, second = 0, third = 0] = spec.params;
  switch (spec.kind) {
    case 'sma':
    case 'bb':
      return settledWarmUp('window', first);
    case 'ema':
      return settledWarmUp('ema', first);
    case 'macd':
      return settledWarmUp('ema', second + third);
    case 'rsi':
    case 'atr':
      return settledWarmUp('wilder', first);
    case 'supertrend':
      return settledWarmUp('supertrend', first);
  }
}

export function computeIndicator(bars: readonly TradingBar[], spec: IndicatorSpec): IndicatorResult {
  const closes = closesOf(bars);
  const p = spec.params;
  let lines: Record<string, IndicatorValues>;
  switch (spec.kind) {
    case 'sma':
      lines = { sma: smaSeries(closes, p[0]) };
      break;
    case 'ema':
      lines = { ema: emaSeries(closes, p[0]) };
      break;
    case 'rsi':
      lines = { rsi: rsiSeries(closes, p[0]) };
      break;
    case 'macd': {
      const m = macdSeries(closes, p[0], p[1], p[2]);
      lines = { macd: m.macd, signal: m.signal, histogram: m.histogram };
      break;
    }
    case 'bb': {
      const b = bollingerSeries(closes, p[0], p[1]);
      lines = { upper: b.upper, middle: b.middle, lower: b.lower };
      break;
    }
    case 'atr':
      lines = { atr: atrSeries(bars, p[0]) };
      break;
    case 'supertrend': {
      const s = superTrendSeries(bars, p[0], p[1]);
      lines = { supertrend: s.value, direction: s.direction };
      break;
    }
  }
  return { id: indicatorId(spec), kind: spec.kind, label: indicatorLabel(spec), params: spec.params, pane: INDICATOR_PANE[spec.kind], lines };
}
