/** Misspelt company and metric names, run-together words, missing spaces. */
import { inIndex, lookup, screen, matching } from '../caseBuilders';
import { inCategory } from '../types';

export const TYPO_CASES = inCategory('typos', [
  lookup('relaince pe', ['RELIANCE'], ['pe']),
  lookup('infosyss market cap', ['INFY'], ['market_cap']),
  lookup('hindustan uniliver roe', ['HINDUNILVR'], ['roe']),
  lookup('bajaj finanace pe', ['BAJFINANCE'], ['pe']),
  lookup('axis bnak roe', ['AXISBANK'], ['roe']),
  lookup('icici bnak pe', ['ICICIBANK'], ['pe']),
  lookup('maruthi suzuki market cap', ['MARUTI'], ['market_cap']),
  lookup('asian paint pe', ['ASIANPAINT'], ['pe']),
  lookup('bharti airtal market cap', ['BHARTIARTL'], ['market_cap']),
  lookup('wipro p/e ratoi', ['WIPRO'], ['pe']),
  lookup('itc dividned yield', ['ITC'], ['dividend_yield']),
  lookup('sun pharama roe', ['SUNPHARMA'], ['roe']),
  lookup('kotak mahindra bnk pe', ['KOTAKBANK'], ['pe']),
  lookup('ultratech cemnt market cap', ['ULTRACEMCO'], ['market_cap']),
  lookup('nestel india roce', ['NESTLEIND'], ['roce']),
  lookup('pidlite pe', ['PIDILITIND'], ['pe']),
  lookup('larsen and tubro roce', ['LT'], ['roce']),
  lookup('hdfc bank retrun on equity', ['HDFCBANK'], ['roe']),
  lookup('coal inida dividend yield', ['COALINDIA'], ['dividend_yield']),
  lookup('divis labs pe', ['DIVISLAB'], ['pe']),
  lookup('tata consultancy pe', ['TCS'], ['pe']),
  lookup('tcs markt cap', ['TCS'], ['market_cap']),
  lookup('tata steel debt to equty', ['TATASTEEL'], ['debt_to_equity']),
  screen('top 5 compaines by roe', 'true', 'roe desc', 5, ['roe']),
  matching('stocks with roe abvoe 30 and mcap above 50000', 'roe > 30 and market_cap > 50000', ['roe', 'market_cap']),
  matching('nifty50 stocks with pe below 20', `${inIndex('NIFTY 50')} and pe < 20`, ['pe']),
  matching('niftey 50 stocks with roe above 25', `${inIndex('NIFTY 50')} and roe > 25`, ['roe']),
  matching('dividnd yield above 5 and market cap above 10000', 'dividend_yield > 5 and market_cap > 10000', ['dividend_yield', 'market_cap']),
]);
