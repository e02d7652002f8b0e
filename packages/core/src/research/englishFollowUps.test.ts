/**
 * Follow-ups found in the fourth tuning round: a bare name after a question about companies, another sector,
 * index or threshold after a screen (which replaces the earlier one rather than adding to it), another index
 * after a ranking, and "cheapest 3" after a list.
 */
import { describe, expect, it } from 'vitest';
import { compileEnglish } from './english';
import { testLexicon } from './englishTestLexicon';
import type { ResearchPlan } from './plan';

/** The plan of the last question of a chat, each question asked with the previous answer's plan. */
function chat(...questions: string[]): ResearchPlan {
  let previous: ResearchPlan | null = null;
  for (const question of questions) {
    const result = compileEnglish(question, testLexicon, previous);
    if (!result.ok) throw new Error(`"${question}" was not answered: ${JSON.stringify(result)}`);
    previous = result.plan;
  }
  return previous!;
}

describe('a bare company name after a question about a company', () => {
  it('asks the same question about the company named', () => {
    expect(chat('tcs pe', 'infy?')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'INFY' }], metrics: ['pe'] });
    expect(chat('tcs revenue last 5 years', 'for infy')).toMatchObject({ kind: 'history', company: { symbol: 'INFY' }, items: ['sales'], count: 5 });
    expect(chat('tcs shareholding', 'wipro')).toMatchObject({ kind: 'shareholding', company: { symbol: 'WIPRO' } });
  });
});

describe('another universe or threshold after a screen', () => {
  it('replaces the sector, keeping the conditions', () => {
    const p = chat('it stocks with roe above 20', 'what about pharma');
    expect(p.kind === 'screen' && p.filter).toEqual({ type: 'and', args: [{ type: 'compare', metric: 'roe', op: '>', value: 20 }, { type: 'in', field: 'sector', values: ['pharma'] }] });
  });
  it('replaces a comparison of the same metric and direction, and keeps a range', () => {
    const stricter = chat('it stocks with roe above 20', 'now with roe above 30');
    expect(stricter.kind === 'screen' && stricter.filter).toEqual({ type: 'and', args: [{ type: 'in', field: 'sector', values: ['IT'] }, { type: 'compare', metric: 'roe', op: '>', value: 30 }] });
    const range = chat('it stocks with pe below 40', 'and pe above 10');
    expect(range.kind === 'screen' && range.filter).toEqual({
      type: 'and',
      args: [{ type: 'in', field: 'sector', values: ['IT'] }, { type: 'compare', metric: 'pe', op: '<', value: 40 }, { type: 'compare', metric: 'pe', op: '>', value: 10 }],
    });
  });
  it('"cheapest 3" ranks the list by P/E, not by size', () => {
    const p = chat('psu banks', 'cheapest 3');
    expect(p.kind === 'screen' && { sort: p.sort, limit: p.limit }).toEqual({ sort: { metric: 'pe', direction: 'asc' }, limit: 3 });
  });
});

describe('another index after a ranking by return', () => {
  it('ranks the same way in the index named', () => {
    for (const followUp of ['in nifty 500', 'nifty 500?']) {
      expect(chat('nifty 50 top 5 gainers 1 year', followUp), followUp).toMatchObject({ kind: 'returns', index: 'NIFTY 500', limit: 5, direction: 'desc', period: { count: 1, unit: 'year' } });
    }
  });
});

describe('a judgement of a figure', () => {
  it('is not answered with a screen', () => {
    const result = compileEnglish('is that cheap?', testLexicon, chat('sbi pe'));
    expect(result.ok).toBe(false);
    expect(compileEnglish('is tcs overvalued', testLexicon).ok).toBe(false);
  });
});
