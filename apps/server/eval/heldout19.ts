/**
 * The nineteenth held-out set (issue 36): questions written on 2026-12-04 by a separate evaluator who neither tuned
 * the engine, read its question-reading code, nor ran it on these questions; committed on its own branch, to be
 * scored once, blind, at the end of the session, as its first unseen score:
 *   npm run eval -- --heldout --sets=19   (add --counts-only for the first unseen score)
 * Classes of issue 36, each its own category in the report:
 *   hinglish         17  romanised Hindi as typed in chats (kitna, kitana, kitni, kiska, zyada, jyada, batao, bata do,
 *                    dikhao, aur ... ka?, aur iski, wali / wale, jinka, sabse zyada, se upar, se neeche, se kam,
 *                    se zyada, opm wise, highest pehle, check karke, own karta, stake, kitni badi, "50k cr", bhai / yaar)
 *   shorthand        17  u, hv, n, r, wat, whats, abv, wid, engg, ind, intl, pls, plz, thx, rn, bro, vs, ->, div yld,
 *                    hldg, d/e, debt/equity, mcap, cos, "1 lakh cr"; run-together names
 *   scoped rankings  21  a ranking, filter or "the Nth" inside a cut ("take the N biggest ... - highest ... among
 *                    them", "no. 4 by market cap", "5th position", "teesra" in a ranking, "second highest", "biggest
 *                    N ... me se sabse saste 2", "rank karo, top N lo, phir unme ...", "... -> best 3 by ...", "top 4
 *                    among the N largest", "the 3 cheapest on price to book", "take top N on ..., then the 2 cheapest",
 *                    "N sabse bade stocks lo, unme se jinka ...", "kaunse ... se neeche", "sort em by ... ascending",
 *                    whole-market cuts)
 *   set follow-ups   21  follow-ups over the previous answer's rows (ab inhe ... se rank kar do, ... wale hi rehne do,
 *                    cheapest one, ... kisme sabse zyada hai inme, lowest on top, isme, filter these, out of this list,
 *                    isme se jinka, in dono ki ... compare karo, in 12 me, inme sabse bada, going back to those ...
 *                    (two turns back), only show the ones, order karo ... pehle, kiska ... kam hai in dono me, in this
 *                    lot, topper, from this list)
 *   standalone       15  questions asked inside a chat that name their companies and metric: answered on their own
 *                    (two name a company that was a row of the previous answer)
 *   and the smaller classes in their usual categories: returns 5 (a return named with no period, ETFs against ETFs, the
 *   Nifty 50's own return over 2 years, an index's worst movers, two Nifty 50 members), clarifications 6 (names shared
 *   by several listed companies, a pronoun with no earlier turn), refusals 5 (advice, forecasts, a target price, data
 *   the mirror does not hold);
 *   107 in all, 38 with earlier turns.
 * Fresh companies and phrasings: not rewordings of heldout15-16, the tuning cases or issue 36's examples; the companies
 * a question asks about by name are ones no earlier eval file names (by symbol or by name; beyond the returns class's
 * Nifty 50 members, the only companies with a price history; its ETFs are fresh), and the industry cuts are ones no
 * earlier file uses (cement products, chlor alkali / soda ash, consumer electronics, telephone cables, welding
 * electrodes) or that only one of the earliest sets uses (power cables, electric equipment, auto ancillaries,
 * packaging, power generation and supply), beside the broad universes (every listing, Nifty 50, Nifty 500, large /
 * mid / small caps).
 * Same builders and rules as heldout10 to heldout16: the SQL is the independent truth, composed from baseSql.ts's
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
const CABLES_POWER = `industry = 'Cables - Power'`;
const CABLES_PHONE = `industry = 'Cables - Telephone'`;
const ELECTRIC = `industry = 'Electric Equipment'`;
const AUTO_PARTS = `industry = 'Auto Ancillaries'`;
const PACKAGING = `industry = 'Packaging'`;
const POWER_GEN = `industry = 'Power Generation And Supply'`;
const CEMENT_PRODUCTS = `industry = 'Cement Products'`;
const CHLOR_ALKALI = `industry = 'Chlor Alkali / Soda Ash'`;
const CONSUMER_ELECTRONICS = `industry = 'Electronics - Consumer'`;
const WELDING = `industry = 'Electrodes - Welding Equipment'`;

export const HELDOUT_CASES: EvalCase[] = [
  ...inCategory('hinglish', [
    lookup('adani total gas ka pe kitna chal raha hai', ['ATGL'], ['pe']),
    lookup('bhai triveni turbine ka roce check karke batao', ['TRITURBINE'], ['roce']),
    lookup('welspun corp ka d/e ratio kitna h', ['WELCORP'], ['debt_to_equity']),
    lookup('greenply aur greenpanel me opm kiska jyada hai', ['GREENPLY', 'GREENPANEL'], ['opm']),
    lookup('cholamandalam financial holdings mein promoter group kitna own karta hai', ['CHOLAHLDNG'], ['promoter_holding']),
    lookup('sammaan capital ki price to book kitani hai yaar', ['SAMMAANCAP'], ['pb']),
    lookup('FACT (fertilisers and chemicals travancore) kitni badi company hai, mcap batao', ['FACT'], ['market_cap']),
    lookup('jai balaji industries ka book value per share kya hai', ['JAIBALAJI'], ['book_value']),
    lookup('motherson sumi wiring ka roe kitna hai aur roce bhi bata do', ['MSUMI'], ['roe', 'roce']),
    lookup('piramal pharma me videshi investors (fii) ka kitna stake hai', ['PPLPHARMA'], ['fii_holding']),
    lookup('ge vernova t&d ka revenue kitne crore ka hai', ['GVT&D'], ['sales']),
    screen('power cables banane wali companies me best roce kiska hai', CABLES_POWER, 'roce desc', 1, ['roce']),
    screen('packaging sector ke stocks opm wise dikhao, highest pehle', PACKAGING, 'opm desc', 25, ['opm']),
    matching('electrical equipment me aise stocks dikhao jinka roe 25 se zyada ho aur d/e 0.15 se kam', `${ELECTRIC} and roe > 25 and debt_to_equity < 0.15`, ['roe', 'debt_to_equity']),
    matching('midcaps jo 50k cr mcap se upar hain aur unka pb 10 se neeche hai', `${MID} and market_cap > 50000 and pb > 0 and pb < 10`, ['market_cap', 'pb']),
    followUp(['360 one wam ka pe'], lookup('aur iski dividend yield?', ['360ONE'], ['dividend_yield'])),
    followUp(['tvs holdings ka roe'], lookup('aur gallantt ispat ka?', ['GALLANTT'], ['roe'])),
  ]),
  ...inCategory('shorthand', [
    lookup('pe n roe for awl agri plz', ['AWL'], ['roe', 'pe']),
    lookup('prudent corporate advisory - mcap, pb wat r they', ['PRUDENT'], ['market_cap', 'pb']),
    lookup('hbl engg opm pls', ['HBLENGINE'], ['opm']),
    lookup('jmfinancial debt/equity?', ['JMFINANCIL'], ['debt_to_equity']),
    lookup('do u hv eps of ethos ltd', ['ETHOSLTD'], ['eps']),
    lookup('roe of paisalo n choice intl?', ['PAISALO', 'CHOICEIN'], ['roe']),
    lookup('vindhya telelinks wat is div yld', ['VINDHYATEL'], ['dividend_yield']),
    lookup('accelya roa? thx', ['ACCELYA'], ['roa']),
    lookup('whats promoter hldg in kddl rn', ['KDDL'], ['promoter_holding']),
    lookup('technocraft ind pb n pe?', ['TIIL'], ['pe', 'pb']),
    lookup('dynamatic tech revenue pls', ['DYNAMATECH'], ['sales']),
    lookup('d/e fusion finance vs satin creditcare', ['FUSION', 'SATIN'], ['debt_to_equity']),
    lookup('geojit - fii hldg, dii hldg?', ['GEOJITFSL'], ['fii_holding', 'dii_holding']),
    lookup('jayaswalneco mcap bro', ['JAYNECOIND'], ['market_cap']),
    screen('telephone cable cos top 3 sales wise', CABLES_PHONE, 'sales desc', 3, ['sales']),
    matching('smallcap stocks roce abv 40 n pe below 20, list pls', `${SMALL} and roce > 40 and pe > 0 and pe < 20`, ['roce', 'pe']),
    matching('any largecaps >1 lakh cr mcap wid div yld over 2%?', `${LARGE} and market_cap > 100000 and dividend_yield > 2`, ['market_cap', 'dividend_yield']),
  ]),
  ...inCategory('scoped rankings', [
    withinCut('take the 40 biggest companies in the market - highest opm among them?', biggest(ALL, 40), { by: 'opm desc', limit: 1 }, ['opm']),
    withinCut('which power cable maker is no. 4 by market cap', biggest(CABLES_POWER, 4), { by: BY_MCAP, limit: 1, offset: 3 }, ['market_cap']),
    withinCut('biggest 6 packaging companies me se sabse saste 2, pe wise', biggest(PACKAGING, 6), { where: 'pe > 0', by: 'pe asc', limit: 2 }, ['pe']),
    withinCut('in the 10 most valuable electrical equipment stocks, which 3 have the best roe', biggest(ELECTRIC, 10), { by: 'roe desc', limit: 3 }, ['roe']),
    withinCut('auto ancillary me market cap me 5th position kiski hai', biggest(AUTO_PARTS, 5), { by: BY_MCAP, limit: 1, offset: 4 }, ['market_cap']),
    withinCut('power generation cos ko sales se rank karo, top 12 lo, phir unme roe me best 2', topBy(POWER_GEN, 'sales desc', 12), { by: 'roe desc', limit: 2 }, ['roe']),
    withinCut('nifty50 ke 20 sabse bade naamo me highest dividend yield wala kaun', biggest(N50, 20), { by: 'dividend_yield desc', limit: 1 }, ['dividend_yield']),
    withinCut('dii holding - top 4 among the 50 largest nifty 500 stocks', biggest(N500, 50), { by: 'dii_holding desc', limit: 4 }, ['dii_holding']),
    withinCut('which consumer electronics stock has the second highest roce', topBy(CONSUMER_ELECTRONICS, 'roce desc', 2), { by: 'roce desc', limit: 1, offset: 1 }, ['roce']),
    withinCut('from the 30 biggest large caps give me the 3 cheapest on price to book', biggest(LARGE, 30), { where: 'pb > 0', by: 'pb asc', limit: 3 }, ['pb']),
    withinCut('sabse zyada profit kamane wale 15 midcaps me sabse kam d/e wale 2 kaun hai', topBy(MID, 'net_profit desc', 15), { by: 'debt_to_equity asc', limit: 2 }, ['debt_to_equity']),
    withinCut('20 smallcaps with highest revenue -> best 3 by roe', topBy(SMALL, 'sales desc', 20), { by: 'roe desc', limit: 3 }, ['roe']),
    withinCut(
      'top 10 auto ancillary names by mcap - kaunse 50 pe se neeche hain',
      biggest(AUTO_PARTS, 10),
      { where: 'pe > 0 and pe < 50', by: BY_MCAP, limit: 10 },
      ['pe'],
      false,
    ),
    withinCut('second largest welding electrodes company', biggest(WELDING, 2), { by: BY_MCAP, limit: 1, offset: 1 }, ['market_cap']),
    withinCut('largecaps: take top 15 on roe, then the 2 cheapest by pe', topBy(LARGE, 'roe desc', 15), { where: 'pe > 0', by: 'pe asc', limit: 2 }, ['pe']),
    withinCut(
      'nifty 500 ke 60 sabse bade stocks lo, unme se jinka roce 35 se upar hai',
      biggest(N500, 60),
      { where: 'roce > 35', by: BY_MCAP, limit: 60 },
      ['roce'],
      false,
    ),
    withinCut('cement products industry - opm ranking me teesra kaun hai', topBy(CEMENT_PRODUCTS, 'opm desc', 3), { by: 'opm desc', limit: 1, offset: 2 }, ['opm']),
    withinCut('nifty ki 10 sabse badi companies revenue wise, unme roe ke top 2', topBy(N50, 'sales desc', 10), { by: 'roe desc', limit: 2 }, ['roe']),
    withinCut('take the 15 most profitable smallcaps and sort em by pb ascending', topBy(SMALL, 'net_profit desc', 15), { by: 'pb asc', limit: 15 }, ['pb']),
    withinCut('chlor alkali stocks: of the 3 biggest, which one pays the highest dividend yield', biggest(CHLOR_ALKALI, 3), { by: 'dividend_yield desc', limit: 1 }, ['dividend_yield']),
    withinCut(
      'poore market ke top 80 by mcap me se wo dikhao jinka fii holding 25 se zyada hai',
      biggest(ALL, 80),
      { where: 'fii_holding > 25', by: BY_MCAP, limit: 80 },
      ['fii_holding'],
      false,
    ),
  ]),
  ...inCategory('set follow-ups', [
    followUp(['top 8 power cable stocks by mcap'], withinCut('ab inhe opm se rank kar do', biggest(CABLES_POWER, 8), { by: 'opm desc', limit: 8 }, ['opm'])),
    followUp(
      ['6 biggest packaging cos'],
      withinCut('roe 12 se upar wale hi rehne do', biggest(PACKAGING, 6), { where: 'roe > 12', by: BY_MCAP, limit: 6 }, ['roe'], false),
    ),
    followUp(['top 7 auto ancillary stocks by market cap'], withinCut('cheapest one on pe?', biggest(AUTO_PARTS, 7), { where: 'pe > 0', by: 'pe asc', limit: 1 }, ['pe'])),
    followUp(['electrical equipment top 10 by mcap'], withinCut('fii kisme sabse zyada hai inme? top 3 batao', biggest(ELECTRIC, 10), { by: 'fii_holding desc', limit: 3 }, ['fii_holding'])),
    followUp(['top 10 power generation cos by mcap'], withinCut('roce wise sort, lowest on top', biggest(POWER_GEN, 10), { by: 'roce asc', limit: 10 }, ['roce'])),
    followUp(['consumer electronics stocks'], withinCut('promoter holding me top 2 kaun hai isme', biggest(CONSUMER_ELECTRONICS, 25), { by: 'promoter_holding desc', limit: 2 }, ['promoter_holding'])),
    followUp(
      ['top 25 midcaps by roe'],
      withinCut('filter these for pb under 5', topBy(MID, 'roe desc', 25), { where: 'pb < 5', by: 'roe desc', limit: 25 }, ['pb'], false),
    ),
    followUp(['40 biggest smallcaps'], withinCut('best 3 on roce out of this list', biggest(SMALL, 40), { by: 'roce desc', limit: 3 }, ['roce'])),
    followUp(
      ['top 10 nifty 50 stocks by net profit', 'show their pb'],
      withinCut('isme se jinka debt to equity 1 se kam hai', topBy(N50, 'net_profit desc', 10), { where: 'debt_to_equity < 1', by: 'net_profit desc', limit: 10 }, ['debt_to_equity'], false),
    ),
    followUp(['ikio technologies roe', 'aur alpex solar?'], lookup('in dono ki price to book compare karo', ['IKIO', 'ALPEXSOLAR'], ['pb'])),
    followUp(['top 12 largecaps by dividend yield'], withinCut('lowest pe wale 2 kaun hai in 12 me', topBy(LARGE, 'dividend_yield desc', 12), { where: 'pe > 0', by: 'pe asc', limit: 2 }, ['pe'])),
    followUp(
      ['top 20 electrical equipment cos by sales'],
      withinCut('jinka roe 15 se neeche hai unko nikaal do', topBy(ELECTRIC, 'sales desc', 20), { where: 'roe >= 15', by: 'sales desc', limit: 20 }, ['roe'], false),
    ),
    followUp(['top 15 nifty 500 cos by opm', 'sort by roe'], withinCut('inme sabse bada kaun hai market cap me', topBy(N500, 'opm desc', 15), { by: BY_MCAP, limit: 1 }, ['market_cap'])),
    followUp(
      ['8 biggest packaging stocks', 'landmark cars ka pe'],
      withinCut('going back to those packaging stocks - highest roce?', biggest(PACKAGING, 8), { by: 'roce desc', limit: 1 }, ['roce']),
    ),
    followUp(
      ['top 30 smallcaps by roe'],
      withinCut('only show the ones with d/e under 0.1', topBy(SMALL, 'roe desc', 30), { where: 'debt_to_equity < 0.1', by: 'roe desc', limit: 30 }, ['debt_to_equity'], false),
    ),
    followUp(['biggest 10 auto ancillary cos'], withinCut('unme se dii holding me top 3 kaun', biggest(AUTO_PARTS, 10), { by: 'dii_holding desc', limit: 3 }, ['dii_holding'])),
    followUp(['top 10 nifty 50 stocks by roce'], withinCut('pe ke hisaab se order karo, sasta pehle', topBy(N50, 'roce desc', 10), { by: 'pe asc', limit: 10 }, ['pe'])),
    followUp(['ramky infra roe', 'n capacite infra?'], lookup('kiska d/e kam hai in dono me', ['RAMKY', 'CAPACITE'], ['debt_to_equity'])),
    followUp(['top 10 largecaps by sales'], withinCut('worst roe in this lot?', topBy(LARGE, 'sales desc', 10), { by: 'roe asc', limit: 1 }, ['roe'])),
    followUp(['top 25 power generation stocks by mcap', 'sort by pb'], withinCut('inme roe ka topper kaun hai', biggest(POWER_GEN, 25), { by: 'roe desc', limit: 1 }, ['roe'])),
    followUp(['top 12 midcaps by sales'], withinCut('3 lowest opm wale from this list', topBy(MID, 'sales desc', 12), { by: 'opm asc', limit: 3 }, ['opm'])),
  ]),
  ...inCategory('standalone', [
    followUp(['top 5 power cable cos by mcap'], lookup('universal cables ltd roe kitna hai', ['UNIVCABLES'], ['roe'])),
    followUp(['fedbank financial pe'], lookup('spandana sphoorty pb', ['SPANDANA'], ['pb'])),
    followUp(['paisalo digital opm'], lookup('ugro capital ka d/e', ['UGROCAP'], ['debt_to_equity'])),
    followUp(['top 10 packaging stocks by mcap'], lookup('what is the pe of tcpl packaging', ['TCPLPACK'], ['pe'])),
    followUp(['top 10 electrical equipment cos by mcap'], screen('power cable makers with the highest sales, top 3', CABLES_POWER, 'sales desc', 3, ['sales'])),
    followUp(['harsha engineers roe', 'aur fiem industries?'], lookup('compare pe: landmark cars and cartrade tech', ['LANDMARK', 'CARTRADE'], ['pe'])),
    followUp(['top 8 nifty 50 stocks by pb'], matching('packaging companies having roce more than 20', `${PACKAGING} and roce > 20`, ['roce'])),
    followUp(['goodluck india pb'], lookup('mukand ltd eps kya hai', ['MUKANDLTD'], ['eps'])),
    followUp(['shaily engineering roe'], lookup('thejo engineering operating margin', ['THEJO'], ['opm'])),
    followUp(['top 5 largecaps by roce', 'sort by pe'], screen('five most profitable smallcaps by net profit', SMALL, 'net_profit desc', 5, ['net_profit'])),
    followUp(['indoco remedies pe'], lookup('rpg life sciences market cap kitna hai', ['RPGLIFE'], ['market_cap'])),
    followUp(['top 10 power generation stocks by mcap'], lookup('adani energy solutions ka roce', ['ADANIENSOL'], ['roce'])),
    followUp(['veedol pe'], lookup('roce of foseco india', ['FOSECOIND'], ['roce'])),
    followUp(['top 3 welding electrode cos by mcap'], history('jash engineering ka pichhle 2 saal ka revenue', 'JASH', 'annual', 2, SALES)),
    followUp(['wendt india pe'], lookup('nrb bearings debt to equity', ['NRBBEARING'], ['debt_to_equity'])),
  ]),
  ...inCategory('returns', [
    companyReturns('apollo hospitals ka return kitna raha', ['APOLLOHOSP'], '1 year'),
    companyReturns('hdfcmoment aur moquality ka 1 saal ka return', ['HDFCMOMENT', 'MOQUALITY'], '1 year'),
    indexReturn('nifty 50 ne pichhle 2 saal me kitna return diya', 'NIFTY 50', '2 year'),
    indexReturns('nifty ke 4 sabse bade losers last 6 months', 'NIFTY 50', '6 month', 'asc', 4),
    companyReturns('tata consumer n jio financial 3 month return', ['TATACONSUM', 'JIOFIN'], '3 month'),
  ]),
  ...inCategory('clarifications', [
    clarify('manaksia ka pe kitna hai'),
    clarify('munjal roe?'),
    clarify('bannari ki sales batao'),
    clarify('kamdhenu ka d/e plz'),
    clarify('prakash ka mcap kitna hai'),
    clarify('iska opm kya hai'),
  ]),
  ...inCategory('refusals', [
    refuse('welspun corp ka target price kya rakhein'),
    refuse('ethos abhi buy karu ya wait karu?'),
    refuse('power cable sector ka agle 2 saal ka outlook kya hai bhai'),
    refuse('triveni turbine ki order book kitni hai abhi'),
    refuse('koi 3 smallcap batao jo next year multibagger bane'),
  ]),
];
