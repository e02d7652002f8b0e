/**
 * shareholding_pattern rows from Screener's ratio columns (pure):
 * - the latest quarter: Promoter / FII / DII / Public holding and Pledged percentage (source 'screener');
 * - the quarter before, derived by subtracting "Change in promoter / FII / DII holding" (the change over
 *   the last quarter), and the quarter three years back from the "... 3Years" changes (source
 *   'screener-derived'). Public moves by minus the sum of the other changes (government assumed unchanged).
 * Which quarter is "latest": the last quarter end at least 21 days before the export date, because
 * SEBI gives companies 21 days after a quarter to file its shareholding pattern.
 */
import { normalizeHeader } from '../../parsers/index';
import type { Metrics } from './screenerStatements';

export interface HoldingRow {
  quarterEnd: string;
  promoter: number | null;
  fii: number | null;
  dii: number | null;
  public: number | null;
  pledged: number | null;
  source: 'screener' | 'screener-derived';
}

const FILING_DAYS = 21;
const h = (label: string) => normalizeHeader(label);

/** The quarter end (Mar/Jun/Sep/Dec, ISO) whose pattern was public on `asOf`, and older ones by offset. */
export function shareholdingQuarter(asOf: string, quartersBack = 0): string {
  const filed = new Date(Date.parse(`${asOf}T00:00:00Z`) - FILING_DAYS * 86_400_000);
  const year = filed.getUTCFullYear();
  const month = filed.getUTCMonth() + 1; // 1..12
  let quarterMonth = month - (month % 3); // 0 means December of the year before
  const monthEnded = filed.getUTCDate() === new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (quarterMonth === month && !monthEnded) quarterMonth -= 3;
  // Day 0 of the next month is the last day of `quarterMonth` (negative months roll back years).
  return new Date(Date.UTC(year, quarterMonth - 3 * quartersBack, 0)).toISOString().slice(0, 10);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function back(current: number | null, change: number | null | undefined): number | null {
  return current === null || change === null || change === undefined ? null : round2(current - change);
}

export function screenerShareholding(metrics: Metrics, asOf: string): HoldingRow[] {
  const get = (label: string) => metrics.get(h(label)) ?? null;
  const latest = {
    promoter: get('Promoter holding'),
    fii: get('FII holding'),
    dii: get('DII holding'),
    public: get('Public holding'),
  };
  if (latest.promoter === null && latest.fii === null && latest.dii === null) return [];
  const rows: HoldingRow[] = [
    { quarterEnd: shareholdingQuarter(asOf), ...latest, pledged: get('Pledged percentage'), source: 'screener' },
  ];
  const derived = (quartersBack: number, suffix: string) => {
    const changes = {
      promoter: metrics.get(h(`Change in promoter holding${suffix}`)),
      fii: metrics.get(h(`Change in FII holding${suffix}`)),
      dii: metrics.get(h(`Change in DII holding${suffix}`)),
    };
    const known = Object.values(changes).filter((c): c is number => typeof c === 'number');
    if (known.length === 0) return;
    const publicChange = known.length === 3 ? -known.reduce((a, b) => a + b, 0) : null;
    rows.push({
      quarterEnd: shareholdingQuarter(asOf, quartersBack),
      promoter: back(latest.promoter, changes.promoter),
      fii: back(latest.fii, changes.fii),
      dii: back(latest.dii, changes.dii),
      public: back(latest.public, publicChange),
      pledged: null,
      source: 'screener-derived',
    });
  };
  derived(1, '');
  derived(12, ' 3Years');
  return rows;
}
