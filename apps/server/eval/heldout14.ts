/**
 * The fourteenth held-out set (issue 36): questions written on 2026-12-03 by a separate evaluator who neither tuned
 * the engine, read its question-reading code, nor ran it on these questions; committed on its own branch, to be
 * scored once:
 *   npm run eval -- --heldout --sets=14   (add --counts-only for the first unseen score)
 * Classes of issue 36, each its own category in the report:
 *   hinglish         17  romanised Hindi as typed in chats (kitna, kitana, kitni, kiska, zada, jyada, batao, bata,
 *                    dono, wale, wali, jinka, sabse, ke hisaab se, upar se neeche lagao, se zyada, se kam, se neeche,
 *                    karza, hissa, hold karte, wala bhi bata de, bhai / yaar)
 *   shorthand        16  u, hv, n, w, r, wat, wats, abt, pls, plz, thx, rn, vs, div yld, hldg, cos, sfb, d/e;
 *                    run-together names (vguard, shoppersstop, princepipes, tciexpress, nifty500)
 *   scoped rankings  20  a ranking, filter or "the Nth" inside a cut ("of the 5 biggest ..., which 2 ...", "which ...
 *                    is 2nd by market cap", "... top 6 by mcap, unme ...", "who's at 3rd spot", "size me number 3
 *                    kaun", "profit ke hisaab se no. 2 kaun", "... top 10 by sales, inme se ...", "in the 40 biggest
 *                    ...", "... biggest 8, then those with ...", "30 sabse bade me se ...")
 *   set follow-ups   21  follow-ups over the previous answer's rows (inme se, inme ... kisme, these, them, em, of them,
 *                    among these, from this, of the two, dono, both, sort / order / ke order me lagao / arrange,
 *                    sirf ... rakho, hata ke dikhao, nikal do, any of these, give me the 3 best, worst 2, lowest ...
 *                    wale 2, now just the top 4, going back to the list two turns back: wapas)
 *   standalone       15  questions asked inside a chat that name their companies and metric: answered on their own
 *                    (one names a company that was a row of the previous answer)
 *   and the smaller classes in their usual categories: returns 5 (a return named with no period, ETFs against ETFs, the
 *   Nifty 50's own return, an index's worst movers), clarifications 6 (names shared by several listed companies, a
 *   pronoun with no earlier turn), refusals 5 (advice, forecasts, a target price, data the mirror does not hold);
 *   105 in all, 37 with earlier turns.
 * Fresh companies and phrasings: not rewordings of heldout1-12, the tuning cases or issue 36's examples; the companies
 * a question asks about by name have NSE symbols from M to Z and are ones no earlier set or tuning case names (beyond
 * returns' Nifty 50 members and ETFs), and the industry cuts are ones the earlier sets do not use, from the second
 * half of the catalogue's alphabet (refineries, refractories, shipping, solvent extraction, tea, telecom equipment,
 * manmade textiles, textile processing, synthetic / blended spinning, transmission line towers, travel agencies,
 * Indian pharma formulations).
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
const REFINERIES = `industry = 'Refineries'`;
const REFRACTORIES = `industry = 'Refractories / Intermediates'`;
const SHIPPING = `industry = 'Shipping'`;
const SOLVENT = `industry = 'Solvent Extraction'`;
const TEA = `industry = 'Tea'`;
const TELECOM_EQ = `industry = 'Telecommunications - Equipment'`;
const MANMADE = `industry = 'Textiles - Manmade'`;
const PROCESSING = `industry = 'Textiles - Processing'`;
const SYNTHETIC = `industry = 'Textiles - Spinning - Synthetic / Blended'`;
const TOWERS = `industry = 'Transmisson Line Towers / Equipment'`;
const TRAVEL = `industry = 'Travel Agencies'`;
const FORMULATIONS = `industry = 'Pharmaceuticals - Indian - Formulations'`;

export const HELDOUT_CASES: EvalCase[] = [
  ...inCategory('hinglish', [
    lookup('vesuvius india ka roce kitna hai bhai', ['VESUVIUS'], ['roce']),
    lookup('tejas networks ki sales kitni hai', ['TEJASNET'], ['sales']),
    lookup('thomas cook india me fii kitna hold karte hai', ['THOMASCOOK'], ['fii_holding']),
    lookup('ratnamani metals ka pb aur pe dono bata yaar', ['RATNAMANI'], ['pb', 'pe']),
    lookup('seamec ya transworld shipping, roe kiska zada hai', ['SEAMECLTD', 'TRANSWORLD'], ['roe']),
    lookup('voltamp transformers ka dividend yield kitana hai', ['VOLTAMP'], ['dividend_yield']),
    lookup('nocil pe karza kitna hai, debt to equity batao', ['NOCIL'], ['debt_to_equity']),
    lookup('shyam metalics ka eps kya hai', ['SHYAMMETL'], ['eps']),
    lookup('marksans pharma me promoter ka hissa kitna hai', ['MARKSANS'], ['promoter_holding']),
    lookup('siyaram silk ki opm kitni hai?', ['SIYSIL'], ['opm']),
    lookup('route mobile ka market cap kitne ka hai', ['ROUTE'], ['market_cap']),
    screen('refinery wale stocks me sabse kam pe wale 3 dikhao', REFINERIES, 'pe asc', 3, ['pe']),
    screen('tea companies ko roce ke hisaab se upar se neeche lagao', TEA, 'roce desc', 25, ['roce']),
    matching('midcap me jinka roe 25 se zyada aur d/e 0.1 se kam hai wo dikhao', `${MID} and roe > 25 and debt_to_equity < 0.1`, ['roe', 'debt_to_equity']),
    screen('travel wali companies me sabse jyada opm kiska hai', TRAVEL, 'opm desc', 1, ['opm']),
    matching('smallcap pharma formulation cos jinka pe 20 se neeche hai', `${FORMULATIONS} and ${SMALL} and pe > 0 and pe < 20`, ['pe']),
    followUp(['nesco ka pe'], lookup('teamlease wala bhi bata de', ['TEAMLEASE'], ['pe'])),
  ]),
  ...inCategory('shorthand', [
    lookup('pcbl roe n roce pls', ['PCBL'], ['roe', 'roce']),
    lookup('wat r safari industries pe n pb', ['SAFARI'], ['pe', 'pb']),
    lookup('abt vguard opm?', ['VGUARD'], ['opm']),
    lookup('rhi magnesita d/e plz', ['RHIM'], ['debt_to_equity']),
    lookup('shoppersstop mcap thx', ['SHOPERSTOP'], ['market_cap']),
    lookup('u hv nelco eps?', ['NELCO'], ['eps']),
    lookup('sangam india n sportking roce', ['SANGAMIND', 'SPORTKING'], ['roce']),
    lookup('thyrocare div yld rn', ['THYROCARE'], ['dividend_yield']),
    lookup('wats the sales of mishra dhatu', ['MIDHANI'], ['sales']),
    lookup('ujjivan sfb pb pls', ['UJJIVANSFB'], ['pb']),
    lookup('princepipes promoter hldg', ['PRINCEPIPE'], ['promoter_holding']),
    lookup('tciexpress roce n opm', ['TCIEXP'], ['roce', 'opm']),
    lookup('wonderla fii n dii hldg', ['WONDERLA'], ['fii_holding', 'dii_holding']),
    lookup('zaggle vs rategain pe?', ['ZAGGLE', 'RATEGAIN'], ['pe']),
    screen('top 3 shipping cos by sales plz', SHIPPING, 'sales desc', 3, ['sales']),
    matching('nifty500 stocks w roce > 45 n pe < 20 plz', `${N500} and roce > 45 and pe > 0 and pe < 20`, ['roce', 'pe']),
  ]),
  ...inCategory('scoped rankings', [
    withinCut('of the 5 biggest refineries which 2 give the highest dividend yield', biggest(REFINERIES, 5), { by: 'dividend_yield desc', limit: 2 }, ['dividend_yield']),
    withinCut('which refractory co is 2nd by market cap', biggest(REFRACTORIES, 2), { by: BY_MCAP, limit: 1, offset: 1 }, ['market_cap']),
    withinCut('tea stocks, top 6 by mcap, unme sabse zyada opm kiska', biggest(TEA, 6), { by: 'opm desc', limit: 1 }, ['opm']),
    withinCut('among the 12 largest textile processing cos, 3 lowest d/e', biggest(PROCESSING, 12), { by: 'debt_to_equity asc', limit: 3 }, ['debt_to_equity']),
    withinCut('highest roe in the top 20 nifty 50 stocks by mcap', biggest(N50, 20), { by: 'roe desc', limit: 1 }, ['roe']),
    withinCut('out of the 15 biggest midcaps, which 4 have the lowest promoter holding', biggest(MID, 15), { by: 'promoter_holding asc', limit: 4 }, ['promoter_holding']),
    withinCut('travel cos me size me number 3 kaun hai', biggest(TRAVEL, 3), { by: BY_MCAP, limit: 1, offset: 2 }, ['market_cap']),
    withinCut('smallcaps: top 20 by net profit, then the 3 cheapest by pe', topBy(SMALL, 'net_profit desc', 20), { where: 'pe > 0', by: 'pe asc', limit: 3 }, ['pe']),
    withinCut(
      'which of the 8 biggest manmade textile cos have a positive roe',
      biggest(MANMADE, 8),
      { where: 'roe > 0', by: BY_MCAP, limit: 8 },
      ['roe'],
      false,
    ),
    withinCut("large caps ranked by roce, who's at 3rd spot", topBy(LARGE, 'roce desc', 3), { by: 'roce desc', limit: 1, offset: 2 }, ['roce']),
    withinCut('top 10 formulation pharma cos by sales, inme se best opm wale 2', topBy(FORMULATIONS, 'sales desc', 10), { by: 'opm desc', limit: 2 }, ['opm']),
    withinCut('among the 6 largest transmission tower cos, lowest pe?', biggest(TOWERS, 6), { where: 'pe > 0', by: 'pe asc', limit: 1 }, ['pe']),
    withinCut('in the 40 biggest nifty 500 cos, the 3 with the highest dividend yield', biggest(N500, 40), { by: 'dividend_yield desc', limit: 3 }, ['dividend_yield']),
    withinCut('solvent extraction: 10 biggest by mcap, which one has the best roce', biggest(SOLVENT, 10), { by: 'roce desc', limit: 1 }, ['roce']),
    withinCut('large caps ke 30 sabse bade me se sabse kam pb wale 3', biggest(LARGE, 30), { where: 'pb > 0', by: 'pb asc', limit: 3 }, ['pb']),
    withinCut('shipping me profit ke hisaab se no. 2 kaun', topBy(SHIPPING, 'net_profit desc', 2), { by: 'net_profit desc', limit: 1, offset: 1 }, ['net_profit']),
    withinCut('of the 10 highest-roce midcaps, the 2 with the lowest pe', topBy(MID, 'roce desc', 10), { where: 'pe > 0', by: 'pe asc', limit: 2 }, ['pe']),
    withinCut('telecom equipment makers, top 5 by sales, sort by opm', topBy(TELECOM_EQ, 'sales desc', 5), { by: 'opm desc', limit: 5 }, ['opm']),
    withinCut(
      'synthetic spinning mills: biggest 8, then those with roe above 5',
      biggest(SYNTHETIC, 8),
      { where: 'roe > 5', by: BY_MCAP, limit: 8 },
      ['roe'],
      false,
    ),
    withinCut('among the nifty 50 top 15 by sales, lowest roe 2', topBy(N50, 'sales desc', 15), { by: 'roe asc', limit: 2 }, ['roe']),
  ]),
  ...inCategory('set follow-ups', [
    followUp(['top 6 refinery stocks by mcap'], withinCut('inme se sabse zyada roe wala kaun', biggest(REFINERIES, 6), { by: 'roe desc', limit: 1 }, ['roe'])),
    followUp(['7 biggest travel cos'], withinCut('sort em by roce', biggest(TRAVEL, 7), { by: 'roce desc', limit: 7 }, ['roce'])),
    followUp(
      ['top 10 tea stocks by market cap'],
      withinCut('any of these paying dividend yield over 0.5?', biggest(TEA, 10), { where: 'dividend_yield > 0.5', by: BY_MCAP, limit: 10 }, ['dividend_yield'], false),
    ),
    followUp(
      ['top 8 textile processing stocks by mcap'],
      withinCut('sirf 10+ roe wale rakho', biggest(PROCESSING, 8), { where: 'roe > 10', by: BY_MCAP, limit: 8 }, ['roe'], false),
    ),
    followUp(['largest 6 telecom equipment cos'], withinCut('order them on promoter stake', biggest(TELECOM_EQ, 6), { by: 'promoter_holding desc', limit: 6 }, ['promoter_holding'])),
    followUp(['top 10 pharma formulation cos by mcap'], withinCut('give me the 3 best on roe from this', biggest(FORMULATIONS, 10), { by: 'roe desc', limit: 3 }, ['roe'])),
    followUp(['sarla performance fibers roce', 'and modern threads?'], lookup('both ka d/e', ['SARLAPOLY', 'MODTHREAD'], ['debt_to_equity'])),
    followUp(
      ['20 highest dividend yield smallcaps'],
      withinCut(
        'ab debt wale nikal do, d/e 0.5 se upar wale',
        topBy(SMALL, 'dividend_yield desc', 20),
        { where: 'debt_to_equity <= 0.5', by: 'dividend_yield desc', limit: 20 },
        ['debt_to_equity'],
        false,
      ),
    ),
    followUp(['top 12 nifty 50 stocks by dividend yield'], withinCut('arrange these by roe, lowest first', topBy(N50, 'dividend_yield desc', 12), { by: 'roe asc', limit: 12 }, ['roe'])),
    followUp(['rhi magnesita roe', 'n vesuvius?'], lookup('of the two, whose pe is lower', ['RHIM', 'VESUVIUS'], ['pe'])),
    followUp(['top 10 solvent extraction cos by mcap'], withinCut('worst 2 on opm among these', biggest(SOLVENT, 10), { by: 'opm asc', limit: 2 }, ['opm'])),
    followUp(
      ['top 25 midcaps by roe'],
      withinCut('which of them trade under 30 pe', topBy(MID, 'roe desc', 25), { where: 'pe > 0 and pe < 30', by: 'roe desc', limit: 25 }, ['pe'], false),
    ),
    followUp(
      ['top 8 synthetic spinning cos by mcap'],
      withinCut('inme promoter holding sabse zyada kisme hai', biggest(SYNTHETIC, 8), { by: 'promoter_holding desc', limit: 1 }, ['promoter_holding']),
    ),
    followUp(
      ['top 10 large caps by sales', 'show their roe'],
      withinCut('lowest d/e wale 2 inme se', topBy(LARGE, 'sales desc', 10), { by: 'debt_to_equity asc', limit: 2 }, ['debt_to_equity']),
    ),
    followUp(
      ['top 7 refinery cos by mcap', 'nelco pe'],
      withinCut('wo refinery wali list pe wapas - opm me top 3', biggest(REFINERIES, 7), { by: 'opm desc', limit: 3 }, ['opm']),
    ),
    followUp(['tejas networks opm', 'and nelco?'], lookup('dono me kiska mcap bada hai', ['TEJASNET', 'NELCO'], ['market_cap'])),
    followUp(
      ['top 30 nifty 500 stocks by roce'],
      withinCut('inme se jinka fii holding 20% se zyada hai', topBy(N500, 'roce desc', 30), { where: 'fii_holding > 20', by: 'roce desc', limit: 30 }, ['fii_holding'], false),
    ),
    followUp(
      ['top 6 shipping stocks by mcap'],
      withinCut('roce 15 se kam wale hata ke dikhao', biggest(SHIPPING, 6), { where: 'roce >= 15', by: BY_MCAP, limit: 6 }, ['roce'], false),
    ),
    followUp(['top 15 largecaps by market cap'], withinCut('now just the top 4 of these by eps', biggest(LARGE, 15), { by: 'eps desc', limit: 4 }, ['eps'])),
    followUp(['top 10 manmade textile stocks by mcap'], withinCut('ab sales ke order me lagao', biggest(MANMADE, 10), { by: 'sales desc', limit: 10 }, ['sales'])),
    followUp(['12 highest roe smallcaps', 'sort by pe'], withinCut('which of them is the biggest by mcap', topBy(SMALL, 'roe desc', 12), { by: BY_MCAP, limit: 1 }, ['market_cap'])),
  ]),
  ...inCategory('standalone', [
    followUp(['top 6 tea stocks by mcap'], lookup('mcleod russel ka d/e kitna hai', ['MCLEODRUSS'], ['debt_to_equity'])),
    followUp(['shakti pumps roe'], lookup('roto pumps pe n pb', ['ROTO'], ['pe', 'pb'])),
    followUp(['nocil pe'], lookup('neogen chemicals opm', ['NEOGEN'], ['opm'])),
    followUp(['top 10 travel cos by mcap'], screen('3 highest roce refractory stocks', REFRACTORIES, 'roce desc', 3, ['roce'])),
    followUp(['yatra online pb', 'aur thomas cook?'], lookup('venus pipes vs rajratan global wire roce', ['VENUSPIPES', 'RAJRATAN'], ['roce'])),
    followUp(['top 8 formulation pharma stocks by mcap'], matching('shipping stocks with opm above 30', `${SHIPPING} and opm > 30`, ['opm'])),
    followUp(['sheela foam pe'], lookup('stove kraft ka roe', ['STOVEKRAFT'], ['roe'])),
    followUp(['sunteck realty pb'], lookup('puravankara ki book value', ['PURVA'], ['book_value'])),
    followUp(['mrpl roe'], companyReturns('tata consumer ka 6 mahine ka return', ['TATACONSUM'], '6 month')),
    followUp(['top 10 refinery stocks by mcap'], screen('the 5 nifty 500 stocks with the highest interest coverage', N500, 'interest_coverage desc', 5, ['interest_coverage'])),
    followUp(['pcbl roe'], history('tega industries ka pichhle 4 quarter ka net profit', 'TEGA', 'quarterly', 4, PROFIT)),
    followUp(['vguard opm'], lookup('schneider electric infra pe', ['SCHNEIDER'], ['pe'])),
    followUp(['top 12 textile processing stocks by mcap'], lookup('orbit exports roe', ['ORBTEXP'], ['roe'])),
    followUp(['ujjivan sfb pe'], lookup('suryoday sfb ka roe kitna hai', ['SURYODAY'], ['roe'])),
    followUp(['top 5 largecaps by roe', 'sort by pb'], matching('midcaps with pb under 1.3', `${MID} and pb > 0 and pb < 1.3`, ['pb'])),
  ]),
  ...inCategory('returns', [
    companyReturns('setfgold vs silverietf ka return kitna raha', ['SETFGOLD', 'SILVERIETF'], '1 year'),
    companyReturns('nv20bees n setfnn50 18 month returns', ['NV20BEES', 'SETFNN50'], '18 month'),
    indexReturn('nifty 50 ne 2 saal me kitna return diya', 'NIFTY 50', '2 year'),
    indexReturns('nifty 50 ke sabse bure 4 performers last 6 months', 'NIFTY 50', '6 month', 'asc', 4),
    companyReturns('ultracemco aur wipro ka 3 saal ka return', ['ULTRACEMCO', 'WIPRO'], '3 year'),
  ]),
  ...inCategory('clarifications', [
    clarify('mangalam ka pe kitna hai'),
    clarify('premier roe plz'),
    clarify('oriental ka mcap batao'),
    clarify('swaraj opm?'),
    clarify('rane ki sales'),
    clarify('uske promoters kitna hold karte hai'),
  ]),
  ...inCategory('refusals', [
    refuse('tejas networks ka target price kya hai'),
    refuse('shipping stocks me paisa lagana theek rahega kya abhi'),
    refuse('tea sector 2027 me kaisa perform karega'),
    refuse('yatra online ki is quarter kitni bookings hui'),
    refuse('plz suggest 3 multibagger pharma stocks for 2027'),
  ]),
];
