import { describe, expect, it } from 'vitest';
import { datesApartWarning, sourceFreshness } from './dataStatus';

describe('data status', () => {
  const now = new Date('2026-01-22T06:00:00Z');
  const source = (id: 'stock_prices' | 'index_levels', asOf: string | null) => ({ id, label: id === 'stock_prices' ? 'Stock prices' : 'Index levels (NIFTY 50)', asOf, maxAgeDays: 5, meaning: 'latest daily close' });

  it('flags a source older than it should be, in plain words', () => {
    expect(sourceFreshness(source('stock_prices', '2026-01-21'), now)).toEqual({ dateText: '21 Jan 2026', ageText: '1 day old', stale: false, warning: null });
    const old = sourceFreshness(source('stock_prices', '2025-09-30'), now);
    expect(old.stale).toBe(true);
    expect(old.warning).toBe('Stock prices: about 4 months old, while a source like this should be at most 5 days old, so its figures are out of date.');
    expect(sourceFreshness(source('stock_prices', null), now)).toMatchObject({ stale: true, warning: 'Stock prices: nothing is loaded yet.' });
  });

  it('says when an index and its companies are of different days', () => {
    expect(datesApartWarning([source('stock_prices', '2025-09-30'), source('index_levels', '2021-08-26')])).toBe(
      "Index levels end 26 Aug 2021 while stock prices run to 30 Sep 2025: an index level and its companies' prices are not from the same day.",
    );
    expect(datesApartWarning([source('stock_prices', '2025-09-30'), source('index_levels', '2025-09-29')])).toBeNull();
  });
});
