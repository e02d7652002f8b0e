import { describe, expect, it } from 'vitest';
import { compileEnglish, type EnglishLexicon } from './english';
import { testLexicon } from './englishTestLexicon';
import type { ResearchPlan } from './plan';

const lexicon = testLexicon;

const plan = (question: string): ResearchPlan => {
  const result = compileEnglish(question, lexicon);
  if (!result.ok) throw new Error(`"${question}" did not compile: ${JSON.stringify(result)}`);
  return result.plan;
};

describe('English questions compile to plans', () => {
  it('a screen with a sector, conditions, sort and limit', () => {
    expect(plan('IT companies with ROE above 20 and debt to equity below 0.5, top 10 by market cap')).toEqual({
      kind: 'screen',
      country: 'IN',
      filter: {
        type: 'and',
        args: [
          { type: 'in', field: 'sector', values: ['IT'] },
          { type: 'compare', metric: 'roe', op: '>', value: 20 },
          { type: 'compare', metric: 'debtToEquity', op: '<', value: 0.5 },
        ],
      },
      sort: { metric: 'marketCap', direction: 'desc' },
      limit: 10,
      columns: [],
    });
  });

  it('comparator phrases, money in crores and lakh crores, between, OR', () => {
    expect(plan('companies with a dividend yield of at least 5% and market cap over 20,000 crore')).toMatchObject({
      filter: { type: 'and', args: [{ metric: 'dividendYield', op: '>=', value: 5 }, { metric: 'marketCap', op: '>', value: 20000 }] },
    });
    expect(plan('market cap above 1 lakh crore')).toMatchObject({ filter: { metric: 'marketCap', op: '>', value: 100000 } });
    expect(plan('P/E between 10 and 20')).toMatchObject({
      filter: { type: 'and', args: [{ metric: 'pe', op: '>=', value: 10 }, { metric: 'pe', op: '<=', value: 20 }] },
    });
    expect(plan('ROE above 30 or ROCE above 40')).toMatchObject({
      filter: { type: 'or', args: [{ metric: 'roe', op: '>', value: 30 }, { metric: 'roce', op: '>', value: 40 }] },
    });
    expect(plan('large cap stocks with the lowest PE')).toMatchObject({
      filter: { type: 'in', field: 'capType', values: ['Large Cap'] },
      sort: { metric: 'pe', direction: 'asc' },
    });
  });

  it('technicals: an index, the price against a moving average, RSI', () => {
    expect(plan('Nifty 50 stocks below their 200 DMA with RSI under 35')).toMatchObject({
      kind: 'screen',
      filter: {
        type: 'and',
        args: [
          { type: 'in', field: 'index', values: ['NIFTY 50'] },
          { type: 'compare', metric: 'currentPrice', op: '<', value: { metric: 'dma200' } },
          { type: 'compare', metric: 'rsi', op: '<', value: 35 },
        ],
      },
    });
  });

  it("one company's statements over the years", () => {
    expect(plan('TCS revenue and net profit for the last 5 years')).toEqual({
      kind: 'history',
      company: { symbol: 'TCS', country: 'IN', name: 'Tata Consultancy Services Limited' },
      items: ['sales', 'netProfit'],
      period: 'annual',
      count: 5,
    });
    expect(plan('quarterly sales of Infosys for the last 4 quarters')).toMatchObject({ kind: 'history', items: ['sales'], period: 'quarterly', count: 4 });
  });

  it('comparisons, and one company on its own', () => {
    expect(plan('compare HDFCBANK and ICICIBANK on ROE, P/E and market cap')).toMatchObject({
      kind: 'compare',
      companies: [{ symbol: 'HDFCBANK' }, { symbol: 'ICICIBANK' }],
      metrics: ['roe', 'pe', 'marketCap'],
    });
    expect(plan('What is the P/E of Sun Pharmaceutical?')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'SUNPHARMA' }], metrics: ['pe'] });
  });

  it('shareholding of a company by name', () => {
    expect(plan('promoter holding trend of Adani Ports')).toMatchObject({ kind: 'shareholding', company: { symbol: 'ADANIPORTS' } });
  });

  it('index constituents', () => {
    expect(plan('constituents of Nifty Bank')).toEqual({ kind: 'constituents', index: 'NIFTY BANK', sort: null, limit: 500 });
  });

  it('price returns of a company, and the gainers or losers of an index', () => {
    expect(plan('return of RELIANCE over the last 1 year')).toMatchObject({
      kind: 'returns', companies: [{ symbol: 'RELIANCE' }], index: null, period: { count: 1, unit: 'year' },
    });
    expect(plan('top gainers in Nifty 50 over 6 months')).toEqual({
      kind: 'returns', companies: [], index: 'NIFTY 50', period: { count: 6, unit: 'month' }, direction: 'desc', limit: 10,
    });
    expect(plan('top 5 losers in Nifty 50 over the last 1 year')).toMatchObject({ direction: 'asc', limit: 5 });
  });

  it('"it" the pronoun is not the IT sector', () => {
    const result = compileEnglish('is it raining', lexicon);
    expect(result.ok).toBe(false);
  });
});

describe('questions the data cannot answer', () => {
  it('have no plan', () => {
    for (const question of ['what is the weather in Mumbai today', 'Will TCS share price go up next year?', 'Should I buy Reliance?', 'tell me a joke']) {
      expect(compileEnglish(question, lexicon).ok, question).toBe(false);
    }
  });
});

describe('ranking words without numbers', () => {
  it('"high ROE" sorts by ROE, "low debt" sorts debt up', () => {
    expect(plan('IT stocks with high ROE')).toMatchObject({ sort: { metric: 'roe', direction: 'desc' } });
    expect(plan('banks with low debt to equity')).toMatchObject({ sort: { metric: 'debtToEquity', direction: 'asc' } });
  });
});

describe('indices the data does not have', () => {
  it('say so instead of guessing', () => {
    const small: EnglishLexicon = { ...lexicon, indexNames: ['NIFTY 50'] };
    expect(compileEnglish('Nifty Bank constituents', small)).toMatchObject({ ok: false, kind: 'cannot', reason: 'The data has no index called "NIFTY BANK"; it has NIFTY 50.' });
    expect(compileEnglish('Nifty stocks with ROE above 20', small)).toMatchObject({ ok: true, plan: { filter: { args: [{ field: 'index', values: ['NIFTY 50'] }, {}] } } });
  });
});

describe('operators in English', () => {
  it('"companies with ROE > 20 and P/E <= 15"', () => {
    expect(plan('companies with ROE > 20 and P/E <= 15')).toMatchObject({
      filter: { type: 'and', args: [{ metric: 'roe', op: '>', value: 20 }, { metric: 'pe', op: '<=', value: 15 }] },
    });
  });
});
