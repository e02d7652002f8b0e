/** Growth metrics with their periods (3 / 5 years, "cagr", "yr"): the period written is the period used, in filters and sorts alike. */
import { BANKS, FMCG, inIndex, IT, lookup, PHARMA, screen, sectorIs, matching } from '../caseBuilders';
import { inCategory } from '../types';

const N50 = inIndex('NIFTY 50');

export const GROWTH_CASES = inCategory('growth', [
  lookup('5 year sales growth of tcs', ['TCS'], ['sales_growth_5y']),
  lookup('3 year profit growth of reliance', ['RELIANCE'], ['profit_growth_3y']),
  lookup('infosys 5yr sales cagr', ['INFY'], ['sales_growth_5y']),
  lookup('hdfc bank 3 year sales growth', ['HDFCBANK'], ['sales_growth_3y']),
  lookup('itc profit growth 5 years', ['ITC'], ['profit_growth_5y']),
  lookup('sbi 5 year profit growth', ['SBIN'], ['profit_growth_5y']),
  lookup('l&t 5 yr sales cagr', ['LT'], ['sales_growth_5y']),
  lookup('asian paints sales growth 3 years', ['ASIANPAINT'], ['sales_growth_3y']),
  lookup('tcs 3 year and 5 year profit growth', ['TCS'], ['profit_growth_3y', 'profit_growth_5y']),
  lookup('maruti vs m&m 3 year sales growth', ['MARUTI', 'M&M'], ['sales_growth_3y']),
  lookup('which is growing faster on 5 year sales growth, tcs or infosys', ['TCS', 'INFY'], ['sales_growth_5y']),
  matching('companies with 3 year profit growth above 30 and mcap above 50000 cr', 'profit_growth_3y > 30 and market_cap > 50000', ['profit_growth_3y', 'market_cap']),
  matching('5yr sales cagr above 25 and roe above 20', 'sales_growth_5y > 25 and roe > 20', ['sales_growth_5y', 'roe']),
  screen('top 10 by 3 year profit growth in nifty 50', N50, 'profit_growth_3y desc', 10, ['profit_growth_3y']),
  screen('top 5 by 5 year sales growth among large caps', `market_cap_type = 'Large Cap'`, 'sales_growth_5y desc', 5, ['sales_growth_5y']),
  matching('companies with 3y profit growth > 50% and pe < 20', 'profit_growth_3y > 50 and pe < 20', ['profit_growth_3y', 'pe']),
  matching('5 year sales growth above 20% and debt to equity below 0.5', 'sales_growth_5y > 20 and debt_to_equity < 0.5', ['sales_growth_5y', 'debt_to_equity']),
  matching('nifty 50 stocks with 5 year profit growth above 25', `${N50} and profit_growth_5y > 25`, ['profit_growth_5y']),
  matching('banks with 3 year profit growth above 30', `${sectorIs(BANKS)} and profit_growth_3y > 30`, ['profit_growth_3y']),
  matching('pharma companies with 5 year sales growth above 15', `${sectorIs(PHARMA)} and sales_growth_5y > 15`, ['sales_growth_5y']),
  screen('it companies by 5 year profit growth, top 5', sectorIs(IT), 'profit_growth_5y desc', 5, ['profit_growth_5y']),
  screen('fmcg 3 year sales growth top 5', sectorIs(FMCG), 'sales_growth_3y desc', 5, ['sales_growth_3y']),
  screen('bottom 5 nifty 50 stocks by 3 year sales growth', N50, 'sales_growth_3y asc', 5, ['sales_growth_3y']),
  matching('which nifty 50 companies had negative 3 year profit growth', `${N50} and profit_growth_3y < 0`, ['profit_growth_3y']),
  matching('3 and 5 year sales growth both above 20 with mcap above 10000', 'sales_growth_3y > 20 and sales_growth_5y > 20 and market_cap > 10000', ['sales_growth_3y', 'sales_growth_5y', 'market_cap']),
  screen('top 10 companies by 5 year profit cagr with mcap over 1 lakh cr', 'market_cap > 100000', 'profit_growth_5y desc', 10, ['profit_growth_5y', 'market_cap']),
  screen('mid caps with 5 year profit growth above 30, top 10 by profit growth', `market_cap_type = 'Mid Cap' and profit_growth_5y > 30`, 'profit_growth_5y desc', 10, ['profit_growth_5y']),
  screen('small caps with 3 year sales growth above 40, top 10 by sales growth', `market_cap_type = 'Small Cap' and sales_growth_3y > 40`, 'sales_growth_3y desc', 10, ['sales_growth_3y']),
  screen('large caps with 3 year profit growth above 25 sorted by 3 year profit growth', `market_cap_type = 'Large Cap' and profit_growth_3y > 25`, 'profit_growth_3y desc', 25, ['profit_growth_3y']),
  screen('companies with 5 year profit growth above 40 and 5 year sales growth above 20, top 10 by 5 year profit growth', 'profit_growth_5y > 40 and sales_growth_5y > 20', 'profit_growth_5y desc', 10, ['profit_growth_5y', 'sales_growth_5y']),
]);
