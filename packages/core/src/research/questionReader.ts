/**
 * The English question reader: the question's tokens, which of them a part of the plan has used (ReaderText),
 * and the recognisers (one file each, named reader*.ts) that each find one kind of phrase among the tokens no
 * other recogniser has used yet: indices, market-cap types, company names, metric mentions, amounts, periods,
 * sorts, limits and sectors. What is left unused at the end is what the question said that the plan does
 * not hold.
 */
import type { CompanyCandidate } from './companyIndex';
import type { ComparisonOperator, ResearchPeriod } from './plan';
import type { QuestionToken } from './questionTokens';
import { amountAt, comparatorAt, displayUnits, skipFillers } from './readerAmounts';
import { closeCompanies, findCompanies } from './readerCompanies';
import { findCapTypes, findIndices } from './readerIndices';
import { findMentions, growthPeriodApart } from './readerMetrics';
import { limitOf, sortOf } from './readerOrder';
import { findPeriod, historySpan, periodAt } from './readerPeriods';
import { findSectors } from './readerSectors';
import { type Amount, type CompanyMention, type Mention, ReaderText } from './readerText';

export type { Amount, CompanyMention, Mention, ReaderLexicon } from './readerText';

export class QuestionReader extends ReaderText {
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
  /** The years of a 3- or 5-year period apart from periodless growth words, set on those mentions. */
  growthPeriodApart(mentions: Mention[]): number | null {
    return growthPeriodApart(this, mentions);
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
  /** "in crores", "in ₹ cr", "in %": how to show figures (always crores and %), not a condition. */
  displayUnits(): void {
    displayUnits(this);
  }
  periodAt(at: number): { period: ResearchPeriod; end: number } | null {
    return periodAt(this, at);
  }
  /** The period of a returns question, with its lead words ("over the last 6 months", "past year", "1y"). */
  period(): ResearchPeriod | 'ytd' | null {
    return findPeriod(this);
  }
  historySpan(): { count: number; period: 'annual' | 'quarterly'; counted: boolean } | null {
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
