/**
 * The market data ingestion pipeline: `runIngest(db, { from?, sources? })` loads the public sources,
 * from a mirror folder or online, in dependency order (listings before what attaches to them), then
 * derives market-cap types, moving averages and app_meta. A source that fails is reported and the
 * others carry on; a bad row is reported with its file and line and skipped.
 */
import fs from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { refreshCorporateActions } from '../market/corporateActions/index';
import type { AppDb } from '../platform/db/client';
import { logger } from '../platform/logger';
import { writeAppMeta } from './appMetaWriter';
import { bhavcopySource } from './sources/nse/bhavcopyLoader';
import { nseCorporateActionsSource } from './sources/nse/corporateActionsLoader';
import { reviewedCorporateActionsSource } from './sources/reviewed/corporateActionsLoader';
import { nseEtfsSource } from './sources/nse/etfLoader';
import { financeDatabaseSource } from './sources/financedatabase/financeDatabaseLoader';
import { fmpSource } from './sources/fmp/fmpLoader';
import { indexHistorySource } from './sources/askindex/indexHistoryLoader';
import { nseIndexHistorySource } from './sources/nse/nseIndexHistoryLoader';
import { nseIndicesSource } from './sources/nse/indexListLoader';
import { kiteSource } from './sources/kite/kiteLoader';
import { classifyMarketCaps } from '../market/marketCapClassifier';
import { recomputeMovingAverages } from '../market/movingAveragesRecomputer';
import { amfiSource } from './sources/amfi/navLoader';
import { eodSource } from './sources/eod/priceLoader';
import { screenerSource } from './sources/screener/screenerLoader';
import { nseSecuritiesSource } from './sources/nse/securitiesLoader';
import { somnathArchiveSource } from './sources/eod/somnathArchiveLoader';
import {
  SAMPLE_PROBLEMS,
  type IngestOptions,
  type IngestReport,
  type IngestSource,
  type IngestSourceName,
  type LoaderContext,
  type SourceReport,
} from './types';
import { usSymbolsSource } from './sources/ussymbols/usSymbolsLoader';

export { hasMarketData } from './appMetaWriter';
// The ingest's pieces other features reuse: batch upserts (derivatives) and the FMP client (fundamentals).
export { createFmpClient, FmpError } from './sources/fmp/fmpClient';
export { fmpItems } from './sources/fmp/fmpLoader';
export { type Row, upsertRows } from './sqlBatch';
export type { IngestOptions, IngestProgressEvent, IngestReport, IngestSourceName, SourceReport } from './types';

/** Every source, in the order they run (a later source may attach to listings an earlier one made). */
export const SOURCES: readonly IngestSource[] = [
  nseSecuritiesSource,
  nseEtfsSource,
  usSymbolsSource,
  financeDatabaseSource,
  screenerSource,
  nseIndicesSource,
  kiteSource,
  eodSource,
  somnathArchiveSource,
  bhavcopySource,
  nseCorporateActionsSource,
  reviewedCorporateActionsSource,
  indexHistorySource,
  nseIndexHistorySource,
  amfiSource,
  fmpSource,
];

export const ALL_SOURCES: IngestSourceName[] = SOURCES.map((s) => s.name);
/** The 2.8 M-row somnath archive is opt-in. */
export const DEFAULT_SOURCES: IngestSourceName[] = ALL_SOURCES.filter((name) => name !== 'somnath-archive');
/** The report line of the derived step that follows the price loads. */
export const MOVING_AVERAGES_STEP = 'moving-averages';
/** The report line of corporate actions (applied onto prices, derived for review) and the valuations at price. */
export const VALUATIONS_STEP = 'corporate-actions-and-valuations';
/** Sources besides price loads whose rows change valuations. */
const VALUATION_INPUTS = new Set<IngestSourceName>(['screener', 'fmp', 'nse-corporate-actions', 'reviewed-corporate-actions']);

function newReport(source: string): SourceReport {
  return { source, files: 0, rows: 0, problems: 0, ms: 0, sampleProblems: [], skippedFiles: 0 };
}

function contextFor(
  db: AppDb,
  options: IngestOptions,
  report: SourceReport,
  touched: Pick<LoaderContext, 'touchedCompanies' | 'touchedIndices'>,
): LoaderContext {
  const ctx: LoaderContext = {
    db,
    options,
    mode: options.from ? 'mirror' : 'online',
    report,
    ...touched,
    problem(problem) {
      report.problems++;
      if (report.sampleProblems.length < SAMPLE_PROBLEMS) report.sampleProblems.push(problem);
    },
    problems(problems) {
      for (const problem of problems) ctx.problem(problem);
    },
  };
  return ctx;
}

function checkOptions(options: IngestOptions): IngestSourceName[] {
  const requested = options.sources && options.sources.length > 0 ? options.sources : DEFAULT_SOURCES;
  const unknown = requested.filter((name) => !ALL_SOURCES.includes(name));
  if (unknown.length > 0)
    throw new Error(`unknown ingest source(s): ${unknown.join(', ')} (known: ${ALL_SOURCES.join(', ')})`);
  if (options.from && !fs.existsSync(options.from)) throw new Error(`mirror folder not found: ${options.from}`);
  return requested;
}

async function runSource(source: IngestSource, ctx: LoaderContext): Promise<void> {
  await nextTurn(); // let timers and requests in between sources (see sqlBatch.ts)
  const started = performance.now();
  try {
    await source.run(ctx);
    if (ctx.report.files + ctx.report.skippedFiles === 0 && !ctx.report.note) {
      ctx.report.note = ctx.mode === 'mirror' ? 'no files for this source in the mirror' : 'nothing published to load';
    }
  } catch (error) {
    ctx.report.error = (error as Error).message;
  }
  ctx.report.ms = Math.round(performance.now() - started);
  const { source: name, files, rows, problems, skippedFiles, ms, error } = ctx.report;
  // A failed source says so on one line with its reason (a download names its address and attempts), not a
  // stack trace followed by a 'done' line.
  if (error !== undefined) return void logger('market').warn({ source: name, rows, ms }, `ingest source failed: ${error}`);
  logger('market').info(
    {
      source: name,
      files,
      skippedFiles,
      rows,
      problems,
      ms,
      rowsPerSecond: ms > 0 ? Math.round(rows / (ms / 1000)) : null,
    },
    'ingest source done',
  );
}

/** Market-cap types and moving averages, from what the sources loaded. */
async function derive(
  db: AppDb,
  touched: Pick<LoaderContext, 'touchedCompanies' | 'touchedIndices'>,
): Promise<SourceReport | null> {
  await classifyMarketCaps(db);
  const count = touched.touchedCompanies.size + touched.touchedIndices.size;
  if (count === 0) return null;
  const report = newReport(MOVING_AVERAGES_STEP);
  const started = performance.now();
  try {
    await recomputeMovingAverages(db, touched.touchedCompanies, touched.touchedIndices);
    report.rows = count;
  } catch (error) {
    report.error = (error as Error).message;
    logger('market').warn({ err: error }, 'moving averages failed');
  }
  report.ms = Math.round(performance.now() - started);
  return report;
}

/** Applied corporate actions onto the prices, new derivations for review, every valuation at its latest close. */
async function valuations(db: AppDb): Promise<SourceReport> {
  const report = newReport(VALUATIONS_STEP);
  const started = performance.now();
  try {
    const { derived, valuations: written } = await refreshCorporateActions(db);
    report.rows = written;
    report.note = `${derived} corporate action(s) newly derived for review (npm run corporate-actions)`;
  } catch (error) {
    report.error = (error as Error).message;
    logger('market').warn({ err: error }, 'corporate actions and valuations failed');
  }
  report.ms = Math.round(performance.now() - started);
  return report;
}

export async function runIngest(db: AppDb, options: IngestOptions = {}): Promise<IngestReport> {
  const requested = checkOptions(options);
  const started = performance.now();
  const touched = { touchedCompanies: new Set<string>(), touchedIndices: new Set<string>() };
  const reports: SourceReport[] = [];
  for (const source of SOURCES) {
    if (!requested.includes(source.name)) continue;
    const report = newReport(source.name);
    reports.push(report);
    await runSource(source, contextFor(db, options, report, touched));
  }
  const anyLoaded = reports.some((r) => !r.error);
  if (anyLoaded) {
    const derived = await derive(db, touched);
    if (derived) reports.push(derived);
    if (touched.touchedCompanies.size > 0 || requested.some((name) => VALUATION_INPUTS.has(name))) reports.push(await valuations(db));
    await writeAppMeta(db, options.from ? 'mirror' : 'online');
  }
  const totalMs = Math.round(performance.now() - started);
  const totalRows = reports.reduce((sum, r) => sum + r.rows, 0);
  logger('market').info({ sources: reports.length, totalRows, totalMs }, 'ingest done');
  return { sources: reports, totalRows, totalMs };
}
