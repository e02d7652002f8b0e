import { describe, expect, it } from 'vitest';
import { etfSearchText, isPreciousMetalSearch, matchesEtfSearch } from './search';

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

describe('etfSearchText', () => {
  const find = (etf: Parameters<typeof etfSearchText>[0], query: string) => matchesEtfSearch({ symbol: etf.symbol, underlying: etfSearchText(etf) }, query);
  const bank = { symbol: 'BANKBEES', underlying: 'NiftyBank', title: 'NIFTY Bank', name: 'Nippon India ETF Nifty Bank BeES', fundHouse: 'Nippon India Mutual Fund' };
  it('finds an ETF by its fund house, its index in the words investors use, its symbol and its name', () => {
    expect(find(bank, 'banking')).toBe(true);
    expect(find(bank, 'nippon')).toBe(true);
    expect(find(bank, 'bankbees')).toBe(true);
    expect(find(bank, 'nifty bank bees')).toBe(true);
    expect(find(bank, 'sbi')).toBe(false);
  });
  it('knows a gold search', () => {
    expect(isPreciousMetalSearch('gold')).toBe(true);
    expect(isPreciousMetalSearch('GOLDBEES')).toBe(true);
    expect(isPreciousMetalSearch('nifty')).toBe(false);
  });
});
