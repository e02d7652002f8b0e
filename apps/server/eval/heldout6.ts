/**
 * The sixth held-out set (issue 36): questions written on 2026-12-02 before any run of the engine on them and
 * before the tuning of that issue, committed first, and to be scored once at the end:
 *   npm run eval -- --heldout   (reports each held-out set on its own line)
 * Classes of issue 36, in roughly equal parts, each its own category in the report:
 *   hinglish         romanised Hindi as typed in chats, with misspellings (jyada, zada, kitana, btao): filler
 *                    (ka, ki, ke, hai, h, batao, dikhao, karo, pls) and meaning words (se upar, se zyada, se kam,
 *                    se neeche, sabse zyada, sabse kam, kiska zyada, sirf, inme se, aur, dono, uska, iska, kitna, wale)
 *   shorthand        u, n, abt, wat, r, plz, thx, w, &, rn, mkt; run-together names and metrics (sunpharma, marketcap)
 *   scoped rankings  a ranking, filter or "the Nth" inside a cut ("of the 20 biggest ..., the 3 with ...")
 *   set follow-ups   follow-ups over the previous answer's rows (these, them, inme se, the two, two turns back)
 *   standalone       questions asked inside a chat that name their companies and metric: answered on their own
 *   and the smaller misses in their usual categories: ETF and index returns (returns), "best <cap> stocks by X"
 *   (rankings), dividend history (history), shared names (clarifications), leftover common words that must not
 *   become companies (lookups), questions without a measure or the data (refusals).
 * Fresh companies and phrasings, not rewordings of the earlier sets or of issue 36's examples.
 * Same builders and rules as cases/: the SQL is the independent truth, companies are named by NSE symbol, and
 * each rows case's SQL was checked to return rows on the mirror (never by asking the engine).
 * Conventions of the earlier sets kept: kotak = KOTAKBANK, "nifty" alone is the Nifty 50, "cheapest" is by P/E
 * among positive P/Es, "debt free" is a debt to equity of 0, a name shared by several listed companies is asked
 * back about, a question naming no count shows 25 and one naming no order is compared as a set (the first 25 by
 * market cap). New here:
 * - A ranking inside a cut (withinCut): the cut is taken first (ties by symbol), then ranked or filtered within it.
 *   A follow-up over a top-N answer has the same truth: the previous rows, re-ranked or filtered, and "keep only"
 *   keeps their order (compared as a set). The follow-up's answer must show the measure it ranks or filters by.
 * - "the Nth biggest" is the row at that rank (one row); "which one / which has the highest" is one row.
 * - An index's return (indexReturn) is its own close series (market_index_price_daily), not its members'.
 * - ETF returns compare ETFs only with ETFs (their prices end 2024-06-21; a mixed set would mix end dates).
 * - Dividend history: the mirror holds no per-share dividends and no ex-dates (only the annual payout in the
 *   income statement), so a question asking for them is a refusal: a table of payouts in ₹ Cr is not an answer.
 * First unseen score (2026-12-02, scored once at the end of issue 36's tuning, on the mirror database the tuning
 * used, loaded before valuations at the price existed): 147 right (87.0%), 16 declined, 6 wrong. By class:
 * hinglish 27/28, shorthand 23/29 (6 declined), scoped rankings 22/28 (2 wrong: "of the 10 largest psu banks which
 * has the highest dividend yield", "of the 10 largest steel companies, the ones with pe below 20" answered the
 * whole cut), set follow-ups 27/28, standalone 28/28, returns 6/11 (nifty 3-year and 6-month returns answered
 * with the members), "tvs ka pe kitna hai" answered the dominant listing, "any idea what the roce of polycab is"
 * 2 rows. On a freshly loaded mirror the same run gives 98 right, 16 declined, 55 wrong: the engine now shows
 * market cap, P/E, P/B and yield at the latest close (issue 35), while the SQL here (baseSql.ts) still takes the
 * source's own figures of 1 Jul 2024; the truth SQL must take the at-price definition before the next scoring.
 * The truth SQL now takes it (baseSql.ts, docs/DATA.md's rule in SQL; it agrees with company_valuations on all
 * 2,269 companies of the mirror). On a freshly loaded mirror (main of 2026-12-02 05:47, counts only), with the
 * index's own return and the "of the N largest ..." cut added: suite 891/893 (1 declined, 1 wrong: "apollo pe",
 * answered for Apollo Hospitals now that at-price market caps make it dominate Apollo Tyres), heldout 100/100,
 * heldout2 78/78, heldout3 60/60, heldout4 99/100 (1 declined), heldout5 97/100 (3 wrong: tvs, muthoot, shriram
 * answered for their dominant listing), heldout6 153/169 (90.5%; 14 declined, 2 wrong).
 * heldout7.ts (written by another engineer, never read by the tuner) first unseen score, once, on a freshly loaded
 * mirror (main of 07:10), counts only: 138/159 right (86.8%), 16 declined, 5 wrong. By class: hinglish 24/28
 * (3 declined, 1 wrong), shorthand 19/28 (9 declined), scoped rankings 27/28 (1 declined), set follow-ups 25/28
 * (3 declined), standalone 29/29, returns 8/8, history 2/3 (1 wrong), clarifications 1/3 (2 wrong), refusals 3/4
 * (1 wrong). Answer p95 on that run 198 ms (median 45 ms) with the machine's load average near 17 on 2 cores:
 * not a measure of the engine; to be measured on a quiet machine.
 */
import {
  ALL,
  AUTO,
  BANKS,
  biggest,
  BY_MCAP,
  CEMENT,
  clarify,
  companyReturns,
  FMCG,
  followUp,
  history,
  indexReturn,
  IT,
  LARGE,
  lookup,
  matching,
  MID,
  N50,
  N500,
  PHARMA,
  PRIVATE_BANK,
  PROFIT,
  PSU_BANK,
  refuse,
  SALES,
  screen,
  sectorIs,
  SMALL,
  STEEL,
  withinCut,
} from './caseBuilders';
import { type EvalCase, inCategory } from './types';

export const HELDOUT_CASES: EvalCase[] = [
  ...inCategory('hinglish', [
    lookup('bel ka roce kitna hai', ['BEL'], ['roce']),
    lookup('ongc ki dividend yield batao', ['ONGC'], ['dividend_yield']),
    lookup('tata elxsi ka pe kitana hai', ['TATAELXSI'], ['pe']),
    lookup('cipla aur lupin ka roe compare karo', ['CIPLA', 'LUPIN'], ['roe']),
    lookup('colpal vs gillette india p/b, kiska kam hai', ['COLPAL', 'GILLETTE'], ['pb']),
    lookup('hindalco aur vedanta dono ka debt dikhao', ['HINDALCO', 'VEDL'], ['debt']),
    lookup('siemens aur abb me kiska pe zyada hai', ['SIEMENS', 'ABB'], ['pe']),
    lookup('bhel vs bel opm kiska jyada', ['BHEL', 'BEL'], ['opm']),
    lookup('asian paints ka market cap kitna h', ['ASIANPAINT'], ['market_cap']),
    lookup('pidilite ki book value kya hai', ['PIDILITIND'], ['book_value']),
    lookup('irctc ka roe aur roce dono batao', ['IRCTC'], ['roe', 'roce']),
    lookup('zydus ki promoter holding kitni hai', ['ZYDUSLIFE'], ['promoter_holding']),
    lookup('jsw steel ka p/b ratio btao', ['JSWSTEEL'], ['pb']),
    lookup('dlf ka net profit kitna tha', ['DLF'], ['net_profit']),
    matching('50k cr se zyada mcap wale cement stocks', `${sectorIs(CEMENT)} and market_cap > 50000`, ['market_cap']),
    screen('fmcg me 30k cr se upar wale, roce ke hisaab se top 5', `${sectorIs(FMCG)} and market_cap > 30000`, 'roce desc', 5, ['market_cap', 'roce']),
    matching('pe 15 se kam aur roe 20 se zyada wale stocks', 'pe < 15 and roe > 20', ['pe', 'roe']),
    matching('dividend yield 4 se upar aur pe 10 se neeche', 'dividend_yield > 4 and pe < 10', ['dividend_yield', 'pe']),
    screen('nifty 50 me sabse zyada dividend yield wale 5 stocks', N50, 'dividend_yield desc', 5, ['dividend_yield']),
    screen('sabse kam pe wale 5 psu bank dikhao', `${PSU_BANK} and pe > 0`, 'pe asc', 5, ['pe']),
    screen('nifty 500 me sabse zada roe wale 10 stocks', N500, 'roe desc', 10, ['roe']),
    matching('sirf psu banks jinka roe 15 se upar hai', `${PSU_BANK} and roe > 15`, ['roe']),
    matching('debt free companies dikhao jinka mcap 10000 cr se zada ho', 'debt_to_equity = 0 and market_cap > 10000', ['debt_to_equity', 'market_cap']),
    matching('mid cap me roce 30 se upar wale pls', `${MID} and roce > 30`, ['roce']),
    screen('top 10 banks mcap ke hisaab se batao', sectorIs(BANKS), BY_MCAP, 10, ['market_cap']),
    followUp(['tech mahindra ka roe'], lookup('uska pe kitna hai', ['TECHM'], ['pe'])),
    followUp(['persistent ka market cap batao'], lookup('iska roce bhi batao', ['PERSISTENT'], ['roce'])),
    followUp(
      ['nifty 50 me pe 40 se upar wale stocks'],
      matching('inme se roe 20 se zyada wale', `${N50} and pe > 40 and roe > 20`, ['pe', 'roe']),
    ),
  ]),
  ...inCategory('shorthand', [
    lookup('wat is the pe of bajaj auto', ['BAJAJ-AUTO'], ['pe']),
    lookup('marketcap of tvs motor plz', ['TVSMOTOR'], ['market_cap']),
    lookup('sunpharma roce', ['SUNPHARMA'], ['roce']),
    lookup('tell me abt ultratech roe', ['ULTRACEMCO'], ['roe']),
    lookup('pe n roe of nestle', ['NESTLEIND'], ['pe', 'roe']),
    lookup('can u show hdfcbank pb', ['HDFCBANK'], ['pb']),
    lookup('wats the div yield of coal india', ['COALINDIA'], ['dividend_yield']),
    lookup('britannia & nestle opm thx', ['BRITANNIA', 'NESTLEIND'], ['opm']),
    lookup('icicibank n axisbank roa', ['ICICIBANK', 'AXISBANK'], ['roa']),
    lookup('bajajfinsv marketcap', ['BAJAJFINSV'], ['market_cap']),
    lookup('tatasteel vs jswsteel debt', ['TATASTEEL', 'JSWSTEEL'], ['debt']),
    lookup('cmp of eicher rn', ['EICHERMOT'], ['current_price']),
    lookup('adanient pe', ['ADANIENT'], ['pe']),
    lookup('hindunilever roce', ['HINDUNILVR'], ['roce']),
    lookup('kotakbank roe n pb', ['KOTAKBANK'], ['roe', 'pb']),
    lookup('pls tell pe of berger paints', ['BERGEPAINT'], ['pe']),
    lookup('u know the roce of cummins?', ['CUMMINSIND'], ['roce']),
    lookup('mkt cap of trent', ['TRENT'], ['market_cap']),
    lookup('dixon pe thx', ['DIXON'], ['pe']),
    lookup('wat r the pe n pb of sbi life', ['SBILIFE'], ['pe', 'pb']),
    lookup('r abbott india n pfizer debt free?', ['ABBOTINDIA', 'PFIZER'], ['debt_to_equity']),
    companyReturns('hdfclife 1yr return', ['HDFCLIFE'], '1 year'),
    matching('stocks w roe > 25 & pe < 20', 'roe > 25 and pe < 20', ['roe', 'pe']),
    matching('psu banks w pb < 1 plz', `${PSU_BANK} and pb < 1`, ['pb']),
    matching('midcaps w d/e < 0.1 n roe > 20', `${MID} and debt_to_equity < 0.1 and roe > 20`, ['debt_to_equity', 'roe']),
    matching('stocks w mcap > 2 lakh cr n pe < 15', 'market_cap > 200000 and pe < 15', ['market_cap', 'pe']),
    screen('top 5 cement cos by opm thx', sectorIs(CEMENT), 'opm desc', 5, ['opm']),
    screen('nifty50 top 10 by div yield', N50, 'dividend_yield desc', 10, ['dividend_yield']),
    screen('top 3 fmcg by roe plz', sectorIs(FMCG), 'roe desc', 3, ['roe']),
  ]),
  ...inCategory('scoped rankings', [
    withinCut('out of the 20 biggest companies which 3 have the best roce', biggest(ALL, 20), { by: 'roce desc', limit: 3 }, ['roce']),
    withinCut('lowest debt to equity among the top 10 nifty 50 stocks by mcap', biggest(N50, 10), { by: 'debt_to_equity asc', limit: 1 }, ['debt_to_equity']),
    withinCut('2nd largest pharma company', biggest(sectorIs(PHARMA), 2), { by: BY_MCAP, limit: 1, offset: 1 }, ['market_cap']),
    withinCut('top 12 banks by mcap, the 3 with the highest p/b among them', biggest(sectorIs(BANKS), 12), { by: 'pb desc', limit: 3 }, ['pb']),
    withinCut('fourth biggest fmcg co by market cap', biggest(sectorIs(FMCG), 4), { by: BY_MCAP, limit: 1, offset: 3 }, ['market_cap']),
    withinCut('of the 10 largest psu banks which has the highest dividend yield', biggest(PSU_BANK, 10), { by: 'dividend_yield desc', limit: 1 }, ['dividend_yield']),
    withinCut('among 25 largest it stocks, top 5 by roe', biggest(sectorIs(IT), 25), { by: 'roe desc', limit: 5 }, ['roe']),
    withinCut('highest debt among the 10 biggest nifty 50 companies', biggest(N50, 10), { by: 'debt desc', limit: 1 }, ['debt']),
    withinCut('cheapest 3 among the 20 largest companies', biggest(ALL, 20), { where: 'pe > 0', by: 'pe asc', limit: 3 }, ['pe']),
    withinCut('third most valuable bank', biggest(sectorIs(BANKS), 3), { by: BY_MCAP, limit: 1, offset: 2 }, ['market_cap']),
    withinCut('second highest roe stock in nifty 50', { where: N50, by: 'roe desc', top: 2 }, { by: 'roe desc', limit: 1, offset: 1 }, ['roe']),
    withinCut(
      'top 10 auto companies by sales, which 2 have the highest opm',
      { where: sectorIs(AUTO), by: 'sales desc', top: 10 },
      { by: 'opm desc', limit: 2 },
      ['opm'],
    ),
    withinCut('among the 10 biggest cement cos, which has the lowest d/e', biggest(sectorIs(CEMENT), 10), { by: 'debt_to_equity asc', limit: 1 }, ['debt_to_equity']),
    withinCut('5th largest company in india by mcap', biggest(ALL, 5), { by: BY_MCAP, limit: 1, offset: 4 }, ['market_cap']),
    withinCut(
      'among the top 20 by net profit, the 5 with the highest dividend yield',
      { where: ALL, by: 'net_profit desc', top: 20 },
      { by: 'dividend_yield desc', limit: 5 },
      ['dividend_yield'],
    ),
    withinCut('most expensive 3 by pe out of the 10 largest fmcg stocks', biggest(sectorIs(FMCG), 10), { by: 'pe desc', limit: 3 }, ['pe']),
    withinCut('of the top 10 midcaps by market cap, which has the highest roce', biggest(MID, 10), { by: 'roce desc', limit: 1 }, ['roce']),
    withinCut('top 5 by roe among the 15 largest nifty 50 stocks', biggest(N50, 15), { by: 'roe desc', limit: 5 }, ['roe']),
    withinCut('which is the smallest among the 10 biggest private banks', biggest(PRIVATE_BANK, 10), { by: 'market_cap asc', limit: 1 }, ['market_cap']),
    withinCut('second cheapest psu bank by pe', { where: `${PSU_BANK} and pe > 0`, by: 'pe asc', top: 2 }, { by: 'pe asc', limit: 1, offset: 1 }, ['pe']),
    withinCut('highest promoter holding among the 10 largest private banks', biggest(PRIVATE_BANK, 10), { by: 'promoter_holding desc', limit: 1 }, ['promoter_holding']),
    withinCut('top 3 by 3yr sales growth among the 20 biggest pharma cos', biggest(sectorIs(PHARMA), 20), { by: 'sales_growth_3y desc', limit: 3 }, ['sales_growth_3y']),
    withinCut(
      'out of the 30 largest companies, which 5 have the highest debt to equity',
      biggest(ALL, 30),
      { by: 'debt_to_equity desc', limit: 5 },
      ['debt_to_equity'],
    ),
    withinCut('3 most profitable among the top 10 auto stocks by mcap', biggest(sectorIs(AUTO), 10), { by: 'net_profit desc', limit: 3 }, ['net_profit']),
    withinCut('third highest pe in nifty 50', { where: N50, by: 'pe desc', top: 3 }, { by: 'pe desc', limit: 1, offset: 2 }, ['pe']),
    withinCut(
      'among the 10 biggest large caps by sales, the 3 with the highest roe',
      { where: LARGE, by: 'sales desc', top: 10 },
      { by: 'roe desc', limit: 3 },
      ['roe'],
    ),
    withinCut('2nd biggest company in nifty 500 by sales', { where: N500, by: 'sales desc', top: 2 }, { by: 'sales desc', limit: 1, offset: 1 }, ['sales']),
    withinCut('of the 10 largest steel companies, the ones with pe below 20', biggest(sectorIs(STEEL), 10), { where: 'pe < 20', by: BY_MCAP, limit: 10 }, ['pe'], false),
  ]),
  ...inCategory('set follow-ups', [
    followUp(['top 8 pharma stocks by mcap'], withinCut('sort these by debt, highest first', biggest(sectorIs(PHARMA), 8), { by: 'debt desc', limit: 8 }, ['debt'])),
    followUp(
      ['10 biggest it companies'],
      withinCut('keep only the ones with pe under 30', biggest(sectorIs(IT), 10), { where: 'pe < 30', by: BY_MCAP, limit: 10 }, ['pe'], false),
    ),
    followUp(
      ['top 10 nifty 50 stocks by market cap'],
      withinCut('which one has the highest dividend yield', biggest(N50, 10), { by: 'dividend_yield desc', limit: 1 }, ['dividend_yield']),
    ),
    followUp(['top 12 banks by mcap'], withinCut('inme se sabse kam pe kiska hai', biggest(sectorIs(BANKS), 12), { where: 'pe > 0', by: 'pe asc', limit: 1 }, ['pe'])),
    followUp(['coforge pe', 'and mphasis'], lookup('compare the two on roce', ['COFORGE', 'MPHASIS'], ['roce'])),
    followUp(['hero motocorp roe', 'and tvs motor?'], lookup('which of the two has more debt', ['HEROMOTOCO', 'TVSMOTOR'], ['debt'])),
    followUp(
      ['top 10 nifty 50 stocks by mcap', 'show their pe'],
      withinCut('now keep those with roe above 15', biggest(N50, 10), { where: 'roe > 15', by: BY_MCAP, limit: 10 }, ['roe'], false),
    ),
    followUp(['5 largest cement companies'], withinCut('rank them by roce', biggest(sectorIs(CEMENT), 5), { by: 'roce desc', limit: 5 }, ['roce'])),
    followUp(
      ['top 10 fmcg stocks by market cap'],
      withinCut('which 3 of these have the lowest pe', biggest(sectorIs(FMCG), 10), { where: 'pe > 0', by: 'pe asc', limit: 3 }, ['pe']),
    ),
    followUp(
      ['15 biggest private banks'],
      withinCut('only those with roa above 1.5', biggest(PRIVATE_BANK, 15), { where: 'roa > 1.5', by: BY_MCAP, limit: 15 }, ['roa'], false),
    ),
    followUp(['top 6 auto stocks by mcap'], withinCut('sort them by dividend yield', biggest(sectorIs(AUTO), 6), { by: 'dividend_yield desc', limit: 6 }, ['dividend_yield'])),
    followUp(['largest 10 psu banks'], withinCut('which of them has the best roe', biggest(PSU_BANK, 10), { by: 'roe desc', limit: 1 }, ['roe'])),
    followUp(['top 10 pharma by market cap'], withinCut('inme se debt free wale', biggest(sectorIs(PHARMA), 10), { where: 'debt_to_equity = 0', by: BY_MCAP, limit: 10 }, ['debt_to_equity'], false)),
    followUp(['top 20 companies by market cap'], withinCut('the 5 cheapest of those', biggest(ALL, 20), { where: 'pe > 0', by: 'pe asc', limit: 5 }, ['pe'])),
    followUp(['10 largest auto stocks'], withinCut('bottom 3 of these by opm', biggest(sectorIs(AUTO), 10), { by: 'opm asc', limit: 3 }, ['opm'])),
    followUp(['nifty 50 top 10 by mcap'], withinCut('how many of these have roe above 20? show them', biggest(N50, 10), { where: 'roe > 20', by: BY_MCAP, limit: 10 }, ['roe'], false)),
    followUp(['top 8 steel companies by mcap'], withinCut('arrange these by pb lowest first', biggest(sectorIs(STEEL), 8), { by: 'pb asc', limit: 8 }, ['pb'])),
    followUp(['largest 10 mid caps'], withinCut('which one has the most promoter holding', biggest(MID, 10), { by: 'promoter_holding desc', limit: 1 }, ['promoter_holding'])),
    followUp(['top 10 banks by mcap', 'sort them by roe'], withinCut('top 3 of them by dividend yield', biggest(sectorIs(BANKS), 10), { by: 'dividend_yield desc', limit: 3 }, ['dividend_yield'])),
    followUp(['godrej consumer roe', 'and colgate?'], lookup('pe and opm of the two', ['GODREJCP', 'COLPAL'], ['pe', 'opm'])),
    followUp(['ntpc pe', 'what about power grid'], lookup('dono ka dividend yield batao', ['NTPC', 'POWERGRID'], ['dividend_yield'])),
    followUp(['top 10 nifty 500 stocks by net profit'], withinCut('sort these by pe', { where: N500, by: 'net_profit desc', top: 10 }, { by: 'pe asc', limit: 10 }, ['pe'])),
    followUp(['8 biggest fmcg cos'], withinCut('which of these has the highest 5 yr sales growth', biggest(sectorIs(FMCG), 8), { by: 'sales_growth_5y desc', limit: 1 }, ['sales_growth_5y'])),
    followUp(
      ['top 10 large caps by roe'],
      withinCut('keep only the ones above 2 lakh cr mcap', { where: LARGE, by: 'roe desc', top: 10 }, { where: 'market_cap > 200000', by: 'roe desc', limit: 10 }, ['market_cap'], false),
    ),
    followUp(['top 10 it stocks by mcap'], withinCut('inme se sabse zyada roce wale 2', biggest(sectorIs(IT), 10), { by: 'roce desc', limit: 2 }, ['roce'])),
    followUp(['tata steel pb', 'and jindal steel?'], lookup('compare both on debt to equity', ['TATASTEEL', 'JINDALSTEL'], ['debt_to_equity'])),
    followUp(['12 largest psu banks'], withinCut('show only those with p/b under 1', biggest(PSU_BANK, 12), { where: 'pb < 1', by: BY_MCAP, limit: 12 }, ['pb'], false)),
    followUp(['5 biggest auto cos by mcap'], withinCut('which of them has the lowest pe', biggest(sectorIs(AUTO), 5), { where: 'pe > 0', by: 'pe asc', limit: 1 }, ['pe'])),
  ]),
  ...inCategory('standalone', [
    followUp(['reliance share price'], history('wipro quarterly net profit', 'WIPRO', 'quarterly', 5, PROFIT)),
    followUp(['tcs roe', 'what about infosys'], lookup('axis bank vs kotak pe', ['AXISBANK', 'KOTAKBANK'], ['pe'])),
    followUp(['top 5 it stocks by mcap'], lookup('maruti roe', ['MARUTI'], ['roe'])),
    followUp(['lupin pe'], lookup('cipla roce', ['CIPLA'], ['roce'])),
    followUp(['hdfc bank roe', 'and icici?'], lookup('sbi vs bank of baroda p/b', ['SBIN', 'BANKBARODA'], ['pb'])),
    followUp(['nifty 50 stocks with pe below 20'], matching('fmcg stocks with roe above 40', `${sectorIs(FMCG)} and roe > 40`, ['roe'])),
    followUp(['tata power 1 year return'], lookup('ntpc pe', ['NTPC'], ['pe'])),
    followUp(['banks with roe above 15'], screen('top 5 cement companies by mcap', sectorIs(CEMENT), BY_MCAP, 5, ['market_cap'])),
    followUp(['compare ongc and oil india on pe'], lookup('gail dividend yield', ['GAIL'], ['dividend_yield'])),
    followUp(['itc shareholding'], lookup('hul market cap', ['HINDUNILVR'], ['market_cap'])),
    followUp(['sun pharma roe'], lookup('divis lab pe', ['DIVISLAB'], ['pe'])),
    followUp(['infosys ka pe'], lookup('tcs ka roe batao', ['TCS'], ['roe'])),
    followUp(['top 10 pharma by roe'], screen('top 10 auto stocks by roe', sectorIs(AUTO), 'roe desc', 10, ['roe'])),
    followUp(['reliance 3 yr return'], companyReturns('bharti airtel 6 month return', ['BHARTIARTL'], '6 month')),
    followUp(['psu banks with pb under 1'], matching('private banks with roa above 1.5', `${PRIVATE_BANK} and roa > 1.5`, ['roa'])),
    followUp(['m&m pe'], lookup('maruti vs eicher market cap', ['MARUTI', 'EICHERMOT'], ['market_cap'])),
    followUp(['nestle roce'], matching('nifty 50 stocks with roce above 40', `${N50} and roce > 40`, ['roce'])),
    followUp(['what is the pe of hcl tech'], lookup('tech mahindra net profit', ['TECHM'], ['net_profit'])),
    followUp(['coal india dividend yield'], lookup('nmdc vs moil pe', ['NMDC', 'MOIL'], ['pe'])),
    followUp(['dmart sales'], history('trent sales last 2 years', 'TRENT', 'annual', 2, SALES)),
    followUp(['hdfc life pe'], lookup('sbi life promoter holding', ['SBILIFE'], ['promoter_holding'])),
    followUp(['it stocks'], matching('pharma stocks with pe under 25', `${sectorIs(PHARMA)} and pe < 25`, ['pe'])),
    followUp(['infy 1 yr return'], companyReturns('wipro 1 yr return', ['WIPRO'], '1 year')),
    followUp(['tcs vs infosys roe'], lookup('hcltech vs techm pb', ['HCLTECH', 'TECHM'], ['pb'])),
    followUp(['bajaj finance roe'], lookup('shriram finance pe', ['SHRIRAMFIN'], ['pe'])),
    followUp(['nifty 50 top gainers 1 year, top 5'], lookup('ultratech roce', ['ULTRACEMCO'], ['roce'])),
    followUp(['asian paints pe', 'and berger?'], lookup('pidilite roce', ['PIDILITIND'], ['roce'])),
    followUp(['top 10 banks by mcap'], screen('top 10 it stocks by mcap', sectorIs(IT), BY_MCAP, 10, ['market_cap'])),
  ]),
  ...inCategory('returns', [
    companyReturns('niftybees vs bankbees 1 yr return', ['NIFTYBEES', 'BANKBEES'], '1 year'),
    companyReturns('goldbees vs silverbees returns over 1 year', ['GOLDBEES', 'SILVERBEES'], '1 year'),
    companyReturns('juniorbees 3 yr return', ['JUNIORBEES'], '3 year'),
    companyReturns('itbees 6 month return', ['ITBEES'], '6 month'),
    companyReturns('mon100 vs niftybees 2 year returns', ['MON100', 'NIFTYBEES'], '2 year'),
    companyReturns('juniorbees or niftybees, which gave more return in 3 yrs', ['JUNIORBEES', 'NIFTYBEES'], '3 year'),
    companyReturns('cpseetf 1 year return', ['CPSEETF'], '1 year'),
    indexReturn('nifty 50 index 1 yr return', 'NIFTY 50', '1 year'),
    indexReturn('how much did nifty return in 3 years', 'NIFTY 50', '3 year'),
    indexReturn('nifty 6 month return', 'NIFTY 50', '6 month'),
    indexReturn('nifty50 index returns last 5 yrs', 'NIFTY 50', '5 year'),
  ]),
  ...inCategory('rankings', [
    screen('best smallcap stocks by roce, top 10', SMALL, 'roce desc', 10, ['roce']),
    screen('best midcap stocks by dividend yield top 5', MID, 'dividend_yield desc', 5, ['dividend_yield']),
    screen('top 10 small cap stocks by roe', SMALL, 'roe desc', 10, ['roe']),
  ]),
  ...inCategory('history', [
    // No per-share dividends or ex-dates in the mirror (see the header): asked for, they are declined.
    refuse('dividend history of coal india with ex dates'),
    refuse('hul dividend per share history'),
    refuse('ongc ex-dividend dates'),
  ]),
  ...inCategory('clarifications', [
    clarify('tvs ka pe kitna hai'),
    clarify('jubilant pe'),
    clarify('orient market cap'),
    clarify('finolex market cap'),
    clarify('jk roce'),
  ]),
  ...inCategory('lookups', [
    lookup('which one is bigger, dmart or trent', ['DMART', 'TRENT'], ['market_cap']),
    lookup('hcl tech ki roe', ['HCLTECH'], ['roe']),
    lookup('give me the pe of hero motocorp', ['HEROMOTOCO'], ['pe']),
    lookup('any idea what the roce of polycab is', ['POLYCAB'], ['roce']),
  ]),
  ...inCategory('refusals', [refuse('best smallcap stocks to buy for 2027'), refuse('best midcap shares for long term')]),
];
