/**
 * Follow-ups on the rows just shown ("sort these by debt", "keep only the ones with pe under 30", "which of
 * these has the lowest pe"), "the two" reaching back two turns, and new questions in a chat that stand on their
 * own (they name their companies and what to show). Written on 2026-12-02 before the reader knew them.
 */
import { BANKS, followUp, FMCG, history, inIndex, IT, lookup, matching, METALS, money, PHARMA, plain, PSU_BANK, sectorIs, within, withinIndexReturns, AUTO, CEMENT, companyReturns } from '../caseBuilders';
import { inCategory } from '../types';

const N50 = inIndex('NIFTY 50');
const largest = (limit: number, where = 'true') => ({ where, orderBy: 'market_cap desc', limit });
const QUARTERLY = { sales: money('inc', 'revenue'), operating_profit: money('inc', 'operatingProfit'), net_profit: money('inc', 'netIncome'), eps: plain('inc', 'eps') };

export const FOLLOW_UP_ROW_CASES = [
  ...inCategory('set follow-ups', [
  followUp(['top 10 it stocks by market cap'], within('sort these by debt', largest(10, sectorIs(IT)), 'true', 'debt desc', 10, ['debt'])),
  followUp(['top 10 it stocks by market cap'], within('keep only the ones with pe under 30', largest(10, sectorIs(IT)), 'pe < 30', null, 10, ['pe'])),
  followUp(['top 10 it stocks by market cap'], within('which one has the highest dividend yield', largest(10, sectorIs(IT)), 'true', 'dividend_yield desc', 1, ['dividend_yield'])),
  followUp(['top 5 gainers in nifty 50 over 6 months'], withinIndexReturns('which of these has the lowest pe', { index: 'NIFTY 50', interval: '6 month', direction: 'desc', limit: 5 }, 'true', 'pe asc', 1, ['pe'])),
  followUp(['top 10 banks by market cap'], within('inme se sabse kam pe wala', largest(10, sectorIs(BANKS)), 'true', 'pe asc', 1, ['pe'])),
  followUp(['top 10 banks by market cap'], within('sort them by roe', largest(10, sectorIs(BANKS)), 'true', 'roe desc', 10, ['roe'])),
  followUp(['20 largest companies'], within('which of these have roe above 20', largest(20), 'roe > 20', null, 20, ['roe'])),
  followUp(['top 10 pharma stocks by market cap'], within('only the ones with debt to equity below 0.5', largest(10, sectorIs(PHARMA)), 'debt_to_equity < 0.5', null, 10, ['debt_to_equity'])),
  followUp(['top 10 fmcg stocks by market cap'], within('rank them by pe', largest(10, sectorIs(FMCG)), 'true', 'pe asc', 10, ['pe'])),
  followUp(['top 15 nifty 50 stocks by market cap'], within('which of these has the highest roce', largest(15, N50), 'true', 'roce desc', 1, ['roce'])),
  followUp(['top 10 auto stocks by market cap'], within('the 3 cheapest among these', largest(10, sectorIs(AUTO)), 'pe > 0', 'pe asc', 3, ['pe'])),
  followUp(['worst 5 nifty 50 stocks over 1 year'], withinIndexReturns('which of them has the highest roe', { index: 'NIFTY 50', interval: '1 year', direction: 'asc', limit: 5 }, 'true', 'roe desc', 1, ['roe'])),
  followUp(['top 10 nifty 50 gainers in 3 months'], withinIndexReturns('sort these by market cap', { index: 'NIFTY 50', interval: '3 month', direction: 'desc', limit: 10 }, 'true', 'market_cap desc', 10, ['market_cap'])),
  followUp(['top 10 companies by market cap'], within('inme se kaunsa sabse sasta hai', largest(10), 'pe > 0', 'pe asc', 1, ['pe'])),
  followUp(['top 5 it stocks by roe'], within('sort these by market cap', { where: sectorIs(IT), orderBy: 'roe desc', limit: 5 }, 'true', 'market_cap desc', 5, ['market_cap'])),
  followUp(['top 10 companies by market cap'], within('which of these have pe below 25', largest(10), 'pe < 25', null, 10, ['pe'])),
  followUp(['top 20 companies by sales'], within('the 5 with the highest opm among them', { where: 'true', orderBy: 'sales desc', limit: 20 }, 'true', 'opm desc', 5, ['opm'])),
  followUp(['top 10 metals stocks by market cap'], within('keep the ones with roe above 15', largest(10, sectorIs(METALS)), 'roe > 15', null, 10, ['roe'])),
  followUp(['top 10 psu banks by market cap'], within('which one has the lowest p/b', largest(10, PSU_BANK), 'true', 'pb asc', 1, ['pb'])),
  followUp(['top 10 cement stocks by market cap'], within('sort these by roce', largest(10, sectorIs(CEMENT)), 'true', 'roce desc', 10, ['roce'])),
  followUp(['top 10 banks by mcap'], within('wch of these has highest roe', largest(10, sectorIs(BANKS)), 'true', 'roe desc', 1, ['roe'])),
  followUp(['top 10 it cos by mcap'], within('sort em by pe', largest(10, sectorIs(IT)), 'true', 'pe asc', 10, ['pe'])),
  followUp(['top 10 nifty 50 stocks by market cap'], within('inme se roe 20 se upar wale', largest(10, N50), 'roe > 20', null, 10, ['roe'])),
  followUp(['top 10 pharma stocks by market cap', 'sort these by roe'], within('which of these has the lowest pe', largest(10, sectorIs(PHARMA)), 'true', 'pe asc', 1, ['pe'])),
  followUp(['top 10 banks by market cap'], within('second highest roe among these', largest(10, sectorIs(BANKS)), 'true', 'roe desc', 1, ['roe'], 1)),
  // "the two" reaches back two turns.
  followUp(['dabur roe', 'and marico?'], lookup('which of the two has higher roce', ['DABUR', 'MARICO'], ['roce'])),
  followUp(['sbi pe', 'and pnb?'], lookup('which of the two has lower p/b', ['SBIN', 'PNB'], ['pb'])),
  followUp(['hul pe', 'and nestle?'], lookup('compare the two on roe', ['HINDUNILVR', 'NESTLEIND'], ['roe'])),
  followUp(['tcs roe', 'what about wipro?'], lookup('dono ka pe batao', ['TCS', 'WIPRO'], ['pe'])),
  ]),
  // New questions in a chat: they name their companies and what to show.
  ...inCategory('standalone', [
  followUp(['reliance share price'], history('tcs quarterly results', 'TCS', 'quarterly', 8, QUARTERLY)),
  followUp(['what about infosys'], lookup('hdfc bank vs icici bank', ['HDFCBANK', 'ICICIBANK'], [])),
  followUp(['tcs pe'], lookup('infosys roe', ['INFY'], ['roe'])),
  followUp(['top 10 it stocks by market cap'], matching('nifty 50 stocks with roe above 30', `${N50} and roe > 30`, ['roe'])),
  followUp(['itc dividend yield'], lookup('hdfc bank and kotak bank pe', ['HDFCBANK', 'KOTAKBANK'], ['pe'])),
  followUp(['infy roe'], companyReturns('wipro 1 year return', ['WIPRO'], '1 year')),
  followUp(['maruti pe'], lookup('tata steel vs jsw steel debt', ['TATASTEEL', 'JSWSTEEL'], ['debt'])),
  followUp(['top 5 banks by roe'], lookup('asian paints ka pe', ['ASIANPAINT'], ['pe'])),
  followUp(['hdfc bank roe'], history('icici bank quarterly results', 'ICICIBANK', 'quarterly', 8, QUARTERLY)),
  followUp(['sun pharma market cap'], lookup('cipla vs lupin roe', ['CIPLA', 'LUPIN'], ['roe'])),
  followUp(['top 10 it stocks by market cap', 'sort these by debt'], matching('pharma stocks with pe below 25', `${sectorIs(PHARMA)} and pe < 25`, ['pe'])),
  ]),
];
