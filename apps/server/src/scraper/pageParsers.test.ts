import { describe, expect, it } from 'vitest';
import { fixtureFile } from '../../test/fakes/scraperSite/fixtureSite';
import { judgeLink } from './linkFilters';
import { parseCategoryPage, parseFundPage, parseHoldingsPage } from './pageParsers';

const base = new URL('http://127.0.0.1:4000');

describe('category page', () => {
  const funds = parseCategoryPage(fixtureFile('category-index-fundsetfs.html'), base);

  it('lists each fund once, on the configured site, skipping ads, trackers and other pages', () => {
    expect(funds.map((f) => f.schemeCode)).toEqual(['MAA1234', 'MUT5678', 'MHD0910', 'MPI1111', 'MSB2222']);
    expect(funds[0]!.url).toBe('http://127.0.0.1:4000/mutual-funds/nav/axis-nifty-50-index-fund-direct-plan-growth/MAA1234');
    expect(funds[0]!.name).toBe('Axis Nifty 50 Index Fund - Direct Plan - Growth');
  });

  it('reads returns 1W..10Y, rating and AUM with "-" as missing', () => {
    expect(funds[0]).toMatchObject({
      rating: '4 star',
      aum: '3,424.55',
      returns: { '1W': '0.52%', '1M': '-1.24%', '3M': '2.31%', '6M': '4.64%', YTD: '1.02%', '1Y': '11.87%', '2Y': '13.40%', '3Y': '12.95%', '5Y': '15.21%', '10Y': null },
    });
    expect(funds[2]).toMatchObject({ rating: null, returns: { '10Y': '12.31%' } });
  });

  it('finds no funds on a page without schemes', () => {
    expect(parseCategoryPage(fixtureFile('category-empty.html'), base)).toEqual([]);
  });
});

describe('link filters', () => {
  it('judges trackers, ad texts, other pages and other sites', () => {
    const judge = (href: string, text = 'A fund') => judgeLink(href, text, base).verdict;
    expect(judge('https://ad.doubleclick.net/ddm/trackclk/N1')).toBe('tracker');
    expect(judge('https://www.moneycontrol.com/click.php?id=1&target=/mutual-funds/nav/x/M1')).toBe('tracker');
    expect(judge('/mutual-funds/nav/x/M1?utm_source=pt')).toBe('tracker');
    expect(judge('/mutual-funds/nav/x/M1', 'Invest Now')).toBe('ad_text');
    expect(judge('/mutual-funds/nav/x/M1', 'ADVERTISEMENT')).toBe('ad_text');
    expect(judge('/news/business/mutual-funds/why-1.html')).toBe('not_fund_page');
    expect(judge('https://evil.example/mutual-funds/nav/x/M1')).toBe('other_site');
    expect(judge('https://www.moneycontrol.com/mutual-funds/nav/x/M1')).toBe('fund');
    expect(judge('/mutual-funds/nav/x/M1')).toBe('fund');
  });
});

describe('fund page', () => {
  const url = new URL('/mutual-funds/nav/axis-nifty-50-index-fund-direct-plan-growth/MAA1234', base);

  it('reads expense ratio, category average, plan, category, ISIN and the holdings link', () => {
    expect(parseFundPage(fixtureFile('fund-MAA1234.html'), url, base)).toEqual({
      name: 'Axis Nifty 50 Index Fund - Direct Plan - Growth',
      plan: 'Direct Plan',
      category: 'Index Funds/ETFs',
      isin: 'INF846K01ZL0',
      expensesRatio: '0.12%',
      expensesRatioCategoryAverage: '0.65%',
      holdingsUrl: 'http://127.0.0.1:4000/mutual-funds/axis-nifty-50-index-fund-direct-plan-growth/portfolio-holdings/MAA1234',
    });
  });

  it('says N/A when the page shows no expense ratio', () => {
    const details = parseFundPage(fixtureFile('fund-MHD0910.html'), new URL('/mutual-funds/nav/hdfc/MHD0910', base), base);
    expect(details.expensesRatio).toBe('N/A');
    expect(details.expensesRatioCategoryAverage).toBe('N/A');
  });

  it('builds the holdings address when the page has no link to it', () => {
    const details = parseFundPage('<h1>Some Fund - Regular Plan</h1>', new URL('/mutual-funds/nav/some-fund/MXX1', base), base);
    expect(details).toMatchObject({ plan: 'Regular Plan', expensesRatio: 'N/A', holdingsUrl: 'http://127.0.0.1:4000/mutual-funds/some-fund/portfolio-holdings/MXX1' });
  });
});

describe('holdings page', () => {
  it('reads the date of "holdings as of 12th Jan,2025" and rows keyed by headers, dropping rows without a group', () => {
    const page = parseHoldingsPage(fixtureFile('holdings-MAA1234.html'));
    expect(page.reportingDate).toBe('2025-01-12');
    expect(page.holdings).toHaveLength(4);
    expect(page.holdings[0]).toEqual({
      'Stock Invested in': 'HDFC Bank Ltd.',
      Sector: 'Banks',
      'Value(Mn)': '4,512.30',
      '% of Total Holdings': '13.18%',
      '1M Change': '0.42%',
      Quantity: '26.3 L',
    });
    expect(page.holdings.map((h) => h['Stock Invested in'])).not.toContain('');
  });

  it('answers no date and no rows for a page without them', () => {
    expect(parseHoldingsPage('<p>Nothing here</p>')).toEqual({ reportingDate: null, holdings: [] });
  });
});
