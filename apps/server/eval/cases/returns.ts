/** Price returns of named companies over a period, from daily closes (the companies with price history: the Nifty 50). */
import { companyReturns } from '../caseBuilders';
import { inCategory } from '../types';

export const RETURN_CASES = inCategory('returns', [
  companyReturns('reliance 1 year return', ['RELIANCE'], '1 year'),
  companyReturns('hdfc bank returns in last 6 months', ['HDFCBANK'], '6 month'),
  companyReturns('how did infy do in last 3 years', ['INFY'], '3 year'),
  companyReturns('tcs 3 month return', ['TCS'], '3 month'),
  companyReturns('itc 1 month return', ['ITC'], '1 month'),
  companyReturns('sbi 2 year returns', ['SBIN'], '2 year'),
  companyReturns('maruti return over 1 year', ['MARUTI'], '1 year'),
  companyReturns('l&t 6 months return', ['LT'], '6 month'),
  companyReturns('airtel 1 year performance', ['BHARTIARTL'], '1 year'),
  companyReturns('hul returns last 1 year', ['HINDUNILVR'], '1 year'),
  companyReturns('bajaj finance 3 year return', ['BAJFINANCE'], '3 year'),
  companyReturns('tcs vs infy 1 year return', ['TCS', 'INFY'], '1 year'),
  companyReturns('hdfc bank vs icici bank returns over 2 years', ['HDFCBANK', 'ICICIBANK'], '2 year'),
  companyReturns('zomato 1 year return', ['ETERNAL'], '1 year'),
  companyReturns('trent 6 month return', ['TRENT'], '6 month'),
  companyReturns('jio financial 1 year return', ['JIOFIN'], '1 year'),
  companyReturns('how much has kotak gone up in 1 year', ['KOTAKBANK'], '1 year'),
  companyReturns('asian paints 1 year return', ['ASIANPAINT'], '1 year'),
  companyReturns('titan return in 30 days', ['TITAN'], '30 day'),
  companyReturns('nestle 1 week return', ['NESTLEIND'], '7 day'),
  companyReturns('sun pharma, cipla and dr reddy returns over 1 year', ['SUNPHARMA', 'CIPLA', 'DRREDDY'], '1 year'),
  companyReturns('how much did tata steel fall in 6 months', ['TATASTEEL'], '6 month'),
]);
