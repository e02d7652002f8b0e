/**
 * Builders of evaluation cases: each turns a question and what an analyst would query into a case whose SQL
 * (over the same tables the engine reads, never through engine code) returns the rows a right answer holds.
 * Companies are named by NSE symbol: that is the independent truth of what a nickname means.
 */
import { BASE_CTE, inIndex, screenSql, sectorIs } from './baseSql';
import type { CaseBody } from './types';

export { inIndex, sectorIs };

export const IT = ['it', 'information technology', 'it - software', 'it - services', 'it services & consulting', 'software', 'computers - software', 'software & services'];
export const BANKS = ['banks', 'bank', 'banking', 'private sector bank', 'public sector bank', 'banks - regional', 'banks - diversified'];
export const PHARMA = ['pharma', 'pharmaceuticals', 'pharmaceuticals & biotechnology', 'pharmaceuticals & drugs', 'healthcare', 'health care'];
export const FMCG = ['fmcg', 'fast moving consumer goods', 'consumer staples', 'personal care', 'packaged foods'];
export const AUTO = ['auto', 'automobile and auto components', 'automobiles', 'auto components', 'automobile', 'auto parts', 'auto manufacturers'];
export const CEMENT = ['cement & cement products', 'cement', 'construction materials'];
export const POWER = ['power', 'utilities', 'power generation', 'power transmission'];
export const REALTY = ['realty', 'real estate', 'residential, commercial projects'];
export const METALS = ['metals & mining', 'iron & steel', 'non - ferrous metals', 'steel', 'materials'];
export const STEEL = ['iron & steel', 'steel'];
export const ENERGY = ['energy', 'oil, gas & consumable fuels', 'oil & gas', 'power'];
export const CHEMICALS = ['chemicals', 'specialty chemicals', 'commodity chemicals'];
export const TELECOM = ['telecommunication', 'telecom - services', 'communication services', 'telecom services'];

/** Universes and the usual cut of the held-out sets: every listing, the two indices whose members the mirror holds, the cap types. */
export const ALL = 'true';
export const N50 = inIndex('NIFTY 50');
export const N500 = inIndex('NIFTY 500');
export const LARGE = `market_cap_type = 'Large Cap'`;
export const MID = `market_cap_type = 'Mid Cap'`;
export const SMALL = `market_cap_type = 'Small Cap'`;
export const BY_MCAP = 'market_cap desc';
/** The first `top` of a universe by market cap, as withinCut's scope ("the 20 biggest ..."). */
export const biggest = (where: string, top: number) => ({ where, by: BY_MCAP, top });

/** Banks owned by the government / by private promoters, as the industry names them. */
export const PSU_BANK = `industry = 'Banks - Public Sector'`;
export const PRIVATE_BANK = `industry = 'Banks - Private Sector'`;

const quoted = (symbols: string[]) => symbols.map((s) => `'${s}'`).join(', ');

/** A screen over every Indian listing: filter, order, limit (25 when the question names none), compared columns. */
export const screen = (question: string, where: string, orderBy: string, limit: number, keys: string[]): CaseBody => ({
  question,
  expect: 'rows',
  sql: screenSql(where, orderBy, limit, keys.length ? keys.join(', ') : 'name'),
  keys,
  ordered: true,
});

/** A screen whose question names no order: the first 25 by the default order (market cap), compared as a set. */
export const matching = (question: string, where: string, keys: string[]): CaseBody => ({
  ...screen(question, where, 'market_cap desc', 25, keys),
  ordered: false,
});

/** Metrics of named companies (one row each, any order); no keys: only which companies are compared. */
export const lookup = (question: string, symbols: string[], keys: string[]): CaseBody => ({
  question,
  expect: 'rows',
  sql: `${BASE_CTE} select ${['symbol', ...keys].join(', ')} from base where country = 'IN' and symbol in (${quoted(symbols)})
        and id in (select id from company_profile where exchange = 'NSE')`,
  keys,
  ordered: false,
});

/** Statement lines of one company over its latest periods, oldest first. */
export const history = (question: string, symbol: string, period: 'annual' | 'quarterly', count: number, columns: Record<string, string>): CaseBody => {
  const statements = `select f.period_end, f.statement, f.items from financial_statements f join company_profile c on c.id = f.company_id
      where c.symbol = '${symbol}' and c.exchange = 'NSE' and f.period = '${period}'`;
  const select = Object.entries(columns).map(([key, expr]) => `${expr} as ${key}`).join(', ');
  const anyValue = Object.keys(columns).map((key) => `${key} is not null`).join(' or ');
  return {
    question,
    expect: 'rows',
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
/** A money line of a statement in crores, and a plain one (EPS, margins). */
export const money = (statement: 'inc' | 'bal' | 'cf', item: string) => `(${statement}->>'${item}')::float8 / 1e7`;
export const plain = (statement: 'inc' | 'bal' | 'cf', item: string) => `(${statement}->>'${item}')::float8`;
export const SALES = { sales: money('inc', 'revenue') };
export const PROFIT = { net_profit: money('inc', 'netIncome') };

/** Shareholding of one company over its latest quarters, oldest first. */
export const shareholding = (question: string, symbol: string, quarters: number): CaseBody => ({
  question,
  expect: 'rows',
  sql: `select * from (select to_char(s.quarter_end, 'YYYY-MM-DD') as quarter_end, s.promoter, s.fii, s.dii, s.public, s.pledged
          from shareholding_pattern s join company_profile c on c.id = s.company_id
          where c.symbol = '${symbol}' and c.exchange = 'NSE' order by s.quarter_end desc limit ${quarters}) t order by quarter_end`,
  keys: ['quarter_end', 'promoter', 'fii', 'dii', 'public', 'pledged'],
  ordered: true,
});

/**
 * A ranking inside a result set: the first `scope.top` rows of a screen by `scope.by` (the cut), then, within
 * the cut only, filtered by `then.where`, ordered by `then.by` and cut again (`then.offset` skips rows: "the
 * third biggest" is offset 2, limit 1). Also the truth of a follow-up over the rows of a top-N answer.
 */
export const withinCut = (
  question: string,
  scope: { where: string; by: string; top: number },
  then: { where?: string; by: string; limit: number; offset?: number },
  keys: string[],
  ordered = true,
): CaseBody => ({
  question,
  expect: 'rows',
  sql: `${BASE_CTE}, cut as (select * from base where country = 'IN' and (${scope.where}) order by ${scope.by} nulls last, symbol limit ${scope.top})
    select symbol${keys.length ? `, ${keys.join(', ')}` : ''} from cut where ${then.where ?? 'true'}
    order by ${then.by} nulls last, symbol limit ${then.limit} offset ${then.offset ?? 0}`,
  keys,
  ordered,
});

/** Members of an index: all (any order) or the first `limit` by market cap. */
export const constituents = (question: string, index: string, limit: number | null): CaseBody => ({
  question,
  expect: 'rows',
  sql: `${BASE_CTE} select symbol, market_cap from base where ${inIndex(index)} order by market_cap desc nulls last, symbol ${limit ? `limit ${limit}` : ''}`,
  keys: limit ? ['market_cap'] : [],
  ordered: limit !== null,
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

export const companyReturns = (question: string, symbols: string[], interval: string): CaseBody => ({
  question,
  expect: 'rows',
  sql: returnsSql(`exchange = 'NSE' and symbol in (${quoted(symbols)})`, interval, ''),
  keys: ['start_close', 'end_close', 'return_pct'],
  ordered: false,
});

/** The members of an index ranked by their price return over a period. */
export const indexReturns = (question: string, index: string, interval: string, direction: 'desc' | 'asc', limit: number): CaseBody => ({
  question,
  expect: 'rows',
  sql: returnsSql(inIndex(index), interval, `where start_close > 0 order by return_pct ${direction}, symbol limit ${limit}`),
  keys: ['start_close', 'end_close', 'return_pct'],
  ordered: true,
});

/** An index's own price return over a period (its close on or before its latest date, and on or before that date minus the period). */
export const indexReturn = (question: string, index: string, interval: string): CaseBody => ({
  question,
  expect: 'rows',
  sql: `with i as (select id from market_indices where index_name = '${index}'),
    ref as (select max(p.date) as d from market_index_price_daily p where p.index_id in (select id from i)),
    r as (select
      (select p.close from market_index_price_daily p, ref where p.index_id in (select id from i) and p.date <= ref.d order by p.date desc limit 1) as end_close,
      (select p.close from market_index_price_daily p, ref where p.index_id in (select id from i) and p.date <= (ref.d - interval '${interval}')::date order by p.date desc limit 1) as start_close)
    select start_close, end_close, (end_close / start_close - 1) * 100 as return_pct from r`,
  keys: ['return_pct', 'start_close', 'end_close'],
  ordered: false,
});

/** Questions the data or the product cannot answer (advice, forecasts, data it does not hold). */
export const refuse = (question: string): CaseBody => ({ question, expect: 'refuse' });

/** Questions a right answer asks back about (an ambiguous name, a missing subject). */
export const clarify = (question: string): CaseBody => ({ question, expect: 'clarify' });

/** A follow-up: the earlier questions of the chat, then this one. */
export const followUp = (context: string[], body: CaseBody): CaseBody => ({ ...body, context });

/** withinCut with the cut's order reused when the ranking within it names none. */
export const within = (
  question: string,
  cut: { where: string; orderBy: string; limit: number },
  where: string,
  orderBy: string | null,
  limit: number,
  keys: string[],
  offset = 0,
): CaseBody => withinCut(question, { where: cut.where, by: cut.orderBy, top: cut.limit }, { where, by: orderBy ?? cut.orderBy, limit, offset }, keys);

/** A ranking inside an index's top movers over a period (the rows of a returns answer), by a metric of base. */
export const withinIndexReturns = (
  question: string,
  movers: { index: string; interval: string; direction: 'desc' | 'asc'; limit: number },
  where: string,
  orderBy: string,
  limit: number,
  keys: string[],
): CaseBody => ({
  question,
  expect: 'rows',
  sql: `${BASE_CTE}, movers as (${returnsSql(inIndex(movers.index), movers.interval, `where start_close > 0 order by return_pct ${movers.direction}, symbol limit ${movers.limit}`)})
    select b.symbol, ${keys.map((k) => `b.${k}`).join(', ')} from base b join movers m on m.symbol = b.symbol
    where b.country = 'IN' and b.id in (select id from company_profile where exchange = 'NSE') and (${where})
    order by b.${orderBy} nulls last, b.symbol limit ${limit}`,
  keys,
  ordered: true,
});
