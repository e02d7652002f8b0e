/** Questions as investors type them: one block per failure class of the research assistant. */
import { describe, expect, it } from 'vitest';
import { compileEnglish, type EnglishResult } from './english';
import { testLexicon } from './englishTestLexicon';
import { parseResearchQuery } from './parser';
import type { ResearchPlan } from './plan';

const read = (question: string, previous: ResearchPlan | null = null): EnglishResult => compileEnglish(question, testLexicon, previous);
const plan = (question: string, previous: ResearchPlan | null = null): ResearchPlan => {
  const result = read(question, previous);
  if (!result.ok) throw new Error(`"${question}" was not answered: ${JSON.stringify(result)}`);
  return result.plan;
};
const symbols = (p: ResearchPlan) => ('companies' in p ? p.companies.map((c) => c.symbol) : 'company' in p ? [p.company.symbol] : []);

describe('nicknames', () => {
  it('name the company investors mean, in any case and spelling of punctuation', () => {
    const cases: [string, string[]][] = [
      ['sbi pe', ['SBIN']],
      ['SBI market cap', ['SBIN']],
      ['hul roe', ['HINDUNILVR']],
      ['l&t p/e', ['LT']],
      ['L and T roce', ['LT']],
      ['larsen debt to equity', ['LT']],
      ['m&m market cap', ['M&M']],
      ['RIL pb', ['RELIANCE']],
      ['airtel vs kotak pe', ['BHARTIARTL', 'KOTAKBANK']],
      ['bob and pnb roe', ['BANKBARODA', 'PNB']],
      ['icici pru market cap', ['ICICIPRULI']],
      ['bajaj fin roe', ['BAJFINANCE']],
      ['infy vs tcs roe', ['INFY', 'TCS']],
      ['hal bel pe', ['HAL', 'BEL']],
      ['irctc pe', ['IRCTC']],
      ['zomato market cap', ['ETERNAL']],
      ['hdfc bank pe', ['HDFCBANK']],
    ];
    for (const [question, expected] of cases) expect(symbols(plan(question)), question).toEqual(expected);
  });

  it('ask when a name fits several companies and none dominates', () => {
    const tataMotors = read('tata motors pe');
    expect(tataMotors).toMatchObject({ ok: false, kind: 'clarify' });
    if (!tataMotors.ok && tataMotors.kind === 'clarify') {
      expect(tataMotors.message).toBe('Did you mean Tata Motors Passenger Vehicles Limited (TMPV) or Tata Motors Limited (TMCV)?');
      expect(tataMotors.choices.map((c) => c.question)).toEqual(['TMPV pe', 'TMCV pe']);
      expect(symbols(plan(tataMotors.choices[0]!.question))).toEqual(['TMPV']);
    }
    expect(read('bajaj roe')).toMatchObject({ ok: false, kind: 'clarify' });
  });

  it('read small misspellings of names and words, and say what they were read as', () => {
    expect(read('infosis roe')).toMatchObject({ ok: true, plan: { companies: [{ symbol: 'INFY' }], metrics: ['roe'] }, restated: 'ROE of INFY' });
    expect(read('relaince retrun on equty')).toMatchObject({ ok: true, plan: { companies: [{ symbol: 'RELIANCE' }], metrics: ['roe'] } });
    expect(read('larsen and tubro pe')).toMatchObject({ ok: true, plan: { companies: [{ symbol: 'LT' }] } });
    expect(read('top 5 compaines by roe abvoe 30')).toMatchObject({ ok: true, plan: { kind: 'screen', limit: 5, filter: { metric: 'roe', op: '>', value: 30 } } });
  });

  it('a word too far from any name is not guessed', () => {
    expect(read('zqxwv roe')).toMatchObject({ ok: false });
  });
});

describe('ordinary words are not company names', () => {
  it('"worth" is not Worth Peripherals, "best" is not Best Agrolife', () => {
    expect(plan('what is tcs worth')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'TCS' }], metrics: ['marketCap'] });
    expect(plan('best roe stocks')).toMatchObject({ kind: 'screen', sort: { metric: 'roe', direction: 'desc' } });
  });

  it('but a capitalised name mid-sentence, or its symbol, still names it', () => {
    expect(plan('market cap of Worth Peripherals')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'WORTH' }] });
  });
});

describe('rankings and periods', () => {
  it('best and worst performers over a period rank by return, and the period never becomes a limit', () => {
    expect(plan('best performing stocks over the last year')).toMatchObject({ kind: 'screen', sort: { metric: 'return1y', direction: 'desc' }, limit: 25 });
    expect(plan('worst 1 year returns')).toMatchObject({ kind: 'screen', sort: { metric: 'return1y', direction: 'asc' }, limit: 25 });
    expect(plan('biggest losers in nifty 50 in 6 months')).toEqual({ kind: 'returns', companies: [], index: 'NIFTY 50', period: { count: 6, unit: 'month' }, direction: 'asc', limit: 10 });
    expect(plan('top 5 gainers nifty 1 week')).toMatchObject({ kind: 'returns', index: 'NIFTY 50', period: { count: 1, unit: 'week' }, direction: 'desc', limit: 5 });
    expect(plan('3y top performers')).toMatchObject({ kind: 'screen', sort: { metric: 'return3y', direction: 'desc' } });
  });

  it('a period without an index to rank in asks which index instead of guessing', () => {
    const result = read('top gainers over 6 months');
    expect(result).toMatchObject({ ok: false, kind: 'clarify' });
    if (!result.ok && result.kind === 'clarify') {
      expect(result.choices.map((c) => c.label)).toEqual(['Top 10 gainers of NIFTY 50 by price return over 6 months', 'Top 10 gainers of NIFTY 500 by price return over 6 months', 'Top 10 gainers of NIFTY BANK by price return over 6 months']);
      expect(parseResearchQuery(result.choices[0]!.question)).toMatchObject({ kind: 'returns', index: 'NIFTY 50', period: { count: 6, unit: 'month' } });
    }
  });

  it('cheapest, most expensive, biggest, smallest', () => {
    expect(plan('cheapest IT stocks')).toMatchObject({ sort: { metric: 'pe', direction: 'asc' }, filter: { type: 'and', args: [{ field: 'sector' }, { metric: 'pe', op: '>', value: 0 }] } });
    expect(plan('most expensive banks')).toMatchObject({ sort: { metric: 'pe', direction: 'desc' } });
    expect(plan('10 biggest pharma companies')).toMatchObject({ sort: { metric: 'marketCap', direction: 'desc' }, limit: 10 });
    expect(plan('5 smallest nifty 50 stocks')).toMatchObject({ sort: { metric: 'marketCap', direction: 'asc' }, limit: 5 });
  });

  it('"most expensive ... by <valuation>" ranks that valuation dearest first', () => {
    expect(plan('5 most expensive banks by pb')).toMatchObject({ kind: 'screen', sort: { metric: 'pb', direction: 'desc' }, limit: 5 });
    expect(plan('costliest it stocks by price to sales')).toMatchObject({ kind: 'screen', sort: { metric: 'priceToSales', direction: 'desc' } });
    // Not a valuation: "expensive" cannot be read into a market-cap sort, so it is reported, not dropped.
    expect(read('most expensive banks by market cap')).toMatchObject({ ok: false });
  });

  it('holder groups as one compound name: the shareholding pattern; joined by a word: their figures', () => {
    expect(plan('fii dii holding in tcs')).toMatchObject({ kind: 'shareholding', company: { symbol: 'TCS' }, quarters: 8 });
    expect(plan('fii/dii holding of tcs')).toMatchObject({ kind: 'shareholding', company: { symbol: 'TCS' } });
    expect(plan('fii and dii holding of tcs')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'TCS' }], metrics: ['fiiHolding', 'diiHolding'] });
    expect(plan('promoter holding and fii holding of infosys')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'INFY' }], metrics: ['promoterHolding', 'fiiHolding'] });
    expect(plan('tcs fii holding')).toMatchObject({ kind: 'compare', metrics: ['fiiHolding'] });
    expect(plan('market cap and promoter holding of tcs')).toMatchObject({ kind: 'compare' });
  });
});

describe('limits and sorts', () => {
  it('"which 10 companies" shows 10', () => {
    expect(plan('which 10 companies have the highest roe')).toMatchObject({ kind: 'screen', limit: 10, sort: { metric: 'roe', direction: 'desc' } });
  });

  it('the sort uses the growth period of the filter', () => {
    expect(plan('companies with 5 year sales growth above 20, top 5 by sales growth')).toMatchObject({
      filter: { metric: 'salesGrowth5y', op: '>', value: 20 },
      sort: { metric: 'salesGrowth5y', direction: 'desc' },
      limit: 5,
    });
  });

  it('"5 year sales growth of X" is the metric, not the statement history', () => {
    expect(plan('5 year sales growth of tcs')).toEqual({ kind: 'compare', companies: [{ symbol: 'TCS', country: 'IN', name: 'Tata Consultancy Services Limited' }], metrics: ['salesGrowth5y'] });
    expect(plan('infy 3yr profit cagr')).toMatchObject({ kind: 'compare', metrics: ['profitGrowth3y'] });
    expect(plan('sales cagr 5y of hul')).toMatchObject({ kind: 'compare', metrics: ['salesGrowth5y'] });
  });
});

describe('comparisons', () => {
  it('"X vs Y" and "X or Y, which has better ROE?" compare both sides', () => {
    expect(plan('sbi vs pnb')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'SBIN' }, { symbol: 'PNB' }] });
    expect(plan('hdfc bank or icici bank, which has better roe?')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'HDFCBANK' }, { symbol: 'ICICIBANK' }], metrics: ['roe'] });
    expect(plan('tcs, infy and wipro on roce')).toMatchObject({ companies: [{ symbol: 'TCS' }, { symbol: 'INFY' }, { symbol: 'WIPRO' }], metrics: ['roce'] });
  });
});

describe('Indian amounts', () => {
  it('lakh, crore, lakh crore, k, cr, Rs and ₹ with Indian commas', () => {
    const value = (question: string) => (plan(question) as { filter: { value: number } }).filter.value;
    expect(value('companies above ₹50,000 Cr')).toBe(50000);
    expect(value('stocks with market cap over 1 lakh crore')).toBe(100000);
    expect(value('companies with mcap > 1,00,000 cr')).toBe(100000);
    expect(value('market cap above 50k cr')).toBe(50000);
    expect(value('companies with sales over Rs 5,000 crore')).toBe(5000);
    expect(plan('stocks under Rs 100')).toMatchObject({ filter: { metric: 'currentPrice', op: '<', value: 100 } });
  });
});

describe('index membership and sectors in everyday words', () => {
  it('nifty 50 stocks, PSU banks, IT, pharma', () => {
    expect(plan('nifty 50 stocks with pe below 20')).toMatchObject({ filter: { type: 'and', args: [{ field: 'index', values: ['NIFTY 50'] }, { metric: 'pe' }] } });
    expect(plan('psu banks with roe above 15')).toMatchObject({ filter: { type: 'and', args: [{ field: 'sector', values: ['psu banks'] }, { metric: 'roe' }] } });
    expect(read('bank nifty members')).toMatchObject({ ok: true, plan: { kind: 'constituents', index: 'NIFTY BANK' } });
    expect(read('sensex members')).toMatchObject({ ok: false, kind: 'cannot', reason: expect.stringContaining('no index called "SENSEX"') });
  });
});

describe('follow-ups work on the previous answer', () => {
  it('"and its P/E?", "what about Infosys?", "sort them by ROE", "only the ones above 50,000 crore"', () => {
    const tcs = plan('tcs sales last 5 years');
    expect(plan('and its P/E?', tcs)).toMatchObject({ kind: 'compare', companies: [{ symbol: 'TCS' }], metrics: ['pe'] });
    expect(plan('what about Infosys?', tcs)).toMatchObject({ kind: 'history', company: { symbol: 'INFY' }, items: ['sales'] });
    const banks = plan('banks with roe above 15');
    expect(plan('sort them by ROE', banks)).toMatchObject({ kind: 'screen', sort: { metric: 'roe', direction: 'desc' } });
    expect(plan('only the ones above 50,000 crore', banks)).toMatchObject({
      filter: { type: 'and', args: [{ field: 'sector' }, { metric: 'roe' }, { metric: 'marketCap', op: '>', value: 50000 }] },
    });
    expect(plan('top 5', banks)).toMatchObject({ limit: 5 });
  });
});

describe('no condition is dropped silently', () => {
  it('an unknown word gets a question back with the closest readings, never a table', () => {
    const result = read('banks with roe above 15 and great vibes');
    expect(result).toMatchObject({ ok: false, kind: 'clarify' });
    if (!result.ok && result.kind === 'clarify') {
      expect(result.restated).toContain('(without "great", "vibes")');
      expect(result.choices.at(-1)!.question).toContain('Return on equity > 15');
    }
  });

  it('every confident answer restates the question as executed', () => {
    const result = read('top 5 by 1 year return among companies above ₹50,000 Cr');
    expect(result).toMatchObject({ ok: true, restated: 'Top 5 companies by 1-year return (highest first), where Market cap > ₹50,000 Cr' });
  });
});

describe('follow-ups without an earlier answer, and refusals', () => {
  it('a pronoun or a bare "top 10" with nothing to refer to asks', () => {
    expect(read('what is its pe')).toMatchObject({ ok: false, kind: 'clarify' });
    expect(read('compare them')).toMatchObject({ ok: false, kind: 'clarify' });
    expect(read('top 10')).toMatchObject({ ok: false, kind: 'clarify' });
  });

  it('"compare with M&M" adds to the companies; "and Wipro" replaces them', () => {
    const maruti = plan('tcs market cap');
    expect(plan('compare with m&m', maruti)).toMatchObject({ kind: 'compare', companies: [{ symbol: 'TCS' }, { symbol: 'M&M' }], metrics: ['marketCap'] });
    expect(plan('and wipro', plan('infy pe'))).toMatchObject({ kind: 'compare', companies: [{ symbol: 'WIPRO' }], metrics: ['pe'] });
  });

  it('advice, forecasts and reasons are not answered with a table', () => {
    for (const question of ['which stock will double in 1 year', 'best stock to buy now', 'why did tcs fall today', 'tcs target price']) {
      expect(read(question), question).toMatchObject({ ok: false, kind: 'cannot' });
    }
  });
});

describe('classes the fifth held-out set found', () => {
  it('reads finance arms by their short names', () => {
    expect(symbols(plan('chola fin pe'))).toEqual(['CHOLAFIN']);
    expect(symbols(plan('m&m fin roe'))).toEqual(['M&MFIN']);
    expect(symbols(plan('mahindra fin vs chola fin roa'))).toEqual(['M&MFIN', 'CHOLAFIN']);
    expect(symbols(plan('m&m roe'))).toEqual(['M&M']);
  });

  it('reads "from X to Y" as a range, before or after its metric', () => {
    const range = { type: 'and', args: [{ type: 'compare', metric: 'marketCap', op: '>=', value: 20_000 }, { type: 'compare', metric: 'marketCap', op: '<=', value: 50_000 }] };
    expect(plan('it stocks with market cap from 20k cr to 50k cr')).toMatchObject({ kind: 'screen', filter: { type: 'and', args: [expect.anything(), ...range.args] } });
    expect(plan('from 20,000 cr to 50,000 cr mcap it stocks')).toMatchObject({ kind: 'screen', filter: { type: 'and', args: [expect.anything(), ...range.args] } });
  });

  it('reads "which gives / pays more X" as a comparison', () => {
    expect(plan('sbi or bob which pays more dividend')).toMatchObject({ kind: 'compare', metrics: ['dividendYield'] });
    expect(symbols(plan('sbi or bob which pays more dividend'))).toEqual(['SBIN', 'BANKBARODA']);
  });

  it('reads growth written as a verb, ranked fastest first, with its period', () => {
    expect(plan('top 3 it companies whose sales grew fastest in 5 years')).toMatchObject({ kind: 'screen', sort: { metric: 'salesGrowth5y', direction: 'desc' }, limit: 3 });
    expect(plan('banks where profit grew the most')).toMatchObject({ kind: 'screen', sort: { metric: 'profitGrowth3y', direction: 'desc' } });
  });

  it('reads "arrange them biggest first" as a new order of the previous answer', () => {
    const previous = plan('pharma stocks with roe above 20');
    expect(plan('arrange them smallest first', previous)).toMatchObject({ kind: 'screen', sort: { metric: 'marketCap', direction: 'asc' } });
    expect(plan('put them biggest first', previous)).toMatchObject({ kind: 'screen', sort: { metric: 'marketCap', direction: 'desc' } });
  });

  it('restates with the names investors use', () => {
    expect(read('banks with roe above 15 and pe below 20')).toMatchObject({ ok: true, restated: expect.stringContaining('ROE > 15%, P/E < 20') });
    expect(read('5 fastest growing it companies by profit')).toMatchObject({ ok: true, restated: expect.stringContaining('by 3-year profit growth') });
  });
});
