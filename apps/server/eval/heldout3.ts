/**
 * The third held-out set: 60 questions written on 2026-11-24 before the tuning of the research2 round (heldout.ts
 * and heldout2.ts had been seen by then), committed before the engine was run on them, and scored once first:
 *   npm run eval -- --heldout   (reports each held-out set on its own line)
 * Same builders and rules as cases/: the SQL is the independent truth, companies are named by NSE symbol.
 */
import {
  BANKS,
  CEMENT,
  clarify,
  companyReturns,
  followUp,
  history,
  IT,
  inIndex,
  indexReturns,
  lookup,
  matching,
  PHARMA,
  PROFIT,
  PSU_BANK,
  refuse,
  SALES,
  screen,
  sectorIs,
  shareholding,
} from './caseBuilders';
import { type EvalCase, inCategory } from './types';

const N50 = inIndex('NIFTY 50');

export const HELDOUT_CASES: EvalCase[] = [
  ...inCategory('nicknames', [
    lookup('m&m roce', ['M&M'], ['roce']),
    lookup('ril pe ratio', ['RELIANCE'], ['pe']),
    lookup('state bank of india dividend yield', ['SBIN'], ['dividend_yield']),
    lookup('bajaj auto pe', ['BAJAJ-AUTO'], ['pe']),
    lookup('hul div yield', ['HINDUNILVR'], ['dividend_yield']),
  ]),
  ...inCategory('typos', [
    lookup('reliace industries market cap', ['RELIANCE'], ['market_cap']),
    lookup('infosis pe', ['INFY'], ['pe']),
    lookup('asian paint roce', ['ASIANPAINT'], ['roce']),
    lookup('ultratech cemnt pe', ['ULTRACEMCO'], ['pe']),
    screen('top 5 stoks by dividend yeild', 'true', 'dividend_yield desc', 5, ['dividend_yield']),
  ]),
  ...inCategory('amounts', [
    matching('companies with mcap above 50k cr and pe below 20', 'market_cap > 50000 and pe < 20', ['market_cap', 'pe']),
    matching('stocks with sales above 1 lakh crore', 'sales > 100000', ['sales']),
    matching('net profit more than ₹10,000 cr', 'net_profit > 10000', ['net_profit']),
    matching('market cap under 500 crore and roe over 30', 'market_cap < 500 and roe > 30', ['market_cap', 'roe']),
    matching('debt above 1 lakh cr', 'debt > 100000', ['debt']),
  ]),
  ...inCategory('rankings', [
    screen('top 3 by market cap', 'true', 'market_cap desc', 3, ['market_cap']),
    indexReturns('worst performing nifty 50 stocks in 3 months', 'NIFTY 50', '3 month', 'asc', 10),
    indexReturns('top 5 gainers in nifty 500 over 6 months', 'NIFTY 500', '6 month', 'desc', 5),
    screen('5 most expensive nifty 50 stocks by pe', N50, 'pe desc', 5, ['pe']),
    screen('which 10 companies have the most debt', 'true', 'debt desc', 10, ['debt']),
    screen('bottom 10 by roce in nifty 50', N50, 'roce asc', 10, ['roce']),
  ]),
  ...inCategory('comparisons', [
    lookup('sbi vs pnb vs bob pb', ['SBIN', 'PNB', 'BANKBARODA'], ['pb']),
    lookup('maruti or m&m, which has better roce?', ['MARUTI', 'M&M'], ['roce']),
    lookup('hcl tech vs tech mahindra pe', ['HCLTECH', 'TECHM'], ['pe']),
    companyReturns('sbi vs hdfc bank 1 yr return', ['SBIN', 'HDFCBANK'], '1 year'),
  ]),
  ...inCategory('lookups', [
    lookup('whats the market cap of titan', ['TITAN'], ['market_cap']),
    lookup('cipla debt to equity', ['CIPLA'], ['debt_to_equity']),
    lookup('ongc eps', ['ONGC'], ['eps']),
  ]),
  ...inCategory('indices', [
    matching('nifty 50 stocks with dividend yield above 3', `${N50} and dividend_yield > 3`, ['dividend_yield']),
    screen('top 10 nifty 50 stocks by roe', N50, 'roe desc', 10, ['roe']),
    refuse('sensex 30 stocks list'),
  ]),
  ...inCategory('sectors', [
    matching('banks with pb below 1', `${sectorIs(BANKS)} and pb < 1`, ['pb']),
    screen('top 5 cement stocks by market cap', sectorIs(CEMENT), 'market_cap desc', 5, ['market_cap']),
    matching('pharma cos with pe under 20', `${sectorIs(PHARMA)} and pe < 20`, ['pe']),
    matching('psu banks with roe above 15', `${PSU_BANK} and roe > 15`, ['roe']),
  ]),
  ...inCategory('growth', [
    lookup('tcs 5 yr profit growth', ['TCS'], ['profit_growth_5y']),
    matching('stocks with 3y sales cagr above 30', 'sales_growth_3y > 30', ['sales_growth_3y']),
    screen('top 5 companies by 3 year profit growth', 'true', 'profit_growth_3y desc', 5, ['profit_growth_3y']),
    matching(
      'companies with 5 yr sales growth above 20 and debt to equity below 0.5',
      'sales_growth_5y > 20 and debt_to_equity < 0.5',
      ['sales_growth_5y', 'debt_to_equity'],
    ),
  ]),
  ...inCategory('screens', [
    matching('roce above 25 and d/e below 0.3', 'roce > 25 and debt_to_equity < 0.3', ['roce', 'debt_to_equity']),
    matching('stocks with pb under 1 and roe above 15', 'pb < 1 and roe > 15', ['pb', 'roe']),
    matching('small caps with roe above 25 and pe below 15', `market_cap_type = 'Small Cap' and roe > 25 and pe < 15`, ['roe', 'pe']),
  ]),
  ...inCategory('history', [
    history('reliance revenue last 3 years', 'RELIANCE', 'annual', 3, SALES),
    history('sbi quarterly net profit', 'SBIN', 'quarterly', 8, PROFIT),
  ]),
  ...inCategory('shareholding', [
    shareholding('tcs promoter holding history', 'TCS', 8),
    shareholding('fii dii holding in icici bank', 'ICICIBANK', 8),
  ]),
  ...inCategory('returns', [
    companyReturns('wipro 1 yr return', ['WIPRO'], '1 year'),
    companyReturns('how much has bel gone up in 6 months', ['BEL'], '6 month'),
    companyReturns('maruti vs m&m returns 3 years', ['MARUTI', 'M&M'], '3 year'),
  ]),
  ...inCategory('technicals', [
    matching('nifty50 stocks rsi over 70', `${N50} and rsi > 70`, ['rsi']),
    matching('nifty 50 stocks below 50 dma', `${N50} and current_price < dma_50`, ['current_price', 'dma_50']),
  ]),
  ...inCategory('followups', [
    followUp(['top 5 banks by market cap'], screen('and their pb?', sectorIs(BANKS), 'market_cap desc', 5, ['market_cap', 'pb'])),
    followUp(['nifty 50 stocks with roe above 15'], screen('sort them by pe', `${N50} and roe > 15`, 'pe asc', 25, ['roe', 'pe'])),
    followUp(['it stocks with pe below 30'], matching('only ones above 1 lakh cr', `${sectorIs(IT)} and pe < 30 and market_cap > 100000`, ['pe', 'market_cap'])),
  ]),
  ...inCategory('clarifications', [
    clarify('adani roce'),
    clarify('hdfc mcap'),
    clarify('godrej mcap'),
  ]),
  ...inCategory('refusals', [
    refuse('should i buy hal now'),
    refuse('gold price today'),
    refuse('nifty target for next week'),
  ]),
];
