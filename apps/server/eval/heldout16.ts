/**
 * The sixteenth held-out set (issue 36): questions written on 2026-12-04 by a separate evaluator who neither tuned
 * the engine, read its question-reading code, nor ran it on these questions; committed on its own branch, to be
 * scored once, at the end of the session, as its final unseen score:
 *   npm run eval -- --heldout --sets=16   (add --counts-only for the first unseen score)
 * Classes of issue 36, each its own category in the report:
 *   hinglish         17  romanised Hindi as typed in chats (kitna, kitana, kitni, kiska, zada, jyada, batao, dikhao,
 *                    karo, pls, dono, aur, uska, wala / wale / wali, jinka, sirf, sabse zyada, sabse kam, se upar,
 *                    se neeche, se kam, se zyada, ke hisaab se, karza, hissa, stake, "1 lakh cr", bhai / yaar)
 *   shorthand        17  u, hv, n, w, r, wat, wats, abt, hw, pls, plz, thx, rn, bro, vs, div yld, hldg, cos, d/e,
 *                    "50k cr"; run-together names (signatureglobal, quickheal, vipindustries)
 *   scoped rankings  21  a ranking, filter or "the Nth" inside a cut ("third biggest ...", "of the 5 biggest ..., the
 *                    2 cheapest on p/b", "... top 8 by mcap, lowest d/e wale 3", "2nd biggest kaun", "top 10 ...
 *                    by sales, inme se ...", "ke top 10 mein se", "ranked by roe, who is number 2", "out of the 30
 *                    biggest ...", "which of the 10 biggest ... trade under ...", "top 50 by mcap, then the ones
 *                    with ...", "2 sabse mehenge by pb", "2nd sabse zyada roce", whole-market cuts)
 *   set follow-ups   21  follow-ups over the previous answer's rows (inko ... sort karo, sirf ... rakho, which one,
 *                    inme se, arrange them, of these, which of them, ab inme se, dono, the two ... among these, hata
 *                    do jinka, which of these, going back to the list two turns back: wapas jao, pls keep only
 *                    those, now just the top 3 of them, sort em, of the two, kiska ... sabse kam, worst 3 from these)
 *   standalone       15  questions asked inside a chat that name their companies and metric: answered on their own
 *                    (two name a company that was a row of the previous answer)
 *   and the smaller classes in their usual categories: returns 5 (a return named with no period, ETFs against ETFs, the
 *   Nifty 50's own return over 5 years, an index's best movers), clarifications 6 (names shared by several listed
 *   companies, a pronoun with no earlier turn), refusals 5 (advice, forecasts, a target price, data the mirror does not
 *   hold);
 *   107 in all, 38 with earlier turns.
 * Fresh companies and phrasings: not rewordings of heldout1-14, the tuning cases or issue 36's examples; the companies
 * a question asks about by name have NSE symbols from M to Z and are ones no earlier set (heldout1-14) or tuning case
 * names (beyond the returns class's Nifty 50 members, the only companies with a price history; its ETFs are fresh),
 * and the industry cuts are ones the earlier sets do not use (trading, North India and South India cement, paints /
 * varnishes, tyres, multinational pharma, pumps, engines), beside the broad universes (every listing, Nifty 50,
 * Nifty 500, large / mid / small caps).
 * Same builders and rules as heldout10 to heldout14: the SQL is the independent truth, composed from baseSql.ts's
 * BASE_CTE and caseBuilders only; companies are named by NSE symbol; an industry is matched by its exact name in the
 * catalogue; each rows case's SQL was run on the mirror database (2026-12-04, baseSql as it was then) and returned
 * non-empty rows without ties at its cut (and at the cut a ranking is taken within) or inside ordered rows, with no
 * missing value in a compared column and no value on a filter's threshold; questions whose truth hung on ties, missing
 * values or odd industry matches were reworded or replaced before commit; the engine was never asked.
 * Conventions of the earlier sets kept: "nifty" alone is the Nifty 50, "cheapest" / "sasta" / "lowest pe" picked as a
 * winner is by P/E (or the named ratio) among positive values, a plain "lowest pe" sort keeps every row, a name shared
 * by several listed companies is asked back about, a question naming no count shows 25 and one naming no order is
 * compared as a set (the first 25 by market cap); a cut is taken first (ties by symbol) and then ranked or filtered
 * within it; "the Nth biggest" and "which one" are one row; an index's return is its own close series; ETF returns
 * compare ETFs only with ETFs; a return named with no period is the 1-year return; a follow-up's truth is the previous
 * answer's rows re-ranked or filtered, a filter keeping them as a set; "rank / sort them by X" with no direction ranks
 * highest first unless the question says lowest; "which of the two / dono" over two named companies shows both;
 * "1 lakh cr" is a market cap of 100,000 crore and "50k cr" one of 50,000 crore.
 */
import {
  ALL,
  biggest,
  BY_MCAP,
  clarify,
  companyReturns,
  followUp,
  history,
  indexReturn,
  indexReturns,
  LARGE,
  lookup,
  matching,
  MID,
  N50,
  N500,
  refuse,
  SALES,
  screen,
  SMALL,
  withinCut,
} from './caseBuilders';
import { type EvalCase, inCategory } from './types';

/** The first `top` of a universe by another order ("the top 10 ... by sales"). */
const topBy = (where: string, by: string, top: number) => ({ where, by, top });

/** Industries by their exact catalogue names. */
const TRADING = `industry = 'Trading'`;
const CEMENT_NORTH = `industry = 'Cement - North India'`;
const CEMENT_SOUTH = `industry = 'Cement - South India'`;
const PAINTS = `industry = 'Paints / Varnishes'`;
const TYRES = `industry = 'Tyres'`;
const PHARMA_MNC = `industry = 'Pharmaceuticals - Multinational'`;
const PUMPS = `industry = 'Pumps'`;
const ENGINES = `industry = 'Engines'`;

export const HELDOUT_CASES: EvalCase[] = [
  ...inCategory('hinglish', [
    lookup('hitachi energy ka pe kitna hai bhai', ['POWERINDIA'], ['pe']),
    lookup('sbi cards ki roe batao', ['SBICARD'], ['roe']),
    lookup('nbcc pe karza kitna hai? d/e dikhao', ['NBCC'], ['debt_to_equity']),
    lookup('olectra greentech aur syrma sgs, opm kiska zada hai', ['OLECTRA', 'SYRMA'], ['opm']),
    lookup('patanjali foods me promoter ka stake kitna h', ['PATANJALI'], ['promoter_holding']),
    lookup('rbl bank ka pb kitana hai', ['RBLBANK'], ['pb']),
    lookup('poonawalla fincorp ki book value kitni hai', ['POONAWALLA'], ['book_value']),
    lookup('sundram fasteners ke roce aur roe dono batao pls', ['SUNDRMFAST'], ['roce', 'roe']),
    lookup('mmtc ka market cap kitne crore ka hai', ['MMTC'], ['market_cap']),
    lookup('pb fintech me fii ka hissa kitna hai yaar', ['POLICYBZR'], ['fii_holding']),
    lookup('va tech wabag ki sales kitni hai', ['WABAG'], ['sales']),
    screen('paint wali companies me sabse jyada roe kiska hai', PAINTS, 'roe desc', 1, ['roe']),
    screen('tyre stocks ko pe ke hisaab se kam se zyada lagao', TYRES, 'pe asc', 25, ['pe']),
    matching('trading companies jinka roce 30 se upar aur pe 25 se neeche ho', `${TRADING} and roce > 30 and pe > 0 and pe < 25`, ['roce', 'pe']),
    matching('1 lakh cr se bade largecaps jinka pe 20 se kam hai wo dikhao', `${LARGE} and market_cap > 100000 and pe > 0 and pe < 20`, ['market_cap', 'pe']),
    followUp(['nuvoco vistas ka pe'], lookup('uska roe kitna hai', ['NUVOCO'], ['roe'])),
    followUp(['varroc engineering ka opm'], lookup('subros wala bhi batao', ['SUBROS'], ['opm'])),
  ]),
  ...inCategory('shorthand', [
    lookup('tmb roe n pb plz', ['TMB'], ['roe', 'pb']),
    lookup('wat r nuvama pe n roe', ['NUVAMA'], ['pe', 'roe']),
    lookup('abt pricol d/e?', ['PRICOLLTD'], ['debt_to_equity']),
    lookup('signatureglobal mcap thx', ['SIGNATURE'], ['market_cap']),
    lookup('u hv suprajit eps?', ['SUPRAJIT'], ['eps']),
    lookup('sansera n sandhar opm', ['SANSERA', 'SANDHAR'], ['opm']),
    lookup('paradeep phosphates div yld plz', ['PARADEEP'], ['dividend_yield']),
    lookup('wats the roce of mtar tech', ['MTARTECH'], ['roce']),
    lookup('surya roshni promoter hldg pls', ['SURYAROSNI'], ['promoter_holding']),
    lookup('quickheal pe n pb rn', ['QUICKHEAL'], ['pe', 'pb']),
    lookup('vipindustries sales?', ['VIPIND'], ['sales']),
    lookup('uflex vs polyplex d/e', ['UFLEX', 'POLYPLEX'], ['debt_to_equity']),
    lookup('rossari fii n dii hldg thx', ['ROSSARI'], ['fii_holding', 'dii_holding']),
    lookup('hw much is sasken mcap', ['SASKEN'], ['market_cap']),
    screen('top 4 cement cos in north india by sales plz', CEMENT_NORTH, 'sales desc', 4, ['sales']),
    matching('midcaps w roe > 30 n d/e < 0.2 pls', `${MID} and roe > 30 and debt_to_equity < 0.2`, ['roe', 'debt_to_equity']),
    matching('midcaps above 50k cr mcap n roe > 15 bro', `${MID} and market_cap > 50000 and roe > 15`, ['market_cap', 'roe']),
  ]),
  ...inCategory('scoped rankings', [
    withinCut('among the 25 largest listed cos, which has the best roce', biggest(ALL, 25), { by: 'roce desc', limit: 1 }, ['roce']),
    withinCut('third biggest tyre company', biggest(TYRES, 3), { by: BY_MCAP, limit: 1, offset: 2 }, ['market_cap']),
    withinCut('of the 5 biggest paint cos, the 2 cheapest on p/b', biggest(PAINTS, 5), { where: 'pb > 0', by: 'pb asc', limit: 2 }, ['pb']),
    withinCut('north india cement: top 8 by mcap, best roe wale 3', biggest(CEMENT_NORTH, 8), { by: 'roe desc', limit: 3 }, ['roe']),
    withinCut('south indian cement cos me 2nd biggest kaun hai', biggest(CEMENT_SOUTH, 2), { by: BY_MCAP, limit: 1, offset: 1 }, ['market_cap']),
    withinCut('top 10 trading cos by sales, inme se sabse zyada opm wale 3', topBy(TRADING, 'sales desc', 10), { by: 'opm desc', limit: 3 }, ['opm']),
    withinCut('nifty 50 ke top 10 mein se lowest pe kiska', biggest(N50, 10), { where: 'pe > 0', by: 'pe asc', limit: 1 }, ['pe']),
    withinCut('out of the 30 biggest nifty 500 companies, which 3 have the highest fii holding', biggest(N500, 30), { by: 'fii_holding desc', limit: 3 }, ['fii_holding']),
    withinCut('mnc pharma cos ranked by roe, who is number 2', topBy(PHARMA_MNC, 'roe desc', 2), { by: 'roe desc', limit: 1, offset: 1 }, ['roe']),
    withinCut('in the largecap top 25 by mcap, 2 lowest dii holding', biggest(LARGE, 25), { by: 'dii_holding asc', limit: 2 }, ['dii_holding']),
    withinCut('midcaps ka top 20 by sales, unme se sabse kam pe wale 3', topBy(MID, 'sales desc', 20), { where: 'pe > 0', by: 'pe asc', limit: 3 }, ['pe']),
    withinCut('of the 12 most profitable smallcaps, which 2 have the highest roce', topBy(SMALL, 'net_profit desc', 12), { by: 'roce desc', limit: 2 }, ['roce']),
    withinCut(
      'which of the 10 biggest trading stocks trade under 40 pe',
      biggest(TRADING, 10),
      { where: 'pe > 0 and pe < 40', by: BY_MCAP, limit: 10 },
      ['pe'],
      false,
    ),
    withinCut('engine makers, 2nd biggest by mcap?', biggest(ENGINES, 2), { by: BY_MCAP, limit: 1, offset: 1 }, ['market_cap']),
    withinCut('among the 15 highest dividend yield largecaps, 3 with the best roe', topBy(LARGE, 'dividend_yield desc', 15), { by: 'roe desc', limit: 3 }, ['roe']),
    withinCut(
      'all companies, top 50 by mcap, then the ones with d/e above 1',
      biggest(ALL, 50),
      { where: 'debt_to_equity > 1', by: BY_MCAP, limit: 50 },
      ['debt_to_equity'],
      false,
    ),
    withinCut('pumps wali cos me 2nd sabse zyada roce kiska', topBy(PUMPS, 'roce desc', 2), { by: 'roce desc', limit: 1, offset: 1 }, ['roce']),
    withinCut('top 15 nifty stocks by mcap me se 2 sabse mehenge by pb', biggest(N50, 15), { by: 'pb desc', limit: 2 }, ['pb']),
    withinCut('smallcaps with the 10 highest sales, ranked by roe, lowest first', topBy(SMALL, 'sales desc', 10), { by: 'roe asc', limit: 10 }, ['roe']),
    withinCut('of the 6 largest trading cos by mcap which one has the highest promoter holding', biggest(TRADING, 6), { by: 'promoter_holding desc', limit: 1 }, ['promoter_holding']),
    withinCut(
      'top 40 nifty 500 stocks by roe me se jinka pe 30 se kam hai',
      topBy(N500, 'roe desc', 40),
      { where: 'pe > 0 and pe < 30', by: 'roe desc', limit: 40 },
      ['pe'],
      false,
    ),
  ]),
  ...inCategory('set follow-ups', [
    followUp(['top 7 trading stocks by mcap'], withinCut('inko roe ke hisaab se sort karo', biggest(TRADING, 7), { by: 'roe desc', limit: 7 }, ['roe'])),
    followUp(
      ['5 biggest paint companies'],
      withinCut('sirf 40 se kam pe wale rakho', biggest(PAINTS, 5), { where: 'pe > 0 and pe < 40', by: BY_MCAP, limit: 5 }, ['pe'], false),
    ),
    followUp(['top 6 tyre stocks by market cap'], withinCut('which one has the best dividend yield', biggest(TYRES, 6), { by: 'dividend_yield desc', limit: 1 }, ['dividend_yield'])),
    followUp(['north india cement cos, top 10 by mcap'], withinCut('inme se sabse kam pb wale 2', biggest(CEMENT_NORTH, 10), { where: 'pb > 0', by: 'pb asc', limit: 2 }, ['pb'])),
    followUp(['top 8 south india cement stocks by mcap'], withinCut('arrange them by opm lowest first', biggest(CEMENT_SOUTH, 8), { by: 'opm asc', limit: 8 }, ['opm'])),
    followUp(['mnc pharma stocks by mcap'], withinCut('of these which 2 have the highest roce', biggest(PHARMA_MNC, 25), { by: 'roce desc', limit: 2 }, ['roce'])),
    followUp(
      ['top 20 largecaps by roe'],
      withinCut('which of them have d/e below 0.05', topBy(LARGE, 'roe desc', 20), { where: 'debt_to_equity < 0.05', by: 'roe desc', limit: 20 }, ['debt_to_equity'], false),
    ),
    followUp(['30 biggest midcaps'], withinCut('inme se top 5 by fii holding', biggest(MID, 30), { by: 'fii_holding desc', limit: 5 }, ['fii_holding'])),
    followUp(
      ['top 10 nifty 50 stocks by sales', 'show their pe'],
      withinCut('ab inme se roe 20 se upar wale', topBy(N50, 'sales desc', 10), { where: 'roe > 20', by: 'sales desc', limit: 10 }, ['roe'], false),
    ),
    followUp(['syrma sgs roe', 'aur pg electroplast?'], lookup('dono ka pe kitna hai', ['SYRMA', 'PGEL'], ['pe'])),
    followUp(['top 10 smallcaps by dividend yield'], withinCut('the two with the highest roe among these', topBy(SMALL, 'dividend_yield desc', 10), { by: 'roe desc', limit: 2 }, ['roe'])),
    followUp(
      ['top 15 trading companies by sales'],
      withinCut('hata do jinka opm 5 se kam hai', topBy(TRADING, 'sales desc', 15), { where: 'opm >= 5', by: 'sales desc', limit: 15 }, ['opm'], false),
    ),
    followUp(['top 12 nifty 500 cos by roce', 'sort by pb'], withinCut('which of these is the smallest by mcap', topBy(N500, 'roce desc', 12), { by: 'market_cap asc', limit: 1 }, ['market_cap'])),
    followUp(
      ['6 biggest tyre companies', 'hitachi energy ka roe'],
      withinCut('tyre wali list pe wapas jao, sabse kam d/e kiska', biggest(TYRES, 6), { by: 'debt_to_equity asc', limit: 1 }, ['debt_to_equity']),
    ),
    followUp(
      ['top 25 smallcaps by roce'],
      withinCut('pls keep only those with promoter holding over 60', topBy(SMALL, 'roce desc', 25), { where: 'promoter_holding > 60', by: 'roce desc', limit: 25 }, ['promoter_holding'], false),
    ),
    followUp(['biggest 10 north india cement stocks'], withinCut('now just the top 3 of them by eps', biggest(CEMENT_NORTH, 10), { by: 'eps desc', limit: 3 }, ['eps'])),
    followUp(['top 8 nifty 50 stocks by dividend yield'], withinCut('sort em by promoter holding, lowest first', topBy(N50, 'dividend_yield desc', 8), { by: 'promoter_holding asc', limit: 8 }, ['promoter_holding'])),
    followUp(['nuvama roe', 'n poonawalla fincorp?'], lookup('of the two which has the higher pb', ['NUVAMA', 'POONAWALLA'], ['pb'])),
    followUp(['top 10 largecaps by mcap'], withinCut('inme se kiska roce sabse kam hai', biggest(LARGE, 10), { by: 'roce asc', limit: 1 }, ['roce'])),
    followUp(['top 20 trading stocks by mcap', 'sort by roe'], withinCut('which of them has the lowest pe', biggest(TRADING, 20), { where: 'pe > 0', by: 'pe asc', limit: 1 }, ['pe'])),
    followUp(['top 10 midcaps by sales'], withinCut('worst 3 on roce from these', topBy(MID, 'sales desc', 10), { by: 'roce asc', limit: 3 }, ['roce'])),
  ]),
  ...inCategory('standalone', [
    followUp(['top 5 paint stocks by mcap'], lookup('shilpa medicare ka roe', ['SHILPAMED'], ['roe'])),
    followUp(['sbi cards pe'], lookup('pnb housing finance pb', ['PNBHOUSING'], ['pb'])),
    followUp(['nbcc opm'], lookup('rashtriya chemicals ka dividend yield', ['RCF'], ['dividend_yield'])),
    followUp(['top 6 tyre cos by mcap'], lookup('tvs srichakra ka pe kitna hai', ['TVSSRICHAK'], ['pe'])),
    followUp(['top 10 trading cos by mcap'], screen('3 biggest mnc pharma companies by sales', PHARMA_MNC, 'sales desc', 3, ['sales'])),
    followUp(['olectra roe', 'aur syrma?'], lookup('mahindra lifespace vs mahindra holidays pe', ['MAHLIFE', 'MHRIL'], ['pe'])),
    followUp(['top 8 nifty 50 stocks by roe'], matching('trading stocks with roe above 40', `${TRADING} and roe > 40`, ['roe'])),
    followUp(['maithan alloys pb'], lookup('sarda energy ka eps', ['SARDAEN'], ['eps'])),
    followUp(['wheels india roe'], lookup('sigachi industries ki opm', ['SIGACHI'], ['opm'])),
    followUp(['top 5 largecaps by sales', 'sort by roe'], screen('top 5 midcaps by roa', MID, 'roa desc', 5, ['roa'])),
    followUp(['rajesh exports pe'], lookup('vaibhav global ka market cap', ['VAIBHAVGBL'], ['market_cap'])),
    followUp(['top 10 south india cement stocks by mcap'], lookup('the ramco cements ka roce', ['RAMCOCEM'], ['roce'])),
    followUp(['mstc pe'], lookup('td power systems roce', ['TDPOWERSYS'], ['roce'])),
    followUp(['top 3 pump makers by mcap'], history('paras defence ki last 2 saal ki sales', 'PARAS', 'annual', 2, SALES)),
    followUp(['quess corp pe'], lookup('skipper ltd ka d/e', ['SKIPPER'], ['debt_to_equity'])),
  ]),
  ...inCategory('returns', [
    companyReturns('tata motors pv ka return kitna raha', ['TMPV'], '1 year'),
    companyReturns('setfnifbk vs sbietfit 2 year returns', ['SETFNIFBK', 'SBIETFIT'], '2 year'),
    indexReturn('nifty ne pichhle 5 saal me kitna return diya', 'NIFTY 50', '5 year'),
    indexReturns('nifty 50 ke top 3 gainers pichhle 3 mahine', 'NIFTY 50', '3 month', 'desc', 3),
    companyReturns('shriramfin n sbilife 6 month return', ['SHRIRAMFIN', 'SBILIFE'], '6 month'),
  ]),
  ...inCategory('clarifications', [
    clarify('usha ka pe kitna hai'),
    clarify('texmaco opm?'),
    clarify('rattanindia ki sales batao'),
    clarify('sharda ka roce plz'),
    clarify('procter and gamble ka roe'),
    clarify('iska d/e kitna hai'),
  ]),
  ...inCategory('refusals', [
    refuse('hitachi energy ka target price kya hoga'),
    refuse('tyre stocks me abhi invest karu kya bro'),
    refuse('paint sector agle saal kaisa rahega'),
    refuse('nbcc ko is quarter kitne naye orders mile'),
    refuse('suggest 2 cement stocks jo 2027 tak double ho jaye'),
  ]),
];
