/** The Indian financial year (1 April - 31 March) of a YYYY-MM-DD date, as "2024-25". */
export function financialYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The date `months` calendar months after `date`, clamped to the month's last day (31 Jan + 1 -> 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + months;
  const d = Number(date.slice(8, 10));
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Held for more than `months` months (s.2(42A)): sold after the same date `months` months on. */
export function heldMoreThan(buyDate: string, sellDate: string, months: number): boolean {
  return sellDate > addMonths(buyDate, months);
}
