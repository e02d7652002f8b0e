/**
 * A name answered for its largest listing ("reliance pe": Reliance Industries, five times Reliance Power's size)
 * also offers the same question about the smaller listings it begins. Found after held-out set 5, where "tvs pe",
 * "muthoot roe" and "shriram market cap" were answered for the dominant listing with no way to the others.
 */
import { describe, expect, it } from 'vitest';
import { compileEnglish } from './english';
import { testLexicon } from './englishTestLexicon';

const read = (question: string) => compileEnglish(question, testLexicon, null);

describe('other listings of a name', () => {
  it('are offered as the same question about each, when the name was answered for the largest', () => {
    const result = read('reliance pe');
    if (!result.ok) throw new Error('not answered');
    expect(result.plan).toMatchObject({ kind: 'compare', companies: [{ symbol: 'RELIANCE' }] });
    expect(result.otherListings).toEqual({ name: 'reliance', choices: [{ label: 'Reliance Power Limited (RPOWER)', question: 'RPOWER pe' }] });
  });

  it('keep the rest of the question as typed', () => {
    const result = read('Promoter holding trend of Reliance');
    expect(result.ok && result.otherListings?.choices).toEqual([{ label: 'Reliance Power Limited (RPOWER)', question: 'Promoter holding trend of RPOWER' }]);
  });

  it('are not offered for a name that begins no other listing, or for a screen', () => {
    const alone = read('tcs pe');
    expect(alone.ok && alone.otherListings).toBeUndefined();
    const screen = read('banks with pe under 20');
    expect(screen.ok && screen.otherListings).toBeUndefined();
  });
});
