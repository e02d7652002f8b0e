/** Smaller misses: returns named without a period, and leftover common words never offered as companies. */
import { describe, expect, it } from 'vitest';
import { compileEnglish } from './english';
import { testLexicon } from './englishTestLexicon';

describe('returns of named companies with no period', () => {
  it('are the 1-year price returns, not a comparison of other figures', () => {
    expect(compileEnglish('tcs vs infy returns', testLexicon)).toMatchObject({ ok: true, plan: { kind: 'returns', period: { count: 1, unit: 'year' } } });
  });
});

describe('a common word left over', () => {
  it('is not offered as the company it begins', () => {
    const best = compileEnglish('best smallcap stocks', testLexicon);
    expect(best.ok).toBe(false);
    expect(JSON.stringify(best)).not.toContain('Best Agrolife');
  });
});
