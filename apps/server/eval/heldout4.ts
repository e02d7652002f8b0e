/**
 * The fourth held-out set: 100 questions written on 2026-11-24 before the tuning of this round (heldout.ts,
 * heldout2.ts and heldout3.ts had been seen by then), committed before the engine was run on them, and scored
 * once at the end:
 *   npm run eval -- --heldout   (reports each held-out set on its own line)
 * First and only unseen score (2026-11-24, after the round-4 tuning): 98 right, 1 declined ("companies between
 * 50k cr and 1 lakh cr market cap with pe under 20"), 1 wrong ("healthcare companies with mcap above 50k cr" left
 * out the drug makers). Both classes were fixed afterwards (englishRanges.test.ts). "piramal roe" was also
 * written, independently and at the same time, into the tuning round (round4.ts now asks "piramal market cap").
 * Same builders and rules as cases/: the SQL is the independent truth, companies are named by NSE symbol.
 * Conventions of the earlier sets kept: kotak = KOTAKBANK, l&t = LT, zomato = ETERNAL, "cheapest" is by P/E
 * among positive P/Es, indices the data does not hold (Bank Nifty, Nifty Next 50) are declined, a name shared
 * by several listed companies is asked back about.
 */
import {
  BANKS,
  CEMENT,
  clarify,
  companyReturns,
  constituents,
  FMCG,
  followUp,
  history,
  IT,
  inIndex,
  indexReturns,
  lookup,
  matching,
  PHARMA,
  POWER,
  PRIVATE_BANK,
  PROFIT,
  PSU_BANK,
  refuse,
  SALES,
  screen,
  sectorIs,
  shareholding,
  STEEL,
} from './caseBuilders';
import { type EvalCase, inCategory } from './types';

const N50 = inIndex('NIFTY 50');
const N500 = inIndex('NIFTY 500');
const TOTAL_MARKET = inIndex('NIFTY TOTAL MARKET');
const LARGE = `market_cap_type = 'Large Cap'`;
const MID = `market_cap_type = 'Mid Cap'`;

export const HELDOUT_CASES: EvalCase[] = [
  ...inCategory('nicknames', [
    lookup('sbi roa', ['SBIN'], ['roa']),
    lookup('hul opm', ['HINDUNILVR'], ['opm']),
    lookup('l&t net profit', ['LT'], ['net_profit']),
    lookup('m&m div yield', ['M&M'], ['dividend_yield']),
    lookup('ril roce', ['RELIANCE'], ['roce']),
    lookup('infy book value', ['INFY'], ['book_value']),
    lookup('bajaj fin market cap', ['BAJFINANCE'], ['market_cap']),
    lookup('hpcl pe', ['HINDPETRO'], ['pe']),
    lookup('nalco roe', ['NATIONALUM'], ['roe']),
    lookup('zomato roce', ['ETERNAL'], ['roce']),
  ]),
  ...inCategory('typos', [
    lookup('hindalko pe', ['HINDALCO'], ['pe']),
    lookup('britania roe', ['BRITANNIA'], ['roe']),
    lookup('tata steal market cap', ['TATASTEEL'], ['market_cap']),
    lookup('eicher moters roce', ['EICHERMOT'], ['roce']),
    lookup('powergird dividend yield', ['POWERGRID'], ['dividend_yield']),
    lookup('indusind bnak p/b', ['INDUSINDBK'], ['pb']),
    screen('top 10 stcoks by roce in nifty 50', N50, 'roce desc', 10, ['roce']),
  ]),
  ...inCategory('amounts', [
    matching('mcap above 2.5 lakh cr and roe above 15', 'market_cap > 250000 and roe > 15', ['market_cap', 'roe']),
    matching(
      'companies between 50k cr and 1 lakh cr market cap with pe under 20',
      'market_cap >= 50000 and market_cap <= 100000 and pe < 20',
      ['market_cap', 'pe'],
    ),
    matching('sales above ₹75,000 crore', 'sales > 75000', ['sales']),
    matching('net profit above Rs 20,000 cr', 'net_profit > 20000', ['net_profit']),
    screen('stocks under ₹750 cr mcap with roe above 25, top 10 by roe', 'market_cap < 750 and roe > 25', 'roe desc', 10, ['market_cap', 'roe']),
    matching('debt under 1,000 crore and net profit above 5,000 crore', 'debt < 1000 and net_profit > 5000', ['debt', 'net_profit']),
    matching('market cap more than ₹1,00,000 cr and dividend yield above 3%', 'market_cap > 100000 and dividend_yield > 3', ['market_cap', 'dividend_yield']),
    matching('free cash flow above 5k cr and pe below 25', 'free_cash_flow > 5000 and pe < 25', ['free_cash_flow', 'pe']),
  ]),
  ...inCategory('rankings', [
    indexReturns('nifty 50 best performers last 1 year', 'NIFTY 50', '1 year', 'desc', 10),
    indexReturns('top 5 losers in nifty 50 in 6 months', 'NIFTY 50', '6 month', 'asc', 5),
    indexReturns('worst 3 month returns nifty 50', 'NIFTY 50', '3 month', 'asc', 10),
    indexReturns('nifty 50 top 3 gainers in 2 years', 'NIFTY 50', '2 year', 'desc', 3),
    screen('5 biggest companies by net profit', 'true', 'net_profit desc', 5, ['net_profit']),
    screen('10 smallest nifty 50 stocks by market cap', N50, 'market_cap asc', 10, ['market_cap']),
    screen('cheapest 10 large caps', `${LARGE} and pe > 0`, 'pe asc', 10, ['pe']),
    screen('top 5 mid caps by dividend yield', MID, 'dividend_yield desc', 5, ['dividend_yield']),
    screen('which 5 large caps have the highest roe', LARGE, 'roe desc', 5, ['roe']),
  ]),
  ...inCategory('comparisons', [
    lookup('hdfc life vs sbi life vs icici pru pe', ['HDFCLIFE', 'SBILIFE', 'ICICIPRULI'], ['pe']),
    lookup('bpcl or hpcl or ioc, which has highest dividend yield', ['BPCL', 'HINDPETRO', 'IOC'], ['dividend_yield']),
    lookup('dabur vs marico roce', ['DABUR', 'MARICO'], ['roce']),
    lookup('canara bank vs union bank pb', ['CANBK', 'UNIONBANK'], ['pb']),
    lookup('compare hal and bel on roe and opm', ['HAL', 'BEL'], ['roe', 'opm']),
    lookup('dlf or godrej properties, which has lower debt', ['DLF', 'GODREJPROP'], ['debt']),
    lookup('l&t vs abb vs siemens market cap', ['LT', 'ABB', 'SIEMENS'], ['market_cap']),
    companyReturns('kotak vs axis bank 1 year return', ['KOTAKBANK', 'AXISBANK'], '1 year'),
    lookup('tata power vs adani power roe', ['TATAPOWER', 'ADANIPOWER'], ['roe']),
  ]),
  ...inCategory('lookups', [
    lookup('how much is icici bank worth', ['ICICIBANK'], ['market_cap']),
    lookup('cmp of sun pharma', ['SUNPHARMA'], ['current_price']),
    lookup('ongc debt to equity', ['ONGC'], ['debt_to_equity']),
    lookup('how much profit did reliance make', ['RELIANCE'], ['net_profit']),
    lookup('titan roe and roce', ['TITAN'], ['roe', 'roce']),
    lookup('dmart sales', ['DMART'], ['sales']),
  ]),
  ...inCategory('indices', [
    constituents('top 15 nifty 50 stocks by mcap', 'NIFTY 50', 15),
    constituents('which companies are in nifty 50', 'NIFTY 50', null),
    matching('nifty 500 stocks with pe under 12 and roe over 18', `${N500} and pe < 12 and roe > 18`, ['pe', 'roe']),
    matching('nifty total market stocks with pe below 8 and mcap above 10000 cr', `${TOTAL_MARKET} and pe < 8 and market_cap > 10000`, ['pe', 'market_cap']),
    refuse('bank nifty members with pe below 15'),
    refuse('nifty next 50 list'),
  ]),
  ...inCategory('sectors', [
    matching('psu banks with p/b below 1.5', `${PSU_BANK} and pb < 1.5`, ['pb']),
    screen('top 5 private banks by roe', PRIVATE_BANK, 'roe desc', 5, ['roe']),
    matching('it companies above 40k cr mcap with roe above 25', `${sectorIs(IT)} and market_cap > 40000 and roe > 25`, ['market_cap', 'roe']),
    screen('cement cos by roce top 5', sectorIs(CEMENT), 'roce desc', 5, ['roce']),
    matching('healthcare companies with mcap above 50k cr', `${sectorIs(PHARMA)} and market_cap > 50000`, ['market_cap']),
    matching('steel stocks with d/e below 0.5', `${sectorIs(STEEL)} and debt_to_equity < 0.5`, ['debt_to_equity']),
    screen('power stocks by roe top 5', sectorIs(POWER), 'roe desc', 5, ['roe']),
  ]),
  ...inCategory('growth', [
    lookup('hul 5 yr sales cagr', ['HINDUNILVR'], ['sales_growth_5y']),
    lookup('bajaj fin 3 year profit growth', ['BAJFINANCE'], ['profit_growth_3y']),
    matching('5yr profit cagr above 30 with mcap above 1 lakh cr', 'profit_growth_5y > 30 and market_cap > 100000', ['profit_growth_5y', 'market_cap']),
    screen('top 10 nifty 50 stocks by 5 year profit growth', N50, 'profit_growth_5y desc', 10, ['profit_growth_5y']),
    matching('banks with 5 yr profit growth above 40', `${sectorIs(BANKS)} and profit_growth_5y > 40`, ['profit_growth_5y']),
    matching('3 yr profit growth above 40 and pe below 25', 'profit_growth_3y > 40 and pe < 25', ['profit_growth_3y', 'pe']),
    screen('bottom 5 large caps by 5 year sales growth', LARGE, 'sales_growth_5y asc', 5, ['sales_growth_5y']),
  ]),
  ...inCategory('screens', [
    matching('roce above 30, d/e below 0.2 and opm above 25', 'roce > 30 and debt_to_equity < 0.2 and opm > 25', ['roce', 'debt_to_equity', 'opm']),
    matching(
      'pe under 12 and dividend yield above 4 and market cap above 5000 cr',
      'pe < 12 and dividend_yield > 4 and market_cap > 5000',
      ['pe', 'dividend_yield', 'market_cap'],
    ),
    matching(
      'promoter holding above 60, pledge 0, roe above 20 and mcap above 10000 cr',
      'promoter_holding > 60 and pledged_percentage = 0 and roe > 20 and market_cap > 10000',
      ['promoter_holding', 'pledged_percentage', 'roe', 'market_cap'],
    ),
    matching('stocks with pb below 1.5 and roe above 18 and d/e below 1', 'pb < 1.5 and roe > 18 and debt_to_equity < 1', ['pb', 'roe', 'debt_to_equity']),
    matching('fii holding above 30 and pe below 25', 'fii_holding > 30 and pe < 25', ['fii_holding', 'pe']),
  ]),
  ...inCategory('returns', [
    companyReturns('hul 6 month return', ['HINDUNILVR'], '6 month'),
    companyReturns('how much did titan go up in 2 years', ['TITAN'], '2 year'),
    companyReturns('icici bank 3 yr return', ['ICICIBANK'], '3 year'),
    companyReturns('bharti airtel 1 month returns', ['BHARTIARTL'], '1 month'),
    companyReturns('ultratech 1 year return', ['ULTRACEMCO'], '1 year'),
  ]),
  ...inCategory('history', [
    history('axis bank net profit last 2 years', 'AXISBANK', 'annual', 2, PROFIT),
    history('l&t quarterly revenue last 4 quarters', 'LT', 'quarterly', 4, SALES),
  ]),
  ...inCategory('shareholding', [
    shareholding('axis bank shareholding pattern', 'AXISBANK', 8),
    shareholding('bajaj finserv promoter holding trend', 'BAJAJFINSV', 8),
  ]),
  ...inCategory('technicals', [
    matching(
      'nifty 50 stocks trading below both 50 dma and 200 dma',
      `${N50} and current_price < dma_50 and current_price < dma_200`,
      ['current_price', 'dma_50', 'dma_200'],
    ),
    lookup('l&t rsi', ['LT'], ['rsi']),
  ]),
  ...inCategory('followups', [
    followUp(['hul pe'], lookup('and its roce?', ['HINDUNILVR'], ['roce'])),
    followUp(['kotak bank pb'], lookup('what about axis bank?', ['AXISBANK'], ['pb'])),
    followUp(['psu banks with roe above 12'], screen('sort them by pe, lowest first', `${PSU_BANK} and roe > 12`, 'pe asc', 25, ['roe', 'pe'])),
    followUp(['pharma stocks with roce above 20'], matching('just the ones over 30k cr mcap', `${sectorIs(PHARMA)} and roce > 20 and market_cap > 30000`, ['roce', 'market_cap'])),
    followUp(['top 5 fmcg stocks by market cap'], screen('and their roe?', sectorIs(FMCG), 'market_cap desc', 5, ['market_cap', 'roe'])),
    followUp(['compare ntpc and power grid on pe'], lookup('add tata power', ['NTPC', 'POWERGRID', 'TATAPOWER'], ['pe'])),
    followUp(['titan 1 year return'], companyReturns('and trent?', ['TRENT'], '1 year')),
    followUp(['nifty 50 stocks with dividend yield above 2'], screen('sort by roe', `${N50} and dividend_yield > 2`, 'roe desc', 25, ['dividend_yield', 'roe'])),
  ]),
  ...inCategory('clarifications', [
    clarify('jsw pe'),
    clarify('jindal market cap'),
    clarify('piramal roe'),
    clarify('which one has better roce?'),
  ]),
  ...inCategory('refusals', [
    refuse('should i buy tata motors tomorrow'),
    refuse('reliance share price target 2027'),
    refuse('sbi fd interest rate'),
  ]),
];
