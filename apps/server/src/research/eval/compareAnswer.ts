/** Checks an engine answer against the rows of a hand-written SQL query: null when they agree, else why not. */
import type { ResearchAnswer } from '../answer';
import type { EvalCase } from './cases';

const TOLERANCE = 0.011;

function sameValue(actual: unknown, expected: unknown): boolean {
  if (expected === null || expected === undefined) return actual === null || actual === undefined;
  if (typeof expected === 'number') {
    if (typeof actual !== 'number') return false;
    return Math.abs(actual - expected) <= TOLERANCE + Math.abs(expected) * 1e-9;
  }
  return String(actual) === String(expected);
}

export function compareAnswer(testCase: EvalCase, answer: ResearchAnswer, expected: Record<string, unknown>[]): string | null {
  if (testCase.cannot) return answer.kind === 'cannot_answer' ? null : `expected cannot_answer, got a ${answer.plan?.kind ?? 'table'} answer`;
  if (answer.kind !== 'table') return `cannot_answer: ${answer.lead}`;
  const keys = testCase.keys ?? [];
  const idKey = 'symbol' in (expected[0] ?? {}) ? 'symbol' : keys[0]!;
  if (answer.rows.length !== expected.length) return `${answer.rows.length} rows, SQL has ${expected.length}`;
  const actualRows = testCase.ordered ? answer.rows : [...answer.rows].sort((a, b) => String(a[idKey]).localeCompare(String(b[idKey])));
  const expectedRows = testCase.ordered ? expected : [...expected].sort((a, b) => String(a[idKey]).localeCompare(String(b[idKey])));
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
