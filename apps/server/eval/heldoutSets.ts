/**
 * The held-out sets beside suite.ts, each written before the engine was tuned on it (see each file's header), with
 * the size each must keep. One list, read by `npm run eval` and by cases.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { EvalCase } from './types';

export interface HeldoutSet {
  number: number;
  /** At least this many questions (exactly this many when `exact`). */
  size: number;
  exact?: boolean;
  /** At least this many categories. */
  categories?: number;
  /** At least this many questions in each class of issue 36. */
  perClass?: number;
  /** At least this many questions with earlier turns. */
  withContext?: number;
}

/** The classes of issue 36, each a category of its own. */
export const ISSUE36_CLASSES = ['hinglish', 'shorthand', 'scoped rankings', 'set follow-ups', 'standalone'];

export const HELDOUT_SETS: HeldoutSet[] = [
  { number: 1, size: 100, exact: true },
  { number: 2, size: 50, categories: 10 },
  { number: 3, size: 60, exact: true, categories: 10 },
  { number: 4, size: 100, exact: true, categories: 10 },
  { number: 5, size: 100, exact: true, categories: 10 },
  { number: 6, size: 160, perClass: 25, withContext: 50 },
  { number: 7, size: 140, perClass: 25, withContext: 50 },
  { number: 8, size: 120, perClass: 20, withContext: 40 },
  { number: 9, size: 120, perClass: 20, withContext: 40 },
  { number: 10, size: 100, perClass: 16, withContext: 35 },
  { number: 11, size: 100, perClass: 14, withContext: 40 },
  { number: 12, size: 100, perClass: 14, withContext: 35 },
  { number: 13, size: 100, perClass: 14, withContext: 35 },
  { number: 14, size: 100, perClass: 14, withContext: 35 },
  { number: 15, size: 100, perClass: 14, withContext: 35 },
  { number: 16, size: 100, perClass: 14, withContext: 35 },
  { number: 17, size: 100, perClass: 14, withContext: 35 },
  { number: 18, size: 100, perClass: 14, withContext: 35 },
  { number: 19, size: 100, perClass: 14, withContext: 35 },
  { number: 20, size: 100, perClass: 14, withContext: 35 },
  { number: 21, size: 100, perClass: 14, withContext: 35 },
];

export const heldoutFile = (n: number) => path.join(import.meta.dirname, n === 1 ? 'heldout.ts' : `heldout${n}.ts`);

/** The cases of a held-out file (it exports HELDOUT_CASES, or EVAL_CASES for --cases), or null when it is not there. */
export async function loadHeldout(file: string): Promise<EvalCase[] | null> {
  if (!fs.existsSync(file)) return null;
  const module = (await import(file)) as { HELDOUT_CASES?: EvalCase[]; EVAL_CASES?: EvalCase[] };
  return module.HELDOUT_CASES ?? module.EVAL_CASES ?? null;
}
