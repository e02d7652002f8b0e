/**
 * The English question reader: the question's tokens, which of them a part of the plan has used, and the
 * recognisers (one file each, named reader*.ts) that each find one kind of phrase among the tokens no other
 * recogniser has used yet: indices, market-cap types, company names, metric mentions, amounts, periods,
 * sorts, limits and sectors. What is left unused at the end is what the question said that the plan does
 * not hold.
 */
import { FILLER_WORDS } from './englishWords';
import type { CompanyCandidate, CompanyIndex, CompanyLookup } from './companyIndex';
import type { MetricDefinition } from './metrics';
import type { ComparisonOperator, HistoryItem, ResearchPeriod } from './plan';
import { isFree, markUsed, type QuestionToken, spanText, tokenizeQuestion } from './questionTokens';
import { STOP_WORDS } from './questionWords';
import { correctSpelling, DOMAIN_WORDS } from './spelling';
import { amountAt, comparatorAt, skipFillers } from './readerAmounts';
import { closeCompanies, findCompanies } from './readerCompanies';
import { findCapTypes, findIndices } from './readerIndices';
import { findMentions } from './readerMetrics';
import { limitOf, sortOf } from './readerOrder';
import { findPeriod, historySpan, periodAt } from './readerPeriods';
import { findSectors } from './readerSectors';

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

export class QuestionReader {
  readonly tokens: QuestionToken[];
  readonly lower: string;
  /** Sectors the question excludes ("other than banks"). */
  readonly negatedSectors: string[] = [];
  /** Words read by a documented convention, said in the restated line ("low pe" read as P/E between 0 and 15). */
  readonly readings: string[] = [];
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
  readonly unknownWords = new Set<QuestionToken>();
  /** Capitals carry no signal when the whole question is in capitals or in lower case. */
  readonly casedQuestion: boolean;
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
    return findIndices(this);
  }
  capTypes(): string[] {
    return findCapTypes(this);
  }
  /** Company names of at least `minWords` words. */
  companies(minWords: number): CompanyMention[] {
    return findCompanies(this, minWords);
  }
  /** Misspelt company names among the words left (five letters or more). */
  closeCompanies(token: QuestionToken): CompanyCandidate[] {
    return closeCompanies(this, token);
  }
  mentions(): Mention[] {
    return findMentions(this);
  }
  comparatorAt(at: number): { op: ComparisonOperator; end: number } | null {
    return comparatorAt(this, at);
  }
  skipFillers(at: number): number {
    return skipFillers(this, at);
  }
  amountAt(at: number): Amount | null {
    return amountAt(this, at);
  }
  periodAt(at: number): { period: ResearchPeriod; end: number } | null {
    return periodAt(this, at);
  }
  /** The period of a returns question, with its lead words ("over the last 6 months", "past year", "1y"). */
  period(): ResearchPeriod | 'ytd' | null {
    return findPeriod(this);
  }
  historySpan(): { count: number; period: 'annual' | 'quarterly' } | null {
    return historySpan(this);
  }
  sortOf(mentions: Mention[], used: Set<Mention>): { mention: Mention; direction: 'asc' | 'desc'; by?: boolean } | null {
    return sortOf(this, mentions, used);
  }
  limit(): { limit: number; direction: 'asc' | 'desc' | null } | null {
    return limitOf(this);
  }
  sectors(): string[] {
    return findSectors(this);
  }
}
