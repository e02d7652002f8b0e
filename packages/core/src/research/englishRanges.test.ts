/**
 * Found after the first scoring of held-out set 4: a range written before its metric ("between 50k cr and
 * 1 lakh cr market cap"), and "healthcare" taken narrower than investors mean it (it includes the drug makers).
 */
import { describe, expect, it } from 'vitest';
import { compileEnglish } from './english';
import { testLexicon } from './englishTestLexicon';
import { sectorMatcher } from './sectors';

const read = (question: string) => compileEnglish(question, testLexicon, null);

describe('a range written before its metric', () => {
  it('is the metric between the two amounts, with the other conditions kept', () => {
    const result = read('companies between 50k cr and 1 lakh cr market cap with pe under 20');
    expect(result.ok).toBe(true);
    if (!result.ok || result.plan.kind !== 'screen') throw new Error('not a screen');
    expect(result.plan.filter).toEqual({
      type: 'and',
      args: [
        { type: 'and', args: [{ type: 'compare', metric: 'marketCap', op: '>=', value: 50_000 }, { type: 'compare', metric: 'marketCap', op: '<=', value: 100_000 }] },
        { type: 'compare', metric: 'pe', op: '<', value: 20 },
      ],
    });
  });
  it('is left unread when the amounts cannot be the metric (a crore range before a ratio)', () => {
    expect(read('stocks between 10 cr and 20 cr pe').ok).toBe(false);
  });
});

describe('a range written high to low', () => {
  const between = [
    { type: 'compare', metric: 'marketCap', op: '>=', value: 100_000 },
    { type: 'compare', metric: 'marketCap', op: '<=', value: 200_000 },
  ];
  it.each([
    'mcap from 2 lakh cr to 1 lakh cr',
    'market cap between 2 lakh cr and 1 lakh cr',
    'companies between 2 lakh cr and 1 lakh cr market cap',
    'companies from 2 lakh cr to 1 lakh cr mcap',
    'mcap 2,00,000-1,00,000 cr',
  ])('means the same companies as low to high: %s', (question) => {
    const result = read(question);
    if (!result.ok || result.plan.kind !== 'screen') throw new Error(`not a screen: ${question}`);
    expect(result.plan.filter).toEqual({ type: 'and', args: between });
  });
  it('is no range when both ends are the same amount', () => {
    expect(read('mcap between 1 lakh cr and 1 lakh cr').ok).toBe(false);
  });
});

describe('healthcare', () => {
  it('holds hospitals and drug makers, but pharma alone stays without hospitals', () => {
    const healthcare = sectorMatcher('healthcare');
    expect(healthcare('Pharmaceuticals', null)).toBe(true);
    expect(healthcare('Healthcare', 'Hospital')).toBe(true);
    expect(sectorMatcher('pharmaceuticals')(null, 'Hospital')).toBe(false);
  });
});
