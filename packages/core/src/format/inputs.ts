/** Numbers typed into inputs with Indian grouping while typing: "100000" shows as "1,00,000". */
import { formatIndianNumber } from './inr';

/**
 * Regroups what a person typed: digits keep their order, commas are put where en-IN puts them, and a
 * decimal part (when allowed) is kept as typed. "100000" -> "1,00,000"; "1234.5" -> "1,234.5"; "" -> "".
 */
export function groupIndianInput(text: string, allowDecimals = false): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  if (cleaned === '') return '';
  const [whole = '', ...rest] = cleaned.split('.');
  const grouped = whole === '' ? '' : formatIndianNumber(Number(whole));
  if (!allowDecimals || rest.length === 0) return grouped;
  return `${grouped || '0'}.${rest.join('')}`;
}

/** "1,00,000" or "₹ 1,00,000.50" -> 100000.5; null when nothing numeric was typed. */
export function parseIndianInput(text: string): number | null {
  const cleaned = text.replace(/[^\d.-]/g, '');
  if (cleaned === '' || cleaned === '-' || cleaned === '.') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}
