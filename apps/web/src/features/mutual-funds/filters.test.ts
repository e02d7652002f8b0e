import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filtersFromParams, filtersToParams, mutualFundsUrl } from './filters';

describe('mutual fund filters', () => {
  it('builds the API query in the contract order and leaves empty filters out', () => {
    expect(mutualFundsUrl(DEFAULT_FILTERS)).toBe('/api/mutualfunds?page=1&pageSize=25&sort=name&order=asc');
    expect(
      mutualFundsUrl({ ...DEFAULT_FILTERS, q: ' parag  flexi ', category: 'Equity Scheme - Flexi Cap Fund', fundHouse: 'PPFAS Mutual Fund', plan: 'Direct', page: 3, sort: 'nav', order: 'desc' }),
    ).toBe(
      '/api/mutualfunds?q=parag++flexi&category=Equity+Scheme+-+Flexi+Cap+Fund&fundHouse=PPFAS+Mutual+Fund&plan=Direct&page=3&pageSize=25&sort=nav&order=desc',
    );
  });

  it('round-trips through the page URL and rejects junk', () => {
    const filters = { ...DEFAULT_FILTERS, category: 'Debt', page: 2, pageSize: 50 };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe('category=Debt&page=2&pageSize=50');
    expect(filtersFromParams(params)).toEqual(filters);
    expect(filtersFromParams(new URLSearchParams('page=-1&pageSize=7&sort=evil&order=x'))).toEqual(DEFAULT_FILTERS);
  });
});
