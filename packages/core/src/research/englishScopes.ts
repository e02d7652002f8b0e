/**
 * Rankings inside a result set: "highest roe among the 20 biggest companies", "the 2 most expensive by p/b out
 * of the top 15 banks", "third biggest IT company", and follow-ups over the rows just shown ("sort these by
 * debt", "keep only the ones with pe under 20", "which one has the highest dividend yield"). The cut (a
 * universe, its order and a count) becomes the plan's scope; the question's own filter and order apply within it.
 */
import type { QuestionParts } from './followUp';
import type { QuestionReader } from './questionReader';
import { type ResearchFilter, type ResearchPlan, SCREEN_DEFAULT_LIMIT, type ScreenPlan, type ScreenScope } from './plan';

const CUT_WORDS = '(?:top|first|largest|biggest|smallest|bottom|leading)';
/** What a count counts in a named cut ("the 25 companies with the highest net profit"). */
const COUNTED = '(?:companies|stocks|shares|firms|names|banks|cos|scrips|caps|midcaps|smallcaps|largecaps)';
const COUNT = '(?:\\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|fifty|hundred)';
/**
 * "among the 20 biggest companies", "out of the top 15 banks", "which of the top 10 it stocks", "of the 10 largest
 * psu banks, ...", "of the 3 amusement park stocks, ...": where a cut is named (a count of a universe alone is its
 * largest by market cap).
 */
const SCOPE = new RegExp(
  `(?:\\b(?:among|amongst|out of|from|within|in)|(?<=\\bwhich (?:\\d{1,3} |one |two |three |four |five )?|^|[,:]\\s*)of)\\s+(?:the\\s+)?((?:(?:nifty|bse|sensex)\\s*\\d*\\s+|[a-z]+\\s+){0,2}?(?:the\\s+)?(?:${CUT_WORDS}\\s+${COUNT}|${COUNT}\\s+(?:${CUT_WORDS}|most valuable)|${COUNT}\\s+(?:[a-z]+\\s+){0,2}?${COUNTED}\\s+(?:with|having|by)\\s+(?:the\\s+)?(?:highest|lowest|biggest|largest|smallest|most|least|best|top)|${COUNT}\\s+(?:highest|lowest|most|least)\\s+[a-z/&]+|${COUNT}\\s+(?:[a-z&]+\\s+){0,3}?${COUNTED}(?=\\s*[,:]|\\s+-\\s))\\b.*?)(?=\\s*(?:[,?;]|$|\\s(?:which|who|what|show|list|give|sort|rank|pick|find|tell|has|have|is|are|trade|trades|pay|pays|carry|carries|quote|quotes|earn|earns)\\b))`,
  'i',
);

const LEADING_CUT = new RegExp(`^(?:the\\s+)?(?:${CUT_WORDS}|${COUNT})\\b`, 'i');

/** The cut a question names and the question without it, or null. */
/** How a cut that opens a question is written: "top 12", "10 biggest", "the 15 most profitable", "12 largecaps with the highest ...". */
const CUT_SHAPES = [
  `${CUT_WORDS}\\s+${COUNT}`,
  `${COUNT}\\s+(?:${CUT_WORDS}|most valuable|most profitable|(?:highest|lowest)\\s+(?=[a-z]))`,
  `(?<=\\bwith\\s+(?:the\\s+)?)${COUNT}\\s+(?:highest|lowest)`,
  `${COUNT}\\s+(?:[a-z]+\\s+){0,2}?${COUNTED}\\s+(?:with|having)\\s+(?:the\\s+)?(?:highest|lowest|biggest|largest|smallest|most|least|best|top)`,
].join('|');
/** What stands between the cut and what is asked in it: a comma or dash, "and sort ...", "then ...". */
const CUT_SEPARATORS = [
  '\\s*[,;—–]\\s*',
  '\\s+-\\s+',
  '\\s+and\\s+(?=(?:rank|sort|order|filter|keep|pick|show)\\b)',
  '\\s+(?:and\\s+)?(?=then\\s+(?:rank|sort|order|filter|keep|pick|show|give|list|the|only|just|which|those)\\b)',
].join('|');
/** What may be asked in a cut: a filter, a ranking, "among them", "which have ..." or "which ... below 50". */
const ASKED_IN_CUT = [
  '(?:filter|keep|only|just|remove|drop|exclude)\\b.*',
  '(?:those|the ones|ones)\\s+(?:with|having|where|that|whose)\\b.*',
  '.*\\b(?:highest|lowest|most|least|cheapest|costliest|biggest|largest|smallest|best|worst|top|bottom|sort|sorted|rank|ranked)\\b.*',
  '.*\\b(?:among|of|from) (?:them|these|those)\\b.*',
  '(?:which|who)\\s+(?:of\\s+(?:them|these|those)\\s+)?(?:have|has|are|is|trade|trades|pay|pays|show|shows)\\b.*',
  '(?:which|who)\\b.*\\b(?:below|above|under|over|than|between)\\b.*',
].join('|');
/** "top 12 banks by mcap, the 3 with the highest p/b among them": the cut first, then what is asked within it. */
const CUT_FIRST = new RegExp(
  `^\\s*((?:[a-z][a-z0-9&/ -]{0,40}?[\\s:,]+)?(?:the\\s+)?(?:${CUT_SHAPES})\\b[^,;—–]*?)(?:${CUT_SEPARATORS})(?:and\\s+|then\\s+)?(${ASKED_IN_CUT})$`,
  'i',
);

export function splitScope(question: string): { cut: string; rest: string } | null {
  const first = CUT_FIRST.exec(question);
  if (first) {
    const rest = first[2]!.replace(/\b(?:among|amongst|of|from|out of|in)\s+(?:them|these|those)\b/gi, '').replace(/^[\s,]+|[\s,?.]+$/g, '').replace(/\s{2,}/g, ' ');
    if (/[a-z]/i.test(rest)) return { cut: first[1]!.replace(/:/g, ' ').replace(/^\s*(?:out of|among|amongst|from|of|within|in)\s+(?:the\s+)?/i, ''), rest: rest.replace(/^(?:filter|keep|only|just)\s+(?:(?:the\s+)?ones\s+)?(?:with\s+)?/i, 'with ') };
  }
  const match = SCOPE.exec(question);
  if (!match) return null;
  // "performers in nifty 50 top 10": "in" before an index is where, not a cut; a universe may lead a cut only after among/out of.
  if (/^in\s/i.test(match[0]) && !LEADING_CUT.test(match[1]!)) return null;
  const rest = `${question.slice(0, match.index)} ${question.slice(match.index + match[0].length)}`.replace(/^[\s,]+|[\s,]+$/g, '').replace(/\s{2,}/g, ' ');
  if (!/[a-z]/i.test(rest)) return null;
  return { cut: match[1]!, rest };
}

/** A plan that is a cut (a ranking with a count) as a scope: a screen's filter, order and count, or an index's members. */
export function scopeOf(plan: ResearchPlan): ScreenScope | null {
  if (plan.kind === 'screen' && !plan.scope && !plan.offset && plan.sort) return { filter: plan.filter, sort: plan.sort, limit: plan.limit };
  if (plan.kind === 'constituents' && plan.limit < 500) return { filter: { type: 'in', field: 'index', values: [plan.index] }, sort: plan.sort ?? { metric: 'marketCap', direction: 'desc' }, limit: plan.limit };
  return null;
}

/**
 * The rows an earlier answer showed as a scope, when the answer was a cut ("top 10 it stocks by market cap",
 * an index's top gainers): a screen with the default count shows a set, not a cut, so it stays a set.
 */
export function scopeOfAnswer(plan: ResearchPlan, rows: readonly string[] | undefined, shownRows = false): ScreenScope | null {
  if (plan.kind === 'screen' && !plan.scope && plan.limit === SCREEN_DEFAULT_LIMIT && !plan.cut) return shownRows && rows?.length ? symbolsScope(rows, plan.sort ?? { metric: 'marketCap', direction: 'desc' }) : null;
  if (plan.kind === 'screen' && plan.scope && rows?.length) return symbolsScope(rows, plan.sort ?? plan.scope.sort);
  if (plan.kind === 'returns' && plan.index && rows?.length) return symbolsScope(rows, { metric: 'marketCap', direction: 'desc' });
  return scopeOf(plan);
}

const symbolsScope = (rows: readonly string[], sort: ScreenScope['sort']): ScreenScope => ({
  filter: { type: 'in', field: 'symbol', values: rows.slice(0, 50) },
  sort,
  limit: Math.min(rows.length, 50),
});

/** Words that point at the rows just shown. */
export const ROW_REFERENCE = /\b(these|those|them|they|ones|which one|which of|the two|the three|both|all of them|among these|in these|from these|here|this list|the list|remove)\b|^(?:(?:now|then|ok|okay|and|also)\s+)?(sort|rank|arrange|order|keep|filter|remove|drop|exclude|only|just)\b/;
/** Words that point at the very rows shown, even when the answer showed the first 25 of a longer set ("isme se", "here"). */
export const SHOWN_ROWS = /\b(among these|from these|in these|here|in this list|from this list|on this list)\b/;
/** "pehle wali list", "the earlier list": the list of the answer before the previous one. */
export const EARLIER_LIST = /\b(?:among|from|in|of) the (?:earlier|previous|first|last|other) list\b/;

const ORDINALS: Readonly<Record<string, number>> = { second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };

/** "third biggest", "2nd highest roe": the place in the ranking (1-based), its word used; null when none. */
export function ordinalOf(r: QuestionReader): { place: number; at: number } | null {
  for (let i = 0; i < r.tokens.length; i++) {
    const t = r.tokens[i]!;
    if (t.used) continue;
    // "ranked by roe, who is number 2", "no 3 kaun", "rank 4 pe kaun": a place written as a number after its noun.
    const numbered = /^(number|no|rank|position|spot|#)$/.test(t.lower) && /^\d{1,2}$/.test(r.tokens[i + 1]?.lower ?? '') ? Number(r.tokens[i + 1]!.lower) : 0;
    if (numbered >= 2) {
      r.use(i, i + 2);
      return { place: numbered, at: i + 1 };
    }
    const place = ORDINALS[t.lower] ?? (/^(\d{1,3})(st|nd|rd|th)$/.exec(t.lower) ? Number.parseInt(t.lower, 10) : undefined);
    if (!place || place < 2) continue;
    // "midcaps ranked by dividend yield, who's 2nd": a place that ends the question, after a ranking it states.
    if (i === r.tokens.length - 1) {
      if (!r.has(/\b(by|ranked|rank|sorted|wise|highest|lowest|biggest|largest)\b/)) return null;
      r.use(i, i + 1);
      return { place, at: i };
    }
    // "who's at 3rd spot", "no. 2 kaun" ("2th which"): a place in the ranking the question states elsewhere.
    if (/^(spot|place|position|rank|which|one|who|number|no)$/.test(r.tokens[i + 1]!.lower)) {
      r.use(i, /^(spot|place|position|rank|number|no)$/.test(r.tokens[i + 1]!.lower) ? i + 2 : i + 1);
      return { place, at: i };
    }
    // "the 7th by market cap": the place in the ranking the "by" that follows names.
    if (r.tokens[i + 1]!.lower === 'by' && r.tokens[i + 2]) {
      r.use(i, i + 1);
      return { place, at: i };
    }
    // "the 5th auto ancillary stock by market cap": the place in the ranking a "by" a few words on names.
    const byAhead = r.tokens.slice(i + 1, i + 6).findIndex((t) => t.lower === 'by');
    if (byAhead > 0 && !/^(biggest|largest|highest|lowest|smallest|most|least|cheapest|top|best|worst|costliest)$/.test(r.tokens[i + 1]!.lower)) {
      r.use(i, i + 1);
      return { place, at: i };
    }
    if (!/^(biggest|largest|highest|lowest|smallest|most|least|cheapest|top|best|worst|costliest)$/.test(r.tokens[i + 1]!.lower)) continue;
    r.use(i, i + 1);
    return { place, at: i };
  }
  return null;
}

const COUNT_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** "the 3 with the lowest pe", "3 with the highest roe": within a cut, a count needs no noun. */
function bareCount(r: QuestionReader): number | null {
  for (let i = 0; i < r.tokens.length; i++) {
    const t = r.tokens[i]!;
    const n = /^\d{1,3}$/.test(t.lower) ? Number(t.lower) : COUNT_WORDS[t.lower];
    if (t.used || n === undefined) continue;
    const before = r.tokens[i - 1]?.lower;
    const after = r.tokens[i + 1]?.lower;
    if (i > 0 && i < r.tokens.length - 1 && before !== 'the' && before !== 'top' && before !== 'which' && !/^(with|by|having|that|which)$/.test(after ?? '')) continue;
    r.use(i, i + 1);
    return n;
  }
  return null;
}

const and = (filters: ResearchFilter[]): ResearchFilter | null => {
  const args = filters.flatMap((f) => (f.type === 'and' ? f.args : [f]));
  return args.length === 0 ? null : args.length === 1 ? args[0]! : { type: 'and', args };
};

const OPPOSITE = { '<': '>=', '<=': '>', '>': '<=', '>=': '<', '=': '!=', '!=': '=' } as const;

/** The rows a removal keeps: a comparison turned round ("roe < 18" -> "roe >= 18"), anything else negated. */
function without(filter: ResearchFilter): ResearchFilter {
  if (filter.type === 'compare') return { ...filter, op: OPPOSITE[filter.op] };
  if (filter.type === 'in') return { ...filter, negate: !filter.negate };
  return { type: 'not', arg: filter };
}

/** Which end of a list a count names: "the first 3", "top 2" or "the last 3", "bottom 2"; null when neither. */
function listEnd(r: QuestionReader): 'first' | 'last' | null {
  // The count's reading has usually used these words already ("top 2" is a limit), so the text is read.
  const end = /\b(first|top|last|bottom)\s+(?:\d{1,3}|two|three|four|five)\b/.exec(r.lower)?.[1];
  if (!end) return null;
  r.useWords(/^(first|top|last|bottom)$/);
  return end === 'first' || end === 'top' ? 'first' : 'last';
}

/** The question's filter, order and count applied within a scope's cut. */
export function withinScope(scope: ScreenScope, p: QuestionParts, r: QuestionReader, place: number | null): ScreenPlan {
  // The count first: "the two with the highest pe among them" counts with a word the line below uses up.
  const count = p.limit ?? bareCount(r);
  r.useWords(/^(keep|retain|filter|only|just|sort|sorted|rank|ranked|order|ordered|arrange|arranged|pick|take|choose|select|them|these|those|they|ones|one|of|which|among|two|three|both|all|list|out|from|in|here|this|earlier|previous)$/);
  // "remove the ones with roe below 18", "hide those with pe above 40": the rows kept are the others.
  const removing = r.useWords(/^(remove|removing|without|except|excluding)$/);
  // "remove the first 3", "drop top 2", "bottom 3 hata do": the rest of the rows, in the list's own order.
  const end = removing && count !== null && count < scope.limit && !p.sort && !p.conditions && p.companies.length === 0 ? listEnd(r) : null;
  if (end) {
    const rest = scope.limit - count!;
    return { kind: 'screen', country: 'IN', scope, filter: null, sort: scope.sort, limit: rest, columns: p.displayMetrics, ...(end === 'first' ? { offset: count! } : {}) };
  }
  const filters: ResearchFilter[] = [];
  // A universe the cut already holds ("3 fmcg stocks ... among the 10 largest" took fmcg into its cut) is not said again.
  const inCut = new Set((scope.filter ? (scope.filter.type === 'and' ? scope.filter.args : [scope.filter]) : []).map((f) => JSON.stringify(f)));
  const notInCut = (f: ResearchFilter) => !inCut.has(JSON.stringify(f));
  if (p.sectors.length > 0 && notInCut({ type: 'in', field: 'sector', values: p.sectors })) filters.push({ type: 'in', field: 'sector', values: p.sectors, ...(removing ? { negate: true } : {}) });
  if (p.indices.length > 0) filters.push({ type: 'in', field: 'index', values: p.indices, ...(removing ? { negate: true } : {}) });
  if (p.capTypes.length > 0) filters.push({ type: 'in', field: 'capType', values: p.capTypes });
  if (p.conditions) filters.push(removing ? without(p.conditions) : p.conditions);
  // "drop infy", "tcs ko hata do": the named companies taken out of the rows.
  if (removing && p.companies.length > 0) filters.push({ type: 'in', field: 'symbol', values: p.companies.map((c) => c.symbol), negate: true });
  // "highest roe among ...", "which one has the lowest pe": one company, unless the question counts or sorts them all.
  // ("those 10 banks, which has the best roe", "back to the earlier list, which one has the lowest d/e": "which
  // has", "which one" and a "which" at the end ask for one whatever noun names the list.)
  // ("going back to those stocks - highest roce?": a superlative asked as the whole question is one row too.)
  const asksOne = /(?:^|[-,:]\s*)(?:the\s+)?(?:highest|lowest|best|worst|cheapest|biggest|smallest)\s+[a-z/ ]+\?\s*$/i.test(r.question);
  const one = p.sort !== null && (asksOne || r.has(/\bwhich one\b|\bwhich\s*[?.!]*$/) || !r.has(/\b(stocks|companies|shares|firms|banks|ones|names|sort|sorted|rank|ranked|order|arrange|list|first|now)\b/) || r.has(/\b(which|who)( one| of (these|those|them)( [a-z]+)?)? (has|is|gives|pays|offers)\b/));
  const limit = place ? 1 : Math.min(scope.limit, count ?? (one ? 1 : scope.limit));
  // "roe top 3": a count with one metric named and no other order ranks by that metric.
  const byShown = !p.sort && count !== null && p.displayMetrics.length === 1 ? { metric: p.displayMetrics[0]!, direction: p.asksOrder === 'asc' ? ('asc' as const) : ('desc' as const) } : null;
  // "last 3", "bottom 2" of a list with no other order: its other end.
  const otherEnd = !p.sort && !byShown && count !== null && p.asksOrder === 'asc' ? { ...scope.sort, direction: scope.sort.direction === 'desc' ? ('asc' as const) : ('desc' as const) } : null;
  // "top 8 by div yield, zyada se kam" ("highest first"): the cut's own metric in the order said.
  const said = /\b(highest|biggest|largest|lowest|smallest) first\b/.exec(r.lower);
  const ownOrder = !p.sort && !byShown && !otherEnd && said && r.useWords(/^(highest|biggest|largest|lowest|smallest|first)$/)
    ? { metric: scope.sort.metric, direction: /^(lowest|smallest)$/.test(said[1]!) ? ('asc' as const) : ('desc' as const) }
    : null;
  const sort = p.sort ?? byShown ?? otherEnd ?? ownOrder ?? (place ? scope.sort : null);
  const columns = p.displayMetrics.filter((key) => key !== sort?.metric);
  return { kind: 'screen', country: 'IN', scope, filter: and(filters), sort, limit, columns, ...(place ? { offset: place - 1 } : {}) };
}
