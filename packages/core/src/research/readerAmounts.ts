/**
 * Comparators ("above", "at least", ">=") and amounts in Indian units ("50,000 cr", "1.5 lakh crore", "10k", "₹500", "20%").
 */
import { COMPARATOR_PHRASES, FILLER_WORDS } from './englishWords';
import type { ComparisonOperator } from './plan';
import type { Amount, ReaderText } from './readerText';
import { UNIT_WORDS } from './readerPeriods';

export function comparatorAt(r: ReaderText, at: number): { op: ComparisonOperator; end: number } | null {
  for (const [words, op] of COMPARATOR_PHRASES) {
    if (words.every((w, k) => r.tokens[at + k]?.lower === w && !r.tokens[at + k]!.used)) return { op, end: at + words.length };
  }
  const one = r.tokens[at];
  if (one && !one.used) {
    if (one.lower === 'atleast') return { op: '>=', end: at + 1 };
    if (one.lower === 'upto' || one.lower === 'atmost') return { op: '<=', end: at + 1 };
    if (one.lower === 'greater' || one.lower === 'more' || one.lower === 'higher' || one.lower === 'bigger') return { op: '>', end: at + 1 };
    if (one.lower === 'lesser' || one.lower === 'lower' || one.lower === 'smaller') return { op: '<', end: at + 1 };
  }
  return null;
}

export function skipFillers(r: ReaderText, at: number): number {
  while (r.tokens[at] && !r.tokens[at]!.used && (FILLER_WORDS.has(r.tokens[at]!.lower) || r.tokens[at]!.lower === 'than')) at++;
  return at;
}

/** An amount: "20", "20%", "50,000", "500cr", "1 lakh crore", "1.5L cr", "10k", "₹2,000", "5 bn". */
export function amountAt(r: ReaderText, at: number): Amount | null {
  let unit: Amount['unit'] = null;
  while (r.tokens[at] && !r.tokens[at]!.used && /^(rs|inr|₹|rupees?)$/.test(r.tokens[at]!.lower)) {
    unit = 'rupees';
    at++;
  }
  const t = r.tokens[at];
  if (!t || t.used) return null;
  const match = /^(-?\d[\d,]*(?:\.\d+)?)(%|k|l|lakhs?|lacs?|cr|crs|crores?|bn|mn|tn)?$/i.exec(t.text);
  if (!match) return null;
  let value = Number.parseFloat(match[1]!.replace(/,/g, ''));
  let end = at + 1;
  let scale = match[2]?.toLowerCase() ?? '';
  const next = () => r.tokens[end]?.lower ?? '';
  if (!scale && /^(k|thousand|l|lakhs?|lacs?|bn|billion|mn|million|tn|trillion)$/.test(next())) scale = r.tokens[end++]!.lower;
  if (/^(k|thousand)$/.test(scale)) value *= 1000;
  if (/^(l|lakhs?|lacs?)$/.test(scale)) {
    value *= 100_000; // "1 lakh crore" = 1,00,000 crore; "price below 1 lakh" = Rs 1,00,000
    unit = unit ?? 'crore';
  }
  if (/^(bn|billion)$/.test(scale)) [value, unit] = [value * 100, 'crore'];
  if (/^(mn|million)$/.test(scale)) [value, unit] = [value / 10, 'crore'];
  if (/^(tn|trillion)$/.test(scale)) [value, unit] = [value * 100_000, 'crore'];
  if (/^(cr|crs|crores?)$/.test(scale) || /^(cr|crs|crore|crores)$/.test(next())) {
    if (!/^(cr|crs|crores?)$/.test(scale)) end++;
    unit = 'crore';
  } else if (scale === '%' || /^(%|percent|pc|per)$/.test(next())) {
    if (scale !== '%') end += next() === 'per' && r.tokens[end + 1]?.lower === 'cent' ? 2 : 1;
    unit = 'percent';
  }
  if (UNIT_WORDS[next()] || /^quarters?$/.test(next())) return null; // "over 5 years" is a period
  return { value, end, unit };
}

/** Units a figure is shown in ("market cap in crores", "in lakh crore", "in rs", "in %"): the answer's own units. */
const DISPLAY_UNIT = /^(₹|rs|inr|rupees?|lakhs?|lacs?|crores?|cr|crs|percent|percentage|%)$/;

export function displayUnits(r: ReaderText): void {
  for (let i = 0; i < r.tokens.length; i++) {
    if (r.tokens[i]!.used || r.tokens[i]!.lower !== 'in') continue;
    let end = i + 1;
    while (end < r.tokens.length && !r.tokens[end]!.used && DISPLAY_UNIT.test(r.tokens[end]!.lower)) end++;
    if (end > i + 1 && !/^\d/.test(r.tokens[end]?.lower ?? '')) r.use(i, end);
  }
}
