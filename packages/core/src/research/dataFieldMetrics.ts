/**
 * Metrics grown from the field list of the fundamentals data: the key_metrics rows (a Screener export) hold
 * ~200 fields; these are the ones investors screen on that the core list (metrics.ts) did not name yet, each
 * with the name Screener shows and the words investors type. Units were read off the data (percent fields
 * hold 21.5 for 21.5%; money fields are rupees, held in crores by the snapshot).
 */
import type { MetricDefinition, MetricUnit } from './metricTypes';

const field = (key: string, name: string, aliases: string[], unit: MetricUnit, description: string): MetricDefinition => ({
  key,
  name,
  aliases,
  unit,
  description,
  source: { table: 'key_metrics', item: key },
});

export const DATA_FIELD_METRICS: readonly MetricDefinition[] = [
  field('earningsYield', 'Earnings yield', ['EY', 'Earning yield'], 'percent', 'EBIT over enterprise value, in %.'),
  field('grahamNumber', 'Graham Number', ['Graham', 'Graham value'], 'price', 'Square root of 22.5 x EPS x book value per share.'),
  field('altmanZScore', 'Altman Z Score', ['Altman Z', 'Z score', 'Altman score'], 'score', 'Altman Z-score of bankruptcy risk (above 3 is safe).'),
  field('intrinsicValue', 'Intrinsic Value', ['Intrinsic'], 'price', 'Intrinsic value per share as the fundamentals export computes it.'),
  field('quickRatio', 'Quick ratio', ['Acid test ratio', 'Acid test'], 'ratio', 'Current assets less inventory over current liabilities.'),
  field('dividendPayout', 'Dividend Payout', ['Dividend payout ratio', 'Payout ratio', 'Payout'], 'percent', 'Dividends over net profit of the last year, in %.'),
  field('priceToFreeCashFlow', 'Price to Free Cash Flow', ['P/FCF', 'Price to FCF'], 'ratio', 'Market capitalization over free cash flow.'),
  field('priceToCashFlow', 'Price to Cash Flow', ['P/CF', 'Price to cash flow ratio'], 'ratio', 'Market capitalization over operating cash flow.'),
  field('historicalPe5years', 'Historical PE 5Years', ['5 year average pe', '5y average pe', 'Average pe 5 years', 'Historical pe 5y', '5 year pe'], 'ratio', 'Median P/E of the last 5 years.'),
  field('historicalPe10years', 'Historical PE 10Years', ['10 year average pe', 'Average pe 10 years', 'Historical pe 10y', '10 year pe'], 'ratio', 'Median P/E of the last 10 years.'),
  field('averageReturnOnEquity3years', 'Average return on equity 3Years', ['3 year average roe', 'Average roe 3 years', 'Avg roe 3y', '3y avg roe'], 'percent', 'Average ROE of the last 3 years, in %.'),
  field('averageReturnOnEquity5years', 'Average return on equity 5Years', ['5 year average roe', 'Average roe 5 years', 'Avg roe 5y', '5y avg roe'], 'percent', 'Average ROE of the last 5 years, in %.'),
  field('averageReturnOnCapitalEmployed5years', 'Average return on capital employed 5Years', ['5 year average roce', 'Average roce 5 years', 'Avg roce 5y'], 'percent', 'Average ROCE of the last 5 years, in %.'),
  field('yoyQuarterlySalesGrowth', 'YOY Quarterly sales growth', ['Quarterly sales growth', 'Qoq sales growth yoy', 'Latest quarter sales growth'], 'percent', 'Sales of the latest quarter over the same quarter a year earlier, in %.'),
  field('yoyQuarterlyProfitGrowth', 'YOY Quarterly profit growth', ['Quarterly profit growth', 'Latest quarter profit growth'], 'percent', 'Net profit of the latest quarter over the same quarter a year earlier, in %.'),
  field('epsGrowth5years', 'EPS growth 5Years', ['5 year eps growth', 'Eps growth 5y', 'Eps cagr 5 years', '5y eps growth'], 'percent', 'Compound annual EPS growth over 5 years, in %.'),
  field('opm5year', 'OPM 5Year', ['5 year average opm', 'Average opm 5 years', '5 year opm'], 'percent', 'Average operating margin of the last 5 years, in %.'),
  field('numberOfShareholders', 'Number of Shareholders', ['Shareholder count', 'No of shareholders', 'Number of holders'], 'score', 'Shareholders on record in the latest quarter.'),
  field('changeInFiiHolding', 'Change in FII holding', ['FII holding change', 'Fii change'], 'percent', 'Change of the FII holding over the last quarter, in percentage points.'),
  field('changeInDiiHolding', 'Change in DII holding', ['DII holding change', 'Dii change'], 'percent', 'Change of the DII holding over the last quarter, in percentage points.'),
  field('publicHolding', 'Public holding', ['Public shareholding', 'Retail holding'], 'percent', 'Shares held by the public in the latest quarter, in %.'),
  field('downFrom52wHigh', 'Down from 52w high', ['Down from 52 week high', 'Below 52 week high', 'Fall from 52 week high'], 'percent', 'How far the price is below its 52-week high, in %.'),
  field('netWorth', 'Net worth', ['Shareholders equity', 'Networth', 'Shareholder funds'], 'crore', 'Equity capital plus reserves, in Rs crore.'),
  field('enterpriseValueToEbit', 'EV / EBIT', ['EV to EBIT', 'Enterprise value to EBIT'], 'ratio', 'Enterprise value over EBIT.'),
  field('cashConversionCycle', 'Cash Conversion Cycle', ['CCC', 'Cash cycle'], 'score', 'Days from paying for inventory to collecting cash from customers.'),
  field('workingCapitalDays', 'Working Capital Days', ['Working capital cycle'], 'score', 'Working capital over sales, in days.'),
  field('assetTurnoverRatio', 'Asset Turnover Ratio', ['Asset turnover'], 'ratio', 'Sales over total assets.'),
  field('debtToProfit', 'Debt to profit', ['Debt to profit ratio'], 'ratio', 'Borrowings over net profit.'),
];
