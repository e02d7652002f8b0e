/**
 * The fifth held-out set: 100 questions written on 2026-11-24 before any run of the engine on them (heldout.ts to
 * heldout4.ts had been seen by then), committed first, and to be scored once at the end:
 *   npm run eval -- --heldout   (reports each held-out set on its own line)
 * Fresh companies, phrasings and combinations (no question of the earlier sets reworded), typed the way
 * investors type: lower case, shorthand, nicknames (apsez, gcpl, concor, naukri, chola, vedl, iob, mazdock),
 * small typos, Indian amounts (k / cr / lakh cr / ₹ with Indian commas).
 * Same builders and rules as cases/: the SQL is the independent truth, companies are named by NSE symbol, and
 * each rows case's SQL was checked to return rows on the mirror (never by asking the engine).
 * Conventions of the earlier sets kept: kotak = KOTAKBANK, l&t = LT, zomato = ETERNAL, "nifty" alone is the
 * Nifty 50, "cheapest" is by P/E among positive P/Es, "debt free" is a debt to equity of 0 (as "zero debt"),
 * indices the data does not hold (Bank Nifty, Nifty Next 50, and here Nifty IT and Nifty Smallcap 250) are
 * declined, a name shared by several listed companies (tvs, muthoot, shriram) is asked back about; a question
 * naming no count shows 25; a question naming no order is compared as a set (the first 25 by market cap).
 * Written to what the mirror holds: every price-return ranking names its count (daily prices exist for the
 * Nifty 50 members and the ETFs, so "goldbees 3 year return" is a rows case), statement history asks for at
 * most the 2 annual periods / 3 quarters the mirror has, shareholding for at most its 3 quarters.
 * First and only unseen score (2026-11-24): 90 right, 7 declined, 3 wrong. Declined: "chola fin", "m&m fin",
 * "from 1 lakh cr to 2 lakh cr", "which gives more", "grew profit fastest", "arrange them biggest first" (fixed
 * afterwards, englishInvestor.test.ts) and "which of the two" after a replaced follow-up (not fixed). Wrong: tvs,
 * muthoot and shriram were answered for their dominant listing (TVS Motor, Muthoot Finance, Shriram Finance, each
 * named in the restated line) where this set asks back; the engine asks only when no listing dominates. The
 * labels stay as written.
 */
import {
  AUTO,
  BANKS,
  CEMENT,
  CHEMICALS,
  clarify,
  companyReturns,
  constituents,
  FMCG,
  followUp,
  history,
  inIndex,
  indexReturns,
  lookup,
  matching,
  money,
  PHARMA,
  plain,
  PRIVATE_BANK,
  PROFIT,
  PSU_BANK,
  REALTY,
  refuse,
  SALES,
  screen,
  sectorIs,
  shareholding,
} from './caseBuilders';
import { type EvalCase, inCategory } from './types';

const N50 = inIndex('NIFTY 50');
const N500 = inIndex('NIFTY 500');
const TOTAL_MARKET = inIndex('NIFTY TOTAL MARKET');
const LARGE = `market_cap_type = 'Large Cap'`;
const MID = `market_cap_type = 'Mid Cap'`;

export const HELDOUT_CASES: EvalCase[] = [
  ...inCategory('nicknames', [
    lookup('concor pe', ['CONCOR'], ['pe']),
    lookup('naukri roe', ['NAUKRI'], ['roe']),
    lookup('apsez market cap', ['ADANIPORTS'], ['market_cap']),
    lookup('chola fin roa', ['CHOLAFIN'], ['roa']),
    lookup('gcpl opm', ['GODREJCP'], ['opm']),
    lookup('iob p/b', ['IOB'], ['pb']),
    lookup('vedl div yield', ['VEDL'], ['dividend_yield']),
    lookup('hind copper pe', ['HINDCOPPER'], ['pe']),
    lookup('m&m fin mcap', ['M&MFIN'], ['market_cap']),
    lookup('mazdock roce', ['MAZDOCK'], ['roce']),
  ]),
  ...inCategory('typos', [
    lookup('persistant systems pe', ['PERSISTENT'], ['pe']),
    lookup('ambuja cemnets roe', ['AMBUJACEM'], ['roe']),
    lookup('havels market cap', ['HAVELLS'], ['market_cap']),
    lookup('polycab indai pe', ['POLYCAB'], ['pe']),
    lookup('dr reddys debt to equty', ['DRREDDY'], ['debt_to_equity']),
    screen('top 5 nifty 50 stocks by promotor holding', N50, 'promoter_holding desc', 5, ['promoter_holding']),
  ]),
  ...inCategory('amounts', [
    matching('mcap between 25k cr and 40k cr with roce above 30', 'market_cap >= 25000 and market_cap <= 40000 and roce > 30', ['market_cap', 'roce']),
    matching('ebitda above ₹30,000 cr', 'ebitda > 30000', ['ebitda']),
    matching('net worth above 1 lakh crore', 'net_worth > 100000', ['net_worth']),
    matching('mcap under ₹2,500 cr with dividend yield above 5', 'market_cap < 2500 and dividend_yield > 5', ['market_cap', 'dividend_yield']),
    matching('market cap over 3.5 lakh cr', 'market_cap > 350000', ['market_cap']),
    matching('debt below 500 cr and mcap above 50k cr', 'debt < 500 and market_cap > 50000', ['debt', 'market_cap']),
    matching('cash from operations above rs 15,000 crore and pe under 20', 'cash_from_operations > 15000 and pe < 20', ['cash_from_operations', 'pe']),
    matching('mcap from 1 lakh cr to 2 lakh cr with pe below 25', 'market_cap >= 100000 and market_cap <= 200000 and pe < 25', ['market_cap', 'pe']),
  ]),
  ...inCategory('rankings', [
    indexReturns('nifty top 10 gainers 1 week', 'NIFTY 50', '1 week', 'desc', 10),
    indexReturns('bottom 5 nifty stocks by 3 yr return', 'NIFTY 50', '3 year', 'asc', 5),
    indexReturns('nifty 500 top 5 gainers in 3 months', 'NIFTY 500', '3 month', 'desc', 5),
    indexReturns('which 3 nifty 50 stocks lost the most in 1 month', 'NIFTY 50', '1 month', 'asc', 3),
    indexReturns('best 7 nifty 50 performers over 6 months', 'NIFTY 50', '6 month', 'desc', 7),
    screen('top 5 nifty 500 companies by ebitda', N500, 'ebitda desc', 5, ['ebitda']),
    screen('10 highest p/b stocks above 1 lakh cr mcap', 'market_cap > 100000', 'pb desc', 10, ['pb', 'market_cap']),
    screen('cheapest 5 stocks in nifty 500', `${N500} and pe > 0`, 'pe asc', 5, ['pe']),
    screen('highest interest coverage large caps top 5', LARGE, 'interest_coverage desc', 5, ['interest_coverage']),
  ]),
  ...inCategory('comparisons', [
    lookup('lupin vs aurobindo vs zydus pe', ['LUPIN', 'AUROPHARMA', 'ZYDUSLIFE'], ['pe']),
    lookup('tata elxsi or kpit tech which has better opm', ['TATAELXSI', 'KPITTECH'], ['opm']),
    lookup('shree cement vs ultratech vs ambuja roce', ['SHREECEM', 'ULTRACEMCO', 'AMBUJACEM'], ['roce']),
    lookup('federal bank vs idfc first pb', ['FEDERALBNK', 'IDFCFIRSTB'], ['pb']),
    lookup('pfc or rec which gives more dividend yield', ['PFC', 'RECLTD'], ['dividend_yield']),
    lookup('compare trent and dmart on roce and sales', ['TRENT', 'DMART'], ['roce', 'sales']),
    companyReturns('eicher vs hero moto 1 yr return', ['EICHERMOT', 'HEROMOTOCO'], '1 year'),
    lookup('gail vs petronet vs igl pe', ['GAIL', 'PETRONET', 'IGL'], ['pe']),
  ]),
  ...inCategory('lookups', [
    lookup('colgate pe', ['COLPAL'], ['pe']),
    lookup('how much debt is on adani green', ['ADANIGREEN'], ['debt']),
    lookup('mrf share price', ['MRF'], ['current_price']),
    lookup('page industries book value', ['PAGEIND'], ['book_value']),
    lookup('bosch ev/ebitda', ['BOSCHLTD'], ['ev_to_ebitda']),
  ]),
  ...inCategory('indices', [
    constituents('nifty 500 top 20 by mcap', 'NIFTY 500', 20),
    matching('nifty 50 names with pb below 2', `${N50} and pb < 2`, ['pb']),
    matching('cement stocks in nifty 500', `${N500} and ${sectorIs(CEMENT)}`, []),
    matching('nifty total market stocks with dividend yield above 6', `${TOTAL_MARKET} and dividend_yield > 6`, ['dividend_yield']),
    refuse('nifty it index stocks'),
    refuse('nifty smallcap 250 stocks with roe above 20'),
  ]),
  ...inCategory('sectors', [
    matching('psu bank stocks with roa above 1', `${PSU_BANK} and roa > 1`, ['roa']),
    screen('top 5 fmcg cos by roce', sectorIs(FMCG), 'roce desc', 5, ['roce']),
    matching('pharma stocks above 1 lakh cr mcap', `${sectorIs(PHARMA)} and market_cap > 100000`, ['market_cap']),
    matching('auto stocks with pe under 20', `${sectorIs(AUTO)} and pe < 20`, ['pe']),
    matching('realty cos with roe above 15', `${sectorIs(REALTY)} and roe > 15`, ['roe']),
    screen('5 biggest chemical companies', sectorIs(CHEMICALS), 'market_cap desc', 5, ['market_cap']),
    matching('private banks with p/b under 1.5', `${PRIVATE_BANK} and pb < 1.5`, ['pb']),
  ]),
  ...inCategory('growth', [
    lookup('lupin 3 yr sales cagr', ['LUPIN'], ['sales_growth_3y']),
    lookup('dixon profit cagr 5 yrs', ['DIXON'], ['profit_growth_5y']),
    matching(
      '3yr sales growth over 20 and 3yr profit growth over 25 with mcap above 25000 cr',
      'sales_growth_3y > 20 and profit_growth_3y > 25 and market_cap > 25000',
      ['sales_growth_3y', 'profit_growth_3y', 'market_cap'],
    ),
    screen('which 5 banks grew profit fastest over 3 years', sectorIs(BANKS), 'profit_growth_3y desc', 5, ['profit_growth_3y']),
    screen('nifty 500 top 10 by 3 yr sales cagr', N500, 'sales_growth_3y desc', 10, ['sales_growth_3y']),
    matching('mid caps with 5 yr sales cagr above 25', `${MID} and sales_growth_5y > 25`, ['sales_growth_5y']),
    lookup('polycab vs havells 5yr profit cagr', ['POLYCAB', 'HAVELLS'], ['profit_growth_5y']),
  ]),
  ...inCategory('screens', [
    matching('roce above 35, pe below 30 and mcap above 10000 cr', 'roce > 35 and pe < 30 and market_cap > 10000', ['roce', 'pe', 'market_cap']),
    matching(
      'debt free stocks with roe above 25 and mcap over 2000 cr',
      'debt_to_equity = 0 and roe > 25 and market_cap > 2000',
      ['debt_to_equity', 'roe', 'market_cap'],
    ),
    matching(
      'dividend yield above 3, roe above 20 and d/e below 0.5',
      'dividend_yield > 3 and roe > 20 and debt_to_equity < 0.5',
      ['dividend_yield', 'roe', 'debt_to_equity'],
    ),
    matching('dii holding above 30 and fii holding above 20', 'dii_holding > 30 and fii_holding > 20', ['dii_holding', 'fii_holding']),
    matching(
      'piotroski 7 or more, pe below 12 and mcap above 1000 cr',
      'piotroski_score >= 7 and pe < 12 and market_cap > 1000',
      ['piotroski_score', 'pe', 'market_cap'],
    ),
  ]),
  ...inCategory('returns', [
    companyReturns('trent 3 yr return', ['TRENT'], '3 year'),
    companyReturns('shriram finance 6 months return', ['SHRIRAMFIN'], '6 month'),
    companyReturns('tata consumer 1 week return', ['TATACONSUM'], '1 week'),
    companyReturns('how much has grasim moved in 1 yr', ['GRASIM'], '1 year'),
    companyReturns('goldbees 3 year return', ['GOLDBEES'], '3 year'),
  ]),
  ...inCategory('history', [
    history('titan topline last 2 yrs', 'TITAN', 'annual', 2, SALES),
    history('nestle profit for the last 3 qtrs', 'NESTLEIND', 'quarterly', 3, PROFIT),
    history('coal india eps for the last two yrs', 'COALINDIA', 'annual', 2, { eps: plain('inc', 'eps') }),
    history('ultratech operating cash flow last 2 years', 'ULTRACEMCO', 'annual', 2, { cash_from_operations: money('cf', 'cashFromOperations') }),
  ]),
  ...inCategory('shareholding', [
    shareholding('promoter stake trend in dmart', 'DMART', 8),
    shareholding('eicher shareholding past 2 qtrs', 'EICHERMOT', 2),
    shareholding('fii stake in bajaj auto over time', 'BAJAJ-AUTO', 8),
  ]),
  ...inCategory('technicals', [
    matching('overbought nifty 500 names rsi above 80', `${N500} and rsi > 80`, ['rsi']),
    lookup('hdfc life 200 dma', ['HDFCLIFE'], ['dma_200']),
  ]),
  ...inCategory('followups', [
    followUp(['lupin pe'], lookup('and alkem?', ['ALKEM'], ['pe'])),
    followUp(['cement stocks with roe above 15'], screen('arrange them biggest first', `${sectorIs(CEMENT)} and roe > 15`, 'market_cap desc', 25, ['roe', 'market_cap'])),
    followUp(['nifty 50 stocks with pe above 40'], matching('only those with roe above 20', `${N50} and pe > 40 and roe > 20`, ['pe', 'roe'])),
    followUp(['bajaj auto 1 year return'], companyReturns('and eicher?', ['EICHERMOT'], '1 year')),
    followUp(['top 5 psu banks by mcap'], screen('show their dividend yield too', PSU_BANK, 'market_cap desc', 5, ['market_cap', 'dividend_yield'])),
    followUp(['dabur roe', 'and marico?'], lookup('which of the two has lower pe', ['DABUR', 'MARICO'], ['pe'])),
  ]),
  ...inCategory('clarifications', [
    clarify('tvs pe'),
    clarify('muthoot roe'),
    clarify('shriram market cap'),
    clarify('which of these has the lower pe'),
  ]),
  ...inCategory('refusals', [
    refuse('should i average down on paytm'),
    refuse('nykaa share price target'),
    refuse('which pharma stock will rally after the budget'),
    refuse('ppf interest rate this quarter'),
    refuse('banks with net interest margin above 4'),
  ]),
];
