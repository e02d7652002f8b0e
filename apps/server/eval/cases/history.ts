/** One company over the years or quarters: statement lines, oldest first, as many periods as asked (5 by default) and held. */
import { history, money, plain } from '../caseBuilders';
import { inCategory } from '../types';

export const HISTORY_CASES = inCategory('history', [
  history('tcs revenue last 5 years', 'TCS', 'annual', 5, { sales: money('inc', 'revenue') }),
  history('reliance profit history', 'RELIANCE', 'annual', 5, { net_profit: money('inc', 'netIncome') }),
  history('infosys quarterly sales', 'INFY', 'quarterly', 5, { sales: money('inc', 'revenue') }),
  history('hdfc bank net profit last 4 quarters', 'HDFCBANK', 'quarterly', 4, { net_profit: money('inc', 'netIncome') }),
  history('maruti eps last 5 years', 'MARUTI', 'annual', 5, { eps: plain('inc', 'eps') }),
  // The yearly total payout; "dividend history" asks for per-share dividends and ex-dates, which the data lacks (issue 36).
  history('itc dividend payout last 5 years', 'ITC', 'annual', 5, { dividend: money('inc', 'dividend') }),
  history('sbi borrowings last 3 years', 'SBIN', 'annual', 3, { borrowings: money('bal', 'totalDebt') }),
  history('asian paints opm trend', 'ASIANPAINT', 'annual', 5, { opm: plain('inc', 'opm') }),
  history('hul reserves history', 'HINDUNILVR', 'annual', 5, { reserves: money('bal', 'reserves') }),
  history('wipro free cash flow last 5 years', 'WIPRO', 'annual', 5, { free_cash_flow: money('cf', 'freeCashFlow') }),
  history('l&t total assets last 3 years', 'LT', 'annual', 3, { total_assets: money('bal', 'totalAssets') }),
  history('tata steel debt over the years', 'TATASTEEL', 'annual', 5, { borrowings: money('bal', 'totalDebt') }),
  history('bajaj finance profit last 8 quarters', 'BAJFINANCE', 'quarterly', 8, { net_profit: money('inc', 'netIncome') }),
  history('tcs net profit and sales for last 2 years', 'TCS', 'annual', 2, { sales: money('inc', 'revenue'), net_profit: money('inc', 'netIncome') }),
  history('ongc ebitda history', 'ONGC', 'annual', 5, { ebitda: money('inc', 'ebitda') }),
  history('infosys cash from operations trend', 'INFY', 'annual', 5, { cash_from_operations: money('cf', 'cashFromOperations') }),
  history('titan net profit margin history', 'TITAN', 'annual', 5, { npm: plain('inc', 'npm') }),
  history('cipla interest expense last 5 years', 'CIPLA', 'annual', 5, { interest: money('inc', 'interest') }),
  history('nestle depreciation history', 'NESTLEIND', 'annual', 5, { depreciation: money('inc', 'depreciation') }),
  history('icici bank quarterly profit last 3 quarters', 'ICICIBANK', 'quarterly', 3, { net_profit: money('inc', 'netIncome') }),
  history('yearly sales of sun pharma', 'SUNPHARMA', 'annual', 5, { sales: money('inc', 'revenue') }),
  history('m&m pbt history', 'M&M', 'annual', 5, { profit_before_tax: money('inc', 'profitBeforeTax') }),
]);
