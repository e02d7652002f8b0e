/**
 * The English question compiler: the reader's recognisers find indices, companies, metrics with their
 * conditions, periods, rankings, sorts, limits and sectors; this file picks the question's intent, builds
 * the typed plan (the same the query language produces), applies a follow-up to the previous plan, and
 * checks that every content word was used. A question it cannot fully account for is not answered with a
 * table: it says how it read the question and offers the closest readings. It never guesses numbers.
 */
import { keepChatNames } from './chatNames';
import { readChatWords } from './chatWords';
import { keepLetterNames, leftoverCompanies, settleByPeers } from './readerCompanies';
import type { CompanyCandidate } from './companyIndex';
import { formatResearchQuery } from './formatQuery';
import { companiesOf, mergeFollowUp, onlyNames, type QuestionParts } from './followUp';
import { EARLIER_LIST, ordinalOf, ROW_REFERENCE, SHOWN_ROWS, scopeOf, scopeOfAnswer, splitScope, withinScope } from './englishScopes';
import { closestMetricNames, levenshtein, metricByKey, normalizeMetricName } from './metrics';
import { type CompanyRef, historyItemByKey, type ResearchFilter, type ResearchPeriod, type ResearchPlan, SCREEN_DEFAULT_LIMIT, type ScreenScope } from './plan';
import { type CompanyMention, type Mention, QuestionReader, type ReaderLexicon } from './questionReader';
import { metricName, restatePlan } from './restate';
import { normalizeIndexName } from './sectors';
import { adjectives, conditionsOf, debtFreeCondition, rankingOf, rsiWord } from './englishConditions';
import { leverageWords, qualitativeConditions, sizeWords } from './englishQualities';

export type EnglishLexicon = ReaderLexicon;

export interface ClarifyChoice {
  label: string;
  /** A full question that, asked as-is, runs this reading. */
  question: string;
}

/** The smaller listings a name also begins, when it was answered for the largest ("tvs": TVS Motor). */
export interface OtherListings {
  /** The words of the question that named the company. */
  name: string;
  /** The same question about each of the others. */
  choices: ClarifyChoice[];
}

export type EnglishResult =
  | { ok: true; plan: ResearchPlan; restated: string; corrections?: string[]; otherListings?: OtherListings }
  | { ok: false; kind: 'clarify'; restated: string; message: string; choices: ClarifyChoice[] }
  | { ok: false; kind: 'cannot'; restated: string; reason: string | null };

const DEFAULT_COMPARE_METRICS = ['marketCap', 'currentPrice', 'pe', 'pb', 'roe', 'roce', 'debtToEquity', 'dividendYield'];
const DEFAULT_HISTORY_ITEMS = ['sales', 'operatingProfit', 'netProfit', 'eps'];
/** Dividends per share, ex-dates and record dates: not in the data (only each year's total payout is). */
const PER_SHARE_DIVIDENDS = /\b(dividends? (per share|history|record|dates?|paid per share|har saal)|(dps|dividend per share)\b|ex[- ]?(dividend|dates?|date)|record dates?|har saal .*dividend)\b/;
const ADVICE = /\bwhich (one |stock |share |company )?(is|would be|will be|'s) (the )?(better|best)\b(?! (on|by|in terms of|wrt|when it comes to) )|\b(predict|prediction|predictions|forecast|will .*\b(go|rise|fall|reach|be|hit|crash|double|triple|grow|cross|touch|breach|break|beat|outperform|underperform|recover|rally|bounce)|next (year|month|week|quarter)|tomorrow|in future|should i|target price|recommend|recommendation|buy or sell|worth buying|good buy|multibaggers?|tips?(?! (?:music|films|industries))|sure shot|invest in|to buy|to sell|buy now|sell now|right time|long term picks?|why did|why is|why are|why has|(is|are|was) (it|that|this|they|these|those|\w+) (cheap|expensive|overvalued|undervalued|fairly valued|good|bad|safe|risky)\b)\b/;
/** Nouns for one company ("which psu bank has the lowest pe") and for several. */
const ONE_COMPANY = 'stock|company|share|firm|bank|lender|insurer|scrip|player|counter';
const MANY_COMPANIES = /\b(stocks|companies|shares|firms|banks|lenders|insurers|scrips|players|counters|ones|names)\b/;
const WHICH_ONE = new RegExp(`\\b(which|what) (\\w+ ){0,3}(${ONE_COMPANY})\\b`);
const ONE_WITH_THE_MOST = new RegExp(`\\b(${ONE_COMPANY}) with (the )?(highest|lowest|biggest|smallest|largest|best|worst|most|least)\\b`);
const SUPERLATIVE_ONE = new RegExp(`\\b(best|top|worst|cheapest|biggest|largest|smallest|costliest|highest|lowest)( \\w+){0,3} (${ONE_COMPANY})\\b`);
const OF_THE_TOP = /\bof (the )?(top|largest|biggest|first) (\d+|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty)\b/;
const RETURN_WORDS = /^(returns?|returned|gain|gains|gained|gainers?|loss|losses|lost|losers?|perform|performance|performed|performing|performers?|moved|movers?|change|changed|up|down|rally|rallied|fell|fall|fallen|declined|winners?|rose|risen)$/;

interface Reading {
  plan: ResearchPlan | null;
  /** Why no plan, when there is none. */
  reason?: string;
  /** Plans that would answer it with one more thing said (which index to rank in). */
  alternatives?: ResearchPlan[];
}

/** What a chat holds besides the previous plan. */
export interface EnglishContext {
  /** The symbols of the rows the previous answer showed: a follow-up may rank or filter within them. */
  previousRows?: readonly string[];
  /** The plan answered before the previous one: "the two" may reach back two turns. */
  earlier?: ResearchPlan | null;
  /** A cut the question is read within (the scope a question named, "among the 20 biggest companies"). */
  within?: ScreenScope;
}

export function compileEnglish(typed: string, lexicon: EnglishLexicon, previous: ResearchPlan | null = null, context: EnglishContext = {}): EnglishResult {
  // Hinglish and chat shorthand are read as English first; choices offered are questions in that English.
  const named = keepChatNames(keepLetterNames(typed, lexicon.companies), lexicon.companies, readChatWords);
  const question = named.restore(readChatWords(named.text));
  if (!context.within) {
    const scoped = compileScoped(question, lexicon);
    if (scoped) return scoped;
  }
  const r = new QuestionReader(question, lexicon);
  if (r.tokens.length === 0) return { ok: false, kind: 'cannot', restated: 'An empty question', reason: null };
  const next = previous ? nextRows(previous, r) : null;
  if (next) return account(question, r, { plan: next });
  if (r.has(PER_SHARE_DIVIDENDS)) {
    return { ok: false, kind: 'cannot', restated: 'Per-share dividends or their dates', reason: 'The data holds each year\'s total dividend payout (₹ Cr) in the statements, not dividends per share, ex-dates or record dates.' };
  }
  if (r.has(ADVICE)) return { ok: false, kind: 'cannot', restated: 'A forecast or advice question', reason: 'I report what the data holds; I do not forecast prices or recommend trades.' };

  const indices = r.indices();
  const capTypes = r.capTypes();
  const multi = r.companies(2);
  const debtFree = debtFreeCondition(r);
  const mentions = r.mentions();
  // "profit growth of tcs over 5 yrs": a 3- or 5-year period apart from periodless growth words is their period.
  const growthYears = r.growthPeriodApart(mentions);
  const conditions = conditionsOf(r, mentions);
  r.displayUnits();
  const rsi = rsiWord(r, mentions);
  if (rsi) conditions.filter = conditions.filter ? { type: 'and', args: [...(conditions.filter.type === 'and' ? conditions.filter.args : [conditions.filter]), rsi] } : rsi;
  if (debtFree) conditions.filter = conditions.filter ? { type: 'and', args: [...(conditions.filter.type === 'and' ? conditions.filter.args : [conditions.filter]), debtFree] } : debtFree;
  conditions.filter = qualitativeConditions(r, mentions, conditions.used, conditions.filter);
  const found = r.period();
  const period = growthYears !== null && found !== null && found !== 'ytd' && found.unit === 'year' && found.count === growthYears ? null : found;
  const ranking = rankingOf(r, period !== null || mentions.some((m) => m.metric?.key === 'return1y' || m.metric?.key === 'return3y'));
  const sorted = r.sortOf(mentions, conditions.used);
  const limit = r.limit();
  const sectors = r.sectors();
  if (r.negatedSectors.length > 0) {
    const without: ResearchFilter = { type: 'in', field: 'sector', values: r.negatedSectors, negate: true };
    conditions.filter = conditions.filter ? { type: 'and', args: [without, ...(conditions.filter.type === 'and' ? conditions.filter.args : [conditions.filter])] } : without;
  }
  const companyMentions = settleByPeers([...multi, ...r.companies(1)].sort((a, b) => a.start - b.start), lexicon.companies);
  // "makeindia etf vs hdfcsml250": "etf" after a fund's name only says what it is.
  for (const m of companyMentions) if (m.lookup.kind === 'one' && /^etfs?$/.test(r.tokens[m.end]?.lower ?? '')) r.use(m.end, m.end + 1);
  const ambiguous = companyMentions.find((m) => m.lookup.kind === 'ambiguous');
  if (ambiguous && ambiguous.lookup.kind === 'ambiguous') return askWhich(question, ambiguous, ambiguous.lookup.candidates);
  const companies: CompanyRef[] = [];
  for (const m of companyMentions) {
    if (m.lookup.kind !== 'one') continue;
    const c = m.lookup.company;
    if (!companies.some((x) => x.symbol === c.symbol && x.country === c.country)) companies.push({ symbol: c.symbol, country: c.country, name: c.name });
  }
  const absentIndex = (): EnglishResult => {
    const known = [...lexicon.indexNames].sort();
    return { ok: false, kind: 'cannot', restated: `Members of ${indices.absent[0]}`, reason: `The data has no index called "${indices.absent[0]}"${known.length ? `; it has ${known.join(', ')}` : ''}.` };
  };
  // An index the data holds only the close series of ("nifty bank 6 month return"): only its own return is answered.
  const seriesOnly = indices.known.length === 0 ? indices.absent.filter((name) => (lexicon.indexSeriesNames ?? []).some((s) => normalizeIndexName(s) === normalizeIndexName(name))) : [];
  if (indices.absent.length > 0 && indices.known.length === 0 && seriesOnly.length === 0) return absentIndex();

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
    indices: seriesOnly.length > 0 ? seriesOnly.slice(0, 1) : indices.known,
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
  // "goldbees vs silverbees 1 year": funds have no statements, so a period said of them alone asks for their return.
  if (!parts.wantsReturns && parts.period && parts.period !== 'ytd' && parts.companies.length > 0 && parts.companies.every((c) => /\b(etf|bees|fund)\b/i.test(c.name ?? '')) &&
      parts.displayMetrics.length === 0 && parts.historyItems.length === 0 && !parts.sort) parts.wantsReturns = true;
  leverageWords(r, parts);
  sizeWords(r, parts);
  adjectives(r, parts);
  const ordinal = ordinalOf(r);
  // Within a cut: the one the question named, or the rows the previous answer showed ("sort these by debt").
  // "those 10 banks" after another question: the list of that count two turns back.
  const counted = /\b(?:those|these|that|the same) (\d{1,3})\b/.exec(r.lower);
  const earlierCut = context.earlier ? scopeOfAnswer(context.earlier, undefined) : null;
  const countedBack = counted !== null && previous !== null && !scopeOfAnswer(previous, context.previousRows) && earlierCut?.limit === Number(counted[1]);
  if (countedBack && parts.limit === earlierCut!.limit) parts.limit = null;
  const earlierList = !context.within && context.earlier && parts.companies.length === 0 && (r.has(EARLIER_LIST) || countedBack) ? earlierCut : null;
  const rowsScope =
    earlierList ??
    (!context.within && previous && (parts.companies.length === 0 ? r.has(ROW_REFERENCE) || meansTheRows(parts, r) : r.has(/\b(remove|excluding|except|without)\b/))
      ? scopeOfAnswer(previous, context.previousRows, r.has(SHOWN_ROWS) || reversesRows(previous, parts, r))
      : null);
  const scope = context.within ?? rowsScope;
  // "those 10 sorted by pe": the list's own count only names it.
  if (scope && counted && Number(counted[1]) === scope.limit) r.useWords(new RegExp(`^${counted[1]}$`));
  if (scope) return account(question, r, { plan: withinScope(scope, parts, r, ordinal?.place ?? null) });
  const subject = parts.companies.length > 0 || parts.indices.length > 0 || parts.sectors.length > 0 || parts.capTypes.length > 0 || parts.conditions !== null;
  // "top 10 by roe" is a ranking of every listed company; "top 10" or "sort by roe" alone refer to something earlier.
  const rankingOfAll = parts.sort !== null && parts.limit !== null && r.has(/^(top|bottom|best|worst|highest|lowest|largest|biggest|smallest)\b/);
  if (!previous && !subject && (r.has(/\b(its|their|them|they|those|these|which one|the two|of the two)\b/) || ((parts.sort || parts.limit) && !rankingOfAll && !ordinal && !r.has(/\b(companies|company|stocks|stock|shares|firms|scrips|names)\b/)))) {
    const choices: ClarifyChoice[] = [];
    if (parts.sort || parts.limit) {
      const screen = screenPlan(parts, parts.sort, []);
      choices.push({ label: `${restatePlan(screen)} (all listed companies)`, question: formatResearchQuery(screen) });
    }
    return { ok: false, kind: 'clarify', restated: 'Nothing earlier in this chat to refer to', message: 'Which companies do you mean? Name them, or an index or sector.', choices };
  }
  // "fmcg 3 year sales growth top 5": a limit with one metric named and no other order ranks by that metric.
  // But "roe of top 10 banks" is the ROE of the ten largest: the count belongs to the companies after "of".
  // ("top 5 it stocks and their roe": "their" shows the figure beside the five, it does not rank them.)
  if (!parts.sort && parts.limit && parts.displayMetrics.length === 1 && parts.companies.length === 0 && !parts.wantsReturns && !r.has(OF_THE_TOP) && !r.has(/\b(their|its|along with|together with)\b/)) {
    parts.sort = { metric: parts.displayMetrics[0]!, direction: limit?.direction ?? 'desc' };
    parts.displayMetrics = [];
  }
  // "which nifty 50 stock fell the most": one company asked for.
  if (!parts.limit && parts.companies.length === 0 && (parts.sort || parts.asksOrder) && r.has(WHICH_ONE) && !r.has(MANY_COMPANIES)) {
    parts.limit = 1;
    r.useWords(/^(stock|company|share|firm)$/);
  }
  if (!parts.limit && parts.companies.length === 0 && (parts.sort || parts.asksOrder) && r.has(ONE_WITH_THE_MOST)) parts.limit = 1;
  // "paper stocks, which one is the cheapest": "which one" asks for one company whatever plural came before it
  // (a count said as well is the count: "which one is cheapest, top 3 by pe").
  // ("sabse jyada opm kiska hai": a "which" left at the end asks the same.)
  if (parts.companies.length === 0 && (parts.sort || parts.asksOrder) && (r.has(/\bwhich one\b/) || r.has(/\bwhich\s*[?.!]*$/))) {
    parts.limit ??= 1;
    r.useWords(/^one$/);
  }
  // "who has the highest roe among banks": one company asked for.
  if (!parts.limit && parts.companies.length === 0 && (parts.sort || parts.asksOrder) && r.has(/^(who|which|what) (has|have|had|is|gives|pays|offers) the (highest|lowest|biggest|smallest|largest|best|worst|most|least|cheapest)\b/) &&
      !r.has(/\b(stocks|companies|shares|firms|ones|names)\b/)) parts.limit = 1;
  // "best pharma stock by roce": a superlative before one (singular) company.
  if (!parts.limit && parts.companies.length === 0 && parts.sort && r.has(SUPERLATIVE_ONE) &&
      !r.has(MANY_COMPANIES)) {
    parts.limit = 1;
    r.useWords(/^(stock|company|share|firm)$/);
  }
  // "which of the two": the companies of the last two answers, when each named one.
  // (A plural pronoun after "X pe / and Y?" means the two as well: "and their d/e, which one is lower?".)
  // ("X pe / and Y? / inme se kiska d/e kam hai": "among these" after two single-company answers is the two as well.)
  // ("X roe / Y roe / compare karo": "compare" with no company named compares the two as well.)
  const pairWords = r.has(/\b(the two|these two|those two|both|their|them|they|among these|of these|from these|in these)\b/) || (parts.companies.length === 0 && r.has(/^(?:now\s+)?(?:compare|comparison)\b/));
  const earlierCompanies = context.earlier && previous && pairWords && companiesOf(previous).length === 1 ? companiesOf(context.earlier) : [];
  const against = earlierCompanies.length === 1 && previous && earlierCompanies[0]!.symbol !== companiesOf(previous)[0]!.symbol
    ? ({ kind: 'compare', companies: [...earlierCompanies, ...companiesOf(previous)], metrics: previous.kind === 'compare' ? previous.metrics : ['marketCap', 'currentPrice', 'pe', 'roe'] } as ResearchPlan)
    : previous;
  if (against !== previous) r.useWords(/^(two|both)$/);
  const followUp = against && !standsAlone(r, parts) && (isFollowUp(r, parts) || onlyNames(against, parts)) ? mergeFollowUp(against, parts, r) : null;
  const read = followUp ? { plan: followUp } : readPlan(r, parts, mentions);
  if (seriesOnly.length > 0 && !(read.plan?.kind === 'returns' && read.plan.indexItself)) return absentIndex();
  // "third biggest IT company": the place in the ranking; another plan leaves the word unread.
  const reading = ordinal && read.plan?.kind === 'screen' && !read.plan.scope ? { plan: { ...read.plan, offset: ordinal.place - 1, limit: 1 } } : read;
  if (ordinal && reading === read) r.tokens[ordinal.at]!.used = false;
  // "which etf gave the best returns - niftybees, juniorbees": "etf" says what the named funds are.
  if (reading.plan?.kind === 'returns' && reading.plan.companies.length > 0) r.useWords(/^(etf|etfs|fund|funds)$/);
  // "profit last year" is the latest annual figure; any other period a plan does not use is not swallowed.
  const lastYear = parts.period !== null && parts.period !== 'ytd' && parts.period.count === 1 && parts.period.unit === 'year' && reading.plan?.kind === 'compare' &&
    (parts.displayMetrics.length > 0 || parts.historyItems.length > 0);
  if (parts.period !== null && reading.plan && !usesPeriod(reading.plan) && !lastYear) r.releasePeriod();
  return account(question, r, reading, otherListingsOf(question, companyMentions, reading.plan));
}

/**
 * "sort these by market cap, smallest first" after a list already ranked by market cap: the rows shown, the other
 * way round (ranking the whole set that way would be another question, the smallest of them all).
 */
function reversesRows(previous: ResearchPlan, p: QuestionParts, r: QuestionReader): boolean {
  if (previous.kind !== 'screen' || !p.sort || !r.has(/\b(these|them|those)\b/)) return false;
  const shown = previous.sort ?? { metric: 'marketCap', direction: 'desc' };
  return p.sort.metric === shown.metric && p.sort.direction !== shown.direction;
}

/** Words that say which end of a ranking comes first. */
const ORDER_SAID = /\b(first|asc|ascending|desc|descending|low to high|high to low|cheap\w*|costl\w*|expensive|dear\w*|pricey|highest|lowest|top|bottom|best|worst|most|least|increasing|decreasing|upwards|downwards|reverse)\b/;

/**
 * "sort em by pb", "psu banks sorted by pe": a valuation ranked with no direction said. Investors read it both ways
 * (cheapest first, or the richest valuations first), so the answer asks which, offering both.
 */
function bothWays(question: string, r: QuestionReader, plan: ResearchPlan): EnglishResult | null {
  if (!r.unsureOrder || plan.kind !== 'screen' || plan.sort?.metric !== r.unsureOrder || ORDER_SAID.test(r.lower)) return null;
  const name = metricName(plan.sort.metric);
  const asked = question.replace(/[\s?.!]+$/, '');
  return {
    ok: false,
    kind: 'clarify',
    // The plan as read, its order left open: "the 10 sorted by P/E (lowest or highest first?)".
    restated: restatePlan({ ...plan, sort: { ...plan.sort, direction: 'asc' } })
      .replace(`with the lowest ${name}`, `sorted by ${name} (lowest or highest first?)`)
      .replace('(lowest first)', '(lowest or highest first?)'),
    message: `Lowest ${name} first (the cheapest) or highest first?`,
    choices: [
      { label: `Lowest ${name} first`, question: `${asked}, lowest first` },
      { label: `Highest ${name} first`, question: `${asked}, highest first` },
    ],
  };
}

/** "next 10", "show 5 more", "aur 5" after a ranking: the rows that come after the ones shown, in the same order. */
function nextRows(previous: ResearchPlan, r: QuestionReader): ResearchPlan | null {
  if (previous.kind !== 'screen' || previous.scope) return null;
  const asked = /^(?:(?:and|now|ok|okay|then|its|also|show|give|list)\s+)*(?:me\s+)?(?:the\s+)?(?:next\s+(\d{1,3})|(\d{1,3})\s+more)(?:\s+(?:please|pls|plz|ones|stocks|companies|names))?\s*[?.!]*$/.exec(r.lower);
  if (!asked) return null;
  r.useWords(/^(and|now|ok|okay|then|its|also|show|give|list|me|the|next|more|please|pls|plz|ones|stocks|companies|names|\d{1,3})$/);
  return { ...previous, offset: (previous.offset ?? 0) + previous.limit, limit: Number(asked[1] ?? asked[2]) };
}

/**
 * Whether a follow-up with no universe of its own works on the rows shown, though it names none of them:
 * "now by market cap, largest first" (an order said for the rows, which end goes first), a condition alone, one
 * company asked for, the list's other end. A bare "now by roe" asks for a new ranking instead.
 */
function meansTheRows(p: QuestionParts, r: QuestionReader): boolean {
  const universe = p.indices.length + p.sectors.length + p.capTypes.length > 0;
  // "pe 50 se kam wale", "with roe above 30" alone after a cut: the rows that meet it.
  if (!universe && p.conditions !== null) return true;
  // "bottom 3", "last 5" alone after a list: the list's other end.
  if (!universe && p.sort === null && r.has(/^(?:(?:now|ok|and|then|just|only)\s+)?(?:the\s+)?(?:bottom|last)\s+\d{1,3}(?:\s+(?:which|who|ones|stocks|companies|names|please|pls))?\s*[?.!]*$/)) return true;
  // "lowest debt wala kaun", "who has the best roe": one company asked for after a list is one of its rows.
  if (!universe && p.sort !== null && r.has(ASKS_WHICH)) return true;
  return !universe && p.sort !== null && r.has(/\b(largest|biggest|smallest|highest|lowest|best|worst) (first|on top|at the top)\b/);
}

/** A question asking which company: "which has ...", "who is ...", "whose roe ...", or a "which" left at the end. */
const ASKS_WHICH = /^(?:(?:and|now|ok|okay|so|then)\s+)?(?:which|who|whose)\b(?! (?:stocks|companies|shares|firms|names)\b)|\b(?:which|who)\s*[?.!]*$/;

/** Words of a "which of these is higher" question over companies named side by side: the comparison shows it. */
export const COMPARISON_WORDS = /^(which|whose|who|one|better|higher|lower|more|less|bigger|smaller|cheaper|costlier|stronger|larger|faster|growing|has|have|is|gives|give|gave|pays|pay|paid|offers|offer|or|and|between|vs|versus|head|to|side|by|than)$/;

/** The symbols a plan answers about by name. */
function namedSymbols(plan: ResearchPlan): string[] {
  if (plan.kind === 'history' || plan.kind === 'shareholding') return [plan.company.symbol];
  if (plan.kind === 'compare' || plan.kind === 'returns') return plan.companies.map((c) => c.symbol);
  return [];
}

/** The question with one company's words replaced by another's symbol. */
const askedAbout = (question: string, mention: CompanyMention, symbol: string) => {
  const at = mention.text.length ? question.indexOf(mention.text) : 0;
  return `${question.slice(0, at)}${symbol}${question.slice(at + mention.text.length)}`;
};

/** For the first name answered as its largest listing while it begins others too: the same question about them. */
function otherListingsOf(question: string, mentions: CompanyMention[], plan: ResearchPlan | null): OtherListings | undefined {
  if (!plan) return undefined;
  const named = namedSymbols(plan);
  for (const mention of mentions) {
    const lookup = mention.lookup;
    if (lookup.kind !== 'one' || !lookup.others?.length || !named.includes(lookup.company.symbol)) continue;
    const choices = lookup.others.map((c) => ({ label: `${c.name} (${c.symbol})`, question: askedAbout(question, mention, c.symbol) }));
    return { name: mention.text, choices };
  }
  return undefined;
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
  const choices = candidates.map((c) => ({ label: label(c), question: askedAbout(question, mention, c.symbol) }));
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

/**
 * A question that stands on its own in a chat: it names its companies (two or more, or one with what to show)
 * or its universe with a condition, and neither points back ("its", "them") nor starts as a follow-up does
 * ("and ...", "what about ...", "compare with ..."). "tcs quarterly results" after "reliance share price" is
 * a new question, not the price of TCS.
 */
function standsAlone(r: QuestionReader, p: QuestionParts): boolean {
  if (r.has(/\b(its|their|them|they|those|these|ones|same|it|both|the two)\b/) || r.has(/^(what|how) about\b/) || r.has(/^(compare|compared) (it |them )?(with|to|against)\b/)) return false;
  if (/^(and|also|now|then|same|only|just|plus|but|vs|versus|add|include|instead|with|without|except|excluding|over|for|in)$/.test(r.tokens[0]?.lower ?? '')) return false;
  const asks = p.displayMetrics.length > 0 || p.historyItems.length > 0 || p.sort !== null || p.conditions !== null || p.wantsReturns || p.period !== null ||
    r.has(/\b(quarterly|annual|yearly|results|history|shareholding|holdings?|trend|constituents|members)\b/);
  if (p.companies.length > 0) return p.companies.length >= 2 || asks;
  const universe = p.indices.length + p.sectors.length + p.capTypes.length > 0;
  return universe && (p.conditions !== null || (p.sort !== null && p.limit !== null));
}

/** A question naming a cut ("among the 20 biggest companies"): the rest of it read within that cut, or null. */
function compileScoped(question: string, lexicon: EnglishLexicon): EnglishResult | null {
  const split = splitScope(question);
  if (!split) return null;
  // "among 10 largest": a cut without its noun counts companies.
  const bare = /^(?:the\s+)?(?:(?:top|first|largest|biggest)\s+\d{1,3}|\d{1,3}\s+[a-z]+)$/i.test(split.cut.trim());
  const cut = compileEnglish(bare ? `${split.cut} companies` : split.cut, lexicon);
  // "among the top 10": the largest by market cap, as the top 10 companies are.
  const ranked = cut.ok && cut.plan.kind === 'screen' && !cut.plan.sort && cut.plan.limit !== SCREEN_DEFAULT_LIMIT ? { ...cut.plan, sort: { metric: 'marketCap', direction: 'desc' as const } } : cut.ok ? cut.plan : null;
  const scope = ranked ? scopeOf(ranked) : null;
  if (!scope) return null;
  // "3 fmcg stocks with the least d/e among the 10 largest": a cut naming no universe is taken in the rest's.
  // ("how many banks among the top 20 companies": a universe the rest only filters by stays a filter within the cut.)
  if (!scope.filter) {
    const rest = compileEnglish(split.rest, lexicon);
    const ranks = rest.ok && rest.plan.kind === 'screen' && (rest.plan.limit !== SCREEN_DEFAULT_LIMIT || (rest.plan.sort !== null && rest.plan.sort.metric !== 'marketCap'));
    const universe = ranks && rest.ok && rest.plan.kind === 'screen' ? universeOf(rest.plan.filter) : null;
    if (universe) scope.filter = universe;
  }
  const within = compileEnglish(split.rest, lexicon, null, { within: scope });
  if (within.ok || within.kind !== 'clarify') return within;
  // A question back offers whole questions: the cut said again with what each choice asks within it.
  const whole = (asked: string) => (question.includes(split.rest) ? question.replace(split.rest, asked) : `${split.cut}, ${asked}`);
  return { ...within, choices: within.choices.map((choice) => ({ ...choice, question: whole(choice.question) })) };
}

/** The sectors, indices and cap types a filter keeps companies to (its universe), or null when it names none. */
function universeOf(filter: ResearchFilter | null): ResearchFilter | null {
  if (!filter) return null;
  const parts = (filter.type === 'and' ? filter.args : [filter]).filter((f) => f.type === 'in' && !f.negate && (f.field === 'sector' || f.field === 'index' || f.field === 'capType'));
  return parts.length === 0 ? null : parts.length === 1 ? parts[0]! : { type: 'and', args: parts };
}

/** The metrics a filter of comparisons tests, or null when it holds anything else (a sector, an index, a negation). */
function comparedMetrics(filter: ResearchFilter): string[] | null {
  if (filter.type === 'compare') return [filter.metric, ...(typeof filter.value === 'object' ? [filter.value.metric] : [])];
  if (filter.type !== 'and') return null;
  const parts = filter.args.map(comparedMetrics);
  return parts.every((m): m is string[] => m !== null) ? parts.flat() : null;
}

function isFollowUp(r: QuestionReader, parts: QuestionParts): boolean {
  const first = r.tokens[0]?.lower ?? '';
  if (/^(and|also|now|then|same|only|just|plus|but|vs|versus|add|include|instead)$/.test(first)) return true;
  if (r.has(/^(compare|compared) (it |them )?(with|to|against)\b/)) return true;
  if (r.has(/^(what|how) about\b/) || r.has(/\b(its|their|them|they|those|these|ones|same|it)\b/)) return true;
  const subject = parts.companies.length > 0 || parts.indices.length > 0 || parts.sectors.length > 0 || parts.capTypes.length > 0 || r.has(/\b(companies|stocks|shares|firms|scrips)\b/);
  return !subject;
}

const HOLDER_METRICS = ['promoterHolding', 'fiiHolding', 'diiHolding', 'pledgedPercentage'];

/**
 * "fii dii holding in icici bank", "fii/dii holding": holder groups written as one compound name how the company
 * is held, which the shareholding pattern answers; joined by a word ("fii and dii holding", "fii n dii hldg") they
 * ask for those figures.
 */
function asksHolderSplit(r: QuestionReader, mentions: Mention[]): boolean {
  const holders = mentions.filter((m) => m.metric && HOLDER_METRICS.includes(m.metric.key)).sort((a, b) => a.start - b.start);
  if (holders.length < 2 || mentions.some((m) => m.metric && !HOLDER_METRICS.includes(m.metric.key))) return false;
  // "fii hldg, dii hldg": each group with its own noun, or a comma between them, asks for the figures.
  const ownNoun = (m: Mention) => r.tokens.slice(m.start, m.end).some((t) => /^(holding|holdings|stake|stakes)$/.test(t.lower));
  if (holders.every(ownNoun)) return false;
  return holders.slice(1).some((m, k) => {
    const before = r.tokens[holders[k]!.end - 1]!;
    const between = r.question.slice(before.end, r.tokens[m.start]!.start);
    return (m.start === holders[k]!.end && !/[,;&]/.test(between)) || before.lower.includes('/');
  });
}

function readPlan(r: QuestionReader, p: QuestionParts, mentions: Mention[]): Reading {
  const { companies, indices, sectors, capTypes, conditions, period } = p;
  if (p.sort) r.useWords(/^(rank|ranked|ranking|sort|sorted|order|ordered|arrange|list)$/);
  // "nifty 3 year return": the 1- or 3-year return read as a metric, asked of the index alone, is the index's own.
  const ownYearly = p.displayMetrics.length === 1 && (p.displayMetrics[0] === 'return1y' || p.displayMetrics[0] === 'return3y') ? p.displayMetrics[0] : null;
  if (indices.length === 1 && companies.length === 0 && !conditions && !p.sort && sectors.length === 0 && capTypes.length === 0 && ownYearly && asksIndexItself(r, p)) {
    return { plan: { kind: 'returns', companies: [], index: indices[0]!, indexItself: true, period: { count: ownYearly === 'return1y' ? 1 : 3, unit: 'year' }, direction: 'desc', limit: 1 } };
  }
  // "what is the pe of nifty 50": a figure of the index itself, which the data does not hold.
  if (indices.length === 1 && companies.length === 0 && !conditions && !p.sort && !p.limit && sectors.length === 0 && p.displayMetrics.length > 0 && !p.wantsReturns &&
      !r.has(/\b(stocks?|companies|company|shares?|members?|constituents?|names|scrips|firms)\b/)) {
    const alternative: ResearchPlan = { kind: 'screen', country: 'IN', filter: { type: 'in', field: 'index', values: indices }, sort: { metric: p.displayMetrics[0]!, direction: 'desc' }, limit: 50, columns: p.displayMetrics.slice(1) };
    return { plan: null, alternatives: [alternative], reason: `The data has no ${p.displayMetrics.map((k) => metricByKey(k)?.name ?? k).join(', ')} of the ${indices[0]} index itself, only of its companies.` };
  }
  const universe = sectors.length > 0 || capTypes.length > 0 || conditions !== null;
  // "who holds ITC shares", "who owns HDFC Bank", "major shareholders of TCS": the shareholding pattern.
  const whoHolds = r.has(/\bwho (holds?|owns?|are the (major |main |big )?(share)?holders)\b/) && r.useWords(/^(who|hold|holds|own|owns)$/);
  const wantsShareholding = r.useWords(/^(shareholding|shareholdings|ownership|owns|owners|stake|stakes|shareholders?|holders|investors)$/) || whoHolds || r.has(/\bholding pattern\b/) ||
    (mentions.some((m) => HOLDER_METRICS.includes(m.metric?.key ?? '')) && r.has(/\b(trend|history|over time|quarters?|changed?|pattern|over the years)\b/)) ||
    asksHolderSplit(r, mentions);
  const wantsConstituents = r.useWords(/^(constituents?|members?|components?|heavyweights)$/);
  // Statement lines asked for that no metric holds (net margin, interest, reserves): only a history shows them.
  const lines = [...new Set(mentions.filter((m) => m.history && !m.metric && p.historyItems.includes(m.history.key)).map((m) => m.history!.key))];
  const returnSort = p.sort && (p.sort.metric === 'return1y' || p.sort.metric === 'return3y') ? p.sort : null;
  const returnMetric = p.displayMetrics.find((key) => key === 'return1y' || key === 'return3y') ?? returnSort?.metric;
  if (returnSort && !p.asksOrder) p.asksOrder = returnSort.direction;

  // Shareholding of one company.
  if (wantsShareholding && companies.length >= 1 && !conditions) {
    const latest = r.has(/\b(latest|last|current|recent|this) quarter\b/) && !r.has(/\b\d+ quarters\b/);
    const span = latest ? { count: 1, period: 'quarterly' as const } : r.historySpan();
    r.useWords(/^(pattern|holding|holdings|trend|history|quarters?|changed?|over|time|how|has|who|latest|last|current|recent|this|major|main|key|big|biggest|largest)$/);
    return { plan: { kind: 'shareholding', company: companies[0]!, quarters: span?.period === 'quarterly' || !span ? (span?.count ?? 8) : Math.min(40, span.count * 4) } };
  }
  // Price returns of named companies ("3 year return of HDFC Bank", "how did TCS do over 6 months").
  // "niftybees vs juniorbees returns": returns named with no period are over a year.
  const namedReturns = companies.length > 0 && p.wantsReturns && period === null && !returnMetric && r.has(/\breturns?\b/) && p.displayMetrics.length === 0 && p.historyItems.length === 0;
  if (companies.length > 0 && !conditions && (period !== null || returnMetric || namedReturns) && (p.wantsReturns || returnMetric)) {
    const resolved = period ?? { count: returnMetric === 'return3y' ? 3 : 1, unit: 'year' as const };
    if (resolved === 'ytd') return { plan: null, reason: 'Year-to-date returns are not in the data; ask for a period such as 6 months or 1 year.' };
    if (returnMetric) p.displayMetrics = p.displayMetrics.filter((k) => k !== returnMetric);
    if (companies.length >= 2) r.useWords(COMPARISON_WORDS);
    return { plan: { kind: 'returns', companies: companies.slice(0, 10), index: null, period: resolved, direction: 'desc', limit: Math.min(10, companies.length) } };
  }
  // Rankings by return: an index's gainers / losers over a period, or a screen on the 1- and 3-year returns.
  if (companies.length === 0 && (p.wantsReturns || p.asksOrder) && (period !== null || returnMetric) && !(p.sort && !returnSort)) {
    const direction = returnSort?.direction ?? (p.losers || p.asksOrder === 'asc' ? 'asc' : 'desc');
    const resolved = period ?? { count: returnMetric === 'return3y' ? 3 : 1, unit: 'year' as const };
    if (resolved === 'ytd') return { plan: null, reason: 'Year-to-date returns are not in the data; ask for a period such as 6 months or 1 year.' };
    const yearly = resolved.unit === 'year' && (resolved.count === 1 || resolved.count === 3) ? (resolved.count === 1 ? 'return1y' : 'return3y') : null;
    if (indices.length === 1 && !universe) {
      if (asksIndexItself(r, p)) return { plan: { kind: 'returns', companies: [], index: indices[0]!, indexItself: true, period: resolved, direction: 'desc', limit: 1 } };
      // "best performing nifty 50 stock in 3 months", "top gainer": one company asked for.
      const one = !p.limit && r.has(/\b(stock|company|share|gainer|loser|performer|scrip)\b/) && !r.has(MANY_COMPANIES) && !r.has(/\b(gainers|losers|performers)\b/);
      if (one) r.useWords(/^(stock|company|share|scrip)$/);
      return { plan: { kind: 'returns', companies: [], index: indices[0]!, period: resolved, direction, limit: p.limit ?? (one ? 1 : 10) } };
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
    const read = wantsHistory || p.displayMetrics.length === 0 ? r.historySpan() : null;
    // "annual profit last 10 years": the count of the period read first, not the default of the word "annual".
    const counted = read && !read.counted && fromPeriod ? (read.period === 'annual' ? fromPeriod : { count: Math.min(40, fromPeriod.count * 4), period: 'quarterly' as const }) : read;
    // "tcs net margin": a statement line with no metric of its own is shown over the default years, not dropped.
    const span = counted ?? (wantsHistory || p.displayMetrics.length === 0 ? fromPeriod : null) ?? (lines.length > 0 ? { count: 5, period: 'annual' as const } : null);
    if (span) {
      const items = p.historyItems.length > 0 ? p.historyItems : DEFAULT_HISTORY_ITEMS;
      return { plan: { kind: 'history', company: companies[0]!, items, period: span.period, count: span.count } };
    }
  }
  // Companies side by side (or one company's figures).
  if (companies.length >= 1 && !conditions && sectors.length === 0 && indices.length === 0) {
    if (lines.length > 0) return { plan: null, reason: `${lines.map((key) => historyItemByKey(key)?.name ?? key).join(', ')} is in the yearly statements: ask for one company at a time.` };
    // "top 2 of tcs, infy and wipro": a comparison shows every company named; a smaller count is not dropped.
    if (companies.length >= 2 && p.limit !== null && p.limit < companies.length) {
      return { plan: null, reason: `A comparison shows all ${companies.length} companies named; ask for them without the count of ${p.limit}.` };
    }
    // "which is bigger, tcs or infy": size is the market value.
    const size = companies.length >= 2 && p.displayMetrics.length === 0 && !p.sort && r.has(/\b(bigger|larger|smaller|biggest|largest|smallest)\b/) ? ['marketCap'] : [];
    if (companies.length >= 2) r.useWords(COMPARISON_WORDS);
    const metrics = [...new Set([...p.displayMetrics, ...(p.sort ? [p.sort.metric] : []), ...size])];
    return { plan: { kind: 'compare', companies: companies.slice(0, 10), metrics: metrics.length > 0 ? metrics : DEFAULT_COMPARE_METRICS } };
  }
  // "are abbott india and pfizer debt free?", "is itc's pe below 30": a test of named companies is answered with the
  // figures it tests, side by side, for the reader to see (the plan never says yes or no on its own).
  const tested = conditions && sectors.length === 0 && indices.length === 0 ? comparedMetrics(conditions) : null;
  if (companies.length >= 1 && tested) {
    if (companies.length >= 2) r.useWords(COMPARISON_WORDS);
    return { plan: { kind: 'compare', companies: companies.slice(0, 10), metrics: [...new Set([...tested, ...p.displayMetrics])] } };
  }
  if (companies.length > 0) return { plan: null, reason: 'A question about named companies cannot also hold conditions on other companies.' };
  // A screen.
  if (!universe && indices.length === 0 && !p.sort && !p.limit) {
    if (mentions.length > 0) return { plan: null, reason: 'Name a company, or give a condition such as "ROE above 20".' };
    return { plan: null };
  }
  return { plan: screenPlan(p, p.sort, []) };
}

/** Words that ask about an index's members rather than the index ("nifty 50 gainers", "which nifty stocks fell"). */
const MEMBER_WORDS = /\b(stocks?|companies|company|shares|members?|constituents?|names|scrips|counters|gainers?|losers?|performers?|movers?|winners?|laggards?|which|who|whose)\b/;

/** "nifty 3 year return", "how did nifty bank do in 6 months": the index's own return (no count, order or members named). */
function asksIndexItself(r: QuestionReader, p: QuestionParts): boolean {
  return p.limit === null && p.asksOrder === null && !p.losers && !r.has(MEMBER_WORDS);
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
  return { kind: 'screen', country: 'IN', filter, sort: finalSort, limit: p.limit ?? SCREEN_DEFAULT_LIMIT, columns: [...new Set(columns)], ...(p.limit === SCREEN_DEFAULT_LIMIT ? { cut: true } : {}) };
}

/** Ranking and counting words that stay unread are no company's name. */
const LEFTOVER_WORDS = /^(best|top|worst|good|great|better|one|ones|high|higher|highest|low|lower|lowest|big|bigger|biggest|small|smaller|smallest|most|least|keep|only)$/;

/** The answer of a reading: the plan when every content word was used, else how it was read and the closest readings. */
function account(question: string, r: QuestionReader, reading: Reading, otherListings?: OtherListings): EnglishResult {
  const unused = r.unused();
  const unsure = reading.plan && unused.length === 0 ? bothWays(question, r, reading.plan) : null;
  if (unsure) return unsure;
  if (reading.plan && unused.length === 0) {
    const readings = r.readings.length ? ` (${r.readings.join('; ')})` : '';
    return {
      ok: true,
      plan: reading.plan,
      restated: `${restatePlan(reading.plan)}${readings}`,
      ...(r.corrections.length ? { corrections: r.corrections } : {}),
      ...(otherListings ? { otherListings } : {}),
    };
  }
  const words = unused.map((t) => t.text);
  const choices: ClarifyChoice[] = [];
  for (const token of unused) {
    // A common word left over ("best", "one") is not offered as the company it begins (Best Agrolife, One 97).
    const candidates = LEFTOVER_WORDS.test(token.lower) ? [] : leftoverCompanies(r, token);
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
