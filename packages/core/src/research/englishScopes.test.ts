/** Rankings inside a result set, follow-ups over the rows just shown, and new questions that stand on their own. */
import { describe, expect, it } from 'vitest';
import { compileEnglish, type EnglishContext } from './english';
import { testLexicon } from './englishTestLexicon';
import { formatResearchQuery } from './formatQuery';
import { parseResearchQuery } from './parser';
import type { ResearchPlan } from './plan';

const plan = (question: string, previous: ResearchPlan | null = null, context: EnglishContext = {}) => {
  const result = compileEnglish(question, testLexicon, previous, context);
  if (!result.ok) throw new Error(`"${question}" was not answered: ${JSON.stringify(result)}`);
  return result;
};
const LARGEST = { metric: 'marketCap', direction: 'desc' } as const;

describe('a cut named in the question', () => {
  it('ranks within the cut, and the restated line says so', () => {
    const result = plan('among the 10 largest companies by market cap, the 3 with the lowest pe');
    expect(result.plan).toMatchObject({ kind: 'screen', scope: { filter: null, sort: LARGEST, limit: 10 }, sort: { metric: 'pe', direction: 'asc' }, limit: 3 });
    expect(result.restated).toBe('Among the 10 largest companies by Market cap, the 3 with the lowest P/E');
  });
  it('reads a superlative with no count as one company', () => {
    expect(plan('highest roe among the 20 biggest companies').plan).toMatchObject({ scope: { sort: LARGEST, limit: 20 }, sort: { metric: 'roe', direction: 'desc' }, limit: 1 });
    expect(plan('which of the top 10 it companies has the lowest pe').plan).toMatchObject({
      scope: { filter: { type: 'in', field: 'sector', values: ['IT'] }, limit: 10 },
      sort: { metric: 'pe', direction: 'asc' },
      limit: 1,
    });
  });
  it('takes the count and the order of the ranking within the cut', () => {
    expect(plan('the 2 most expensive by p/b out of the top 15 banks').plan).toMatchObject({ scope: { limit: 15 }, sort: { metric: 'pb', direction: 'desc' }, limit: 2 });
  });
  it('reads a place in a ranking', () => {
    expect(plan('third biggest IT company')).toMatchObject({ plan: { sort: LARGEST, limit: 1, offset: 2 }, restated: 'The 3rd largest company by Market cap, where sector IT' });
    expect(plan('2nd highest roe bank').plan).toMatchObject({ sort: { metric: 'roe', direction: 'desc' }, limit: 1, offset: 1 });
  });
  it('writes the scope in the query language and reads it back', () => {
    const scoped = plan('among the 10 largest companies by market cap, the 3 with the lowest pe').plan;
    expect(formatResearchQuery(scoped)).toBe('sort by Market Capitalization desc limit 10 then sort by Price to earning asc limit 3');
    expect(parseResearchQuery(formatResearchQuery(scoped))).toEqual(scoped);
    const third = plan('third biggest IT company').plan;
    expect(parseResearchQuery(formatResearchQuery(third))).toMatchObject({ offset: 2, limit: 1 });
  });
});

describe('a follow-up over the rows just shown', () => {
  const top10 = plan('top 10 it stocks by market cap').plan;
  it('sorts and filters within the cut, not over the whole sector', () => {
    expect(plan('sort these by debt', top10).plan).toMatchObject({ scope: { sort: LARGEST, limit: 10 }, sort: { metric: 'debt', direction: 'desc' }, limit: 10 });
    expect(plan('keep only the ones with pe under 20', top10).plan).toMatchObject({ scope: { limit: 10 }, filter: { type: 'compare', metric: 'pe', op: '<', value: 20 }, sort: null });
    expect(plan('which one has the highest dividend yield', top10).plan).toMatchObject({ scope: { limit: 10 }, sort: { metric: 'dividendYield' }, limit: 1 });
    expect(plan('inme se sabse kam pe wala', top10).plan).toMatchObject({ scope: { limit: 10 }, sort: { metric: 'pe', direction: 'asc' }, limit: 1 });
  });
  it('ranks within the rows of a ranking no cut restates (an index by return), by their symbols', () => {
    const gainers = plan('top 3 gainers in nifty 50 over 6 months').plan;
    const within = plan('which of these has the lowest pe', gainers, { previousRows: ['TCS', 'INFY', 'ITC'] });
    expect(within.plan).toMatchObject({ scope: { filter: { type: 'in', field: 'symbol', values: ['TCS', 'INFY', 'ITC'] } }, sort: { metric: 'pe', direction: 'asc' }, limit: 1 });
    expect(within.restated).toBe('Among the companies shown (TCS, INFY and ITC), the one with the lowest P/E');
  });
  it('keeps a screen of the default count a set: the follow-up narrows the whole set', () => {
    const set = plan('it stocks with roe above 20').plan;
    expect(plan('sort them by pe, lowest first', set).plan).not.toHaveProperty('scope');
  });
  it('reaches back two turns for "the two"', () => {
    const tcs = plan('tcs roe').plan;
    const infy = plan('and infy?', tcs).plan;
    expect(plan('which of the two has lower pe', infy, { earlier: tcs }).plan).toMatchObject({ kind: 'compare', companies: [{ symbol: 'TCS' }, { symbol: 'INFY' }], metrics: ['pe'] });
  });
});

describe('a question that stands on its own in a chat', () => {
  it('is answered on its own, not merged into the previous answer', () => {
    const price = plan('reliance share price').plan;
    expect(plan('tcs quarterly results', price).plan).toMatchObject({ kind: 'history', company: { symbol: 'TCS' }, period: 'quarterly' });
    const infy = plan('what about infosys', plan('tcs pe').plan).plan;
    expect(plan('hdfc bank vs icici bank', infy).plan).toMatchObject({ kind: 'compare', companies: [{ symbol: 'HDFCBANK' }, { symbol: 'ICICIBANK' }] });
  });
  it('still follows up when the question needs the previous one', () => {
    const pe = plan('tcs pe').plan;
    expect(plan('infy?', pe).plan).toMatchObject({ kind: 'compare', companies: [{ symbol: 'INFY' }], metrics: ['pe'] });
    expect(plan('and wipro', pe).plan).toMatchObject({ kind: 'compare', companies: [{ symbol: 'WIPRO' }], metrics: ['pe'] });
  });
});

describe('a cut named first with "of"', () => {
  it('ranks or filters within the cut', () => {
    expect(plan('of the 15 biggest banks, which one has the lowest p/b').plan).toMatchObject({ scope: { sort: LARGEST, limit: 15 }, sort: { metric: 'pb', direction: 'asc' }, limit: 1 });
    expect(plan('of the 10 largest it companies, the ones with pe below 20').plan).toMatchObject({
      scope: { sort: LARGEST, limit: 10 },
      filter: { type: 'compare', op: '<', value: 20 },
    });
  });
  it('leaves "roe of top 10 banks" the ROE of the ten largest', () => {
    expect(plan('roe of top 10 banks').plan).not.toHaveProperty('scope');
  });
});

describe("an index's own return", () => {
  it('reads "nifty 3 year return" as the index itself, and its gainers as its members', () => {
    const own = plan('nifty 3 year return');
    expect(own.plan).toMatchObject({ kind: 'returns', index: 'NIFTY 50', indexItself: true, period: { count: 3, unit: 'year' } });
    expect(own.restated).toBe('Price return of the NIFTY 50 index itself over 3 years');
    expect(parseResearchQuery(formatResearchQuery(own.plan))).toEqual(own.plan);
    expect(plan('top 5 gainers nifty 50 last 1 year').plan).not.toHaveProperty('indexItself');
  });
  it('answers only the own return of an index whose closes alone the data holds', () => {
    const lexicon = { ...testLexicon, indexNames: ['NIFTY 50'], indexSeriesNames: ['NIFTY 50', 'NIFTY BANK'] };
    expect(compileEnglish('nifty bank 6 month return', lexicon)).toMatchObject({ ok: true, plan: { index: 'NIFTY BANK', indexItself: true } });
    expect(compileEnglish('nifty bank stocks', lexicon)).toMatchObject({ ok: false, kind: 'cannot' });
  });
});
