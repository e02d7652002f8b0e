/** Index membership: the members the data holds, filtered and ranked; indices without members in the data are declined. */
import { BANKS, constituents, FMCG, inIndex, IT, PHARMA, AUTO, refuse, screen, sectorIs, matching } from '../caseBuilders';
import { inCategory } from '../types';

const N50 = inIndex('NIFTY 50');
const N500 = inIndex('NIFTY 500');

export const INDEX_CASES = inCategory('indices', [
  constituents('nifty 50 companies', 'NIFTY 50', null),
  constituents('list nifty 50 stocks', 'NIFTY 50', null),
  constituents('show me nifty 50 members', 'NIFTY 50', null),
  constituents('nifty 50 constituents by market cap top 10', 'NIFTY 50', 10),
  constituents('biggest 5 companies in nifty 500', 'NIFTY 500', 5),
  matching('nifty 50 stocks with roe above 25', `${N50} and roe > 25`, ['roe']),
  matching('nifty 500 stocks with pe below 10', `${N500} and pe < 10`, ['pe']),
  matching('nifty 500 companies with dividend yield above 4', `${N500} and dividend_yield > 4`, ['dividend_yield']),
  refuse('bank nifty members'),
  refuse('nifty bank stocks list'),
  refuse('nifty next 50 stocks'),
  refuse('sensex companies'),
  refuse('nifty midcap 150 constituents'),
  matching('nifty 50 banks', `${N50} and ${sectorIs(BANKS)}`, []),
  matching('it stocks in nifty 50', `${N50} and ${sectorIs(IT)}`, []),
  matching('pharma stocks in nifty 500 with roe above 15', `${N500} and ${sectorIs(PHARMA)} and roe > 15`, ['roe']),
  matching('nifty total market stocks with roce above 40 and mcap above 20000', `${inIndex('NIFTY TOTAL MARKET')} and roce > 40 and market_cap > 20000`, ['roce', 'market_cap']),
  matching('nifty 500 companies with debt to equity above 2', `${N500} and debt_to_equity > 2`, ['debt_to_equity']),
  matching('nifty 50 stocks with promoter holding above 50', `${N50} and promoter_holding > 50`, ['promoter_holding']),
  matching('nifty 50 stocks with market cap below 1 lakh crore', `${N50} and market_cap < 100000`, ['market_cap']),
  screen('10 smallest nifty 500 companies by market cap', N500, 'market_cap asc', 10, ['market_cap']),
  screen('nifty 500 auto stocks top 10 by roe', `${N500} and ${sectorIs(AUTO)}`, 'roe desc', 10, ['roe']),
  matching('nifty 50 fmcg stocks', `${N50} and ${sectorIs(FMCG)}`, []),
  matching('nifty 50 stocks with pe under 15', `${N50} and pe < 15`, ['pe']),
  matching('nifty 500 stocks with roe above 40', `${N500} and roe > 40`, ['roe']),
]);
