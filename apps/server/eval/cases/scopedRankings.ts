/**
 * Rankings inside a result set: a cut (the N largest of a universe, the top N by a metric) and then a ranking,
 * a filter or a place within it ("highest roe among the 20 biggest companies", "third biggest IT company").
 * Written on 2026-12-02 before the reader knew scopes; each SQL cuts first, then ranks within the cut.
 */
import { AUTO, BANKS, CEMENT, FMCG, inIndex, IT, PHARMA, PSU_BANK, PRIVATE_BANK, sectorIs, within } from '../caseBuilders';
import { inCategory } from '../types';

const N50 = inIndex('NIFTY 50');
const largest = (limit: number, where = 'true') => ({ where, orderBy: 'market_cap desc', limit });

export const SCOPED_RANKING_CASES = inCategory('scoped rankings', [
  within('highest roe among the 20 biggest companies', largest(20), 'true', 'roe desc', 1, ['roe']),
  within('the 2 most expensive by p/b out of the top 15 banks', largest(15, sectorIs(BANKS)), 'true', 'pb desc', 2, ['pb']),
  within('third biggest IT company', largest(3, sectorIs(IT)), 'true', null, 1, ['market_cap'], 2),
  within('among the 10 largest companies by market cap, the 3 with the lowest pe', largest(10), 'true', 'pe asc', 3, ['pe']),
  within('which of the top 10 it companies has the lowest pe', largest(10, sectorIs(IT)), 'true', 'pe asc', 1, ['pe']),
  within('lowest pe in the top 10 nifty 50 stocks', largest(10, N50), 'true', 'pe asc', 1, ['pe']),
  within('second largest bank by market cap', largest(2, sectorIs(BANKS)), 'true', null, 1, ['market_cap'], 1),
  within('2nd highest roe bank', { where: sectorIs(BANKS), orderBy: 'roe desc', limit: 2 }, 'true', null, 1, ['roe'], 1),
  within('among the top 20 companies by market cap which has the highest dividend yield', largest(20), 'true', 'dividend_yield desc', 1, ['dividend_yield']),
  within('out of the top 50 companies by market cap, 5 with the lowest pe', largest(50), 'true', 'pe asc', 5, ['pe']),
  within('top 5 by roe among the 30 largest companies', largest(30), 'true', 'roe desc', 5, ['roe']),
  within('highest roce among the top 10 fmcg stocks', largest(10, sectorIs(FMCG)), 'true', 'roce desc', 1, ['roce']),
  within('cheapest stock among the 10 biggest pharma companies', largest(10, sectorIs(PHARMA)), 'pe > 0', 'pe asc', 1, ['pe']),
  within('among the 25 largest nifty 50 stocks, the ones with pe below 20', largest(25, N50), 'pe < 20', null, 25, ['pe']),
  within('lowest debt to equity among the top 10 auto companies', largest(10, sectorIs(AUTO)), 'true', 'debt_to_equity asc', 1, ['debt_to_equity']),
  within('which of the 5 largest it companies has the highest roe', largest(5, sectorIs(IT)), 'true', 'roe desc', 1, ['roe']),
  within('among the top 10 psu banks, highest dividend yield', largest(10, PSU_BANK), 'true', 'dividend_yield desc', 1, ['dividend_yield']),
  within('4th largest company by market cap', largest(4), 'true', null, 1, ['market_cap'], 3),
  within('nifty 50 stock with the third highest pe', { where: N50, orderBy: 'pe desc', limit: 3 }, 'true', null, 1, ['pe'], 2),
  within('which is the 2nd cheapest nifty 50 stock', { where: `${N50} and pe > 0`, orderBy: 'pe asc', limit: 2 }, 'true', null, 1, ['pe'], 1),
  within('among the 20 biggest companies, sort by roe', largest(20), 'true', 'roe desc', 20, ['roe']),
  within('among the top 10 it stocks, the ones with roe above 25', largest(10, sectorIs(IT)), 'roe > 25', null, 10, ['roe']),
  within('top 3 by dividend yield out of the 20 largest companies', largest(20), 'true', 'dividend_yield desc', 3, ['dividend_yield']),
  within('among the top 15 companies by market cap, lowest p/b', largest(15), 'true', 'pb asc', 1, ['pb']),
  within('highest opm among the top 10 fmcg companies', largest(10, sectorIs(FMCG)), 'true', 'opm desc', 1, ['opm']),
  within('which of the top 20 nifty 50 stocks has the most debt', largest(20, N50), 'true', 'debt desc', 1, ['debt']),
  within('among the 10 largest banks, the 3 with the highest roe', largest(10, sectorIs(BANKS)), 'true', 'roe desc', 3, ['roe']),
  within('5th biggest pharma company', largest(5, sectorIs(PHARMA)), 'true', null, 1, ['market_cap'], 4),
  within('lowest pe among the top 5 banks', largest(5, sectorIs(BANKS)), 'true', 'pe asc', 1, ['pe']),
  within('among the top 30 companies by market cap, those with roe above 30', largest(30), 'roe > 30', null, 30, ['roe']),
  within('wat is the highest roe among top 10 banks', largest(10, sectorIs(BANKS)), 'true', 'roe desc', 1, ['roe']),
  within('lowest pe among the top 20 cos by mcap plz', largest(20), 'true', 'pe asc', 1, ['pe']),
  within('top 10 banks me se sabse kam pe wala', largest(10, sectorIs(BANKS)), 'true', 'pe asc', 1, ['pe']),
  within('top 20 companies me se sabse zyada roe wali 3', largest(20), 'true', 'roe desc', 3, ['roe']),
  within('sabse bade 10 IT stocks me se sabse sasta', largest(10, sectorIs(IT)), 'pe > 0', 'pe asc', 1, ['pe']),
  within('top 15 nifty 50 stocks me se roe 20 se upar wale', largest(15, N50), 'roe > 20', null, 15, ['roe']),
  within('2nd largest it company', largest(2, sectorIs(IT)), 'true', null, 1, ['market_cap'], 1),
  within('third largest fmcg company by market cap', largest(3, sectorIs(FMCG)), 'true', null, 1, ['market_cap'], 2),
  within('highest promoter holding among the 10 largest companies', largest(10), 'true', 'promoter_holding desc', 1, ['promoter_holding']),
  within('among the top 10 auto stocks, the 2 with the highest roce', largest(10, sectorIs(AUTO)), 'true', 'roce desc', 2, ['roce']),
  // A cut named first with "of ..." and a ranking or a filter inside it (written 2026-12-02, issue 36's second round).
  within('of the 15 biggest banks, which one has the lowest p/b', largest(15, sectorIs(BANKS)), 'true', 'pb asc', 1, ['pb']),
  within('of the top 10 pharma companies, the ones with roe above 15', largest(10, sectorIs(PHARMA)), 'roe > 15', null, 10, ['roe']),
  within('of the 5 largest auto stocks which has the best roce', largest(5, sectorIs(AUTO)), 'true', 'roce desc', 1, ['roce']),
  within('of the 20 largest companies, those with debt to equity below 0.5', largest(20), 'debt_to_equity < 0.5', null, 20, ['debt_to_equity']),
  within('of the top 8 fmcg companies which has the lowest pe', largest(8, sectorIs(FMCG)), 'true', 'pe asc', 1, ['pe']),
  within('of the 10 biggest it companies, the ones with opm above 25', largest(10, sectorIs(IT)), 'opm > 25', null, 10, ['opm']),
  within('of the 6 largest private banks which gives the highest dividend yield', largest(6, PRIVATE_BANK), 'true', 'dividend_yield desc', 1, ['dividend_yield']),
  within('of the top 5 cement companies, the ones with p/b under 4', largest(5, sectorIs(CEMENT)), 'pb < 4', null, 5, ['pb']),
]);
