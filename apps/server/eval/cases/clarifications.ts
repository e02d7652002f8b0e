/** Questions a right answer asks back about: names that fit several listed companies, and questions with no subject. */
import { clarify } from '../caseBuilders';
import { inCategory } from '../types';

export const CLARIFICATION_CASES = inCategory('clarifications', [
  clarify('tata motors market cap'),
  clarify('tata motors roe'),
  clarify('tata motors share price'),
  clarify('hdfc pe'),
  clarify('hdfc roe'),
  clarify('bajaj pe'),
  clarify('bajaj roe'),
  clarify('adani market cap'),
  clarify('adani pe'),
  clarify('tata pe'),
  clarify('tata market cap'),
  clarify('aditya birla pe'),
  clarify('mahindra market cap'),
  clarify('hindustan pe'),
  clarify('bharat roe'),
  clarify('godrej roe'),
  clarify('what is its pe'),
  clarify('compare them'),
  clarify('top 10'),
  clarify('sort by roe'),
  clarify('icici market cap'),
  clarify('torrent roe'),
]);
