import { describe, expect, it } from 'vitest';
import { matchesEtfSearch } from './search';

const nifty = { symbol: 'NIFTYBEES', underlying: 'Nifty 50' };
const bank = { symbol: 'BANKBEES', underlying: 'Nifty Bank' };

describe('matchesEtfSearch (spec 001 section 5)', () => {
  it('matches everything on an empty or blank query', () => {
    expect(matchesEtfSearch(nifty, '')).toBe(true);
    expect(matchesEtfSearch(nifty, '   ')).toBe(true);
  });
  it('lower-cases and needs every whitespace term in symbol plus underlying', () => {
    expect(matchesEtfSearch(nifty, 'NIFTY')).toBe(true);
    expect(matchesEtfSearch(bank, 'nifty  bank')).toBe(true);
    expect(matchesEtfSearch(nifty, 'nifty bank')).toBe(false);
    expect(matchesEtfSearch(bank, 'bees bank')).toBe(true);
    expect(matchesEtfSearch(nifty, '\tbees\n50 ')).toBe(true);
    expect(matchesEtfSearch(nifty, 'gold')).toBe(false);
  });
});
