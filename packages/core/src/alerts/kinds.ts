/**
 * The alert kinds of the one alert engine (issue 38): what each watches, the number it takes (`level`), its
 * period, and how it reads in a list and a message. The server evaluates them set-based in SQL; the web builds
 * its form from the same table.
 */
export const ALERT_KINDS = [
  'price_above',
  'price_below',
  'change_up',
  'change_down',
  'high_52w',
  'low_52w',
  'rsi_below',
  'rsi_above',
  'sma_cross_above',
  'sma_cross_below',
  'supertrend_up',
  'supertrend_down',
  'dip_trigger',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The series an alert kind is evaluated against: each observation of a company carries one of these. */
export type AlertMetric = 'price' | 'change' | 'high52w' | 'low52w' | 'rsi' | 'sma' | 'supertrend' | 'dip';

export interface AlertKindSpec {
  label: string;
  metric: AlertMetric;
  /** What `level` means, or null when the kind takes none. */
  level: { label: string; unit: 'rupees' | 'percent' | 'rsi'; min: number; max: number } | null;
  /** What `period` means (days), or null when fixed. */
  period: { label: string; default: number; min: number; max: number; choices?: readonly number[] } | null;
  /** Evaluated on the live feed's minute closes as well as on each day's close. */
  live: boolean;
}

export const MAX_PRICE_LEVEL = 10_000_000;

export const ALERT_KIND_SPECS: Record<AlertKind, AlertKindSpec> = {
  price_above: { label: 'Price rises above', metric: 'price', level: { label: 'Price (₹)', unit: 'rupees', min: 0.01, max: MAX_PRICE_LEVEL }, period: null, live: true },
  price_below: { label: 'Price falls below', metric: 'price', level: { label: 'Price (₹)', unit: 'rupees', min: 0.01, max: MAX_PRICE_LEVEL }, period: null, live: true },
  change_up: {
    label: 'Rises by % over',
    metric: 'change',
    level: { label: 'Rise (%)', unit: 'percent', min: 0.1, max: 100 },
    period: { label: 'Over', default: 1, min: 1, max: 5, choices: [1, 5] },
    live: true,
  },
  change_down: {
    label: 'Falls by % over',
    metric: 'change',
    level: { label: 'Fall (%)', unit: 'percent', min: 0.1, max: 100 },
    period: { label: 'Over', default: 1, min: 1, max: 5, choices: [1, 5] },
    live: true,
  },
  high_52w: { label: 'New 52-week high', metric: 'high52w', level: null, period: null, live: true },
  low_52w: { label: 'New 52-week low', metric: 'low52w', level: null, period: null, live: true },
  rsi_below: { label: 'RSI below', metric: 'rsi', level: { label: 'RSI', unit: 'rsi', min: 1, max: 99 }, period: { label: 'RSI period (days)', default: 14, min: 2, max: 100 }, live: false },
  rsi_above: { label: 'RSI above', metric: 'rsi', level: { label: 'RSI', unit: 'rsi', min: 1, max: 99 }, period: { label: 'RSI period (days)', default: 14, min: 2, max: 100 }, live: false },
  sma_cross_above: { label: 'Close crosses above its moving average', metric: 'sma', level: null, period: { label: 'Average of (days)', default: 200, min: 2, max: 250 }, live: false },
  sma_cross_below: { label: 'Close crosses below its moving average', metric: 'sma', level: null, period: { label: 'Average of (days)', default: 200, min: 2, max: 250 }, live: false },
  supertrend_up: { label: 'SuperTrend turns up (buy)', metric: 'supertrend', level: null, period: null, live: false },
  supertrend_down: { label: 'SuperTrend turns down (sell)', metric: 'supertrend', level: null, period: null, live: false },
  /** A DipSIP ETF's fall from the previous close reaching the trigger, as the dip engine measures it. */
  dip_trigger: { label: 'DipSIP trigger: falls by % from the previous close', metric: 'dip', level: { label: 'Trigger (fall %)', unit: 'percent', min: 0.1, max: 20 }, period: null, live: false },
};

/** The period of an alert as the engine keys observations by it: the kind's fixed 0, or the chosen days. */
export const alertPeriodOf = (kind: AlertKind, period: number | null | undefined): number => {
  const spec = ALERT_KIND_SPECS[kind].period;
  return spec ? (period ?? spec.default) : 0;
};

/** "1 day" / "1 week" for change alerts' periods (trading days). */
export const changePeriodLabel = (days: number) => (days === 5 ? 'a week' : days === 1 ? 'a day' : `${days} trading days`);
