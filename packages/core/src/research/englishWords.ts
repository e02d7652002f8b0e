/** Word lists of the English question compiler: comparators and fillers. */
import type { ComparisonOperator } from './plan';

/** Comparator phrases (lowercase token sequences), longest first when matched. */
export const COMPARATOR_PHRASES: readonly [string[], ComparisonOperator][] = [
  [['greater', 'than', 'or', 'equal', 'to'], '>='],
  [['less', 'than', 'or', 'equal', 'to'], '<='],
  [['not', 'less', 'than'], '>='],
  [['not', 'more', 'than'], '<='],
  // Negated comparators: "no more than 15", "not below 10,000 cr", "not lower than 20".
  [['no', 'less', 'than'], '>='],
  [['no', 'more', 'than'], '<='],
  [['not', 'lower', 'than'], '>='],
  [['not', 'higher', 'than'], '<='],
  [['not', 'below'], '>='],
  [['not', 'under'], '>='],
  [['not', 'above'], '<='],
  [['not', 'over'], '<='],
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
export const FILLER_WORDS = new Set(['of', 'is', 'are', 'be', 'being', 'that', 'which', 'a', 'an', 'the', 'their', 'its', 'with', 'having', 'has', 'have', 'rs', 'rs.', 'inr', '₹', 'trading', 'trade', 'price', 'prices', 'currently', 'now', 'pay', 'pays', 'paying', 'carry', 'carries', 'carrying']);

/** Number words investors write after a money figure in crores. */
export const CRORE_WORDS = new Set(['cr', 'crore', 'crores', 'cr.']);
