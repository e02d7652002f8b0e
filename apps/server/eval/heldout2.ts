/**
 * The second held-out set: written before the tuning of the 2026-11-24 session (the first set, heldout.ts,
 * had been seen by then), committed first, and scored only at the end:
 *   npm run eval -- --cases=apps/server/eval/heldout2.ts
 * Same builders and rules as cases/: the SQL is the independent truth, companies are named by NSE symbol.
 */
import {
  AUTO,
  clarify,
  companyReturns,
  FMCG,
  followUp,
  history,
  IT,
  inIndex,
  indexReturns,
  lookup,
  matching,
  money,
  PHARMA,
  plain,
  PRIVATE_BANK,
  PSU_BANK,
  refuse,
  screen,
  sectorIs,
  shareholding,
} from './caseBuilders';
import { type EvalCase, inCategory } from './types';

const N50 = inIndex('NIFTY 50');
const N500 = inIndex('NIFTY 500');

export const HELDOUT_CASES: EvalCase[] = [
  ...inCategory('nicknames', [
    lookup('kotak bank pe', ['KOTAKBANK'], ['pe']),
    lookup('bajaj finserv roe', ['BAJAJFINSV'], ['roe']),
    lookup('hal roe', ['HAL'], ['roe']),
    lookup('bel pe ratio', ['BEL'], ['pe']),
    lookup('irctc roce', ['IRCTC'], ['roce']),
    lookup('pnb pb ratio', ['PNB'], ['pb']),
    lookup('l and t debt', ['LT'], ['debt']),
  ]),
  ...inCategory('typos', [
    lookup('maruthi suzuki pe', ['MARUTI'], ['pe']),
    lookup('bharti airtell market cap', ['BHARTIARTL'], ['market_cap']),
    lookup('dividend yeild of coal india', ['COALINDIA'], ['dividend_yield']),
    screen('top 5 compnies by roce', 'true', 'roce desc', 5, ['roce']),
    lookup('wipro retun on equity', ['WIPRO'], ['roe']),
  ]),
  ...inCategory('amounts', [
    matching('stocks with market cap below 1000 cr and roe above 25', 'market_cap < 1000 and roe > 25', ['market_cap', 'roe']),
    matching('firms with revenue over 1.5 lakh cr', 'sales > 150000', ['sales']),
    matching('mcap over ₹5 lakh cr', 'market_cap > 500000', ['market_cap']),
    matching('net profit between 5000 and 10000 cr', 'net_profit >= 5000 and net_profit <= 10000', ['net_profit']),
    matching('market cap 2,000-5,000 crore with pe under 15', 'market_cap >= 2000 and market_cap <= 5000 and pe < 15', ['market_cap', 'pe']),
    matching('companies worth more than 3 lakh crore', 'market_cap > 300000', ['market_cap']),
  ]),
  ...inCategory('rankings', [
    screen('top 10 highest dividend yield stocks', 'true', 'dividend_yield desc', 10, ['dividend_yield']),
    screen('5 cheapest nifty 50 stocks', `${N50} and pe > 0`, 'pe asc', 5, ['pe']),
    screen('bottom 5 nifty 50 by roe', N50, 'roe asc', 5, ['roe']),
    indexReturns('top gainers in nifty 50 last 1 month', 'NIFTY 50', '1 month', 'desc', 10),
    indexReturns('biggest losers nifty 500 1 year top 10', 'NIFTY 500', '1 year', 'asc', 10),
    screen('most leveraged companies top 5', 'true', 'debt_to_equity desc', 5, ['debt_to_equity']),
    screen('10 largest companies by sales', 'true', 'sales desc', 10, ['sales']),
  ]),
  ...inCategory('comparisons', [
    lookup('hdfc bank vs kotak vs axis bank roa', ['HDFCBANK', 'KOTAKBANK', 'AXISBANK'], ['roa']),
    lookup('itc or hul, which is cheaper on pe', ['ITC', 'HINDUNILVR'], ['pe']),
    lookup('tata steel vs jsw steel debt', ['TATASTEEL', 'JSWSTEEL'], ['debt']),
    lookup('compare infy and tcs', ['INFY', 'TCS'], []),
    lookup('ntpc or power grid, which has higher dividend yield', ['NTPC', 'POWERGRID'], ['dividend_yield']),
  ]),
  ...inCategory('lookups', [
    lookup('what is the pe of hdfc bank', ['HDFCBANK'], ['pe']),
    lookup('reliance book value per share', ['RELIANCE'], ['book_value']),
    lookup('current price of infosys', ['INFY'], ['current_price']),
    lookup('sun pharma opm', ['SUNPHARMA'], ['opm']),
  ]),
  ...inCategory('indices', [
    matching('nifty 50 stocks with roe above 25 and pe below 30', `${N50} and roe > 25 and pe < 30`, ['roe', 'pe']),
    screen('top 5 nifty 500 stocks by roce', N500, 'roce desc', 5, ['roce']),
    matching('nifty 500 stocks with d/e more than 3', `${N500} and debt_to_equity > 3`, ['debt_to_equity']),
  ]),
  ...inCategory('sectors', [
    matching('pharma stocks with roe above 20', `${sectorIs(PHARMA)} and roe > 20`, ['roe']),
    screen('top 5 it companies by roe', sectorIs(IT), 'roe desc', 5, ['roe']),
    screen('psu banks sorted by pe', PSU_BANK, 'pe asc', 25, ['pe']),
    matching('fmcg companies with debt to equity below 0.1', `${sectorIs(FMCG)} and debt_to_equity < 0.1`, ['debt_to_equity']),
    screen('private banks by market cap', PRIVATE_BANK, 'market_cap desc', 25, ['market_cap']),
    screen('auto companies top 5 by roce', sectorIs(AUTO), 'roce desc', 5, ['roce']),
  ]),
  ...inCategory('growth', [
    matching('companies with 5 year profit growth above 25% and roe above 20', 'profit_growth_5y > 25 and roe > 20', ['profit_growth_5y', 'roe']),
    lookup('infosys 3 yr sales growth', ['INFY'], ['sales_growth_3y']),
    screen('top 10 by profit cagr 5 years', 'true', 'profit_growth_5y desc', 10, ['profit_growth_5y']),
    matching('pharma stocks with 3 year sales growth over 15', `${sectorIs(PHARMA)} and sales_growth_3y > 15`, ['sales_growth_3y']),
  ]),
  ...inCategory('screens', [
    matching('roe > 25 and roce > 30 and pe < 25', 'roe > 25 and roce > 30 and pe < 25', ['roe', 'roce', 'pe']),
    matching('stocks with promoter holding above 70 and pledge zero', 'promoter_holding > 70 and pledged_percentage = 0', ['promoter_holding', 'pledged_percentage']),
    matching('companies with peg below 1 and roe above 20', 'peg < 1 and roe > 20', ['peg', 'roe']),
    matching('fii holding above 40%', 'fii_holding > 40', ['fii_holding']),
    matching('profitable small caps with pe below 10', `market_cap_type = 'Small Cap' and net_profit > 0 and pe < 10`, ['pe']),
  ]),
  ...inCategory('history', [
    history('hdfc bank net profit last 5 years', 'HDFCBANK', 'annual', 5, { net_profit: money('inc', 'netIncome') }),
    history('tcs quarterly sales', 'TCS', 'quarterly', 8, { sales: money('inc', 'revenue') }),
    history('maruti eps history', 'MARUTI', 'annual', 5, { eps: plain('inc', 'eps') }),
    history('infosys free cash flow last 3 years', 'INFY', 'annual', 3, { free_cash_flow: money('cf', 'freeCashFlow') }),
  ]),
  ...inCategory('shareholding', [
    shareholding('promoter holding trend of reliance', 'RELIANCE', 8),
    shareholding('infosys shareholding pattern', 'INFY', 8),
    shareholding('who owns hdfc bank', 'HDFCBANK', 8),
  ]),
  ...inCategory('returns', [
    companyReturns('tcs 6 month return', ['TCS'], '6 month'),
    companyReturns('how did reliance do in last 1 year', ['RELIANCE'], '1 year'),
    companyReturns('infy vs wipro 3 year returns', ['INFY', 'WIPRO'], '3 year'),
    companyReturns('hdfc bank returns 1 week', ['HDFCBANK'], '1 week'),
  ]),
  ...inCategory('technicals', [
    matching('nifty 50 shares trading under their 200 dma', `${N50} and current_price < dma_200`, ['current_price', 'dma_200']),
    matching('stocks in nifty 50 with rsi under 30', `${N50} and rsi < 30`, ['rsi']),
    matching('nifty 50 stocks above 50 dma and 200 dma', `${N50} and current_price > dma_50 and current_price > dma_200`, ['current_price', 'dma_50', 'dma_200']),
  ]),
  ...inCategory('followups', [
    followUp(['tcs pe'], lookup('what about wipro?', ['WIPRO'], ['pe'])),
    followUp(['top 10 it companies by market cap'], screen('and their pe?', sectorIs(IT), 'market_cap desc', 10, ['market_cap', 'pe'])),
    followUp(['nifty 50 stocks with pe below 25'], screen('sort by dividend yield', `${N50} and pe < 25`, 'dividend_yield desc', 25, ['pe', 'dividend_yield'])),
    followUp(['infosys net profit last 5 years'], history('and sales?', 'INFY', 'annual', 5, { sales: money('inc', 'revenue') })),
    followUp(['pharma stocks with roe above 20'], matching('only those with market cap above 20000 cr', `${sectorIs(PHARMA)} and roe > 20 and market_cap > 20000`, ['roe', 'market_cap'])),
  ]),
  ...inCategory('clarifications', [
    clarify('tata roe'),
    clarify('icici pe'),
    clarify('birla market cap'),
    clarify('sort them by pe'),
  ]),
  ...inCategory('refusals', [
    refuse('will tcs go up next month'),
    refuse('ethereum price today'),
    refuse('which stock will double in 2027'),
  ]),
];
