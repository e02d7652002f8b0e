/**
 * The research query language, in the style of Screener.in:
 *
 *   Return on equity > 20 AND (Debt to equity < 0.5 OR Sector = Banks) sort by Market Capitalization desc limit 10
 *
 * Conditions are `metric op value` (value: a number, or another metric: `Current price < DMA 200`), or filters
 * on `Sector`, `Industry`, `Index` and `Market cap type` (`=`, `!=`, `in ("A", "B")`). NOT binds tighter than
 * AND, AND tighter than OR; parentheses group. Metric names are matched case- and space-insensitively with
 * aliases. Commands for the other plan kinds:
 *
 *   history TCS: Sales, Net profit annual limit 5
 *   compare HDFCBANK, ICICIBANK: Return on equity, Price to earning
 *   shareholding ADANIPORTS limit 8
 *   constituents "NIFTY BANK" sort by Market Capitalization desc limit 20
 *   returns RELIANCE, TCS over 1 year
 *   returns index "NIFTY 50" over 6 months desc limit 10
 *   returns index "NIFTY 50" itself over 3 years          (the index's own close, not its members)
 */
import { closestMetricNames, findMetric, normalizeMetricName } from './metrics';
import {
  type CompanyRef,
  type ComparisonOperator,
  HISTORY_ITEMS,
  type MembershipField,
  PERIOD_UNITS,
  type ResearchFilter,
  type ResearchPeriod,
  type ResearchPlan,
  type ResearchSort,
  SCREEN_DEFAULT_LIMIT,
  SCREEN_MAX_LIMIT,
} from './plan';
import { ResearchQueryError, type Token, tokenize } from './tokens';

export { ResearchQueryError } from './tokens';

const FIELD_NAMES: Record<string, MembershipField> = {
  sector: 'sector',
  sectors: 'sector',
  industry: 'industry',
  industries: 'industry',
  index: 'index',
  indices: 'index',
  indexes: 'index',
  marketcaptype: 'capType',
  mcaptype: 'capType',
  captype: 'capType',
  marketcapcategory: 'capType',
  capcategory: 'capType',
  category: 'capType',
  cap: 'capType',
  size: 'capType',
  symbol: 'symbol',
  symbols: 'symbol',
};

const STOP_WORDS = new Set(['not', 'sort', 'order', 'limit', 'offset', 'then', 'in', 'asc', 'desc', 'annual', 'quarterly']);

/** "large" / "Large cap" / "largecap" -> "Large Cap" (the company_profile spelling). */
export function normalizeCapType(text: string): string {
  const word = text.toLowerCase().replace(/[^a-z]/g, '').replace(/caps?$/, '');
  return word ? `${word[0]!.toUpperCase()}${word.slice(1)} Cap` : text;
}

class Parser {
  private at = 0;
  constructor(
    private readonly text: string,
    private readonly tokens: Token[],
  ) {}

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.at + offset, this.tokens.length - 1)]!;
  }
  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.at++;
    return token;
  }
  private isWord(word: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token.kind === 'word' && token.text.toLowerCase() === word;
  }
  private fail(message: string, token = this.peek()): never {
    const where = token.kind === 'end' ? `at the end (position ${token.position})` : `at position ${token.position}`;
    throw new ResearchQueryError(`${message} ${where}`, token.position);
  }
  private expectWord(word: string): void {
    if (!this.isWord(word)) this.fail(`Expected "${word}"`);
    this.next();
  }

  parse(): ResearchPlan {
    if (this.peek().kind === 'end') this.fail('The query is empty: write a condition such as "Return on equity > 20"');
    const first = this.peek();
    const command = first.kind === 'word' ? first.text.toLowerCase() : '';
    // A command word followed by an operator is a condition on a metric that happens to share the word.
    const isCommand = this.peek(1).kind !== 'op';
    let plan: ResearchPlan;
    if (isCommand && command === 'history') plan = this.history();
    else if (isCommand && command === 'compare') plan = this.compare();
    else if (isCommand && command === 'shareholding') plan = this.shareholding();
    else if (isCommand && command === 'constituents') plan = this.constituents();
    else if (isCommand && command === 'returns') plan = this.returns();
    else plan = this.screen();
    if (this.peek().kind !== 'end') this.fail(`Unexpected "${this.peek().text}"`);
    return plan;
  }

  // ---- screens

  /** A screen, or a cut and a screen within it: "Sector = IT sort by Market Capitalization desc limit 10 then sort by Price to earning asc limit 3". */
  private screen(): ResearchPlan {
    const first = this.screenPart();
    if (!this.isWord('then')) return { kind: 'screen', country: 'IN', ...first, columns: [] };
    const thenToken = this.next();
    if (!first.sort || first.offset) this.fail('The cut before "then" needs a "sort by" and a limit, and no offset', thenToken);
    const within = this.screenPart();
    return { kind: 'screen', country: 'IN', scope: { filter: first.filter, sort: first.sort, limit: first.limit }, ...within, columns: [] };
  }

  private screenPart(): { filter: ResearchFilter | null; sort: ResearchSort | null; limit: number; offset?: number } {
    let filter: ResearchFilter | null = null;
    if (!this.isWord('sort') && !this.isWord('order') && !this.isWord('limit') && !this.isWord('offset')) filter = this.orExpression();
    const sort = this.sortClause();
    const limit = this.limitClause(SCREEN_DEFAULT_LIMIT);
    if (!this.isWord('offset')) return { filter, sort, limit };
    this.next();
    const token = this.next();
    if (token.kind !== 'number' || !Number.isInteger(token.value) || token.value! < 0 || token.value! >= SCREEN_MAX_LIMIT) this.fail(`Expected a whole number below ${SCREEN_MAX_LIMIT} after "offset"`, token);
    return token.value ? { filter, sort, limit, offset: token.value } : { filter, sort, limit };
  }

  private sortClause(): ResearchSort | null {
    if (!this.isWord('sort') && !this.isWord('order')) return null;
    this.next();
    this.expectWord('by');
    const start = this.peek();
    const words = this.words();
    if (words.length === 0) this.fail('Expected a metric name after "sort by"');
    const metric = this.metric(words, start);
    let direction: 'asc' | 'desc' = 'desc';
    if (this.isWord('asc') || this.isWord('ascending')) {
      direction = 'asc';
      this.next();
    } else if (this.isWord('desc') || this.isWord('descending')) this.next();
    return { metric, direction };
  }

  private limitClause(fallback: number): number {
    if (!this.isWord('limit')) return fallback;
    this.next();
    const token = this.next();
    if (token.kind !== 'number' || !Number.isInteger(token.value) || token.value! < 1 || token.value! > SCREEN_MAX_LIMIT) {
      this.fail(`Expected a whole number from 1 to ${SCREEN_MAX_LIMIT} after "limit"`, token);
    }
    return token.value!;
  }

  private orExpression(): ResearchFilter {
    const args = [this.andExpression()];
    while (this.peek().kind === 'or') {
      this.next();
      args.push(this.andExpression());
    }
    return args.length === 1 ? args[0]! : { type: 'or', args: args.flatMap((a) => (a.type === 'or' ? a.args : [a])) };
  }

  private andExpression(): ResearchFilter {
    const args = [this.unary()];
    while (this.peek().kind === 'and') {
      this.next();
      args.push(this.unary());
    }
    return args.length === 1 ? args[0]! : { type: 'and', args: args.flatMap((a) => (a.type === 'and' ? a.args : [a])) };
  }

  private unary(): ResearchFilter {
    if (this.isWord('not')) {
      this.next();
      return { type: 'not', arg: this.unary() };
    }
    if (this.peek().kind === 'lparen') {
      this.next();
      const inner = this.orExpression();
      if (this.peek().kind !== 'rparen') this.fail('Expected ")"');
      this.next();
      return inner;
    }
    return this.condition();
  }

  /** Words (and numbers glued into names like "DMA 200") up to an operator or a keyword. */
  private words(): Token[] {
    const words: Token[] = [];
    for (;;) {
      const token = this.peek();
      if (token.kind === 'word' && !STOP_WORDS.has(token.text.toLowerCase())) words.push(this.next());
      else if (token.kind === 'number' && words.length > 0) words.push(this.next());
      else return words;
    }
  }

  private metric(words: Token[], start: Token): string {
    const typed = words.map((w) => w.text).join(' ');
    const metric = findMetric(typed);
    if (metric) return metric.key;
    const suggestions = closestMetricNames(typed);
    throw new ResearchQueryError(
      `Unknown metric "${typed}" at position ${start.position}. Did you mean ${suggestions.slice(0, -1).join(', ')}${suggestions.length > 1 ? ' or ' : ''}${suggestions[suggestions.length - 1]}?`,
      start.position,
      suggestions,
    );
  }

  private condition(): ResearchFilter {
    const start = this.peek();
    const words = this.words();
    if (words.length === 0) this.fail(start.kind === 'end' ? 'Expected a condition' : `Expected a metric name, found "${start.text}"`);
    const field = FIELD_NAMES[normalizeMetricName(words.map((w) => w.text).join(' '))];
    if (field) return this.membership(field);
    const metric = this.metric(words, start);
    const opToken = this.peek();
    if (opToken.kind !== 'op') this.fail(`Expected a comparison (>, >=, <, <=, =, !=) after "${words.map((w) => w.text).join(' ')}"`);
    this.next();
    const op = opToken.text as ComparisonOperator;
    const valueToken = this.peek();
    if (valueToken.kind === 'number') {
      this.next();
      // Money is written in crores, as on Screener: "500 cr", "500 crore" read as 500.
      if (this.isWord('cr') || this.isWord('crore') || this.isWord('crores') || this.isWord('%')) this.next();
      return { type: 'compare', metric, op, value: valueToken.value! };
    }
    const glued = valueToken.kind === 'word' ? /^(-?\d+(?:\.\d+)?)(cr|crores?)$/i.exec(valueToken.text) : null;
    if (glued) {
      this.next();
      return { type: 'compare', metric, op, value: Number.parseFloat(glued[1]!) };
    }
    const otherWords = this.words();
    if (otherWords.length === 0) this.fail(`Expected a number or a metric name after "${op}"`, valueToken);
    return { type: 'compare', metric, op, value: { metric: this.metric(otherWords, valueToken) } };
  }

  private membership(field: MembershipField): ResearchFilter {
    const token = this.peek();
    let negate = false;
    let values: string[];
    if (this.isWord('not') && this.isWord('in', 1)) {
      this.next();
      negate = true;
    }
    if (this.isWord('in')) {
      this.next();
      if (this.peek().kind !== 'lparen') this.fail('Expected "(" after "in"');
      this.next();
      values = [this.textValue()];
      while (this.peek().kind === 'comma') {
        this.next();
        values.push(this.textValue());
      }
      if (this.peek().kind !== 'rparen') this.fail('Expected ")"');
      this.next();
    } else if (token.kind === 'op' && (token.text === '=' || token.text === '!=')) {
      this.next();
      negate = token.text === '!=';
      values = [this.textValue()];
    } else {
      this.fail(`Expected =, != or in (...) after the ${field === 'capType' ? 'market cap type' : field}`);
    }
    if (field === 'capType') values = values.map(normalizeCapType);
    return negate ? { type: 'in', field, values, negate: true } : { type: 'in', field, values };
  }

  /** A quoted string, or words up to AND / OR / ) / , / sort / limit. */
  private textValue(): string {
    const token = this.peek();
    if (token.kind === 'string') {
      this.next();
      if (!token.text.trim()) this.fail('Expected a value inside the quotes', token);
      return token.text.trim();
    }
    const parts: string[] = [];
    while (['word', 'number'].includes(this.peek().kind) && !['sort', 'order', 'limit', 'offset', 'then', 'not'].includes(this.peek().text.toLowerCase())) {
      parts.push(this.next().text);
    }
    if (parts.length === 0) this.fail('Expected a value such as "IT" or "NIFTY 50"', token);
    return parts.join(' ');
  }

  // ---- commands

  private company(): CompanyRef {
    const token = this.next();
    if (token.kind !== 'word' && token.kind !== 'string' && token.kind !== 'number') this.fail('Expected a company symbol', token);
    const [symbol, country] = token.text.split('@');
    return { symbol: symbol!.toUpperCase(), country: (country ?? 'IN').toUpperCase() };
  }

  private companies(): CompanyRef[] {
    const list = [this.company()];
    while (this.peek().kind === 'comma') {
      this.next();
      list.push(this.company());
    }
    return list;
  }

  private nameList<T>(resolve: (words: Token[], start: Token) => T): T[] {
    const list: T[] = [];
    do {
      if (list.length > 0) this.next();
      const start = this.peek();
      const words = this.words();
      if (words.length === 0) this.fail('Expected a name');
      list.push(resolve(words, start));
    } while (this.peek().kind === 'comma');
    return list;
  }

  private historyItem(words: Token[], start: Token): string {
    const typed = normalizeMetricName(words.map((w) => w.text).join(' '));
    const item = HISTORY_ITEMS.find((h) => [h.name, ...h.aliases, h.key].some((n) => normalizeMetricName(n) === typed));
    if (item) return item.key;
    return this.fail(`Unknown statement line "${words.map((w) => w.text).join(' ')}"; try ${HISTORY_ITEMS.slice(0, 6).map((h) => h.name).join(', ')}`, start);
  }

  private history(): ResearchPlan {
    this.next();
    const company = this.company();
    if (this.peek().kind !== 'colon') this.fail('Expected ":" and the statement lines after the company');
    this.next();
    const items = this.nameList((words, start) => this.historyItem(words, start));
    let period: 'annual' | 'quarterly' = 'annual';
    if (this.isWord('quarterly') || this.isWord('annual')) period = this.next().text.toLowerCase() as 'annual' | 'quarterly';
    const count = this.limitClause(5);
    if (count > 20) this.fail('History shows at most 20 periods');
    return { kind: 'history', company, items, period, count };
  }

  private compare(): ResearchPlan {
    this.next();
    const companies = this.companies();
    if (this.peek().kind !== 'colon') this.fail('Expected ":" and the metrics after the companies');
    this.next();
    const metrics = this.nameList((words, start) => this.metric(words, start));
    return { kind: 'compare', companies, metrics };
  }

  private shareholding(): ResearchPlan {
    this.next();
    const company = this.company();
    const quarters = this.limitClause(8);
    if (quarters > 40) this.fail('Shareholding shows at most 40 quarters');
    return { kind: 'shareholding', company, quarters };
  }

  private constituents(): ResearchPlan {
    this.next();
    if (this.isWord('of')) this.next();
    const index = this.textValue();
    const sort = this.sortClause();
    const limit = this.limitClause(SCREEN_MAX_LIMIT);
    return { kind: 'constituents', index, sort, limit };
  }

  private period(): ResearchPeriod {
    this.expectWord('over');
    const count = this.next();
    if (count.kind !== 'number' || !Number.isInteger(count.value) || count.value! < 1 || count.value! > 30) {
      this.fail('Expected a whole number of days, weeks, months or years after "over"', count);
    }
    const unitToken = this.next();
    const unit = unitToken.text.toLowerCase().replace(/s$/, '');
    if (!(PERIOD_UNITS as readonly string[]).includes(unit)) this.fail('Expected days, weeks, months or years', unitToken);
    return { count: count.value!, unit: unit as ResearchPeriod['unit'] };
  }

  private returns(): ResearchPlan {
    this.next();
    let companies: CompanyRef[] = [];
    let index: string | null = null;
    let indexItself = false;
    if (this.isWord('index')) {
      this.next();
      index = this.textValue();
      if (this.isWord('itself')) {
        this.next();
        indexItself = true;
      }
    } else companies = this.companies();
    const period = this.period();
    let direction: 'asc' | 'desc' = 'desc';
    if (this.isWord('asc') || this.isWord('desc')) direction = this.next().text.toLowerCase() as 'asc' | 'desc';
    const limit = this.limitClause(index ? 10 : Math.max(companies.length, 1));
    if (indexItself) return { kind: 'returns', companies, index, indexItself: true, period, direction, limit: 1 };
    return { kind: 'returns', companies, index, period, direction, limit };
  }
}

/** Parses a query-language text into a plan; throws ResearchQueryError (with a position) when it cannot. */
export function parseResearchQuery(text: string): ResearchPlan {
  if (text.length > 2000) throw new ResearchQueryError('The query is too long (at most 2,000 characters)', 2000);
  return new Parser(text, tokenize(text)).parse();
}
