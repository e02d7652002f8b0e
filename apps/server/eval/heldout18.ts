/**
 * The eighteenth held-out set (issue 36): questions written on 2026-12-04 by a separate evaluator who neither tuned
 * the engine, read its question-reading code, nor ran it on these questions; committed on its own branch, to be
 * scored once, blind, as an unseen set:
 *   npm run eval -- --heldout --sets=18   (add --counts-only for the first unseen score)
 * Classes of issue 36, each its own category in the report:
 *   hinglish         17  romanised Hindi as typed in chats (kitna, kitana, kitni, kitne, kiska, jyada, zyada, batao,
 *                    bata do, dikhao, zara, dono, aur, iska, wala / wale / wali, sabse zyada, se zyada, se kam, se
 *                    neeche, se upar, hissa, hold karte, chahiye, same cheez ... ki, bhai / yaar, "3%")
 *   shorthand        17  u, n, w, r, wat, wats, abt, hw, pls, plz, thx, rn, bro, vs, div yld, hldg, mcap, cos, d/e,
 *                    "20k cr", symbols (<, >, &, +); run-together names (maxfinancial, tatainvestment,
 *                    mayuruniquoters, timetechno, gopalsnacks)
 *   scoped rankings  21  a ranking, filter or "the Nth" inside a cut (the Nth largest of an industry, "of the N
 *                    biggest ... the M ...", "mcap wise 3rd", "N sabse zyada sales wale ... me ... top M", "ke 20
 *                    sabse bade me se", "first 15 ... which 2", "no. 2 in", "take the 10 ..., then give ...",
 *                    "whole market ... which have", "doosra number", "10 bade naam, inme ...", "sorted by ... asc",
 *                    "sirf wo jinka", whole-market, index and cap-type cuts)
 *   set follow-ups   21  follow-ups over the previous answer's rows (inhe ... arrange karo, ... unko hatao, which one,
 *                    inme, order these, of these, which of them, inme se, ab isme se sirf, dono, among these, nikaal
 *                    do, going back to the list two turns back: ... list pe wapas chalo, only keep those, ab bas inme
 *                    se top 3, sort by ..., lowest on top, which of the 2, which of these, out of these)
 *   standalone       15  questions asked inside a chat that name their companies and metric: answered on their own
 *                    (two name a company that was a row of the previous answer)
 *   and the smaller classes in their usual categories: returns 5 (a return named with no period, ETFs against ETFs, the
 *   Nifty 50's own return over 3 years, an index's worst movers, two Nifty 50 members), clarifications 6 (names shared
 *   by several listed companies, a pronoun with no earlier turn), refusals 5 (advice, forecasts, data the mirror does
 *   not hold);
 *   107 in all, 39 with earlier turns.
 * Fresh companies and phrasings: not rewordings of heldout1-16, the tuning cases or issue 36's examples; the companies a
 * question asks about by name are ones no earlier eval file names (beyond the returns class's Nifty 50 members, the
 * only companies with a price history; its ETFs are fresh), and the industry cuts are mostly ones no earlier file
 * uses (Indian pharma bulk drugs & formulations, Indian and multinational personal care, healthcare, abrasives, sponge
 * iron) with two used by one earlier set (plastics products, castings & forgings), beside the broad universes (every
 * listing, Nifty 50, Nifty 500, large / mid / small caps).
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
 * "1 lakh cr" is a market cap of 100,000 crore and "50k cr" one of 50,000 crore (and "20k cr" one of 20,000 crore).
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
const BULK_FORMLN = `industry = 'Pharmaceuticals - Indian - Bulk Drugs & Formln'`;
const PERSONAL_IN = `industry = 'Personal Care - Indian'`;
const PERSONAL_MNC = `industry = 'Personal Care - Multinational'`;
const HEALTHCARE = `industry = 'Healthcare'`;
const PLASTICS = `industry = 'Plastics Products'`;
const CASTINGS = `industry = 'Castings & Forgings'`;
const ABRASIVES = `industry = 'Abrasives And Grinding Wheels'`;
const SPONGE_IRON = `industry = 'Steel - Sponge Iron'`;

export const HELDOUT_CASES: EvalCase[] = [
  ...inCategory('hinglish', [
    lookup('3m india ka roce kitna hai yaar', ['3MINDIA'], ['roce']),
    lookup('punjab & sind bank ki pb batao zara', ['PSB'], ['pb']),
    lookup('tbo tek ka pe kitana h', ['TBOTEK'], ['pe']),
    lookup('himadri speciality me promoters ke paas kitna hissa hai', ['HSCL'], ['promoter_holding']),
    lookup(
      'gujarat pipavav aur gateway distriparks me dividend yield kiska jyada hai',
      ['GPPL', 'GATEWAY'],
      ['dividend_yield'],
    ),
    lookup('archean chemical ki opm kitni hai bhai', ['ACI'], ['opm']),
    lookup('shriram pistons - eps bhi chahiye aur roe bhi', ['SHRIPISTON'], ['eps', 'roe']),
    lookup('jamna auto ka d/e ratio kitna chal raha hai', ['JAMNAAUTO'], ['debt_to_equity']),
    lookup('heritage foods ki sales kitne crore ki hai', ['HERITGFOOD'], ['sales']),
    lookup('bharat rasayan ke shares dii kitne % hold karte hai', ['BHARATRAS'], ['dii_holding']),
    lookup('mrs bectors ka mcap abhi kitne ka hai', ['BECTORFOOD'], ['market_cap']),
    screen('plastic products industry me lowest pe wala stock kaunsa hai bhai', `${PLASTICS} and pe > 0`, 'pe asc', 1, [
      'pe',
    ]),
    screen('indian personal care stocks dikhao, roe sabse zyada wala pehle', PERSONAL_IN, 'roe desc', 25, ['roe']),
    matching(
      'roce 25 se zyada aur d/e 0.1 se neeche wali bulk drugs & formulations pharma companies',
      `${BULK_FORMLN} and roce > 25 and debt_to_equity < 0.1`,
      ['roce', 'debt_to_equity'],
    ),
    matching(
      '3% se zyada dividend yield aur 10 se kam pe wale smallcaps batao',
      `${SMALL} and dividend_yield > 3 and pe > 0 and pe < 10`,
      ['dividend_yield', 'pe'],
    ),
    followUp(['savita oil ka pe'], lookup('iska roce bhi bata do', ['SOTL'], ['roce'])),
    followUp(['ask automotive ki opm'], lookup('same cheez pitti engineering ki', ['PITTIENG'], ['opm'])),
  ]),
  ...inCategory('shorthand', [
    lookup('maxfinancial roe n pe wat r they', ['MFSL'], ['roe', 'pe']),
    lookup('anything abt stylam d/e?', ['STYLAMIND'], ['debt_to_equity']),
    lookup('mcap of tatainvestment thx', ['TATAINVEST'], ['market_cap']),
    lookup('supriya lifescience eps u got?', ['SUPRIYA'], ['eps']),
    lookup('opm of anupam rasayan & privi speciality pls', ['ANURAS', 'PRIVISCL'], ['opm']),
    lookup('div yld on south indian bank rn?', ['SOUTHBANK'], ['dividend_yield']),
    lookup('roce of avalon tech wats it', ['AVALON'], ['roce']),
    lookup('promoter hldg in sanghvi movers?', ['SANGHVIMOV'], ['promoter_holding']),
    lookup('mayuruniquoters pb & pe?', ['MAYURUNIQ'], ['pb', 'pe']),
    lookup('eveready revenue plz', ['EVEREADY'], ['sales']),
    lookup('d/e nilkamal vs timetechno, which is lower', ['NILKAMAL', 'TIMETECHNO'], ['debt_to_equity']),
    lookup('fii + dii hldg of laxmi organic thx', ['LXCHEM'], ['fii_holding', 'dii_holding']),
    lookup('gopalsnacks mcap hw much', ['GOPAL'], ['market_cap']),
    screen('mnc personal care cos top 3 by sales pls', PERSONAL_MNC, 'sales desc', 3, ['sales']),
    matching('largecaps pe<15 & roe>20 list pls', `${LARGE} and pe > 0 and pe < 15 and roe > 20`, ['pe', 'roe']),
    matching('smallcap names w mcap > 20k cr n roce > 35 pls', `${SMALL} and market_cap > 20000 and roce > 35`, [
      'market_cap',
      'roce',
    ]),
    followUp(['dreamfolks roe'], lookup('n wat abt adf foods?', ['ADFFOODS'], ['roe'])),
  ]),
  ...inCategory('scoped rankings', [
    withinCut(
      'lowest pb among the 30 biggest companies overall?',
      biggest(ALL, 30),
      { where: 'pb > 0', by: 'pb asc', limit: 1 },
      ['pb'],
    ),
    withinCut(
      'castings & forgings me 4th largest by mcap',
      biggest(CASTINGS, 4),
      { by: BY_MCAP, limit: 1, offset: 3 },
      ['market_cap'],
    ),
    withinCut(
      'of the 10 largest bulk drugs & formulations cos, the 3 with the best opm',
      biggest(BULK_FORMLN, 10),
      { by: 'opm desc', limit: 3 },
      ['opm'],
    ),
    withinCut(
      '5 biggest indian personal care cos me se cheapest 2 by pe',
      biggest(PERSONAL_IN, 5),
      { where: 'pe > 0', by: 'pe asc', limit: 2 },
      ['pe'],
    ),
    withinCut(
      'mnc personal care cos, mcap wise 3rd kaun aata hai',
      biggest(PERSONAL_MNC, 3),
      { by: BY_MCAP, limit: 1, offset: 2 },
      ['market_cap'],
    ),
    withinCut(
      'plastic products ke 12 sabse zyada sales wale cos me roce me top 2',
      topBy(PLASTICS, 'sales desc', 12),
      { by: 'roce desc', limit: 2 },
      ['roce'],
    ),
    withinCut('nifty 500 ke 20 sabse bade me se highest opm kiska', biggest(N500, 20), { by: 'opm desc', limit: 1 }, [
      'opm',
    ]),
    withinCut(
      '40 biggest largecaps - top 3 dividend payers by yield among them',
      biggest(LARGE, 40),
      { by: 'dividend_yield desc', limit: 3 },
      ['dividend_yield'],
    ),
    withinCut(
      'healthcare industry: 3rd highest opm is which co?',
      topBy(HEALTHCARE, 'opm desc', 3),
      { by: 'opm desc', limit: 1, offset: 2 },
      ['opm'],
    ),
    withinCut(
      'midcaps by mcap, first 15 - which 2 have the most fii holding',
      biggest(MID, 15),
      { by: 'fii_holding desc', limit: 2 },
      ['fii_holding'],
    ),
    withinCut(
      'net profit me top 25 smallcaps, unme roa sabse badhiya kiska? top 3',
      topBy(SMALL, 'net_profit desc', 25),
      { by: 'roa desc', limit: 3 },
      ['roa'],
    ),
    withinCut(
      'biggest 8 nifty 50 cos by revenue - the 2 lowest pe ones?',
      topBy(N50, 'sales desc', 8),
      { where: 'pe > 0', by: 'pe asc', limit: 2 },
      ['pe'],
    ),
    withinCut(
      'which of the 15 biggest bulk drugs & formulations stocks have roe above 20',
      biggest(BULK_FORMLN, 15),
      { where: 'roe > 20', by: BY_MCAP, limit: 15 },
      ['roe'],
      false,
    ),
    withinCut(
      'who is no. 2 in sponge iron by market cap',
      biggest(SPONGE_IRON, 2),
      { by: BY_MCAP, limit: 1, offset: 1 },
      ['market_cap'],
    ),
    withinCut(
      'take the 10 midcaps with the highest roe, then give the 3 lowest pb',
      topBy(MID, 'roe desc', 10),
      { where: 'pb > 0', by: 'pb asc', limit: 3 },
      ['pb'],
    ),
    withinCut(
      'top 40 companies by sales (whole market) - which have opm over 25?',
      topBy(ALL, 'sales desc', 40),
      { where: 'opm > 25', by: 'sales desc', limit: 40 },
      ['opm'],
      false,
    ),
    withinCut(
      'abrasives me roe ke hisaab se doosra number kaun',
      topBy(ABRASIVES, 'roe desc', 2),
      { by: 'roe desc', limit: 1, offset: 1 },
      ['roe'],
    ),
    withinCut('nifty ke 10 bade naam, inme roe sabse kam kin 3 ka', biggest(N50, 10), { by: 'roe asc', limit: 3 }, [
      'roe',
    ]),
    withinCut(
      '12 largecaps with the highest net profit, sorted by pe asc',
      topBy(LARGE, 'net_profit desc', 12),
      { by: 'pe asc', limit: 12 },
      ['pe'],
    ),
    withinCut(
      'lowest promoter stake among the top 7 healthcare industry names by mcap',
      biggest(HEALTHCARE, 7),
      { by: 'promoter_holding asc', limit: 1 },
      ['promoter_holding'],
    ),
    withinCut(
      'nifty 500 ke top 15 roce stocks, sirf wo jinka pb 10 ke neeche ho',
      topBy(N500, 'roce desc', 15),
      { where: 'pb < 10', by: 'roce desc', limit: 15 },
      ['pb'],
      false,
    ),
  ]),
  ...inCategory('set follow-ups', [
    followUp(
      ['top 6 castings & forgings stocks by mcap'],
      withinCut('inhe roce wise arrange karo', biggest(CASTINGS, 6), { by: 'roce desc', limit: 6 }, ['roce']),
    ),
    followUp(
      ['5 biggest indian personal care cos'],
      withinCut(
        'jinka pe 50 se zyada hai unko hatao',
        biggest(PERSONAL_IN, 5),
        { where: 'pe <= 50', by: BY_MCAP, limit: 5 },
        ['pe'],
        false,
      ),
    ),
    followUp(
      ['top 8 bulk drugs & formulations cos by market cap'],
      withinCut(
        'which one pays the highest dividend yield',
        biggest(BULK_FORMLN, 8),
        { by: 'dividend_yield desc', limit: 1 },
        ['dividend_yield'],
      ),
    ),
    followUp(
      ['top 10 plastic products cos by mcap'],
      withinCut('lowest d/e wale 2 kaun hai inme', biggest(PLASTICS, 10), { by: 'debt_to_equity asc', limit: 2 }, [
        'debt_to_equity',
      ]),
    ),
    followUp(
      ['mnc personal care stocks'],
      withinCut('order these by opm, ascending', biggest(PERSONAL_MNC, 25), { by: 'opm asc', limit: 25 }, ['opm']),
    ),
    followUp(
      ['top 15 bulk drugs & formulations stocks by mcap'],
      withinCut(
        'of these, which 3 hv the highest promoter holding',
        biggest(BULK_FORMLN, 15),
        { by: 'promoter_holding desc', limit: 3 },
        ['promoter_holding'],
      ),
    ),
    followUp(
      ['top 20 midcaps by roce'],
      withinCut(
        'which of them trade below 50 pe',
        topBy(MID, 'roce desc', 20),
        { where: 'pe > 0 and pe < 50', by: 'roce desc', limit: 20 },
        ['pe'],
        false,
      ),
    ),
    followUp(
      ['25 biggest smallcaps'],
      withinCut('dii holding me top 2 kaun hai inme se', biggest(SMALL, 25), { by: 'dii_holding desc', limit: 2 }, [
        'dii_holding',
      ]),
    ),
    followUp(
      ['top 12 nifty 50 stocks by net profit', 'show their pb'],
      withinCut(
        'ab isme se sirf roce 15 se upar wale',
        topBy(N50, 'net_profit desc', 12),
        { where: 'roce > 15', by: 'net_profit desc', limit: 12 },
        ['roce'],
        false,
      ),
    ),
    followUp(['yatharth hospital roe', 'aur shalby?'], lookup('dono ki pb kya hai', ['YATHARTH', 'SHALBY'], ['pb'])),
    followUp(
      ['top 10 largecaps by dividend yield'],
      withinCut(
        'among these, the 2 cheapest by pe',
        topBy(LARGE, 'dividend_yield desc', 10),
        { where: 'pe > 0', by: 'pe asc', limit: 2 },
        ['pe'],
      ),
    ),
    followUp(
      ['top 12 healthcare industry cos by sales'],
      withinCut(
        'roe 15 se kam wale nikaal do',
        topBy(HEALTHCARE, 'sales desc', 12),
        { where: 'roe >= 15', by: 'sales desc', limit: 12 },
        ['roe'],
        false,
      ),
    ),
    followUp(
      ['top 10 nifty 500 cos by opm', 'sort by roe'],
      withinCut('biggest one by mcap among these?', topBy(N500, 'opm desc', 10), { by: BY_MCAP, limit: 1 }, [
        'market_cap',
      ]),
    ),
    followUp(
      ['7 biggest castings n forgings companies', 'innova captab ka pe'],
      withinCut(
        'forgings wali list pe wapas chalo, sabse zyada fii holding kiski',
        biggest(CASTINGS, 7),
        { by: 'fii_holding desc', limit: 1 },
        ['fii_holding'],
      ),
    ),
    followUp(
      ['top 20 smallcaps by roe'],
      withinCut(
        'only keep those where promoters hold more than 50% pls',
        topBy(SMALL, 'roe desc', 20),
        { where: 'promoter_holding > 50', by: 'roe desc', limit: 20 },
        ['promoter_holding'],
        false,
      ),
    ),
    followUp(
      ['biggest 10 bulk drugs & formulations stocks'],
      withinCut('ab bas inme se top 3 by roce dikhao', biggest(BULK_FORMLN, 10), { by: 'roce desc', limit: 3 }, [
        'roce',
      ]),
    ),
    followUp(
      ['top 8 nifty 50 stocks by roe'],
      withinCut('sort by fii stake, lowest on top', topBy(N50, 'roe desc', 8), { by: 'fii_holding asc', limit: 8 }, [
        'fii_holding',
      ]),
    ),
    followUp(
      ['honda india power roe', 'n shanthi gears?'],
      lookup('which of the 2 has better opm', ['HONDAPOWER', 'SHANTIGEAR'], ['opm']),
    ),
    followUp(
      ['top 10 midcaps by mcap'],
      withinCut('inme se pb sabse zyada kiska', biggest(MID, 10), { by: 'pb desc', limit: 1 }, ['pb']),
    ),
    followUp(
      ['top 15 largecaps by sales', 'sort by pe'],
      withinCut('which of these has the highest roe', topBy(LARGE, 'sales desc', 15), { by: 'roe desc', limit: 1 }, [
        'roe',
      ]),
    ),
    followUp(
      ['top 10 smallcaps by sales'],
      withinCut('bottom 2 by opm out of these', topBy(SMALL, 'sales desc', 10), { by: 'opm asc', limit: 2 }, ['opm']),
    ),
  ]),
  ...inCategory('standalone', [
    followUp(['top 5 plastic products stocks by mcap'], lookup('orient cement ka roe', ['ORIENTCEM'], ['roe'])),
    followUp(['south indian bank pe'], lookup('ashoka buildcon ka pb', ['ASHOKA'], ['pb'])),
    followUp(['eveready opm'], lookup('kaveri seed ka dividend yield', ['KSCL'], ['dividend_yield'])),
    followUp(
      ['top 6 bulk drugs & formulations cos by mcap'],
      lookup('blue jet healthcare ka pe kitna hai', ['BLUEJET'], ['pe']),
    ),
    followUp(
      ['top 10 midcaps by mcap'],
      screen('3 biggest abrasives cos by sales', ABRASIVES, 'sales desc', 3, ['sales']),
    ),
    followUp(
      ['anupam rasayan roe', 'aur privi?'],
      lookup('gufic bio vs morepen labs pe', ['GUFICBIO', 'MOREPENLAB'], ['pe']),
    ),
    followUp(
      ['top 8 nifty 50 stocks by pb'],
      matching('castings & forgings cos with roe above 25', `${CASTINGS} and roe > 25`, ['roe']),
    ),
    followUp(['apollo micro systems pb'], lookup('electrosteel castings ka eps', ['ELECTCAST'], ['eps'])),
    followUp(['vadilal industries roe'], lookup('huhtamaki india ki opm', ['HUHTAMAKI'], ['opm'])),
    followUp(
      ['top 5 largecaps by roe', 'sort by pb'],
      screen('top 5 smallcaps by roce', SMALL, 'roce desc', 5, ['roce']),
    ),
    followUp(['apollo micro systems pe'], lookup('emudhra ka market cap', ['EMUDHRA'], ['market_cap'])),
    followUp(['top 6 healthcare industry cos by mcap'], lookup('global health ka roce', ['MEDANTA'], ['roce'])),
    followUp(
      ['top 25 bulk drugs & formulations stocks by mcap'],
      lookup('strides pharma ka d/e', ['STAR'], ['debt_to_equity']),
    ),
    followUp(
      ['top 3 abrasives cos by mcap'],
      history('saksoft ka pichhle do saal ka net profit', 'SAKSOFT', 'annual', 2, PROFIT),
    ),
    followUp(['sanghvi movers pe'], lookup('anup engineering roce', ['ANUP'], ['roce'])),
  ]),
  ...inCategory('returns', [
    companyReturns('tata consumer ka return kitna raha', ['TATACONSUM'], '1 year'),
    companyReturns('healthieetf vs axishcetf 2 year returns', ['HEALTHIETF', 'AXISHCETF'], '2 year'),
    indexReturn('nifty 50 3 saal ka return?', 'NIFTY 50', '3 year'),
    // (A sixth returns question, word for word one of heldout17's, was taken out when the set joined the list.)
    companyReturns('hdfclife n indusindbk 6 month return', ['HDFCLIFE', 'INDUSINDBK'], '6 month'),
  ]),
  ...inCategory('clarifications', [
    clarify('sanofi ka roe kitna hai'),
    clarify('zuari pe?'),
    clarify('allcargo ki sales batao'),
    clarify('sterling ka market cap plz'),
    clarify('mold tek opm'),
    clarify('inka pb kitna hai'),
  ]),
  ...inCategory('refusals', [
    refuse('3m india ka share 1 saal me kahan tak jayega'),
    refuse('healthcare stocks abhi lu ya wait karu bro'),
    refuse('personal care sector ka outlook next year kya hai'),
    refuse('tbo tek ka next quarter profit kitna aayega'),
    refuse('orient cement ke plants ki capacity utilisation kitni hai'),
  ]),
];
