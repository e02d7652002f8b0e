/**
 * The twenty-first held-out set (issue 36): questions written on 2026-12-04 by a separate evaluator who neither tuned
 * the engine, read its question-reading code, nor ran it on these questions; committed on its own branch, to be
 * scored once, as an unseen score:
 *   npm run eval -- --heldout --sets=21   (add --counts-only for the first unseen score)
 * Classes of issue 36, each its own category in the report:
 *   hinglish         17  romanised Hindi as typed in chats (ka, ki, ke, kitna, kitni, kiski, kiska, zyada, batado,
 *                    dikhao, chal raha, karz, hissa, ke paas, milta hai, dono, jinka, wali, wale, ke hisaab se,
 *                    upar se neeche, se zyada, se kam, se upar, aur uska, ka bhi, bhai / yaar, "1 lakh cr")
 *   shorthand        17  u, hv, n, w, r, wat, wats, abt, hw, pls, plz, thx, rn, bro, vs, pwr, elec, div yld, hldg,
 *                    pledge %, mcap, cos, d/e, "20k cr"; run-together names (windlasbiotech, rashiperipherals)
 *   scoped rankings  21  a ranking, filter or "the Nth" inside a cut ("among the 20 biggest ..., lowest pb wale 2",
 *                    "2nd biggest ...", "of the 3 ..., the one with ...", "ke 10 sabse bade me se 3rd highest ...",
 *                    "top 15 ... by sales, inme se ...", "out of the 40 biggest ...", "ranked by roce, no. 3 kaun",
 *                    "which of the 12 biggest ... have ...", "5th biggest ...", "2 sabse saste by pb", arrows, "top
 *                    100 by mcap, jinka ...", "number 2 kaun", "2nd highest ...", "then only those with ...")
 *   set follow-ups   21  follow-ups over the previous answer's rows (inko ... sasta pehle lagao, sirf ... rakho, which
 *                    one, inme se, sort them, which of them, ab inme se ... rakho, the two ... among these, chote se
 *                    bade lagao, dono, keep only, hata do jinka, which of these, going back to the list two turns
 *                    back: wapas chalo, pls just the ones, now top 4 of them, arrange by ... lowest first, of the two,
 *                    inme se kiska, bottom 3 ... from these)
 *   standalone       15  questions asked inside a chat that name their companies and metric: answered on their own
 *                    (two name a company that was a row of the previous answer)
 *   and the smaller classes in their usual categories: returns 5 (a return named with no period, ETFs against ETFs, the
 *   Nifty 50's own return over 3 years, an index's worst movers, two Nifty 50 members), clarifications 6 (names shared
 *   by several listed companies, none of them an NSE symbol, a pronoun with no earlier turn), refusals 5 (advice,
 *   forecasts, data the mirror does not hold, one after an earlier turn);
 *   107 in all, 39 with earlier turns.
 * Fresh companies and phrasings: not rewordings of earlier sets, the tuning cases or issue 36's examples; the
 * companies a question asks about by name have NSE symbols from M to Z and are ones no earlier eval file names
 * (beyond the returns class's Nifty 50 members, the only companies with a price history; its ETFs are fresh), and
 * the industry cuts are ones no earlier eval file names (recreation / amusement parks, textiles - composite), beside
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
 * market cap); a cut is taken first (ties by symbol) and then ranked or filtered within it; "the Nth biggest" and
 * "which one" are one row; an index's return is its own close series; ETF returns compare ETFs only with ETFs; a
 * return named with no period is the 1-year return; a follow-up's truth is the previous answer's rows re-ranked or
 * filtered, a filter keeping them as a set; a sort by a valuation ratio always names its direction, and "rank / sort
 * them by X" for another metric with no direction ranks highest first; a follow-up that re-sorts or filters follows
 * an answer that named its own count; "which of the two / dono" over two named companies shows both; "1 lakh cr" is a
 * market cap of 100,000 crore and "20k cr" one of 20,000 crore.
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
const AMUSEMENT = `industry = 'Recreation / Amusement Parks'`;
const TEXTILES_COMPOSITE = `industry = 'Textiles - Composite'`;

export const HELDOUT_CASES: EvalCase[] = [
  ...inCategory('hinglish', [
    lookup('responsive industries ka roce kitna hai bhai', ['RESPONIND'], ['roce']),
    lookup('religare ki opm batado', ['RELIGARE'], ['opm']),
    lookup('pds ltd ka pe kitna chal raha hai', ['PDSL'], ['pe']),
    lookup('patel engineering par kitna karz hai, d/e batao', ['PATELENG'], ['debt_to_equity']),
    lookup('marathon nextgen aur psp projects me kiska roe zyada hai', ['MARATHON', 'PSPPROJECT'], ['roe']),
    lookup('keystone realtors me promoters ke paas kitna hissa hai', ['RUSTOMJEE'], ['promoter_holding']),
    lookup('medi assist ka pb kya hai yaar', ['MEDIASSIST'], ['pb']),
    lookup('muthoot microfin ki book value aur eps dono dikhao', ['MUTHOOTMF'], ['book_value', 'eps']),
    lookup('tsf investments ka dividend yield kitna milta hai', ['TSFINV'], ['dividend_yield']),
    lookup('v-mart me dii ka hissa kitna hai', ['VMART'], ['dii_holding']),
    lookup('tamil nadu newsprint ki sales kitni hai', ['TNPL'], ['sales']),
    screen('amusement park wali companies me sabse zyada opm kiski hai', AMUSEMENT, 'opm desc', 1, ['opm']),
    screen('nifty 50 stocks ko roce ke hisaab se upar se neeche lagao, top 10', N50, 'roce desc', 10, ['roce']),
    matching('smallcaps jinka roe 25 se zyada aur pe 15 se kam ho', `${SMALL} and roe > 25 and pe > 0 and pe < 15`, ['roe', 'pe']),
    matching('nifty 500 me 1 lakh cr se upar wale jinka d/e 1 se zyada hai', `${N500} and market_cap > 100000 and debt_to_equity > 1`, ['market_cap', 'debt_to_equity']),
    followUp(['stanley lifestyles ka roe'], lookup('aur uska opm?', ['STANLEY'], ['opm'])),
    followUp(['talbros automotive ka pe'], lookup('uniparts ka bhi batao', ['UNIPARTS'], ['pe'])),
  ]),
  ...inCategory('shorthand', [
    lookup('oriana pwr roe n roce pls', ['ORIANA'], ['roe', 'roce']),
    lookup('wat r npst mcap n pe', ['NPST'], ['market_cap', 'pe']),
    lookup('abt vertoz pb?', ['VERTOZ'], ['pb']),
    lookup('marine electricals promoter hldg thx', ['MARINE'], ['promoter_holding']),
    lookup('u hv southern petrochemicals div yld?', ['SPIC'], ['dividend_yield']),
    lookup('rupa n monte carlo opm', ['RUPA', 'MONTECARLO'], ['opm']),
    lookup('salzer elec d/e n pledge %', ['SALZERELEC'], ['debt_to_equity', 'pledged_percentage']),
    lookup('wats updater services eps rn', ['UDS'], ['eps']),
    lookup('prime focus sales plz', ['PFOCUS'], ['sales']),
    lookup('hw much fii hldg in samhi hotels', ['SAMHI'], ['fii_holding']),
    lookup('matrimony.com roe n pe thx', ['MATRIMONY'], ['roe', 'pe']),
    lookup('pokarna vs sirca paints roce', ['POKARNA', 'SIRCA'], ['roce']),
    lookup('windlasbiotech pb?', ['WINDLAS'], ['pb']),
    lookup('rashiperipherals mcap', ['RPTECH'], ['market_cap']),
    screen('top 5 smallcaps by net profit rn', SMALL, 'net_profit desc', 5, ['net_profit']),
    matching('largecaps w roce > 40 n d/e < 0.1 pls', `${LARGE} and roce > 40 and debt_to_equity < 0.1`, ['roce', 'debt_to_equity']),
    matching('smallcaps above 20k cr mcap n opm > 25 bro', `${SMALL} and market_cap > 20000 and opm > 25`, ['market_cap', 'opm']),
  ]),
  ...inCategory('scoped rankings', [
    withinCut('among the 20 biggest stocks overall, lowest pb wale 2', biggest(ALL, 20), { where: 'pb > 0', by: 'pb asc', limit: 2 }, ['pb']),
    withinCut('2nd biggest amusement park company', biggest(AMUSEMENT, 2), { by: BY_MCAP, limit: 1, offset: 1 }, ['market_cap']),
    withinCut('of the 3 amusement park stocks, the one with the lowest pe', biggest(AMUSEMENT, 3), { where: 'pe > 0', by: 'pe asc', limit: 1 }, ['pe']),
    withinCut('textiles composite ke top 3 by mcap me se sabse zyada roe kiska', biggest(TEXTILES_COMPOSITE, 3), { by: 'roe desc', limit: 1 }, ['roe']),
    withinCut('nifty 50 ke 10 sabse bade me se 3rd highest roe', biggest(N50, 10), { by: 'roe desc', limit: 1, offset: 2 }, ['roe']),
    withinCut('top 15 largecaps by sales, inme se 2 lowest d/e', topBy(LARGE, 'sales desc', 15), { by: 'debt_to_equity asc', limit: 2 }, ['debt_to_equity']),
    withinCut('out of the 40 biggest midcaps which 3 have the highest promoter holding', biggest(MID, 40), { by: 'promoter_holding desc', limit: 3 }, ['promoter_holding']),
    withinCut('smallcaps ranked by roce, no. 3 kaun', topBy(SMALL, 'roce desc', 3), { by: 'roce desc', limit: 1, offset: 2 }, ['roce']),
    withinCut(
      'which of the 12 biggest nifty stocks have pe above 40',
      biggest(N50, 12),
      { where: 'pe > 40', by: BY_MCAP, limit: 12 },
      ['pe'],
      false,
    ),
    withinCut('nifty 500 top 20 by net profit, the 3 with highest div yield', topBy(N500, 'net_profit desc', 20), { by: 'dividend_yield desc', limit: 3 }, ['dividend_yield']),
    withinCut('5th biggest smallcap', biggest(SMALL, 5), { by: BY_MCAP, limit: 1, offset: 4 }, ['market_cap']),
    withinCut('of the 25 highest roe midcaps, the 2 sabse saste by pb', topBy(MID, 'roe desc', 25), { where: 'pb > 0', by: 'pb asc', limit: 2 }, ['pb']),
    withinCut('largecaps top 30 by mcap -> lowest fii holding wale 3', biggest(LARGE, 30), { by: 'fii_holding asc', limit: 3 }, ['fii_holding']),
    withinCut('among the 8 biggest midcaps by sales, which one has the best opm', topBy(MID, 'sales desc', 8), { by: 'opm desc', limit: 1 }, ['opm']),
    withinCut(
      'all listed cos, top 100 by mcap, jinka roe 35 se upar hai',
      biggest(ALL, 100),
      { where: 'roe > 35', by: BY_MCAP, limit: 100 },
      ['roe'],
      false,
    ),
    withinCut('nifty 500 ke top 10 by roce me se sabse zyada promoter holding wala', topBy(N500, 'roce desc', 10), { by: 'promoter_holding desc', limit: 1 }, ['promoter_holding']),
    withinCut('nifty top 20 by mcap me se ev/ebitda sabse kam wale 3', biggest(N50, 20), { where: 'ev_to_ebitda > 0', by: 'ev_to_ebitda asc', limit: 3 }, ['ev_to_ebitda']),
    withinCut('of the 10 most profitable midcaps, 2nd highest roce?', topBy(MID, 'net_profit desc', 10), { by: 'roce desc', limit: 1, offset: 1 }, ['roce']),
    withinCut(
      'biggest 30 smallcaps, then only those with d/e under 0.1',
      biggest(SMALL, 30),
      { where: 'debt_to_equity < 0.1', by: BY_MCAP, limit: 30 },
      ['debt_to_equity'],
      false,
    ),
    withinCut('largecaps ke top 10 by dividend yield me se sabse zyada roe wala', topBy(LARGE, 'dividend_yield desc', 10), { by: 'roe desc', limit: 1 }, ['roe']),
    withinCut('midcaps me net profit ke hisaab se number 2 kaun hai', topBy(MID, 'net_profit desc', 2), { by: 'net_profit desc', limit: 1, offset: 1 }, ['net_profit']),
  ]),
  ...inCategory('set follow-ups', [
    followUp(['top 8 nifty 50 stocks by roe'], withinCut('inko pb ke hisaab se sasta pehle lagao', topBy(N50, 'roe desc', 8), { by: 'pb asc', limit: 8 }, ['pb'])),
    followUp(
      ['3 amusement park companies by mcap'],
      withinCut('sirf 20 se zyada roce wali rakho', biggest(AMUSEMENT, 3), { where: 'roce > 20', by: BY_MCAP, limit: 3 }, ['roce'], false),
    ),
    followUp(['top 10 midcaps by sales'], withinCut('which one has the highest promoter holding', topBy(MID, 'sales desc', 10), { by: 'promoter_holding desc', limit: 1 }, ['promoter_holding'])),
    followUp(['20 biggest smallcaps'], withinCut('inme se 3 sabse kam pe wale', biggest(SMALL, 20), { where: 'pe > 0', by: 'pe asc', limit: 3 }, ['pe'])),
    followUp(['top 12 midcaps by opm'], withinCut('sort them by roe', topBy(MID, 'opm desc', 12), { by: 'roe desc', limit: 12 }, ['roe'])),
    followUp(
      ['top 15 largecaps by mcap'],
      withinCut('which of them have promoter holding below 40', biggest(LARGE, 15), { where: 'promoter_holding < 40', by: BY_MCAP, limit: 15 }, ['promoter_holding'], false),
    ),
    followUp(
      ['top 10 nifty 500 cos by sales', 'show their roe'],
      withinCut('ab inme se d/e 1 se kam wale rakho', topBy(N500, 'sales desc', 10), { where: 'debt_to_equity < 1', by: 'sales desc', limit: 10 }, ['debt_to_equity'], false),
    ),
    followUp(['nifty 50 ke top 6 by div yield'], withinCut('the two with the lowest pe among these', topBy(N50, 'dividend_yield desc', 6), { where: 'pe > 0', by: 'pe asc', limit: 2 }, ['pe'])),
    followUp(['top 10 smallcaps by roe'], withinCut('inko mcap ke hisaab se chote se bade lagao', topBy(SMALL, 'roe desc', 10), { by: 'market_cap asc', limit: 10 }, ['market_cap'])),
    followUp(['prism johnson ka pb', 'aur sagar cements?'], lookup('dono ka d/e batao', ['PRSMJOHNSN', 'SAGCEM'], ['debt_to_equity'])),
    followUp(
      ['top 25 largecaps by roce'],
      withinCut('keep only those with roe over 30', topBy(LARGE, 'roce desc', 25), { where: 'roe > 30', by: 'roce desc', limit: 25 }, ['roe'], false),
    ),
    followUp(
      ['top 20 midcaps by sales'],
      withinCut('hata do jinka roe 10 se kam hai', topBy(MID, 'sales desc', 20), { where: 'roe >= 10', by: 'sales desc', limit: 20 }, ['roe'], false),
    ),
    followUp(['top 10 nifty 50 stocks by mcap', 'sort by roe'], withinCut('which of these is the smallest by sales', biggest(N50, 10), { by: 'sales asc', limit: 1 }, ['sales'])),
    followUp(
      ['top 8 largecaps by sales', 'responsive industries ka roe'],
      withinCut('largecap wali list par wapas chalo, sabse zyada fii holding kiski', topBy(LARGE, 'sales desc', 8), { by: 'fii_holding desc', limit: 1 }, ['fii_holding']),
    ),
    followUp(
      ['top 30 smallcaps by sales'],
      withinCut('pls just the ones with opm over 20', topBy(SMALL, 'sales desc', 30), { where: 'opm > 20', by: 'sales desc', limit: 30 }, ['opm'], false),
    ),
    followUp(['biggest 12 nifty 50 stocks'], withinCut('now top 4 of them by roce', biggest(N50, 12), { by: 'roce desc', limit: 4 }, ['roce'])),
    followUp(['top 10 midcaps by fii holding'], withinCut('arrange by dii holding, lowest first', topBy(MID, 'fii_holding desc', 10), { by: 'dii_holding asc', limit: 10 }, ['dii_holding'])),
    followUp(['uniparts roe', 'n talbros auto?'], lookup('of the two which has the lower pb', ['UNIPARTS', 'TALBROAUTO'], ['pb'])),
    followUp(['top 10 largecaps by dividend yield'], withinCut('inme se kiska opm sabse zyada hai', topBy(LARGE, 'dividend_yield desc', 10), { by: 'opm desc', limit: 1 }, ['opm'])),
    followUp(
      ['top 15 nifty 500 stocks by roe', 'sort by pe, lowest first'],
      withinCut('which of them has the highest mcap', topBy(N500, 'roe desc', 15), { by: 'market_cap desc', limit: 1 }, ['market_cap']),
    ),
    followUp(['top 10 smallcaps by opm'], withinCut('bottom 3 by roe from these', topBy(SMALL, 'opm desc', 10), { by: 'roe asc', limit: 3 }, ['roe'])),
  ]),
  ...inCategory('standalone', [
    followUp(['3 amusement park stocks by mcap'], lookup('unichem labs ka pb', ['UNICHEMLAB'], ['pb'])),
    followUp(['religare pe'], lookup('pilani investment ka pb kitna hai', ['PILANIINVS'], ['pb'])),
    followUp(['oriana power roe'], lookup('sindhu trade links ka market cap', ['SINDHUTRAD'], ['market_cap'])),
    followUp(['top 3 textiles composite cos by mcap'], lookup('ruby mills ka div yield kitna hai', ['RUBYMILLS'], ['dividend_yield'])),
    followUp(['top 5 midcaps by roe'], screen('top 4 largecaps by roce', LARGE, 'roce desc', 4, ['roce'])),
    followUp(['medi assist ka pe'], lookup('premier explosives ka roce', ['PREMEXPLN'], ['roce'])),
    followUp(['rupa opm', 'aur monte carlo?'], lookup('tatva chintan vs themis medicare roe', ['TATVA', 'THEMISMED'], ['roe'])),
    followUp(['top 10 smallcaps by mcap'], matching('midcaps with roce above 50', `${MID} and roce > 50`, ['roce'])),
    followUp(['vakrangee pe'], lookup('snowman logistics ka dividend yield', ['SNOWMAN'], ['dividend_yield'])),
    followUp(['top 5 largecaps by sales', 'sort by pb, lowest first'], screen('top 6 smallcaps by eps', SMALL, 'eps desc', 6, ['eps'])),
    followUp(['shankara building products pe'], lookup('nelcast ki sales', ['NELCAST'], ['sales'])),
    followUp(['tnpl vs spic pe'], lookup('spic ka roce batao', ['SPIC'], ['roce'])),
    followUp(['yuken india ka roe'], history('parag milk foods ka pichhle 2 saal ka net profit', 'PARAGMILK', 'annual', 2, PROFIT)),
    followUp(['venkys pe'], lookup('refex industries ka roe', ['REFEX'], ['roe'])),
    followUp(['matrimony.com roe'], lookup('smc global ka pledge kitna hai', ['SMCGLOBAL'], ['pledged_percentage'])),
  ]),
  ...inCategory('returns', [
    companyReturns('monq50 aur mahktech ka return kitna raha', ['MONQ50', 'MAHKTECH'], '1 year'),
    companyReturns('sbietfqlty ne 2 saal me kitna diya', ['SBIETFQLTY'], '2 year'),
    indexReturn('nifty 50 ka 3 saal ka return kitna hai', 'NIFTY 50', '3 year'),
    indexReturns('nifty ke 4 sabse bure performers pichhle 6 mahine', 'NIFTY 50', '6 month', 'asc', 4),
    companyReturns('ultratech n wipro 1 yr returns', ['ULTRACEMCO', 'WIPRO'], '1 year'),
  ]),
  ...inCategory('clarifications', [
    clarify('rajshree ka pe batao'),
    clarify('shivalik ki roe kitni hai'),
    clarify('valiant ka d/e?'),
    clarify('vikas ka mcap kya hai'),
    clarify('precision ka roce plz'),
    clarify('unka promoter holding kitna hai'),
  ]),
  ...inCategory('refusals', [
    refuse('wockhardt 2027 tak kitna jayega'),
    refuse('prism johnson abhi kharidu ya bechu'),
    refuse('network18 ka next quarter result kaisa aayega'),
    refuse('v-mart ke abhi kitne stores hai'),
    followUp(['sterlite technologies ka pb'], refuse('isme paisa lagau kya bhai')),
  ]),
];
