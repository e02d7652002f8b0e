/** Shareholding patterns: promoter, FII, DII, public and pledge by quarter, oldest first (8 quarters by default, as held). */
import { lookup, shareholding } from '../caseBuilders';
import { inCategory } from '../types';

export const SHAREHOLDING_CASES = inCategory('shareholding', [
  shareholding('tcs shareholding pattern', 'TCS', 8),
  shareholding('reliance shareholding', 'RELIANCE', 8),
  shareholding('hdfc bank promoter holding trend', 'HDFCBANK', 8),
  shareholding('adani enterprises shareholding', 'ADANIENT', 8),
  shareholding('shareholding pattern of infy last 2 quarters', 'INFY', 2),
  shareholding('fii dii holding trend of kotak', 'KOTAKBANK', 8),
  shareholding('who owns maruti', 'MARUTI', 8),
  shareholding('sbi life shareholding', 'SBILIFE', 8),
  shareholding('itc fii holding trend', 'ITC', 8),
  shareholding('bajaj finance shareholding pattern', 'BAJFINANCE', 8),
  shareholding('promoter stake history of titan', 'TITAN', 8),
  shareholding('hul shareholding', 'HINDUNILVR', 8),
  shareholding('tata steel shareholding', 'TATASTEEL', 8),
  shareholding('airtel shareholding pattern', 'BHARTIARTL', 8),
  shareholding('wipro promoter holding over the last quarters', 'WIPRO', 8),
  shareholding('m&m shareholding latest quarter', 'M&M', 1),
  shareholding('who holds infosys shares', 'INFY', 8),
  shareholding('who owns tcs', 'TCS', 8),
  shareholding('major shareholders of reliance', 'RELIANCE', 8),
  // Holder groups joined by a word ask for those figures (as the evaluators of heldout13 to heldout16 read
  // "fii n dii hldg"); written as one compound name ("dii fii holding"), for how the company is held.
  lookup('fii and dii holding of infosys', ['INFY'], ['fii_holding', 'dii_holding']),
  shareholding('dii fii holding sbi', 'SBIN', 8),
  lookup('promoter holding and fii holding of itc', ['ITC'], ['promoter_holding', 'fii_holding']),
]);
