import { describe, expect, it } from 'vitest';
import { exchangeFromFileName, parseUsSymbols } from './usSymbols';

const TEXT = `[
  {
    "symbol": "A",
    "name": "Agilent Technologies Inc. Common Stock",
    "lastsale": "$159.00",
    "netchange": "2.70",
    "pctchange": "1.727%",
    "volume": "2730251",
    "marketCap": "44906679096.00",
    "country": "United States",
    "ipoyear": "1999",
    "industry": "Biotechnology: Laboratory Analytical Instruments",
    "sector": "Industrials",
    "url": "/market-activity/stocks/a"
  },
  {
    "symbol": "ECC           ",
    "name": "Eagle Point Credit Company Inc. Common Stock",
    "lastsale": "$7.50",
    "netchange": "0.01",
    "pctchange": "0.13%",
    "volume": "100",
    "marketCap": "0.00",
    "country": "",
    "ipoyear": "",
    "industry": "",
    "sector": "",
    "url": "/market-activity/stocks/ecc"
  },
  {
    "symbol": "BAD",
    "name": "Bad Cap",
    "marketCap": "lots"
  },
  {
    "symbol": "",
    "name": "No Symbol"
  },
  {
    "symbol": "NOCAP",
    "name": "No Cap Corp",
    "marketCap": ""
  }
]
`;

describe('parseUsSymbols', () => {
  it('reads the ticker objects, taking the exchange from the file name', () => {
    const { rows } = parseUsSymbols(TEXT, 'US-Stock-Symbols/nyse_full_tickers.json');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual({
      symbol: 'A',
      name: 'Agilent Technologies Inc. Common Stock',
      exchange: 'NYSE',
      marketCap: 44906679096,
      sector: 'Industrials',
      industry: 'Biotechnology: Laboratory Analytical Instruments',
      country: 'United States',
    });
    expect(rows[1]).toEqual({
      symbol: 'ECC',
      name: 'Eagle Point Credit Company Inc. Common Stock',
      exchange: 'NYSE',
      marketCap: null,
      sector: null,
      industry: null,
      country: null,
    });
    expect(rows[2]).toMatchObject({ symbol: 'NOCAP', marketCap: null });
  });

  it('reports bad elements at the line where they start', () => {
    const { problems } = parseUsSymbols(TEXT, 'nyse_full_tickers.json');
    expect(problems).toEqual([
      { file: 'nyse_full_tickers.json', line: 30, message: "marketCap is not a number: 'lots'" },
      { file: 'nyse_full_tickers.json', line: 35, message: 'symbol is blank' },
    ]);
  });

  it('reports text that is not a JSON array', () => {
    expect(parseUsSymbols('{"a":1}', 'x.json').problems).toEqual([
      { file: 'x.json', line: 1, message: 'expected a JSON array of ticker objects' },
    ]);
    expect(parseUsSymbols('[{', 'x.json').problems[0]?.message).toMatch(/^not JSON/);
  });

  it('names the exchange from any path', () => {
    expect(exchangeFromFileName('/data/US-Stock-Symbols/nasdaq_full_tickers.json')).toBe('NASDAQ');
    expect(exchangeFromFileName('amex_full_tickers.json')).toBe('AMEX');
  });
});
