/**
 * The in-memory metrics snapshot screens run on: one row per company with every screenable metric in a
 * column (Float64Array, NaN = no value), the text fields filters use, and index memberships. Built from the
 * tables in a few bulk queries (no per-company query), so a screen over 80,000 companies is one pass over
 * typed arrays instead of a join over five tables.
 */
import { normalizeIndexName, RESEARCH_METRICS, RUPEES_PER_CRORE } from '@sanchay/core';
import { valuationsOf, type StoredValuation } from '../../market/corporateActions/index';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client';
import { sliceTurns } from '../../platform/inTurns';
import { rows } from '../../market/api/sql';

export interface SnapshotIndex {
  name: string;
  members: Map<number, { weight: number | null; industry: string | null }>;
}

export class MetricsSnapshot {
  readonly size: number;
  readonly ids: string[] = [];
  readonly symbols: string[] = [];
  readonly names: string[] = [];
  readonly exchanges: string[] = [];
  readonly countries: string[] = [];
  readonly sectors: (string | null)[] = [];
  readonly industries: (string | null)[] = [];
  readonly capTypes: (string | null)[] = [];
  /** The date of each row's data: its latest close, else its key metrics' period end. */
  readonly dates: (string | null)[] = [];
  /** The date of each row's latest close (price metrics), null without bars. */
  readonly priceDates: (string | null)[] = [];
  /** The date of each row's fundamentals (key metrics' as-of), null without them. */
  readonly fundamentalDates: (string | null)[] = [];
  /**
   * The date each row's market cap, P/E, P/B, dividend yield and EV/EBITDA are from (company_valuations: the
   * close's, or the fundamentals' own when the share basis could not be checked), with that basis.
   */
  readonly valuationDates: (string | null)[] = [];
  readonly valuationBasis: ('at-price' | 'own-date' | null)[] = [];
  /** Where each row's fundamentals came from (financial_statements.source), null when it has none. */
  readonly fundamentalSources: (string | null)[] = [];
  /** Whether each row's price metrics come from the price tables (true) or the fundamentals export. */
  readonly pricedFromBars: boolean[] = [];
  readonly columns = new Map<string, Float64Array>();
  readonly indices = new Map<string, SnapshotIndex>();
  /** Indices whose own daily close is stored (market_index_price_daily), by name: an index's own return. */
  readonly indexSeries: string[] = [];
  private readonly bySymbol = new Map<string, number>();

  constructor(size: number) {
    this.size = size;
    for (const metric of RESEARCH_METRICS) this.columns.set(metric.key, new Float64Array(size).fill(Number.NaN));
  }

  column(key: string): Float64Array {
    const column = this.columns.get(key);
    if (!column) throw new Error(`no metric column ${key}`);
    return column;
  }

  value(key: string, row: number): number | null {
    const v = this.column(key)[row]!;
    return Number.isNaN(v) ? null : v;
  }

  /** The row of a listing: `country:SYMBOL`; the NSE listing wins over others of the same symbol. */
  rowOf(symbol: string, country = 'IN'): number | undefined {
    return this.bySymbol.get(`${country}:${symbol.toUpperCase()}`);
  }

  index(name: string): SnapshotIndex | undefined {
    return this.indices.get(normalizeIndexName(name));
  }

  /** @internal used by the builder */
  register(row: number): void {
    const key = `${this.countries[row]}:${this.symbols[row]!.toUpperCase()}`;
    const existing = this.bySymbol.get(key);
    if (existing === undefined || (this.exchanges[existing] !== 'NSE' && this.exchanges[row] === 'NSE'))
      this.bySymbol.set(key, row);
  }
}

interface ProfileRow {
  id: string;
  symbol: string;
  exchange: string;
  country: string;
  name: string;
  sector: string | null;
  industry: string | null;
  market_cap: number | null;
  market_cap_type: string | null;
}
interface StatementRow {
  company_id: string;
  items: Record<string, number | null>;
  period_end: string;
  as_of?: string;
  source: string;
}

/** The metrics a valuation gives (valuationAtPrice), by its field. */
const VALUATION_METRICS = { marketCap: 'marketCap', pe: 'pe', pb: 'pb', dividendYield: 'dividendYield', evToEbitda: 'evToEbitda' } as const;
export const VALUATION_METRIC_KEYS: ReadonlySet<string> = new Set(Object.keys(VALUATION_METRICS));
interface AverageRow {
  company_id: string;
  date: string;
  close: number;
  price_sma_50: number | null;
  price_sma_200: number | null;
  high_52w: number | null;
  low_52w: number | null;
  volume_sma_20: number | null;
}
interface HoldingRow {
  company_id: string;
  promoter: number | null;
  fii: number | null;
  dii: number | null;
  public: number | null;
  pledged: number | null;
}

/**
 * The JSON object of only the items the snapshot reads: jsonb_build_object('key', s.items -> 'key', ...),
 * in groups joined with || (a function takes at most 100 arguments, i.e. 50 items).
 */
function pick(items: string[]) {
  const groups: ReturnType<typeof sql>[] = [];
  for (let i = 0; i < items.length; i += 40) {
    const pairs = items.slice(i, i + 40).map((item) => sql`${item}::text, s.items -> ${item}::text`);
    groups.push(sql`jsonb_build_object(${sql.join(pairs, sql`, `)})`);
  }
  return groups.length === 0 ? sql`'{}'::jsonb` : sql.join(groups, sql` || `);
}

/** The key_metrics items metrics read, with the fallbacks of price and holding metrics. */
function keyMetricItems(): string[] {
  const items = new Set<string>(['marketCap']);
  for (const m of RESEARCH_METRICS) {
    if (m.source.table === 'key_metrics') items.add(m.source.item);
    if ((m.source.table === 'moving_averages' || m.source.table === 'shareholding') && m.source.fallback)
      items.add(m.source.fallback);
  }
  return [...items];
}

/**
 * The latest annual statement of each company of a page, only the items metrics read: one backward probe of
 * the primary key (company_id, statement, period, period_end) per company, which beats sorting or grouping all
 * statement rows (4 s against 10-15 s on the 80,000-company demo).
 */
function latestStatements(
  db: AppDb,
  page: SQL,
  statement: 'income_statement' | 'balance_sheet_statement' | 'cash_flow_statement',
) {
  const items = RESEARCH_METRICS.flatMap((m) => (m.source.table === statement ? [m.source.item] : []));
  return rows<StatementRow>(
    db,
    sql`select c.id as company_id, ${pick(items)} as items, to_char(s.period_end, 'YYYY-MM-DD') as period_end, s.source
        from company_profile c
        cross join lateral (
          select f.items, f.period_end, f.source from financial_statements f
          where f.company_id = c.id and f.statement = ${statement} and f.period = 'annual'
          order by f.period_end desc limit 1) s
        where c.id = any(${page})`,
  );
}

/**
 * Companies per page of reads. On PGlite a statement holds the event loop until it ends: reading all of a
 * mirror's companies at once took 1.6 s (the key metrics) right after the server said ready, so every read
 * goes in pages of companies, each a short statement.
 */
const COMPANIES_PER_PAGE = 500;

/** The pages of company ids, by primary key; each as a uuid[] parameter. */
async function companyPages(db: AppDb): Promise<{ page: SQL; ids: string[] }[]> {
  const pages: { page: SQL; ids: string[] }[] = [];
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const ids = await rows<{ id: string }>(
      db,
      sql`select id from company_profile where id > ${after}::uuid order by id limit ${COMPANIES_PER_PAGE}`,
    );
    if (ids.length === 0) return pages;
    pages.push({ page: sql`${`{${ids.map((r) => r.id).join(',')}}`}::uuid[]`, ids: ids.map((r) => r.id) });
    after = ids[ids.length - 1]!.id;
  }
}

/** The rows every page's reads return, one list per read. */
async function readPage(db: AppDb, page: SQL, ids: string[]) {
  return Promise.all([
    rows<ProfileRow>(
      db,
      sql`select id, symbol, exchange, country, company_name as name, sector, industry, market_cap, market_cap_type
          from company_profile where id = any(${page}) order by id`,
    ),
    // The latest key_metrics row, a ttm row first; only the items metrics read (a Screener row holds ~200),
    // picked from that one row per company (picking before "distinct on" read the items of every period).
    rows<StatementRow>(
      db,
      sql`select c.id as company_id, ${pick(keyMetricItems())} as items, to_char(s.period_end, 'YYYY-MM-DD') as period_end,
            to_char(coalesce(s.as_of, s.period_end), 'YYYY-MM-DD') as as_of, s.source
          from unnest(${page}) as c(id)
          cross join lateral (
            select f.items, f.period_end, f.as_of, f.source from financial_statements f
            where f.company_id = c.id and f.statement = 'key_metrics'
            order by (f.period = 'ttm') desc, f.period_end desc limit 1) s`,
    ),
    latestStatements(db, page, 'income_statement'),
    latestStatements(db, page, 'balance_sheet_statement'),
    latestStatements(db, page, 'cash_flow_statement'),
    rows<AverageRow>(
      db,
      sql`select company_id, to_char(date, 'YYYY-MM-DD') as date, close, price_sma_50, price_sma_200, high_52w, low_52w, volume_sma_20
          from stock_price_volume_daily_moving_averages where company_id = any(${page})`,
    ),
    rows<HoldingRow>(
      db,
      sql`select distinct on (company_id) company_id, promoter, fii, dii, public, pledged
          from shareholding_pattern where company_id = any(${page}) order by company_id, quarter_end desc`,
    ),
    valuationsOf(db, ids),
  ]);
}

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN);

export async function buildMetricsSnapshot(db: AppDb): Promise<MetricsSnapshot> {
  const [profiles, keyMetrics, income, balance, cashFlow, averages, holdings]: [
    ProfileRow[],
    StatementRow[],
    StatementRow[],
    StatementRow[],
    StatementRow[],
    AverageRow[],
    HoldingRow[],
  ] = [[], [], [], [], [], [], []];
  const valuations = new Map<string, StoredValuation>();
  for (const { page, ids } of await companyPages(db)) {
    const read = await readPage(db, page, ids);
    for (const [id, v] of read[7]) valuations.set(id, v);
    read[0].forEach((row) => profiles.push(row));
    read[1].forEach((row) => keyMetrics.push(row));
    read[2].forEach((row) => income.push(row));
    read[3].forEach((row) => balance.push(row));
    read[4].forEach((row) => cashFlow.push(row));
    read[5].forEach((row) => averages.push(row));
    read[6].forEach((row) => holdings.push(row));
  }
  const members = await rows<{
    index_name: string;
    company_id: string;
    weight: number | null;
    industry: string | null;
  }>(
    db,
    sql`select i.index_name, m.company_id, m.weight, m.industry
        from market_index_wise_companies m join market_indices i on i.id = m.index_id`,
  );
  const series = await rows<{ index_name: string }>(
    db,
    sql`select i.index_name from market_indices i where exists (select 1 from market_index_price_daily p where p.index_id = i.id) order by i.index_name`,
  );

  // A turn of the event loop after each slice of the work below (it is built as a warm-up after a first start,
  // while the server answers requests): a column per metric over every company.
  const turn = sliceTurns();
  const snapshot = new MetricsSnapshot(profiles.length);
  const rowById = new Map<string, number>();
  for (const [row, p] of profiles.entries()) {
    await turn();
    rowById.set(p.id, row);
    snapshot.ids.push(p.id);
    snapshot.symbols.push(p.symbol);
    snapshot.names.push(p.name);
    snapshot.exchanges.push(p.exchange);
    snapshot.countries.push(p.country);
    snapshot.sectors.push(p.sector);
    snapshot.industries.push(p.industry);
    snapshot.capTypes.push(p.market_cap_type);
    snapshot.dates.push(null);
    snapshot.priceDates.push(null);
    snapshot.fundamentalDates.push(null);
    snapshot.valuationDates.push(null);
    snapshot.valuationBasis.push(null);
    snapshot.fundamentalSources.push(null);
    snapshot.pricedFromBars.push(false);
    snapshot.register(row);
  }

  const byCompany = <T extends { company_id: string }>(list: T[]) => {
    const map = new Map<number, T>();
    for (const item of list) {
      const row = rowById.get(item.company_id);
      if (row !== undefined) map.set(row, item);
    }
    return map;
  };
  const kmByRow = byCompany(keyMetrics);
  const statementsByTable = {
    key_metrics: kmByRow,
    income_statement: byCompany(income),
    balance_sheet_statement: byCompany(balance),
    cash_flow_statement: byCompany(cashFlow),
  };
  const averagesByRow = byCompany(averages);
  const holdingsByRow = byCompany(holdings);
  await turn();

  for (const metric of RESEARCH_METRICS) {
    const column = snapshot.column(metric.key);
    // Money is held in crores (the unit queries are written in); everything else as stored.
    const scale = metric.unit === 'crore' ? 1 / RUPEES_PER_CRORE : 1;
    const source = metric.source;
    for (let row = 0; row < snapshot.size; row++) {
      let value: number;
      if (source.table === 'moving_averages') {
        const average = averagesByRow.get(row);
        value = average ? num(average[source.column]) : Number.NaN;
        if (!average && source.fallback) value = num(kmByRow.get(row)?.items[source.fallback]);
      } else if (source.table === 'shareholding') {
        value = num(holdingsByRow.get(row)?.[source.column]);
        if (Number.isNaN(value) && source.fallback) value = num(kmByRow.get(row)?.items[source.fallback]);
      } else {
        value = num(statementsByTable[source.table].get(row)?.items[source.item]);
      }
      const valued = metric.key in VALUATION_METRICS ? valuations.get(snapshot.ids[row]!) : undefined;
      // Market cap and the price ratios at the close they stand beside (docs/DATA.md), never the export's own.
      if (valued) value = num(valued[VALUATION_METRICS[metric.key as keyof typeof VALUATION_METRICS]]);
      else if (metric.key === 'marketCap' && Number.isNaN(value)) value = num(profiles[row]!.market_cap);
      column[row] = value * scale;
    }
    await turn();
  }

  for (let row = 0; row < snapshot.size; row++) {
    const average = averagesByRow.get(row);
    const km = kmByRow.get(row);
    snapshot.pricedFromBars[row] = Boolean(average);
    const valued = valuations.get(snapshot.ids[row]!);
    snapshot.priceDates[row] = average?.date ?? null;
    snapshot.fundamentalDates[row] = km?.as_of ?? km?.period_end ?? null;
    snapshot.valuationDates[row] = valued?.asOf ?? snapshot.fundamentalDates[row] ?? null;
    snapshot.valuationBasis[row] = valued?.basis ?? (km ? 'own-date' : null);
    snapshot.dates[row] =
      average?.date ?? km?.period_end ?? statementsByTable.income_statement.get(row)?.period_end ?? null;
    snapshot.fundamentalSources[row] = km?.source ?? statementsByTable.income_statement.get(row)?.source ?? null;
  }

  for (const { index_name } of series) snapshot.indexSeries.push(index_name);
  for (const member of members) {
    const row = rowById.get(member.company_id);
    if (row === undefined) continue;
    const key = normalizeIndexName(member.index_name);
    let index = snapshot.indices.get(key);
    if (!index) snapshot.indices.set(key, (index = { name: member.index_name, members: new Map() }));
    index.members.set(row, { weight: member.weight, industry: member.industry });
  }
  return snapshot;
}
