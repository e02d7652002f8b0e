/**
 * Scores an answer against its case (the scoring contract of the research evaluation):
 * - rows: right when the answer is a table ('table') whose rows match the SQL (same row count, same ids,
 *   compared keys to 0.01, same order when ordered); declined when it is not a table; WRONG when the table differs.
 * - clarify: right when it asks back ('clarify'); declined when it says it cannot; wrong when it answers with a table.
 * - refuse: right when it is anything but a table; wrong when it is a table.
 */
import type { EvalCase } from './types';

export type Outcome = 'right' | 'declined' | 'wrong';

/** What the scorer reads of an answer (the kind is read as a string: the engine's kinds may grow). */
export interface ScoredAnswer {
  kind: string;
  rows: Record<string, unknown>[];
  lead?: string;
}

const TOLERANCE = 0.011;

function sameValue(actual: unknown, expected: unknown): boolean {
  if (expected === null || expected === undefined) return actual === null || actual === undefined;
  if (typeof expected === 'number') {
    if (typeof actual !== 'number') return false;
    return Math.abs(actual - expected) <= TOLERANCE + Math.abs(expected) * 1e-9;
  }
  return String(actual) === String(expected);
}

/** Why the answer's rows differ from the SQL's, or null when they agree. */
export function compareRows(testCase: EvalCase, rows: Record<string, unknown>[], expected: Record<string, unknown>[]): string | null {
  const keys = testCase.keys ?? [];
  const idKey = 'symbol' in (expected[0] ?? {}) ? 'symbol' : keys[0]!;
  if (rows.length !== expected.length) return `${rows.length} rows, SQL has ${expected.length}`;
  const byId = (a: Record<string, unknown>, b: Record<string, unknown>) => String(a[idKey]).localeCompare(String(b[idKey]));
  const actualRows = testCase.ordered ? rows : [...rows].sort(byId);
  const expectedRows = testCase.ordered ? expected : [...expected].sort(byId);
  for (let i = 0; i < expectedRows.length; i++) {
    const want = expectedRows[i]!;
    const got = actualRows[i]!;
    for (const key of [idKey, ...keys]) {
      if (!(key in want)) continue;
      if (!sameValue(got[key], want[key])) return `row ${i + 1} ${key}: answer ${JSON.stringify(got[key])}, SQL ${JSON.stringify(want[key])}`;
    }
  }
  return null;
}

export function scoreAnswer(testCase: EvalCase, answer: ScoredAnswer, expected: Record<string, unknown>[]): { outcome: Outcome; reason: string } {
  const isTable = answer.kind === 'table';
  const said = answer.lead ? `: ${answer.lead.slice(0, 140)}` : '';
  switch (testCase.expect) {
    case 'refuse':
      return isTable ? { outcome: 'wrong', reason: `answered with a table of ${answer.rows.length} rows` } : { outcome: 'right', reason: answer.kind };
    case 'clarify':
      if (answer.kind === 'clarify') return { outcome: 'right', reason: 'asked' };
      return isTable ? { outcome: 'wrong', reason: `answered with a table of ${answer.rows.length} rows instead of asking` } : { outcome: 'declined', reason: `${answer.kind}${said}` };
    case 'rows': {
      if (!isTable) return { outcome: 'declined', reason: `${answer.kind}${said}` };
      const problem = compareRows(testCase, answer.rows, expected);
      return problem ? { outcome: 'wrong', reason: problem } : { outcome: 'right', reason: '' };
    }
  }
}
