/**
 * The eleventh held-out set (issue 36): questions written on 2026-12-03 by a separate evaluator who neither tuned the
 * engine, read its question-reading code, nor ran it on these questions; committed on its own branch, to be scored
 * once:
 *   npm run eval -- --heldout --sets=11   (add --counts-only for the first unseen score)
 * Classes of issue 36, each its own category in the report:
 *   hinglish         16  romanised Hindi as typed in chats (kitna, kitni, batao, dikhao, bhai, yaar, h, na, chal raha,
 *                    deta, hissa, lagao, mil rahe, chahiye, se upar, se kam, sabse sasta, sabse zyada, kiska, aur)
 *   shorthand        17  u, n, d, abt, wat, wats, r, hv, plz, pls, thx, rn, vs, w, gimme, hldg, cos, d/e; run-together
 *                    names (jbchem, rolexrings, mapmyindia, anandrathi, rrkabel)
 *   scoped rankings  22  a ranking, filter or "the Nth" inside a cut, phrased many ways ("of the 10 biggest ..., which 3
 *                    have ...", "2nd cheapest among ...", "... me top 10 by mcap, unme se ...", "no. 6 ... by mcap")
 *   set follow-ups   25  follow-ups over the previous answer's rows (them, these, those, inme se, isme se, both, the two,
 *                    dono, sort / arrange / put in order, keep only, drop / remove / hata do, which of these, top 3 of
 *                    these, the list two turns back)
 *   standalone       17  questions asked inside a chat that name their companies and metric: answered on their own
 *   and the smaller classes in their usual categories: returns 5 (a return named with no period, ETFs against ETFs, the
 *   Nifty 50's own return, an index's worst movers), clarifications 6 (names shared by several listed companies, a
 *   pronoun with no earlier turn), refusals 5 (advice, forecasts, data the mirror does not hold); 113 in all, 43
 *   with earlier turns.
 * Fresh companies and phrasings: not rewordings of heldout1-10, the tuning cases or issue 36's examples; almost every
 * company named is one no earlier set or tuning case names, and the sector cuts are industries the earlier sets do
 * not use (hotels, paper, packaging, plastics, agrochemicals, castings & forgings, electronic components, power
 * generation, breweries & distilleries, jewellery, food processing, domestic appliances, dyes & pigments).
 * Same builders and rules as heldout10 and cases/: the SQL is the independent truth, composed from baseSql.ts's
 * BASE_CTE and caseBuilders only; companies are named by NSE symbol; an industry is matched by its exact name in the
 * catalogue; each rows case's SQL was run on the mirror database (2026-12-03, baseSql as it was then) and returned
 * non-empty rows without ties at its cut (and at the cut a ranking is taken within), with no missing value in a
 * compared column; questions whose truth hung on ties, missing values or odd sector matches were reworded or
 * replaced before commit; the engine was never asked.
 * Conventions of the earlier sets kept: "nifty" alone is the Nifty 50, "cheapest" / "sasta" is by P/E (or the named
 * ratio) among positive values, a plain "lowest pe" sort keeps every row, a name shared by several listed companies
 * is asked back about, a question naming no count shows 25 and one naming no order is compared as a set (the first
 * 25 by market cap); a cut is taken first (ties by symbol) and then ranked or filtered within it; "the Nth biggest"
 * and "which one" are one row; an index's return is its own close series; ETF returns compare ETFs only with ETFs;
 * a return named with no period is the 1-year return; a follow-up's truth is the previous answer's rows re-ranked or
 * filtered, a filter keeping them as a set; "rank / sort them by X" with no direction ranks highest first unless the
 * question says lowest; "which of the two / dono me kiska" over two named companies shows both.
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

/** The first `top` of a universe by another order ("the top 10 ... by roe"). */
const topBy = (where: string, by: string, top: number) => ({ where, by, top });

/** Industries by their exact catalogue names. */
const HOTELS = `industry = 'Hotels'`;
const PAPER = `industry = 'Paper'`;
const PACKAGING = `industry = 'Packaging'`;
const PLASTICS = `industry = 'Plastics Products'`;
const AGROCHEM = `industry = 'Pesticides / Agrochemicals - Indian'`;
const FORGINGS = `industry = 'Castings & Forgings'`;
const ELECTRONICS = `industry = 'Electronics - Components'`;
const POWER_GEN = `industry = 'Power Generation And Supply'`;
const LIQUOR = `industry = 'Breweries & Distilleries'`;
const JEWELLERY = `industry = 'Diamond Cutting / Jewellery'`;
const FOOD = `industry = 'Food - Processing - Indian'`;
const APPLIANCES = `industry = 'Domestic Appliances'`;
const DYES = `industry = 'Dyes And Pigments'`;

export const HELDOUT_CASES: EvalCase[] = [
  ...inCategory('hinglish', [
    lookup('chalet hotels ka roce kitna hai bhai', ['CHALET'], ['roce']),
    lookup('jk paper ka pe kitna chal raha hai', ['JKPAPER'], ['pe']),
    lookup('dhanuka agritech kitna dividend yield deta h', ['DHANUKA'], ['dividend_yield']),
    lookup('ramkrishna forgings aur happy forgings me kiska roe behtar hai', ['RKFORGE', 'HAPPYFORGE'], ['roe']),
    lookup('senco gold ka debt to equity batao na', ['SENCO'], ['debt_to_equity']),
    lookup('lemon tree hotels ka operating margin kitna h', ['LEMONTREE'], ['opm']),
    lookup('finolex industries me promoters ka kitna hissa hai', ['FINPIPE'], ['promoter_holding']),
    lookup('sula vineyards ki sales kitni hai', ['SULA'], ['sales']),
    lookup('godawari power ka pb kya hai yaar', ['GPIL'], ['pb']),
    lookup('tips music ke roe n roce numbers chahiye', ['TIPSMUSIC'], ['roe', 'roce']),
    screen('paper wale stocks me sabse sasta kaun, top 3 pe ke hisaab se', `${PAPER} and pe > 0`, 'pe asc', 3, ['pe']),
    screen('hotel stocks me sabse zyada opm wale 4 dikhao', HOTELS, 'opm desc', 4, ['opm']),
    matching('largecap me jinka roce 30 se upar aur d/e 0.2 se kam ho', `${LARGE} and roce > 30 and debt_to_equity < 0.2`, ['roce', 'debt_to_equity']),
    screen('agrochemical cos ko roe ke hisaab se lagao, top 5', AGROCHEM, 'roe desc', 5, ['roe']),
    matching('nifty 500 me kaunse stocks 10 se kam pe pe mil rahe hai', `${N500} and pe > 0 and pe < 10`, ['pe']),
    followUp(['jk paper ka pe'], lookup('aur west coast paper ka?', ['WSTCSTPAPR'], ['pe'])),
  ]),
  ...inCategory('shorthand', [
    lookup('wats d roce of elecon engg', ['ELECON'], ['roce']),
    lookup('tanla pe n pb plz', ['TANLA'], ['pe', 'pb']),
    lookup('jbchem roe rn', ['JBCHEPHARM'], ['roe']),
    lookup('mapmyindia opm thx', ['MAPMYINDIA'], ['opm']),
    lookup('abt anandrathi d/e', ['ANANDRATHI'], ['debt_to_equity']),
    lookup('gimme mcap of hatsun agro', ['HATSUN'], ['market_cap']),
    lookup('u hv roce of ingersoll rand?', ['INGERRAND'], ['roce']),
    lookup('techno electric vs engineers india pe', ['TECHNOE', 'ENGINERSIN'], ['pe']),
    lookup('westlife foodworld d/e pls', ['WESTLIFE'], ['debt_to_equity']),
    lookup('rrkabel eps plz', ['RRKABEL'], ['eps']),
    lookup('wat r d sales n profit of gokaldas exports', ['GOKEX'], ['sales', 'net_profit']),
    lookup('epl ltd div yield', ['EPL'], ['dividend_yield']),
    lookup('ttk prestige n symphony roe pls', ['TTKPRESTIG', 'SYMPHONY'], ['roe']),
    lookup('rolexrings pb rn', ['ROLEXRINGS'], ['pb']),
    lookup('thangamayil promoter hldg?', ['THANGAMAYL'], ['promoter_holding']),
    screen('top 5 packaging cos by roce thx', PACKAGING, 'roce desc', 5, ['roce']),
    matching('midcaps w opm > 30 n roe > 20 plz', `${MID} and opm > 30 and roe > 20`, ['opm', 'roe']),
  ]),
  ...inCategory('scoped rankings', [
    withinCut('of the 10 biggest paper cos, which 3 have the lowest pe', biggest(PAPER, 10), { by: 'pe asc', limit: 3 }, ['pe']),
    withinCut('among the top 12 hotel stocks by mcap, highest roce?', biggest(HOTELS, 12), { by: 'roce desc', limit: 1 }, ['roce']),
    withinCut('2nd cheapest on pb among the 8 largest packaging companies', biggest(PACKAGING, 8), { where: 'pb > 0', by: 'pb asc', limit: 1, offset: 1 }, ['pb']),
    withinCut('plastics me top 10 by mcap, unme se sabse kam pe wale 3', biggest(PLASTICS, 10), { where: 'pe > 0', by: 'pe asc', limit: 3 }, ['pe']),
    withinCut('which forging stock is 4th largest by market cap', biggest(FORGINGS, 4), { by: BY_MCAP, limit: 1, offset: 3 }, ['market_cap']),
    withinCut('out of the 25 largest midcaps, the 3 with the highest promoter holding', biggest(MID, 25), { by: 'promoter_holding desc', limit: 3 }, ['promoter_holding']),
    withinCut('in the 20 smallcaps with the most sales, who has the lowest d/e', topBy(SMALL, 'sales desc', 20), { by: 'debt_to_equity asc', limit: 1 }, ['debt_to_equity']),
    withinCut('among the 10 most profitable largecaps, which 2 are cheapest on pe', topBy(LARGE, 'net_profit desc', 10), { where: 'pe > 0', by: 'pe asc', limit: 2 }, ['pe']),
    withinCut('liquor stocks: take the biggest 6 and rank them by opm', biggest(LIQUOR, 6), { by: 'opm desc', limit: 6 }, ['opm']),
    withinCut(
      'jewellery stocks top 8 by mcap, unme se roe 15 se upar wale',
      biggest(JEWELLERY, 8),
      { where: 'roe > 15', by: BY_MCAP, limit: 8 },
      ['roe'],
      false,
    ),
    withinCut(
      'nifty 500 ke top 30 by mcap me se pe 20 ke neeche kaun kaun hai',
      biggest(N500, 30),
      { where: 'pe < 20', by: BY_MCAP, limit: 30 },
      ['pe'],
      false,
    ),
    withinCut('the 3rd highest roe agrochem company', topBy(AGROCHEM, 'roe desc', 3), { by: 'roe desc', limit: 1, offset: 2 }, ['roe']),
    withinCut('of the 5 largest power generation stocks, which one gives the best dividend yield', biggest(POWER_GEN, 5), { by: 'dividend_yield desc', limit: 1 }, ['dividend_yield']),
    withinCut('within the 15 highest-roce smallcaps, the 3 biggest by mcap', topBy(SMALL, 'roce desc', 15), { by: BY_MCAP, limit: 3 }, ['market_cap']),
    withinCut('electronic component makers, top 10 by size, the 2 with the thinnest opm', biggest(ELECTRONICS, 10), { by: 'opm asc', limit: 2 }, ['opm']),
    withinCut('among the 40 biggest companies in the market, which 3 have the highest fii holding', biggest(ALL, 40), { by: 'fii_holding desc', limit: 3 }, ['fii_holding']),
    withinCut('top 20 nifty 50 stocks by roe — which 2 trade cheapest on p/b', topBy(N50, 'roe desc', 20), { where: 'pb > 0', by: 'pb asc', limit: 2 }, ['pb']),
    withinCut('no. 6 food processing company by mcap', biggest(FOOD, 6), { by: BY_MCAP, limit: 1, offset: 5 }, ['market_cap']),
    withinCut('second largest home appliance maker', biggest(APPLIANCES, 2), { by: BY_MCAP, limit: 1, offset: 1 }, ['market_cap']),
    withinCut('of the 50 biggest midcaps, the 5 with the fastest 3y profit growth', biggest(MID, 50), { by: 'profit_growth_3y desc', limit: 5 }, ['profit_growth_3y']),
    withinCut('smallest 2 by mcap among the 10 highest-opm paper cos', topBy(PAPER, 'opm desc', 10), { by: 'market_cap asc', limit: 2 }, ['market_cap']),
    withinCut('nifty 50 ke 25 sabse bade by sales me se lowest ev/ebitda wale 3', topBy(N50, 'sales desc', 25), { by: 'ev_to_ebitda asc', limit: 3 }, ['ev_to_ebitda']),
  ]),
  ...inCategory('set follow-ups', [
    followUp(['top 10 hotel stocks by mcap'], withinCut('arrange these by roe', biggest(HOTELS, 10), { by: 'roe desc', limit: 10 }, ['roe'])),
    followUp(['10 biggest paper companies'], withinCut('inme dividend yield me top 2 kaun hai', biggest(PAPER, 10), { by: 'dividend_yield desc', limit: 2 }, ['dividend_yield'])),
    followUp(
      ['top 12 plastics cos by mcap'],
      withinCut('drop those with pe above 50', biggest(PLASTICS, 12), { where: 'pe <= 50', by: BY_MCAP, limit: 12 }, ['pe'], false),
    ),
    followUp(['top 8 packaging stocks by mcap'], withinCut('least leveraged one here? d/e wise', biggest(PACKAGING, 8), { by: 'debt_to_equity asc', limit: 1 }, ['debt_to_equity'])),
    followUp(
      ['top 10 agrochem stocks by market cap'],
      withinCut('filter out anything with roe of 15 or less', biggest(AGROCHEM, 10), { where: 'roe > 15', by: BY_MCAP, limit: 10 }, ['roe'], false),
    ),
    followUp(['top 10 forging cos by mcap', 'show their roce'], withinCut('best 3 here on operating margin', biggest(FORGINGS, 10), { by: 'opm desc', limit: 3 }, ['opm'])),
    followUp(['park hotels pe', 'aur eih associated ka?'], lookup('dono ka roe dikhao', ['PARKHOTELS', 'EIHAHOTELS'], ['roe'])),
    followUp(
      ['top 15 largecaps by roe'],
      withinCut('isme se jinka pe 40 se upar hai unko hata do', topBy(LARGE, 'roe desc', 15), { where: 'pe <= 40', by: 'roe desc', limit: 15 }, ['pe'], false),
    ),
    followUp(['top 10 nifty 50 stocks by dividend yield'], withinCut('reorder this list by size, biggest first', topBy(N50, 'dividend_yield desc', 10), { by: BY_MCAP, limit: 10 }, ['market_cap'])),
    followUp(['top 6 liquor stocks by mcap'], withinCut('the two with the highest pe among them', biggest(LIQUOR, 6), { by: 'pe desc', limit: 2 }, ['pe'])),
    followUp(['top 10 jewellery stocks by mcap'], withinCut('put them in order of opm', biggest(JEWELLERY, 10), { by: 'opm desc', limit: 10 }, ['opm'])),
    followUp(
      ['top 20 midcaps by roce'],
      withinCut('remove those with d/e above 0.1', topBy(MID, 'roce desc', 20), { where: 'debt_to_equity <= 0.1', by: 'roce desc', limit: 20 }, ['debt_to_equity'], false),
    ),
    followUp(
      ['top 10 power generation cos by mcap', 'sort by pe'],
      withinCut('which 3 in this lot pay the highest dividend yield', biggest(POWER_GEN, 10), { by: 'dividend_yield desc', limit: 3 }, ['dividend_yield']),
    ),
    followUp(
      ['top 10 food processing cos by mcap', 'hatsun agro ka pe'],
      withinCut('wo food wali list pe wapas jao, usme top 3 roce', biggest(FOOD, 10), { by: 'roce desc', limit: 3 }, ['roce']),
    ),
    followUp(['sudarshan chemical pe', 'aur vidhi specialty ka?'], lookup('both ka opm?', ['SUDARSCHEM', 'VIDHIING'], ['opm'])),
    followUp(
      ['top 25 midcaps by mcap'],
      withinCut('isme se sirf 20%+ roe wale rakho', biggest(MID, 25), { where: 'roe >= 20', by: BY_MCAP, limit: 25 }, ['roe'], false),
    ),
    followUp(['top 10 electronics component stocks by mcap'], withinCut('lowest pb among these?', biggest(ELECTRONICS, 10), { by: 'pb asc', limit: 1 }, ['pb'])),
    followUp(['top 15 nifty 500 stocks by fii holding'], withinCut('sort them by roe, lowest at the top', topBy(N500, 'fii_holding desc', 15), { by: 'roe asc', limit: 15 }, ['roe'])),
    followUp(['elecon engineering roe', 'and praj?'], lookup('and their d/e, which one is lower?', ['ELECON', 'PRAJIND'], ['debt_to_equity'])),
    followUp(['top 10 largecaps by net profit'], withinCut('shortlist the 3 best-margin ones from these (opm)', topBy(LARGE, 'net_profit desc', 10), { by: 'opm desc', limit: 3 }, ['opm'])),
    followUp(['top 8 appliance cos by mcap'], withinCut('bottom 2 by roe in this list', biggest(APPLIANCES, 8), { by: 'roe asc', limit: 2 }, ['roe'])),
    followUp(
      ['top 10 hotel stocks by mcap', 'what about their opm'],
      withinCut('sirf wo dikhao jinka opm 30 se upar hai', biggest(HOTELS, 10), { where: 'opm > 30', by: BY_MCAP, limit: 10 }, ['opm'], false),
    ),
    followUp(
      ['top 20 nifty 50 stocks by market cap', 'jsw steel pe'],
      withinCut('back to that list — which 3 have the highest roce', biggest(N50, 20), { by: 'roce desc', limit: 3 }, ['roce']),
    ),
    followUp(['top 8 dyes and pigments stocks by mcap'], withinCut('roe wise order me lagao inko', biggest(DYES, 8), { by: 'roe desc', limit: 8 }, ['roe'])),
    followUp(['top 12 packaging cos by mcap'], withinCut('the 2 with the most sales among these', biggest(PACKAGING, 12), { by: 'sales desc', limit: 2 }, ['sales'])),
  ]),
  ...inCategory('standalone', [
    followUp(['top 10 hotel stocks by mcap'], lookup('kingfa science roe', ['KINGFA'], ['roe'])),
    followUp(['sula pe'], lookup('globus spirits ka opm', ['GLOBUSSPR'], ['opm'])),
    followUp(['paper stocks with pe below 10'], screen('forging cos with the best roe, give me 5', FORGINGS, 'roe desc', 5, ['roe'])),
    followUp(['cesc ka pe'], lookup('jp power d/e', ['JPPOWER'], ['debt_to_equity'])),
    followUp(['tcs pe', 'and wipro?'], lookup('mastek vs r systems roce', ['MASTEK', 'RSYSTEMS'], ['roce'])),
    followUp(['top 5 agrochem stocks by mcap'], lookup('rallis india pb', ['RALLIS'], ['pb'])),
    followUp(['kajaria roe'], lookup('somany ceramics ka pe batao', ['SOMANYCERA'], ['pe'])),
    followUp(['top 10 largecaps by roe'], matching('any packaging stocks earning roe over 15?', `${PACKAGING} and roe > 15`, ['roe'])),
    followUp(['itc ka pe'], lookup('vst industries dividend yield', ['VSTIND'], ['dividend_yield'])),
    followUp(['hdfc bank 1 year return'], companyReturns('sbi life ka 2 saal ka return', ['SBILIFE'], '2 year')),
    followUp(['titan pe'], lookup('sky gold opm', ['SKYGOLD'], ['opm'])),
    followUp(['top 10 midcaps by roe'], screen('3 cheapest paper stocks by pb', `${PAPER} and pb > 0`, 'pb asc', 3, ['pb'])),
    followUp(['avanti feeds pe'], lookup('lt foods market cap', ['LTFOODS'], ['market_cap'])),
    followUp(['bajaj electricals roe'], history('orient electric ki pichle 2 saal ki net profit', 'ORIENTELEC', 'annual', 2, PROFIT)),
    followUp(['top 5 nifty 50 gainers in 1 year'], lookup('happiest minds pe', ['HAPPSTMNDS'], ['pe'])),
    followUp(['jk cement roe'], lookup('star cement ka roce kitna hai', ['STARCEMENT'], ['roce'])),
    followUp(['ge shipping pe'], lookup('shipping corporation of india d/e', ['SCI'], ['debt_to_equity'])),
  ]),
  ...inCategory('returns', [
    companyReturns('ultratech vs shriram finance 3 saal ka return', ['ULTRACEMCO', 'SHRIRAMFIN'], '3 year'),
    companyReturns('shariabees ka return kitna raha', ['SHARIABEES'], '1 year'),
    companyReturns('makeindia etf vs hdfcsml250 6 month return', ['MAKEINDIA', 'HDFCSML250'], '6 month'),
    indexReturn('nifty 50 ka pichle 8 mahine ka return', 'NIFTY 50', '8 month'),
    indexReturns('nifty 50 me 2 saal me sabse zyada gire 4 stocks', 'NIFTY 50', '2 year', 'asc', 4),
  ]),
  ...inCategory('clarifications', [
    clarify('inox ka pe kitna hai'),
    clarify('nahar ka roe plz'),
    clarify('arvind ka mcap'),
    clarify('borosil opm'),
    clarify('star ka roce batao'),
    clarify('aur uska pb?'),
  ]),
  ...inCategory('refusals', [
    refuse('chalet hotels ka occupancy rate kitna hai'),
    refuse('kya mujhe abhi jk paper bech dena chahiye'),
    refuse('budget ke baad kaunsa hotel stock udega'),
    refuse('sensex kal upar jayega ya neeche'),
    refuse('upcoming ipos ka gmp batao'),
  ]),
];
