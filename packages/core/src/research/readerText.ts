/**
 * The question as the recognisers read it: its tokens, which of them a plan has used, and the words read by a
 * convention or a spelling correction. The recognisers (reader*.ts) take this; QuestionReader adds them as
 * methods, so no recogniser imports the reader that imports it.
 */
import { FILLER_WORDS } from './englishWords';
import type { CompanyIndex, CompanyLookup } from './companyIndex';
import type { MetricDefinition } from './metricTypes';
import type { HistoryItem } from './plan';
import { isFree, markUsed, type QuestionToken, spanText, tokenizeQuestion } from './questionTokens';
import { STOP_WORDS } from './questionWords';
import { correctSpelling, DOMAIN_WORDS } from './spelling';

export interface ReaderLexicon {
  companies: CompanyIndex;
  /** Index names the data has ("NIFTY 50"). */
  indexNames: readonly string[];
  /** Indices whose own daily close the data holds (some without members: "nifty bank 6 month return"). */
  indexSeriesNames?: readonly string[];
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

export class ReaderText {
  readonly tokens: QuestionToken[];
  readonly lower: string;
  /** Sectors the question excludes ("other than banks"). */
  readonly negatedSectors: string[] = [];
  /** Words read by a documented convention, said in the restated line ("low pe" read as P/E between 0 and 15). */
  readonly readings: string[] = [];
  /**
   * A valuation sorted with no direction said ("sort em by pb"): its metric. Investors read it both ways (cheapest
   * first, or dearest first), so a plan that ranks by it is asked about.
   */
  unsureOrder: string | null = null;
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
  /** Industries named with their region, size or ownership ("north india cement"), once read. */
  qualifiedIndustries: readonly string[] | null = null;
  /** Words no vocabulary knows (after spelling correction): a misspelt name may still match a name closely. */
  readonly unknownWords = new Set<QuestionToken>();
  /** Words a spelling correction changed: a name may hold one misread ("adani enterprize" -> "enterprise"). */
  readonly correctedWords = new Set<QuestionToken>();
  /** Capitals carry no signal when the whole question is in capitals or in lower case. */
  readonly casedQuestion: boolean;
  constructor(
    readonly question: string,
    readonly lexicon: ReaderLexicon,
  ) {
    this.tokens = tokenizeQuestion(question);
    for (const token of this.tokens) {
      const known = DOMAIN_WORDS.has(token.lower) || lexicon.companies.nameWords.has(token.lower) || !/^[a-z]+$/.test(token.lower);
      // A word that begins a listing's name as typed ("jbchem": JB Chemicals), or is a whole name written together
      // ("ptcindia": PTC India), is not another name misspelt ("jgchem", "stcindia").
      const spelt = correctSpelling(token.text, lexicon.companies.nameWords);
      const asTyped = () => lexicon.companies.beginning(token.text)?.kind === 'one' || lexicon.companies.lookup(token.text, { allowPrefix: false, allowSymbol: false })?.how === 'name';
      const fixed = spelt && !DOMAIN_WORDS.has(spelt) && asTyped() ? null : spelt;
      if (fixed) {
        this.corrections.push(`${token.text} -> ${fixed}`);
        this.correctedWords.add(token);
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
}
