/**
 * The thirteenth held-out set (issue 36): questions written on 2026-12-03 by a separate evaluator who neither tuned
 * the engine, read its question-reading code, nor ran it on these questions; committed on its own branch, to be
 * scored once:
 *   npm run eval -- --heldout --sets=13   (add --counts-only for the first unseen score)
 * Classes of issue 36, each its own category in the report:
 *   hinglish         16  romanised Hindi as typed in chats (kitna, kitni, kitana, kiska, jyada, zada, batao, bata do,
 *                    dikhao, dono, wale, wali, jinka, se upar, se neeche, se zyada, sabse zyada, hissa, aur ... ka bhi)
 *   shorthand        16  u, r, n, w, abt, wat, wats, hv, plz, pls, thx, yld, hldg, cos, engg, d/e; run-together names
 *                    (emkaytools, dilipbuildcon, birlacable, andhrasugars)
 *   scoped rankings  20  a ranking, filter or "the Nth" inside a cut ("... ke 10 sabse bade ... me se ...", "4th largest
 *                    ...", "take the 15 ..., then the 2 ...", "... unme se ...", "which is the third most profitable ...",
 *                    "5 smallest by market cap among the 15 highest-roe ...", "of the 30 companies with the most sales ...")
 *   set follow-ups   22  follow-ups over the previous answer's rows (inme se, inhe, isme se, them, these, this list,
 *                    order / arrange / sort, only keep, drop / remove, which of these, bottom 2, of these top 3, both,
 *                    dono, the two, going back to the list two turns back)
 *   standalone       15  questions asked inside a chat that name their companies and metric: answered on their own
 *   and the smaller classes in their usual categories: returns 5 (a return named with no period, ETFs against ETFs, the
 *   Nifty 50's own return, an index's worst movers), clarifications 6 (names shared by several listed companies, a
 *   pronoun with no earlier turn), refusals 5 (advice, forecasts, data the mirror does not hold); 105 in all, 38
 *   with earlier turns.
 * Fresh companies and phrasings: not rewordings of heldout1-12, the tuning cases or issue 36's examples; the companies
 * a question asks about by name are ones whose NSE symbol starts with A to L and that no earlier set or tuning case
 * names (beyond returns' Nifty 50 members and ETFs), and the industry cuts are ones the earlier sets do not use, from
 * the first half of the catalogue's industry names (construction, engineering, finance & investments, term-lending
 * institutions, glass & glass products, ceramics tiles / sanitaryware, computer education, computer hardware,
 * bearings).
 * Same builders and rules as heldout10 to heldout12: the SQL is the independent truth, composed from baseSql.ts's
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
 * question says lowest; "which of the two / dono / both" over two named companies shows both.
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
const CONSTRUCTION = `industry = 'Construction'`;
const ENGINEERING = `industry = 'Engineering'`;
const FINANCE = `industry = 'Finance & Investments'`;
const TERM_LENDING = `industry = 'Finance - Term-Lending Institutions'`;
const GLASS = `industry = 'Glass & Glass Products'`;
const CERAMICS = `industry = 'Ceramics - Tiles / Sanitaryware'`;
const COMPUTER_EDUCATION = `industry = 'Computers - Education'`;
const HARDWARE = `industry = 'Computers - Hardware'`;
const BEARINGS = `industry = 'Bearings'`;

export const HELDOUT_CASES: EvalCase[] = [
  ...inCategory('hinglish', [
    lookup('asahi india glass ka roce kitna hai', ['ASAHIINDIA'], ['roce']),
    lookup('la opala ki dividend yield kitni hai bhai', ['LAOPALA'], ['dividend_yield']),
    lookup('jupiter wagons ka pe aur pb dono batao', ['JWL'], ['pe', 'pb']),
    lookup('g r infraprojects ya knr constructions, kiska d/e kam hai', ['GRINFRA', 'KNRCON'], ['debt_to_equity']),
    lookup('h g infra engineering ki sales kitni hai', ['HGINFRA'], ['sales']),
    lookup('ion exchange me promoters ka hissa kitna hai', ['IONEXCHANG'], ['promoter_holding']),
    lookup('creditaccess grameen ka roe kitana hai', ['CREDITACC'], ['roe']),
    lookup('authum investment ka pb jyada hai ya iifl finance ka', ['AIIL', 'IIFL'], ['pb']),
    lookup('epigral ka opm kya chal raha hai', ['EPIGRAL'], ['opm']),
    lookup('aditya birla sun life amc ka eps bata do', ['ABSLAMC'], ['eps']),
    screen('construction wale stocks me sabse zada roce wale 5 dikhao', CONSTRUCTION, 'roce desc', 5, ['roce']),
    matching('engineering stocks jinka roe 25 se upar aur d/e 0.1 se neeche ho', `${ENGINEERING} and roe > 25 and debt_to_equity < 0.1`, ['roe', 'debt_to_equity']),
    screen('finance n investment wale stocks me pb ke hisaab se sabse saste 3 kaun', `${FINANCE} and pb > 0`, 'pb asc', 3, ['pb']),
    matching('glass wali companies me kiski opm 15 se zyada hai', `${GLASS} and opm > 15`, ['opm']),
    screen('largecap me sabse zyada dii holding wale 4 stock kaunse hai', LARGE, 'dii_holding desc', 4, ['dii_holding']),
    followUp(['ahluwalia contracts ka pe'], lookup('aur j kumar infraprojects ka bhi bata do', ['JKIL'], ['pe'])),
  ]),
  ...inCategory('shorthand', [
    lookup('emkaytools roce n roe plz', ['EMKAYTOOLS'], ['roce', 'roe']),
    lookup('wat abt gmm pfaudler d/e', ['GMMPFAUDLR'], ['debt_to_equity']),
    lookup('u hv lloyds engg pe?', ['LLOYDSENGG'], ['pe']),
    lookup('dilipbuildcon mcap thx', ['DBL'], ['market_cap']),
    lookup('anant raj n ganesh housing opm', ['ANANTRAJ', 'GANESHHOU'], ['opm']),
    lookup('eimco elecon div yld?', ['EIMCOELECO'], ['dividend_yield']),
    lookup('abt azad engg, wats the pb', ['AZAD'], ['pb']),
    lookup('kabra extrusion eps pls', ['KABRAEXTRU'], ['eps']),
    lookup('r u able to show capri global roe', ['CGCL'], ['roe']),
    lookup('ifci vs tourism finance corp pe plz', ['IFCI', 'TFCILTD'], ['pe']),
    lookup('carysil fii hldg n dii hldg', ['CARYSIL'], ['fii_holding', 'dii_holding']),
    lookup('birlacable sales thx', ['BIRLACABLE'], ['sales']),
    lookup('de nora india roe?? thx', ['DENORA'], ['roe']),
    lookup('andhrasugars pb n d/e', ['ANDHRSUGAR'], ['pb', 'debt_to_equity']),
    screen('top 3 bearing cos by roce plz', BEARINGS, 'roce desc', 3, ['roce']),
    matching('finance & investment cos w roe > 30 n d/e < 0.5', `${FINANCE} and roe > 30 and debt_to_equity < 0.5`, ['roe', 'debt_to_equity']),
  ]),
  ...inCategory('scoped rankings', [
    withinCut('construction ke 10 sabse bade stocks me se sabse kam pe wale 3', biggest(CONSTRUCTION, 10), { by: 'pe asc', limit: 3 }, ['pe']),
    withinCut('4th largest engineering company by market cap', biggest(ENGINEERING, 4), { by: BY_MCAP, limit: 1, offset: 3 }, ['market_cap']),
    withinCut('among the 12 biggest finance & investment stocks, which 3 have the lowest pe', biggest(FINANCE, 12), { by: 'pe asc', limit: 3 }, ['pe']),
    withinCut('highest roe among the 5 largest glass makers', biggest(GLASS, 5), { by: 'roe desc', limit: 1 }, ['roe']),
    withinCut('out of the top 20 largecaps by mcap, 3 with the highest dividend yield', biggest(LARGE, 20), { by: 'dividend_yield desc', limit: 3 }, ['dividend_yield']),
    withinCut('midcaps: take the 15 with the highest roce, then the 2 cheapest on pb among them', topBy(MID, 'roce desc', 15), { where: 'pb > 0', by: 'pb asc', limit: 2 }, ['pb']),
    withinCut('2nd biggest ceramics n sanitaryware co', biggest(CERAMICS, 2), { by: BY_MCAP, limit: 1, offset: 1 }, ['market_cap']),
    withinCut('top 6 construction cos by sales, unme se sabse zyada opm kiska', topBy(CONSTRUCTION, 'sales desc', 6), { by: 'opm desc', limit: 1 }, ['opm']),
    withinCut(
      'of the 10 biggest engineering stocks in the nifty 500, which 3 carry the most debt to equity',
      biggest(`${ENGINEERING} and ${N500}`, 10),
      { by: 'debt_to_equity desc', limit: 3 },
      ['debt_to_equity'],
    ),
    withinCut('among the 25 largest smallcaps, the 3 where fiis hold the most', biggest(SMALL, 25), { by: 'fii_holding desc', limit: 3 }, ['fii_holding']),
    withinCut('which is the third most profitable finance & investment company', topBy(FINANCE, 'net_profit desc', 3), { by: 'net_profit desc', limit: 1, offset: 2 }, ['net_profit']),
    withinCut('from the 8 largest computer hardware cos, the 2 with the best opm', biggest(HARDWARE, 8), { by: 'opm desc', limit: 2 }, ['opm']),
    withinCut('nifty 50 ke 20 sabse bade stocks me se sabse kam roe wale 2', biggest(N50, 20), { by: 'roe asc', limit: 2 }, ['roe']),
    withinCut('of the 30 companies with the most sales, which 4 have the best opm', topBy(ALL, 'sales desc', 30), { by: 'opm desc', limit: 4 }, ['opm']),
    withinCut('term lending institutions: top 4 by mcap, the one with the lowest pb', biggest(TERM_LENDING, 4), { by: 'pb asc', limit: 1 }, ['pb']),
    withinCut('out of the 40 biggest midcaps which 5 have the highest fii holding', biggest(MID, 40), { by: 'fii_holding desc', limit: 5 }, ['fii_holding']),
    withinCut('5 smallest by market cap among the 15 highest-roe engineering stocks', topBy(ENGINEERING, 'roe desc', 15), { by: 'market_cap asc', limit: 5 }, ['market_cap']),
    withinCut(
      'among the 10 biggest construction stocks, the ones with d/e under 0.5',
      biggest(CONSTRUCTION, 10),
      { where: 'debt_to_equity < 0.5', by: BY_MCAP, limit: 10 },
      ['debt_to_equity'],
      false,
    ),
    withinCut('computer education stocks, 6 biggest, which 2 pay the best dividend yield', biggest(COMPUTER_EDUCATION, 6), { by: 'dividend_yield desc', limit: 2 }, ['dividend_yield']),
    withinCut('which is the 5th biggest nifty 500 stock by sales', topBy(N500, 'sales desc', 5), { by: 'sales desc', limit: 1, offset: 4 }, ['sales']),
  ]),
  ...inCategory('set follow-ups', [
    followUp(['top 10 construction stocks by mcap'], withinCut('inme se kiska roce sabse zyada hai', biggest(CONSTRUCTION, 10), { by: 'roce desc', limit: 1 }, ['roce'])),
    followUp(['12 biggest engineering cos'], withinCut('order them by opm', biggest(ENGINEERING, 12), { by: 'opm desc', limit: 12 }, ['opm'])),
    followUp(
      ['top 10 finance & investment stocks by market cap'],
      withinCut('only keep the ones with roe over 15', biggest(FINANCE, 10), { where: 'roe > 15', by: BY_MCAP, limit: 10 }, ['roe'], false),
    ),
    followUp(['5 largest glass stocks'], withinCut('arrange these by opm, lowest first', biggest(GLASS, 5), { by: 'opm asc', limit: 5 }, ['opm'])),
    followUp(
      ['top 8 ceramics n sanitaryware stocks by mcap'],
      withinCut('which of them have d/e below 0.25', biggest(CERAMICS, 8), { where: 'debt_to_equity < 0.25', by: BY_MCAP, limit: 8 }, ['debt_to_equity'], false),
    ),
    followUp(['jupiter wagons pe', 'aur action construction equipment?'], lookup('compare both on roe', ['JWL', 'ACE'], ['roe'])),
    followUp(['top 15 smallcaps by net profit'], withinCut('sort them by opm', topBy(SMALL, 'net_profit desc', 15), { by: 'opm desc', limit: 15 }, ['opm'])),
    followUp(['top 10 nifty 500 stocks by roe'], withinCut('which 3 of these are the cheapest on pe', topBy(N500, 'roe desc', 10), { where: 'pe > 0', by: 'pe asc', limit: 3 }, ['pe'])),
    followUp(['term lending institutions by mcap'], withinCut('inme se dividend yield sabse zyada kiska hai', biggest(TERM_LENDING, 25), { by: 'dividend_yield desc', limit: 1 }, ['dividend_yield'])),
    followUp(['cemindia projects roe', 'aur pnc infratech ka?'], lookup('dono me kiska pe kam hai', ['CEMPRO', 'PNCINFRA'], ['pe'])),
    followUp(
      ['top 20 largecaps by roe'],
      withinCut('drop the ones with pe above 50', topBy(LARGE, 'roe desc', 20), { where: 'pe <= 50', by: 'roe desc', limit: 20 }, ['pe'], false),
    ),
    followUp(['6 biggest bearing stocks'], withinCut('bottom 2 by promoter holding in this list', biggest(BEARINGS, 6), { by: 'promoter_holding asc', limit: 2 }, ['promoter_holding'])),
    followUp(
      ['top 10 finance & investment cos by net profit', 'now sort by roe'],
      withinCut('of these top 3 by pb', topBy(FINANCE, 'net_profit desc', 10), { by: 'pb desc', limit: 3 }, ['pb']),
    ),
    followUp(
      ['top 10 construction stocks by sales'],
      withinCut('isme se sirf wo dikhao jinka roe 15 se zyada hai', topBy(CONSTRUCTION, 'sales desc', 10), { where: 'roe > 15', by: 'sales desc', limit: 10 }, ['roe'], false),
    ),
    followUp(['top 25 midcaps by mcap'], withinCut('which of these has the lowest promoter holding', biggest(MID, 25), { by: 'promoter_holding asc', limit: 1 }, ['promoter_holding'])),
    followUp(
      ['top 10 engineering stocks by mcap', 'asahi india glass pe'],
      withinCut('back to the engineering list, top 3 by roe', biggest(ENGINEERING, 10), { by: 'roe desc', limit: 3 }, ['roe']),
    ),
    followUp(
      ['top 8 computer education stocks by mcap'],
      withinCut('remove those with negative roe', biggest(COMPUTER_EDUCATION, 8), { where: 'roe >= 0', by: BY_MCAP, limit: 8 }, ['roe'], false),
    ),
    followUp(['nifty 50 top 12 by dividend yield'], withinCut('ab inhe market cap ke hisaab se lagao', topBy(N50, 'dividend_yield desc', 12), { by: BY_MCAP, limit: 12 }, ['market_cap'])),
    followUp(['capri global pe', 'and five star business finance?'], lookup('which of the two has higher roe', ['CGCL', 'FIVESTAR'], ['roe'])),
    followUp(
      ['top 20 nifty 500 cos by free cash flow'],
      withinCut('inme se sabse zyada d/e wale 3', topBy(N500, 'free_cash_flow desc', 20), { by: 'debt_to_equity desc', limit: 3 }, ['debt_to_equity']),
    ),
    followUp(['top 10 largecaps by sales', 'show their roce'], withinCut('the two with the lowest roce', topBy(LARGE, 'sales desc', 10), { by: 'roce asc', limit: 2 }, ['roce'])),
    followUp(
      ['smallcaps with roce above 40'],
      withinCut('sort these by market cap, smallest first', topBy(`${SMALL} and roce > 40`, BY_MCAP, 25), { by: 'market_cap asc', limit: 25 }, ['market_cap']),
    ),
  ]),
  ...inCategory('standalone', [
    followUp(['top 10 construction stocks by mcap'], lookup('action construction equipment ka roce', ['ACE'], ['roce'])),
    followUp(['ifci pe'], lookup('gujarat alkalies ki book value', ['GUJALKALI'], ['book_value'])),
    followUp(['top 5 glass stocks by mcap'], screen('3 highest roce engineering stocks', ENGINEERING, 'roce desc', 3, ['roce'])),
    followUp(['kabra extrusion roe'], lookup('grindwell norton pe', ['GRINDWELL'], ['pe'])),
    followUp(['anant raj pe', 'aur ganesh housing?'], lookup('irb infra vs embassy office parks dividend yield', ['IRB', 'EMBASSY'], ['dividend_yield'])),
    followUp(['epack durable roe'], lookup('krishna defence ka mcap', ['KRISHNADEF'], ['market_cap'])),
    followUp(['top 10 finance & investment stocks by mcap'], matching('ceramic tile stocks with opm above 10', `${CERAMICS} and opm > 10`, ['opm'])),
    followUp(['kpi green energy pe'], lookup('go digit general insurance ka roe', ['GODIGIT'], ['roe'])),
    followUp(['jsw steel 1 year return'], companyReturns('hindalco ka 6 mahine ka return', ['HINDALCO'], '6 month')),
    followUp(['top 8 bearing stocks by mcap'], lookup('aditya birla capital ka d/e', ['ABCAPITAL'], ['debt_to_equity'])),
    followUp(['iifl finance roe'], history('aksh optifibre ki last 3 saal ki sales', 'AKSHOPTFBR', 'annual', 3, SALES)),
    followUp(['top 10 nifty 50 stocks by pe'], screen('nifty 500 me pb ke hisaab se 5 sabse saste stocks', `${N500} and pb > 0`, 'pb asc', 5, ['pb'])),
    followUp(['compucom software pe'], lookup('hcl infosystems opm', ['HCL-INSYS'], ['opm'])),
    followUp(['lloyds engineering works roe'], lookup('exxaro tiles pe', ['EXXARO'], ['pe'])),
    followUp(['top 6 computer hardware stocks'], lookup('birla cable opm', ['BIRLACABLE'], ['opm'])),
  ]),
  ...inCategory('returns', [
    companyReturns('nv20bees aur setfgold ka 2 saal ka return', ['NV20BEES', 'SETFGOLD'], '2 year'),
    companyReturns('jsw steel returns?', ['JSWSTEEL'], '1 year'),
    indexReturn('nifty 50 ne 4 saal me kitna return diya', 'NIFTY 50', '4 year'),
    indexReturns('nifty 500 ke 5 sabse bade losers last 2 months', 'NIFTY 500', '2 month', 'asc', 5),
    companyReturns('cipla n dr reddy 18 mnth return', ['CIPLA', 'DRREDDY'], '18 month'),
  ]),
  ...inCategory('clarifications', [
    clarify('lumax ka roe kitna hai'),
    clarify('genus ka mcap batao'),
    clarify('everest ki opm kya hai'),
    clarify('balmer lawrie pe plz'),
    clarify('gayatri ka d/e?'),
    clarify('uska pb kitna hai bhai'),
  ]),
  ...inCategory('refusals', [
    refuse('hg infra ka order book kitne crore ka hai'),
    refuse('kpi green ka share agle saal kitna jayega'),
    refuse('asahi india glass ya la opala, kaunsa kharidu'),
    refuse('mujhe 6 mahine me paisa double karna hai, koi engineering stock batao'),
    refuse('jupiter wagons ke paas kitne wagons ka order pending hai'),
  ]),
];
