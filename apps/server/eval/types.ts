/** The shape of an evaluation question and what a right answer to it is. */

export const EVAL_CATEGORIES = [
  'nicknames',
  'typos',
  'amounts',
  'rankings',
  'comparisons',
  'lookups',
  'indices',
  'sectors',
  'growth',
  'screens',
  'history',
  'shareholding',
  'returns',
  'technicals',
  'followups',
  'clarifications',
  'refusals',
  'query language',
  // The classes of issue 36 (Hinglish, chat shorthand, rankings inside a result set, follow-ups over its rows,
  // self-contained questions asked inside a chat).
  'hinglish',
  'shorthand',
  'scoped rankings',
  'set follow-ups',
  'standalone',
] as const;
export type EvalCategory = (typeof EVAL_CATEGORIES)[number];

/**
 * rows: a table matching the SQL is right, any other table is wrong, no table is declined.
 * clarify: asking back (kind 'clarify') is right, saying it cannot is declined, a table is wrong.
 * refuse: anything but a table is right, a table is wrong.
 */
export type EvalExpectation = 'rows' | 'clarify' | 'refuse';

export interface EvalCase {
  question: string;
  category: EvalCategory;
  expect: EvalExpectation;
  /** For `rows`: the hand-written SQL whose rows a right answer holds. */
  sql?: string;
  /** Answer columns compared with the SQL columns of the same name (numbers to 0.01); `symbol` or the first key identifies rows. */
  keys?: string[];
  /** Compare row order too. */
  ordered?: boolean;
  /** Earlier questions of the same chat, asked first in order (each answer passed as `previous` to the next). */
  context?: string[];
}

/** A case before its category is attached (the builders make these; each category file names its category once). */
export type CaseBody = Omit<EvalCase, 'category'>;

export function inCategory(category: EvalCategory, cases: CaseBody[]): EvalCase[] {
  return cases.map((c) => ({ ...c, category }));
}
