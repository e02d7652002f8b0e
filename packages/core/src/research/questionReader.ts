/**
 * The recognisers of the English question reader. Each finds one kind of phrase among the tokens no other
 * recogniser has used yet and marks its tokens used: indices, market-cap types, company names, metric
 * mentions, conditions with amounts, periods, rankings, sorts, limits and sectors. What is left unused at
 * the end is what the question said that the plan does not hold.
 */
import { COMPARATOR_PHRASES, FILLER_WORDS } from './englishWords';
import { type CompanyCandidate, type CompanyIndex, type CompanyLookup } from './companyIndex';
import { AFTER_BARE_NIFTY, INDEX_ALIASES } from './indexAliases';
import { findMetric, type MetricDefinition, normalizeMetricName } from './metrics';
import { type ComparisonOperator, type HistoryItem, type ResearchPeriod } from './plan';
import { isFree, markUsed, type QuestionToken, spanText, tokenizeQuestion } from './questionTokens';
import { COMMON_WORDS, NUMBER_WORDS, STOP_WORDS } from './questionWords';
import { normalizeIndexName, SECTOR_ALIASES } from './sectors';
import { correctSpelling, DOMAIN_WORDS } from './spelling';
import { METRIC_PHRASES } from './metricPhrases';
import { compactKey } from './companyNicknames';

export interface ReaderLexicon {
  companies: CompanyIndex;
  /** Index names the data has ("NIFTY 50"). */
  indexNames: readonly string[];
  /** Sector and industry names the data has. */
  sectorNames?: readonly string[];
}

export interface Mention {
  start: number;
  end: number;
  metric?: MetricDefinition;
  history?: HistoryItem;
  /** A growth metric written without its period ("sales growth"): its period may come from elsewhere. */
  periodless?: 'sales' | 'profit';
}

export interface CompanyMention {
  start: number;
  end: number;
  text: string;
  lookup: CompanyLookup;
}

export interface Amount {
  value: number;
  end: number;
  unit: 'crore' | 'percent' | 'rupees' | null;
}

const UNIT_WORDS: Record<string, ResearchPeriod['unit']> = {
  d: 'day', day: 'day', days: 'day', session: 'day', sessions: 'day',
  w: 'week', wk: 'week', wks: 'week', week: 'week', weeks: 'week',
  m: 'month', mo: 'month', mos: 'month', mon: 'month', mth: 'month', mths: 'month', month: 'month', months: 'month',
  y: 'year', yr: 'year', yrs: 'year', year: 'year', years: 'year',
};
/** Metrics where lower reads better: a plain "sort by" lists them lowest first. */
const LOWER_IS_BETTER = new Set(['pe', 'pb', 'evToEbitda', 'peg', 'priceToSales', 'debtToEquity', 'pledgedPercentage']);
/** Rs crore: below this a lowercase leading word is not enough to name a company. */
const MIN_PREFIX_MARKET_CAP = 5000;
/** Words after "nifty" that name a sectoral or size index. */
const NIFTY_FAMILY = /^(bank|it|pharma|auto|fmcg|metal|metals|realty|energy|media|psu|private|fin|financial|infra|midcap|smallcap|next|junior|cpse|commodities|consumption|mnc|pse|services|dividend|alpha|quality|value|momentum|healthcare|oil|chemicals)$/;
const PERIOD_LEAD = new Set(['over', 'in', 'for', 'during', 'since', 'the', 'last', 'past', 'previous', 'trailing', 'of', 'within', 'this']);

const MAX_PHRASE = 6;

export class QuestionReader {
  readonly tokens: QuestionToken[];
  readonly lower: string;
  /** Sectors the question excludes ("other than banks"). */
  readonly negatedSectors: string[] = [];
  /** Misspellings read as other words ("relaince -> reliance"). */
  readonly corrections: string[] = [];
  /** The tokens of the period read, so a plan that does not use the period can give them back. */
  periodSpan: [number, number] | null = null;
  /** Gives back the period's words: a plan that has no period must not swallow them silently. */
  releasePeriod(): void {
    if (!this.periodSpan) return;
    for (let i = this.periodSpan[0]; i < this.periodSpan[1]; i++) this.tokens[i]!.used = false;
    this.periodSpan = null;
  }
  /** Words no vocabulary knows (after spelling correction): a misspelt name may still match a name closely. */
  private readonly unknownWords = new Set<QuestionToken>();
  /** Capitals carry no signal when the whole question is in capitals or in lower case. */
  private readonly casedQuestion: boolean;
  constructor(
    readonly question: string,
    readonly lexicon: ReaderLexicon,
  ) {
    this.tokens = tokenizeQuestion(question);
    for (const token of this.tokens) {
      const known = DOMAIN_WORDS.has(token.lower) || lexicon.companies.nameWords.has(token.lower) || !/^[a-z]+$/.test(token.lower);
      const fixed = correctSpelling(token.text, lexicon.companies.nameWords);
      if (fixed) {
        this.corrections.push(`${token.text} -> ${fixed}`);
        token.text = fixed;
        token.lower = fixed;
      } else if (!known) this.unknownWords.add(token);
    }
    this.lower = this.tokens.map((t) => t.lower).join(' ');
    const letters = question.replace(/[^A-Za-z]/g, '');
    this.casedQuestion = letters !== letters.toUpperCase() && letters !== letters.toLowerCase();
  }

  has(pattern: RegExp): boolean {
    return pattern.test(this.lower);
  }
  free(start: number, end: number): boolean {
    return isFree(this.tokens, start, end);
  }
  use(start: number, end: number): void {
    markUsed(this.tokens, start, end);
  }
  text(start: number, end: number): string {
    return spanText(this.question, this.tokens, start, end);
  }
  /** Marks used every free token whose lowercase form matches. */
  useWords(pattern: RegExp): boolean {
    let found = false;
    for (const token of this.tokens) {
      if (!token.used && pattern.test(token.lower)) {
        token.used = true;
        found = true;
      }
    }
    return found;
  }
  /** Content words no part of the plan used. */
  unused(): QuestionToken[] {
    return this.tokens.filter((t) => !t.used && !STOP_WORDS.has(t.lower) && !FILLER_WORDS.has(t.lower) && !/^[?,.!;:&+]$/.test(t.text));
  }

  /** Index phrases: known to the data, or known to investors but absent from the data. */
  indices(): { known: string[]; absent: string[] } {
    const known: string[] = [];
    const absent: string[] = [];
    const dataNames = new Map(this.lexicon.indexNames.map((name) => [normalizeIndexName(name), name]));
    for (let i = 0; i < this.tokens.length; i++) {
      for (let len = Math.min(5, this.tokens.length - i); len >= 1; len--) {
        if (!this.free(i, i + len)) continue;
        const key = normalizeIndexName(this.tokens.slice(i, i + len).map((t) => t.text).join(' '));
        if (!/[a-z]/.test(key)) continue;
        const next = this.tokens[i + len];
        // A bare "nifty" is the Nifty 50, unless the next word names an index the data lacks ("nifty pharma").
        let name = dataNames.get(key) ?? INDEX_ALIASES.get(key);
        if (key === 'nifty' && next && !AFTER_BARE_NIFTY.has(next.lower) && NIFTY_FAMILY.test(next.lower)) name = `NIFTY ${next.text.toUpperCase()}`;
        else if (key === 'nifty' && next && /^\d+$/.test(next.text) && !UNIT_WORDS[this.tokens[i + 2]?.lower ?? '']) name = `NIFTY ${next.text}`;
        if (!name) continue;
        const inData = dataNames.get(normalizeIndexName(name));
        if (inData) {
          if (!known.includes(inData)) known.push(inData);
        } else if (!absent.includes(name)) absent.push(name);
        this.use(i, i + len + (name.startsWith('NIFTY ') && key === 'nifty' && name !== 'NIFTY 50' ? 1 : 0));
        // "Nifty 50 index", "Sensex index".
        if (this.tokens[i + len]?.lower === 'index') this.use(i + len, i + len + 1);
        break;
      }
    }
    return { known, absent };
  }

  capTypes(): string[] {
    const found: string[] = [];
    for (let i = 0; i < this.tokens.length; i++) {
      const t = this.tokens[i]!;
      if (t.used) continue;
      const glued = /^(large|mid|small|micro|mega|nano)-?caps?$/.exec(t.lower);
      const split = /^(large|mid|small|micro|mega|nano)-?$/.exec(t.lower) && /^(caps?|capitalisation|capitalization)$/.test(this.tokens[i + 1]?.lower ?? '');
      if (glued || split) {
        const word = (glued?.[1] ?? t.lower.replace('-', ''))!;
        const value = `${word[0]!.toUpperCase()}${word.slice(1)} Cap`;
        if (!found.includes(value)) found.push(value);
        this.use(i, split ? i + 2 : i + 1);
      }
    }
    return found;
  }

  /** Written as a name: capitalised mid-sentence, or beside "vs" ("hero vs bajaj auto"). */
  private isName(token: QuestionToken, index: number): boolean {
    const beside = (t: QuestionToken | undefined) => Boolean(t && /^(vs|versus|v)$/.test(t.lower));
    if (beside(this.tokens[index - 1]) || beside(this.tokens[index + 1])) return true;
    return this.casedQuestion && index > 0 && /^[A-Z]/.test(token.text);
  }

  /**
   * Company names. Multi-word names first (they outrank the words inside them), then single words, where a
   * common English word is a name only when written as one (capitalised mid-sentence) or as a nickname.
   */
  companies(minWords: number): CompanyMention[] {
    const found: CompanyMention[] = [];
    for (let i = 0; i < this.tokens.length; i++) {
      for (let len = Math.min(5, this.tokens.length - i); len >= minWords; len--) {
        if (!this.free(i, i + len)) continue;
        const words = this.tokens.slice(i, i + len);
        if (words.some((w) => !/^[A-Za-z0-9]/.test(w.text) && w.text !== '&')) continue;
        if (/^\d/.test(words[0]!.text) && !/^\d+[a-z]/i.test(words[0]!.text) && len === 1) continue;
        const lookup = this.lookupCompany(words, i);
        if (!lookup) continue;
        found.push({ start: i, end: i + len, text: this.text(i, i + len), lookup });
        this.use(i, i + len);
        i += len - 1;
        break;
      }
    }
    return found;
  }

  private lookupCompany(words: QuestionToken[], at: number): CompanyLookup | null {
    const text = words.map((w) => w.text).join(' ');
    const first = words[0]!;
    const allCommon = words.every((w) => COMMON_WORDS.has(w.lower) || STOP_WORDS.has(w.lower) || FILLER_WORDS.has(w.lower));
    const asName = words.every((w, k) => this.isName(w, at + k) || /^[A-Z0-9&]+$/.test(w.text));
    if (words.length === 1) {
      if (STOP_WORDS.has(first.lower) || FILLER_WORDS.has(first.lower)) return null;
      const upper = /^[A-Z0-9&-]+$/.test(first.text) && /[A-Z]/.test(first.text) && this.casedQuestion;
      const common = COMMON_WORDS.has(first.lower);
      const nickname = this.lexicon.companies.lookup(text, { allowPrefix: false, allowSymbol: false });
      if (nickname?.how === 'nickname' && (!common || this.isName(first, at) || upper)) return nickname;
      if (common && !this.isName(first, at) && !upper) return null;
      const allowSymbol = upper || first.text.length >= 3;
      const lookup = this.lexicon.companies.lookup(text, { allowPrefix: first.text.length >= 4 || this.isName(first, at), allowSymbol });
      // A lowercase word that only starts a small company's name ("apple") is not taken as that company.
      if (lookup?.kind === 'one' && lookup.how === 'prefix' && !this.isName(first, at) && (lookup.company.marketCap ?? 0) < MIN_PREFIX_MARKET_CAP) return null;
      if (lookup) return lookup;
      if (upper && first.text.length >= 2) {
        const us = this.lexicon.companies.usSymbol(first.text);
        if (us) return { kind: 'one', company: us, how: 'symbol' };
      }
      return null;
    }
    if (STOP_WORDS.has(first.lower) && !asName) return null;
    const lookup = this.lexicon.companies.lookup(text, { allowPrefix: !allCommon || asName, allowSymbol: false });
    if (!lookup) {
      // "larsen and tubro": a name with a misspelt word, close to one name only.
      if (!words.some((w) => this.unknownWords.has(w)) || compactKey(text).length < 9) return null;
      const close = this.lexicon.companies.closest(text);
      return close.length === 1 ? { kind: 'one', company: close[0]!, how: 'fuzzy' } : null;
    }
    if (allCommon && lookup.how !== 'nickname' && !asName) return null;
    return lookup;
  }

  /** Misspelt company names among the words left (five letters or more). */
  closeCompanies(token: QuestionToken): CompanyCandidate[] {
    if (COMMON_WORDS.has(token.lower) || token.lower.length < 5) return [];
    return this.lexicon.companies.closest(token.text);
  }

  mentions(): Mention[] {
    const mentions: Mention[] = [];
    for (let i = 0; i < this.tokens.length; i++) {
      for (let len = Math.min(MAX_PHRASE, this.tokens.length - i); len >= 1; len--) {
        if (!this.free(i, i + len)) continue;
        const words = this.tokens.slice(i, i + len);
        if (len === 1 && /^\d+(\.\d+)?%?$/.test(words[0]!.text)) continue;
        if (words.some((w) => !/^[A-Za-z0-9]/.test(w.text))) continue;
        // "net worth" is not market capitalisation.
        if (words[0]!.lower === 'worth' && this.tokens[i - 1]?.lower === 'net') continue;
        const entry = METRIC_PHRASES.get(normalizeMetricName(words.map((t) => t.text).join(' ')));
        if (!entry) continue;
        const mention: Mention = { start: i, end: i + len, ...entry };
        this.use(i, i + len);
        // "3 year and 5 year profit growth", "3 and 5 year sales growth": both periods.
        const growth = /^(sales|profit)Growth(\d)y$/.exec(entry.metric?.key ?? '');
        if (growth && this.tokens[i - 1]?.lower === 'and') {
          const yearWord = /^(years?|yrs?|y)$/.test(this.tokens[i - 2]?.lower ?? '') ? 1 : 0;
          const n = this.tokens[i - 2 - yearWord]?.lower;
          const other = n === '3' || n === '5' ? findMetric(`${growth[1] === 'sales' ? 'Sales' : 'Profit'} growth ${n}Years`) : undefined;
          if (other && other.key !== entry.metric!.key && this.free(i - 2 - yearWord, i)) {
            mentions.push({ start: i - 2 - yearWord, end: i, metric: other });
            this.use(i - 2 - yearWord, i);
          }
        }
        // "52 week high and low": both.
        if (entry.metric?.key === 'high52w' && this.tokens[i + len]?.lower === 'and' && this.tokens[i + len + 1]?.lower === 'low' && this.free(i + len, i + len + 2)) {
          mentions.push(mention, { start: i + len + 1, end: i + len + 2, metric: findMetric('Low price')! });
          this.use(i + len, i + len + 2);
          i += len + 1;
          break;
        }
        if (mention.periodless) this.growthPeriod(mention);
        mentions.push(mention);
        i += len - 1;
        break;
      }
    }
    return mentions;
  }

  /** "sales growth over 5 years", "profit CAGR of 3 yrs": the growth metric of that period. */
  private growthPeriod(mention: Mention): void {
    let at = mention.end;
    while (this.tokens[at] && !this.tokens[at]!.used && PERIOD_LEAD.has(this.tokens[at]!.lower)) at++;
    const period = this.periodAt(at);
    if (!period || period.period.unit !== 'year' || ![3, 5].includes(period.period.count)) return;
    const metric = findMetric(`${mention.periodless === 'sales' ? 'Sales' : 'Profit'} growth ${period.period.count}Years`);
    if (!metric) return;
    mention.metric = metric;
    mention.periodless = undefined;
    this.use(mention.end, period.end);
    mention.end = period.end;
  }

  comparatorAt(at: number): { op: ComparisonOperator; end: number } | null {
    for (const [words, op] of COMPARATOR_PHRASES) {
      if (words.every((w, k) => this.tokens[at + k]?.lower === w && !this.tokens[at + k]!.used)) return { op, end: at + words.length };
    }
    const one = this.tokens[at];
    if (one && !one.used) {
      if (one.lower === 'atleast') return { op: '>=', end: at + 1 };
      if (one.lower === 'upto' || one.lower === 'atmost') return { op: '<=', end: at + 1 };
      if (one.lower === 'greater' || one.lower === 'more' || one.lower === 'higher' || one.lower === 'bigger') return { op: '>', end: at + 1 };
      if (one.lower === 'lesser' || one.lower === 'lower' || one.lower === 'smaller') return { op: '<', end: at + 1 };
    }
    return null;
  }

  skipFillers(at: number): number {
    while (this.tokens[at] && !this.tokens[at]!.used && (FILLER_WORDS.has(this.tokens[at]!.lower) || this.tokens[at]!.lower === 'than')) at++;
    return at;
  }

  /** An amount: "20", "20%", "50,000", "500cr", "1 lakh crore", "1.5L cr", "10k", "₹2,000", "5 bn". */
  amountAt(at: number): Amount | null {
    let unit: Amount['unit'] = null;
    while (this.tokens[at] && !this.tokens[at]!.used && /^(rs|inr|₹|rupees?)$/.test(this.tokens[at]!.lower)) {
      unit = 'rupees';
      at++;
    }
    const t = this.tokens[at];
    if (!t || t.used) return null;
    const match = /^(-?\d[\d,]*(?:\.\d+)?)(%|k|l|lakhs?|lacs?|cr|crs|crores?|bn|mn|tn)?$/i.exec(t.text);
    if (!match) return null;
    let value = Number.parseFloat(match[1]!.replace(/,/g, ''));
    let end = at + 1;
    let scale = match[2]?.toLowerCase() ?? '';
    const next = () => this.tokens[end]?.lower ?? '';
    if (!scale && /^(k|thousand|l|lakhs?|lacs?|bn|billion|mn|million|tn|trillion)$/.test(next())) scale = this.tokens[end++]!.lower;
    if (/^(k|thousand)$/.test(scale)) value *= 1000;
    if (/^(l|lakhs?|lacs?)$/.test(scale)) {
      value *= 100_000; // "1 lakh crore" = 1,00,000 crore; "price below 1 lakh" = Rs 1,00,000
      unit = unit ?? 'crore';
    }
    if (/^(bn|billion)$/.test(scale)) [value, unit] = [value * 100, 'crore'];
    if (/^(mn|million)$/.test(scale)) [value, unit] = [value / 10, 'crore'];
    if (/^(tn|trillion)$/.test(scale)) [value, unit] = [value * 100_000, 'crore'];
    if (/^(cr|crs|crores?)$/.test(scale) || /^(cr|crs|crore|crores)$/.test(next())) {
      if (!/^(cr|crs|crores?)$/.test(scale)) end++;
      unit = 'crore';
    } else if (scale === '%' || /^(%|percent|pc|per)$/.test(next())) {
      if (scale !== '%') end += next() === 'per' && this.tokens[end + 1]?.lower === 'cent' ? 2 : 1;
      unit = 'percent';
    }
    if (UNIT_WORDS[next()] || /^quarters?$/.test(next())) return null; // "over 5 years" is a period
    return { value, end, unit };
  }

  /** A period at `at`: "1y", "6 months", "one year", "52 weeks". */
  periodAt(at: number): { period: ResearchPeriod; end: number } | null {
    const t = this.tokens[at];
    if (!t || t.used) return null;
    const glued = /^(\d+)(d|days?|w|wks?|weeks?|m|mos?|mths?|months?|y|yrs?|years?)$/.exec(t.lower);
    if (glued) return { period: clampPeriod(Number(glued[1]), UNIT_WORDS[glued[2]!]!), end: at + 1 };
    const count = /^\d+$/.test(t.lower) ? Number(t.lower) : NUMBER_WORDS[t.lower];
    const unit = this.tokens[at + 1];
    if (count !== undefined && unit && !unit.used && UNIT_WORDS[unit.lower] && unit.lower.length > 1) return { period: clampPeriod(count, UNIT_WORDS[unit.lower]!), end: at + 2 };
    return null;
  }

  /** The period of a returns question, with its lead words ("over the last 6 months", "past year", "1y"). */
  period(): ResearchPeriod | 'ytd' | null {
    for (let i = 0; i < this.tokens.length; i++) {
      const t = this.tokens[i]!;
      if (t.used) continue;
      let found: { period: ResearchPeriod | 'ytd'; end: number } | null = this.periodAt(i);
      if (!found && t.lower === 'ytd') found = { period: 'ytd', end: i + 1 };
      if (!found && t.lower === 'year' && this.tokens[i + 1]?.lower === 'to' && this.tokens[i + 2]?.lower === 'date') found = { period: 'ytd', end: i + 3 };
      if (!found && /^(last|past|previous|trailing|one|this|a)$/.test(t.lower)) {
        const unit = this.tokens[i + 1];
        if (unit && !unit.used && /^(day|week|month|year|session)$/.test(unit.lower)) found = { period: t.lower === 'this' && unit.lower === 'year' ? 'ytd' : { count: 1, unit: UNIT_WORDS[unit.lower]! }, end: i + 2 };
      }
      if (!found && /^(today|intraday)$/.test(t.lower)) found = { period: { count: 1, unit: 'day' }, end: i + 1 };
      if (!found) continue;
      let start = i;
      while (start > 0 && !this.tokens[start - 1]!.used && PERIOD_LEAD.has(this.tokens[start - 1]!.lower)) start--;
      this.use(start, found.end);
      this.periodSpan = [start, found.end];
      return found.period;
    }
    return null;
  }

  /** The periods of a history question: "last 5 years", "8 quarters", "quarterly", "trend". */
  historySpan(): { count: number; period: 'annual' | 'quarterly' } | null {
    let span: { count: number; period: 'annual' | 'quarterly' } | null = null;
    for (let i = 0; i < this.tokens.length; i++) {
      const t = this.tokens[i]!;
      if (t.used) continue;
      const count = /^\d+$/.test(t.lower) ? Number(t.lower) : NUMBER_WORDS[t.lower];
      const unit = this.tokens[i + 1];
      if (count !== undefined && unit && !unit.used && /^(years?|yrs?|quarters?|qtrs?)$/.test(unit.lower)) {
        span = { count: Math.min(20, Math.max(1, count)), period: unit.lower.startsWith('q') ? 'quarterly' : 'annual' };
        let start = i;
        while (start > 0 && !this.tokens[start - 1]!.used && PERIOD_LEAD.has(this.tokens[start - 1]!.lower)) start--;
        this.use(start, i + 2);
        break;
      }
      const glued = /^(\d+)(y|yrs?|years?|q|qtrs?|quarters?)$/.exec(t.lower);
      if (glued) {
        span = { count: Math.min(20, Math.max(1, Number(glued[1]))), period: glued[2]!.startsWith('q') ? 'quarterly' : 'annual' };
        this.use(i, i + 1);
        break;
      }
    }
    const quarterly = this.useWords(/^(quarterly|quarter|quarters|qoq|qtr|qtrly)$/);
    const annual = this.useWords(/^(history|historical|trend|trends|yearly|annual|annually|yoy|track|record|over|time|years|past|last|each|every|year|timeline|progression|evolution)$/);
    if (span) return quarterly && span.period === 'annual' ? span : span;
    if (quarterly) return { count: 8, period: 'quarterly' };
    if (annual) return { count: 5, period: 'annual' };
    return null;
  }

  /** The sort a question asks for: "by ROE", "highest P/E", "lowest debt first", "sorted by sales growth". */
  sortOf(mentions: Mention[], used: Set<Mention>): { mention: Mention; direction: 'asc' | 'desc'; by?: boolean } | null {
    for (const mention of mentions) {
      if (!mention.metric || used.has(mention)) continue;
      let back = mention.start - 1;
      while (back >= 0 && !this.tokens[back]!.used && /^(the|their|its|a|them|of)$/.test(this.tokens[back]!.lower)) back--;
      const before = this.tokens[back];
      let byAt = back - 1;
      while (byAt >= 0 && !this.tokens[byAt]!.used && /^(them|these|those|it|the|results|list|companies|stocks)$/.test(this.tokens[byAt]!.lower)) byAt--;
      const beforeBy = before && !before.used && before.lower === 'by' ? this.tokens[byAt] : undefined;
      const after = this.tokens.slice(mention.end, mention.end + 3).filter((t) => !t.used).map((t) => t.lower).join(' ');
      const ascMatch = /^(asc|ascending|lowest first|low to high|smallest first|least first)\b/.exec(after);
      const descMatch = /^(desc|descending|highest first|high to low|largest first|biggest first)\b/.exec(after);
      const ascAfter = Boolean(ascMatch);
      const descAfter = Boolean(descMatch);
      const words = (from: number) => {
        if (from <= back) this.use(from, back + 1);
        const extra = (ascMatch ?? descMatch)?.[0].split(' ').length ?? 0;
        this.use(mention.end, Math.min(mention.end + extra, this.tokens.length));
      };
      if (before && !before.used && /^(highest|largest|biggest|most|maximum|max|top|best|high|higher|greatest|strongest|fastest)$/.test(before.lower)) {
        words(back);
        return { mention, direction: ascAfter ? 'asc' : 'desc' };
      }
      if (before && !before.used && /^(lowest|smallest|least|minimum|min|low|lower|worst|weakest|slowest|bottom)$/.test(before.lower)) {
        words(back);
        return { mention, direction: descAfter ? 'desc' : 'asc' };
      }
      if (before && !before.used && before.lower === 'by') {
        let from = back;
        if (beforeBy && !beforeBy.used && /^(sort|sorted|order|ordered|rank|ranked|arrange|arranged|sorting|ranking)$/.test(beforeBy.lower)) from = byAt;
        words(from);
        const word = beforeBy?.lower ?? '';
        // "sort by P/E" with no direction: valuations and leverage read best lowest first.
        const lowerIsBetter = from !== back && !descAfter && LOWER_IS_BETTER.has(mention.metric.key);
        return { mention, direction: ascAfter || lowerIsBetter || /^(lowest|smallest|cheapest)$/.test(word) ? 'asc' : 'desc', by: !ascAfter && !descAfter && !lowerIsBetter };
      }
      if (ascAfter || descAfter) {
        words(mention.start);
        return { mention, direction: ascAfter ? 'asc' : 'desc' };
      }
    }
    return null;
  }

  /** "top 10", "10 biggest", "which 5 companies", "first 20", "show 15": the count; never a period or amount. */
  limit(): { limit: number; direction: 'asc' | 'desc' | null } | null {
    for (let i = 0; i < this.tokens.length; i++) {
      const t = this.tokens[i]!;
      if (t.used) continue;
      const n = /^\d+$/.test(t.lower) ? Number(t.lower) : NUMBER_WORDS[t.lower] !== undefined && !/^(a|an|one|single)$/.test(t.lower) ? NUMBER_WORDS[t.lower] : undefined;
      if (n === undefined || n < 1 || n > 500) continue;
      const prev = this.tokens[i - 1];
      const next = this.tokens[i + 1];
      // A ranking word may already be read ("worst 5 large caps over 1 year"): it still leads the count.
      const prevWord = prev && (!prev.used || /^(best|worst|top|bottom)$/.test(prev.lower)) ? prev.lower : '';
      const nextWord = next && !next.used ? next.lower : '';
      if (UNIT_WORDS[nextWord] || /^(quarters?|%|percent|cr|crore|crores|lakh|lakhs|k|thousand)$/.test(nextWord)) continue;
      const lead = /^(top|first|bottom|show|list|give|which|best|worst|any|only|just|largest|biggest|smallest|highest|lowest|cheapest|leading)$/.test(prevWord);
      const noun = /^(companies|company|stocks|stock|names|shares|firms|scrips|counters|banks|results|rows|largest|biggest|smallest|best|worst|cheapest|top|highest|lowest|gainers|losers|performers|constituents|members|costliest)$/.test(nextWord);
      if (!lead && !noun) continue;
      if (prev && /^(>|<|>=|<=|=|above|below|over|under|than)$/.test(prev.lower)) continue;
      const word = lead ? prevWord : nextWord;
      this.use(lead && !prev!.used ? i - 1 : i, i + 1);
      if (noun && !/^(largest|biggest|smallest|best|worst|cheapest|top|highest|lowest|gainers|losers|performers|costliest)$/.test(nextWord)) this.use(i + 1, i + 2);
      return { limit: n, direction: /^(bottom|worst|smallest|lowest|cheapest)$/.test(word) ? 'asc' : null };
    }
    return null;
  }

  sectors(): string[] {
    const found: string[] = [];
    const names = new Map<string, string>();
    for (const key of Object.keys(SECTOR_ALIASES)) names.set(key, key === 'it' ? 'IT' : key);
    for (const name of this.lexicon.sectorNames ?? []) if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
    for (let i = 0; i < this.tokens.length; i++) {
      for (let len = Math.min(5, this.tokens.length - i); len >= 1; len--) {
        if (!this.free(i, i + len)) continue;
        const phrase = this.tokens.slice(i, i + len);
        const text = phrase.map((t) => t.lower).join(' ').replace(/-/g, ' ').replace(/ & /g, ' and ');
        const value = names.get(text) ?? (text === 'its' ? undefined : (names.get(text.replace(/s$/, '')) ?? names.get(text.replace(/ies$/, 'y')) ?? (text.length >= 4 ? names.get(`${text}s`) : undefined)));
        if (!value) continue;
        // "it" is a pronoun unless written in capitals or followed by companies / stocks / sector.
        if (text === 'it' && phrase[0]!.text !== 'IT' && !/^(companies|stocks|sector|shares|firms|services|cos)$/.test(this.tokens[i + 1]?.lower ?? '')) continue;
        // "other than banks", "excluding banks", "except IT", "non-banking"
        const before = this.tokens[i - 1];
        const twoBefore = this.tokens[i - 2];
        const negated = before && !before.used && /^(excluding|except|exclude|excl|ex|non|without)$/.test(before.lower) ? 1
          : before && twoBefore && !before.used && !twoBefore.used && before.lower === 'than' && twoBefore.lower === 'other' ? 2 : 0;
        if (negated) {
          if (!this.negatedSectors.includes(value)) this.negatedSectors.push(value);
          this.use(i - negated, i + len);
        } else {
          if (!found.includes(value)) found.push(value);
          this.use(i, i + len);
        }
        if (/^(sector|sectors|industry|space|stocks|companies|names)$/.test(this.tokens[i + len]?.lower ?? '')) this.use(i + len, i + len + 1);
        break;
      }
    }
    return found;
  }
}

function clampPeriod(count: number, unit: ResearchPeriod['unit']): ResearchPeriod {
  return { count: Math.min(30, Math.max(1, count)), unit };
}
