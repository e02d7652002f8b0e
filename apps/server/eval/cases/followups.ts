/**
 * Follow-ups: the earlier questions of the chat are asked first (each answer passed as `previous`), then the
 * follow-up, which must be read against the last answer ("and its P/E?", "what about Infosys?", "sort them by ROE").
 */
import { AUTO, BANKS, FMCG, followUp, history, inIndex, indexReturns, IT, lookup, PHARMA, PSU_BANK, companyReturns, money, screen, sectorIs, shareholding, matching } from '../caseBuilders';
import { inCategory } from '../types';

const N50 = inIndex('NIFTY 50');

export const FOLLOW_UP_CASES = inCategory('followups', [
  followUp(['tcs market cap'], lookup('and its p/e?', ['TCS'], ['pe'])),
  followUp(['hdfc bank roe'], lookup('what about icici bank?', ['ICICIBANK'], ['roe'])),
  followUp(['infosys pe'], lookup('and wipro', ['WIPRO'], ['pe'])),
  followUp(['nifty 50 stocks with pe below 20'], screen('sort them by roe', `${N50} and pe < 20`, 'roe desc', 25, ['pe', 'roe'])),
  followUp(['banks with roe above 15'], matching('only the ones above 50,000 crore', `${sectorIs(BANKS)} and roe > 15 and market_cap > 50000`, ['roe', 'market_cap'])),
  followUp(['it companies with roe above 20'], screen('top 5 only', `${sectorIs(IT)} and roe > 20`, 'market_cap desc', 5, ['roe'])),
  followUp(['pharma stocks with pe below 30'], matching('which of these have roce above 25?', `${sectorIs(PHARMA)} and pe < 30 and roce > 25`, ['pe', 'roce'])),
  followUp(['compare tcs and infy on roe'], lookup('and pe?', ['TCS', 'INFY'], ['pe'])),
  followUp(['reliance 1 year return'], companyReturns('and tcs?', ['TCS'], '1 year')),
  followUp(['tcs revenue last 5 years'], history('and net profit?', 'TCS', 'annual', 5, { net_profit: money('inc', 'netIncome') })),
  followUp(['shareholding of tcs'], shareholding('same for infosys', 'INFY', 8)),
  followUp(['top 10 companies by market cap'], screen('now by roe', 'true', 'roe desc', 10, ['roe'])),
  followUp(['nifty 50 stocks with roe above 20'], matching('which of them have pe below 25', `${N50} and roe > 20 and pe < 25`, ['roe', 'pe'])),
  followUp(['large caps with pe below 20'], matching('and roe above 20', `market_cap_type = 'Large Cap' and pe < 20 and roe > 20`, ['pe', 'roe'])),
  followUp(['sbi pe'], lookup('and its roe?', ['SBIN'], ['roe'])),
  followUp(['maruti market cap'], lookup('compare with m&m', ['MARUTI', 'M&M'], ['market_cap'])),
  followUp(['best performing nifty 50 stocks over 1 year, top 5'], indexReturns('and over 3 years?', 'NIFTY 50', '3 year', 'desc', 5)),
  followUp(['worst 5 nifty 50 stocks over 6 months'], indexReturns('and the best?', 'NIFTY 50', '6 month', 'desc', 5)),
  followUp(['itc dividend yield'], lookup('what about coal india?', ['COALINDIA'], ['dividend_yield'])),
  followUp(['fmcg stocks with roe above 30'], matching('only those with pe below 60', `${sectorIs(FMCG)} and roe > 30 and pe < 60`, ['roe', 'pe'])),
  followUp(['auto stocks top 10 by market cap'], screen('show their roce too', sectorIs(AUTO), 'market_cap desc', 10, ['market_cap', 'roce'])),
  followUp(['hdfc bank quarterly profit'], history('and yearly?', 'HDFCBANK', 'annual', 5, { net_profit: money('inc', 'netIncome') })),
  followUp(['nifty 500 stocks with pe below 10'], screen('top 10 by roe among them', `${inIndex('NIFTY 500')} and pe < 10`, 'roe desc', 10, ['pe', 'roe'])),
  followUp(['tcs 1 year return'], companyReturns('over 3 years?', ['TCS'], '3 year')),
  followUp(['psu banks'], screen('sort by dividend yield', PSU_BANK, 'dividend_yield desc', 25, ['dividend_yield'])),
  followUp(['companies with market cap above 1 lakh crore'], matching('only banks', `market_cap > 100000 and ${sectorIs(BANKS)}`, ['market_cap'])),
  followUp(['tcs vs infosys'], lookup('which has higher roe?', ['TCS', 'INFY'], ['roe'])),
  followUp(['nifty 50 stocks'], matching('only those above 200 dma', `${N50} and current_price > dma_200`, ['current_price', 'dma_200'])),
  followUp(['pe of asian paints', 'and berger paints?'], lookup('and kansai nerolac?', ['KANSAINER'], ['pe'])),
  followUp(['it stocks with roe above 25', 'only above 50,000 crore'], screen('sort by pe', `${sectorIs(IT)} and roe > 25 and market_cap > 50000`, 'pe asc', 25, ['roe', 'market_cap', 'pe'])),
  // A metric asked over the previous answer's set: the same companies, one more column.
  followUp(['top 5 it companies by market cap'], screen('what about their roce?', sectorIs(IT), 'market_cap desc', 5, ['market_cap', 'roce'])),
  followUp(['nifty 50 stocks with pe below 20'], screen('and their dividend yield?', `${N50} and pe < 20`, 'market_cap desc', 25, ['pe', 'dividend_yield'])),
  followUp(['top 10 pharma stocks by market cap'], screen('show their debt to equity too', sectorIs(PHARMA), 'market_cap desc', 10, ['market_cap', 'debt_to_equity'])),
  followUp(['psu banks'], screen('what about their roe', PSU_BANK, 'market_cap desc', 25, ['roe'])),
]);
