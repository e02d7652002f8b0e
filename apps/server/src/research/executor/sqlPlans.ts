/**
 * Per-company history (statements, shareholding) and price returns: answered with SQL over the tables, each
 * a small indexed read. Index constituents come from the snapshot's memberships.
 */
import { figureDates } from './figureDates';
import {
  type CompanyRef,
  type ConstituentsPlan,
  formatResearchQuery,
  type HistoryItem,
  historyItemByKey,
  type HistoryPlan,
  metricByKey,
  normalizeIndexName,
  type ReturnsPlan,
  RUPEES_PER_CRORE,
  type ShareholdingPlan,
  snakeCase,
} from '@sanchay/core';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client';
import { rows as query } from '../../market/api/sql';
import { type AnswerColumn, cannotAnswer, columnLabel, latestDate, type ResearchAnswer, roundValue, sourceNames, tableAnswer } from '../answer';
import type { MetricsSnapshot } from '../snapshot/metricsSnapshot';
import { metricColumn, snapshotSources } from './snapshotPlans';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 2024-03-31 -> "Mar 2024", as Screener heads its columns. */
export const periodLabel = (date: string) => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

function resolve(snapshot: MetricsSnapshot, ref: CompanyRef): number | undefined {
  return snapshot.rowOf(ref.symbol, ref.country);
}

const who = (snapshot: MetricsSnapshot, row: number) => `${snapshot.names[row]} (${snapshot.symbols[row]})`;

function historyValue(item: HistoryItem, statements: Map<string, Record<string, number | null>>): number | null {
  const income = statements.get('income_statement');
  const balance = statements.get('balance_sheet_statement');
  if (item.derived) {
    const equity = (balance?.equityCapital ?? null) !== null && (balance?.reserves ?? null) !== null ? balance!.equityCapital! + balance!.reserves! : null;
    if (equity === null || equity <= 0) return null;
    if (item.derived === 'roe') return income?.netIncome == null ? null : (income.netIncome / equity) * 100;
    return balance?.totalDebt == null ? null : balance.totalDebt / equity;
  }
  const value = statements.get(item.statement)?.[item.item!];
  if (value === null || value === undefined) return null;
  return item.unit === 'crore' ? value / RUPEES_PER_CRORE : value;
}

export async function runHistory(db: AppDb, snapshot: MetricsSnapshot, plan: HistoryPlan): Promise<ResearchAnswer> {
  const row = resolve(snapshot, plan.company);
  if (row === undefined) return cannotAnswer(`No company has the symbol ${plan.company.symbol}.`);
  const items = plan.items.map(historyItemByKey).filter((item): item is HistoryItem => Boolean(item));
  if (items.length === 0) return cannotAnswer('The question names no statement line I know.');
  const statements = [...new Set(items.flatMap((item) => (item.derived ? ['income_statement', 'balance_sheet_statement'] : [item.statement])))];
  const found = await query<{ period_end: string; statement: string; items: Record<string, number | null>; source: string }>(
    db,
    sql`select to_char(period_end, 'YYYY-MM-DD') as period_end, statement, items, source
        from financial_statements
        where company_id = ${snapshot.ids[row]} and period = ${plan.period}
          and statement in (${sql.join(statements.map((s) => sql`${s}`), sql`, `)})
        order by period_end desc`,
  );
  const byPeriod = new Map<string, Map<string, Record<string, number | null>>>();
  for (const f of found) {
    let period = byPeriod.get(f.period_end);
    if (!period) byPeriod.set(f.period_end, (period = new Map()));
    period.set(f.statement, f.items);
  }
  // Periods with at least one requested value, newest `count`, shown oldest first.
  const periods = [...byPeriod.keys()]
    .filter((end) => items.some((item) => historyValue(item, byPeriod.get(end)!) !== null))
    .slice(0, plan.count)
    .reverse();
  const names = items.map((item) => item.name);
  const span = plan.period === 'annual' ? 'fiscal years' : 'quarters';
  if (periods.length === 0) {
    return cannotAnswer(`The data has no ${plan.period} ${list(names)} for ${who(snapshot, row)}.`, { plan, query: formatResearchQuery(plan) });
  }
  const columns: AnswerColumn[] = [
    { key: 'period', label: plan.period === 'annual' ? 'Year' : 'Quarter', format: 'text' },
    { key: 'period_end', label: 'Period end', format: 'date' },
    ...items.map((item) => ({ key: snakeCase(item.key), label: columnLabel(item.name, item.unit), format: item.unit })),
  ];
  const rows = periods.map((end) => {
    const out: Record<string, string | number | null> = { period: periodLabel(end), period_end: end };
    for (const item of items) out[snakeCase(item.key)] = roundValue(historyValue(item, byPeriod.get(end)!), item.unit);
    return out;
  });
  const fewer = periods.length < plan.count ? ` (the data has ${periods.length})` : '';
  return tableAnswer({
    lead: `${who(snapshot, row)}: ${list(names)} for the last ${plan.count} ${span}${fewer}.`,
    columns,
    rows,
    asOf: latestDate(periods),
    source: sourceNames(found.map((f) => f.source)),
    plan,
    query: formatResearchQuery(plan),
    note: items.some((item) => item.derived) ? 'ROE and debt to equity are computed per year from the same year\'s statements (equity = equity capital + reserves).' : undefined,
  });
}

export async function runShareholding(db: AppDb, snapshot: MetricsSnapshot, plan: ShareholdingPlan): Promise<ResearchAnswer> {
  const row = resolve(snapshot, plan.company);
  if (row === undefined) return cannotAnswer(`No company has the symbol ${plan.company.symbol}.`);
  const found = await query<{ quarter_end: string; promoter: number | null; fii: number | null; dii: number | null; public: number | null; government: number | null; pledged: number | null; source: string }>(
    db,
    sql`select to_char(quarter_end, 'YYYY-MM-DD') as quarter_end, promoter, fii, dii, public, government, pledged, source
        from shareholding_pattern where company_id = ${snapshot.ids[row]}
        order by quarter_end desc limit ${plan.quarters}`,
  );
  if (found.length === 0) return cannotAnswer(`The data has no shareholding pattern for ${who(snapshot, row)}.`, { plan, query: formatResearchQuery(plan) });
  const quarters = found.reverse();
  const pct = (key: string, name: string): AnswerColumn => ({ key, label: columnLabel(name, 'percent'), format: 'percent' });
  const columns: AnswerColumn[] = [
    { key: 'quarter', label: 'Quarter', format: 'text' },
    { key: 'quarter_end', label: 'Quarter end', format: 'date' },
    pct('promoter', 'Promoters'),
    pct('fii', 'FIIs'),
    pct('dii', 'DIIs'),
    pct('government', 'Government'),
    pct('public', 'Public'),
    pct('pledged', 'Pledged'),
  ];
  const rows = quarters.map((q) => ({
    quarter: periodLabel(q.quarter_end),
    quarter_end: q.quarter_end,
    promoter: roundValue(q.promoter, 'percent'),
    fii: roundValue(q.fii, 'percent'),
    dii: roundValue(q.dii, 'percent'),
    government: roundValue(q.government, 'percent'),
    public: roundValue(q.public, 'percent'),
    pledged: roundValue(q.pledged, 'percent'),
  }));
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  // The promoters' move leads; a company with no promoter (ICICI Bank, ITC) leads with its largest holder group.
  const groups = [['promoter', 'Promoter'], ['fii', 'FII'], ['dii', 'DII'], ['government', 'Government'], ['public', 'Public']] as const;
  const [key, label] = (last.promoter ?? 0) > 0 ? groups[0] : groups.reduce((best, g) => ((last[g[0]] ?? 0) > (last[best[0]] ?? 0) ? g : best));
  const lead =
    rows.length > 1 && first[key] !== null && last[key] !== null
      ? `${label} holding of ${who(snapshot, row)} went from ${first[key]}% (${first.quarter}) to ${last[key]}% (${last.quarter}).`
      : `Shareholding pattern of ${who(snapshot, row)} for the last ${rows.length} ${rows.length === 1 ? 'quarter' : 'quarters'} in the data.`;
  return tableAnswer({
    lead,
    columns,
    rows,
    asOf: last.quarter_end,
    source: sourceNames(found.map((q) => q.source)),
    plan,
    query: formatResearchQuery(plan),
  });
}

export function knownIndexNames(snapshot: MetricsSnapshot): string[] {
  return [...snapshot.indices.values()].map((index) => index.name).sort();
}

/** Index members come from the NSE index lists, except in the generated demo universe. */
const indexSource = (rowSources: string) => (rowSources.includes('Demo data') ? rowSources : sourceNames(['NSE index lists', ...rowSources.split(', ')]));

export function runConstituents(snapshot: MetricsSnapshot, plan: ConstituentsPlan): ResearchAnswer {
  const index = snapshot.indices.get(normalizeIndexName(plan.index));
  if (!index) {
    const known = knownIndexNames(snapshot);
    return cannotAnswer(`The data has no index called "${plan.index}"${known.length ? `; it has ${list(known)}` : ''}.`);
  }
  const members = [...index.members.entries()];
  const hasWeights = members.some(([, m]) => m.weight !== null);
  const sortKey = plan.sort?.metric ?? (hasWeights ? 'weight' : 'marketCap');
  const direction = plan.sort?.direction === 'asc' ? 1 : -1;
  const valueOf = (row: number, weight: number | null) => (sortKey === 'weight' ? (weight ?? Number.NaN) : (snapshot.value(sortKey, row) ?? Number.NaN));
  members.sort(([ra, ma], [rb, mb]) => {
    const va = valueOf(ra, ma.weight);
    const vb = valueOf(rb, mb.weight);
    if (Number.isNaN(va) || Number.isNaN(vb)) return Number.isNaN(va) === Number.isNaN(vb) ? snapshot.symbols[ra]!.localeCompare(snapshot.symbols[rb]!) : Number.isNaN(va) ? 1 : -1;
    return va === vb ? snapshot.symbols[ra]!.localeCompare(snapshot.symbols[rb]!) : direction * (va - vb);
  });
  const shown = members.slice(0, plan.limit);
  const metrics = ['marketCap', 'currentPrice', ...(plan.sort && plan.sort.metric !== 'marketCap' && plan.sort.metric !== 'currentPrice' ? [plan.sort.metric] : [])];
  const columns: AnswerColumn[] = [
    { key: 'name', label: 'Company', format: 'text' },
    { key: 'symbol', label: 'Symbol', format: 'text' },
    { key: 'industry', label: 'Industry', format: 'text' },
    ...(hasWeights ? [{ key: 'weight', label: columnLabel('Weight', 'percent'), format: 'percent' as const }] : []),
    ...metrics.filter((key) => metricByKey(key)).map(metricColumn),
  ];
  const rows = shown.map(([row, member]) => {
    const out: Record<string, string | number | null> = {
      name: snapshot.names[row]!,
      symbol: snapshot.symbols[row]!,
      industry: member.industry ?? snapshot.industries[row] ?? snapshot.sectors[row] ?? null,
    };
    if (hasWeights) out.weight = roundValue(member.weight, 'percent');
    for (const key of metrics) if (metricByKey(key)) out[snakeCase(key)] = roundValue(snapshot.value(key, row), metricByKey(key)!.unit);
    return out;
  });
  const sortName = sortKey === 'weight' ? 'index weight' : metricByKey(sortKey)?.name ?? sortKey;
  return tableAnswer({
    lead: `${index.name} has ${members.length} constituents in the data; ${shown.length < members.length ? `showing ${shown.length}` : 'all shown'}, by ${sortName}.`,
    columns,
    rows,
    ...figureDates(snapshot, shown.map(([row]) => row), metrics),
    source: indexSource(snapshotSources(snapshot, shown.map(([row]) => row))),
    plan,
    query: formatResearchQuery(plan),
  });
}

const periodText = (plan: ReturnsPlan) => `${plan.period.count} ${plan.period.unit}${plan.period.count === 1 ? '' : 's'}`;

/** An index's own price return over the period: its close on or before its latest date and one period before that. */
async function runIndexReturn(db: AppDb, plan: ReturnsPlan & { index: string }): Promise<ResearchAnswer> {
  const interval = sql.raw(`interval '${plan.period.count} ${plan.period.unit}'`);
  const [found] = await query<{
    name: string;
    end_date: string | null;
    end_close: number | null;
    start_date: string | null;
    start_close: number | null;
    stopped: boolean;
  }>(
    db,
    sql`with i as (select id, index_name from market_indices where upper(index_name) = upper(${plan.index}) order by index_name limit 1),
        e as (select p.date, p.close from market_index_price_daily p, i where p.index_id = i.id order by p.date desc limit 1),
        s as (select p.date, p.close from market_index_price_daily p, i, e where p.index_id = i.id and p.date <= (e.date - ${interval})::date
              order by p.date desc limit 1)
        select i.index_name as name, to_char(e.date, 'YYYY-MM-DD') as end_date, e.close as end_close,
               to_char(s.date, 'YYYY-MM-DD') as start_date, s.close as start_close,
               coalesce(e.date < (select max(p.date) from market_index_price_daily p) - 7, false) as stopped
        from i left join e on true left join s on true`,
  );
  if (!found || found.end_close === null) return cannotAnswer(`The data has no daily closes of the ${plan.index} index.`, { plan, query: formatResearchQuery(plan) });
  const change = found.start_close !== null && found.start_close > 0 ? (found.end_close / found.start_close - 1) * 100 : null;
  if (change === null) {
    return cannotAnswer(`The data has no close of ${found.name} ${periodText(plan)} before ${found.end_date} (its series starts later).`, { plan, query: formatResearchQuery(plan) });
  }
  const row = {
    name: found.name,
    start_date: found.start_date,
    start_close: roundValue(found.start_close, 'price'),
    end_date: found.end_date,
    end_close: roundValue(found.end_close, 'price'),
    return_pct: roundValue(change, 'percent'),
  };
  return tableAnswer({
    // A series that has stopped says so: its return runs to its last close, not to today.
    lead: `${found.name} returned ${row.return_pct}% over ${periodText(plan)}: from ${row.start_close} on ${row.start_date} to ${row.end_close} on ${row.end_date}${found.stopped ? ` (last close ${row.end_date}: the data holds no later close of this index)` : ''}.`,
    columns: [
      { key: 'name', label: 'Index', format: 'text' },
      { key: 'start_date', label: 'From', format: 'date' },
      { key: 'start_close', label: 'Close then', format: 'price' },
      { key: 'end_date', label: 'To', format: 'date' },
      { key: 'end_close', label: 'Close now', format: 'price' },
      { key: 'return_pct', label: columnLabel('Return', 'percent'), format: 'percent' },
    ],
    rows: [row],
    asOf: found.end_date,
    source: 'NSE index closes',
    plan,
    query: formatResearchQuery(plan),
    note: 'Return is the change of the index close (a price index: dividends not included).',
  });
}

export async function runReturns(db: AppDb, snapshot: MetricsSnapshot, plan: ReturnsPlan): Promise<ResearchAnswer> {
  if (plan.index && plan.indexItself) return runIndexReturn(db, { ...plan, index: plan.index });
  let rowsWanted: number[];
  let indexName: string | null = null;
  if (plan.index) {
    const index = snapshot.indices.get(normalizeIndexName(plan.index));
    if (!index) return cannotAnswer(`The data has no index called "${plan.index}".`);
    indexName = index.name;
    rowsWanted = [...index.members.keys()];
  } else {
    rowsWanted = [];
    for (const ref of plan.companies) {
      const row = resolve(snapshot, ref);
      if (row === undefined) return cannotAnswer(`No company has the symbol ${ref.symbol}.`);
      rowsWanted.push(row);
    }
  }
  if (rowsWanted.length === 0) return cannotAnswer('The question names no company or index.');
  const ids = rowsWanted.map((row) => snapshot.ids[row]!);
  const interval = sql.raw(`interval '${plan.period.count} ${plan.period.unit}'`);
  // One reference date for all (the latest bar among them); each company's close on or before it and on or
  // before the same date one period earlier.
  const found = await query<{ company_id: string; end_date: string | null; end_close: number | null; start_date: string | null; start_close: number | null }>(
    db,
    sql`with wanted as (select unnest(array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]) as company_id),
        ref as (select max(x.d) as d from wanted w cross join lateral (
                  select p.date as d from stock_price_daily_historical p where p.company_id = w.company_id order by p.date desc limit 1) x)
        select w.company_id::text as company_id, to_char(e.date, 'YYYY-MM-DD') as end_date, e.close as end_close,
               to_char(s.date, 'YYYY-MM-DD') as start_date, s.close as start_close
        from wanted w cross join ref
        left join lateral (select p.date, p.close from stock_price_daily_historical p
                           where p.company_id = w.company_id and p.date <= ref.d order by p.date desc limit 1) e on true
        left join lateral (select p.date, p.close from stock_price_daily_historical p
                           where p.company_id = w.company_id and p.date <= (ref.d - ${interval})::date order by p.date desc limit 1) s on true`,
  );
  const rowById = new Map(rowsWanted.map((row) => [snapshot.ids[row]!, row]));
  const results = found
    .map((f) => {
      const row = rowById.get(f.company_id)!;
      const change = f.end_close !== null && f.start_close !== null && f.start_close > 0 ? (f.end_close / f.start_close - 1) * 100 : null;
      return { row, ...f, change };
    })
    .filter((r) => (plan.index ? r.change !== null : true));
  const sign = plan.direction === 'desc' ? -1 : 1;
  if (plan.index) results.sort((a, b) => sign * (a.change! - b.change!) || snapshot.symbols[a.row]!.localeCompare(snapshot.symbols[b.row]!));
  else results.sort((a, b) => rowsWanted.indexOf(a.row) - rowsWanted.indexOf(b.row));
  const shown = results.slice(0, plan.limit);
  if (shown.length === 0 || shown.every((r) => r.end_close === null)) {
    return cannotAnswer(`The data has no daily prices for ${plan.index ? `the members of ${indexName}` : list(plan.companies.map((c) => c.symbol))}.`, { plan, query: formatResearchQuery(plan) });
  }
  const columns: AnswerColumn[] = [
    { key: 'name', label: 'Company', format: 'text' },
    { key: 'symbol', label: 'Symbol', format: 'text' },
    { key: 'start_date', label: 'From', format: 'date' },
    { key: 'start_close', label: 'Close then', format: 'price' },
    { key: 'end_date', label: 'To', format: 'date' },
    { key: 'end_close', label: 'Close now', format: 'price' },
    { key: 'return_pct', label: columnLabel('Return', 'percent'), format: 'percent' },
  ];
  const rows = shown.map((r) => ({
    name: snapshot.names[r.row]!,
    symbol: snapshot.symbols[r.row]!,
    start_date: r.start_date,
    start_close: roundValue(r.start_close, 'price'),
    end_date: r.end_date,
    end_close: roundValue(r.end_close, 'price'),
    return_pct: roundValue(r.change, 'percent'),
  }));
  let lead: string;
  if (plan.index) {
    const word = plan.direction === 'desc' ? 'gainers' : 'losers';
    lead = `Top ${shown.length} ${word} in ${indexName} over ${periodText(plan)} (to ${shown[0]!.end_date}), of ${results.length} members with prices that far back.`;
  } else if (shown.length === 1) {
    const r = rows[0]!;
    lead =
      r.return_pct === null
        ? `The data has no close of ${r.symbol} ${periodText(plan)} before ${r.end_date}.`
        : `${r.name} (${r.symbol}) returned ${r.return_pct}% over ${periodText(plan)}: from ${r.start_close} on ${r.start_date} to ${r.end_close} on ${r.end_date}.`;
  } else lead = `Price returns of ${list(rows.map((r) => r.symbol))} over ${periodText(plan)}.`;
  const priced = shown.map((r) => r.row);
  return tableAnswer({
    lead,
    columns,
    rows,
    asOf: latestDate(shown.map((r) => r.end_date)),
    source: sourceNames(priced.map((row) => (snapshot.fundamentalSources[row] === 'demo' ? 'demo' : 'bhavcopy'))),
    plan,
    query: formatResearchQuery(plan),
    note: 'Return is the change of the daily close (not adjusted for dividends).',
  });
}
