/**
 * Periods of a question ("1y", "over the last 6 months", "ytd") and the span of a history ("last 5 years", "8 quarters").
 */
import type { ResearchPeriod } from './plan';
import type { ReaderText } from './readerText';
import { NUMBER_WORDS } from './questionWords';

export const UNIT_WORDS: Record<string, ResearchPeriod['unit']> = {
  d: 'day', day: 'day', days: 'day', session: 'day', sessions: 'day',
  w: 'week', wk: 'week', wks: 'week', week: 'week', weeks: 'week',
  m: 'month', mo: 'month', mos: 'month', mon: 'month', mth: 'month', mths: 'month', month: 'month', months: 'month',
  y: 'year', yr: 'year', yrs: 'year', year: 'year', years: 'year',
};
/** Words that lead a period ("over the last", "in the past"). */
export const PERIOD_LEAD = new Set(['over', 'in', 'for', 'during', 'since', 'the', 'last', 'past', 'previous', 'trailing', 'of', 'within', 'this']);

function clampPeriod(count: number, unit: ResearchPeriod['unit']): ResearchPeriod {
  return { count: Math.min(30, Math.max(1, count)), unit };
}

/** A period at `at`: "1y", "6 months", "one year", "52 weeks". */
export function periodAt(r: ReaderText, at: number): { period: ResearchPeriod; end: number } | null {
  const t = r.tokens[at];
  if (!t || t.used) return null;
  const glued = /^(\d+)(d|days?|w|wks?|weeks?|m|mos?|mths?|months?|y|yrs?|years?)$/.exec(t.lower);
  if (glued) return { period: clampPeriod(Number(glued[1]), UNIT_WORDS[glued[2]!]!), end: at + 1 };
  const count = /^\d+$/.test(t.lower) ? Number(t.lower) : NUMBER_WORDS[t.lower];
  const unit = r.tokens[at + 1];
  if (count !== undefined && unit && !unit.used && UNIT_WORDS[unit.lower] && unit.lower.length > 1) return { period: clampPeriod(count, UNIT_WORDS[unit.lower]!), end: at + 2 };
  return null;
}

/** The period of a returns question, with its lead words ("over the last 6 months", "past year", "1y"). */
export function findPeriod(r: ReaderText): ResearchPeriod | 'ytd' | null {
  for (let i = 0; i < r.tokens.length; i++) {
    const t = r.tokens[i]!;
    if (t.used) continue;
    let found: { period: ResearchPeriod | 'ytd'; end: number } | null = periodAt(r, i);
    if (!found && t.lower === 'ytd') found = { period: 'ytd', end: i + 1 };
    if (!found && t.lower === 'year' && r.tokens[i + 1]?.lower === 'to' && r.tokens[i + 2]?.lower === 'date') found = { period: 'ytd', end: i + 3 };
    if (!found && /^(last|past|previous|trailing|one|this|a)$/.test(t.lower)) {
      const unit = r.tokens[i + 1];
      if (unit && !unit.used && /^(day|week|month|year|session)$/.test(unit.lower)) found = { period: t.lower === 'this' && unit.lower === 'year' ? 'ytd' : { count: 1, unit: UNIT_WORDS[unit.lower]! }, end: i + 2 };
    }
    if (!found && /^(today|intraday)$/.test(t.lower)) found = { period: { count: 1, unit: 'day' }, end: i + 1 };
    if (!found) continue;
    let start = i;
    while (start > 0 && !r.tokens[start - 1]!.used && PERIOD_LEAD.has(r.tokens[start - 1]!.lower)) start--;
    r.use(start, found.end);
    r.periodSpan = [start, found.end];
    return found.period;
  }
  return null;
}

/** The periods of a history question: "last 5 years", "8 quarters", "quarterly", "trend". */
export function historySpan(r: ReaderText): { count: number; period: 'annual' | 'quarterly'; counted: boolean } | null {
  let span: { count: number; period: 'annual' | 'quarterly'; counted: boolean } | null = null;
  for (let i = 0; i < r.tokens.length; i++) {
    const t = r.tokens[i]!;
    if (t.used) continue;
    const count = /^\d+$/.test(t.lower) ? Number(t.lower) : NUMBER_WORDS[t.lower];
    const unit = r.tokens[i + 1];
    if (count !== undefined && unit && !unit.used && /^(years?|yrs?|quarters?|qtrs?)$/.test(unit.lower)) {
      span = { count: Math.min(20, Math.max(1, count)), period: unit.lower.startsWith('q') ? 'quarterly' : 'annual', counted: true };
      let start = i;
      while (start > 0 && !r.tokens[start - 1]!.used && PERIOD_LEAD.has(r.tokens[start - 1]!.lower)) start--;
      r.use(start, i + 2);
      break;
    }
    const glued = /^(\d+)(y|yrs?|years?|q|qtrs?|quarters?)$/.exec(t.lower);
    if (glued) {
      span = { count: Math.min(20, Math.max(1, Number(glued[1]))), period: glued[2]!.startsWith('q') ? 'quarterly' : 'annual', counted: true };
      r.use(i, i + 1);
      break;
    }
  }
  const quarterly = r.useWords(/^(quarterly|quarter|quarters|qoq|qtr|qtrly)$/);
  const annual = r.useWords(/^(history|historical|trend|trends|yearly|annual|annually|yoy|track|record|over|time|years|past|last|each|every|year|timeline|progression|evolution)$/);
  if (span) return span;
  if (quarterly) return { count: 8, period: 'quarterly', counted: false };
  if (annual) return { count: 5, period: 'annual', counted: false };
  return null;
}
