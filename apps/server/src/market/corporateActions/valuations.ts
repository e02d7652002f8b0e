/**
 * company_valuations: each listing's market cap and ratios at its latest close, computed by packages/core
 * valuationAtPrice (the one rule, docs/DATA.md) from the latest fundamentals, the applied share factors, the
 * latest close and the close nearest the fundamentals' date. Every surface reads these rows (valuationsOf,
 * valuationJoin), never the fundamentals' own market cap or ratios beside a price.
 */
import { fundamentalsFromItems, valuationAtPrice, CHECK_WINDOW_DAYS, type Valuation } from '@sanchay/core';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/sql';
import { appliedShareFactors } from './actionStore';

const PAGE = 500;
const KEY_METRIC_ITEMS = ['currentPrice', 'marketCap', 'numberOfEquityShares', 'sharesOutstanding', 'pe', 'pb', 'dividendYield', 'evToEbitda', 'enterpriseValue', 'eps', 'bookValue'];

const pick = (alias: string, items: string[]) =>
  sql.raw(`jsonb_build_object(${items.map((i) => `'${i}', ${alias}.items -> '${i}'`).join(', ')})`);

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

export interface InputRow {
  id: string;
  km: Record<string, unknown>;
  as_of: string;
  income: Record<string, unknown> | null;
  balance: Record<string, unknown> | null;
  last_date: string | null;
  last_close: number | null;
  check_date: string | null;
  check_close: number | null;
}

export function readValuationInputs(db: Executor, ids: readonly string[]): Promise<InputRow[]> {
  return rows<InputRow>(
    db,
    sql`select c.id, km.items as km, km.as_of, inc.items as income, bal.items as balance,
          to_char(lb.date, 'YYYY-MM-DD') as last_date, lb.close as last_close,
          to_char(chk.date, 'YYYY-MM-DD') as check_date, chk.close as check_close
        from unnest(${uuidArray(ids)}) as c(id)
        cross join lateral (
          select ${pick('f', KEY_METRIC_ITEMS)} as items, to_char(coalesce(f.as_of, f.period_end), 'YYYY-MM-DD') as as_of,
                 coalesce(f.as_of, f.period_end) as as_of_date
          from financial_statements f where f.company_id = c.id and f.statement = 'key_metrics'
          order by (f.period = 'ttm') desc, f.period_end desc limit 1) km
        left join lateral (
          select ${pick('f', ['eps', 'dividend'])} as items from financial_statements f
          where f.company_id = c.id and f.statement = 'income_statement' and f.period = 'annual' order by f.period_end desc limit 1) inc on true
        left join lateral (
          select ${pick('f', ['totalDebt', 'cashEquivalents'])} as items from financial_statements f
          where f.company_id = c.id and f.statement = 'balance_sheet_statement' and f.period = 'annual' order by f.period_end desc limit 1) bal on true
        left join lateral (
          select p.date, p.close from stock_price_daily_historical p where p.company_id = c.id order by p.date desc limit 1) lb on true
        left join lateral (
          select p.date, p.close from stock_price_daily_historical p
          where p.company_id = c.id and p.date between km.as_of_date - ${CHECK_WINDOW_DAYS}::int and km.as_of_date + ${CHECK_WINDOW_DAYS}::int
          order by abs(p.date - km.as_of_date), p.date limit 1) chk on true`,
  );
}

async function writeValuations(db: Executor, found: readonly { id: string; v: Valuation }[]): Promise<void> {
  if (found.length === 0) return;
  const values = found.map(
    ({ id, v }) =>
      sql`(${id}::uuid, ${v.basis}, ${v.asOf}::date, ${v.price}::float8, ${v.fundamentalsAsOf}::date, ${v.shareFactor}::float8,
        ${v.shares}::float8, ${v.marketCap}::float8, ${v.pe}::float8, ${v.pb}::float8, ${v.dividendYield}::float8,
        ${v.evToEbitda}::float8, ${v.enterpriseValue}::float8, ${v.reason})`,
  );
  await db.execute(sql`insert into company_valuations (company_id, basis, as_of, price, fundamentals_as_of, share_factor, shares,
      market_cap, pe, pb, dividend_yield, ev_to_ebitda, enterprise_value, reason)
    values ${sql.join(values, sql`, `)}
    on conflict (company_id) do update set basis = excluded.basis, as_of = excluded.as_of, price = excluded.price,
      fundamentals_as_of = excluded.fundamentals_as_of, share_factor = excluded.share_factor, shares = excluded.shares,
      market_cap = excluded.market_cap, pe = excluded.pe, pb = excluded.pb, dividend_yield = excluded.dividend_yield,
      ev_to_ebitda = excluded.ev_to_ebitda, enterprise_value = excluded.enterprise_value, reason = excluded.reason, updated_at = now()`);
}

/** The valuation of one company's inputs (exported for tests and the derivation's own check). */
export function valuationOfRow(r: InputRow, factors: Parameters<typeof valuationAtPrice>[0]['factors']): Valuation {
  return valuationAtPrice({
    fundamentals: fundamentalsFromItems(r.as_of, r.km, r.income ?? {}, r.balance ?? {}),
    price: r.last_date && r.last_close !== null ? { date: r.last_date, close: r.last_close } : null,
    checkPrice: r.check_date && r.check_close !== null ? { date: r.check_date, close: r.check_close } : null,
    factors,
  });
}

/**
 * Recomputes the valuations of the given companies (all with fundamentals when none are given), a page of 500 a
 * statement. Returns how many rows were written.
 */
export async function recomputeValuations(db: Executor, companyIds?: readonly string[]): Promise<number> {
  const ids =
    companyIds ??
    (await rows<{ id: string }>(db, sql`select distinct company_id as id from financial_statements where statement = 'key_metrics'`)).map(
      (r) => r.id,
    );
  let written = 0;
  for (let i = 0; i < ids.length; i += PAGE) {
    const page = ids.slice(i, i + PAGE);
    const [inputs, factors] = await Promise.all([readValuationInputs(db, page), appliedShareFactors(db, page)]);
    const found = inputs.map((r) => ({ id: r.id, v: valuationOfRow(r, factors.get(r.id) ?? []) }));
    await writeValuations(db, found);
    written += found.length;
  }
  return written;
}

/** A company's stored valuation (money in rupees). */
export type StoredValuation = Valuation;

const VALUATION_COLUMNS = (alias: string) =>
  sql.raw(`${alias}.basis, to_char(${alias}.as_of, 'YYYY-MM-DD') as "asOf", ${alias}.price,
    to_char(${alias}.fundamentals_as_of, 'YYYY-MM-DD') as "fundamentalsAsOf", ${alias}.share_factor as "shareFactor",
    ${alias}.shares, ${alias}.market_cap as "marketCap", ${alias}.pe, ${alias}.pb, ${alias}.dividend_yield as "dividendYield",
    ${alias}.ev_to_ebitda as "evToEbitda", ${alias}.enterprise_value as "enterpriseValue", ${alias}.reason`);

/** The stored valuations of some companies (by primary key). */
export async function valuationsOf(db: Executor, companyIds: readonly string[]): Promise<Map<string, StoredValuation>> {
  if (companyIds.length === 0) return new Map();
  const found = await rows<StoredValuation & { company_id: string }>(
    db,
    sql`select v.company_id, ${VALUATION_COLUMNS('v')} from company_valuations v where v.company_id = any(${uuidArray(companyIds)})`,
  );
  return new Map(found.map(({ company_id, ...v }) => [company_id, v]));
}

/**
 * `left join company_valuations <alias>` for list queries that sort or filter on market cap: alias.market_cap,
 * alias.as_of, alias.basis, alias.price (primary key company_id).
 */
export const valuationJoin = (companyId: SQL, alias: string) =>
  sql`left join company_valuations ${sql.raw(alias)} on ${sql.raw(alias)}.company_id = ${companyId}`;
