/**
 * The evaluation suite: questions over the mirror data written the way Indian retail investors type them,
 * each with what a right answer is (rows from a hand-written SQL query over the same tables, a question
 * back, or a refusal). One file per category under cases/; the held-out questions live in heldout.ts and are
 * scored only with --heldout.
 *
 * Counts the question leaves open follow the product's defaults: 25 rows for a screen, 10 for a ranking by
 * price return, 5 periods of history, 8 quarters of shareholding; a screen without a sort is ordered by
 * market cap, largest first.
 */
import { AMOUNT_CASES } from './cases/amounts';
import { CLARIFICATION_CASES } from './cases/clarifications';
import { COMPARISON_CASES } from './cases/comparisons';
import { EARLIER_CASES } from './cases/earlier';
import { FOLLOW_UP_CASES } from './cases/followups';
import { GROWTH_CASES } from './cases/growth';
import { FOLLOW_UP_ROW_CASES } from './cases/followUpRows';
import { HINGLISH_CASES } from './cases/hinglish';
import { HISTORY_CASES } from './cases/history';
import { INDEX_CASES } from './cases/indices';
import { LOOKUP_CASES } from './cases/lookups';
import { NICKNAME_CASES } from './cases/nicknames';
import { RANKING_CASES } from './cases/rankings';
import { REFUSAL_CASES } from './cases/refusals';
import { RETURN_CASES } from './cases/returns';
import { ROUND4_CASES } from './cases/round4';
import { SCOPED_RANKING_CASES } from './cases/scopedRankings';
import { SCREEN_CASES } from './cases/screens';
import { SECTOR_CASES } from './cases/sectors';
import { SHAREHOLDING_CASES } from './cases/shareholding';
import { TECHNICAL_CASES } from './cases/technicals';
import { TYPO_CASES } from './cases/typos';
import type { EvalCase } from './types';

export type { EvalCase, EvalCategory } from './types';

/** The investor-typed suite (what the figures are reported on). */
export const INVESTOR_CASES: EvalCase[] = [
  ...NICKNAME_CASES,
  ...TYPO_CASES,
  ...AMOUNT_CASES,
  ...RANKING_CASES,
  ...COMPARISON_CASES,
  ...LOOKUP_CASES,
  ...INDEX_CASES,
  ...SECTOR_CASES,
  ...GROWTH_CASES,
  ...SCREEN_CASES,
  ...HISTORY_CASES,
  ...SHAREHOLDING_CASES,
  ...RETURN_CASES,
  ...TECHNICAL_CASES,
  ...FOLLOW_UP_CASES,
  ...CLARIFICATION_CASES,
  ...REFUSAL_CASES,
  ...ROUND4_CASES,
  ...HINGLISH_CASES,
  ...SCOPED_RANKING_CASES,
  ...FOLLOW_UP_ROW_CASES,
];

/** Everything `npm run eval` asks: the investor-typed suite and the earlier query-language / tidy-English questions. */
export const EVAL_CASES: EvalCase[] = [...INVESTOR_CASES, ...EARLIER_CASES];
