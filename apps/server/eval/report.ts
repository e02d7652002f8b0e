/** Tallies of an evaluation run and their printed report: right / declined / wrong per category, overall, answer times. */
import type { Outcome } from './compareAnswer';
import { EVAL_CATEGORIES } from './types';

/** The figures the research assistant must reach (issue 7). */
export const TARGETS = { rightPercent: 97, wrongPercent: 1, p95Ms: 50 };

export interface Tally {
  total: number;
  right: number;
  declined: number;
  wrong: number;
}

const empty = (): Tally => ({ total: 0, right: 0, declined: 0, wrong: 0 });

export class Scoreboard {
  readonly byCategory = new Map<string, Tally>();
  readonly overall = empty();
  readonly times: number[] = [];

  add(category: string, outcome: Outcome, ms: number): void {
    const tally = this.byCategory.get(category) ?? empty();
    for (const t of [tally, this.overall]) {
      t.total++;
      t[outcome]++;
    }
    this.byCategory.set(category, tally);
    this.times.push(ms);
  }
}

const pct = (part: number, whole: number) => (whole ? (part / whole) * 100 : 0);
const cell = (part: number, whole: number) => `${String(part).padStart(4)} ${pct(part, whole).toFixed(1).padStart(5)}%`;

/** The value at quantile q of sorted numbers (nearest rank). */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export function formatReport(title: string, board: Scoreboard): string[] {
  const lines = [title, `${'category'.padEnd(16)} ${'cases'.padStart(5)}  ${'right'.padStart(11)}  ${'declined'.padStart(11)}  ${'WRONG'.padStart(11)}`];
  const row = (name: string, t: Tally) => `${name.padEnd(16)} ${String(t.total).padStart(5)}  ${cell(t.right, t.total)}  ${cell(t.declined, t.total)}  ${cell(t.wrong, t.total)}`;
  const known = EVAL_CATEGORIES.filter((c) => board.byCategory.has(c));
  const other = [...board.byCategory.keys()].filter((c) => !(EVAL_CATEGORIES as readonly string[]).includes(c));
  for (const category of [...known, ...other]) lines.push(row(category, board.byCategory.get(category)!));
  lines.push(row('ALL', board.overall));
  const sorted = [...board.times].sort((a, b) => a - b);
  const median = quantile(sorted, 0.5);
  const p95 = quantile(sorted, 0.95);
  lines.push(`answer time: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${sorted[sorted.length - 1]?.toFixed(1) ?? '-'} ms`);
  const o = board.overall;
  const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
  lines.push(
    `targets: right ${pct(o.right, o.total).toFixed(1)}% (>= ${TARGETS.rightPercent}%: ${mark(pct(o.right, o.total) >= TARGETS.rightPercent)}), ` +
      `wrong ${pct(o.wrong, o.total).toFixed(1)}% (<= ${TARGETS.wrongPercent}%: ${mark(pct(o.wrong, o.total) <= TARGETS.wrongPercent)}), ` +
      `p95 ${p95.toFixed(1)} ms (< ${TARGETS.p95Ms} ms: ${mark(p95 < TARGETS.p95Ms)})`,
  );
  return lines;
}
