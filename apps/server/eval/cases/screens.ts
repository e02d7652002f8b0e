/** Screens with several conditions: every condition written must be applied (none silently dropped). */
import { BANKS, inIndex, screen, sectorIs, matching } from '../caseBuilders';
import { inCategory } from '../types';

export const SCREEN_CASES = inCategory('screens', [
  matching('roe above 15 roce above 15 pe below 15 debt to equity below 0.5', 'roe > 15 and roce > 15 and pe < 15 and debt_to_equity < 0.5', ['roe', 'roce', 'pe', 'debt_to_equity']),
  screen('high roe low debt stocks: roe > 25 and d/e < 0.1, top 10 by market cap', 'roe > 25 and debt_to_equity < 0.1', 'market_cap desc', 10, ['roe', 'debt_to_equity', 'market_cap']),
  matching('stocks with promoter holding above 70 and pe below 20', 'promoter_holding > 70 and pe < 20', ['promoter_holding', 'pe']),
  matching('pe below 15, dividend yield above 3 and mcap above 20000', 'pe < 15 and dividend_yield > 3 and market_cap > 20000', ['pe', 'dividend_yield', 'market_cap']),
  matching('companies with opm above 30 and roce above 30', 'opm > 30 and roce > 30', ['opm', 'roce']),
  matching('large caps with pe under 20 and roe over 18', `market_cap_type = 'Large Cap' and pe < 20 and roe > 18`, ['pe', 'roe']),
  matching('mid caps with debt to equity below 0.2 and roe above 20', `market_cap_type = 'Mid Cap' and debt_to_equity < 0.2 and roe > 20`, ['debt_to_equity', 'roe']),
  matching('small caps with piotroski 8 or more and pe below 15', `market_cap_type = 'Small Cap' and piotroski_score >= 8 and pe < 15`, ['piotroski_score', 'pe']),
  matching('stocks with p/b below 1 and roe above 10', 'pb < 1 and roe > 10', ['pb', 'roe']),
  matching('companies with peg below 1 and market cap above 10000', 'peg < 1 and market_cap > 10000', ['peg', 'market_cap']),
  matching('ev/ebitda below 8 and roce above 20', 'ev_to_ebitda < 8 and roce > 20', ['ev_to_ebitda', 'roce']),
  matching('stocks with fii holding above 30', 'fii_holding > 30', ['fii_holding']),
  matching('dii holding above 25 and market cap above 50000', 'dii_holding > 25 and market_cap > 50000', ['dii_holding', 'market_cap']),
  matching('pledged above 20 percent', 'pledged_percentage > 20', ['pledged_percentage']),
  matching('current ratio above 3 and debt to equity 0', 'current_ratio > 3 and debt_to_equity = 0', ['current_ratio', 'debt_to_equity']),
  matching('price to sales below 1 and opm above 15', 'price_to_sales < 1 and opm > 15', ['price_to_sales', 'opm']),
  matching('interest coverage below 1.5 and debt above 10000 cr', 'interest_coverage < 1.5 and debt > 10000', ['interest_coverage', 'debt']),
  matching('roe greater than 20 or roce greater than 30, market cap above 100000', '(roe > 20 or roce > 30) and market_cap > 100000', ['roe', 'roce', 'market_cap']),
  matching('companies other than banks with debt above 50000 cr', `not ${sectorIs(BANKS)} and debt > 50000`, ['debt']),
  matching('stocks with p/b under 1 and mcap above 5000 cr', 'pb < 1 and market_cap > 5000', ['pb', 'market_cap']),
  matching('roe above 20 and sales growth above 15 and profit growth above 15', 'roe > 20 and sales_growth_3y > 15 and profit_growth_3y > 15', ['roe', 'sales_growth_3y', 'profit_growth_3y']),
  matching('companies with d/e of 0 and roe above 25', 'debt_to_equity = 0 and roe > 25', ['debt_to_equity', 'roe']),
  matching('pe between 10 and 20 and roe between 15 and 25 and mcap above 20000', 'pe >= 10 and pe <= 20 and roe >= 15 and roe <= 25 and market_cap > 20000', ['pe', 'roe', 'market_cap']),
  matching('eps above 100 and pe below 20', 'eps > 100 and pe < 20', ['eps', 'pe']),
  matching('roce above 20, opm above 20, sales growth 5 years above 10, pe below 30, market cap above 5000', 'roce > 20 and opm > 20 and sales_growth_5y > 10 and pe < 30 and market_cap > 5000', ['roce', 'opm', 'sales_growth_5y', 'pe', 'market_cap']),
  screen('promoter holding above 50 with zero pledge and roe above 20, top 10 by roe', 'promoter_holding > 50 and pledged_percentage = 0 and roe > 20', 'roe desc', 10, ['promoter_holding', 'pledged_percentage', 'roe']),
  // Low / high: the stated condition when there is one, else the documented thresholds (englishQualities.ts).
  matching('high roe low pe: roe above 20 and pe below 15', 'roe > 20 and pe < 15', ['roe', 'pe']),
  matching('low pb high roe stocks', 'pb > 0 and pb < 2 and roe > 20', ['pb', 'roe']),
  matching('high dividend low debt stocks', 'dividend_yield > 3 and debt_to_equity < 0.5', ['dividend_yield', 'debt_to_equity']),
  // Metrics grown from the data's field list (dataFieldMetrics.ts) and whole-number scores.
  matching('companies with altman z score above 5 and roe above 20', 'altman_zscore > 5 and roe > 20', ['altman_zscore', 'roe']),
  matching('stocks with earnings yield above 10', 'earnings_yield > 10', ['earnings_yield']),
  matching('piotroski score 8 companies in nifty 500', `${inIndex('NIFTY 500')} and piotroski_score = 8`, ['piotroski_score']),
  matching('piotroski 8 or 9 large caps', `market_cap_type = 'Large Cap' and piotroski_score >= 8 and piotroski_score <= 9`, ['piotroski_score']),
  matching('nifty 50 stocks with dividend payout above 50', `${inIndex('NIFTY 50')} and dividend_payout > 50`, ['dividend_payout']),
  matching('good roe stocks under 1000 cr', 'market_cap < 1000 and roe > 20', ['market_cap', 'roe']),
  matching('3 and 5 year profit growth each over 15 with roe above 20', 'profit_growth_3y > 15 and profit_growth_5y > 15 and roe > 20', ['profit_growth_3y', 'profit_growth_5y', 'roe']),
]);
