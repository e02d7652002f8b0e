/**
 * The ninth held-out set (issue 36): questions written on 2026-12-03 by a separate evaluator who neither tuned the
 * engine, read its question-reading code, nor ran it on these questions; committed on its own branch, to be scored
 * once:
 *   npm run eval -- --heldout --sets=9   (add --counts-only for the first unseen score)
 * Classes of issue 36, in the proportions of heldout8, each its own category in the report:
 *   hinglish         21  romanised Hindi as typed in chats (kitna, kitni, batao, dikhao, bhai, h, lakh crore, se upar,
 *                        se zyada, se kam, se neeche, sabse zyada, sabse kam, kiska, sirf, inme se, aur, dono, iska, wale)
 *   shorthand        21  u, n, d, abt, wat, wats, r, w, hv, plz, pls, thx, rn, gimme, cos, d/e; run-together names
 *                        (tatatech, phoenixmills, kprmill, bluedart, midcaps, largecaps, nifty500)
 *   scoped rankings  21  a ranking, filter or "the Nth" inside a cut ("of the 15 biggest ..., the 4 with ...")
 *   set follow-ups   22  follow-ups over the previous answer's rows (them, these, those, inme se, of the two, dono,
 *                        the earlier list two turns back)
 *   standalone       21  questions asked inside a chat that name their companies and metric: answered on their own
 *   and a few of the smaller misses in their usual categories: returns 7 (ETFs against ETFs, the Nifty 50's own
 *   return, a return named with no period), history 3 (per-share dividends and ex-dates the mirror does not hold,
 *   one annual statement line over a named number of years), clarifications 6 (names shared by several listed
 *   companies, a pronoun with no earlier turn), refusals 5 (advice, forecasts, data the mirror does not hold).
 * Fresh companies and phrasings: not rewordings of heldout1-8, the tuning cases or issue 36's examples; most
 * companies are ones no earlier set names (beverages, bearings, fertilisers, gas distribution, AMCs, PSU banks
 * beyond the largest, mid and small IT).
 * Same builders and rules as heldout8 and cases/: the SQL is the independent truth, composed from baseSql.ts's
 * BASE_CTE and caseBuilders only; companies are named by NSE symbol; each rows case's SQL was run on the mirror
 * database (2026-12-03, baseSql as it was then) and returned non-empty rows without ties at its cut (and at the cut
 * a ranking is taken within), with no missing value in a compared column; questions whose truth hung on ties,
 * missing values or odd sector matches were reworded before commit; the engine was never asked.
 * Conventions of the earlier sets kept: "nifty" alone is the Nifty 50, "cheapest" / "sasta" is by P/E (or the named
 * ratio) among positive values, a plain "lowest pe" sort keeps every row, a name shared by several listed companies
 * is asked back about, a question naming no count shows 25 and one naming no order is compared as a set (the first
 * 25 by market cap); a cut is taken first (ties by symbol) and then ranked or filtered within it; "the Nth biggest"
 * and "which one" are one row; an index's return is its own close series; ETF returns compare ETFs only with ETFs;
 * a return named with no period is the 1-year return; a follow-up's truth is the previous answer's rows re-ranked or
 * filtered, a filter keeping them as a set; "sort them by X" with no direction ranks highest first unless the
 * question says lowest; the mirror holds no per-share dividends or ex-dates, so a question asking for them is a
 * refusal.
 */
import {
  ALL,
  AUTO,
  BANKS,
  biggest,
  BY_MCAP,
  CEMENT,
  CHEMICALS,
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
  REALTY,
  refuse,
  screen,
  sectorIs,
  SMALL,
  withinCut,
} from './caseBuilders';
import { type EvalCase, inCategory } from './types';

/** The first `top` of a universe by another order ("the top 10 ... by roe"). */
const topBy = (where: string, by: string, top: number) => ({ where, by, top });
/** The rows a screen without a count showed (the first 25 by market cap), for a follow-up over them. */
const shown = (where: string) => biggest(where, 25);

export const HELDOUT_CASES: EvalCase[] = [
  ...inCategory('hinglish', [
    lookup('varun beverages ka pe kitna hai bhai', ['VBL'], ['pe']),
    lookup('torrent power ka roce kitna chal raha hai', ['TORNTPOWER'], ['roce']),
    lookup('schaeffler ka d/e ratio batao', ['SCHAEFFLER'], ['debt_to_equity']),
    lookup('united spirits aur united breweries me kiska opm zyada hai', ['UNITDSPR', 'UBL'], ['opm']),
    lookup('tata communications ka roe kitna hai abhi', ['TATACOMM'], ['roe']),
    lookup('coromandel international ka mcap batao', ['COROMANDEL'], ['market_cap']),
    lookup('glaxo pharma ka net profit kitna tha', ['GLAXO'], ['net_profit']),
    lookup('crisil ka dividend yield kitna milta hai', ['CRISIL'], ['dividend_yield']),
    lookup('apl apollo aur jindal stainless dono ka roce dikhao', ['APLAPOLLO', 'JSL'], ['roce']),
    lookup('lal path labs me promoter holding kitni h', ['LALPATHLAB'], ['promoter_holding']),
    lookup('natco pharma ka pe aur pb dono batao', ['NATCOPHARM'], ['pe', 'pb']),
    lookup('sonata software ki eps kitni hai', ['SONATSOFTW'], ['eps']),
    matching('roce 30 se zyada aur debt to equity 0.1 se kam wale stocks', 'roce > 30 and debt_to_equity < 0.1', ['roce', 'debt_to_equity']),
    matching('1 lakh crore se zyada mcap aur pe 15 se kam wale', 'market_cap > 100000 and pe < 15', ['market_cap', 'pe']),
    screen('pharma me sabse zyada opm wali 4 companies', sectorIs(PHARMA), 'opm desc', 4, ['opm']),
    screen('nifty50 ke 3 stocks jinka pb sabse kam hai', N50, 'pb asc', 3, ['pb']),
    matching('smallcap me roe 25 se upar aur pe 15 se neeche', `${SMALL} and roe > 25 and pe < 15`, ['roe', 'pe']),
    screen('nifty 500 ke sabse saste 4 stocks dikhao', `${N500} and pe > 0`, 'pe asc', 4, ['pe']),
    matching('sirf psu banks jinka dividend yield 2 se zyada hai', `${PSU_BANK} and dividend_yield > 2`, ['dividend_yield']),
    followUp(['cg power ka pe'], lookup('iska roce bhi batao', ['CGPOWER'], ['roce'])),
    followUp(
      ['largecap me opm 30 se zyada wale'],
      withinCut('inme se kaun kaun 30 pe ke neeche hai', shown(`${LARGE} and opm > 30`), { where: 'pe < 30', by: BY_MCAP, limit: 25 }, ['pe'], false),
    ),
  ]),
  ...inCategory('shorthand', [
    lookup('wats d pe of ofss', ['OFSS'], ['pe']),
    lookup('roe n roce of tube investments plz', ['TIINDIA'], ['roe', 'roce']),
    lookup('abt lodha debt', ['LODHA'], ['debt']),
    lookup('indus towers div yield rn', ['INDUSTOWER'], ['dividend_yield']),
    lookup('tatatech mcap', ['TATATECH'], ['market_cap']),
    lookup('u hv opm of radico?', ['RADICO'], ['opm']),
    lookup('skf india vs timken pe', ['SKFINDIA', 'TIMKEN'], ['pe']),
    lookup('cyient n zensar roe thx', ['CYIENT', 'ZENSARTECH'], ['roe']),
    lookup('pb of city union bank n can fin homes pls', ['CUB', 'CANFINHOME'], ['pb']),
    lookup('gimme eps of bluedart', ['BLUEDART'], ['eps']),
    lookup('mahanagar gas d/e', ['MGL'], ['debt_to_equity']),
    lookup('ajanta pharma sales n profit plz', ['AJANTPHARM'], ['sales', 'net_profit']),
    lookup('phoenixmills roa plz', ['PHOENIXLTD'], ['roa']),
    lookup('tell me abt hudco pe', ['HUDCO'], ['pe']),
    lookup('kprmill roce thx', ['KPRMILL'], ['roce']),
    lookup('exide vs amara raja mcap', ['EXIDEIND', 'ARE&M'], ['market_cap']),
    matching('midcaps w roe > 25 n d/e < 0.3', `${MID} and roe > 25 and debt_to_equity < 0.3`, ['roe', 'debt_to_equity']),
    matching('fmcg cos w opm > 20 plz', `${sectorIs(FMCG)} and opm > 20`, ['opm']),
    screen('top 6 pvt banks by roa thx', PRIVATE_BANK, 'roa desc', 6, ['roa']),
    screen('gimme 5 largecaps w lowest pe', LARGE, 'pe asc', 5, ['pe']),
    screen('nifty500 top 5 by 5y profit growth', N500, 'profit_growth_5y desc', 5, ['profit_growth_5y']),
  ]),
  ...inCategory('scoped rankings', [
    withinCut('of the 15 biggest nifty 500 cos, the 4 with the highest roce', biggest(N500, 15), { by: 'roce desc', limit: 4 }, ['roce']),
    withinCut('4th largest it company by mcap', biggest(sectorIs(IT), 4), { by: BY_MCAP, limit: 1, offset: 3 }, ['market_cap']),
    withinCut('no. 3 psu bank by mcap', biggest(PSU_BANK, 3), { by: BY_MCAP, limit: 1, offset: 2 }, ['market_cap']),
    withinCut('among the 12 largest pharma cos, the 2 cheapest', biggest(sectorIs(PHARMA), 12), { where: 'pe > 0', by: 'pe asc', limit: 2 }, ['pe']),
    withinCut('top 4 by roe among the 30 biggest smallcaps', biggest(SMALL, 30), { by: 'roe desc', limit: 4 }, ['roe']),
    withinCut(
      'out of the 20 largest large caps, which have debt to equity below 0.2',
      biggest(LARGE, 20),
      { where: 'debt_to_equity < 0.2', by: BY_MCAP, limit: 20 },
      ['debt_to_equity'],
      false,
    ),
    withinCut('which of the 8 biggest fmcg stocks has the best roce', biggest(sectorIs(FMCG), 8), { by: 'roce desc', limit: 1 }, ['roce']),
    withinCut('fourth most profitable pharma company', topBy(sectorIs(PHARMA), 'net_profit desc', 4), { by: 'net_profit desc', limit: 1, offset: 3 }, ['net_profit']),
    withinCut('among the 20 biggest midcaps, the 3 with the highest dividend yield', biggest(MID, 20), { by: 'dividend_yield desc', limit: 3 }, ['dividend_yield']),
    withinCut(
      'of the top 10 pharma stocks by sales, the 2 with the lowest debt to equity',
      topBy(sectorIs(PHARMA), 'sales desc', 10),
      { by: 'debt_to_equity asc', limit: 2 },
      ['debt_to_equity'],
    ),
    withinCut('7th biggest stock in the nifty', biggest(N50, 7), { by: BY_MCAP, limit: 1, offset: 6 }, ['market_cap']),
    withinCut('among the 10 biggest pvt banks, which has the most fii holding', biggest(PRIVATE_BANK, 10), { by: 'fii_holding desc', limit: 1 }, ['fii_holding']),
    withinCut('of the 12 biggest auto cos, the ones with roe above 20', biggest(sectorIs(AUTO), 12), { where: 'roe > 20', by: BY_MCAP, limit: 12 }, ['roe'], false),
    withinCut('among the 25 companies with the highest net profit, the 3 with the highest pb', topBy(ALL, 'net_profit desc', 25), { by: 'pb desc', limit: 3 }, ['pb']),
    withinCut('3rd highest roe in the nifty 50', topBy(N50, 'roe desc', 3), { by: 'roe desc', limit: 1, offset: 2 }, ['roe']),
    withinCut('top 12 chemical stocks me se sabse zyada opm wale 3', biggest(sectorIs(CHEMICALS), 12), { by: 'opm desc', limit: 3 }, ['opm']),
    withinCut('of the 50 largest cos, which 4 have the highest 3 yr profit growth', biggest(ALL, 50), { by: 'profit_growth_3y desc', limit: 4 }, ['profit_growth_3y']),
    withinCut('among the 8 biggest cement companies, the highest dividend yield', biggest(sectorIs(CEMENT), 8), { by: 'dividend_yield desc', limit: 1 }, ['dividend_yield']),
    withinCut('from the top 20 midcaps by roce, the 4 biggest', topBy(MID, 'roce desc', 20), { by: BY_MCAP, limit: 4 }, ['market_cap']),
    withinCut('which of the 10 largest realty cos has the highest roe', biggest(sectorIs(REALTY), 10), { by: 'roe desc', limit: 1 }, ['roe']),
    withinCut('among the 15 biggest banks by net profit, the 3 with the highest roa', topBy(sectorIs(BANKS), 'net_profit desc', 15), { by: 'roa desc', limit: 3 }, ['roa']),
  ]),
  ...inCategory('set follow-ups', [
    followUp(['top 10 nifty 50 stocks by roe'], withinCut('put them in order of pe, lowest at the top', topBy(N50, 'roe desc', 10), { by: 'pe asc', limit: 10 }, ['pe'])),
    followUp(['10 biggest it cos'], withinCut('inme se sabse zyada dividend yield wala kaun hai', biggest(sectorIs(IT), 10), { by: 'dividend_yield desc', limit: 1 }, ['dividend_yield'])),
    followUp(
      ['top 12 midcaps by mcap'],
      withinCut('any of these with roce over 20?', biggest(MID, 12), { where: 'roce > 20', by: BY_MCAP, limit: 12 }, ['roce'], false),
    ),
    followUp(['top 10 private banks by mcap'], withinCut('rank them by roe', biggest(PRIVATE_BANK, 10), { by: 'roe desc', limit: 10 }, ['roe'])),
    followUp(['torrent power pe', 'and tata power?'], lookup('put both side by side on d/e', ['TORNTPOWER', 'TATAPOWER'], ['debt_to_equity'])),
    followUp(['vbl ka pe', 'aur united spirits ka?'], lookup('roe kiska better hai dono me', ['VBL', 'UNITDSPR'], ['roe'])),
    followUp(
      ['top 15 large caps by mcap'],
      withinCut('keep only the ones with pb below 3', biggest(LARGE, 15), { where: 'pb < 3', by: BY_MCAP, limit: 15 }, ['pb'], false),
    ),
    followUp(['top 10 pharma cos by mcap'], withinCut('rank these on roce', biggest(sectorIs(PHARMA), 10), { by: 'roce desc', limit: 10 }, ['roce'])),
    followUp(['20 largest smallcaps'], withinCut('the 4 with the lowest debt among them', biggest(SMALL, 20), { by: 'debt asc', limit: 4 }, ['debt'])),
    followUp(
      ['top 10 fmcg stocks by mcap', 'show their roe'],
      withinCut('out of these which one has the least pe', biggest(sectorIs(FMCG), 10), { by: 'pe asc', limit: 1 }, ['pe']),
    ),
    followUp(
      ['top 25 nifty 500 stocks by mcap'],
      withinCut('isme se jinka roe 20 se zyada ho wo dikhao', biggest(N500, 25), { where: 'roe > 20', by: BY_MCAP, limit: 25 }, ['roe'], false),
    ),
    followUp(['top 10 midcaps by roe'], withinCut('the 3 largest of them by mcap', topBy(MID, 'roe desc', 10), { by: BY_MCAP, limit: 3 }, ['market_cap'])),
    followUp(['gujarat gas roe', 'and mgl?'], lookup('between these two which one trades at a lower pe', ['GUJGASLTD', 'MGL'], ['pe'])),
    followUp(['top 10 auto cos by mcap'], withinCut('who has the best opm here', biggest(sectorIs(AUTO), 10), { by: 'opm desc', limit: 1 }, ['opm'])),
    followUp(
      ['top 8 it cos by mcap'],
      withinCut('sort those by roe, highest first', biggest(sectorIs(IT), 8), { by: 'roe desc', limit: 8 }, ['roe']),
    ),
    followUp(
      ['top 12 psu banks by mcap', 'sort by pb'],
      withinCut('filter to roe more than 15', biggest(PSU_BANK, 12), { where: 'roe > 15', by: 'pb asc', limit: 12 }, ['roe'], false),
    ),
    followUp(['top 10 chemical cos by mcap'], withinCut('best 3 of these on roe', biggest(sectorIs(CHEMICALS), 10), { by: 'roe desc', limit: 3 }, ['roe'])),
    followUp(
      ['top 10 banks by sales'],
      withinCut('inme se sabse saste 3 kaunse hai', topBy(sectorIs(BANKS), 'sales desc', 10), { where: 'pe > 0', by: 'pe asc', limit: 3 }, ['pe']),
    ),
    followUp(
      ['top 10 nifty 50 stocks by dividend yield'],
      withinCut('which of them are it stocks', topBy(N50, 'dividend_yield desc', 10), { where: sectorIs(IT), by: 'dividend_yield desc', limit: 10 }, ['dividend_yield'], false),
    ),
    followUp(['coromandel roe', 'what about chambal fert'], lookup('show both on dividend yield', ['COROMANDEL', 'CHAMBLFERT'], ['dividend_yield'])),
    followUp(
      ['top 10 cement cos by mcap'],
      withinCut('which 2 of these have max promoter holding', biggest(sectorIs(CEMENT), 10), { by: 'promoter_holding desc', limit: 2 }, ['promoter_holding']),
    ),
    followUp(
      ['top 10 realty stocks by mcap', 'lodha ka roe'],
      withinCut('pehle wali list me se sabse zyada roce wale 2', biggest(sectorIs(REALTY), 10), { by: 'roce desc', limit: 2 }, ['roce']),
    ),
  ]),
  ...inCategory('standalone', [
    followUp(['tcs pe'], lookup('oracle financial services roe', ['OFSS'], ['roe'])),
    followUp(['top 5 banks by mcap'], lookup('sundaram finance pb', ['SUNDARMFIN'], ['pb'])),
    followUp(['infosys roe', 'and wipro?'], lookup('bayer cropscience vs sumitomo chemical opm', ['BAYERCROP', 'SUMICHEM'], ['opm'])),
    followUp(['it stocks with pe below 20'], matching('pharma stocks with roce above 30', `${sectorIs(PHARMA)} and roce > 30`, ['roce'])),
    followUp(['reliance 1 year return'], lookup('mrpl debt', ['MRPL'], ['debt'])),
    followUp(['itc ka pe'], lookup('godfrey phillips ka roe kitna hai', ['GODFRYPHLP'], ['roe'])),
    followUp(['top 10 auto stocks by mcap'], screen('best 5 fmcg companies on roce', sectorIs(FMCG), 'roce desc', 5, ['roce'])),
    followUp(['sbi pe', 'and pnb?'], lookup('bank of maharashtra vs uco bank roa', ['MAHABANK', 'UCOBANK'], ['roa'])),
    followUp(['dixon roe'], companyReturns('bajaj finance 1 year return', ['BAJFINANCE'], '1 year')),
    followUp(['maruti market cap'], lookup('endurance technologies roce', ['ENDURANCE'], ['roce'])),
    followUp(['large caps with roe above 25'], screen('top 5 midcaps by opm', MID, 'opm desc', 5, ['opm'])),
    followUp(['apollo hospitals pe'], lookup('fortis healthcare debt to equity', ['FORTIS'], ['debt_to_equity'])),
    followUp(['hdfc amc pe'], lookup('nippon life amc market cap', ['NAM-INDIA'], ['market_cap'])),
    followUp(['top 10 pharma stocks by mcap'], lookup('syngene vs laurus labs pe', ['SYNGENE', 'LAURUSLABS'], ['pe'])),
    followUp(['hul ka roe'], lookup('jyothy labs ka opm batao', ['JYOTHYLAB'], ['opm'])),
    followUp(['rvnl pe', 'and ircon?'], lookup('rites roe', ['RITES'], ['roe'])),
    followUp(['ntpc mcap'], history('torrent power net profit last 2 years', 'TORNTPOWER', 'annual', 2, PROFIT)),
    followUp(['psu banks with roe above 15'], matching('midcaps with dividend yield above 3', `${MID} and dividend_yield > 3`, ['dividend_yield'])),
    followUp(['eicher roe'], lookup('force motors market cap', ['FORCEMOT'], ['market_cap'])),
    followUp(['top 5 nifty 50 gainers in 1 year'], lookup('indian energy exchange roe', ['IEX'], ['roe'])),
    followUp(['navin fluorine pe'], lookup('vinati organics vs clean science roce', ['VINATIORGA', 'CLEAN'], ['roce'])),
  ]),
  ...inCategory('returns', [
    companyReturns('mafang ka 1 saal ka return', ['MAFANG'], '1 year'),
    companyReturns('mom100 vs mom50 6 month return', ['MOM100', 'MOM50'], '6 month'),
    companyReturns('masptop50 returns', ['MASPTOP50'], '1 year'),
    indexReturn('nifty ka 10 saal ka return kitna hai', 'NIFTY 50', '10 year'),
    indexReturn('nifty 50 return in the last 9 months', 'NIFTY 50', '9 month'),
    companyReturns('jsw steel vs hindalco 3 yr return', ['JSWSTEEL', 'HINDALCO'], '3 year'),
    companyReturns('nestle ka 6 mahine ka return', ['NESTLEIND'], '6 month'),
  ]),
  ...inCategory('history', [
    // No per-share dividends or ex-dates in the mirror (see the header): asked for, they are declined.
    refuse('tata power dividend per share last 5 saal ka'),
    refuse('sjvn dividend ki record date kab thi'),
    history('varun beverages ka pichle 2 saal ka net profit', 'VBL', 'annual', 2, PROFIT),
  ]),
  ...inCategory('clarifications', [
    clarify('ramco ka roe'),
    clarify('triveni pe plz'),
    clarify('vardhman mcap'),
    clarify('garware roce batao'),
    clarify('raymond ki sales kitni h'),
    clarify('iski sales batao'),
  ]),
  ...inCategory('refusals', [
    refuse('cg power abhi buy karu ya wait karu'),
    refuse('tata power ka target price 2027 kya hoga'),
    refuse('kal kaunsa stock upar jayega'),
    refuse('dmart ke kitne stores hai'),
    refuse('lodha ki pre sales kitni thi last quarter'),
  ]),
];
