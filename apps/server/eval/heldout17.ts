/**
 * The seventeenth held-out set (issue 36): questions written on 2026-12-04 by a separate evaluator who neither tuned
 * the engine, read its question-reading code, nor ran it on these questions; committed on its own branch, to be
 * scored once, at the end of the session, as the final unseen score (it is not in HELDOUT_SETS, so the default
 * `--heldout` run leaves it out until it has been scored):
 *   npm run eval -- --heldout --sets=17   (add --counts-only for the first unseen score)
 * Classes of issue 36, each its own category in the report:
 *   hinglish         17  romanised Hindi as typed in chats (ki, ka, kitna, kitana, kitni, kiski, zyada, batao, dikhao,
 *                    dono, aur, iska, wali, jinka, sabse zyada, se zyada, se neeche, se upar, ke hisaab se, hissa,
 *                    stake, chal raha / chal rha, "aur X ka bhi batao", bhai / yaar, "h" for hai)
 *   shorthand        17  u, hv, n, r, wat, wats, abt, hw, pls, plz, thx, rn, bro, vs, w, mcap, div yld, hldg, d/e, cos,
 *                    "wat abt its ..."; run-together names (gardenreach, vrllogistics, astramicro, gulfoil)
 *   scoped rankings  21  a ranking, filter or "the Nth" inside a cut ("2nd biggest ... kaunsi", "of the 8 largest ...,
 *                    2 cheapest by pe", "top 10 ... mcap wise, inme ...", "biggest 6, then the one with ...", "4th
 *                    largest ...", "ranked by sales, top 15, and from those ...", "20 sabse bade ... me se", "which 3
 *                    of the 40 biggest ...", "who's at no. 3", "3rd number pe kaun", "ranked by roe, 2nd kaun", "top
 *                    100 ... mein jinka ...", "5 biggest by mcap - which one ...", whole-market cuts)
 *   set follow-ups   21  follow-ups over the previous answer's rows (inko ... lagao, sirf wo rakho jinka, which one,
 *                    inme se, order these, roce me top 3 kaun inme, jo ... sirf wo dikhao, top 2 of them, ab inme se
 *                    jinka, dono ki ... compare karo, unhe hata do, which of these, go back to the ... list (two turns
 *                    back), filter these, now only the 3 ... of them, arrange by ... ascending, inme se kiska (two
 *                    named companies), ... wali list me se (two turns back), sabse kamzor 3)
 *   standalone       15  questions asked inside a chat that name their companies and metric: answered on their own
 *                    (two name a company that was a row of the previous answer)
 *   and the smaller classes in their usual categories: returns 5 (a return named with no period, ETFs against ETFs, the
 *   Nifty 50's own return over 3 years, an index's worst movers, two Nifty 50 members over 2 years), clarifications 6
 *   (names shared by several listed companies, a pronoun with no earlier turn), refusals 5 (advice, a forecast, a
 *   price prediction, data the mirror does not hold, a multibagger request);
 *   107 in all, 39 with earlier turns.
 * Fresh companies and phrasings: not rewordings of heldout15-16 or issue 36's examples; the companies a question asks
 * about by name are ones no earlier set or tuning case names by symbol or name (beyond the returns class's Nifty 50
 * members, the only companies with a price history; its ETFs are fresh), and the industry cuts are ones heldout15-16
 * do not use: chemicals, steel - large and steel - medium / small (no earlier set names these three), sugar,
 * fertilizers, finance - housing, breweries & distilleries, bearings, paper, public and private sector banks, beside
 * the broad universes (every listing, Nifty 50, Nifty 500, large / mid / small caps).
 * Same builders and rules as heldout10 to heldout16: the SQL is the independent truth, composed from baseSql.ts's
 * BASE_CTE and caseBuilders only; companies are named by NSE symbol; an industry is matched by its exact name in the
 * catalogue; each rows case's SQL was run on the mirror database (2026-12-04, baseSql as it was then) and returned
 * non-empty rows without ties at its cut (and at the cut a ranking is taken within) or inside ordered rows, with no
 * missing value in a compared column and no value on a filter's threshold; questions whose truth hung on ties, missing
 * values or odd industry matches were reworded or replaced before commit; the engine was never asked.
 * Conventions of the earlier sets kept: "nifty" alone is the Nifty 50, "cheapest" / "sasta" / "lowest pe" picked as a
 * winner is by P/E (or the named ratio) among positive values, a name shared by several listed companies is asked
 * back about, a question naming no count shows 25 and one naming no order is compared as a set (the first 25 by
 * market cap); a cut is taken first (ties by symbol) and then ranked or filtered within it, missing values last; "the
 * Nth biggest" and "which one" are one row; an index's return is its own close series; ETF returns compare ETFs only
 * with ETFs; a return named with no period is the 1-year return; a follow-up's truth is the previous answer's rows
 * re-ranked or filtered, a filter keeping them as a set; "rank / sort / arrange them by X" with no direction ranks
 * highest first unless the question says lowest or ascending; "top N ... by X" is the N highest by X; "which of the two
 * / dono / inme se kiska" over two named companies shows both; "debt" is total debt in crores.
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
  PRIVATE_BANK,
  PSU_BANK,
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
const CHEMICALS = `industry = 'Chemicals'`;
const SUGAR = `industry = 'Sugar'`;
const FERTILIZERS = `industry = 'Fertilizers'`;
const STEEL_LARGE = `industry = 'Steel - Large'`;
const STEEL_SMALL = `industry = 'Steel - Medium / Small'`;
const HOUSING_FINANCE = `industry = 'Finance - Housing'`;
const BREWERIES = `industry = 'Breweries & Distilleries'`;
const BEARINGS = `industry = 'Bearings'`;
const PAPER = `industry = 'Paper'`;

export const HELDOUT_CASES: EvalCase[] = [
  ...inCategory('hinglish', [
    lookup('honasa consumer ki roe batao yaar', ['HONASA'], ['roe']),
    lookup('graphite india ka debt to equity kitna hai bhai', ['GRAPHITE'], ['debt_to_equity']),
    lookup('aether industries aur balaji amines me kiski opm zyada hai', ['AETHER', 'BALAMINES'], ['opm']),
    lookup('jbm auto me promoters ka kitna stake hai', ['JBMA'], ['promoter_holding']),
    lookup('dcb bank ka price to book kitna chal raha hai', ['DCBBANK'], ['pb']),
    lookup('sbfc finance ki book value kitni h', ['SBFC'], ['book_value']),
    lookup('cms info systems ka roce aur opm dono dikhao', ['CMSINFO'], ['roce', 'opm']),
    lookup('itdc ka market cap kitne crore hai', ['ITDC'], ['market_cap']),
    lookup('dodla dairy me dii ka hissa kitna hai', ['DODLA'], ['dii_holding']),
    lookup('hikal ki total sales kitni hai', ['HIKAL'], ['sales']),
    lookup('equitas small finance bank ka eps kya hai', ['EQUITASBNK'], ['eps']),
    lookup('garden reach shipbuilders ka pe kitana chal rha', ['GRSE'], ['pe']),
    screen('sugar wali companies me sabse zyada opm kiski hai', SUGAR, 'opm desc', 1, ['opm']),
    screen('fertiliser stocks ke top 8 div yield ke hisaab se, zyada se kam', FERTILIZERS, 'dividend_yield desc', 8, [
      'dividend_yield',
    ]),
    matching(
      'chemical cos jinka roe 20 se zyada aur d/e 0.2 se neeche hai',
      `${CHEMICALS} and roe > 20 and debt_to_equity < 0.2`,
      ['roe', 'debt_to_equity'],
    ),
    followUp(['juniper hotels ka pe'], lookup('iska pb kitna hai', ['JUNIPER'], ['pb'])),
    followUp(['sapphire foods ka roe'], lookup('aur tasty bite ka bhi batao', ['TASTYBITE'], ['roe'])),
  ]),
  ...inCategory('shorthand', [
    lookup('gardenreach mcap n roe plz', ['GRSE'], ['market_cap', 'roe']),
    lookup('wat r hikal roe n roce', ['HIKAL'], ['roe', 'roce']),
    lookup('abt firstsource d/e?', ['FSL'], ['debt_to_equity']),
    lookup('vrllogistics opm thx', ['VRLLOG'], ['opm']),
    lookup('u hv astramicro eps?', ['ASTRAMICRO'], ['eps']),
    lookup('tilaknagar n som distilleries pb', ['TI', 'SDBL'], ['pb']),
    lookup('gulfoil lubricants div yld rn', ['GULFOILLUB'], ['dividend_yield']),
    lookup('wats the roe of j&k bank', ['J&KBANK'], ['roe']),
    lookup('national fertilizers promoter hldg pls', ['NFL'], ['promoter_holding']),
    lookup('krbl pe n pb bro', ['KRBL'], ['pe', 'pb']),
    followUp(['lmw roe'], lookup('n wat abt its sales? thx', ['LMW'], ['sales'])),
    lookup('ptc industries vs alivus mcap', ['PTCIL', 'ALIVUS'], ['market_cap']),
    lookup('cohance fii n dii hldg', ['COHANCE'], ['fii_holding', 'dii_holding']),
    lookup('hw much debt does man industries hv', ['MANINDS'], ['debt']),
    screen('top 5 sugar cos by sales pls', SUGAR, 'sales desc', 5, ['sales']),
    matching(
      'smallcaps w roe > 30 n d/e < 0.05 n pe < 15',
      `${SMALL} and roe > 30 and debt_to_equity < 0.05 and pe > 0 and pe < 15`,
      ['roe', 'debt_to_equity', 'pe'],
    ),
    matching('largecaps w div yld > 3 n pe < 15 thx', `${LARGE} and dividend_yield > 3 and pe > 0 and pe < 15`, [
      'dividend_yield',
      'pe',
    ]),
  ]),
  ...inCategory('scoped rankings', [
    withinCut('2nd biggest chemical company kaunsi hai', biggest(CHEMICALS, 2), { by: BY_MCAP, limit: 1, offset: 1 }, [
      'market_cap',
    ]),
    withinCut(
      'of the 8 largest sugar stocks, 2 cheapest by pe',
      biggest(SUGAR, 8),
      { where: 'pe > 0', by: 'pe asc', limit: 2 },
      ['pe'],
    ),
    withinCut(
      'top 10 private banks mcap wise, inme roe sabse high kiska hai',
      biggest(PRIVATE_BANK, 10),
      { by: 'roe desc', limit: 1 },
      ['roe'],
    ),
    withinCut(
      'psu banks: biggest 6, then the one with the best roe',
      biggest(PSU_BANK, 6),
      { by: 'roe desc', limit: 1 },
      ['roe'],
    ),
    withinCut(
      '4th largest fertiliser company by market cap?',
      biggest(FERTILIZERS, 4),
      { by: BY_MCAP, limit: 1, offset: 3 },
      ['market_cap'],
    ),
    withinCut(
      'chemical cos ranked by sales, top 15, and from those the 3 with the best opm',
      topBy(CHEMICALS, 'sales desc', 15),
      { by: 'opm desc', limit: 3 },
      ['opm'],
    ),
    withinCut(
      '20 sabse bade nifty 500 stocks me se sabse kam fii holding wale 2',
      biggest(N500, 20),
      { by: 'fii_holding asc', limit: 2 },
      ['fii_holding'],
    ),
    withinCut(
      'which 3 of the 40 biggest listed companies have the lowest pb',
      biggest(ALL, 40),
      { where: 'pb > 0', by: 'pb asc', limit: 3 },
      ['pb'],
    ),
    withinCut(
      "smallcaps by roce - who's at no. 3",
      topBy(SMALL, 'roce desc', 3),
      { by: 'roce desc', limit: 1, offset: 2 },
      ['roce'],
    ),
    withinCut(
      'of the 10 most profitable midcaps, which ones trade below 12 pe',
      topBy(MID, 'net_profit desc', 10),
      { where: 'pe > 0 and pe < 12', by: 'net_profit desc', limit: 10 },
      ['pe'],
      false,
    ),
    withinCut(
      'steel - large cos: top 6 by sales, lowest d/e wala kaun',
      topBy(STEEL_LARGE, 'sales desc', 6),
      { by: 'debt_to_equity asc', limit: 1 },
      ['debt_to_equity'],
    ),
    withinCut(
      'housing finance cos me mcap ke hisaab se 3rd number pe kaun hai',
      biggest(HOUSING_FINANCE, 3),
      { by: BY_MCAP, limit: 1, offset: 2 },
      ['market_cap'],
    ),
    withinCut(
      'nifty top 20 by market cap, 4 highest div yld among them',
      biggest(N50, 20),
      { by: 'dividend_yield desc', limit: 4 },
      ['dividend_yield'],
    ),
    withinCut(
      'largecaps: top 30 by net profit, then only the ones with roe above 25',
      topBy(LARGE, 'net_profit desc', 30),
      { where: 'roe > 25', by: 'net_profit desc', limit: 30 },
      ['roe'],
      false,
    ),
    withinCut(
      'among the 5 biggest breweries & distilleries cos, who has the highest opm',
      biggest(BREWERIES, 5),
      { by: 'opm desc', limit: 1 },
      ['opm'],
    ),
    withinCut(
      'bearing makers ranked by roe, 2nd kaun',
      topBy(BEARINGS, 'roe desc', 2),
      { by: 'roe desc', limit: 1, offset: 1 },
      ['roe'],
    ),
    withinCut(
      'smallcap ke 20 sabse bade naam, unme pe ke hisaab se sabse saste 2',
      biggest(SMALL, 20),
      { where: 'pe > 0', by: 'pe asc', limit: 2 },
      ['pe'],
    ),
    withinCut(
      'of the 12 largest steel medium/small cos, the 3 with the highest promoter holding',
      biggest(STEEL_SMALL, 12),
      { by: 'promoter_holding desc', limit: 3 },
      ['promoter_holding'],
    ),
    withinCut(
      'top 100 companies by market cap mein jinka pb 1.4 se kam hai',
      biggest(ALL, 100),
      { where: 'pb > 0 and pb < 1.4', by: BY_MCAP, limit: 100 },
      ['pb'],
      false,
    ),
    withinCut(
      'top 10 midcaps by dividend yield, which 2 of them have the most fii holding',
      topBy(MID, 'dividend_yield desc', 10),
      { by: 'fii_holding desc', limit: 2 },
      ['fii_holding'],
    ),
    withinCut(
      'paper companies - 5 biggest by mcap - which one has the lowest pb',
      biggest(PAPER, 5),
      { where: 'pb > 0', by: 'pb asc', limit: 1 },
      ['pb'],
    ),
  ]),
  ...inCategory('set follow-ups', [
    followUp(
      ['top 8 chemical stocks by mcap'],
      withinCut('inko opm ke hisaab se lagao', biggest(CHEMICALS, 8), { by: 'opm desc', limit: 8 }, ['opm']),
    ),
    followUp(
      ['6 biggest sugar cos'],
      withinCut(
        'sirf wo rakho jinka opm 10 se upar hai',
        biggest(SUGAR, 6),
        { where: 'opm > 10', by: BY_MCAP, limit: 6 },
        ['opm'],
        false,
      ),
    ),
    followUp(
      ['top 10 private banks by mcap'],
      withinCut('which one has the lowest pb', biggest(PRIVATE_BANK, 10), { where: 'pb > 0', by: 'pb asc', limit: 1 }, [
        'pb',
      ]),
    ),
    followUp(
      ['fertiliser cos, top 7 by market cap'],
      withinCut(
        'inme se 2 sabse zyada div yld wale',
        biggest(FERTILIZERS, 7),
        { by: 'dividend_yield desc', limit: 2 },
        ['dividend_yield'],
      ),
    ),
    followUp(
      ['top 5 psu banks by mcap'],
      withinCut('order these by roe, lowest first', biggest(PSU_BANK, 5), { by: 'roe asc', limit: 5 }, ['roe']),
    ),
    followUp(
      ['top 12 chemical cos by sales'],
      withinCut('roce me top 3 kaun hai inme', topBy(CHEMICALS, 'sales desc', 12), { by: 'roce desc', limit: 3 }, [
        'roce',
      ]),
    ),
    followUp(
      ['top 15 midcaps by roe'],
      withinCut(
        'jo 25 pe se neeche hain sirf wo dikhao',
        topBy(MID, 'roe desc', 15),
        { where: 'pe > 0 and pe < 25', by: 'roe desc', limit: 15 },
        ['pe'],
        false,
      ),
    ),
    followUp(
      ['25 biggest smallcaps'],
      withinCut('top 2 of them by promoter holding', biggest(SMALL, 25), { by: 'promoter_holding desc', limit: 2 }, [
        'promoter_holding',
      ]),
    ),
    followUp(
      ['top 10 nifty 500 stocks by net profit', 'show their pb'],
      withinCut(
        'ab inme se jinka roe 15 se kam hai',
        topBy(N500, 'net_profit desc', 10),
        { where: 'roe < 15', by: 'net_profit desc', limit: 10 },
        ['roe'],
        false,
      ),
    ),
    followUp(
      ['vst tillers roe', 'aur nucleus software?'],
      lookup('dono ki opm compare karo', ['VSTTILLERS', 'NUCLEUS'], ['opm']),
    ),
    followUp(
      ['top 10 largecaps by div yld'],
      withinCut(
        'inme se sabse saste 2 by pe',
        topBy(LARGE, 'dividend_yield desc', 10),
        { where: 'pe > 0', by: 'pe asc', limit: 2 },
        ['pe'],
      ),
    ),
    followUp(
      ['top 12 steel medium/small cos by mcap'],
      withinCut(
        'jinka roe 8 se kam hai unhe hata do',
        biggest(STEEL_SMALL, 12),
        { where: 'roe >= 8', by: BY_MCAP, limit: 12 },
        ['roe'],
        false,
      ),
    ),
    followUp(
      ['top 10 housing finance cos by mcap', 'sort by roe'],
      withinCut('which of these has the highest pb', biggest(HOUSING_FINANCE, 10), { by: 'pb desc', limit: 1 }, ['pb']),
    ),
    followUp(
      ['5 biggest breweries & distilleries cos', 'krbl pe'],
      withinCut(
        'go back to the breweries list, lowest d/e kiska',
        biggest(BREWERIES, 5),
        { by: 'debt_to_equity asc', limit: 1 },
        ['debt_to_equity'],
      ),
    ),
    followUp(
      ['top 20 largecaps by roe'],
      withinCut(
        'filter these: fii holding 20% se zyada',
        topBy(LARGE, 'roe desc', 20),
        { where: 'fii_holding > 20', by: 'roe desc', limit: 20 },
        ['fii_holding'],
        false,
      ),
    ),
    followUp(
      ['top 8 sugar stocks by sales'],
      withinCut(
        'now only the 3 most profitable of them',
        topBy(SUGAR, 'sales desc', 8),
        { by: 'net_profit desc', limit: 3 },
        ['net_profit'],
      ),
    ),
    followUp(
      ['top 10 nifty 50 stocks by pe'],
      withinCut('arrange by market cap ascending', topBy(N50, 'pe desc', 10), { by: 'market_cap asc', limit: 10 }, [
        'market_cap',
      ]),
    ),
    followUp(
      ['balu forge pe', 'n mm forgings?'],
      lookup('inme se kiska d/e kam hai', ['BALUFORGE', 'MMFL'], ['debt_to_equity']),
    ),
    followUp(
      ['top 6 bearing cos by mcap'],
      withinCut('inme kiski opm sabse zyada hai', biggest(BEARINGS, 6), { by: 'opm desc', limit: 1 }, ['opm']),
    ),
    followUp(
      ['top 10 steel - large cos by mcap', 'lmw opm'],
      withinCut(
        'steel wali list me se biggest net profit kiska',
        biggest(STEEL_LARGE, 10),
        { by: 'net_profit desc', limit: 1 },
        ['net_profit'],
      ),
    ),
    followUp(
      ['top 10 smallcaps by sales'],
      withinCut('inme se roe me sabse kamzor 3', topBy(SMALL, 'sales desc', 10), { by: 'roe asc', limit: 3 }, ['roe']),
    ),
  ]),
  ...inCategory('standalone', [
    followUp(['top 5 chemical cos by mcap'], lookup('gsfc ka roe kitna hai', ['GSFC'], ['roe'])),
    followUp(['honasa pe'], lookup('bajaj consumer care ka pb', ['BAJAJCON'], ['pb'])),
    followUp(['itdc opm'], lookup('alembic pharmaceuticals dividend yield', ['APLLTD'], ['dividend_yield'])),
    followUp(['top 6 sugar stocks by mcap'], lookup('bajaj hindusthan sugar ka pb kitna hai', ['BAJAJHIND'], ['pb'])),
    followUp(
      ['top 10 private banks by mcap'],
      screen('3 biggest psu banks by net profit', PSU_BANK, 'net_profit desc', 3, ['net_profit']),
    ),
    followUp(['hikal roe', 'aur fdc?'], lookup('aurionpro vs black box pe', ['AURIONPRO', 'BBOX'], ['pe'])),
    followUp(['top 8 largecaps by roe'], matching('sugar stocks with opm above 15', `${SUGAR} and opm > 15`, ['opm'])),
    followUp(['jtl industries pb'], lookup('sunflag iron ka eps', ['SUNFLAG'], ['eps'])),
    followUp(['gipcl roe'], lookup('orchid pharma ki opm', ['ORCHPHARMA'], ['opm'])),
    followUp(
      ['top 5 midcaps by sales', 'sort by pe'],
      screen('top 5 midcaps by free cash flow', MID, 'free_cash_flow desc', 5, ['free_cash_flow']),
    ),
    followUp(['ashiana housing pe'], lookup('repco home finance ka market cap', ['REPCOHOME'], ['market_cap'])),
    followUp(
      ['top 10 housing finance stocks by mcap'],
      lookup('india shelter finance ka roce', ['INDIASHLTR'], ['roce']),
    ),
    followUp(['nucleus software pe'], lookup('datamatics roce', ['DATAMATICS'], ['roce'])),
    followUp(
      ['top 3 paper stocks by mcap'],
      history('ideaforge ki pichhle do saal ki sales dikhao', 'IDEAFORGE', 'annual', 2, SALES),
    ),
    followUp(['care ratings pe'], lookup('fineotex chemical ka d/e', ['FCL'], ['debt_to_equity'])),
  ]),
  ...inCategory('returns', [
    companyReturns('indusind bank ne kitna return diya', ['INDUSINDBK'], '1 year'),
    companyReturns('hdfcgold vs axisgold 3 saal ka return', ['HDFCGOLD', 'AXISGOLD'], '3 year'),
    indexReturn('nifty fifty ne 3 saal me kitna return diya', 'NIFTY 50', '3 year'),
    indexReturns('nifty 50 ke 4 sabse bade losers last 1 year', 'NIFTY 50', '1 year', 'asc', 4),
    companyReturns('techm n hdfc life 2 yr returns', ['TECHM', 'HDFCLIFE'], '2 year'),
  ]),
  ...inCategory('clarifications', [
    clarify('bombay ka pe kitna hai'),
    clarify('cholamandalam roe?'),
    clarify('waaree ka market cap batao'),
    clarify('swan ki opm kitni hai'),
    clarify('deccan pb plz'),
    clarify('uski sales kitni hai'),
  ]),
  ...inCategory('refusals', [
    refuse('chemical stocks abhi khareedne chahiye kya'),
    refuse('sugar sector ka 2027 outlook kya hai bhai'),
    refuse('dcb bank ka share agle mahine kahan tak jayega'),
    refuse('itdc ke hotels ki occupancy kitni hai'),
    refuse('koi multibagger batao jo 3 saal me 5x de'),
  ]),
];
