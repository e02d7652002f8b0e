/**
 * Sentence shapes and name forms found in the fourth tuning round: one block per class the reader missed
 * (written "v/s", five-letter names with two letters swapped, "which psu bank has the lowest pe", nicknames
 * shared with another listing of comparable size).
 */
import { describe, expect, it } from 'vitest';
import { CompanyIndex } from './companyIndex';
import { compileEnglish, type EnglishLexicon, type EnglishResult } from './english';
import { TEST_COMPANIES, testLexicon } from './englishTestLexicon';
import type { ResearchPlan } from './plan';
import { tokenizeQuestion } from './questionTokens';

const read = (question: string, lexicon: EnglishLexicon = testLexicon): EnglishResult => compileEnglish(question, lexicon, null);
const plan = (question: string, lexicon: EnglishLexicon = testLexicon): ResearchPlan => {
  const result = read(question, lexicon);
  if (!result.ok) throw new Error(`"${question}" was not answered: ${JSON.stringify(result)}`);
  return result.plan;
};
const symbols = (p: ResearchPlan) => ('companies' in p ? p.companies.map((c) => c.symbol) : 'company' in p ? [p.company.symbol] : []);

describe('comparisons written with v/s, v.s. or vs.', () => {
  it('reads each spelling as "vs"', () => {
    for (const written of ['v/s', 'v.s.', 'V/S', 'vs.']) {
      expect(tokenizeQuestion(`tcs ${written} infy`).map((t) => t.lower), written).toEqual(['tcs', 'vs', 'infy']);
      const p = plan(`tcs ${written} infy pe`);
      expect(symbols(p), written).toEqual(['TCS', 'INFY']);
      expect(p.kind === 'compare' && p.metrics).toEqual(['pe']);
    }
  });
});

describe('five-letter company names with two neighbouring letters swapped', () => {
  it('reads the name, and says it corrected it', () => {
    const result = read('infosys vs wipor pe');
    expect(result.ok && symbols(result.plan)).toEqual(['INFY', 'WIPRO']);
    expect(result.ok && result.corrections).toEqual(['wipor -> wipro']);
  });
  it('does not take any other one-letter change of a five-letter word as a name', () => {
    // "wiprr" is one substitution away from "wipro", not a swap: asked about, not answered.
    expect(read('wiprr pe').ok).toBe(false);
  });
});

describe('one company asked for with a sector noun in the singular', () => {
  it('"which psu bank has the lowest pe" is one row', () => {
    const p = plan('which psu bank has the lowest pe?');
    expect(p.kind === 'screen' && { limit: p.limit, sort: p.sort }).toEqual({ limit: 1, sort: { metric: 'pe', direction: 'asc' } });
  });
  it('the plural keeps the default count', () => {
    const p = plan('which psu banks have the lowest pe?');
    expect(p.kind === 'screen' && p.limit).toBe(25);
  });
});

describe('a nickname that is also the leading word of another listing of comparable size', () => {
  const lexicon: EnglishLexicon = {
    ...testLexicon,
    companies: new CompanyIndex([
      ...TEST_COMPANIES,
      { symbol: 'APOLLOHOSP', country: 'IN', name: 'Apollo Hospitals Enterprise Limited', marketCap: 88_000 },
      { symbol: 'APOLLOTYRE', country: 'IN', name: 'Apollo Tyres Limited', marketCap: 34_000 },
      { symbol: 'JSWSTEEL', country: 'IN', name: 'JSW Steel Limited', marketCap: 230_000 },
      { symbol: 'JSWENERGY', country: 'IN', name: 'JSW Energy Limited', marketCap: 130_000 },
    ]),
  };
  it('asks which one is meant', () => {
    for (const question of ['apollo pe', 'jsw roe']) {
      const result = read(question, lexicon);
      expect(result.ok ? 'answered' : result.kind, question).toBe('clarify');
    }
    const apollo = read('apollo pe', lexicon);
    expect(!apollo.ok && apollo.kind === 'clarify' && apollo.choices.map((c) => c.question)).toEqual(['APOLLOHOSP pe', 'APOLLOTYRE pe']);
  });
  it('still names the company when the fuller name is written, or when it dominates the others', () => {
    expect(symbols(plan('apollo tyres pe', lexicon))).toEqual(['APOLLOTYRE']);
    expect(symbols(plan('jsw steel pe', lexicon))).toEqual(['JSWSTEEL']);
    // "sbi": State Bank of India is more than three times SBI Life, the largest other "SBI ..." listing.
    expect(symbols(plan('sbi pe', lexicon))).toEqual(['SBIN']);
  });
});

describe('a statement line that no metric holds (net margin, interest, reserves)', () => {
  it('is shown over the years for one company, never dropped for the default figures', () => {
    for (const question of ['tcs net margin', 'tcs profit margin', 'itc npm']) {
      const p = plan(question);
      expect(p.kind === 'history' && { items: p.items, count: p.count }, question).toEqual({ items: ['npm'], count: 5 });
    }
  });
  it('is not answered for several companies side by side', () => {
    expect(read('tcs vs infy net margin').ok).toBe(false);
  });
  it('a line that is also a metric (debt) stays a comparison', () => {
    const p = plan('reliance vs itc debt');
    expect(p.kind === 'compare' && p.metrics).toEqual(['debt']);
  });
});

describe('the count of a history written as a period beside "annual" or "quarterly"', () => {
  it('keeps the count typed', () => {
    const annual = plan('reliance annual profit last 10 years');
    expect(annual.kind === 'history' && { period: annual.period, count: annual.count }).toEqual({ period: 'annual', count: 10 });
    const quarterly = plan('infy quarterly results last 3 years');
    expect(quarterly.kind === 'history' && { period: quarterly.period, count: quarterly.count }).toEqual({ period: 'quarterly', count: 12 });
  });
});

describe('units a figure is asked in', () => {
  it('"in crores", "in lakh crore", "in rs" are the answer\'s own units', () => {
    for (const question of ['market cap of sbi in crores', 'tcs market cap in lakh crore', 'tcs revenue in rs crore']) expect(read(question).ok, question).toBe(true);
  });
  it('a currency the data does not hold is not dropped', () => {
    expect(read('tcs mcap in usd').ok).toBe(false);
  });
});

describe('words for data the product does not hold', () => {
  it('are not read as a company, a sector or a metric', () => {
    // "median" is one letter from the sector "media"; BETA and others are listed symbols.
    for (const question of ['median roe of banks', 'tcs beta', 'bajaj finance aum', 'hdfc bank nim', 'sbi gnpa']) {
      const result = read(question);
      expect(result.ok, question).toBe(false);
      expect(result.ok ? '' : result.restated, question).toMatch(/median|beta|aum|nim|gnpa/);
    }
  });
});

describe('an amount whose unit cannot be a value of the metric', () => {
  it('is not read as a condition on that metric, nor on market cap', () => {
    // "within 5%" of a price, and crores after a percentage metric.
    for (const question of ['stocks with 52 week high within 5%', 'roe above 20 cr']) expect(read(question).ok, question).toBe(false);
  });
  it('a percent sign after a ratio and lakhs after a price still read', () => {
    const pe = plan('pe below 20%');
    expect(pe.kind === 'screen' && pe.filter).toEqual({ type: 'compare', metric: 'pe', op: '<', value: 20 });
    const price = plan('price above 1 lakh');
    expect(price.kind === 'screen' && price.filter).toEqual({ type: 'compare', metric: 'currentPrice', op: '>', value: 100_000 });
  });
});

describe('rankings written with "most profitable" and "dividend paying"', () => {
  it('rank by net profit (said in the restated line) and by dividend yield', () => {
    const profitable = read('top 5 most profitable companies');
    expect(profitable.ok && profitable.plan.kind === 'screen' && { sort: profitable.plan.sort, limit: profitable.plan.limit }).toEqual({ sort: { metric: 'netProfit', direction: 'desc' }, limit: 5 });
    expect(profitable.ok && profitable.restated).toContain('most profitable');
    const payers = plan('best dividend payers in nifty 50');
    expect(payers.kind === 'screen' && { sort: payers.sort, filter: payers.filter }).toEqual({ sort: { metric: 'dividendYield', direction: 'desc' }, filter: { type: 'in', field: 'index', values: ['NIFTY 50'] } });
  });
});

describe('company names written with more or other words', () => {
  it('a curated name that starts with a question word ("indian bank") names the company, not the sector', () => {
    expect(symbols(plan('indian bank pe'))).toEqual(['INDIANB']);
    const sector = plan('indian banks with roe above 15');
    expect(sector.kind).toBe('screen');
  });
  it('the legal form after a name is part of it', () => {
    for (const question of ['itc ltd pe', 'wipro limited roe', 'infosys ltd. pe']) expect(symbols(plan(question)), question).toHaveLength(1);
  });
  it('a name word corrected into an English word still finds the name as typed', () => {
    // "enterprize" is corrected to "enterprise"; "adani enterprize" is one plural away from Adani Enterprises.
    expect(symbols(plan('adani enterprize pe'))).toEqual(['ADANIENT']);
  });
});

describe('word orders of rankings and sectors', () => {
  it('"nifty 500\'s biggest gainers": a possessive after a number', () => {
    expect(tokenizeQuestion("nifty 500's gainers").map((t) => t.lower)).toEqual(['nifty', '500', 'gainers']);
    expect(plan("nifty 500's biggest gainers in the last 3 months")).toMatchObject({ kind: 'returns', index: 'NIFTY 500', direction: 'desc' });
  });
  it('"up the most" and "went down the most" rank by return', () => {
    expect(plan('which nifty 50 stocks are up the most in 1 year')).toMatchObject({ kind: 'returns', direction: 'desc' });
    expect(plan('which nifty 50 stocks went down the most in 6 months')).toMatchObject({ kind: 'returns', direction: 'asc' });
  });
  it('"it" opening the question before a figure is the sector', () => {
    const p = plan('it roe above 25');
    expect(p.kind === 'screen' && p.filter).toEqual({ type: 'and', args: [{ type: 'in', field: 'sector', values: ['IT'] }, { type: 'compare', metric: 'roe', op: '>', value: 25 }] });
  });
  it('"roe of top 10 banks" shows the ROE of the ten largest; "top 10 banks by roe" ranks by it', () => {
    const of = plan('roe of top 10 banks');
    expect(of.kind === 'screen' && { sort: of.sort, limit: of.limit, columns: of.columns }).toEqual({ sort: { metric: 'marketCap', direction: 'desc' }, limit: 10, columns: ['roe'] });
    const by = plan('top 10 banks by roe');
    expect(by.kind === 'screen' && by.sort).toEqual({ metric: 'roe', direction: 'desc' });
  });
});

describe('a growth period written apart from the growth words', () => {
  it('is the period of the growth metric, in lookups and conditions alike', () => {
    expect(plan('profit growth of tcs over 5 yrs')).toMatchObject({ kind: 'compare', metrics: ['profitGrowth5y'] });
    expect(plan('revenue cagr of reliance for 5 years')).toMatchObject({ kind: 'compare', metrics: ['salesGrowth5y'] });
    const screen = plan('companies with profit growth above 20% for 5 years');
    expect(screen.kind === 'screen' && screen.filter).toEqual({ type: 'compare', metric: 'profitGrowth5y', op: '>', value: 20 });
  });
  it('a period the data has no growth for is not dropped', () => {
    expect(read('profit growth 10 years tcs').ok).toBe(false);
  });
});

describe('a company and a bare period, with no figure named', () => {
  it('asks rather than showing the default figures', () => {
    for (const question of ['tcs 1y', 'tcs last year']) expect(read(question).ok, question).toBe(false);
    expect(plan('tcs profit last year')).toMatchObject({ kind: 'compare', metrics: ['netProfit'] });
  });
});

describe('negated comparators', () => {
  it('"no more than", "not below", "not lower than" are the inclusive opposite', () => {
    const cases: [string, string, number][] = [
      ['pe no more than 15', '<=', 15],
      ['mcap not below 10000 cr', '>=', 10_000],
      ['roe not under 20', '>=', 20],
      ['pe not above 25', '<=', 25],
      ['roe not lower than 15', '>=', 15],
    ];
    for (const [question, op, value] of cases) {
      const p = plan(question);
      expect(p.kind === 'screen' && p.filter, question).toMatchObject({ type: 'compare', op, value });
    }
  });
});

describe('rankings among named companies', () => {
  it('"which is cheapest" among named companies compares their P/E', () => {
    expect(plan('among sbi pnb and bob which is cheapest')).toMatchObject({ kind: 'compare', metrics: ['pe'] });
  });
  it('a count smaller than the companies named is not dropped', () => {
    expect(read('top 2 of tcs infy wipro by roe').ok).toBe(false);
  });
});
