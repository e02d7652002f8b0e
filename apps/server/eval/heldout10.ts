/**
 * The tenth held-out set (issue 36): questions written on 2026-12-03 by a separate evaluator who neither tuned the
 * engine, read its question-reading code, nor ran it on these questions; committed on its own branch, to be scored
 * once:
 *   npm run eval -- --heldout --sets=10   (add --counts-only for the first unseen score)
 * Classes of issue 36, each its own category in the report:
 *   hinglish         18  romanised Hindi as typed in chats (kitna, kitni, batao, dikhao, yaar, h, chal raha, milta,
 *                        se upar, se zyada, se kam, sabse zyada, sabse kam, kiska, aur, dono, iska, wale, jinka, inme se)
 *   shorthand        18  u, n, d, abt, wat, wats, r, hv, plz, pls, thx, rn, vs, cos, fin, engg, univ, d/e, w; run-together
 *                        names (jswinfra, jyoticnc, zentech, yesbank)
 *   scoped rankings  18  a ranking, filter or "the Nth" inside a cut ("of the 10 biggest ..., the 3 with ...")
 *   set follow-ups   21  follow-ups over the previous answer's rows (them, these, inme, isme, among them, of these,
 *                        both, dono, arrange / order / hide / filter, the earlier list two turns back)
 *   standalone       19  questions asked inside a chat that name their companies and metric: answered on their own
 *   and the smaller classes in their usual categories: returns 5 (a return named with no period, an ETF on its own,
 *   the Nifty 50's own return), clarifications 8 (names shared by several listed companies, a pronoun with no earlier
 *   turn), refusals 5 (advice, forecasts, data the mirror does not hold).
 * Fresh companies and phrasings: not rewordings of heldout1-9, the tuning cases or issue 36's examples; almost every
 * company named is one no earlier set or tuning case names, and the sector cuts are industries the earlier sets do
 * not use (electric equipment, auto ancillaries, housing finance, power cables, fertilisers, sugar).
 * Same builders and rules as heldout9 and cases/: the SQL is the independent truth, composed from baseSql.ts's
 * BASE_CTE and caseBuilders only; companies are named by NSE symbol; an industry is matched by its exact name in the
 * catalogue (as cases/sectors.ts does for tyres and sugar); each rows case's SQL was run on the mirror database
 * (2026-12-03, baseSql as it was then) and returned non-empty rows without ties at its cut (and at the cut a ranking
 * is taken within), with no missing value in a compared column; questions whose truth hung on ties, missing values or
 * odd sector matches were reworded or replaced before commit; the engine was never asked.
 * Conventions of the earlier sets kept: "nifty" alone is the Nifty 50, "cheapest" / "sasta" is by P/E (or the named
 * ratio) among positive values, a plain "lowest pe" sort keeps every row, a name shared by several listed companies
 * is asked back about, a question naming no count shows 25 and one naming no order is compared as a set (the first
 * 25 by market cap); a cut is taken first (ties by symbol) and then ranked or filtered within it; "the Nth biggest"
 * and "which one" are one row; an index's return is its own close series; a return named with no period is the
 * 1-year return; a follow-up's truth is the previous answer's rows re-ranked or filtered, a filter keeping them as a
 * set; "rank / sort them by X" with no direction ranks highest first unless the question says lowest.
 */
import {
  ALL,
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
  LARGE,
  lookup,
  matching,
  MID,
  N50,
  N500,
  PRIVATE_BANK,
  PSU_BANK,
  refuse,
  SALES,
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

/** Industries by their exact catalogue names. */
const ELECTRIC = `industry = 'Electric Equipment'`;
const AUTO_PARTS = `industry = 'Auto Ancillaries'`;
const HOUSING_FINANCE = `industry = 'Finance - Housing'`;
const CABLES = `industry = 'Cables - Power'`;
const FERTILISERS = `industry = 'Fertilizers'`;
const SUGAR = `industry = 'Sugar'`;

export const HELDOUT_CASES: EvalCase[] = [
  ...inCategory('hinglish', [
    lookup('suzlon ka pe kitna hai yaar', ['SUZLON'], ['pe']),
    lookup('bse ltd ka roe batao', ['BSE'], ['roe']),
    lookup('lloyds metals ka roce kitna h', ['LLOYDSME'], ['roce']),
    lookup('castrol india ka dividend yield kitna milta h', ['CASTROLIND'], ['dividend_yield']),
    lookup('p&g hygiene ka opm batao', ['PGHH'], ['opm']),
    lookup('kaynes tech aur data patterns me kiska pe zyada hai', ['KAYNES', 'DATAPATTNS'], ['pe']),
    lookup('great eastern shipping ka pb kitna chal raha', ['GESHIP'], ['pb']),
    lookup('cesc ka debt to equity kitna hai', ['CESC'], ['debt_to_equity']),
    lookup('motilal oswal financial ki net profit kitni thi', ['MOTILALOFS'], ['net_profit']),
    lookup('nlc india me promoter holding kitni hai', ['NLCINDIA'], ['promoter_holding']),
    lookup('ceat aur jk tyre dono ka roe dikhao', ['CEATLTD', 'JKTYRE'], ['roe']),
    matching('jinka opm 40% se zyada aur pe 20 ke neeche ho aise stocks batao', 'opm > 40 and pe < 20', ['opm', 'pe']),
    screen('sugar sector ke top 3 roe wale stocks', SUGAR, 'roe desc', 3, ['roe']),
    screen('housing finance cos me sabse kam pb wale 4 dikhao', HOUSING_FINANCE, 'pb asc', 4, ['pb']),
    matching('midcap me dividend yield 2 se zyada aur roe 15 se upar', `${MID} and dividend_yield > 2 and roe > 15`, ['dividend_yield', 'roe']),
    screen('nifty 500 me sabse zyada fii holding wale 5 stocks', N500, 'fii_holding desc', 5, ['fii_holding']),
    followUp(['apar industries ka pe'], lookup('iska operating margin?', ['APARINDS'], ['opm'])),
    followUp(
      ['smallcap me roce 35 se zyada wale'],
      withinCut('inme se jinka pe 25 se kam hai wo batao', shown(`${SMALL} and roce > 35`), { where: 'pe < 25', by: BY_MCAP, limit: 25 }, ['pe'], false),
    ),
  ]),
  ...inCategory('shorthand', [
    lookup('wats d roe of bajaj holdings', ['BAJAJHLDNG'], ['roe']),
    lookup('idbi bank pb rn', ['IDBI'], ['pb']),
    lookup('abt yesbank d/e', ['YESBANK'], ['debt_to_equity']),
    lookup('jswinfra opm plz', ['JSWINFRA'], ['opm']),
    lookup('u hv pe of linde india?', ['LINDEINDIA'], ['pe']),
    lookup('gic re vs new india assurance mcap', ['GICRE', 'NIACL'], ['market_cap']),
    lookup('honeywell automation roce thx', ['HONAUT'], ['roce']),
    lookup('carborundum univ n aia engg roe pls', ['CARBORUNIV', 'AIAENG'], ['roe']),
    lookup('eih ltd eps pls', ['EIHOTEL'], ['eps']),
    lookup('sun tv div yield n pe', ['SUNTV'], ['dividend_yield', 'pe']),
    lookup('manyavar mcap rn', ['MANYAVAR'], ['market_cap']),
    lookup('kirloskar oil engines d/e plz', ['KIRLOSENG'], ['debt_to_equity']),
    lookup('elgi equip sales n profit plz', ['ELGIEQUIP'], ['sales', 'net_profit']),
    lookup('wat r d sales of redington', ['REDINGTON'], ['sales']),
    lookup('jyoticnc pe plz', ['JYOTICNC'], ['pe']),
    lookup('zentech roe n roce', ['ZENTEC'], ['roe', 'roce']),
    matching('smallcaps w roce > 40 n pe < 20', `${SMALL} and roce > 40 and pe < 20`, ['roce', 'pe']),
    screen('housing fin cos top 5 roe wise thx', HOUSING_FINANCE, 'roe desc', 5, ['roe']),
  ]),
  ...inCategory('scoped rankings', [
    withinCut('3 highest roe names among the 10 largest electrical equipment makers', biggest(ELECTRIC, 10), { by: 'roe desc', limit: 3 }, ['roe']),
    withinCut('no. 5 auto ancillary stock by market cap', biggest(AUTO_PARTS, 5), { by: BY_MCAP, limit: 1, offset: 4 }, ['market_cap']),
    withinCut('2nd biggest fertiliser company', biggest(FERTILISERS, 2), { by: BY_MCAP, limit: 1, offset: 1 }, ['market_cap']),
    withinCut('cheapest 2 on pe out of the 8 biggest housing finance names', biggest(HOUSING_FINANCE, 8), { where: 'pe > 0', by: 'pe asc', limit: 2 }, ['pe']),
    withinCut('in the 40 largest midcaps, which 3 have the fattest margins (opm)', biggest(MID, 40), { by: 'opm desc', limit: 3 }, ['opm']),
    withinCut(
      'out of the 30 largest smallcaps, which have d/e under 0.05',
      biggest(SMALL, 30),
      { where: 'debt_to_equity < 0.05', by: BY_MCAP, limit: 30 },
      ['debt_to_equity'],
      false,
    ),
    withinCut('which of the 6 biggest sugar stocks has the lowest pe', biggest(SUGAR, 6), { by: 'pe asc', limit: 1 }, ['pe']),
    withinCut('third most profitable electric equipment company', topBy(ELECTRIC, 'net_profit desc', 3), { by: 'net_profit desc', limit: 1, offset: 2 }, ['net_profit']),
    withinCut('among the 20 biggest nifty 500 stocks, the 3 with the lowest pb', biggest(N500, 20), { by: 'pb asc', limit: 3 }, ['pb']),
    withinCut('smallcaps: take the 15 with most revenue, then the 2 best roce', topBy(SMALL, 'sales desc', 15), { by: 'roce desc', limit: 2 }, ['roce']),
    withinCut('who is no. 9 by market cap in nifty', biggest(N50, 9), { by: BY_MCAP, limit: 1, offset: 8 }, ['market_cap']),
    withinCut('psu banks top 10 by size, best roa among them?', biggest(PSU_BANK, 10), { by: 'roa desc', limit: 1 }, ['roa']),
    withinCut('biggest 15 chemical stocks, filter roe > 15', biggest(sectorIs(CHEMICALS), 15), { where: 'roe > 15', by: BY_MCAP, limit: 15 }, ['roe'], false),
    withinCut('among the 30 companies with the highest sales, the 3 with the highest opm', topBy(ALL, 'sales desc', 30), { by: 'opm desc', limit: 3 }, ['opm']),
    withinCut('nifty 50 me roce me number 2 kaun hai', topBy(N50, 'roce desc', 2), { by: 'roce desc', limit: 1, offset: 1 }, ['roce']),
    withinCut('top 10 cement stocks me se sabse zyada d/e wale 2', biggest(sectorIs(CEMENT), 10), { by: 'debt_to_equity desc', limit: 2 }, ['debt_to_equity']),
    withinCut('fastest growing 3 by 5y sales among the top 100 cos by mcap', biggest(ALL, 100), { by: 'sales_growth_5y desc', limit: 3 }, ['sales_growth_5y']),
    withinCut('smallest 3 by market cap out of the 15 highest-roe large caps', topBy(LARGE, 'roe desc', 15), { by: 'market_cap asc', limit: 3 }, ['market_cap']),
  ]),
  ...inCategory('set follow-ups', [
    followUp(['top 10 electric equipment stocks by mcap'], withinCut('arrange these from lowest pe to highest', biggest(ELECTRIC, 10), { by: 'pe asc', limit: 10 }, ['pe'])),
    followUp(['12 biggest auto ancillary cos'], withinCut('highest roce wala konsa hai isme', biggest(AUTO_PARTS, 12), { by: 'roce desc', limit: 1 }, ['roce'])),
    followUp(
      ['top 15 smallcaps by mcap'],
      withinCut('inme kiska opm 20 se upar hai', biggest(SMALL, 15), { where: 'opm > 20', by: BY_MCAP, limit: 15 }, ['opm'], false),
    ),
    followUp(['top 10 nifty 50 stocks by net profit'], withinCut('order them on price to book, highest on top', topBy(N50, 'net_profit desc', 10), { by: 'pb desc', limit: 10 }, ['pb'])),
    followUp(['kec international pe', 'aur kalpataru projects ka?'], lookup('dono ka d/e bhi dikhao', ['KEC', 'KPIL'], ['debt_to_equity'])),
    followUp(['cera sanitaryware roe', 'what about century ply'], lookup('opm of both?', ['CERA', 'CENTURYPLY'], ['opm'])),
    followUp(
      ['top 20 midcaps by mcap'],
      withinCut('hide the ones with roe below 18', biggest(MID, 20), { where: 'roe >= 18', by: BY_MCAP, limit: 20 }, ['roe'], false),
    ),
    followUp(['top 10 fertiliser cos by mcap'], withinCut('rank these on dividend yield', biggest(FERTILISERS, 10), { by: 'dividend_yield desc', limit: 10 }, ['dividend_yield'])),
    followUp(['25 largest smallcaps'], withinCut('the 3 with the highest debt among them', biggest(SMALL, 25), { by: 'debt desc', limit: 3 }, ['debt'])),
    followUp(
      ['top 10 housing finance cos by mcap', 'show their roe'],
      withinCut('most expensive on p/b among these?', biggest(HOUSING_FINANCE, 10), { by: 'pb desc', limit: 1 }, ['pb']),
    ),
    followUp(
      ['top 20 nifty 50 stocks by mcap'],
      withinCut('isme se jinka pe 30 se upar hai wo batao', biggest(N50, 20), { where: 'pe > 30', by: BY_MCAP, limit: 20 }, ['pe'], false),
    ),
    followUp(['top 10 largecaps by dividend yield'], withinCut('the 2 biggest of them by mcap', topBy(LARGE, 'dividend_yield desc', 10), { by: BY_MCAP, limit: 2 }, ['market_cap'])),
    followUp(['balrampur chini roe', 'aur eid parry ka?'], lookup('in dono me se kiska pe kam hai', ['BALRAMCHIN', 'EIDPARRY'], ['pe'])),
    followUp(['top 8 sugar stocks by mcap'], withinCut('opm sabse accha kiska hai inme', biggest(SUGAR, 8), { by: 'opm desc', limit: 1 }, ['opm'])),
    followUp(
      ['top 10 nifty 500 banks by roa'],
      withinCut('now by market cap pls, largest first', topBy(`${N500} and ${sectorIs(BANKS)}`, 'roa desc', 10), { by: BY_MCAP, limit: 10 }, ['market_cap']),
    ),
    followUp(
      ['top 12 private banks by mcap', 'sort by roa'],
      withinCut('filter to pb below 2', biggest(PRIVATE_BANK, 12), { where: 'pb < 2', by: 'roa desc', limit: 12 }, ['pb'], false),
    ),
    followUp(['top 10 cable cos by mcap'], withinCut('roe ke hisaab se inme top 3?', biggest(CABLES, 10), { by: 'roe desc', limit: 3 }, ['roe'])),
    followUp(
      ['top 10 banks by net profit'],
      withinCut('inme se 2 sabse kam pe wale batao', topBy(sectorIs(BANKS), 'net_profit desc', 10), { by: 'pe asc', limit: 2 }, ['pe']),
    ),
    followUp(
      ['top 10 nifty 50 stocks by roce'],
      withinCut('isme fmcg wale kaun se hai', topBy(N50, 'roce desc', 10), { where: sectorIs(FMCG), by: 'roce desc', limit: 10 }, ['roce'], false),
    ),
    followUp(
      ['top 10 auto ancillary stocks by mcap', 'bosch ka pe'],
      withinCut('pichli list wale stocks me se top 2 by opm dikhao', biggest(AUTO_PARTS, 10), { by: 'opm desc', limit: 2 }, ['opm']),
    ),
    followUp(['aavas financiers pb', 'aur aptus ka?'], lookup('ab dono ki roe compare karo', ['AAVAS', 'APTUS'], ['roe'])),
  ]),
  ...inCategory('standalone', [
    followUp(['tcs ka pe'], lookup('newgen software roe', ['NEWGEN'], ['roe'])),
    followUp(['top 5 it stocks by mcap'], lookup('birlasoft pb', ['BSOFT'], ['pb'])),
    followUp(['infy roce', 'and hcl?'], lookup('intellect design vs eclerx opm', ['INTELLECT', 'ECLERX'], ['opm'])),
    followUp(['banks with pe below 10'], matching('auto ancillary stocks with roe above 25', `${AUTO_PARTS} and roe > 25`, ['roe'])),
    followUp(['ongc 1 year return'], lookup('chennai petroleum debt', ['CHENNPETRO'], ['debt'])),
    followUp(['dabur ka pe'], lookup('bikaji foods ka roe kitna hai', ['BIKAJI'], ['roe'])),
    followUp(['top 10 cement stocks by mcap'], screen('best 4 sugar companies on roce', SUGAR, 'roce desc', 4, ['roce'])),
    followUp(['bank of baroda pe', 'and canara?'], lookup('central bank of india ka roa', ['CENTRALBK'], ['roa'])),
    followUp(['titan roe'], companyReturns('bajaj auto ka 1 yr return?', ['BAJAJ-AUTO'], '1 year')),
    followUp(['m&m market cap'], lookup('zf commercial vehicle roce', ['ZFCVINDIA'], ['roce'])),
    followUp(['midcaps with roce above 30'], screen('top 5 smallcaps by dividend yield', SMALL, 'dividend_yield desc', 5, ['dividend_yield'])),
    followUp(['max healthcare pe'], lookup('kims hospitals debt to equity', ['KIMS'], ['debt_to_equity'])),
    followUp(['hdfc amc roe'], lookup('uti amc market cap', ['UTIAMC'], ['market_cap'])),
    followUp(['top 10 pharma stocks by mcap'], lookup('granules vs neuland labs pe', ['GRANULES', 'NEULANDLAB'], ['pe'])),
    followUp(['nestle ka roe'], lookup('ccl products ka opm batao', ['CCL'], ['opm'])),
    followUp(['irfc pe', 'and rvnl?'], lookup('titagarh rail roe', ['TITAGARH'], ['roe'])),
    followUp(['power grid mcap'], history('gmdc ki pichle 2 saal ki sales', 'GMDCLTD', 'annual', 2, SALES)),
    followUp(['top 5 nifty 50 losers in 1 year'], lookup('kfin technologies roe', ['KFINTECH'], ['roe'])),
    followUp(['aarti industries pe'], lookup('alkyl amines vs basf india roce', ['ALKYLAMINE', 'BASF'], ['roce'])),
  ]),
  ...inCategory('returns', [
    companyReturns('coal india ka 2 saal ka return', ['COALINDIA'], '2 year'),
    companyReturns('bel vs adani ports 1 yr return', ['BEL', 'ADANIPORTS'], '1 year'),
    companyReturns('apollo hospitals ka 6 mahine ka return kitna raha', ['APOLLOHOSP'], '6 month'),
    companyReturns('bharat 22 etf returns', ['ICICIB22'], '1 year'),
    indexReturn('last 7 yrs me nifty 50 kitna badha', 'NIFTY 50', '7 year'),
  ]),
  ...inCategory('clarifications', [
    clarify('max ka pe batao'),
    clarify('gmr roe'),
    clarify('balaji ka mcap kitna hai'),
    clarify('dalmia roce plz'),
    clarify('kalyani ka roe'),
    clarify('dhampur ka opm'),
    clarify('unka roce kitna hai'),
    clarify('whats its d/e'),
  ]),
  ...inCategory('refusals', [
    refuse('ireda me sip karu kya'),
    refuse('kaynes ka share 2028 me kaha hoga'),
    refuse('nifty next week kaha hoga'),
    refuse('eternal ke monthly orders kitne hai'),
    refuse('paytm ka gmv last quarter kitna tha'),
  ]),
];
