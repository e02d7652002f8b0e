import {
  COST_PRESETS,
  type CostPreset,
  DEFAULT_INITIAL_CAPITAL,
  DEFAULT_RISK_FREE_RATE_PCT,
  type ExecutionTiming,
  STRATEGY_DEFAULTS,
  type StrategyKind,
  type TradingBacktestRequest,
  tradingBacktestRequest,
} from '@sanchay/core';

/** The strategy form's state: every field as typed, so the core zod schema can say what is wrong. */
export interface StrategyFormState {
  symbol: string;
  kind: StrategyKind;
  fast: string;
  slow: string;
  rsiPeriod: string;
  buyBelow: string;
  sellAbove: string;
  stPeriod: string;
  multiplier: string;
  from: string;
  to: string;
  initialCapital: string;
  execution: ExecutionTiming;
  costPreset: CostPreset | 'custom';
  brokeragePct: string;
  brokerageFlat: string;
  brokerageCap: string;
  sttBuyPct: string;
  sttSellPct: string;
  slippagePct: string;
  benchmark: string;
  riskFreeRatePct: string;
}

export const COST_PRESET_LABELS: Record<CostPreset | 'custom', string> = {
  delivery: 'Zerodha delivery (CNC)',
  intraday: 'Zerodha intraday (MIS)',
  custom: 'Custom',
};

export const BENCHMARKS = [
  { value: 'symbol', label: 'Same stock, buy and hold' },
  { value: 'NIFTY 50', label: 'NIFTY 50 index' },
] as const;

const text = (value: number | null) => (value === null ? '' : String(value));

export function costFields(preset: CostPreset) {
  const c = COST_PRESETS[preset];
  return {
    brokeragePct: text(c.brokeragePct),
    brokerageFlat: text(c.brokerageFlat),
    brokerageCap: text(c.brokerageCap),
    sttBuyPct: text(c.sttBuyPct),
    sttSellPct: text(c.sttSellPct),
    slippagePct: text(c.slippagePct),
  };
}

export function initialForm(symbol: string): StrategyFormState {
  return {
    symbol,
    kind: 'sma_crossover',
    fast: String(STRATEGY_DEFAULTS.sma_crossover.fast),
    slow: String(STRATEGY_DEFAULTS.sma_crossover.slow),
    rsiPeriod: String(STRATEGY_DEFAULTS.rsi_reversion.period),
    buyBelow: String(STRATEGY_DEFAULTS.rsi_reversion.buyBelow),
    sellAbove: String(STRATEGY_DEFAULTS.rsi_reversion.sellAbove),
    stPeriod: String(STRATEGY_DEFAULTS.supertrend.period),
    multiplier: String(STRATEGY_DEFAULTS.supertrend.multiplier),
    from: '',
    to: '',
    initialCapital: String(DEFAULT_INITIAL_CAPITAL),
    execution: 'next_open',
    costPreset: 'delivery',
    ...costFields('delivery'),
    benchmark: 'symbol',
    riskFreeRatePct: String(DEFAULT_RISK_FREE_RATE_PCT),
  };
}

/** '' stays undefined (the schema's default applies or it says the field is required); else a number or NaN. */
const num = (value: string) => (value.trim() === '' ? undefined : Number(value.replace(/,/g, '')));

/** The request body the form describes (not yet validated). */
export function toRequestInput(f: StrategyFormState) {
  const strategy =
    f.kind === 'sma_crossover'
      ? { kind: f.kind, fast: num(f.fast), slow: num(f.slow) }
      : f.kind === 'rsi_reversion'
        ? { kind: f.kind, period: num(f.rsiPeriod), buyBelow: num(f.buyBelow), sellAbove: num(f.sellAbove) }
        : f.kind === 'supertrend'
          ? { kind: f.kind, period: num(f.stPeriod), multiplier: num(f.multiplier) }
          : { kind: f.kind };
  return {
    symbol: f.symbol,
    strategy,
    from: f.from || undefined,
    to: f.to || undefined,
    initialCapital: num(f.initialCapital),
    execution: f.execution,
    costs: {
      brokeragePct: num(f.brokeragePct) ?? 0,
      brokerageFlat: num(f.brokerageFlat) ?? 0,
      brokerageCap: f.brokerageCap.trim() === '' ? null : Number(f.brokerageCap),
      sttBuyPct: num(f.sttBuyPct) ?? 0,
      sttSellPct: num(f.sttSellPct) ?? 0,
      slippagePct: num(f.slippagePct) ?? 0,
    },
    benchmark: f.benchmark,
    riskFreeRatePct: num(f.riskFreeRatePct),
  };
}

/** Which form field a schema path belongs to. */
function fieldOf(path: readonly PropertyKey[], kind: StrategyKind): keyof StrategyFormState | 'form' {
  const [head, sub] = path.map(String);
  if (head === 'strategy') {
    if (sub === 'period') return kind === 'rsi_reversion' ? 'rsiPeriod' : 'stPeriod';
    return (sub as keyof StrategyFormState | undefined) ?? 'kind';
  }
  if (head === 'costs') return (sub as keyof StrategyFormState | undefined) ?? 'costPreset';
  return (head as keyof StrategyFormState | undefined) ?? 'form';
}

export type FormErrors = Partial<Record<keyof StrategyFormState | 'form', string>>;

/** Validates with the same zod schema as the server: the request, or the errors by field. */
export function validateForm(f: StrategyFormState): { request: TradingBacktestRequest; errors: null } | { request: null; errors: FormErrors } {
  const parsed = tradingBacktestRequest.safeParse(toRequestInput(f));
  if (parsed.success) return { request: parsed.data, errors: null };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path, f.kind);
    // A blank or non-numeric field: say so plainly rather than "expected number".
    const typed = field === 'form' ? undefined : f[field];
    const plain = typed === undefined || String(typed).trim() === '' ? 'Required' : 'Enter a number';
    errors[field] ??= issue.code === 'invalid_type' ? plain : capitalise(issue.message);
  }
  return { request: null, errors };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
