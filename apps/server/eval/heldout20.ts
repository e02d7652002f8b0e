/**
 * The twentieth held-out set (issue 36): questions written on 2026-12-04 by a separate evaluator who neither tuned
 * the engine, read its question-reading code, nor ran it on these questions; committed on its own branch, to be
 * scored once, unseen:
 *   npm run eval -- --heldout --sets=20   (add --counts-only for the first unseen score)
 * Classes of issue 36, each its own category in the report:
 *   hinglish         17  romanised Hindi as typed in chats (ka, ki, kitna, kitni, kiska, jyada, zyada, batao, bata do,
 *                    dikhao, karz, hissa, pledge hai, kamaya, chal raha hai, milta hai, banane wali, upar se neeche,
 *                    ke hisaab se, sabse saste, se upar, se zyada, se kam, aur uska, ki bhi, bhai)
 *   shorthand        17  u, hv, n, w, wat, wats, abt, hw, pls, plz, thx, rn, vs, div yld, hldg, d/e, ev/ebitda, mcap,
 *                    cos; run-together names (jaicorp, bfutilities, bfinvestment)
 *   scoped rankings  21  a ranking, filter or "the Nth" inside a cut ("of the 20 biggest ..., the 3 cheapest by pb",
 *                    "4th biggest kaun", "among the top 10 ... by mcap, which 2 ...", "2nd biggest by mcap", "top 15
 *                    ... by sales -> ... 3", "10 sabse bade ... me se sabse zyada ...", "out of the 40 largest cos
 *                    overall, which ones ...", "no. 3 by roce among ...", "top 30 ... by roce, unme se jinka ...",
 *                    "3rd most profitable", "25 sabse badi ... me se 2 ...", "ranked by sales, number 2 kaun", "2nd
 *                    biggest listed company by sales", "1 lakh cr se bade stocks me se ...", whole-market cuts)
 *   set follow-ups   21  follow-ups over the previous answer's rows (inko ... sasta pehle lagao, sirf wo rakho, which
 *                    of these, inme se, sort em, keep only, dono, the two ... among them, hata do jinka, going back
 *                    to the list two turns back: pichli list pe wapas chalo, now only the 4 biggest, of the two,
 *                    which of them, arrange by ..., lowest first, bottom 3 from these, sort them by, which one, sirf
 *                    largecaps rakho, unme se jinka, chhote se bade lagao)
 *   standalone       15  questions asked inside a chat that name their companies and metric: answered on their own
 *                    (two name a company that was a row of the previous answer)
 *   and the smaller classes in their usual categories: returns 5 (ETFs against ETFs over 3 years, the Nifty 50's own
 *   return over 3 years, an index's worst movers, a return named with no period, two Nifty 50 members over 2 years),
 *   clarifications 6 (names shared by several listed companies, none of them an NSE symbol and none dwarfing the
 *   others; a pronoun with no earlier turn), refusals 5 (advice, forecasts, data the mirror does not hold);
 *   107 in all, 40 with earlier turns.
 * Fresh companies and phrasings: not rewordings of the earlier sets, the tuning cases or issue 36's examples; the
 * companies a question asks about by name have NSE symbols from A to L and are ones no earlier file of eval/ names
 * (beyond the returns class's Nifty 50 members, the only companies with a price history; its ETFs are fresh), and
 * the industry cuts are ones no earlier file names, from the first half of the catalogue's alphabet (aquaculture,
 * scooters / 3-wheelers, diversified - large, dry cells), beside the broad universes (every listing, Nifty 50,
 * Nifty 500, large / mid / small caps).
 * Same builders and rules as heldout10 to heldout19: the SQL is the independent truth, composed from baseSql.ts's
 * BASE_CTE and caseBuilders only; companies are named by NSE symbol; an industry is matched by its exact name in the
 * catalogue; each rows case's SQL was run on the mirror database (2026-12-04, baseSql as it was then) and returned
 * non-empty rows without ties at its cut (and at the cut a ranking is taken within) or inside ordered rows, with no
 * missing value in a compared column (or in a filter's column inside its cut) and no value on a filter's threshold;
 * questions whose truth hung on ties, missing values or exact thresholds were reworded or replaced before commit; the
 * engine was never asked.
 * Conventions of the earlier sets kept: "nifty" alone is the Nifty 50, "cheapest" / "sasta" picked as a winner is by
 * P/E (or the named ratio) among positive values, a name shared by several listed companies is asked back about, a
 * question naming no count shows 25 and one naming no order is compared as a set (the first 25 by market cap); a cut
 * is taken first (ties by symbol) and then ranked or filtered within it; "the Nth biggest" and "which one" are one
 * row; an index's return is its own close series; ETF returns compare ETFs only with ETFs; a return named with no
 * period is the 1-year return; a follow-up's truth is the previous answer's rows re-ranked or filtered, a filter
 * keeping them as a set; a sort by a valuation ratio always says its direction, and "sort them by X" for another
 * metric with no direction ranks highest first; a follow-up that re-sorts or filters follows an answer that named its
 * own count; "which of the two / dono" over two named companies shows both; "1 lakh cr" is a market cap of 100,000
 * crore.
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
const AQUACULTURE = `industry = 'Aquaculture'`;
const SCOOTERS = `industry = 'Automobiles - Scooters And 3 - Wheelers'`;
const DIVERSIFIED_LARGE = `industry = 'Diversified - Large'`;
const DRY_CELLS = `industry = 'Dry Cells'`;

export const HELDOUT_CASES: EvalCase[] = [
  ...inCategory('hinglish', [
    lookup('bombay burmah ka roce kitna hai bhai', ['BBTC'], ['roce']),
    lookup('jana small finance bank ki book value kitni h', ['JSFB'], ['book_value']),
    lookup('greenlam par kitna karz hai? d/e batao', ['GREENLAM'], ['debt_to_equity']),
    lookup('exicom aur dcx systems me kiska opm jyada hai', ['EXICOM', 'DCXINDIA'], ['opm']),
    lookup('divgi torqtransfer me promoters ke paas kitna hissa hai', ['DIVGIITTS'], ['promoter_holding']),
    lookup('advanced enzymes ka pb kya chal raha hai', ['ADVENZYMES'], ['pb']),
    lookup('hinduja global solutions ka dividend yield kitna milta hai', ['HGS'], ['dividend_yield']),
    lookup('ashapura minechem me promoter ka kitna % pledge hai', ['ASHAPURMIN'], ['pledged_percentage']),
    lookup('ganesha ecosphere mein dii ki holding kitni hai', ['GANECOS'], ['dii_holding']),
    lookup('indostar capital ne pichle saal kitna net profit kamaya', ['INDOSTAR'], ['net_profit']),
    lookup('hle glascoat ki eps bata do', ['HLEGLAS'], ['eps']),
    screen('dry cell banane wali companies ko roe ke hisaab se upar se neeche dikhao', DRY_CELLS, 'roe desc', 25, ['roe']),
    matching('smallcaps dikhao jinka roe 30 se zyada aur pe 25 se kam ho', `${SMALL} and roe > 30 and pe > 0 and pe < 25`, ['roe', 'pe']),
    screen('nifty 500 ke 5 sabse saste stocks pb ke hisaab se', `${N500} and pb > 0`, 'pb asc', 5, ['pb']),
    matching('midcap me wo stocks batao jinka dividend yield 2 se upar hai', `${MID} and dividend_yield > 2`, ['dividend_yield']),
    followUp(['gandhar oil ka pe'], lookup('aur uska roce?', ['GANDHAR'], ['roce'])),
    followUp(['dollar industries ki sales'], lookup('cantabil ki bhi batao', ['CANTABIL'], ['sales'])),
  ]),
  ...inCategory('shorthand', [
    lookup('e2e networks pe n pb pls', ['E2E'], ['pe', 'pb']),
    lookup('wats jeena sikho roe', ['JSLL'], ['roe']),
    lookup('agi greenpac d/e?', ['AGI'], ['debt_to_equity']),
    lookup('jaicorp mcap plz', ['JAICORPLTD'], ['market_cap']),
    lookup('u hv imagicaa opm?', ['IMAGICAA'], ['opm']),
    lookup('bfutilities n bfinvestment pe', ['BFUTILITIE', 'BFINVEST'], ['pe']),
    lookup('hw much div yld does andhra paper give', ['ANDHRAPAP'], ['dividend_yield']),
    lookup('abt fino payments bank roe', ['FINOPB'], ['roe']),
    lookup('amrutanjan promoter hldg thx', ['AMRUTANJAN'], ['promoter_holding']),
    lookup('federal mogul goetze eps rn', ['FMGOETZE'], ['eps']),
    lookup('hester bio vs krsnaa roce', ['HESTERBIO', 'KRSNAA'], ['roce']),
    lookup('dredging corp fii n dii hldg', ['DREDGECORP'], ['fii_holding', 'dii_holding']),
    lookup('cupid ev/ebitda?', ['CUPID'], ['ev_to_ebitda']),
    lookup('wat r arman financial sales n net profit', ['ARMANFIN'], ['sales', 'net_profit']),
    screen('top 5 midcaps by roce thx', MID, 'roce desc', 5, ['roce']),
    matching('scooter n 3 wheeler cos roce pls', SCOOTERS, ['roce']),
    followUp(['confidence petroleum pe'], lookup('n gokul agro?', ['GOKULAGRO'], ['pe'])),
  ]),
  ...inCategory('scoped rankings', [
    withinCut('of the 20 biggest smallcaps, the 3 cheapest by pb', biggest(SMALL, 20), { where: 'pb > 0', by: 'pb asc', limit: 3 }, ['pb']),
    withinCut('nifty 50 me 4th biggest kaun hai', biggest(N50, 4), { by: BY_MCAP, limit: 1, offset: 3 }, ['market_cap']),
    withinCut('among the top 10 largecaps by mcap, which 2 hv the highest div yield', biggest(LARGE, 10), { by: 'dividend_yield desc', limit: 2 }, ['dividend_yield']),
    withinCut('diversified - large industry me 2nd biggest by mcap', biggest(DIVERSIFIED_LARGE, 2), { by: BY_MCAP, limit: 1, offset: 1 }, ['market_cap']),
    withinCut('top 15 midcaps by sales -> best roce 3', topBy(MID, 'sales desc', 15), { by: 'roce desc', limit: 3 }, ['roce']),
    withinCut('nifty 500 ke 10 sabse bade stocks me se sabse zyada roe wala', biggest(N500, 10), { by: 'roe desc', limit: 1 }, ['roe']),
    withinCut(
      'out of the 40 largest cos overall, which ones have pe below 15',
      biggest(ALL, 40),
      { where: 'pe > 0 and pe < 15', by: BY_MCAP, limit: 40 },
      ['pe'],
      false,
    ),
    withinCut('no. 3 by roce among the 25 biggest midcaps', biggest(MID, 25), { by: 'roce desc', limit: 1, offset: 2 }, ['roce']),
    withinCut(
      'top 30 nifty 500 stocks by roce, unme se jinka promoter holding 50 se zyada ho',
      topBy(N500, 'roce desc', 30),
      { where: 'promoter_holding > 50', by: 'roce desc', limit: 30 },
      ['promoter_holding'],
      false,
    ),
    withinCut('largecaps top 20 by net profit, 3 with lowest pe', topBy(LARGE, 'net_profit desc', 20), { where: 'pe > 0', by: 'pe asc', limit: 3 }, ['pe']),
    withinCut('in the 12 biggest nifty stocks, 2nd highest fii holding?', biggest(N50, 12), { by: 'fii_holding desc', limit: 1, offset: 1 }, ['fii_holding']),
    withinCut('3rd most profitable midcap', topBy(MID, 'net_profit desc', 3), { by: 'net_profit desc', limit: 1, offset: 2 }, ['net_profit']),
    withinCut('25 sabse badi smallcaps me se 2 jinka promoter holding sabse zyada hai', biggest(SMALL, 25), { by: 'promoter_holding desc', limit: 2 }, ['promoter_holding']),
    withinCut('of the 10 highest roe largecaps, which is the cheapest on pe', topBy(LARGE, 'roe desc', 10), { where: 'pe > 0', by: 'pe asc', limit: 1 }, ['pe']),
    withinCut('top 8 nifty 50 by div yield me se 2 sabse kam pb wale', topBy(N50, 'dividend_yield desc', 8), { where: 'pb > 0', by: 'pb asc', limit: 2 }, ['pb']),
    withinCut(
      'sabse bade 50 midcaps me se jinka d/e 1 se upar hai wo dikhao',
      biggest(MID, 50),
      { where: 'debt_to_equity > 1', by: BY_MCAP, limit: 50 },
      ['debt_to_equity'],
      false,
    ),
    withinCut('2nd biggest listed company by sales', topBy(ALL, 'sales desc', 2), { by: 'sales desc', limit: 1, offset: 1 }, ['sales']),
    withinCut('aquaculture stocks ranked by sales, number 2 kaun', topBy(AQUACULTURE, 'sales desc', 2), { by: 'sales desc', limit: 1, offset: 1 }, ['sales']),
    withinCut('diversified - large wali cos me sabse kam pe kiska', biggest(DIVERSIFIED_LARGE, 25), { where: 'pe > 0', by: 'pe asc', limit: 1 }, ['pe']),
    withinCut(
      'top 100 nifty 500 stocks by mcap, the 5 with the best 3 yr sales growth',
      biggest(N500, 100),
      { by: 'sales_growth_3y desc', limit: 5 },
      ['sales_growth_3y'],
    ),
    withinCut('1 lakh cr se bade stocks me se sabse kam roe wale 3', { where: 'market_cap > 100000', by: BY_MCAP, top: 500 }, { by: 'roe asc', limit: 3 }, ['roe']),
  ]),
  ...inCategory('set follow-ups', [
    followUp(['top 10 smallcaps by sales'], withinCut('inko pe ke hisaab se sasta pehle lagao', topBy(SMALL, 'sales desc', 10), { by: 'pe asc', limit: 10 }, ['pe'])),
    followUp(
      ['top 8 midcaps by roe'],
      withinCut('sirf wo rakho jinka d/e 0.5 se kam hai', topBy(MID, 'roe desc', 8), { where: 'debt_to_equity < 0.5', by: 'roe desc', limit: 8 }, ['debt_to_equity'], false),
    ),
    followUp(['15 biggest largecaps'], withinCut('which of these has the highest fii holding', biggest(LARGE, 15), { by: 'fii_holding desc', limit: 1 }, ['fii_holding'])),
    followUp(['top 12 nifty 500 stocks by opm'], withinCut('inme se sabse zyada mcap wale 3', topBy(N500, 'opm desc', 12), { by: BY_MCAP, limit: 3 }, ['market_cap'])),
    followUp(['nifty 50 ke top 6 by roce'], withinCut('sort em by pb, highest pb upar', topBy(N50, 'roce desc', 6), { by: 'pb desc', limit: 6 }, ['pb'])),
    followUp(
      ['top 20 smallcaps by net profit', 'sort by roe'],
      withinCut('keep only the ones with pb under 2', topBy(SMALL, 'net_profit desc', 20), { where: 'pb < 2', by: 'roe desc', limit: 20 }, ['pb'], false),
    ),
    followUp(['exicom pe', 'aur hpl electric ka?'], lookup('dono ka roce kitna hai', ['EXICOM', 'HPL'], ['roce'])),
    followUp(['top 10 largecaps by sales'], withinCut('the two with the highest opm among them', topBy(LARGE, 'sales desc', 10), { by: 'opm desc', limit: 2 }, ['opm'])),
    followUp(
      ['top 25 midcaps by mcap'],
      withinCut('hata do jinka roe 15 se kam hai', biggest(MID, 25), { where: 'roe >= 15', by: BY_MCAP, limit: 25 }, ['roe'], false),
    ),
    followUp(
      ['top 10 nifty 50 stocks by dividend yield', 'ashapura minechem ka pb'],
      withinCut('pichli list pe wapas chalo, unme se sabse zyada roe kiska', topBy(N50, 'dividend_yield desc', 10), { by: 'roe desc', limit: 1 }, ['roe']),
    ),
    followUp(['top 15 largecaps by roce'], withinCut('now only the 4 biggest by mcap from these', topBy(LARGE, 'roce desc', 15), { by: BY_MCAP, limit: 4 }, ['market_cap'])),
    followUp(['advanced enzymes opm', 'vs iol chemicals?'], lookup('of the two, dividend yield kiska zyada', ['ADVENZYMES', 'IOLCP'], ['dividend_yield'])),
    followUp(
      ['top 30 nifty 500 stocks by mcap'],
      withinCut('which of them hv pe below 20', biggest(N500, 30), { where: 'pe > 0 and pe < 20', by: BY_MCAP, limit: 30 }, ['pe'], false),
    ),
    followUp(['top 7 largecaps by fii holding'], withinCut('arrange by d/e, lowest first', topBy(LARGE, 'fii_holding desc', 7), { by: 'debt_to_equity asc', limit: 7 }, ['debt_to_equity'])),
    followUp(['12 biggest midcaps'], withinCut('inme se pe ke hisaab se sabse saste 3', biggest(MID, 12), { where: 'pe > 0', by: 'pe asc', limit: 3 }, ['pe'])),
    followUp(['top 20 largecaps by roe'], withinCut('bottom 3 by sales from these', topBy(LARGE, 'roe desc', 20), { by: 'sales asc', limit: 3 }, ['sales'])),
    followUp(['top 10 largecaps by dii holding'], withinCut('sort them by roe', topBy(LARGE, 'dii_holding desc', 10), { by: 'roe desc', limit: 10 }, ['roe'])),
    followUp(['top 5 midcaps by sales', 'show their pb too'], withinCut('which one has the best roce', topBy(MID, 'sales desc', 5), { by: 'roce desc', limit: 1 }, ['roce'])),
    followUp(
      ['top 40 nifty 500 stocks by roe'],
      withinCut('sirf largecaps rakho', topBy(N500, 'roe desc', 40), { where: LARGE, by: 'roe desc', limit: 40 }, ['roe'], false),
    ),
    followUp(
      ['top 10 nifty stocks by net profit'],
      withinCut('unme se jinka opm 25% se upar hai', topBy(N50, 'net_profit desc', 10), { where: 'opm > 25', by: 'net_profit desc', limit: 10 }, ['opm'], false),
    ),
    followUp(['top 9 largecaps by eps'], withinCut('ab inko mcap ke hisaab se chhote se bade lagao', topBy(LARGE, 'eps desc', 9), { by: 'market_cap asc', limit: 9 }, ['market_cap'])),
  ]),
  ...inCategory('standalone', [
    followUp(['agi greenpac vs cosmo first pe'], lookup('cosmo first ka d/e kitna hai', ['COSMOFIRST'], ['debt_to_equity'])),
    followUp(['hester bio aur krsnaa ka opm'], lookup('krsnaa diagnostics ki sales', ['KRSNAA'], ['sales'])),
    followUp(['edelweiss financial roe'], lookup('jsw holdings ka pb', ['JSWHL'], ['pb'])),
    followUp(['top 10 midcaps by roe'], lookup('artemis medicare ka pe', ['ARTEMISMED'], ['pe'])),
    followUp(['dolat algotech opm'], lookup('genesys international ki sales kitni hai', ['GENESYS'], ['sales'])),
    followUp(['go fashion pe', 'uska roe?'], lookup('sai silks kalamandir ka d/e', ['KALAMANDIR'], ['debt_to_equity'])),
    followUp(['top 8 largecaps by roce'], screen('top 5 midcaps by eps', MID, 'eps desc', 5, ['eps'])),
    followUp(['entero healthcare pb'], lookup('acutaas chemicals ka roe', ['ACUTAAS'], ['roe'])),
    followUp(['top 6 nifty 50 stocks by sales'], lookup('insecticides india ka dividend yield', ['INSECTICID'], ['dividend_yield'])),
    followUp(['bajel projects sales'], lookup('hindware home innovation ka pe kitna h', ['HINDWAREAP'], ['pe'])),
    followUp(['apcotex roe'], lookup('filatex india vs gandhar oil opm', ['FILATEX', 'GANDHAR'], ['opm'])),
    followUp(['top 10 largecaps by div yield'], matching('midcaps with roce above 35', `${MID} and roce > 35`, ['roce'])),
    followUp(['axiscades pe'], lookup('dp abhushan ka market cap', ['DPABHUSHAN'], ['market_cap'])),
    followUp(['bls e-services roe'], history('alicon castalloy ki pichhle do saal ki sales', 'ALICON', 'annual', 2, SALES)),
    followUp(['prataap snacks pe'], lookup('indraprastha medical ka roe aur roce', ['INDRAMEDCO'], ['roe', 'roce'])),
  ]),
  ...inCategory('returns', [
    companyReturns('hdfcsensex vs bse500ietf 3 saal ka return', ['HDFCSENSEX', 'BSE500IETF'], '3 year'),
    indexReturn('nifty 50 index ka 3 yr return kitna hai', 'NIFTY 50', '3 year'),
    indexReturns('nifty 50 ke 4 sabse bade losers pichle 1 saal me', 'NIFTY 50', '1 year', 'asc', 4),
    companyReturns('larsen ka return?', ['LT'], '1 year'),
    followUp(['itc ka pe'], companyReturns('itc aur titan ka 2 saal ka return', ['ITC', 'TITAN'], '2 year')),
  ]),
  ...inCategory('clarifications', [
    clarify('goyal ka pe kitna hai'),
    clarify('il&fs ki sales?'),
    clarify('cyber media roe pls'),
    clarify('euro ka d/e kitna hai'),
    clarify('nila ka roce kya hai'),
    clarify('inka pb batao'),
  ]),
  ...inCategory('refusals', [
    refuse('jana sfb ka share kal upar jayega kya'),
    refuse('exicom me 2 lakh lagau ya nahi bhai'),
    refuse('koi smallcap batao jo 5 saal me 10x de'),
    refuse('hester bio ka agle quarter ka profit kitna hoga'),
    refuse('imagicaa ke parks me is saal kitne visitors aaye'),
  ]),
];
