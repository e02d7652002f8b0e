/**
 * The English question compiler: a deterministic pass that finds entities (indices, market-cap types,
 * metrics with their comparisons, sort and limit phrases, companies, sectors, periods), then picks the
 * question's intent and builds the same typed plan the query language produces. It never guesses numbers:
 * a plan only names filters and columns; the executor reads every value from the tables.
 */
import { COMPARATOR_PHRASES, CRORE_WORDS, FILLER_WORDS, NOT_COMPANY_WORDS } from './englishWords';
import { findMetric, metricByKey, type MetricDefinition, normalizeMetricName, RESEARCH_METRICS } from './metrics';
import {
  type CompanyRef,
  type ComparisonOperator,
  HISTORY_ITEMS,
  type HistoryItem,
  type ResearchFilter,
  type ResearchPeriod,
  type ResearchPlan,
  SCREEN_DEFAULT_LIMIT,
} from './plan';
import { normalizeIndexName, SECTOR_ALIASES } from './sectors';

export interface EnglishLexicon {
  /** The company some words mean (exact symbol, or the start of a company's name), or null. */
  resolveCompany(text: string): (CompanyRef & { name?: string }) | null;
  /** Index names the data has ("NIFTY 50", "NIFTY BANK"). */
  indexNames: readonly string[];
  /** Sector and industry names the data has (matched as whole phrases). */
  sectorNames?: readonly string[];
}

export type EnglishResult = { ok: true; plan: ResearchPlan } | { ok: false; reason: string | null };

interface Token {
  text: string;
  lower: string;
  used: boolean;
}

interface Mention {
  start: number;
  end: number; // exclusive
  metric?: MetricDefinition;
  history?: HistoryItem;
}

const DEFAULT_COMPARE_METRICS = ['marketCap', 'currentPrice', 'pe', 'pb', 'roe', 'roce', 'debtToEquity', 'dividendYield'];
const DEFAULT_HISTORY_ITEMS = ['sales', 'operatingProfit', 'netProfit', 'eps'];
const PERIOD_WORDS: Record<string, ResearchPeriod['unit']> = { day: 'day', days: 'day', d: 'day', week: 'week', weeks: 'week', w: 'week', wk: 'week', month: 'month', months: 'month', m: 'month', mo: 'month', year: 'year', years: 'year', y: 'year', yr: 'year', yrs: 'year' };
const FORECAST = /\b(predict|prediction|forecast|will .*\b(go|rise|fall|reach|be|hit|crash)|next (year|month|week|quarter)|tomorrow|in future|should i|target price|recommend|buy or sell|worth buying|good buy)\b/;
const INDEX_ALIASES: Record<string, string> = { banknifty: 'NIFTY BANK', niftyit: 'NIFTY IT', nifty: 'NIFTY 50' };
/** Words after "Nifty" that do not name an index ("Nifty stocks" means the Nifty 50). */
const AFTER_BARE_NIFTY = new Set(['stocks', 'stock', 'companies', 'company', 'shares', 'constituents', 'members', 'components', 'index', 'gainers', 'losers', 'over', 'in', 'with', 'and', 'or', 'top', 'below', 'above', 'that', 'which', 'where']);

function tokenize(question: string): Token[] {
  const pattern = /\d{1,3}(?:,\d{2,3})+(?:\.\d+)?%?|\d+(?:\.\d+)?%?[a-zA-Z]*|[A-Za-z₹][A-Za-z0-9&\-/.']*|>=|<=|[<>=]/g;
  const tokens: Token[] = [];
  for (const match of question.matchAll(pattern)) {
    let text = match[0].replace(/'s$/i, '').replace(/[.']+$/, '');
    if (!text) continue;
    if (text === '₹') continue;
    if (text.startsWith('₹')) text = text.slice(1);
    tokens.push({ text, lower: text.toLowerCase(), used: false });
  }
  return tokens;
}

/** Phrase dictionary: normalized spelling -> metric and/or history item. */
const PHRASES = (() => {
  const map = new Map<string, { metric?: MetricDefinition; history?: HistoryItem }>();
  for (const metric of RESEARCH_METRICS) {
    for (const spelling of [metric.name, ...metric.aliases]) {
      const key = normalizeMetricName(spelling);
      map.set(key, { ...map.get(key), metric });
    }
  }
  for (const item of HISTORY_ITEMS) {
    for (const spelling of [item.name, ...item.aliases]) {
      const key = normalizeMetricName(spelling);
      map.set(key, { ...map.get(key), history: item });
    }
  }
  // Plurals and common short forms.
  map.set('margins', { metric: findMetric('OPM'), history: HISTORY_ITEMS.find((h) => h.key === 'opm') });
  map.set('marketcaps', map.get('marketcap')!);
  return map;
})();
const MAX_PHRASE = 6;

class Compiler {
  readonly tokens: Token[];
  readonly lower: string;
  constructor(
    readonly question: string,
    readonly lexicon: EnglishLexicon,
  ) {
    this.tokens = tokenize(question);
    this.lower = this.tokens.map((t) => t.lower).join(' ');
  }

  private free(start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (!this.tokens[i] || this.tokens[i]!.used) return false;
    return true;
  }
  private use(start: number, end: number): void {
    for (let i = start; i < end; i++) this.tokens[i]!.used = true;
  }
  has(pattern: RegExp): boolean {
    return pattern.test(this.lower);
  }

  /** Index names (longest first), by whole tokens ignoring spaces: "Nifty 50", "NIFTY50", "Bank Nifty". */
  indices(): string[] {
    const found: string[] = [];
    const names = [...this.lexicon.indexNames].sort((a, b) => normalizeIndexName(b).length - normalizeIndexName(a).length);
    for (let i = 0; i < this.tokens.length; i++) {
      for (let len = Math.min(5, this.tokens.length - i); len >= 1; len--) {
        if (!this.free(i, i + len)) continue;
        const key = normalizeIndexName(this.tokens.slice(i, i + len).map((t) => t.text).join(' '));
        let name = names.find((n) => normalizeIndexName(n) === key);
        const bare = key === 'nifty' && this.tokens[i + 1] && !AFTER_BARE_NIFTY.has(this.tokens[i + 1]!.lower) && !/^\d/.test(this.tokens[i + 1]!.text);
        if (!name && INDEX_ALIASES[key] && !bare) name = names.find((n) => n === INDEX_ALIASES[key]);
        if (name) {
          if (!found.includes(name)) found.push(name);
          this.use(i, i + len);
          break;
        }
      }
    }
    return found;
  }

  capTypes(): string[] {
    const found: string[] = [];
    for (let i = 0; i < this.tokens.length; i++) {
      const t = this.tokens[i]!;
      if (t.used) continue;
      const glued = /^(large|mid|small|micro|mega|nano)-?caps?$/.exec(t.lower);
      const split = /^(large|mid|small|micro|mega|nano)-?$/.exec(t.lower) && /^caps?$/.test(this.tokens[i + 1]?.lower ?? '');
      if (glued || split) {
        const word = (glued?.[1] ?? t.lower.replace('-', ''))!;
        const value = `${word[0]!.toUpperCase()}${word.slice(1)} Cap`;
        if (!found.includes(value)) found.push(value);
        this.use(i, split ? i + 2 : i + 1);
      }
    }
    return found;
  }

  /** "Nifty Bank" when the data has no such index: the words of an index it does not know, or null. */
  unknownIndex(): string | null {
    for (let i = 0; i < this.tokens.length; i++) {
      const t = this.tokens[i]!;
      if (t.used || !/^(nifty|sensex|bse|cnx)$/.test(t.lower)) continue;
      const next = this.tokens[i + 1];
      if (t.lower === 'nifty' && (!next || AFTER_BARE_NIFTY.has(next.lower))) continue;
      return [t.text, ...(next && !next.used && !AFTER_BARE_NIFTY.has(next.lower) ? [next.text] : [])].join(' ');
    }
    return null;
  }

  mentions(): Mention[] {
    const mentions: Mention[] = [];
    for (let i = 0; i < this.tokens.length; i++) {
      for (let len = Math.min(MAX_PHRASE, this.tokens.length - i); len >= 1; len--) {
        if (!this.free(i, i + len)) continue;
        const words = this.tokens.slice(i, i + len);
        // A number alone is never a metric, and an operator is never part of one ("ROE >" is ROE, then ">").
        if (len === 1 && /^\d/.test(words[0]!.text)) continue;
        if (words.some((w) => !/^[A-Za-z0-9]/.test(w.text))) continue;
        const entry = PHRASES.get(normalizeMetricName(words.map((t) => t.text).join(' ')));
        if (!entry) continue;
        mentions.push({ start: i, end: i + len, ...entry });
        this.use(i, i + len);
        i += len - 1;
        break;
      }
    }
    return mentions;
  }

  comparatorAt(at: number): { op: ComparisonOperator; end: number } | null {
    for (const [words, op] of COMPARATOR_PHRASES) {
      if (words.every((w, k) => this.tokens[at + k]?.lower === w)) return { op, end: at + words.length };
    }
    return null;
  }

  skipFillers(at: number): number {
    while (this.tokens[at] && FILLER_WORDS.has(this.tokens[at]!.lower) && !this.tokens[at]!.used) at++;
    return at;
  }

  /** A number at `at`: "20", "20%", "50,000", "500cr", "1 lakh crore", "10k"; money in crores. */
  numberAt(at: number): { value: number; end: number } | null {
    const t = this.tokens[at];
    if (!t || t.used) return null;
    const match = /^(-?\d[\d,]*(?:\.\d+)?)(%|cr|crores?|k|l|lakh)?$/i.exec(t.text);
    if (!match) return null;
    let value = Number.parseFloat(match[1]!.replace(/,/g, ''));
    const suffix = match[2]?.toLowerCase();
    let end = at + 1;
    if (suffix === 'k') value *= 1000;
    const next = this.tokens[end]?.lower;
    if (suffix === 'l' || suffix === 'lakh' || next === 'lakh' || next === 'lakhs') {
      if (next === 'lakh' || next === 'lakhs') end++;
      value *= 100_000; // 1 lakh crore = 1,00,000 crore
    }
    if (CRORE_WORDS.has(this.tokens[end]?.lower ?? '')) end++;
    else if (this.tokens[end]?.lower === '%' || this.tokens[end]?.lower === 'percent') end++;
    // "over 5 years" is a period, not a value.
    if (PERIOD_WORDS[this.tokens[end]?.lower ?? ''] || /^quarters?$/.test(this.tokens[end]?.lower ?? '')) return null;
    return { value, end };
  }

  period(): ResearchPeriod | null {
    const glued = /\b(\d+)\s*-?\s*(days?|weeks?|wks?|months?|mo|years?|yrs?|y|m|d|w)\b/.exec(this.lower);
    if (glued) return { count: Math.min(30, Math.max(1, Number(glued[1]))), unit: PERIOD_WORDS[glued[2]!] ?? 'year' };
    const single = /\b(?:last|past|previous|one)\s+(day|week|month|year)\b/.exec(this.lower);
    if (single) return { count: 1, unit: PERIOD_WORDS[single[1]!]! };
    return null;
  }

  /** The count and kind of periods a history question asks for: "last 5 years", "8 quarters". */
  historySpan(): { count: number; period: 'annual' | 'quarterly' } | null {
    const match = /\b(\d+)\s+(years?|yrs?|quarters?)\b/.exec(this.lower);
    const quarterly = /\bquarter(s|ly)?\b/.test(this.lower);
    if (match) return { count: Math.min(20, Math.max(1, Number(match[1]))), period: match[2]!.startsWith('q') ? 'quarterly' : 'annual' };
    if (this.has(/\b(history|historical|trend|over the years|yearly|annual|year on year|each year|every year|track record|past years|last few years|quarterly)\b/)) {
      return { count: quarterly ? 8 : 5, period: quarterly ? 'quarterly' : 'annual' };
    }
    return null;
  }

  companies(multiWordOnly: boolean): CompanyRef[] {
    const found: CompanyRef[] = [];
    for (let i = 0; i < this.tokens.length; i++) {
      for (let len = Math.min(4, this.tokens.length - i); len >= (multiWordOnly ? 2 : 1); len--) {
        if (!this.free(i, i + len)) continue;
        const words = this.tokens.slice(i, i + len);
        const first = words[0]!;
        if (NOT_COMPANY_WORDS.has(first.lower) && !(len === 1 && first.text === first.text.toUpperCase() && first.text.length >= 3 && /[A-Z]/.test(first.text))) continue;
        if (/^\d/.test(first.text) || FILLER_WORDS.has(first.lower)) continue;
        if (len === 1 && first.text.length < 2) continue;
        const ref = this.lexicon.resolveCompany(words.map((t) => t.text).join(' '));
        if (!ref) continue;
        if (!found.some((c) => c.symbol === ref.symbol && c.country === ref.country)) found.push({ symbol: ref.symbol, country: ref.country, ...(ref.name ? { name: ref.name } : {}) });
        this.use(i, i + len);
        i += len - 1;
        break;
      }
    }
    return found;
  }

  sectors(): string[] {
    const found: string[] = [];
    const words = new Map<string, string>();
    for (const key of Object.keys(SECTOR_ALIASES)) words.set(key, key === 'it' ? 'IT' : key);
    for (const name of this.lexicon.sectorNames ?? []) if (!words.has(name.toLowerCase())) words.set(name.toLowerCase(), name);
    for (let i = 0; i < this.tokens.length; i++) {
      for (let len = Math.min(5, this.tokens.length - i); len >= 1; len--) {
        if (!this.free(i, i + len)) continue;
        const phrase = this.tokens.slice(i, i + len);
        const text = phrase.map((t) => t.lower).join(' ');
        const value = words.get(text) ?? words.get(text.replace(/s$/, ''));
        if (!value) continue;
        // "it" is a pronoun unless written in capitals or followed by companies / stocks / sector.
        if (text === 'it' && phrase[0]!.text !== 'IT' && !/^(companies|stocks|sector|shares|firms)$/.test(this.tokens[i + 1]?.lower ?? '')) continue;
        if (!found.includes(value)) found.push(value);
        this.use(i, i + len);
        break;
      }
    }
    return found;
  }
}

function conditionsOf(c: Compiler, mentions: Mention[]): { filter: ResearchFilter | null; used: Set<Mention> } {
  const used = new Set<Mention>();
  const groups: ResearchFilter[][] = [[]];
  let lastEnd = 0;
  const push = (condition: ResearchFilter, start: number, end: number) => {
    const between = c.tokens.slice(lastEnd, start).map((t) => t.lower);
    if (between.includes('or') && groups[groups.length - 1]!.length > 0) groups.push([]);
    groups[groups.length - 1]!.push(condition);
    lastEnd = end;
  };
  for (let m = 0; m < mentions.length; m++) {
    const mention = mentions[m]!;
    if (!mention.metric) continue;
    const metric = mention.metric.key;
    let at = c.skipFillers(mention.end);
    // "between 10 and 20"
    if (c.tokens[at]?.lower === 'between') {
      const low = c.numberAt(at + 1);
      const high = low && c.tokens[low.end]?.lower === 'and' ? c.numberAt(low.end + 1) : null;
      if (low && high) {
        c.tokens.slice(mention.start, high.end).forEach((t) => (t.used = true));
        push({ type: 'and', args: [{ type: 'compare', metric, op: '>=', value: low.value }, { type: 'compare', metric, op: '<=', value: high.value }] }, mention.start, high.end);
        used.add(mention);
        continue;
      }
    }
    const comparator = c.comparatorAt(at);
    if (comparator) {
      at = c.skipFillers(comparator.end);
      const number = c.numberAt(at);
      if (number) {
        for (let k = mention.start; k < number.end; k++) c.tokens[k]!.used = true;
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
    // "below their 200 DMA": the price against a price-level metric.
    if (mention.metric.unit === 'price' && metric !== 'currentPrice') {
      let back = mention.start - 1;
      while (back >= 0 && FILLER_WORDS.has(c.tokens[back]!.lower)) back--;
      for (const [words, op] of COMPARATOR_PHRASES) {
        const from = back - words.length + 1;
        if (from >= 0 && words.every((w, k) => c.tokens[from + k]?.lower === w)) {
          push({ type: 'compare', metric: 'currentPrice', op, value: { metric } }, from, mention.end);
          used.add(mention);
          break;
        }
      }
    }
  }
  const ors = groups.filter((g) => g.length > 0).map((g) => (g.length === 1 ? g[0]! : ({ type: 'and', args: g } as ResearchFilter)));
  const filter = ors.length === 0 ? null : ors.length === 1 ? ors[0]! : ({ type: 'or', args: ors } as ResearchFilter);
  return { filter, used };
}

function sortOf(c: Compiler, mentions: Mention[], used: Set<Mention>): { metric: string; direction: 'asc' | 'desc' } | null {
  for (const mention of mentions) {
    if (!mention.metric || used.has(mention)) continue;
    const before = c.tokens.slice(Math.max(0, mention.start - 3), mention.start).map((t) => t.lower);
    const after = c.tokens.slice(mention.end, mention.end + 2).map((t) => t.lower);
    const asc = before.some((w) => ['lowest', 'smallest', 'least', 'cheapest', 'ascending', 'low', 'lower', 'worst'].includes(w)) || after.some((w) => ['ascending', 'asc'].includes(w)) || /lowest first/.test(after.join(' '));
    if (before.some((w) => ['by', 'highest', 'lowest', 'largest', 'smallest', 'most', 'least', 'biggest', 'maximum', 'minimum', 'high', 'higher', 'low', 'lower', 'best', 'worst', 'top'].includes(w))) {
      used.add(mention);
      return { metric: mention.metric.key, direction: asc ? 'asc' : 'desc' };
    }
  }
  return null;
}

function limitOf(c: Compiler): { limit: number; direction: 'asc' | 'desc' | null } | null {
  const match = /\b(top|first|best|bottom|worst|largest|biggest|smallest|show|list)\s+(\d+)\b/.exec(c.lower) ?? /\b(\d+)\s+(?:largest|biggest|smallest|top)\b/.exec(c.lower);
  if (!match) return null;
  const n = Number(match[2] ?? match[1]);
  if (!Number.isInteger(n) || n < 1 || n > 500) return null;
  const word = match[2] ? match[1] : match[0].split(/\s+/)[1];
  return { limit: n, direction: word === 'bottom' || word === 'worst' || word === 'smallest' ? 'asc' : null };
}

export function compileEnglish(question: string, lexicon: EnglishLexicon): EnglishResult {
  const c = new Compiler(question, lexicon);
  if (c.tokens.length === 0) return { ok: false, reason: null };
  // The data reports what happened; it holds no forecasts and gives no advice.
  if (c.has(FORECAST)) return { ok: false, reason: 'I report what the data holds; I do not forecast prices or recommend trades.' };
  const indices = c.indices();
  const unknownIndex = c.unknownIndex();
  if (unknownIndex) return { ok: false, reason: `The data has no index called "${unknownIndex}"${lexicon.indexNames.length ? `; it has ${[...lexicon.indexNames].sort().join(', ')}` : ''}.` };
  const capTypes = c.capTypes();
  const period = c.period();
  const span = c.historySpan();
  const mentions = c.mentions();
  const { filter: conditions, used } = conditionsOf(c, mentions);
  const sort = sortOf(c, mentions, used);
  const limit = limitOf(c);
  const multiWordCompanies = c.companies(true);
  const sectors = c.sectors();
  const companies = [...multiWordCompanies, ...c.companies(false)];
  const displayMetrics = mentions.filter((m) => m.metric && !used.has(m)).map((m) => m.metric!.key);
  const historyItems = mentions.filter((m) => m.history && !used.has(m)).map((m) => m.history!.key);

  const wantsShareholding = c.has(/\b(shareholding|share holding|holding pattern|ownership|who owns)\b/) ||
    (mentions.some((m) => ['promoterHolding', 'fiiHolding', 'diiHolding', 'pledgedPercentage'].includes(m.metric?.key ?? '')) && c.has(/\b(trend|history|over time|quarters?|changed?|pattern|over the years)\b/));
  const wantsReturns = c.has(/\b(returns?|returned|gain(ed|ers?)?|los(s|ers?|t)|perform(ance|ed|ing|ers?)?|moved|change[ds]?|up|down)\b/);
  const wantsConstituents = c.has(/\b(constituents?|members?|components?|stocks in|companies in|what is in|part of)\b/);
  const wantsCompare = c.has(/\b(compare|comparison|compared|vs|versus|against)\b/);

  // Shareholding of one company.
  if (wantsShareholding && companies.length >= 1 && !conditions) {
    return { ok: true, plan: { kind: 'shareholding', company: companies[0]!, quarters: span?.period === 'quarterly' || !span ? (span?.count ?? 8) : Math.min(40, span.count * 4) } };
  }
  // Price returns of companies, or the best / worst of an index.
  if (wantsReturns && period && !conditions && (companies.length > 0 || indices.length > 0) && !(historyItems.length > 0 && companies.length > 0 && !c.has(/\breturns?\b/))) {
    const losers = c.has(/\b(losers?|worst|bottom|fell|lost|declined|down)\b/);
    if (companies.length > 0) {
      return { ok: true, plan: { kind: 'returns', companies: companies.slice(0, 10), index: null, period, direction: 'desc', limit: Math.min(10, companies.length) } };
    }
    return { ok: true, plan: { kind: 'returns', companies: [], index: indices[0]!, period, direction: losers ? 'asc' : 'desc', limit: limit?.limit ?? 10 } };
  }
  // Members of an index.
  if (indices.length === 1 && wantsConstituents && !conditions && sectors.length === 0 && capTypes.length === 0 && companies.length === 0) {
    return { ok: true, plan: { kind: 'constituents', index: indices[0]!, sort: sort ?? (limit ? { metric: 'marketCap', direction: 'desc' } : null), limit: limit?.limit ?? 500 } };
  }
  // One company over the years.
  if (companies.length === 1 && !conditions && span && !wantsCompare) {
    const items = historyItems.length > 0 ? historyItems : DEFAULT_HISTORY_ITEMS;
    return { ok: true, plan: { kind: 'history', company: companies[0]!, items: [...new Set(items)], period: span.period, count: span.count } };
  }
  // Companies side by side (or one company's figures).
  if (companies.length >= 1 && !conditions && sectors.length === 0 && indices.length === 0) {
    const metrics = [...new Set(displayMetrics.length > 0 ? [...displayMetrics, ...(sort ? [sort.metric] : [])] : DEFAULT_COMPARE_METRICS)];
    return { ok: true, plan: { kind: 'compare', companies: companies.slice(0, 10), metrics } };
  }
  // A screen.
  const filters: ResearchFilter[] = [];
  if (sectors.length > 0) filters.push({ type: 'in', field: 'sector', values: sectors });
  if (indices.length > 0) filters.push({ type: 'in', field: 'index', values: indices });
  if (capTypes.length > 0) filters.push({ type: 'in', field: 'capType', values: capTypes });
  if (conditions) filters.push(conditions);
  if (filters.length === 0 && !sort && !limit) {
    if (indices.length === 0 && mentions.length > 0) return { ok: false, reason: 'Name a company, or give a condition such as "ROE above 20".' };
    return { ok: false, reason: null };
  }
  const filter = filters.length === 0 ? null : filters.length === 1 ? filters[0]! : ({ type: 'and', args: filters.flatMap((f) => (f.type === 'and' ? f.args : [f])) } as ResearchFilter);
  let finalSort = sort ?? { metric: 'marketCap', direction: 'desc' as const };
  if (!sort && limit?.direction === 'asc') finalSort = { metric: 'marketCap', direction: 'asc' };
  const columns = displayMetrics.filter((key) => key !== finalSort.metric && metricByKey(key));
  return {
    ok: true,
    plan: { kind: 'screen', country: 'IN', filter, sort: finalSort, limit: limit?.limit ?? SCREEN_DEFAULT_LIMIT, columns: [...new Set(columns)] },
  };
}
