import { describe, expect, it } from 'vitest';
import { parseHoldingsDate } from './holdingsDate';
import { categoriesOf, SCRAPER_CATEGORIES } from './constants';
import { parseSchemeCodes, scrapeProgress, scraperStartBody } from './schemes';

describe('parseHoldingsDate', () => {
  it('reads the source site labels into YYYY-MM-DD', () => {
    expect(parseHoldingsDate('holdings as of 12th Jan,2025')).toBe('2025-01-12');
    expect(parseHoldingsDate('As on 1st March 2024')).toBe('2024-03-01');
    expect(parseHoldingsDate('(as of 22nd Sept, 2023)')).toBe('2023-09-22');
    expect(parseHoldingsDate('31 Dec,2024')).toBe('2024-12-31');
  });
  it('answers null for text without a real date', () => {
    expect(parseHoldingsDate('holdings as of')).toBeNull();
    expect(parseHoldingsDate('31st Feb,2025')).toBeNull();
    expect(parseHoldingsDate('12th Foo,2025')).toBeNull();
  });
});

describe('scraper selections', () => {
  it('has the 26 categories with All standing for the other 25', () => {
    expect(SCRAPER_CATEGORIES).toHaveLength(26);
    expect(categoriesOf('All')).toHaveLength(25);
    expect(categoriesOf('index-fundsetfs')).toEqual(['index-fundsetfs']);
  });
  it('parses scheme codes: comma list trimmed, empty or All is every fund', () => {
    expect(parseSchemeCodes(' MAA123 , MPI456,MAA123 ')).toEqual(['MAA123', 'MPI456']);
    expect(parseSchemeCodes('')).toBeNull();
    expect(parseSchemeCodes(' all ')).toBeNull();
    expect(parseSchemeCodes(' , ')).toBeNull();
  });
  it('computes progress as completed / total * 100', () => {
    expect(scrapeProgress(0, 0)).toBe(0);
    expect(scrapeProgress(1, 3)).toBe(33.3);
    expect(scrapeProgress(3, 3)).toBe(100);
  });
  it('validates the start body with the default delay and clear messages', () => {
    expect(scraperStartBody.parse({ category: 'index-fundsetfs' })).toEqual({ category: 'index-fundsetfs', schemeCodes: '', delayMs: 3000 });
    const bad = scraperStartBody.safeParse({ category: 'nope', delayMs: 10 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message).join('; ')).toMatch(/category must be one of All, .*delayMs must be between 200 and 60000/);
    expect(scraperStartBody.safeParse({ category: 'All', schemeCodes: 'a;b' }).success).toBe(false);
  });
});
