/**
 * The fifteenth held-out set (issue 36): questions written on 2026-12-04 by a separate evaluator who neither tuned
 * the engine, read its question-reading code, nor ran it on these questions; committed on its own branch, to be
 * scored once:
 *   npm run eval -- --heldout --sets=15   (add --counts-only for the first unseen score)
 * Classes of issue 36, each its own category in the report:
 *   hinglish         17  romanised Hindi as typed in chats (ka, ki, kitna, kitana, kitni, kiska, jyada, zyada, batao,
 *                    dikhao, bata do, dono, wale, wali, jinka, sabse, ke hisaab se, upar se neeche, se upar, se zyada,
 *                    se kam, se neeche, karza, hissa, hold karte, wala bhi, pls, bhai / yaar)
 *   shorthand        16  u, hv, n, w, r, wat, wats, abt, pls, plz, thx, rn, vs, div yld, hldg, d/e, mcap, cos;
 *                    run-together names (godrejagrovet, finolexcables, asterdm, justdial, latentview, easemytrip)
 *   scoped rankings  20  a ranking, filter or "the Nth" inside a cut ("of the 5 biggest ..., which 2 ...", "which ...
 *                    is 3rd by market cap", "... ke top 4 by mcap me ...", "size me number 2 kaun", "third biggest
 *                    ...", "profit ke hisaab se no. 3 kaun", "top 8 ... by sales, inme se ...", "in the 50 biggest
 *                    ...", "biggest 10, then those with ...", "25 sabse bade me se ...", "ranked by opm, who's 2nd")
 *   set follow-ups   21  follow-ups over the previous answer's rows (inme se, inme ... kisme, these, them, em, of the
 *                    two, dono, any of them, which of these, sort / order / arrange / ke order me lagao, sirf ...
 *                    rakho, hata do, nikal do, give me the 3 ..., worst 2, now just the top 5, the smallest of them,
 *                    going back to the list two turns back)
 *   standalone       15  questions asked inside a chat that name their companies and metric: answered on their own
 *                    (one names a company that was a row of the previous answer)
 *   and the smaller classes in their usual categories: returns 5 (a return named with no period, ETFs against ETFs, the
 *   Nifty 50's own return, an index's best movers, two Nifty 50 members), clarifications 6 (names shared by several
 *   listed companies, a pronoun with no earlier turn), refusals 5 (advice, forecasts, a target price, data the mirror
 *   does not hold); 105 in all, 37 with earlier turns.
 * Fresh companies and phrasings: not rewordings of heldout1-14, the tuning cases or issue 36's examples; the companies
 * a question asks about by name have NSE symbols from A to L and are ones no earlier set or tuning case names (beyond
 * returns' Nifty 50 members), and the industry cuts are ones the earlier sets do not name, from the first half of the
 * catalogue's alphabet (air-conditioners, commercial vehicles (LCVs / HCVs), motorcycles / mopeds, cement - north
 * India, cement - south India, compressors / drilling equipment, computers - software - large, computers - software
 * - medium / small, diversified - medium / small, engines).
 * Same builders and rules as heldout10 to heldout14: the SQL is the independent truth, composed from baseSql.ts's
 * BASE_CTE and caseBuilders only; companies are named by NSE symbol; an industry is matched by its exact name in the
 * catalogue; each rows case's SQL was run on the mirror database (2026-12-04, baseSql as it was then) and returned
 * non-empty rows without ties at its cut (and at the cut a ranking is taken within) or inside ordered rows, with no
 * missing value in a compared column and no value on a filter's threshold; questions whose truth hung on ties, missing
 * values or odd industry matches were reworded or replaced before commit; the engine was never asked.
 * Conventions of the earlier sets kept: "nifty" alone is the Nifty 50, "cheapest" / "sasta" is by P/E (or the named
 * ratio) among positive values, a plain "lowest pe" sort keeps every row, a name shared by several listed companies
 * is asked back about, a question naming no count shows 25 and one naming no order is compared as a set (the first
 * 25 by market cap); a cut is taken first (ties by symbol) and then ranked or filtered within it; "the Nth biggest"
 * and "which one" are one row; an index's return is its own close series; ETF returns compare ETFs only with ETFs;
 * a return named with no period is the 1-year return; a follow-up's truth is the previous answer's rows re-ranked or
 * filtered, a filter keeping them as a set; "rank / sort them by X" with no direction ranks highest first unless the
 * question says lowest; "which of the two / dono" over two named companies shows both.
 */
import {
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
  PROFIT,
  refuse,
  screen,
  SMALL,
  withinCut,
} from './caseBuilders';
import { type EvalCase, inCategory } from './types';

/** The first `top` of a universe by another order ("the top 10 ... by sales"). */
const topBy = (where: string, by: string, top: number) => ({ where, by, top });

/** Industries by their exact catalogue names. */
const AC = `industry = 'Air-conditioners'`;
const CV = `industry = 'Automobiles - LCVs / HCVs'`;
const BIKES = `industry = 'Automobiles - Motorcycles / Mopeds'`;
const CEMENT_NORTH = `industry = 'Cement - North India'`;
const CEMENT_SOUTH = `industry = 'Cement - South India'`;
const COMPRESSORS = `industry = 'Compressors / Drilling Equipment'`;
const SOFTWARE_LARGE = `industry = 'Computers - Software - Large'`;
const SOFTWARE_SMALL = `industry = 'Computers - Software - Medium / Small'`;
const DIVERSIFIED = `industry = 'Diversified - Medium / Small'`;
const ENGINES = `industry = 'Engines'`;

export const HELDOUT_CASES: EvalCase[] = [
  ...inCategory('hinglish', [
    lookup('jk cement ka roce kitna hai', ['JKCEMENT'], ['roce']),
    lookup('gland pharma ki opm batao pls', ['GLAND'], ['opm']),
    lookup('affle me fii ka hissa kitna hai', ['AFFLE'], ['fii_holding']),
    lookup('atul ltd ka pe aur pb dono dikhao', ['ATUL'], ['pe', 'pb']),
    lookup('concord biotech ya caplin point, roe kiska jyada hai', ['CONCORDBIO', 'CAPLIPOINT'], ['roe']),
    lookup('heg ka dividend yield kitana hai bhai', ['HEG'], ['dividend_yield']),
    lookup('jindal saw pe kitna karza hai, d/e batao', ['JINDALSAW'], ['debt_to_equity']),
    lookup('indiamart ka eps kya hai yaar', ['INDIAMART'], ['eps']),
    lookup('eris lifesciences me promoter kitna hold karte hai', ['ERIS'], ['promoter_holding']),
    lookup('bls international ki sales kitni hai', ['BLS'], ['sales']),
    lookup('ireda ka market cap kitne ka hai', ['IREDA'], ['market_cap']),
    screen('north india cement wale stocks me sabse kam pe wale 3 batao', CEMENT_NORTH, 'pe asc', 3, ['pe']),
    screen('south india cement cos ko roce ke hisaab se upar se neeche dikhao', CEMENT_SOUTH, 'roce desc', 25, ['roce']),
    matching(
      'north india cement me jinka roe 12 se zyada aur d/e 0.5 se kam hai',
      `${CEMENT_NORTH} and roe > 12 and debt_to_equity < 0.5`,
      ['roe', 'debt_to_equity'],
    ),
    screen('ac wali companies me sabse jyada roce kiska hai', AC, 'roce desc', 1, ['roce']),
    matching('midcap me jinka pb 2 se neeche hai wo dikhao pls', `${MID} and pb > 0 and pb < 2`, ['pb']),
    followUp(['jk lakshmi cement ka pe'], lookup('birla corp wala bhi bata do', ['BIRLACORPN'], ['pe'])),
  ]),
  ...inCategory('shorthand', [
    lookup('hfcl roe n roce pls', ['HFCL'], ['roe', 'roce']),
    lookup('wat r beml pe n pb', ['BEML'], ['pe', 'pb']),
    lookup('abt kirloskar brothers opm?', ['KIRLOSBROS'], ['opm']),
    lookup('godrejagrovet d/e plz', ['GODREJAGRO'], ['debt_to_equity']),
    lookup('finolexcables mcap thx', ['FINCABLES'], ['market_cap']),
    lookup('u hv astrazeneca eps?', ['ASTRAZEN'], ['eps']),
    lookup('galaxy surfactants n fine organic roce', ['GALAXYSURF', 'FINEORG'], ['roce']),
    lookup('icra div yld rn', ['ICRA'], ['dividend_yield']),
    lookup('wats the sales of dcm shriram', ['DCMSHRIRAM'], ['sales']),
    lookup('karnataka bank pb pls', ['KTKBANK'], ['pb']),
    lookup('asterdm promoter hldg', ['ASTERDM'], ['promoter_holding']),
    lookup('justdial roce n opm', ['JUSTDIAL'], ['roce', 'opm']),
    lookup('latentview fii n dii hldg', ['LATENTVIEW'], ['fii_holding', 'dii_holding']),
    lookup('easemytrip vs ixigo pe?', ['EASEMYTRIP', 'IXIGO'], ['pe']),
    screen('top 3 engine makers by sales plz', ENGINES, 'sales desc', 3, ['sales']),
    matching('largecaps w roe > 30 n d/e < 0.1 plz', `${LARGE} and roe > 30 and debt_to_equity < 0.1`, ['roe', 'debt_to_equity']),
  ]),
  ...inCategory('scoped rankings', [
    withinCut(
      'of the 5 biggest north india cement cos which 2 have the highest dividend yield',
      biggest(CEMENT_NORTH, 5),
      { by: 'dividend_yield desc', limit: 2 },
      ['dividend_yield'],
    ),
    withinCut('which south india cement co is 3rd by market cap', biggest(CEMENT_SOUTH, 3), { by: BY_MCAP, limit: 1, offset: 2 }, ['market_cap']),
    withinCut('commercial vehicle makers ke top 4 by mcap me sabse zyada roce kiska', biggest(CV, 4), { by: 'roce desc', limit: 1 }, ['roce']),
    withinCut(
      'among the 10 largest computers software medium/small cos, 3 lowest pe',
      biggest(SOFTWARE_SMALL, 10),
      { where: 'pe > 0', by: 'pe asc', limit: 3 },
      ['pe'],
    ),
    withinCut('highest roce in the top 15 nifty 50 stocks by mcap', biggest(N50, 15), { by: 'roce desc', limit: 1 }, ['roce']),
    withinCut('out of the 25 biggest smallcaps, which 2 have the highest promoter holding', biggest(SMALL, 25), { by: 'promoter_holding desc', limit: 2 }, ['promoter_holding']),
    withinCut('motorcycle makers me size me number 2 kaun hai', biggest(BIKES, 2), { by: BY_MCAP, limit: 1, offset: 1 }, ['market_cap']),
    withinCut('midcaps: top 20 by sales, then the 3 cheapest by pe', topBy(MID, 'sales desc', 20), { where: 'pe > 0', by: 'pe asc', limit: 3 }, ['pe']),
    withinCut(
      'which of the 6 biggest south india cement cos have a positive roe',
      biggest(CEMENT_SOUTH, 6),
      { where: 'roe > 0', by: BY_MCAP, limit: 6 },
      ['roe'],
      false,
    ),
    withinCut("midcaps ranked by dividend yield, who's 2nd", topBy(MID, 'dividend_yield desc', 2), { by: 'dividend_yield desc', limit: 1, offset: 1 }, ['dividend_yield']),
    withinCut(
      'top 8 computers software medium/small cos by sales, inme se best roe wale 2',
      topBy(SOFTWARE_SMALL, 'sales desc', 8),
      { by: 'roe desc', limit: 2 },
      ['roe'],
    ),
    withinCut('among the 3 largest compressor makers, lowest pe?', biggest(COMPRESSORS, 3), { where: 'pe > 0', by: 'pe asc', limit: 1 }, ['pe']),
    withinCut('in the 50 biggest large caps, the 4 with the highest dividend yield', biggest(LARGE, 50), { by: 'dividend_yield desc', limit: 4 }, ['dividend_yield']),
    withinCut('diversified medium/small cos: 5 biggest by mcap, which one has the best roce', biggest(DIVERSIFIED, 5), { by: 'roce desc', limit: 1 }, ['roce']),
    withinCut('nifty 50 ke 25 sabse bade me se sabse kam pe wale 2', biggest(N50, 25), { where: 'pe > 0', by: 'pe asc', limit: 2 }, ['pe']),
    withinCut('north india cement me profit ke hisaab se no. 3 kaun', topBy(CEMENT_NORTH, 'net_profit desc', 3), { by: 'net_profit desc', limit: 1, offset: 2 }, ['net_profit']),
    withinCut('of the 15 highest-roe largecaps, the 2 with the lowest pb', topBy(LARGE, 'roe desc', 15), { where: 'pb > 0', by: 'pb asc', limit: 2 }, ['pb']),
    withinCut('computers software large cos, top 5 by sales, sort by opm', topBy(SOFTWARE_LARGE, 'sales desc', 5), { by: 'opm desc', limit: 5 }, ['opm']),
    withinCut('smallcaps: biggest 10, then those with roe above 15', biggest(SMALL, 10), { where: 'roe > 15', by: BY_MCAP, limit: 10 }, ['roe'], false),
    withinCut('third biggest engine maker by mcap?', biggest(ENGINES, 3), { by: BY_MCAP, limit: 1, offset: 2 }, ['market_cap']),
  ]),
  ...inCategory('set follow-ups', [
    followUp(['top 8 north india cement stocks by mcap'], withinCut('inme kiska opm sabse acha hai', biggest(CEMENT_NORTH, 8), { by: 'opm desc', limit: 1 }, ['opm'])),
    followUp(['6 biggest south india cement cos'], withinCut('sort em by pb', biggest(CEMENT_SOUTH, 6), { by: 'pb desc', limit: 6 }, ['pb'])),
    followUp(
      ['top 10 computers software medium/small cos by mcap'],
      withinCut('any of them with dividend yield above 1?', biggest(SOFTWARE_SMALL, 10), { where: 'dividend_yield > 1', by: BY_MCAP, limit: 10 }, ['dividend_yield'], false),
    ),
    followUp(['top 20 midcaps by mcap'], withinCut('sirf 20+ roe wale rakho', biggest(MID, 20), { where: 'roe > 20', by: BY_MCAP, limit: 20 }, ['roe'], false)),
    followUp(['largest 5 commercial vehicle makers'], withinCut('order them by fii holding', biggest(CV, 5), { by: 'fii_holding desc', limit: 5 }, ['fii_holding'])),
    followUp(
      ['top 12 nifty 500 stocks by dividend yield'],
      withinCut('give me the 3 with the best roce from these', topBy(N500, 'dividend_yield desc', 12), { by: 'roce desc', limit: 3 }, ['roce']),
    ),
    followUp(['jk lakshmi cement roce', 'and heidelberg cement?'], lookup('dono ka pb', ['JKLAKSHMI', 'HEIDELBERG'], ['pb'])),
    followUp(
      ['15 highest roe smallcaps'],
      withinCut('ab jinka pe 40 se upar hai unko hata do', topBy(SMALL, 'roe desc', 15), { where: 'pe <= 40', by: 'roe desc', limit: 15 }, ['pe'], false),
    ),
    followUp(['top 10 large caps by roe'], withinCut('arrange these by dividend yield, lowest first', topBy(LARGE, 'roe desc', 10), { by: 'dividend_yield asc', limit: 10 }, ['dividend_yield'])),
    followUp(['bajaj electricals pe', 'n ifb industries?'], lookup('of the two, whose roe is higher', ['BAJAJELEC', 'IFBIND'], ['roe'])),
    followUp(['top 9 computers software large cos by mcap'], withinCut('worst 2 on roe among these', biggest(SOFTWARE_LARGE, 9), { by: 'roe asc', limit: 2 }, ['roe'])),
    followUp(
      ['top 25 nifty 500 stocks by roe'],
      withinCut('which of these trade below 25 pe', topBy(N500, 'roe desc', 25), { where: 'pe > 0 and pe < 25', by: 'roe desc', limit: 25 }, ['pe'], false),
    ),
    followUp(
      ['top 6 diversified medium small cos by mcap'],
      withinCut('inme promoter holding sabse kam kisme hai', biggest(DIVERSIFIED, 6), { by: 'promoter_holding asc', limit: 1 }, ['promoter_holding']),
    ),
    followUp(
      ['top 10 midcaps by sales', 'show their pe'],
      withinCut('inme se highest roe wale 2', topBy(MID, 'sales desc', 10), { by: 'roe desc', limit: 2 }, ['roe']),
    ),
    followUp(
      ['top 8 south india cement stocks by mcap', 'heg roe'],
      withinCut('back to the cement list - top 3 by opm', biggest(CEMENT_SOUTH, 8), { by: 'opm desc', limit: 3 }, ['opm']),
    ),
    followUp(['gabriel india opm', 'and banco products?'], lookup('dono me kiska mcap zyada hai', ['GABRIEL', 'BANCOINDIA'], ['market_cap'])),
    followUp(
      ['top 30 largecaps by mcap'],
      withinCut('inme se jinka promoter holding 60% se zyada hai', biggest(LARGE, 30), { where: 'promoter_holding > 60', by: BY_MCAP, limit: 30 }, ['promoter_holding'], false),
    ),
    followUp(
      ['top 7 north india cement stocks by mcap'],
      withinCut('roe 12 se kam wale nikal do', biggest(CEMENT_NORTH, 7), { where: 'roe >= 12', by: BY_MCAP, limit: 7 }, ['roe'], false),
    ),
    followUp(['top 20 smallcaps by mcap'], withinCut('now just the top 5 of these by net profit', biggest(SMALL, 20), { by: 'net_profit desc', limit: 5 }, ['net_profit'])),
    followUp(['4 biggest motorcycle makers'], withinCut('ab roe ke order me lagao', biggest(BIKES, 4), { by: 'roe desc', limit: 4 }, ['roe'])),
    followUp(
      ['10 highest dividend yield largecaps', 'sort by roe'],
      withinCut('which of them is the smallest by mcap', topBy(LARGE, 'dividend_yield desc', 10), { by: 'market_cap asc', limit: 1 }, ['market_cap']),
    ),
  ]),
  ...inCategory('standalone', [
    followUp(['top 6 north india cement stocks by mcap'], lookup('india cements ka d/e kitna hai', ['INDIACEM'], ['debt_to_equity'])),
    followUp(['kirloskar pneumatic roe'], lookup('ksb pe n pb', ['KSB'], ['pe', 'pb'])),
    followUp(['gujarat fluorochemicals pe'], lookup('deepak fertilisers opm', ['DEEPAKFERT'], ['opm'])),
    followUp(['top 5 ac makers by mcap'], screen('3 highest roe computers software large cos', SOFTWARE_LARGE, 'roe desc', 3, ['roe'])),
    followUp(['craftsman automation pb', 'aur cie automotive?'], lookup('lg balakrishnan vs jtekt india roce', ['LGBBROSLTD', 'JTEKTINDIA'], ['roce'])),
    followUp(['top 8 commercial vehicle stocks by mcap'], matching('north india cement stocks with opm above 18', `${CEMENT_NORTH} and opm > 18`, ['opm'])),
    followUp(['indigo paints pe'], lookup('jsw dulux ka roe', ['JSWDULUX'], ['roe'])),
    followUp(['aadhar housing finance pe'], lookup('home first finance ki book value', ['HOMEFIRST'], ['book_value'])),
    followUp(['tvs motor roe'], companyReturns('eicher motors ka 1 saal ka return', ['EICHERMOT'], '1 year')),
    followUp(['top 10 south india cement stocks by mcap'], screen('the 5 large caps with the highest interest coverage', LARGE, 'interest_coverage desc', 5, ['interest_coverage'])),
    followUp(['hfcl roe'], history('godrej industries ka pichhle 4 quarter ka net profit', 'GODREJIND', 'quarterly', 4, PROFIT)),
    followUp(['bharat bijlee opm'], lookup('esab india pe', ['ESABINDIA'], ['pe'])),
    followUp(['top 12 computers software medium/small stocks by mcap'], lookup('affle ka roce', ['AFFLE'], ['roce'])),
    followUp(['karnataka bank pe'], lookup('csb bank ka roe kitna hai', ['CSBBANK'], ['roe'])),
    followUp(['top 5 midcaps by roe', 'sort by pe'], matching('largecaps with pb under 2', `${LARGE} and pb > 0 and pb < 2`, ['pb'])),
  ]),
  ...inCategory('returns', [
    companyReturns('itietf vs bankietf ka return kitna raha', ['ITIETF', 'BANKIETF'], '1 year'),
    companyReturns('grasim ka return batao', ['GRASIM'], '1 year'),
    indexReturn('nifty ne pichhle 9 mahine me kitna return diya', 'NIFTY 50', '9 month'),
    indexReturns('nifty 50 ke top 3 gainers pichhle 3 mahine me', 'NIFTY 50', '3 month', 'desc', 3),
    companyReturns('hindalco aur coal india ka 3 saal ka return', ['HINDALCO', 'COALINDIA'], '3 year'),
  ]),
  ...inCategory('clarifications', [
    clarify('laxmi ka pe kitna hai'),
    clarify('jyoti roe plz'),
    clarify('dcm ka mcap batao'),
    clarify('delta ki sales?'),
    clarify('arihant opm kya hai'),
    clarify('iska dividend yield kitna hai'),
  ]),
  ...inCategory('refusals', [
    refuse('ireda ka target price kya hai bhai'),
    refuse('cement stocks me abhi invest karu kya'),
    refuse('software sector next year kaisa rahega'),
    refuse('indiamart ke paying subscribers is quarter kitne bade'),
    refuse('suggest 2 commercial vehicle stocks to buy for 2027 plz'),
  ]),
];
