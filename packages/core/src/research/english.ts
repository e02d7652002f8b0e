/**
 * The English question compiler: the reader's recognisers find indices, companies, metrics with their
 * conditions, periods, rankings, sorts, limits and sectors; this file picks the question's intent, builds
 * the typed plan (the same the query language produces), applies a follow-up to the previous plan, and
 * checks that every content word was used. A question it cannot fully account for is not answered with a
 * table: it says how it read the question and offers the closest readings. It never guesses numbers.
 */
import type { CompanyCandidate } from './companyIndex';
import { formatResearchQuery } from './formatQuery';
import { mergeFollowUp, type QuestionParts } from './followUp';
import { closestMetricNames, levenshtein, metricByKey, normalizeMetricName } from './metrics';
import { type CompanyRef, type ComparisonOperator, type ResearchFilter, type ResearchPeriod, type ResearchPlan, SCREEN_DEFAULT_LIMIT } from './plan';
import { type CompanyMention, type Mention, QuestionReader, type ReaderLexicon } from './questionReader';
import { restatePlan } from './restate';

export type EnglishLexicon = ReaderLexicon;

export interface ClarifyChoice {
  label: string;
  /** A full question that, asked as-is, runs this reading. */
  question: string;
}

export type EnglishResult =
  | { ok: true; plan: ResearchPlan; restated: string; corrections?: string[] }
  | { ok: false; kind: 'clarify'; restated: string; message: string; choices: ClarifyChoice[] }
  | { ok: false; kind: 'cannot'; restated: string; reason: string | null };

const DEFAULT_COMPARE_METRICS = ['marketCap', 'currentPrice', 'pe', 'pb', 'roe', 'roce', 'debtToEquity', 'dividendYield'];
const DEFAULT_HISTORY_ITEMS = ['sales', 'operatingProfit', 'netProfit', 'eps'];
const ADVICE = /\b(predict|prediction|predictions|forecast|will .*\b(go|rise|fall|reach|be|hit|crash|double|triple|grow)|next (year|month|week|quarter)|tomorrow|in future|should i|target price|recommend|recommendation|buy or sell|worth buying|good buy|multibaggers?|tips?|sure shot|invest in|to buy|to sell|buy now|sell now|right time|long term picks?|why did|why is|why are|why has)\b/;
const RETURN_WORDS = /^(returns?|returned|gain|gains|gained|gainers?|loss|losses|lost|losers?|perform|performance|performed|performing|performers?|moved|movers?|change|changed|up|down|rally|rallied|fell|fall|fallen|declined|winners?|rose|risen)$/;
const LOSER_WORDS = /^(losers?|loss|losses|lost|worst|bottom|fell|fall|fallen|declined|down|laggards?)$/;

interface Reading {
  plan: ResearchPlan | null;
  /** Why no plan, when there is none. */
  reason?: string;
  /** Plans that would answer it with one more thing said (which index to rank in). */
  alternatives?: ResearchPlan[];
}

export function compileEnglish(question: string, lexicon: EnglishLexicon, previous: ResearchPlan | null = null): EnglishResult {
  const r = new QuestionReader(question, lexicon);
  if (r.tokens.length === 0) return { ok: false, kind: 'cannot', restated: 'An empty question', reason: null };
  if (r.has(ADVICE)) return { ok: false, kind: 'cannot', restated: 'A forecast or advice question', reason: 'I report what the data holds; I do not forecast prices or recommend trades.' };

  const indices = r.indices();
  const capTypes = r.capTypes();
  const multi = r.companies(2);
  const debtFree = debtFreeCondition(r);
  const mentions = r.mentions();
  const conditions = conditionsOf(r, mentions);
  const rsi = rsiWord(r, mentions);
  if (rsi) conditions.filter = conditions.filter ? { type: 'and', args: [...(conditions.filter.type === 'and' ? conditions.filter.args : [conditions.filter]), rsi] } : rsi;
  if (debtFree) conditions.filter = conditions.filter ? { type: 'and', args: [...(conditions.filter.type === 'and' ? conditions.filter.args : [conditions.filter]), debtFree] } : debtFree;
  const period = r.period();
  const ranking = rankingOf(r, period !== null || mentions.some((m) => m.metric?.key === 'return1y' || m.metric?.key === 'return3y'));
  const sorted = r.sortOf(mentions, conditions.used);
  const limit = r.limit();
  const sectors = r.sectors();
  if (r.negatedSectors.length > 0) {
    const without: ResearchFilter = { type: 'in', field: 'sector', values: r.negatedSectors, negate: true };
    conditions.filter = conditions.filter ? { type: 'and', args: [without, ...(conditions.filter.type === 'and' ? conditions.filter.args : [conditions.filter])] } : without;
  }
  const companyMentions = [...multi, ...r.companies(1)].sort((a, b) => a.start - b.start);
  const ambiguous = companyMentions.find((m) => m.lookup.kind === 'ambiguous');
  if (ambiguous && ambiguous.lookup.kind === 'ambiguous') return askWhich(question, ambiguous, ambiguous.lookup.candidates);
  const companies: CompanyRef[] = [];
  for (const m of companyMentions) {
    if (m.lookup.kind !== 'one') continue;
    const c = m.lookup.company;
    if (!companies.some((x) => x.symbol === c.symbol && x.country === c.country)) companies.push({ symbol: c.symbol, country: c.country, name: c.name });
  }
  if (indices.absent.length > 0 && indices.known.length === 0) {
    const known = [...lexicon.indexNames].sort();
    return { ok: false, kind: 'cannot', restated: `Members of ${indices.absent[0]}`, reason: `The data has no index called "${indices.absent[0]}"${known.length ? `; it has ${known.join(', ')}` : ''}.` };
  }

  if (sorted && sorted.by && limit?.direction === 'asc') sorted.direction = 'asc';
  // "top 5 companies by roe above 30": the metric of a condition is also the order.
  let sortByCondition: { metric: string; direction: 'asc' | 'desc' } | null = null;
  if (!sorted) {
    for (const m of conditions.used) {
      const by = r.tokens[m.start - 1];
      if (by && !by.used && by.lower === 'by' && m.metric) {
        r.use(m.start - 1, m.start);
        sortByCondition = { metric: m.metric.key, direction: limit?.direction === 'asc' ? 'asc' : 'desc' };
        break;
      }
    }
  }
  const displayMention = mentions.filter((m) => !conditions.used.has(m) && m !== sorted?.mention);
  const parts: QuestionParts = {
    companies,
    indices: indices.known,
    sectors,
    capTypes,
    conditions: conditions.filter,
    sort: sorted ? { metric: resolveGrowth(sorted.mention, mentions), direction: sorted.direction } : sortByCondition,
    limit: limit?.limit ?? null,
    period,
    displayMetrics: [...new Set(displayMention.filter((m) => m.metric).map((m) => resolveGrowth(m, mentions)))],
    historyItems: [...new Set(displayMention.filter((m) => m.history).map((m) => m.history!.key))],
    wantsReturns: ranking !== null || r.useWords(RETURN_WORDS) || (r.has(/\bhow (did|has|have|is|was)\b/) && r.useWords(/^(do|done|doing|fare|fared|faring|go|gone)$/)),
    losers: ranking === 'asc' || limit?.direction === 'asc' || r.has(/\b(losers?|worst|fell|declined|laggards?)\b/),
    asksOrder: ranking ?? limit?.direction ?? null,
  };
  adjectives(r, parts);
  const subject = parts.companies.length > 0 || parts.indices.length > 0 || parts.sectors.length > 0 || parts.capTypes.length > 0 || parts.conditions !== null;
  if (!previous && !subject && (r.has(/\b(its|their|them|they|those|these)\b/) || ((parts.sort || parts.limit) && !r.has(/\b(companies|stocks|shares|firms|scrips|names)\b/)))) {
    const choices: ClarifyChoice[] = [];
    if (parts.sort || parts.limit) {
      const screen = screenPlan(parts, parts.sort, []);
      choices.push({ label: `${restatePlan(screen)} (all listed companies)`, question: formatResearchQuery(screen) });
    }
    return { ok: false, kind: 'clarify', restated: 'Nothing earlier in this chat to refer to', message: 'Which companies do you mean? Name them, or an index or sector.', choices };
  }
  // "fmcg 3 year sales growth top 5": a limit with one metric named and no other order ranks by that metric.
  if (!parts.sort && parts.limit && parts.displayMetrics.length === 1 && parts.companies.length === 0 && !parts.wantsReturns) {
    parts.sort = { metric: parts.displayMetrics[0]!, direction: limit?.direction ?? 'desc' };
    parts.displayMetrics = [];
  }
  // "which nifty 50 stock fell the most": one company asked for.
  if (!parts.limit && parts.companies.length === 0 && (parts.sort || parts.asksOrder) && r.has(/\b(which|what) (\w+ ){0,3}(stock|company|share|firm)\b/) && !r.has(/\b(stocks|companies|shares|firms)\b/)) {
    parts.limit = 1;
    r.useWords(/^(stock|company|share|firm)$/);
  }
  if (!parts.limit && parts.companies.length === 0 && (parts.sort || parts.asksOrder) && r.has(/\b(stock|company|share|firm) with the (highest|lowest|biggest|smallest|largest|best|worst|most|least)\b/)) parts.limit = 1;
  const followUp = previous && isFollowUp(r, parts) ? mergeFollowUp(previous, parts, r) : null;
  const reading = followUp ? { plan: followUp } : readPlan(r, parts, mentions);
  // "profit last year" is the latest annual figure; any other period a plan does not use is not swallowed.
  const lastYear = parts.period !== null && parts.period !== 'ytd' && parts.period.count === 1 && parts.period.unit === 'year' && reading.plan?.kind === 'compare';
  if (parts.period !== null && reading.plan && !usesPeriod(reading.plan) && !lastYear) r.releasePeriod();
  return account(question, r, reading);
}

/** Whether a plan holds the question's period: returns, a history, or a rank by the 1- or 3-year return. */
function usesPeriod(plan: ResearchPlan): boolean {
  if (plan.kind === 'returns' || plan.kind === 'history' || plan.kind === 'shareholding') return true;
  if (plan.kind === 'screen') return plan.sort?.metric === 'return1y' || plan.sort?.metric === 'return3y';
  return false;
}

/** Which of several companies a name means. */
function askWhich(question: string, mention: CompanyMention, candidates: CompanyCandidate[]): EnglishResult {
  const label = (c: CompanyCandidate) => `${c.name} (${c.symbol})`;
  const choices = candidates.map((c) => ({ label: label(c), question: `${question.slice(0, mention.text.length ? question.indexOf(mention.text) : 0)}${c.symbol}${question.slice(question.indexOf(mention.text) + mention.text.length)}` }));
  const names = candidates.map(label);
  return {
    ok: false,
    kind: 'clarify',
    restated: `"${mention.text}" fits more than one company`,
    message: `Did you mean ${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}?`,
    choices,
  };
}

/** The growth metric a periodless mention means: the period another mention of the same family gave, else 3 years. */
function resolveGrowth(mention: Mention, all: Mention[]): string {
  const key = mention.metric!.key;
  if (!mention.periodless) return key;
  const sibling = all.find((m) => m !== mention && !m.periodless && m.metric && m.metric.key.startsWith(`${mention.periodless}Growth`));
  return sibling?.metric?.key ?? key;
}

function isFollowUp(r: QuestionReader, parts: QuestionParts): boolean {
  const first = r.tokens[0]?.lower ?? '';
  if (/^(and|also|now|then|same|only|just|plus|but|vs|versus|add|include|instead)$/.test(first)) return true;
  if (r.has(/^(compare|compared) (it |them )?(with|to|against)\b/)) return true;
  if (r.has(/^(what|how) about\b/) || r.has(/\b(its|their|them|they|those|these|ones|same|it)\b/)) return true;
  const subject = parts.companies.length > 0 || parts.indices.length > 0 || parts.sectors.length > 0 || parts.capTypes.length > 0 || r.has(/\b(companies|stocks|shares|firms|scrips)\b/);
  return !subject;
}

function readPlan(r: QuestionReader, p: QuestionParts, mentions: Mention[]): Reading {
  const { companies, indices, sectors, capTypes, conditions, period } = p;
  if (p.sort) r.useWords(/^(rank|ranked|ranking|sort|sorted|order|ordered|arrange|list)$/);
  // "what is the pe of nifty 50": a figure of the index itself, which the data does not hold.
  if (indices.length === 1 && companies.length === 0 && !conditions && !p.sort && !p.limit && sectors.length === 0 && p.displayMetrics.length > 0 && !p.wantsReturns &&
      !r.has(/\b(stocks?|companies|company|shares?|members?|constituents?|names|scrips|firms)\b/)) {
    const alternative: ResearchPlan = { kind: 'screen', country: 'IN', filter: { type: 'in', field: 'index', values: indices }, sort: { metric: p.displayMetrics[0]!, direction: 'desc' }, limit: 50, columns: p.displayMetrics.slice(1) };
    return { plan: null, alternatives: [alternative], reason: `The data has no ${p.displayMetrics.map((k) => metricByKey(k)?.name ?? k).join(', ')} of the ${indices[0]} index itself, only of its companies.` };
  }
  const universe = sectors.length > 0 || capTypes.length > 0 || conditions !== null;
  const wantsShareholding = r.useWords(/^(shareholding|shareholdings|ownership|owns|owners|stake|stakes)$/) || r.has(/\bholding pattern\b/) ||
    (mentions.some((m) => ['promoterHolding', 'fiiHolding', 'diiHolding', 'pledgedPercentage'].includes(m.metric?.key ?? '')) && r.has(/\b(trend|history|over time|quarters?|changed?|pattern|over the years)\b/));
  const wantsConstituents = r.useWords(/^(constituents?|members?|components?|heavyweights)$/);
  const returnSort = p.sort && (p.sort.metric === 'return1y' || p.sort.metric === 'return3y') ? p.sort : null;
  const returnMetric = p.displayMetrics.find((key) => key === 'return1y' || key === 'return3y') ?? returnSort?.metric;
  if (returnSort && !p.asksOrder) p.asksOrder = returnSort.direction;

  // Shareholding of one company.
  if (wantsShareholding && companies.length >= 1 && !conditions) {
    const latest = r.has(/\b(latest|last|current|recent|this) quarter\b/) && !r.has(/\b\d+ quarters\b/);
    const span = latest ? { count: 1, period: 'quarterly' as const } : r.historySpan();
    r.useWords(/^(pattern|holding|holdings|trend|history|quarters?|changed?|over|time|how|has|who|latest|last|current|recent|this)$/);
    return { plan: { kind: 'shareholding', company: companies[0]!, quarters: span?.period === 'quarterly' || !span ? (span?.count ?? 8) : Math.min(40, span.count * 4) } };
  }
  // Price returns of named companies ("3 year return of HDFC Bank", "how did TCS do over 6 months").
  if (companies.length > 0 && !conditions && (period !== null || returnMetric) && (p.wantsReturns || returnMetric)) {
    const resolved = period ?? { count: returnMetric === 'return3y' ? 3 : 1, unit: 'year' as const };
    if (resolved === 'ytd') return { plan: null, reason: 'Year-to-date returns are not in the data; ask for a period such as 6 months or 1 year.' };
    if (returnMetric) p.displayMetrics = p.displayMetrics.filter((k) => k !== returnMetric);
    return { plan: { kind: 'returns', companies: companies.slice(0, 10), index: null, period: resolved, direction: 'desc', limit: Math.min(10, companies.length) } };
  }
  // Rankings by return: an index's gainers / losers over a period, or a screen on the 1- and 3-year returns.
  if (companies.length === 0 && (p.wantsReturns || p.asksOrder) && (period !== null || returnMetric) && !(p.sort && !returnSort)) {
    const direction = returnSort?.direction ?? (p.losers || p.asksOrder === 'asc' ? 'asc' : 'desc');
    const resolved = period ?? { count: returnMetric === 'return3y' ? 3 : 1, unit: 'year' as const };
    if (resolved === 'ytd') return { plan: null, reason: 'Year-to-date returns are not in the data; ask for a period such as 6 months or 1 year.' };
    const yearly = resolved.unit === 'year' && (resolved.count === 1 || resolved.count === 3) ? (resolved.count === 1 ? 'return1y' : 'return3y') : null;
    if (indices.length === 1 && !universe) {
      return { plan: { kind: 'returns', companies: [], index: indices[0]!, period: resolved, direction, limit: p.limit ?? 10 } };
    }
    if (!yearly) {
      const alternatives: ResearchPlan[] = universe ? [] : r.lexicon.indexNames.map((index) => ({ kind: 'returns', companies: [], index, period: resolved, direction, limit: p.limit ?? 10 }));
      return { plan: null, alternatives, reason: `Returns over ${resolved.count} ${resolved.unit}${resolved.count === 1 ? '' : 's'} are ranked within an index: name one (for example Nifty 50 or Nifty 500).` };
    }
    return { plan: screenPlan(p, { metric: yearly, direction }, [yearly]) };
  }
  // Members of an index.
  if (indices.length === 1 && !conditions && sectors.length === 0 && capTypes.length === 0 && companies.length === 0 && (wantsConstituents || (!p.sort && p.displayMetrics.length === 0))) {
    return { plan: { kind: 'constituents', index: indices[0]!, sort: p.sort ?? (p.limit ? { metric: 'marketCap', direction: 'desc' } : null), limit: p.limit ?? 500 } };
  }
  // One company over the years.
  if (companies.length === 1 && !conditions && (p.historyItems.length > 0 || p.displayMetrics.length === 0)) {
    const wantsHistory = p.historyItems.length > 0 && p.historyItems.length >= p.displayMetrics.length;
    // "last 5 years" is a history; "last year" is the latest annual figure (a lookup).
    const fromPeriod = period && period !== 'ytd' && period.unit === 'year' && period.count > 1 ? { count: Math.min(20, period.count), period: 'annual' as const } : null;
    const span = wantsHistory || p.displayMetrics.length === 0 ? (r.historySpan() ?? fromPeriod) : null;
    if (span) {
      const items = p.historyItems.length > 0 ? p.historyItems : DEFAULT_HISTORY_ITEMS;
      return { plan: { kind: 'history', company: companies[0]!, items, period: span.period, count: span.count } };
    }
  }
  // Companies side by side (or one company's figures).
  if (companies.length >= 1 && !conditions && sectors.length === 0 && indices.length === 0) {
    if (companies.length >= 2) r.useWords(/^(which|better|higher|lower|more|less|bigger|smaller|cheaper|costlier|stronger|larger|faster|growing|has|have|is|or|and|between|vs|versus|head|to|side|by|than)$/);
    const metrics = [...new Set([...p.displayMetrics, ...(p.sort ? [p.sort.metric] : [])])];
    return { plan: { kind: 'compare', companies: companies.slice(0, 10), metrics: metrics.length > 0 ? metrics : DEFAULT_COMPARE_METRICS } };
  }
  if (companies.length > 0) return { plan: null, reason: 'A question about named companies cannot also hold conditions on other companies.' };
  // A screen.
  if (!universe && indices.length === 0 && !p.sort && !p.limit) {
    if (mentions.length > 0) return { plan: null, reason: 'Name a company, or give a condition such as "ROE above 20".' };
    return { plan: null };
  }
  return { plan: screenPlan(p, p.sort, []) };
}

function screenPlan(p: QuestionParts, sort: { metric: string; direction: 'asc' | 'desc' } | null, extra: string[]): ResearchPlan {
  const filters: ResearchFilter[] = [];
  if (p.sectors.length > 0) filters.push({ type: 'in', field: 'sector', values: p.sectors });
  if (p.indices.length > 0) filters.push({ type: 'in', field: 'index', values: p.indices });
  if (p.capTypes.length > 0) filters.push({ type: 'in', field: 'capType', values: p.capTypes });
  if (p.conditions) filters.push(p.conditions);
  const filter = filters.length === 0 ? null : filters.length === 1 ? filters[0]! : ({ type: 'and', args: filters.flatMap((f) => (f.type === 'and' ? f.args : [f])) } as ResearchFilter);
  let finalSort = sort ?? { metric: 'marketCap', direction: 'desc' as const };
  if (!sort && p.asksOrder === 'asc') finalSort = { metric: 'marketCap', direction: 'asc' };
  const columns = [...p.displayMetrics, ...extra].filter((key) => key !== finalSort.metric && metricByKey(key));
  return { kind: 'screen', country: 'IN', filter, sort: finalSort, limit: p.limit ?? SCREEN_DEFAULT_LIMIT, columns: [...new Set(columns)] };
}

/** "best / top performing", "top gainers", "worst performers", "biggest losers": a ranking by return. */
function rankingOf(r: QuestionReader, overPeriod: boolean): 'asc' | 'desc' | null {
  if (overPeriod) {
    const best = r.tokens.findIndex((t) => !t.used && /^(best|strongest|worst|weakest|poorest)$/.test(t.lower));
    if (best >= 0) {
      const word = r.tokens[best]!.lower;
      r.use(best, best + 1);
      r.useWords(/^(performing|performers?|performance|gainers?|losers?|returns?)$/);
      return /^(best|strongest)$/.test(word) ? 'desc' : 'asc';
    }
  }
  for (let i = 0; i < r.tokens.length; i++) {
    const a = r.tokens[i]!;
    const b = r.tokens[i + 1];
    if (a.used) continue;
    const next = b && !b.used ? b.lower : '';
    if (/^(best|top|biggest|highest|strongest)$/.test(a.lower) && /^(performing|performers?|gainers?|movers?|returns?|winners?)$/.test(next)) {
      r.use(i, i + 2);
      return 'desc';
    }
    if (/^(worst|bottom|biggest|top|weakest|poorest|lowest)$/.test(a.lower) && /^(performing|performers?|losers?|fallers?|laggards?|returns?|decliners?)$/.test(next)) {
      r.use(i, i + 2);
      return /^(worst|weakest|poorest|lowest)$/.test(a.lower) || /^(losers?|fallers?|laggards?|decliners?)$/.test(next) ? 'asc' : 'desc';
    }
    const most = next === 'most' ? 2 : next === 'the' && r.tokens[i + 2]?.lower === 'most' ? 3 : 0;
    if (most && /^(fell|fallen|dropped|declined|lost|crashed|corrected|tanked)$/.test(a.lower)) {
      r.use(i, i + most);
      return 'asc';
    }
    if (most && /^(gained|rose|risen|rallied|jumped|climbed|surged|grew)$/.test(a.lower)) {
      r.use(i, i + most);
      return 'desc';
    }
    if (/^(gainers?|winners?|outperformers?)$/.test(a.lower)) {
      r.use(i, i + 1);
      return 'desc';
    }
    if (/^(losers?|laggards?|underperformers?|fallers?|decliners?)$/.test(a.lower)) {
      r.use(i, i + 1);
      return 'asc';
    }
  }
  return null;
}

interface Conditions {
  filter: ResearchFilter | null;
  used: Set<Mention>;
}

/** Comparisons of metrics with amounts or other metrics, and bare amounts ("above ₹50,000 Cr" is market cap). */
function conditionsOf(r: QuestionReader, mentions: Mention[]): Conditions {
  const used = new Set<Mention>();
  const groups: ResearchFilter[][] = [[]];
  let lastEnd = 0;
  let lastPriceOp: ComparisonOp | null = null;
  const push = (condition: ResearchFilter, start: number, end: number) => {
    const between = r.tokens.slice(lastEnd, start).map((t) => t.lower);
    if (between.includes('or') && groups[groups.length - 1]!.length > 0) {
      groups.push([]);
      r.use(lastEnd + between.indexOf('or'), lastEnd + between.indexOf('or') + 1);
    }
    else if (between.includes('and')) r.use(lastEnd + between.indexOf('and'), lastEnd + between.indexOf('and') + 1);
    groups[groups.length - 1]!.push(condition);
    r.use(start, end);
    lastEnd = end;
  };
  for (let m = 0; m < mentions.length; m++) {
    const mention = mentions[m]!;
    if (!mention.metric) continue;
    const metric = mention.metric.key;
    // "zero pledge", "nil debt"
    const zero = r.tokens[mention.start - 1];
    if (zero && !zero.used && /^(zero|nil|no)$/.test(zero.lower)) {
      push({ type: 'compare', metric, op: '=', value: 0 }, mention.start - 1, mention.end);
      used.add(mention);
      continue;
    }
    // "negative 3 year profit growth", "positive free cash flow"
    const sign = r.tokens[mention.start - 1];
    if (sign && !sign.used && /^(negative|positive)$/.test(sign.lower)) {
      push({ type: 'compare', metric, op: sign.lower === 'negative' ? '<' : '>', value: 0 }, mention.start - 1, mention.end);
      used.add(mention);
      continue;
    }
    // "1,00,000 cr market cap and above", "above 20% roe", "over 50,000 cr mcap"
    const before = amountBefore(r, mention.start);
    if (before) {
      const tail = r.tokens.slice(mention.end, mention.end + 2).map((t) => (t.used ? '' : t.lower)).join(' ');
      const trailing = /^(and above|or above|or more|and more|or higher|plus)/.test(tail) ? '>=' : /^(and below|or below|or less|and less|or lower)/.test(tail) ? '<=' : null;
      const op = before.op ?? trailing;
      if (op) {
        push({ type: 'compare', metric, op, value: before.value }, before.start, mention.end + (before.op ? 0 : trailing ? 2 : 0));
        used.add(mention);
        continue;
      }
    }
    let at = r.skipFillers(mention.end);
    // "mcap 20,000-50,000 cr", "pe 10 to 20"
    const low = r.amountAt(at);
    if (low) {
      const joiner = /^(to|and|-)$/.test(r.tokens[low.end]?.lower ?? '') ? 1 : 0;
      const high = r.amountAt(low.end + joiner);
      if (high && (joiner === 1 || r.tokens[low.end]!.start - r.tokens[low.end - 1]!.end === 1) && high.value > low.value) {
        push({ type: 'and', args: [{ type: 'compare', metric, op: '>=', value: low.value }, { type: 'compare', metric, op: '<=', value: high.value }] }, mention.start, high.end);
        used.add(mention);
        continue;
      }
    }
    if (r.tokens[at]?.lower === 'between' && !r.tokens[at]!.used) {
      const low = r.amountAt(at + 1);
      const high = low && /^(and|to|-)$/.test(r.tokens[low.end]?.lower ?? '') ? r.amountAt(low.end + 1) : null;
      if (low && high) {
        push({ type: 'and', args: [{ type: 'compare', metric, op: '>=', value: low.value }, { type: 'compare', metric, op: '<=', value: high.value }] }, mention.start, high.end);
        used.add(mention);
        continue;
      }
    }
    const comparator = r.comparatorAt(at);
    if (comparator) {
      at = r.skipFillers(comparator.end);
      const number = r.amountAt(at);
      if (number) {
        push({ type: 'compare', metric, op: comparator.op, value: number.value }, mention.start, number.end);
        used.add(mention);
        continue;
      }
      const other = mentions[m + 1];
      if (other?.metric && other.start === at) {
        push({ type: 'compare', metric, op: comparator.op, value: { metric: other.metric.key } }, mention.start, other.end);
        used.add(mention);
        used.add(other);
        m++;
        continue;
      }
    }
    // "pledge zero", "promoter pledge nil", "debt to equity 0"
    const zeroTail = r.tokens.slice(at + 1, at + 3).map((t) => t.lower).join(' ');
    if (/^(zero|nil|none|0)$/.test(r.tokens[at]?.lower ?? '') && !r.tokens[at]!.used && !/^(and|or|plus|%)/.test(zeroTail)) {
      push({ type: 'compare', metric, op: '=', value: 0 }, mention.start, at + 1);
      used.add(mention);
      continue;
    }
    // "ROE 20 and above", "ROE of 20% or more", "ROE 20+"
    const bare = r.amountAt(at);
    if (bare) {
      const tail = r.tokens.slice(bare.end, bare.end + 2).map((t) => (t.used ? '' : t.lower)).join(' ');
      const op = /^(and above|or above|or more|and more|or higher|plus|\+)/.test(tail) ? '>=' : /^(and below|or below|or less|and less|or lower)/.test(tail) ? '<=' : null;
      if (op) {
        const words = /^(plus|\+)/.test(tail) ? 1 : 2;
        push({ type: 'compare', metric, op, value: bare.value }, mention.start, bare.end + words);
        used.add(mention);
        continue;
      }
    }
    // "below their 200 DMA": the price against a price-level metric.
    if (mention.metric.unit === 'price' && metric !== 'currentPrice') {
      let back = mention.start - 1;
      while (back >= 0 && /^(the|their|its|a|both)$/.test(r.tokens[back]!.lower)) back--;
      const before = r.tokens[back];
      const op = before && !before.used ? ({ above: '>', over: '>', below: '<', under: '<' } as Record<string, ComparisonOp>)[before.lower] : undefined;
      if (op) {
        push({ type: 'compare', metric: 'currentPrice', op, value: { metric } }, back, mention.end);
        lastPriceOp = op;
        used.add(mention);
        continue;
      }
      if (lastPriceOp && before && before.lower === 'and') {
        push({ type: 'compare', metric: 'currentPrice', op: lastPriceOp, value: { metric } }, back, mention.end);
        used.add(mention);
        continue;
      }
    }
  }
  // Amounts with no metric: money in crores is market capitalisation, a rupee price is the share price.
  for (let i = 0; i < r.tokens.length; i++) {
    if (r.tokens[i]!.used) continue;
    const comparator = r.comparatorAt(i);
    if (!comparator) continue;
    const number = r.amountAt(comparator.end) ?? r.amountAt(r.skipFillers(comparator.end));
    if (!number || (number.unit !== 'crore' && number.unit !== 'rupees')) continue;
    let start = i;
    if (start > 0 && /^(cap|mcap|valued|valuation|worth|size)$/.test(r.tokens[start - 1]!.lower) && !r.tokens[start - 1]!.used) start--;
    push({ type: 'compare', metric: number.unit === 'crore' ? 'marketCap' : 'currentPrice', op: comparator.op, value: number.value }, start, number.end);
  }
  const ors = groups.filter((g) => g.length > 0).map((g) => (g.length === 1 ? g[0]! : ({ type: 'and', args: g } as ResearchFilter)));
  const filter = ors.length === 0 ? null : ors.length === 1 ? ors[0]! : ({ type: 'or', args: ors } as ResearchFilter);
  return { filter, used };
}
type ComparisonOp = '>' | '<';

/** Adjectives that are a sort or a condition: cheapest, most expensive, biggest, smallest, profitable, loss-making. */
function adjectives(r: QuestionReader, p: QuestionParts): void {
  const conditions: ResearchFilter[] = [];
  for (let i = 0; i < r.tokens.length; i++) {
    const t = r.tokens[i]!;
    if (t.used) continue;
    const next = r.tokens[i + 1];
    const two = next && !next.used ? `${t.lower} ${next.lower}` : '';
    if (/^(cheapest|cheap|undervalued|lowest valued)$/.test(t.lower) && !p.sort) {
      p.sort = { metric: 'pe', direction: 'asc' };
      conditions.push({ type: 'compare', metric: 'pe', op: '>', value: 0 });
      r.use(i, i + 1);
    } else if (/^(most expensive|most overvalued|highest valued)$/.test(two) && !p.sort) {
      p.sort = { metric: 'pe', direction: 'desc' };
      r.use(i, i + 2);
    } else if (/^(costliest|priciest|overvalued|expensive)$/.test(t.lower) && !p.sort) {
      p.sort = { metric: 'pe', direction: 'desc' };
      r.use(i, i + 1);
    } else if (/^(most valuable|most valued)$/.test(two) && !p.sort) {
      p.sort = { metric: 'marketCap', direction: 'desc' };
      r.use(i, i + 2);
    } else if (/^(fastest|fast|quickest|rapidly|high)$/.test(t.lower) && /^(growing|growth|grower|growers)$/.test(next?.lower ?? '') && !next?.used) {
      const metric = p.sort?.metric === 'netProfit' || r.has(/\b(profit|earnings)\b/) ? 'profitGrowth3y' : 'salesGrowth3y';
      p.sort = { metric, direction: 'desc' };
      r.use(i, i + 2);
    } else if (/^(biggest|largest|top|leading)$/.test(t.lower) && p.sort && p.sort.direction === 'desc') {
      r.use(i, i + 1);
    } else if (/^(smallest|lowest|bottom)$/.test(t.lower) && p.sort) {
      p.sort = { ...p.sort, direction: 'asc' };
      r.use(i, i + 1);
    } else if (/^(biggest|largest|big|large|top|leading)$/.test(t.lower) && !p.sort && !p.wantsReturns) {
      p.sort = { metric: 'marketCap', direction: 'desc' };
      r.use(i, i + 1);
    } else if (/^(smallest|tiniest)$/.test(t.lower) && !p.sort && !p.wantsReturns) {
      p.sort = { metric: 'marketCap', direction: 'asc' };
      r.use(i, i + 1);
    } else if (/^(profitable|profit-making|profitmaking)$/.test(t.lower)) {
      conditions.push({ type: 'compare', metric: 'netProfit', op: '>', value: 0 });
      r.use(i, i + 1);
    } else if (/^(loss-making|lossmaking|loss making)$/.test(t.lower) || two === 'loss making') {
      conditions.push({ type: 'compare', metric: 'netProfit', op: '<', value: 0 });
      r.use(i, two === 'loss making' ? i + 2 : i + 1);
    }
  }
  if (conditions.length > 0) {
    const args = [...(p.conditions ? (p.conditions.type === 'and' ? p.conditions.args : [p.conditions]) : []), ...conditions];
    p.conditions = args.length === 1 ? args[0]! : { type: 'and', args };
  }
}

/** An amount just before a metric, with its comparator if one precedes it: "above 20% ROE", "1 lakh cr market cap". */
function amountBefore(r: QuestionReader, metricStart: number): { value: number; op: ComparisonOperator | null; start: number } | null {
  for (let start = Math.max(0, metricStart - 4); start < metricStart; start++) {
    if (!r.free(start, metricStart)) continue;
    const comparator = r.comparatorAt(start);
    const from = comparator ? comparator.end : start;
    const amount = r.amountAt(from);
    if (amount && amount.end === metricStart) return { value: amount.value, op: comparator?.op ?? null, start };
  }
  return null;
}

/** "oversold" is RSI below 30 and "overbought" RSI above 70, unless the question gives its own RSI level. */
function rsiWord(r: QuestionReader, mentions: Mention[]): ResearchFilter | null {
  const at = r.tokens.findIndex((t) => !t.used && /^(oversold|overbought)$/.test(t.lower));
  if (at < 0) return null;
  const word = r.tokens[at]!.lower;
  r.use(at, at + 1);
  if (mentions.some((m) => m.metric?.key === 'rsi')) return null;
  return { type: 'compare', metric: 'rsi', op: word === 'oversold' ? '<' : '>', value: word === 'oversold' ? 30 : 70 };
}

/** "debt free", "debt-free", "zero debt", "no debt": no borrowings (debt to equity of 0). */
function debtFreeCondition(r: QuestionReader): ResearchFilter | null {
  for (let i = 0; i < r.tokens.length; i++) {
    const t = r.tokens[i]!;
    const next = r.tokens[i + 1]?.lower ?? '';
    const width = /^(debt-free|debtfree|zero-debt)$/.test(t.lower) ? 1 : (t.lower === 'debt' && next === 'free') || (/^(zero|no|nil)$/.test(t.lower) && next === 'debt') ? 2 : 0;
    if (width === 0 || !r.free(i, i + width)) continue;
    r.use(i, i + width);
    return { type: 'compare', metric: 'debtToEquity', op: '=', value: 0 };
  }
  return null;
}

/** The answer of a reading: the plan when every content word was used, else how it was read and the closest readings. */
function account(question: string, r: QuestionReader, reading: Reading): EnglishResult {
  const unused = r.unused();
  if (reading.plan && unused.length === 0) {
    return { ok: true, plan: reading.plan, restated: restatePlan(reading.plan), ...(r.corrections.length ? { corrections: r.corrections } : {}) };
  }
  const words = unused.map((t) => t.text);
  const choices: ClarifyChoice[] = [];
  for (const token of unused) {
    const named = r.lexicon.companies.lookup(token.text, { allowPrefix: true, allowSymbol: false });
    const candidates = named ? (named.kind === 'one' ? [named.company] : named.candidates) : [];
    for (const company of candidates.slice(0, 4)) {
      choices.push({ label: `${company.name} (${company.symbol})`, question: replaceAt(question, token.start, token.end, company.symbol) });
    }
    for (const company of r.closeCompanies(token).slice(0, 3)) {
      choices.push({ label: `${company.name} (${company.symbol})`, question: replaceAt(question, token.start, token.end, company.symbol) });
    }
    const metric = closeMetric(token.text);
    if (metric) choices.push({ label: metric, question: replaceAt(question, token.start, token.end, metric) });
  }
  if (reading.plan) {
    const restated = restatePlan(reading.plan);
    choices.push({ label: restated, question: formatResearchQuery(reading.plan) });
    return {
      ok: false,
      kind: 'clarify',
      restated: `Read as: ${restated} (without ${quoteList(words)})`,
      message: `I could not use ${quoteList(words)} in this question. Did you mean one of these?`,
      choices: dedupe(choices),
    };
  }
  if (choices.length > 0) {
    return { ok: false, kind: 'clarify', restated: `Not understood: ${quoteList(words)}`, message: `I do not know ${quoteList(words)}. Did you mean one of these?`, choices: dedupe(choices) };
  }
  if (reading.alternatives?.length && unused.length === 0) {
    return {
      ok: false,
      kind: 'clarify',
      restated: reading.reason ?? 'One more thing is needed',
      message: 'Did you mean one of these?',
      choices: reading.alternatives.map((alternative) => ({ label: restatePlan(alternative), question: formatResearchQuery(alternative) })),
    };
  }
  const reason = reading.reason ?? (words.length > 0 ? `The data has nothing called ${quoteList(words)}.` : null);
  return { ok: false, kind: 'cannot', restated: words.length > 0 ? `Not understood: ${quoteList(words)}` : 'Not understood', reason };
}

function closeMetric(word: string): string | null {
  if (word.length < 4) return null;
  const [best] = closestMetricNames(word, 1);
  if (!best) return null;
  const typed = normalizeMetricName(word);
  const candidate = normalizeMetricName(best);
  return levenshtein(typed, candidate) <= (typed.length >= 8 ? 2 : 1) ? best : null;
}

const replaceAt = (text: string, start: number, end: number, by: string) => `${text.slice(0, start)}${by}${text.slice(end)}`;
const quoteList = (words: string[]) => words.map((w) => `"${w}"`).join(', ');
const dedupe = (choices: ClarifyChoice[]) => choices.filter((c, i) => choices.findIndex((d) => d.question === c.question) === i).slice(0, 5);

export type { QuestionParts };
export type { ResearchPeriod };
