/**
 * The twelfth held-out set (issue 36): questions written on 2026-12-03 by a separate evaluator who neither tuned the
 * engine, read its question-reading code, nor ran it on these questions; committed on its own branch, to be scored
 * once:
 *   npm run eval -- --heldout --sets=12   (add --counts-only for the first unseen score)
 * Classes of issue 36, each its own category in the report:
 *   hinglish         16  romanised Hindi as typed in chats (kitna, kitne, kiska, batao, bata do, chahiye, dono, wale,
 *                    sabse, ke hisaab se, upar se lagao, se zyada, se kam, karz, bhi, hold karte hai)
 *   shorthand        15  u, n, w, abt, wats, got, pls, plz, thx, rn, vs, yld, hldg, cos, engg, diag, d/e; run-together
 *                    names (navneetedu, controlprint, powermech, redtape, nifty50)
 *   scoped rankings  21  a ranking, filter or "the Nth" inside a cut, phrased many ways ("pick the top 8 ..., then
 *                    the 3 ...", "second most profitable ...", "... 10 sabse bade, unme se ...", "no. 2 in ... by ...",
 *                    "first 12 ... by ..., and among them ...", "among nifty 50's 15 lowest-pe stocks ...")
 *   set follow-ups   22  follow-ups over the previous answer's rows (them, these, this list, inme se, isme se, the two,
 *                    dono, sort / arrange / rank, keep only, drop / remove / hata do, which of these, top 3 of these,
 *                    bottom 3, going back to the list two turns back)
 *   standalone       15  questions asked inside a chat that name their companies and metric: answered on their own
 *   and the smaller classes in their usual categories: returns 5 (a return named with no period, ETFs against ETFs, the
 *   Nifty 50's own return, an index's best movers), clarifications 6 (names shared by several listed companies, a
 *   pronoun with no earlier turn), refusals 5 (advice, forecasts, data the mirror does not hold); 105 in all, 38
 *   with earlier turns.
 * Fresh companies and phrasings: not rewordings of heldout1-11, the tuning cases or issue 36's examples; the companies
 * a question asks about by name are ones no earlier set or tuning case names (beyond returns' Nifty 50 members and
 * ETFs; a few earlier turns of a chat name familiar ones), and the industry
 * cuts are ones the earlier sets do not use (media & entertainment, turnkey engineering / EPC, mining & minerals,
 * textile products, cotton textiles, leather & footwear, printing & stationery, aluminium, petrochemicals, oil
 * exploration & drilling services, telecom service providers).
 * Same builders and rules as heldout10 and heldout11: the SQL is the independent truth, composed from baseSql.ts's
 * BASE_CTE and caseBuilders only; companies are named by NSE symbol; an industry is matched by its exact name in the
 * catalogue; each rows case's SQL was run on the mirror database (2026-12-03, baseSql as it was then) and returned
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

/** The first `top` of a universe by another order ("the top 10 ... by roe"). */
const topBy = (where: string, by: string, top: number) => ({ where, by, top });

/** Industries by their exact catalogue names. */
const MEDIA = `industry = 'Entertainment / Electronic Media Software'`;
const EPC = `industry = 'Engineering - Turnkey Services'`;
const MINING = `industry = 'Mining / Minerals / Metals'`;
const TEXTILES = `industry = 'Textiles - Products'`;
const COTTON = `industry = 'Textiles - Cotton/Blended'`;
const FOOTWEAR = `industry = 'Leather / Leather Products'`;
const STATIONERY = `industry = 'Printing & Stationery'`;
const ALUMINIUM = `industry = 'Aluminium and Aluminium Products'`;
const PETROCHEM = `industry = 'Petrochemicals'`;
const OIL_GAS = `industry = 'Oil Drilling / Allied Services'`;
const TELECOM_SP = `industry = 'Telecommunications - Service Provider'`;

export const HELDOUT_CASES: EvalCase[] = [
  ...inCategory('hinglish', [
    lookup('saregama ka opm kitna hai', ['SAREGAMA'], ['opm']),
    lookup('db corp ka dividend yield kitna chal raha', ['DBCORP'], ['dividend_yield']),
    lookup('rainbow childrens medicare ka pe bata do', ['RAINBOW'], ['pe']),
    lookup('welspun living me promoters kitne % hold karte hai', ['WELSPUNLIV'], ['promoter_holding']),
    lookup('gravita india ka roe aur roce dono chahiye', ['GRAVITA'], ['roe', 'roce']),
    lookup('metro brands ya campus activewear, kiska opm zyada hai', ['METROBRAND', 'CAMPUS'], ['opm']),
    lookup('doms industries ka mcap kitne crore ka hai', ['DOMS'], ['market_cap']),
    lookup('supreme petrochem pe karz kitna hai? d/e batao', ['SPLPETRO'], ['debt_to_equity']),
    lookup('hindustan oil exploration ki sales kitni thi', ['HINDOILEXP'], ['sales']),
    lookup('railtel ki book value kya hai', ['RAILTEL'], ['book_value']),
    screen('mining wale stocks me sabse zyada roe wale 3 kaunse hai', MINING, 'roe desc', 3, ['roe']),
    screen('petrochem stocks ko dividend yield ke hisaab se upar se lagao, 4 chahiye', PETROCHEM, 'dividend_yield desc', 4, ['dividend_yield']),
    matching('smallcap me aise stocks dikhao jinka roce 40 se zyada aur pe 15 se kam ho', `${SMALL} and roce > 40 and pe > 0 and pe < 15`, ['roce', 'pe']),
    screen('printing n stationery wale stocks me sabse sasta kaun hai', `${STATIONERY} and pe > 0`, 'pe asc', 1, ['pe']),
    matching('largecap me kaunse stocks ka interest coverage 40 se upar hai', `${LARGE} and interest_coverage > 40`, ['interest_coverage']),
    followUp(['jagran prakashan ka roe'], lookup('hindustan media ventures ka bhi batao', ['HMVL'], ['roe'])),
  ]),
  ...inCategory('shorthand', [
    lookup('kkcl roce n opm pls', ['KKCL'], ['roce', 'opm']),
    lookup('wats pgil pe', ['PGIL'], ['pe']),
    lookup('abt garware tech fibres d/e?', ['GARFIBRES'], ['debt_to_equity']),
    lookup('navneetedu div yld thx', ['NAVNETEDUL'], ['dividend_yield']),
    lookup('styrenix vs bhansali engg polymers roe', ['STYRENIX', 'BEPL'], ['roe']),
    lookup('netweb tech pb rn', ['NETWEB'], ['pb']),
    lookup('u got mcap of aegis logistics?', ['AEGISLOG'], ['market_cap']),
    lookup('powermech eps pls', ['POWERMECH'], ['eps']),
    lookup('ircon n ncc ltd pe', ['IRCON', 'NCC'], ['pe']),
    lookup('controlprint opm', ['CONTROLPR'], ['opm']),
    lookup('vijaya diag roe thx', ['VIJAYA'], ['roe']),
    lookup('redtape promoter hldg', ['REDTAPE'], ['promoter_holding']),
    lookup('sandur manganese fii hldg?', ['SANDUMA'], ['fii_holding']),
    screen('top 4 aluminium cos by sales pls', ALUMINIUM, 'sales desc', 4, ['sales']),
    matching('nifty50 cos w d/e < 0.05 n roe > 25 plz', `${N50} and debt_to_equity < 0.05 and roe > 25`, ['debt_to_equity', 'roe']),
  ]),
  ...inCategory('scoped rankings', [
    withinCut('of the 8 largest media stocks, which 2 have the highest dividend yield', biggest(MEDIA, 8), { by: 'dividend_yield desc', limit: 2 }, ['dividend_yield']),
    withinCut('3rd biggest epc company by mcap', biggest(EPC, 3), { by: BY_MCAP, limit: 1, offset: 2 }, ['market_cap']),
    withinCut('mining stocks top 10 by size, inme lowest pe kiska hai', biggest(MINING, 10), { where: 'pe > 0', by: 'pe asc', limit: 1 }, ['pe']),
    withinCut('among the 6 biggest telecom service providers, best roce?', biggest(TELECOM_SP, 6), { by: 'roce desc', limit: 1 }, ['roce']),
    withinCut('cotton textile cos: pick the top 8 by mcap, then the 3 with the lowest debt to equity', biggest(COTTON, 8), { by: 'debt_to_equity asc', limit: 3 }, ['debt_to_equity']),
    withinCut('highest opm among the 5 largest petrochemical stocks', biggest(PETROCHEM, 5), { by: 'opm desc', limit: 1 }, ['opm']),
    withinCut('out of the 30 biggest smallcaps, where is fii holding the highest? give 3', biggest(SMALL, 30), { by: 'fii_holding desc', limit: 3 }, ['fii_holding']),
    withinCut('largecaps: top 15 by sales, of those the 3 with best roe', topBy(LARGE, 'sales desc', 15), { by: 'roe desc', limit: 3 }, ['roe']),
    withinCut('second most profitable oil exploration co', topBy(OIL_GAS, 'net_profit desc', 2), { by: 'net_profit desc', limit: 1, offset: 1 }, ['net_profit']),
    withinCut(
      'textile products me 10 sabse bade, unme se d/e 0.5 se kam wale',
      biggest(TEXTILES, 10),
      { where: 'debt_to_equity < 0.5', by: BY_MCAP, limit: 10 },
      ['debt_to_equity'],
      false,
    ),
    withinCut('nifty 50 ke top 10 by net profit me se sabse zyada pb wala', topBy(N50, 'net_profit desc', 10), { by: 'pb desc', limit: 1 }, ['pb']),
    withinCut('among the 20 highest-dividend-yield midcaps, the 4 with the best roce', topBy(MID, 'dividend_yield desc', 20), { by: 'roce desc', limit: 4 }, ['roce']),
    withinCut('the 5th largest stationery company', biggest(STATIONERY, 5), { by: BY_MCAP, limit: 1, offset: 4 }, ['market_cap']),
    withinCut('first 12 nifty 500 names by free cash flow, and among them the cheapest 2 on pe', topBy(N500, 'free_cash_flow desc', 12), { where: 'pe > 0', by: 'pe asc', limit: 2 }, ['pe']),
    withinCut(
      'of the 6 largest aluminium companies, which have roe above 12',
      biggest(ALUMINIUM, 6),
      { where: 'roe > 12', by: BY_MCAP, limit: 6 },
      ['roe'],
      false,
    ),
    withinCut('smallest by mcap among the 10 highest-roe large caps', topBy(LARGE, 'roe desc', 10), { by: 'market_cap asc', limit: 1 }, ['market_cap']),
    withinCut('in the top 25 midcaps by market cap, which 3 have the highest dii holding', biggest(MID, 25), { by: 'dii_holding desc', limit: 3 }, ['dii_holding']),
    withinCut('epc stocks, 12 biggest, unko roce ke hisaab se order karo', biggest(EPC, 12), { by: 'roce desc', limit: 12 }, ['roce']),
    withinCut('of the 35 most valuable listed cos, the 2 with the highest 5 yr sales growth', biggest(ALL, 35), { by: 'sales_growth_5y desc', limit: 2 }, ['sales_growth_5y']),
    withinCut("among nifty 50's 15 lowest-pe stocks, the 3 with the highest roe", topBy(`${N50} and pe > 0`, 'pe asc', 15), { by: 'roe desc', limit: 3 }, ['roe']),
    withinCut('no. 2 in media by opm', topBy(MEDIA, 'opm desc', 2), { by: 'opm desc', limit: 1, offset: 1 }, ['opm']),
  ]),
  ...inCategory('set follow-ups', [
    followUp(
      ['top 10 mining stocks by mcap'],
      withinCut('inme se d/e 0.2 se kam wale kaun hai', biggest(MINING, 10), { where: 'debt_to_equity < 0.2', by: BY_MCAP, limit: 10 }, ['debt_to_equity'], false),
    ),
    followUp(['8 biggest media cos'], withinCut('sort them by roe', biggest(MEDIA, 8), { by: 'roe desc', limit: 8 }, ['roe'])),
    followUp(['top 10 epc stocks by market cap'], withinCut('which of these has the highest dividend yield', biggest(EPC, 10), { by: 'dividend_yield desc', limit: 1 }, ['dividend_yield'])),
    followUp(
      ['top 8 leather n footwear stocks by mcap'],
      withinCut('jinka roe 10 se kam hai unko hata do', biggest(FOOTWEAR, 8), { where: 'roe >= 10', by: BY_MCAP, limit: 8 }, ['roe'], false),
    ),
    followUp(['petrochemical stocks, top 8 by mcap'], withinCut('top 3 of these by roce', biggest(PETROCHEM, 8), { by: 'roce desc', limit: 3 }, ['roce'])),
    followUp(['gravita roe', 'aur imfa ka?'], lookup('dono ka pe kitna hai', ['GRAVITA', 'IMFA'], ['pe'])),
    followUp(
      ['top 15 smallcaps by roce'],
      withinCut('keep only those with pe under 25', topBy(SMALL, 'roce desc', 15), { where: 'pe < 25', by: 'roce desc', limit: 15 }, ['pe'], false),
    ),
    followUp(['top 10 nifty 500 stocks by dii holding'], withinCut('arrange them by market cap', topBy(N500, 'dii_holding desc', 10), { by: BY_MCAP, limit: 10 }, ['market_cap'])),
    followUp(['ircon pe', 'aur isgec heavy engg?'], lookup('compare the two on roce', ['IRCON', 'ISGEC'], ['roce'])),
    followUp(
      ['top 6 aluminium stocks by mcap'],
      withinCut('remove the ones with opm below 6', biggest(ALUMINIUM, 6), { where: 'opm >= 6', by: BY_MCAP, limit: 6 }, ['opm'], false),
    ),
    followUp(
      ['top 10 cotton textile stocks by mcap', 'show their pe'],
      withinCut('which two of these have the highest opm', biggest(COTTON, 10), { by: 'opm desc', limit: 2 }, ['opm']),
    ),
    followUp(
      ['top 20 largecaps by dividend yield'],
      withinCut('isme se sirf wo jinka roe 20 se upar hai', topBy(LARGE, 'dividend_yield desc', 20), { where: 'roe > 20', by: 'dividend_yield desc', limit: 20 }, ['roe'], false),
    ),
    followUp(['top 8 stationery stocks by mcap'], withinCut('rank these by promoter holding, lowest first', biggest(STATIONERY, 8), { by: 'promoter_holding asc', limit: 8 }, ['promoter_holding'])),
    followUp(['top 8 oil exploration and drilling cos by mcap'], withinCut('bottom 3 on roe in this list', biggest(OIL_GAS, 8), { by: 'roe asc', limit: 3 }, ['roe'])),
    followUp(
      ['top 30 midcaps by market cap'],
      withinCut('which of these have d/e above 1', biggest(MID, 30), { where: 'debt_to_equity > 1', by: BY_MCAP, limit: 30 }, ['debt_to_equity'], false),
    ),
    followUp(
      ['top 10 telecom service providers by mcap', 'railtel roe'],
      withinCut('going back to the telecom list, top 2 by opm', biggest(TELECOM_SP, 10), { by: 'opm desc', limit: 2 }, ['opm']),
    ),
    followUp(['saregama opm', 'and gtpl hathway?'], lookup('which of the two has more sales', ['SAREGAMA', 'GTPL'], ['sales'])),
    followUp(['top 15 nifty 50 stocks by roce'], withinCut('inme se 3 sabse saste pe pe', topBy(N50, 'roce desc', 15), { where: 'pe > 0', by: 'pe asc', limit: 3 }, ['pe'])),
    followUp(
      ['10 biggest textile product companies'],
      withinCut('drop the ones with negative roe', biggest(TEXTILES, 10), { where: 'roe >= 0', by: BY_MCAP, limit: 10 }, ['roe'], false),
    ),
    followUp(['top 10 smallcaps by sales'], withinCut('and which of them has the highest opm', topBy(SMALL, 'sales desc', 10), { by: 'opm desc', limit: 1 }, ['opm'])),
    followUp(['largecaps with roe above 30'], withinCut('sort these by pe, lowest first', topBy(`${LARGE} and roe > 30`, BY_MCAP, 25), { by: 'pe asc', limit: 25 }, ['pe'])),
    followUp(
      ['top 10 nifty 50 stocks by sales', 'sort by roe'],
      withinCut('ab inme se top 3 by roce', topBy(N50, 'sales desc', 10), { by: 'roce desc', limit: 3 }, ['roce']),
    ),
  ]),
  ...inCategory('standalone', [
    followUp(['top 8 media cos by mcap'], lookup('kokuyo camlin pe', ['KOKUYOCMLN'], ['pe'])),
    followUp(['sun tv roe'], lookup('jupiter life line hospitals ka roce', ['JLHL'], ['roce'])),
    followUp(['top 10 mining stocks by mcap'], screen('5 highest roe petrochemical stocks', PETROCHEM, 'roe desc', 5, ['roe'])),
    followUp(['hindustan zinc pe'], lookup('deep industries d/e', ['DEEPINDS'], ['debt_to_equity'])),
    followUp(['trident pe', 'aur vardhman textiles?'], lookup('indo count vs nitin spinners opm', ['ICIL', 'NITINSPIN'], ['opm'])),
    followUp(['doms roe'], lookup('flair writing ka mcap', ['FLAIR'], ['market_cap'])),
    followUp(['top 10 epc cos by mcap'], matching('cotton textile stocks with roe above 12', `${COTTON} and roe > 12`, ['roe'])),
    followUp(['metropolis pe'], lookup('nazara technologies pb', ['NAZARA'], ['pb'])),
    followUp(['reliance 1 year return'], companyReturns('trent ka 9 mahine ka return', ['TRENT'], '9 month')),
    followUp(['top 5 aluminium stocks by mcap'], lookup('cello world roe', ['CELLO'], ['roe'])),
    followUp(['medplus pe'], lookup('electronics mart india ka opm', ['EMIL'], ['opm'])),
    followUp(['nmdc dividend yield'], history('sobha ki pichle 2 saal ki sales', 'SOBHA', 'annual', 2, SALES)),
    followUp(['top 10 nifty 50 stocks by roe'], screen('the 4 nifty 50 stocks with the lowest price to sales', `${N50} and price_to_sales > 0`, 'price_to_sales asc', 4, ['price_to_sales'])),
    followUp(['panama petrochem pe'], lookup('kothari petrochemicals roe n roce', ['KOTHARIPET'], ['roe', 'roce'])),
    followUp(['aptech pe'], lookup('niit learning systems ka dividend yield', ['NIITMTS'], ['dividend_yield'])),
  ]),
  ...inCategory('returns', [
    companyReturns('goldbees vs silverbees 1 saal me kitna diya', ['GOLDBEES', 'SILVERBEES'], '1 year'),
    companyReturns('bel ka return batao', ['BEL'], '1 year'),
    indexReturn('nifty ka 15 month return', 'NIFTY 50', '15 month'),
    indexReturns('top 3 nifty 50 gainers over the last 9 months', 'NIFTY 50', '9 month', 'desc', 3),
    companyReturns('itbees n pharmabees 2 yr return', ['ITBEES', 'PHARMABEES'], '2 year'),
  ]),
  ...inCategory('clarifications', [
    clarify('zee ka roe kitna hai'),
    clarify('niit pb'),
    clarify('garware ka opm plz'),
    clarify('dhunseri pe batao'),
    clarify('kothari ka d/e'),
    clarify('inka roce kitna hai?'),
  ]),
  ...inCategory('refusals', [
    refuse('saregama ka next quarter ka profit kitna aayega'),
    refuse('kya railtel abhi kharidna sahi rahega'),
    refuse('agle hafte nifty kahan tak jayega'),
    refuse('mere paas 2 lakh hai, mining me lagau ya textile me'),
    refuse('lloyds metals ka iron ore production kitne tonne hai'),
  ]),
];
