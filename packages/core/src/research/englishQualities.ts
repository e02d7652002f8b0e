/**
 * Qualitative words of an English question: "low pe high dividend", "most indebted", "leveraged", "small
 * companies under 500 cr". When the question also gives the number ("low pe: pe under 10") the word is read
 * as that condition; when it gives none and names two or more qualities, each becomes the documented
 * threshold below (the restated line shows it as a condition, e.g. "Price to earning < 15"), as does a
 * single "good ROE"; a lone "high X" / "low X" stays a sort ("high roe stocks" lists the highest ROE first).
 */
import type { QuestionParts } from './followUp';
import type { ResearchFilter } from './plan';
import type { Mention, QuestionReader } from './questionReader';
import { describeFilter } from './restate';

/** What "low X" / "high X" mean when the question gives no number: thresholds investors commonly screen with. */
export const QUALITATIVE_THRESHOLDS: Record<string, { low?: ResearchFilter[]; high?: ResearchFilter[] }> = {
  pe: { low: [gt('pe', 0), lt('pe', 15)], high: [gt('pe', 40)] },
  pb: { low: [gt('pb', 0), lt('pb', 2)], high: [gt('pb', 5)] },
  evToEbitda: { low: [gt('evToEbitda', 0), lt('evToEbitda', 10)], high: [gt('evToEbitda', 25)] },
  peg: { low: [gt('peg', 0), lt('peg', 1)], high: [gt('peg', 2)] },
  dividendYield: { low: [lt('dividendYield', 1)], high: [gt('dividendYield', 3)] },
  roe: { low: [lt('roe', 10)], high: [gt('roe', 20)] },
  roce: { low: [lt('roce', 10)], high: [gt('roce', 20)] },
  roa: { low: [lt('roa', 5)], high: [gt('roa', 10)] },
  opm: { low: [lt('opm', 10)], high: [gt('opm', 20)] },
  debtToEquity: { low: [lt('debtToEquity', 0.5)], high: [gt('debtToEquity', 1.5)] },
  salesGrowth3y: { low: [lt('salesGrowth3y', 5)], high: [gt('salesGrowth3y', 15)] },
  salesGrowth5y: { low: [lt('salesGrowth5y', 5)], high: [gt('salesGrowth5y', 15)] },
  profitGrowth3y: { low: [lt('profitGrowth3y', 5)], high: [gt('profitGrowth3y', 15)] },
  profitGrowth5y: { low: [lt('profitGrowth5y', 5)], high: [gt('profitGrowth5y', 15)] },
  promoterHolding: { low: [lt('promoterHolding', 30)], high: [gt('promoterHolding', 50)] },
  pledgedPercentage: { low: [lt('pledgedPercentage', 5)], high: [gt('pledgedPercentage', 20)] },
  interestCoverage: { low: [lt('interestCoverage', 2)], high: [gt('interestCoverage', 5)] },
  currentRatio: { low: [lt('currentRatio', 1)], high: [gt('currentRatio', 2)] },
};
/** Debt is judged against equity: "low debt" is a low debt to equity. */
const SAME_AS: Record<string, string> = { debt: 'debtToEquity' };
// Comparatives ("higher ROE") compare companies with each other: they are not qualities with a threshold.
const LOW = /^(low|little|modest|reasonable|cheap|attractive)$/;
const HIGH = /^(high|good|strong|healthy|great|solid|decent|rich|generous)$/;

function gt(metric: string, value: number): ResearchFilter {
  return { type: 'compare', metric, op: '>', value };
}
function lt(metric: string, value: number): ResearchFilter {
  return { type: 'compare', metric, op: '<', value };
}

const family = (key: string) => SAME_AS[key] ?? key;

/** The documented threshold of "low X" (asc) or "high X" (desc), or null when X has none. */
export function qualityThreshold(metric: string, direction: 'asc' | 'desc'): ResearchFilter[] | null {
  const thresholds = QUALITATIVE_THRESHOLDS[family(metric)];
  return (direction === 'asc' ? thresholds?.low : thresholds?.high) ?? null;
}

function metricsOf(filter: ResearchFilter | null, into = new Set<string>()): Set<string> {
  if (!filter) return into;
  if (filter.type === 'compare') into.add(family(filter.metric));
  else if (filter.type === 'and' || filter.type === 'or') for (const arg of filter.args) metricsOf(arg, into);
  else if (filter.type === 'not') metricsOf(filter.arg, into);
  return into;
}

export function andFilters(a: ResearchFilter | null, more: ResearchFilter[]): ResearchFilter | null {
  const args = [...(a ? (a.type === 'and' ? a.args : [a]) : []), ...more];
  return args.length === 0 ? null : args.length === 1 ? args[0]! : { type: 'and', args };
}

/**
 * "low X" / "high X" before a metric mention: the question's own condition on that metric when it has one,
 * else (two or more qualities) the documented thresholds. Returns the filter with any thresholds added.
 */
export function qualitativeConditions(r: QuestionReader, mentions: Mention[], used: Set<Mention>, filter: ResearchFilter | null): ResearchFilter | null {
  const stated = metricsOf(filter);
  const open: { mention: Mention; word: number; side: 'low' | 'high' }[] = [];
  for (const mention of mentions) {
    if (!mention.metric || used.has(mention)) continue;
    const word = mention.start - 1;
    const token = r.tokens[word];
    if (!token || token.used) continue;
    const side = LOW.test(token.lower) ? 'low' : HIGH.test(token.lower) ? 'high' : null;
    if (!side) continue;
    if (stated.has(family(mention.metric.key))) {
      // "low pe high dividend: pe under 10 and dividend yield above 5": the words name the stated conditions.
      r.use(word, mention.end);
      used.add(mention);
      continue;
    }
    if (QUALITATIVE_THRESHOLDS[family(mention.metric.key)]?.[side]) open.push({ mention, word, side });
  }
  // One "high X" / "low X" alone is the sort sortOf reads; "good X", "strong X" and two or more qualities are thresholds.
  if (open.length === 0 || (open.length === 1 && /^(high|low)$/.test(r.tokens[open[0]!.word]!.lower))) return filter;
  const added: ResearchFilter[] = [];
  for (const { mention, word, side } of open) {
    const threshold = QUALITATIVE_THRESHOLDS[family(mention.metric!.key)]![side]!;
    added.push(...threshold);
    r.readings.push(`"${r.text(word, mention.end)}" read as ${threshold.map(describeFilter).join(', ')}`);
    r.use(word, mention.end);
    used.add(mention);
  }
  return andFilters(filter, added);
}

/** "most indebted", "highly leveraged", "least indebted": a sort by debt or by debt to equity. */
export function leverageWords(r: QuestionReader, p: QuestionParts): void {
  for (let i = 0; i < r.tokens.length; i++) {
    const t = r.tokens[i]!;
    if (t.used || !/^(indebted|debt-laden|leveraged|levered|over-leveraged|overleveraged)$/.test(t.lower) || p.sort) continue;
    const before = r.tokens[i - 1];
    const least = before && !before.used && /^(least|less|lowest)$/.test(before.lower);
    const most = before && !before.used && /^(most|more|highly|heavily|very|highest)$/.test(before.lower);
    p.sort = { metric: /^(indebted|debt-laden)$/.test(t.lower) ? 'debt' : 'debtToEquity', direction: least ? 'asc' : 'desc' };
    r.use(least || most ? i - 1 : i, i + 1);
    return;
  }
}

/**
 * "small companies under 500 cr", "large firms above 1 lakh crore": a size word beside a market-cap
 * condition only describes that condition. Without one, "small companies" are the small caps.
 */
export function sizeWords(r: QuestionReader, p: QuestionParts): void {
  const capped = metricsOf(p.conditions).has('marketCap');
  for (let i = 0; i < r.tokens.length; i++) {
    const t = r.tokens[i]!;
    if (t.used || !/^(small|smaller|large|larger|big|bigger|tiny|mid-sized|midsized|medium-sized)$/.test(t.lower)) continue;
    const noun = /^(companies|company|stocks|firms|businesses|names|shares|ones)$/.test(r.tokens[i + 1]?.lower ?? '');
    if (capped) r.use(i, i + 1);
    else if (noun && /^(small|tiny)$/.test(t.lower) && p.capTypes.length === 0) {
      p.capTypes = ['Small Cap'];
      r.use(i, i + 1);
    }
  }
}
