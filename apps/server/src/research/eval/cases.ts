/**
 * The evaluation questions over the mirror data, each with a hand-written SQL query that returns the rows
 * and numbers a correct answer holds. `keys` are the answer columns compared (numbers to 0.01); `ordered`
 * compares row order too. A case with `cannot` expects the cannot-answer path.
 */
import { BASE_CTE, inIndex, screenSql, sectorIs } from './baseSql';

export interface EvalCase {
  question: string;
  kind: 'screen' | 'history' | 'compare' | 'shareholding' | 'constituents' | 'returns' | 'technicals' | 'cannot';
  sql?: string;
  /** Answer columns compared with the SQL columns of the same name; `symbol` or `period_end` identify rows. */
  keys?: string[];
  ordered?: boolean;
  cannot?: boolean;
}

const IT = ['it', 'information technology', 'it - software', 'it - services', 'it services & consulting', 'software', 'computers - software', 'software & services'];
const BANKS = ['banks', 'bank', 'banking', 'private sector bank', 'public sector bank', 'banks - regional', 'banks - diversified'];
const PHARMA = ['pharma', 'pharmaceuticals', 'pharmaceuticals & biotechnology', 'pharmaceuticals & drugs', 'healthcare', 'health care'];
const FMCG = ['fmcg', 'fast moving consumer goods', 'consumer staples', 'personal care', 'packaged foods'];
const AUTO = ['auto', 'automobile and auto components', 'automobiles', 'auto components', 'automobile', 'auto parts', 'auto manufacturers'];

const screen = (question: string, where: string, orderBy: string, limit: number, keys: string[], kind: EvalCase['kind'] = 'screen'): EvalCase => ({
  question,
  kind,
  sql: screenSql(where, orderBy, limit, keys.join(', ')),
  keys,
  ordered: true,
});

const history = (question: string, symbol: string, period: 'annual' | 'quarterly', count: number, columns: Record<string, string>): EvalCase => {
  const statements = `select f.period_end, f.statement, f.items from financial_statements f join company_profile c on c.id = f.company_id
      where c.symbol = '${symbol}' and c.exchange = 'NSE' and f.period = '${period}'`;
  const select = Object.entries(columns).map(([key, expr]) => `${expr} as ${key}`).join(', ');
  const anyValue = Object.keys(columns).map((key) => `${key} is not null`).join(' or ');
  return {
    question,
    kind: 'history',
    sql: `with s as (${statements}),
      p as (select period_end,
              max(case when statement = 'income_statement' then items::text end)::jsonb as inc,
              max(case when statement = 'balance_sheet_statement' then items::text end)::jsonb as bal,
              max(case when statement = 'cash_flow_statement' then items::text end)::jsonb as cf
            from s group by period_end),
      v as (select to_char(period_end, 'YYYY-MM-DD') as period_end, ${select} from p)
      select * from (select * from v where ${anyValue} order by period_end desc limit ${count}) t order by period_end`,
    keys: Object.keys(columns),
    ordered: true,
  };
};
const money = (statement: 'inc' | 'bal' | 'cf', item: string) => `(${statement}->>'${item}')::float8 / 1e7`;
const plain = (statement: 'inc' | 'bal' | 'cf', item: string) => `(${statement}->>'${item}')::float8`;

const compare = (question: string, symbols: string[], keys: string[]): EvalCase => ({
  question,
  kind: 'compare',
  sql: `${BASE_CTE} select symbol, ${keys.join(', ')} from base where country = 'IN' and symbol in (${symbols.map((s) => `'${s}'`).join(', ')})
        and id in (select id from company_profile where exchange = 'NSE')`,
  keys,
  ordered: false,
});

const shareholding = (question: string, symbol: string, quarters: number): EvalCase => ({
  question,
  kind: 'shareholding',
  sql: `select * from (select to_char(s.quarter_end, 'YYYY-MM-DD') as quarter_end, s.promoter, s.fii, s.dii, s.public, s.pledged
          from shareholding_pattern s join company_profile c on c.id = s.company_id
          where c.symbol = '${symbol}' and c.exchange = 'NSE' order by s.quarter_end desc limit ${quarters}) t order by quarter_end`,
  keys: ['quarter_end', 'promoter', 'fii', 'dii', 'public', 'pledged'],
  ordered: true,
});

/** Price return over a period: each company's close on or before the latest date of the set, and on or before that date minus the period. */
const returnsSql = (membersWhere: string, interval: string, orderLimit: string) => `
  with wanted as (select id, symbol from company_profile where ${membersWhere}),
  ref as (select max(p.date) as d from stock_price_daily_historical p where p.company_id in (select id from wanted)),
  r as (
    select w.symbol,
      (select p.close from stock_price_daily_historical p, ref where p.company_id = w.id and p.date <= ref.d order by p.date desc limit 1) as end_close,
      (select p.close from stock_price_daily_historical p, ref where p.company_id = w.id and p.date <= (ref.d - interval '${interval}')::date order by p.date desc limit 1) as start_close
    from wanted w)
  select symbol, start_close, end_close, (end_close / start_close - 1) * 100 as return_pct from r ${orderLimit}`;

const companyReturns = (question: string, symbols: string[], interval: string): EvalCase => ({
  question,
  kind: 'returns',
  sql: returnsSql(`exchange = 'NSE' and symbol in (${symbols.map((s) => `'${s}'`).join(', ')})`, interval, ''),
  keys: ['start_close', 'end_close', 'return_pct'],
  ordered: false,
});

const indexReturns = (question: string, index: string, interval: string, direction: 'desc' | 'asc', limit: number): EvalCase => ({
  question,
  kind: 'returns',
  sql: returnsSql(inIndex(index), interval, `where start_close > 0 order by return_pct ${direction}, symbol limit ${limit}`),
  keys: ['start_close', 'end_close', 'return_pct'],
  ordered: true,
});

const constituents = (question: string, index: string, limit: number | null): EvalCase => ({
  question,
  kind: 'constituents',
  sql: `${BASE_CTE} select symbol, market_cap from base where ${inIndex(index)} order by market_cap desc nulls last, symbol ${limit ? `limit ${limit}` : ''}`,
  keys: ['market_cap'],
  ordered: limit !== null,
});

const cannot = (question: string): EvalCase => ({ question, kind: 'cannot', cannot: true });

export const EVAL_CASES: EvalCase[] = [
  // Screens: the query language.
  screen('Market Capitalization > 50000 AND Price to earning < 20 sort by Return on equity desc limit 10', 'market_cap > 50000 and pe < 20', 'roe desc', 10, ['roe', 'market_cap', 'pe']),
  screen('Return on equity > 25 AND Debt to equity < 0.1 sort by Market Capitalization desc limit 15', 'roe > 25 and debt_to_equity < 0.1', 'market_cap desc', 15, ['market_cap', 'roe', 'debt_to_equity']),
  screen('ROCE > 30 AND Sales growth 3Years > 20 sort by ROCE desc limit 10', 'roce > 30 and sales_growth_3y > 20', 'roce desc', 10, ['roce', 'sales_growth_3y']),
  screen('(Return on equity > 30 OR ROCE > 40) AND Market Capitalization > 20000 sort by Market Capitalization desc limit 20', '(roe > 30 or roce > 40) and market_cap > 20000', 'market_cap desc', 20, ['market_cap', 'roe', 'roce']),
  screen('Dividend yield > 4 AND Market Capitalization > 10000 sort by Dividend yield desc limit 10', 'dividend_yield > 4 and market_cap > 10000', 'dividend_yield desc', 10, ['dividend_yield', 'market_cap']),
  screen('Promoter holding > 70 AND Pledged percentage = 0 AND Market Capitalization > 30000 sort by Market Capitalization desc limit 10', 'promoter_holding > 70 and pledged_percentage = 0 and market_cap > 30000', 'market_cap desc', 10, ['market_cap', 'promoter_holding', 'pledged_percentage']),
  screen('Price to earning < 10 AND Price to earning > 0 AND Market Capitalization > 5000 sort by Price to earning asc limit 10', 'pe < 10 and pe > 0 and market_cap > 5000', 'pe asc', 10, ['pe', 'market_cap']),
  screen('Sector = "IT" AND Return on equity > 20 sort by Market Capitalization desc limit 10', `${sectorIs(IT)} and roe > 20`, 'market_cap desc', 10, ['market_cap', 'roe']),
  screen('Sector in ("Banks", "FMCG") AND Market Capitalization > 100000 sort by Market Capitalization desc limit 20', `(${sectorIs(BANKS)} or ${sectorIs(FMCG)}) and market_cap > 100000`, 'market_cap desc', 20, ['market_cap']),
  screen('Index = "NIFTY 50" AND Price to book value < 2 sort by Price to book value asc limit 10', `${inIndex('NIFTY 50')} and pb < 2`, 'pb asc', 10, ['pb']),
  screen('Market cap type = "Large Cap" AND Profit growth 5Years > 25 sort by Profit growth 5Years desc limit 10', `market_cap_type = 'Large Cap' and profit_growth_5y > 25`, 'profit_growth_5y desc', 10, ['profit_growth_5y']),
  screen('Market cap type = Mid AND OPM > 30 sort by OPM desc limit 10', `market_cap_type = 'Mid Cap' and opm > 30`, 'opm desc', 10, ['opm']),
  screen('Piotroski score >= 8 AND Market Capitalization > 20000 sort by Market Capitalization desc limit 10', 'piotroski_score >= 8 and market_cap > 20000', 'market_cap desc', 10, ['piotroski_score', 'market_cap']),
  screen('Return over 1year > 100 AND Market Capitalization > 10000 sort by Return over 1year desc limit 10', 'return_1y > 100 and market_cap > 10000', 'return_1y desc', 10, ['return_1y', 'market_cap']),
  screen('Sales > 100000 sort by Net profit desc limit 10', 'sales > 100000', 'net_profit desc', 10, ['net_profit', 'sales']),
  screen('EPS > 200 AND Market Capitalization > 50000 sort by EPS desc limit 10', 'eps > 200 and market_cap > 50000', 'eps desc', 10, ['eps', 'market_cap']),
  screen('NOT Sector = "Banks" AND Debt > 100000 sort by Debt desc limit 10', `not ${sectorIs(BANKS)} and debt > 100000`, 'debt desc', 10, ['debt']),
  screen('Industry = "Cement" AND Market Capitalization > 10000 sort by Market Capitalization desc limit 10', `${sectorIs(['cement', 'cement & cement products', 'construction materials'], ['industry'])} and market_cap > 10000`, 'market_cap desc', 10, ['market_cap']),
  // Screens: English.
  screen('IT companies with ROE above 20 and debt to equity below 0.5, top 10 by market cap', `${sectorIs(IT)} and roe > 20 and debt_to_equity < 0.5`, 'market_cap desc', 10, ['market_cap', 'roe', 'debt_to_equity']),
  screen('Pharma stocks with ROCE above 25, top 5 by market cap', `${sectorIs(PHARMA)} and roce > 25`, 'market_cap desc', 5, ['market_cap', 'roce']),
  screen('Banks with return on equity more than 15 and P/B less than 2', `${sectorIs(BANKS)} and roe > 15 and pb < 2`, 'market_cap desc', 25, ['market_cap', 'roe', 'pb']),
  screen('Show me companies with a dividend yield of at least 5% and market cap over 20,000 crore', 'dividend_yield >= 5 and market_cap > 20000', 'market_cap desc', 25, ['market_cap', 'dividend_yield']),
  screen('Large cap stocks with PE below 15, sorted by ROE', `market_cap_type = 'Large Cap' and pe < 15`, 'roe desc', 25, ['roe', 'pe']),
  screen('Top 10 companies by market cap', 'true', 'market_cap desc', 10, ['market_cap']),
  screen('Auto companies with sales growth 3 years above 15 and ROE above 15', `${sectorIs(AUTO)} and sales_growth_3y > 15 and roe > 15`, 'market_cap desc', 25, ['market_cap', 'sales_growth_3y', 'roe']),
  screen('Companies with market cap above 1 lakh crore and debt to equity under 0.1', 'market_cap > 100000 and debt_to_equity < 0.1', 'market_cap desc', 25, ['market_cap', 'debt_to_equity']),
  screen('FMCG companies with OPM greater than 20 sorted by OPM', `${sectorIs(FMCG)} and opm > 20`, 'opm desc', 25, ['opm']),
  screen('Stocks with promoter holding above 75 and pledged percentage below 1, top 10 by market cap', 'promoter_holding > 75 and pledged_percentage < 1', 'market_cap desc', 10, ['market_cap', 'promoter_holding']),
  screen('Small cap companies with ROE above 25 and PE under 15, top 10 by ROE', `market_cap_type = 'Small Cap' and roe > 25 and pe < 15`, 'roe desc', 10, ['roe', 'pe']),
  screen('Companies with profit growth 5 years between 20 and 30 and market cap above 50000', 'profit_growth_5y >= 20 and profit_growth_5y <= 30 and market_cap > 50000', 'market_cap desc', 25, ['market_cap', 'profit_growth_5y']),
  screen('Which companies have the best ROE? top 10', 'true', 'roe desc', 10, ['roe']),
  screen('companies with ROE > 20 and P/E <= 15, top 10 by market cap', 'roe > 20 and pe <= 15', 'market_cap desc', 10, ['market_cap', 'roe', 'pe']),
  screen('Nifty 500 companies with the lowest PE, top 10', `${inIndex('NIFTY 500')}`, 'pe asc', 10, ['pe']),
  // Technicals.
  screen('Nifty 50 stocks below their 200 DMA', `${inIndex('NIFTY 50')} and current_price < dma_200`, 'market_cap desc', 25, ['current_price', 'dma_200'], 'technicals'),
  screen('Nifty 50 stocks above their 50 DMA with RSI above 60', `${inIndex('NIFTY 50')} and current_price > dma_50 and rsi > 60`, 'market_cap desc', 25, ['current_price', 'dma_50', 'rsi'], 'technicals'),
  screen('Current price < DMA 200 AND RSI < 40 AND Market Capitalization > 50000 sort by RSI asc limit 10', 'current_price < dma_200 and rsi < 40 and market_cap > 50000', 'rsi asc', 10, ['rsi', 'current_price', 'dma_200'], 'technicals'),
  screen('Nifty 50 stocks with RSI under 45', `${inIndex('NIFTY 50')} and rsi < 45`, 'market_cap desc', 25, ['rsi'], 'technicals'),
  screen('Companies with market cap above 100000 trading above their 200 DMA, top 10 by RSI', `market_cap > 100000 and current_price > dma_200`, 'rsi desc', 10, ['rsi', 'market_cap'], 'technicals'),
  // One company over the years.
  history('TCS revenue and net profit for the last 5 years', 'TCS', 'annual', 5, { sales: money('inc', 'revenue'), net_profit: money('inc', 'netIncome') }),
  history('Infosys EPS history', 'INFY', 'annual', 5, { eps: plain('inc', 'eps') }),
  history('RELIANCE borrowings for the last 6 years', 'RELIANCE', 'annual', 6, { borrowings: money('bal', 'totalDebt') }),
  history('history HDFCBANK: Sales, Net profit quarterly limit 4', 'HDFCBANK', 'quarterly', 4, { sales: money('inc', 'revenue'), net_profit: money('inc', 'netIncome') }),
  history('ITC reserves over the last 5 years', 'ITC', 'annual', 5, { reserves: money('bal', 'reserves') }),
  history('Quarterly sales of Maruti Suzuki for the last 4 quarters', 'MARUTI', 'quarterly', 4, { sales: money('inc', 'revenue') }),
  history('Larsen & Toubro total assets trend', 'LT', 'annual', 5, { total_assets: money('bal', 'totalAssets') }),
  history('TCS cash from operations and free cash flow over the last 3 years', 'TCS', 'annual', 3, { cash_from_operations: money('cf', 'cashFromOperations'), free_cash_flow: money('cf', 'freeCashFlow') }),
  // Comparisons.
  compare('compare HDFCBANK and ICICIBANK on ROE, P/E and market cap', ['HDFCBANK', 'ICICIBANK'], ['roe', 'pe', 'market_cap']),
  compare('TCS vs INFY vs WIPRO on ROCE and OPM', ['TCS', 'INFY', 'WIPRO'], ['roce', 'opm']),
  compare('Compare Asian Paints and Pidilite on price to earning and return on equity', ['ASIANPAINT', 'PIDILITIND'], ['pe', 'roe']),
  compare('What is the P/E of ITC?', ['ITC'], ['pe']),
  compare('compare SBIN, PNB: Price to book value, Return on assets, Dividend yield', ['SBIN', 'PNB'], ['pb', 'roa', 'dividend_yield']),
  compare('Debt to equity of Tata Steel and JSW Steel', ['TATASTEEL', 'JSWSTEEL'], ['debt_to_equity']),
  compare('Market cap and promoter holding of Bajaj Finance', ['BAJFINANCE'], ['market_cap', 'promoter_holding']),
  // Shareholding.
  shareholding('promoter holding trend of Adani Ports', 'ADANIPORTS', 20),
  shareholding('shareholding pattern of Reliance Industries', 'RELIANCE', 8),
  shareholding('shareholding TCS limit 2', 'TCS', 2),
  shareholding('How has FII holding in HDFC Bank changed over the last 8 quarters?', 'HDFCBANK', 8),
  shareholding('Who owns Infosys?', 'INFY', 8),
  shareholding('infosys shareholding', 'INFY', 8),
  // Index constituents.
  constituents('constituents of Nifty 50', 'NIFTY 50', null),
  constituents('Top 10 constituents of Nifty 500 by market cap', 'NIFTY 500', 10),
  constituents('constituents "NIFTY 50" sort by Market Capitalization desc limit 5', 'NIFTY 50', 5),
  constituents('Which companies are in the Nifty 500? top 20', 'NIFTY 500', 20),
  // Price returns.
  companyReturns('return of RELIANCE over the last 1 year', ['RELIANCE'], '1 year'),
  companyReturns('How did TCS perform over the last 6 months?', ['TCS'], '6 month'),
  companyReturns('3 year return of HDFC Bank', ['HDFCBANK'], '3 year'),
  companyReturns('returns of INFY and WIPRO over 2 years', ['INFY', 'WIPRO'], '2 year'),
  companyReturns('returns ITC over 30 days', ['ITC'], '30 day'),
  indexReturns('top gainers in Nifty 50 over 6 months', 'NIFTY 50', '6 month', 'desc', 10),
  indexReturns('top 5 losers in Nifty 50 over the last 1 year', 'NIFTY 50', '1 year', 'asc', 5),
  indexReturns('best performing Nifty 50 stocks over 3 months, top 3', 'NIFTY 50', '3 month', 'desc', 3),
  // What the data cannot answer.
  cannot('what is the weather in Mumbai today'),
  cannot('Will TCS share price go up next year?'),
  cannot('Should I buy Reliance?'),
  cannot('price of bitcoin'),
  cannot('constituents of Nifty Bank'),
];
