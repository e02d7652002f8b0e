import { formatIndianNumber } from '../format/inr';

/**
 * Numeric inputs of the /utils calculators with their limits and validation messages. The web form keeps
 * raw strings; `fieldError` says what is wrong with one, `parseFields` turns a whole form into numbers.
 */
export interface NumberFieldSpec {
  label: string;
  min: number;
  max: number;
  /** Whole numbers only (years, months). */
  integer?: boolean;
  unit: 'rupees' | 'percent' | 'years';
}

function show(spec: NumberFieldSpec, value: number): string {
  if (spec.unit === 'rupees') return `₹${formatIndianNumber(value)}`;
  if (spec.unit === 'percent') return `${value}%`;
  return `${value} ${value === 1 ? 'year' : 'years'}`;
}

/** The validation message for a raw input, or null when it is valid. */
export function fieldError(raw: string, spec: NumberFieldSpec): string | null {
  const text = raw.trim().replaceAll(',', '');
  if (text === '') return `Enter the ${spec.label.toLowerCase()}`;
  const value = Number(text);
  if (!Number.isFinite(value)) return `${spec.label} must be a number`;
  if (spec.integer && !Number.isInteger(value)) return `${spec.label} must be a whole number`;
  if (value < spec.min || value > spec.max) {
    return `${spec.label} must be between ${show(spec, spec.min)} and ${show(spec, spec.max)}`;
  }
  return null;
}

export type FieldSpecs<K extends string> = Record<K, NumberFieldSpec>;

export type ParsedFields<K extends string> =
  | { ok: true; values: Record<K, number> }
  | { ok: false; errors: Partial<Record<K, string>> };

export function parseFields<K extends string>(raw: Record<K, string>, specs: FieldSpecs<K>): ParsedFields<K> {
  const errors: Partial<Record<K, string>> = {};
  const values = {} as Record<K, number>;
  for (const key of Object.keys(specs) as K[]) {
    const error = fieldError(raw[key] ?? '', specs[key]);
    if (error) errors[key] = error;
    else values[key] = Number(raw[key].trim().replaceAll(',', ''));
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}

const RATE: NumberFieldSpec = { label: 'Expected return', min: 0, max: 50, unit: 'percent' };
const YEARS: NumberFieldSpec = { label: 'Period', min: 1, max: 50, integer: true, unit: 'years' };

export const SIP_FIELDS = {
  monthlyAmount: { label: 'Monthly investment', min: 100, max: 10_00_00_000, unit: 'rupees' },
  annualReturn: RATE,
  years: YEARS,
} satisfies FieldSpecs<string>;

export const LUMP_SUM_FIELDS = {
  amount: { label: 'Amount invested', min: 100, max: 1_00_00_00_000, unit: 'rupees' },
  annualReturn: RATE,
  years: YEARS,
} satisfies FieldSpecs<string>;

export const CAGR_FIELDS = {
  startValue: { label: 'Starting value', min: 1, max: 1e12, unit: 'rupees' },
  endValue: { label: 'Ending value', min: 0, max: 1e12, unit: 'rupees' },
  years: { label: 'Period', min: 0.1, max: 100, unit: 'years' },
} satisfies FieldSpecs<string>;

export const SWP_FIELDS = {
  corpus: { label: 'Starting corpus', min: 1000, max: 1_00_00_00_000, unit: 'rupees' },
  monthlyWithdrawal: { label: 'Monthly withdrawal', min: 100, max: 1_00_00_000, unit: 'rupees' },
  annualReturn: RATE,
  years: YEARS,
} satisfies FieldSpecs<string>;
