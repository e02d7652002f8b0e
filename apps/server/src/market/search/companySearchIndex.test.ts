import { describe, expect, it } from 'vitest';
import { CompanySearchIndex, type SearchableCompany } from './companySearchIndex';

const company = (symbol: string, name: string, marketCap: number | null = null, country = 'IN'): SearchableCompany => ({
  symbol,
  name,
  marketCap,
  country,
  exchange: country === 'IN' ? 'NSE' : 'NASDAQ',
});

const index = new CompanySearchIndex([
  company('RELIANCE', 'Reliance Industries Limited', 19e12),
  company('RELINFRA', 'Reliance Infrastructure Limited', 1e11),
  company('RPOWER', 'Reliance Power Limited', 2e11),
  company('TCS', 'Tata Consultancy Services Limited', 14e12),
  company('TATAMOTORS', 'Tata Motors Limited', 3e12),
  company('M&M', 'Mahindra & Mahindra Limited', 3.5e12),
  company('BAJAJ-AUTO', 'Bajaj Auto Limited', 2.5e12),
  company('INFY', 'Infosys Limited', 7e12),
  company('AAPL', 'Apple Inc.', 3e12, 'US'),
]);

const symbols = (q: string, country: 'IN' | 'US' = 'IN') => index.search(country, q).map((h) => h.symbol);

describe('CompanySearchIndex', () => {
  it('ranks exact symbol, then symbol prefix, then names, bigger companies first within a kind', () => {
    expect(symbols('rel')).toEqual(['RELIANCE', 'RELINFRA', 'RPOWER']);
    expect(symbols('tcs')).toEqual(['TCS']);
    // "tata" names TCS (a nickname); TATAMOTORS no longer trades (renamed TMPV) and comes last.
    expect(symbols('tata')).toEqual(['TCS', 'TATAMOTORS']);
  });

  it('finds words inside names', () => {
    expect(symbols('power')).toEqual(['RPOWER']);
    expect(symbols('consultancy')).toEqual(['TCS']);
    expect(symbols('structure')).toEqual(['RELINFRA']);
  });

  it('matches symbols with punctuation as typed', () => {
    expect(symbols('m&m')).toEqual(['M&M']);
    expect(symbols('bajaj-a')).toEqual(['BAJAJ-AUTO']);
  });

  it('forgives a typo when nothing matches exactly', () => {
    expect(symbols('infosis')).toEqual(['INFY']);
    expect(symbols('relaince industries')).toContain('RELIANCE');
  });

  it('keeps markets apart and needs 3 characters', () => {
    expect(symbols('apple')).toEqual([]);
    expect(symbols('apple', 'US')).toEqual(['AAPL']);
    expect(symbols('re')).toEqual([]);
    expect(symbols('   ')).toEqual([]);
  });

  it('returns at most the limit', () => {
    expect(index.search('IN', 'limited', 2)).toHaveLength(2);
  });

  describe('renames, nicknames and mergers', () => {
    const nse = (symbol: string, name: string, marketCap: number | null, source = 'nse'): SearchableCompany => ({ ...company(symbol, name, marketCap), source });
    // As the mirror loads them: NSE's securities list, plus HDFC Ltd from an older file with its last market cap.
    const india = new CompanySearchIndex([
      nse('HDFC', 'Housing Development Finance Corporation Limited', 4.6e12, 'screener'),
      nse('HDFCBANK', 'HDFC Bank Limited', 15e12),
      nse('HDFCLIFE', 'HDFC Life Insurance Company Limited', 1.6e12),
      nse('HDFCAMC', 'HDFC Asset Management Company Limited', 1e12),
      nse('HDFCNIFTY', 'HDFC NIFTY 50 ETF', null, 'nse-etf'),
      nse('LT', 'Larsen & Toubro Limited', 5e12),
      nse('LTTS', 'L&T Technology Services Limited', 0.5e12),
      nse('LTF', 'L&T Finance Limited', 0.4e12),
      nse('LTIM', 'LTIMindtree Limited', 1.6e12),
      nse('ETERNAL', 'ETERNAL LIMITED', 3e12),
      nse('OLDCO', 'Old Company Limited', 9e12, 'financedatabase'),
    ]);
    const found = (q: string) => india.search('IN', q);

    it('finds the listed company by its former or brand name', () => {
      expect(found('zomato').map((h) => h.symbol)).toEqual(['ETERNAL']);
      expect(found('Zomato Ltd')[0]!.symbol).toBe('ETERNAL');
      expect(found('l&t').map((h) => h.symbol).slice(0, 3)).toEqual(['LT', 'LTTS', 'LTF']);
      expect(found('L and T')[0]!.symbol).toBe('LT');
      expect(found('larsen').map((h) => h.symbol)[0]).toBe('LT');
    });

    it('ranks a merged company after the listed ones and says what became of it', () => {
      const hdfc = found('hdfc');
      expect(hdfc.map((h) => h.symbol)).toEqual(['HDFCBANK', 'HDFCLIFE', 'HDFCAMC', 'HDFCNIFTY', 'HDFC']);
      expect(hdfc.at(-1)).toMatchObject({ symbol: 'HDFC', note: 'merged into HDFC Bank, Jul 2023' });
      expect(hdfc.slice(0, -1).every((h) => h.note === undefined)).toBe(true);
      expect(found('housing development')[0]).toMatchObject({ symbol: 'HDFC', note: 'merged into HDFC Bank, Jul 2023' });
    });

    it('marks a row missing from NSE\'s current list once that list is loaded', () => {
      expect(found('old company')[0]).toMatchObject({ symbol: 'OLDCO', note: "Not in NSE's current list of securities" });
      expect(found('limited')[0]!.symbol).toBe('HDFCBANK');
      // Without NSE's list (a demo or a partial load) nothing is called delisted.
      const partial = new CompanySearchIndex([nse('OLDCO', 'Old Company Limited', 9e12, 'financedatabase')]);
      expect(partial.search('IN', 'old company')[0]!.note).toBeUndefined();
    });

    it('still needs 3 characters', () => {
      expect(found('lt')).toEqual([]);
      expect(found('l&')).toEqual([]);
    });
  });
});
