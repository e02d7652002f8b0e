/** Words for the return periods and NAV histories the fund pages explain (the list and a fund's page). */

export const PERIODS = [
  { period: '1Y', years: 1 },
  { period: '3Y', years: 3 },
  { period: '5Y', years: 5 },
] as const;

/** "1-year", "3 and 5-year", "1, 3 and 5-year". */
export function periodsText(years: readonly number[]): string {
  const head = years.slice(0, -1).join(', ');
  return `${head ? `${head} and ` : ''}${years.at(-1)}-year`;
}

/** A history's length in words: "1 day", "40 days", "1 year", "4 years 11 months". */
export function lengthText(days: number): string {
  if (days < 365) return `${days} ${days === 1 ? 'day' : 'days'}`;
  const months = Math.floor(days / 30.4375);
  const [years, rest] = [Math.floor(months / 12), months % 12];
  return `${years} ${years === 1 ? 'year' : 'years'}${rest ? ` ${rest} ${rest === 1 ? 'month' : 'months'}` : ''}`;
}

/** "a year", "3 years". */
export const yearsText = (years: number) => (years === 1 ? 'a year' : `${years} years`);
