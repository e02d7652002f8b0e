/**
 * Indian number formatting: lakh/crore grouping (1,00,000) and the rupee sign.
 *
 * Written out by hand, to the letter of Intl's en-IN formatting (a test checks them against each other): the first
 * Intl formatter a page builds loads ICU's data, 20 to 50 ms of a phone's main thread as a screen first shows
 * its figures. Like Intl, it rounds the number's shortest decimal form (what String(x) gives: 1.005 is "1.005",
 * so two decimals read "1.01"), half away from zero, and keeps the minus of a negative that rounds to zero.
 */

/** The plain digits of a non-negative number's shortest form, split at the point: 1.5e-7 -> ["0", "00000015"]. */
function decimalDigits(abs: number): [string, string] {
  const [mantissa = '0', exponent] = String(abs).split('e');
  const [int = '0', frac = ''] = mantissa.split('.');
  if (exponent === undefined) return [int, frac];
  const shift = Number(exponent);
  const digits = int + frac;
  const point = int.length + shift;
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** "999" -> "1000": adds one to a string of decimal digits. */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** A non-negative number rounded half away from zero to `decimals` places: its integer and fraction digits. */
function roundedDigits(abs: number, decimals: number): [string, string] {
  const [int, frac] = decimalDigits(abs);
  if (frac.length <= decimals) return [int, frac.padEnd(decimals, '0')];
  const kept = int + frac.slice(0, decimals);
  const rounded = (frac[decimals] ?? '0') >= '5' ? incrementDigits(kept) : kept;
  const intLength = rounded.length - decimals;
  return [rounded.slice(0, intLength).replace(/^0+(?=\d)/, ''), rounded.slice(intLength)];
}

/** "1234567" -> "12,34,567": the last three digits, then groups of two. */
function groupIndian(int: string): string {
  if (int.length <= 3) return int;
  return `${int.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${int.slice(-3)}`;
}

export interface NumberFormatOptions {
  /** Fixed number of decimals (default 0 for money totals, as the spec rounds them). */
  decimals?: number;
  /** Instead of `decimals`: at most this many, trailing zeros dropped (12.50 -> "12.5", 12.00 -> "12"). */
  maxDecimals?: number;
}

/** 100000 -> "1,00,000"; 1234567.891 with decimals 2 -> "12,34,567.89". */
export function formatIndianNumber(value: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return '-';
  const [int, fixedFrac] = roundedDigits(Math.abs(value), options.maxDecimals ?? options.decimals ?? 0);
  const frac = options.maxDecimals === undefined ? fixedFrac : fixedFrac.replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupIndian(int)}${frac ? `.${frac}` : ''}`;
}

/** 100000 -> "₹1,00,000"; negative amounts keep the sign before the rupee sign: "-₹500". */
export function formatINR(value: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return '-';
  const body = formatIndianNumber(Math.abs(value), options);
  return `${value < 0 ? '-' : ''}₹${body}`;
}

const CRORE = 1e7;
const LAKH = 1e5;

/** Compact Indian units as investors read them: 2.5e9 -> "₹250 Cr", 350000 -> "₹3.5 L". */
export function formatINRCompact(value: number): string {
  if (!Number.isFinite(value)) return '-';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs >= CRORE) return `${sign}₹${formatIndianNumber(abs / CRORE, { decimals: abs >= 100 * CRORE ? 0 : 2 })} Cr`;
  if (abs >= LAKH) return `${sign}₹${formatIndianNumber(abs / LAKH, { decimals: 2 })} L`;
  return `${sign}₹${formatIndianNumber(abs)}`;
}

/** 1.2345 -> "+1.23%"; -0.5 -> "-0.50%". */
export function formatPercentChange(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return '-';
  const sign = value > 0 ? '+' : '';
  return `${sign}${value.toFixed(decimals)}%`;
}
