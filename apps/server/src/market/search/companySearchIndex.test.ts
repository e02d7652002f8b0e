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
    expect(symbols('tata')).toEqual(['TATAMOTORS', 'TCS']);
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
});
