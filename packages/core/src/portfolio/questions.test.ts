import { describe, expect, it } from 'vitest';
import { readPortfolioQuestion } from './questions';

describe('readPortfolioQuestion', () => {
  it.each([
    ['how is my portfolio doing', 'overview'],
    ['mera portfolio kaisa hai', 'overview'],
    ['My portfolio?', 'overview'],
    ['my xirr', 'xirr'],
    ['compare my holdings with nifty', 'xirr'],
    ['how much tax on my gains this year', 'gains'],
    ['my ltcg this year', 'gains'],
    ['which holding lost most in my portfolio', 'mover'],
    ['which of my holdings lost the most', 'mover'],
    ['which of my holdings has the highest pe', 'other'],
  ])('reads "%s" as %s', (question, kind) => {
    expect(readPortfolioQuestion(question)?.kind).toBe(kind);
  });

  it('tells losers from gainers', () => {
    expect(readPortfolioQuestion('which of my stocks gained the most')).toEqual({ kind: 'mover', direction: 'gainer' });
    expect(readPortfolioQuestion('my worst holding')).toEqual({ kind: 'mover', direction: 'loser' });
  });

  it('leaves market questions to the research reader', () => {
    for (const q of ['how is nifty doing', 'top gainers today', 'stocks with pe below 15', 'tax on ltcg in india', 'show my watchlist stocks', 'what is xirr']) {
      expect(readPortfolioQuestion(q)).toBeNull();
    }
  });
});
