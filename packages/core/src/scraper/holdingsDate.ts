const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
};

/**
 * The reporting date of a holdings page, from text such as 'holdings as of 12th Jan,2025' or
 * '31st December 2024', as YYYY-MM-DD; null when the text holds no valid date (spec 001 section 9).
 */
export function parseHoldingsDate(text: string): string | null {
  const match = /(\d{1,2})\s*(?:st|nd|rd|th)?\s*([A-Za-z]{3,9})\.?\s*,?\s*(\d{4})/.exec(text);
  if (!match) return null;
  const day = Number(match[1]);
  const month = MONTHS[match[2]!.toLowerCase()] ?? MONTHS[match[2]!.slice(0, 3).toLowerCase()];
  const year = Number(match[3]);
  if (!month || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null; // 31st Feb and the like
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
