/** Word lists of the English question compiler: comparators, fillers, and words that are never a company. */
import type { ComparisonOperator } from './plan';

/** Comparator phrases (lowercase token sequences), longest first when matched. */
export const COMPARATOR_PHRASES: readonly [string[], ComparisonOperator][] = [
  [['greater', 'than', 'or', 'equal', 'to'], '>='],
  [['less', 'than', 'or', 'equal', 'to'], '<='],
  [['not', 'less', 'than'], '>='],
  [['not', 'more', 'than'], '<='],
  [['greater', 'than'], '>'],
  [['more', 'than'], '>'],
  [['higher', 'than'], '>'],
  [['bigger', 'than'], '>'],
  [['larger', 'than'], '>'],
  [['less', 'than'], '<'],
  [['lower', 'than'], '<'],
  [['smaller', 'than'], '<'],
  [['at', 'least'], '>='],
  [['at', 'most'], '<='],
  [['up', 'to'], '<='],
  [['equal', 'to'], '='],
  [['above'], '>'],
  [['over'], '>'],
  [['exceeding'], '>'],
  [['exceeds'], '>'],
  [['beyond'], '>'],
  [['below'], '<'],
  [['under'], '<'],
  [['beneath'], '<'],
  [['within'], '<='],
  [['minimum'], '>='],
  [['min'], '>='],
  [['maximum'], '<='],
  [['max'], '<='],
  [['>='], '>='],
  [['<='], '<='],
  [['>'], '>'],
  [['<'], '<'],
  [['='], '='],
];

/** Words skipped between a metric and its comparator or value ("ROE of more than 20", "P/E is below 15"). */
export const FILLER_WORDS = new Set(['of', 'is', 'are', 'be', 'being', 'that', 'which', 'a', 'an', 'the', 'their', 'its', 'with', 'having', 'has', 'have', 'rs', 'rs.', 'inr', '₹', 'trading', 'trade', 'price', 'prices', 'currently', 'now']);

/** Words that never start a company name on their own. */
export const NOT_COMPANY_WORDS = new Set(
  (
    'a an and any are as at be between by can companies company compare compared comparison constituents constituent crore crores cr ' +
    'data day days desc asc did do does each equity every for from gain gained gainer gainers give growth had has have high highest how ' +
    'i in index indices is it its last latest less list loser losers low lowest me members member month months more most my nifty ' +
    'sensex no not of on or over past pattern per performance performed quarter quarters quarterly annual yearly ratio ratios return returns ' +
    'sector sectors share shares shareholding holding holdings show sort sorted stock stocks than that the their them these this those ' +
    'to top bottom trend under versus vs week weeks what which who with year years ytd above below market cap large mid small micro ' +
    'largest smallest biggest best worst price prices trading trend history historical over all find tell about get want please ' +
    'revenue revenues sales profit profits margin debt dividend promoter promoters pledged pledge fii dii public rsi dma moving average ' +
    'value book earnings eps roe roce pe pb cheap cheapest expensive stocks, bank banks it pharma fmcg auto metal metals energy power realty ' +
    'up down during since till until vs. against along also both '
  )
    .trim()
    .split(/\s+/),
);

/** Number words investors write after a money figure in crores. */
export const CRORE_WORDS = new Set(['cr', 'crore', 'crores', 'cr.']);
