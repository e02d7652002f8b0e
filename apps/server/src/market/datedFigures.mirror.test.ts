/* eslint-disable no-console -- this test prints what it checked on purpose */
/**
 * Every figure under the date it is from (issue 35, docs/DATA.md), on the real data mirror: walks the APIs of the
 * main screens (company page, stocks list, index constituents, compare, watchlist, DipSIP cards, home and the
 * indexes page) and the assistant's answer tables, and checks that
 * - every market cap shown as of a close equals that close x the share count carried through the applied
 *   bonuses and splits since the fundamentals' date (within 1%), and one shown at another date is the
 *   fundamentals' own figure of that date;
 * - every series shows its last date (index levels, ETF closes, quotes);
 * - an answer table whose rows are of different dates says so per date (the note), never one date for all.
 * A planted wrong pairing (TCS's July-2024 market cap put under its 30 Sep 2025 close) must be caught.
 *
 * MIRROR_DATABASE_URL: a PostgreSQL database already loaded with `npm run ingest -- --from <mirror>`; else the
 * mirror (DATA_MIRROR, default ../shared/data/raw) is loaded into a fresh test database first. Skipped without it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatDate, type CompanyDetails, type DipSipBoardEtf, type IndexDetails, type IndexSummary, type ResearchAnswerWire } from '@sanchay/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, openTestDatabase, signIn, type TestApp } from '../../test/support';
import { openPostgres, type Database } from '../platform/db/client';
import { rows } from '../platform/db/sql';
import { runIngest } from '../ingest/index';
import { recomputeValuations } from './corporateActions/index';
import { invalidateMetricsSnapshot } from '../research/snapshot/snapshotStore';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const mirror = process.env.DATA_MIRROR ?? path.resolve(repoRoot, '../shared/data/raw');
const loaded = process.env.MIRROR_DATABASE_URL;
const exists = Boolean(loaded) || fs.existsSync(path.join(mirror, 'nse-securities-master/EQUITY_L.csv'));
if (!exists) console.log(`datedFigures.mirror.test: skipped, no data mirror at ${mirror}`);

const CRORE = 1e7;
const TOLERANCE = 0.01;

/** What the database says of a listing, read apart from the code under test. */
interface Truth {
  id: string;
  symbol: string;
  close: number | null;
  closeDate: string | null;
  fundamentalsAsOf: string | null;
  shares: number | null;
  ownMarketCap: number | null;
}

let t: TestApp;
let database: Database;
const truths = new Map<string, Truth>();
let niftySymbols: string[] = [];

/** The share factor of the applied actions (exchange file or confirmed) with an ex-date in (from, to]. */
async function appliedFactor(companyId: string, from: string, to: string): Promise<number> {
  const [row] = await rows<{ k: number | null }>(
    database.db,
    sql`select exp(sum(ln(share_factor))) as k from corporate_actions
        where company_id = ${companyId} and status in ('file', 'confirmed') and share_factor > 0 and share_factor <> 1
          and ex_date > ${from}::date and ex_date <= ${to}::date`,
  );
  return row?.k ?? 1;
}

async function readTruths(): Promise<void> {
  const found = await rows<Omit<Truth, 'shares'> & { base_shares: number | null }>(
    database.db,
    sql`select c.id, c.symbol, q.close, to_char(q.date, 'YYYY-MM-DD') as "closeDate", km.as_of as "fundamentalsAsOf",
          km.shares as base_shares, km.market_cap as "ownMarketCap"
        from company_profile c
        left join lateral (select p.close, p.date from stock_price_daily_historical p where p.company_id = c.id order by p.date desc limit 1) q on true
        left join lateral (
          select to_char(coalesce(f.as_of, f.period_end), 'YYYY-MM-DD') as as_of,
                 -- The source's count, else its market cap at its own price (Screener's export gives no count).
                 coalesce((f.items ->> 'numberOfEquityShares')::float8, (f.items ->> 'sharesOutstanding')::float8,
                          (f.items ->> 'marketCap')::float8 / nullif((f.items ->> 'currentPrice')::float8, 0)) as shares,
                 (f.items ->> 'marketCap')::float8 as market_cap
          from financial_statements f where f.company_id = c.id and f.statement = 'key_metrics'
          order by (f.period = 'ttm') desc, f.period_end desc limit 1) km on true
        where c.country = 'IN' and c.exchange = 'NSE'`,
  );
  for (const r of found) {
    const shares =
      r.base_shares !== null && r.fundamentalsAsOf && r.closeDate ? r.base_shares * (await appliedFactor(r.id, r.fundamentalsAsOf, r.closeDate)) : null;
    truths.set(r.symbol, { id: r.id, symbol: r.symbol, close: r.close, closeDate: r.closeDate, fundamentalsAsOf: r.fundamentalsAsOf, shares, ownMarketCap: r.ownMarketCap });
  }
}

/**
 * A market cap as a screen shows it: `asOf` is the date it is shown under. Returns what is wrong with it, if
 * anything: at the close's date it must be close x adjusted shares; at another date, the fundamentals' own figure.
 */
function capOffence(where: string, symbol: string, marketCap: number | null | undefined, asOf: string | null | undefined): string | null {
  if (marketCap === null || marketCap === undefined) return null;
  const truth = truths.get(symbol);
  if (!truth) return `${where} ${symbol}: a market cap for an unknown listing`;
  if (!asOf) return `${where} ${symbol}: market cap ${marketCap} without a date`;
  if (asOf === truth.closeDate) {
    if (truth.close === null || truth.shares === null) return `${where} ${symbol}: market cap under the close of ${asOf} without a share count to compute it`;
    const expected = truth.close * truth.shares;
    return Math.abs(marketCap / expected - 1) <= TOLERANCE
      ? null
      : `${where} ${symbol}: market cap ${(marketCap / CRORE).toFixed(0)} Cr under the close of ${asOf}, but ${truth.close} x ${(truth.shares / CRORE).toFixed(2)} Cr shares = ${(expected / CRORE).toFixed(0)} Cr`;
  }
  if (asOf !== truth.fundamentalsAsOf) return `${where} ${symbol}: market cap under ${asOf}, neither the close's date (${truth.closeDate}) nor the fundamentals' (${truth.fundamentalsAsOf})`;
  if (truth.ownMarketCap === null || Math.abs(marketCap / truth.ownMarketCap - 1) > TOLERANCE)
    return `${where} ${symbol}: market cap ${(marketCap / CRORE).toFixed(0)} Cr under the fundamentals' date ${asOf}, which say ${((truth.ownMarketCap ?? 0) / CRORE).toFixed(0)} Cr`;
  return null;
}

const json = async <T>(url: string): Promise<T> => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json() as T;
};

async function ask(question: string): Promise<ResearchAnswerWire> {
  const response = await t.app.inject({ method: 'POST', url: '/api/research/ask', payload: { question } });
  expect(response.statusCode, question).toBe(200);
  return response.json() as ResearchAnswerWire;
}

/**
 * The dates the note gives a row's market cap ("Market cap of RELIANCE and HDFCBANK, P/E of LICI: as of 1 Jul 2024 (...)"):
 * a part naming the symbol, or naming no rows (all of them), or "N more" (rows not listed by name).
 */
function noteDates(note: string | undefined, symbol: string): string[] {
  if (!note) return [];
  const parts = note.replace(/^Figures of other dates than [^:]+: /, '').split('; ');
  return parts.flatMap((part) => {
    const m = /^(.*?): as of (\d{1,2} \w{3} \d{4})/.exec(part);
    const at = m ? m[1]!.search(/Market cap/i) : -1;
    if (!m || at < 0) return [];
    const rest = m[1]!.slice(at).replace(/^Market cap(italization)?/i, '');
    if (!rest.startsWith(' of ')) return [m[2]!];
    const named: string[] = [];
    for (const token of rest.slice(4).split(/, | and /)) {
      if (!/^[A-Z0-9&.-]+$/.test(token) && !/^\d+ more$/.test(token)) break;
      named.push(token);
    }
    return named.includes(symbol) || named.some((n) => / more$/.test(n)) ? [m[2]!] : [];
  });
}

/** An answer table: market caps (crore) of rows at the answer's date are checked; rows of another date must be named in the note. */
function answerOffences(question: string, answer: ResearchAnswerWire): string[] {
  const out: string[] = [];
  if (answer.kind !== 'table') return [`"${question}": no table (${answer.kind}: ${answer.lead})`];
  if (!answer.columns.includes('market_cap')) return [`"${question}": no market cap column (${answer.columns.join(', ')})`];
  for (const row of answer.rows) {
    const symbol = String(row.symbol ?? '');
    const cap = typeof row.market_cap === 'number' ? row.market_cap * CRORE : null;
    const truth = truths.get(symbol);
    if (cap === null || !truth) continue;
    // The date a row's figure is from: the answer's date, unless the note gives this row (or all rows) another one.
    const own = Boolean(truth.fundamentalsAsOf && truth.fundamentalsAsOf !== answer.asOf && noteDates(answer.note, symbol).includes(formatDate(truth.fundamentalsAsOf)));
    const offence = capOffence(`"${question}"`, symbol, cap, own ? truth.fundamentalsAsOf : answer.asOf);
    if (offence) out.push(offence);
  }
  if (out.length > 0) console.log(`"${question}": as of ${answer.asOf}; note: ${answer.note ?? '(none)'}`);
  return out;
}

/** Walks the screens and answers; every figure that is not true at the date it is shown under. */
async function walk(user: { token: string }): Promise<{ offences: string[]; checked: Record<string, number> }> {
  const offences: string[] = [];
  const checked: Record<string, number> = {};
  const count = (key: string) => (checked[key] = (checked[key] ?? 0) + 1);
  const note = (offence: string | null) => {
    if (offence) offences.push(offence);
  };

  // Company page: the valuation beside the quote.
  for (const symbol of niftySymbols) {
    const details = await json<CompanyDetails>(`/api/company/${symbol}`);
    if (details.quote && details.quote.date !== truths.get(symbol)?.closeDate) offences.push(`company ${symbol}: quote of ${details.quote.date}, last close ${truths.get(symbol)?.closeDate}`);
    if (details.valuation?.marketCap != null) count('company page market caps');
    note(capOffence('company page', symbol, details.valuation?.marketCap, details.valuation?.asOf));
    // Peers: each with its "Valued at" date.
    for (const peer of details.peers) note(capOffence(`peers of ${symbol}`, peer.symbol, peer.marketCap, peer.valuationAsOf));
  }

  // Stocks list and an index's companies (GraphQL Stock).
  type GqlStock = { symbol: string; exchange: string; marketCap: number | null; marketCapAsOf: string | null; quote: { date: string } | null };
  const list = await graphql(t.app, '{ stockList(limit: 100) { symbol exchange marketCap marketCapAsOf quote { date } } }');
  for (const s of (list.body.data!.stockList as GqlStock[]).filter((x) => x.exchange === 'NSE')) {
    count('stock list');
    note(capOffence('stock list', s.symbol, s.marketCap, s.marketCapAsOf));
  }
  const members = await graphql(t.app, '{ indexCompanies(indexName: "NIFTY 50") { symbol exchange marketCap marketCapAsOf } }');
  for (const s of members.body.data!.indexCompanies as GqlStock[]) {
    count('index companies');
    note(capOffence('indexCompanies', s.symbol, s.marketCap, s.marketCapAsOf));
  }

  // Watchlist: a few NIFTY 50 companies, RELIANCE among them (a bonus since the fundamentals).
  for (const symbol of ['TCS', 'RELIANCE', 'HDFCBANK', 'INFY']) await graphql(t.app, 'mutation ($s: String!) { addWatchListItem(symbol: $s) { id } }', { s: symbol }, user.token);
  const watched = await graphql(t.app, '{ watchList { company { symbol marketCap marketCapAsOf valuation { asOf marketCap } quote { date } } } }', {}, user.token);
  for (const item of watched.body.data!.watchList as { company: GqlStock & { valuation: { asOf: string; marketCap: number | null } | null } }[]) {
    count('watchlist');
    note(capOffence('watchlist', item.company.symbol, item.company.valuation?.marketCap, item.company.valuation?.asOf));
    if (item.company.quote && item.company.quote.date !== truths.get(item.company.symbol)?.closeDate) offences.push(`watchlist ${item.company.symbol}: quote of ${item.company.quote.date}`);
  }

  // Home and the indexes page: every level with its own last date; the constituents' market caps.
  const indices = await json<IndexSummary[]>('/api/indices?country=IN');
  for (const index of indices) {
    const [last] = await rows<{ date: string | null }>(
      database.db,
      sql`select to_char(max(p.date), 'YYYY-MM-DD') as date from market_index_price_daily p join market_indices i on i.id = p.index_id where i.index_name = ${index.name}`,
    );
    count('index levels');
    if ((index.date ?? null) !== (last?.date ?? null)) offences.push(`index ${index.name}: shown as of ${index.date}, last bar ${last?.date}`);
    const details = await json<IndexDetails>(`/api/indices/${encodeURIComponent(index.name)}`);
    for (const c of details.constituents) {
      if (c.date !== (truths.get(c.symbol)?.closeDate ?? null) && c.exchange === 'NSE') offences.push(`${index.name} ${c.symbol}: close of ${c.date}, last ${truths.get(c.symbol)?.closeDate}`);
      if (c.marketCap !== null) count('index constituents');
      note(capOffence(`${index.name} constituents`, c.symbol, c.marketCap, c.valuationAsOf));
    }
  }

  // DipSIP cards: each ETF's close under its own last date.
  for (const etf of await json<DipSipBoardEtf[]>('/api/dipsip/etfBoard')) {
    const [last] = await rows<{ date: string | null }>(
      database.db,
      sql`select to_char(max(p.date), 'YYYY-MM-DD') as date from stock_price_daily_historical p join company_profile c on c.id = p.company_id
          where c.symbol = ${etf.symbol} and c.exchange = 'NSE'`,
    );
    count('DipSIP cards');
    if ((etf.date ?? null) !== (last?.date ?? null)) offences.push(`DipSIP ${etf.symbol}: close shown as of ${etf.date}, last bar ${last?.date}`);
  }

  // The assistant: one company, a comparison, a ranking across companies of different dates.
  for (const question of ['tcs market cap', 'Compare HDFCBANK and ICICIBANK on ROE, P/E and market cap', 'Top 10 companies by market capitalization', 'Market cap of RELIANCE, TCS and INFY']) {
    const answer = await ask(question);
    count('answers');
    offences.push(...answerOffences(question, answer));
  }
  return { offences, checked };
}

beforeAll(async () => {
  if (!exists) return;
  if (loaded) database = await openPostgres(loaded, 4);
  else {
    database = await openTestDatabase();
    await runIngest(database.db, { from: mirror });
  }
  t = await createTestApp({}, { database });
  await readTruths();
  niftySymbols = (
    await rows<{ symbol: string }>(
      database.db,
      sql`select c.symbol from market_index_wise_companies m join market_indices i on i.id = m.index_id and i.index_name = 'NIFTY 50'
          join company_profile c on c.id = m.company_id order by c.symbol`,
    )
  ).map((r) => r.symbol);
}, 1_800_000);
afterAll(async () => {
  await t?.close();
});

describe.skipIf(!exists)('every figure under its own date, on the mirror', () => {
  it('walks the screens and the answers and finds no figure under a date it is not from', { timeout: 900_000 }, async () => {
    expect(niftySymbols).toHaveLength(50);
    const user = await signIn(t.app);
    const { offences, checked } = await walk(user);
    console.log('checked:', checked);
    expect(offences).toEqual([]);
    expect(checked['company page market caps']).toBe(50);
    const tcs = await json<CompanyDetails>('/api/company/TCS');
    expect(tcs.valuation).toMatchObject({ basis: 'at-price', asOf: '2025-09-30', price: 2888.4 });
    expect(tcs.valuation!.marketCap! / 1e12).toBeCloseTo(10.45, 1); // Rs 10.45 lakh crore
  });

  it("catches a wrong pairing: TCS's July-2024 market cap under its 30 Sep 2025 close", { timeout: 900_000 }, async () => {
    const tcs = truths.get('TCS')!;
    await database.db.execute(sql`update company_valuations set market_cap = ${tcs.ownMarketCap} where company_id = ${tcs.id}`);
    invalidateMetricsSnapshot(database.db);
    try {
      const { offences } = await walk(await signIn(t.app));
      const about = offences.filter((o) => o.includes('TCS'));
      console.log(`planted pairing caught ${about.length} times, e.g. ${about[0]}`);
      for (const where of ['company page', 'stock list', 'indexCompanies', 'watchlist', 'NIFTY 50 constituents', '"tcs market cap"'])
        expect(about.some((o) => o.startsWith(where)), where).toBe(true);
    } finally {
      await recomputeValuations(database.db, [tcs.id]);
      invalidateMetricsSnapshot(database.db);
    }
  });
});
