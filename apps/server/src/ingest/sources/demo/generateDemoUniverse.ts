/**
 * The seeded demo universe (issue "First start"): when no real market data can be loaded, Sanchay runs on
 * N fictional companies with ten years of statements and prices, indices, ETFs and mutual funds, all with
 * source 'demo' and app_meta data_origin = 'demo' (the top bar then shows "Demo data").
 *
 * Scale: 80,000 companies x ~2,480 trading days would be 200 million price rows, too many to generate and
 * load in reasonable time. So only the largest `fullHistoryCompanies` companies by market capitalisation
 * (default min(N, 2,000)), the index constituents and the ETFs get ten years of daily bars; every other
 * company gets its last 260 trading days (enough for the 52-week range, DMA 50/200, RSI and the 1-year
 * return). `priceRows` in the result counts the bars written. Statements, shareholding, moving averages and
 * key metrics exist for every company.
 *
 * How: phase one plans all companies in memory (a few dozen numbers each) and ranks them; phase two
 * generates each company's series in rank order and streams them in batches of binary COPY, one transaction
 * per batch, so memory stays flat. Deterministic for a seed and data date: every part draws from its own
 * seeded stream (random.ts) and ids are derived from the seed (identifiers.ts).
 */
import { writeAppMetaValues } from '../../../market/sourceRows';
import { sliceTurns } from '../../../platform/inTurns';
import { logger } from '../../../platform/logger';
import type { AppDb } from '../../../platform/db/client';
import { type BulkSession, openBulkSession, writeRows } from './bulkWriter';
import {
  dayOf,
  defaultAsOf,
  fiscalCalendar,
  isoOf,
  lastTradingDayOnOrBefore,
  quarterEndsOnOrBefore,
  SHAREHOLDING_LAG_DAYS,
  tradingDays,
} from './calendar';
import { assignIndustryPe, type CompanyPlan, planCompanies, round2 } from './companyFactory';
import { BatchBuffers, firstBarIndex, generateCompanySeries, type SeriesContext } from './companySeries';
import { DemoRefusedError, prepareDatabase } from './demoState';
import { defineEtfs, ETF_SYMBOLS } from './etfFactory';
import { defineIndices, type DemoIndex } from './indexBuilder';
import { buildMarketFactors } from './marketFactors';
import { trailingSummary } from './statementFactory';
import { writeCompanyProfiles, writeEtfs, writeFunds, writeIndices } from './referenceWriters';
import { TABLES } from './tables';
import { INDUSTRIES } from './taxonomy';

export { DemoRefusedError };

export interface DemoOptions {
  /** Number of companies (N). */
  scale: number;
  seed?: number;
  onProgress?: (stage: string, done: number, total: number) => void;
  /** Companies (largest first) with ten years of daily bars; default min(N, 2,000). */
  fullHistoryCompanies?: number;
  /** The data date (last trading day), 'YYYY-MM-DD'; default the last trading day before today (IST). */
  asOf?: string;
  /** PostgreSQL connections loading batches in parallel (default 2; PGlite has one). */
  connections?: number;
}

export interface DemoUniverseResult {
  companies: number;
  /** Rows in stock_price_daily_historical (companies and ETFs). */
  priceRows: number;
  /** Rows in financial_statements (statements and key metrics). */
  statementRows: number;
  ms: number;
  fullHistoryCompanies: number;
  shareholdingRows: number;
  indices: number;
  indexPriceRows: number;
  etfs: number;
  funds: number;
  asOf: string;
  /** 'insert' for a new universe, 'upsert' when the same universe was refreshed in place. */
  mode: 'insert' | 'upsert';
}

export const DEFAULT_SEED = 42;
export const YEARS = 10;
export const TAIL_TRADING_DAYS = 260;
const MAX_FULL_HISTORY_DEFAULT = 2_000;
/** Price rows per batch transaction (about 20 MB of COPY data). */
const BATCH_PRICE_ROWS = 200_000;
/**
 * PGlite (one connection) loads one batch at a time: small batches (~10 companies) keep each COPY short where
 * PGlite runs in the event loop's own thread (tests; the server runs it in a worker thread).
 */
const PGLITE_BATCH_PRICE_ROWS = 20_000;

export async function generateDemoUniverse(db: AppDb, options: DemoOptions): Promise<DemoUniverseResult> {
  const started = performance.now();
  const log = logger('market');
  const scale = options.scale;
  if (!Number.isInteger(scale) || scale < 1 || scale > 1_000_000)
    throw new Error(`scale must be a whole number from 1 to 1,000,000 (got ${scale})`);
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isInteger(seed)) throw new Error(`seed must be a whole number (got ${seed})`);
  const fullHistoryCompanies = Math.min(scale, options.fullHistoryCompanies ?? MAX_FULL_HISTORY_DEFAULT);
  const asOfDay = lastTradingDayOnOrBefore(dayOf(options.asOf ?? defaultAsOf()));
  const asOf = isoOf(asOfDay);
  const progress = options.onProgress ?? (() => {});

  const session = await openBulkSession(db, { lanes: options.connections ?? 2 });
  try {
    const modes = await prepareDatabase(session, { seed, scale, fullHistoryCompanies, asOf });
    await writeAppMetaValues(session, {
      data_origin: 'demo',
      demo_status: 'generating',
      demo_seed: String(seed),
      demo_scale: String(scale),
      demo_full_history: String(fullHistoryCompanies),
      data_as_of: asOf,
    });
    log.info({ scale, seed, asOf, modes, skipsForeignKeyTriggers: session.skipsTriggers }, 'demo universe: generating');

    // Phase one: plans, indices, the statement pre-pass for P/E and face value, company_profile rows. A
    // server generates this on its first start, answering /healthz meanwhile: turns of the event loop between
    // the steps (each a few milliseconds) and within the long ones.
    const turn = sliceTurns();
    const days = tradingDays(asOfDay, YEARS);
    const fiscal = fiscalCalendar(asOfDay, YEARS, 8);
    await turn();
    const plans = planCompanies({
      seed,
      scale,
      windowStartDay: days[0] as number,
      asOfDay,
      fullHistoryCompanies,
      reservedSymbols: ETF_SYMBOLS,
    });
    await turn();
    const indices = defineIndices(plans, days.length);
    const etfs = defineEtfs(seed, indices);
    await turn();
    for (const plan of plans) {
      const { ttm, faceValue } = trailingSummary(plan, fiscal, seed);
      plan.faceValue = faceValue;
      plan.ttmNetIncome = ttm.netIncome as number;
      plan.pe = plan.ttmNetIncome > 0 ? round2(plan.marketCap / plan.ttmNetIncome) : null;
      await turn();
    }
    assignIndustryPe(plans);
    progress('plan', scale, scale);
    await writeCompanyProfiles(session, plans, etfs, days[0] as number, modes.companies);
    progress('companies', scale, scale);

    // Phase two: the series, company by company, in batches.
    const sectors = new Map<string, number>(INDUSTRIES.map((i) => [i.sector, i.sectorVol]));
    const memberships = new Map<string, DemoIndex[]>();
    for (const index of indices)
      for (const c of index.constituents) memberships.set(c.id, [...(memberships.get(c.id) ?? []), index]);
    await turn();
    const factors = buildMarketFactors(seed, days, sectors);
    await turn();
    const ctx: SeriesContext = {
      seed,
      asOfDay,
      factors,
      fiscal,
      shareholdingQuarters: quarterEndsOnOrBefore(asOfDay - SHAREHOLDING_LAG_DAYS, 12),
      tailTradingDays: TAIL_TRADING_DAYS,
      memberships,
    };
    const counts = await writeSeries(session, ctx, plans, modes.dated, progress);

    // Indices, ETFs and funds need the finished index sums; they are small.
    const indexResult = await writeIndices(session, seed, indices, days);
    progress('indices', indices.length, indices.length);
    const etfPriceRows = await writeEtfs(session, seed, etfs, days, indexResult.bars, modes.dated);
    const funds = await writeFunds(session, seed, asOfDay);
    progress('funds', funds, funds);
    await writeAppMetaValues(session, { demo_status: 'complete' });

    const result: DemoUniverseResult = {
      companies: scale,
      priceRows: counts.priceRows + etfPriceRows,
      statementRows: counts.statementRows,
      ms: Math.round(performance.now() - started),
      fullHistoryCompanies: plans.filter((p) => p.fullHistory).length,
      shareholdingRows: counts.shareholdingRows,
      indices: indices.length,
      indexPriceRows: indexResult.rows,
      etfs: etfs.length,
      funds,
      asOf,
      mode: modes.companies,
    };
    log.info(result, 'demo universe: ready');
    return result;
  } finally {
    await session.close();
  }
}

interface SeriesCounts {
  priceRows: number;
  statementRows: number;
  shareholdingRows: number;
}

/**
 * Generates and writes the companies' series in batches of about BATCH_PRICE_ROWS bars, one transaction
 * per batch. Batches load while the next ones are generated: one at a time on PGlite, one per connection
 * on PostgreSQL (the event loop gets a turn every few companies so the driver can feed the server).
 * Buffers cycle through a free list: one set fills while the others are being written.
 */
async function writeSeries(
  session: BulkSession,
  ctx: SeriesContext,
  plans: readonly CompanyPlan[],
  mode: 'insert' | 'upsert',
  progress: (stage: string, done: number, total: number) => void,
): Promise<SeriesCounts> {
  const counts: SeriesCounts = { priceRows: 0, statementRows: 0, shareholdingRows: 0 };
  const free = Array.from({ length: session.lanes + 1 }, () => new BatchBuffers());
  const inFlight: Promise<void>[] = Array.from({ length: session.lanes }, () => Promise.resolve());
  let buffers = free.pop() as BatchBuffers;
  const batchPriceRows = session.kind === 'pglite' ? PGLITE_BATCH_PRICE_ROWS : BATCH_PRICE_ROWS;
  let batchBars = 0;
  let done = 0;
  let batches = 0;
  let reported = 0; // batches on different lanes may finish out of order

  const flush = async () => {
    const batch = buffers;
    const lane = batches++ % session.lanes;
    await inFlight[lane]; // this lane's previous batch is written and its buffers are free again
    counts.priceRows += batch.prices.rows;
    counts.statementRows += batch.statements.rows;
    counts.shareholdingRows += batch.shareholding.rows;
    const finished = done;
    const written = session.transaction(async (tx) => {
      await writeRows(tx, TABLES.prices, batch.prices, mode);
      await writeRows(tx, TABLES.statements, batch.statements, mode);
      await writeRows(tx, TABLES.shareholding, batch.shareholding, mode);
      await writeRows(tx, TABLES.movingAverages, batch.movingAverages, mode);
      await writeRows(tx, TABLES.announcements, batch.announcements, mode);
      await writeRows(tx, TABLES.insiderTrades, batch.insiderTrades, mode);
    }, lane);
    inFlight[lane] = written.then(() => {
      free.push(batch);
      reported = Math.max(reported, finished);
      progress('series', reported, plans.length);
    });
    inFlight[lane]?.catch(() => {}); // observed when awaited
    buffers = free.pop() as BatchBuffers;
    buffers.reset();
    batchBars = 0;
  };

  // A turn of the event loop after each slice of work (a few companies; one with ten years of bars takes
  // several milliseconds), so requests and the driver's I/O go on while the universe is generated.
  const turn = sliceTurns();
  for (const plan of plans) {
    generateCompanySeries(ctx, plan, buffers);
    batchBars += ctx.factors.days.length - firstBarIndex(ctx, plan);
    done++;
    if (batchBars >= batchPriceRows) await flush();
    await turn();
  }
  if (batchBars > 0) await flush();
  await Promise.all(inFlight);
  return counts;
}
