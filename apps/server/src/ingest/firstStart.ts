import type { AppDb } from '../platform/db/client';
import type { Env } from '../platform/env';
import { logger } from '../platform/logger';
import { invalidateCompanySearch } from '../market/companySearch';
import { readDataOrigin, type DataOrigin } from '../market/dataOrigin';
import { generateDemoUniverse } from './sources/demo/generateDemoUniverse';
import { hasMarketData, type IngestOptions, runIngest } from './index';
import { startDailyIngestJob } from './dailyIngestJob';
import type { MarketData } from '../market/marketData';

const log = logger('market');

/** Ingest options from the settings (FMP fundamentals when a key is set). */
export function ingestOptionsFromEnv(env: Pick<Env, 'FMP_API_KEY' | 'FMP_BASE_URL'>): Pick<IngestOptions, 'fmp' | 'baseUrls'> {
  return { fmp: env.FMP_API_KEY ? { apiKey: env.FMP_API_KEY } : undefined, baseUrls: { fmp: env.FMP_BASE_URL } };
}

export type MarketStartSettings = Pick<Env, 'FMP_API_KEY' | 'FMP_BASE_URL' | 'DAILY_INGEST' | 'DATA_MIRROR' | 'ONLINE_INGEST' | 'DEMO_SCALE' | 'DEMO_SEED'>;

/**
 * The daily re-download, when the data came from the online sources and DAILY_INGEST is on; returns a stop
 * function. After each run the market emits "ingested" (the app evaluates DipSIP dips on it).
 */
export function startDailyRefresh(db: AppDb, env: MarketStartSettings, market: MarketData): () => void {
  if (market.origin !== 'online' || !env.DAILY_INGEST) return () => {};
  return startDailyIngestJob(db, {
    ...ingestOptionsFromEnv(env),
    run: async (runDb, options) => {
      const report = await runIngest(runDb, options);
      await market.emitIngested(runDb, report);
      return report;
    },
  });
}

/**
 * Market data on a first start (issue: "First start"): when the database holds none, load DATA_MIRROR if set,
 * else try the online sources, else generate the seeded demo universe (the top bar then shows "Demo data").
 * Returns the origin of the data now in the database.
 */
export async function ensureMarketData(
  db: AppDb,
  env: MarketStartSettings,
  hooks: { generatingDemo?: () => void } = {},
): Promise<DataOrigin> {
  if (await hasMarketData(db)) return readDataOrigin(db);

  if (env.DATA_MIRROR) {
    log.info({ from: env.DATA_MIRROR }, 'no market data yet: loading the mirror');
    try {
      const report = await runIngest(db, { ...ingestOptionsFromEnv(env), from: env.DATA_MIRROR });
      log.info({ rows: report.totalRows, ms: report.totalMs }, 'mirror loaded');
    } catch (error) {
      log.error({ err: error, from: env.DATA_MIRROR }, 'loading the mirror failed');
    }
  } else if (env.ONLINE_INGEST) {
    log.info('no market data yet: trying the online sources');
    // One source first, giving up at the first sign of no network (a name that does not resolve, nothing
    // answering): offline, the next source (the demo universe) follows in seconds instead of after retries.
    try {
      const probe = await runIngest(db, { ...ingestOptionsFromEnv(env), sources: ['nse-securities'], retry: { failFastOffline: true } });
      if (probe.totalRows === 0) {
        const reason = probe.sources.find((s) => s.error)?.error ?? 'the NSE securities list had no rows';
        log.warn(`online sources not reachable (${reason}): using the next source`);
      } else {
        const report = await runIngest(db, ingestOptionsFromEnv(env));
        log.info({ rows: report.totalRows, ms: report.totalMs }, 'online sources loaded');
      }
    } catch (error) {
      log.warn(`online sources failed (${(error as Error).message}): using the next source`);
    }
  }

  if (!(await hasMarketData(db))) {
    log.info({ scale: env.DEMO_SCALE }, 'no real market data could be loaded: generating the demo universe');
    hooks.generatingDemo?.();
    const result = await generateDemoUniverse(db, { scale: env.DEMO_SCALE, seed: env.DEMO_SEED });
    log.info(result, 'demo universe ready');
  }
  invalidateCompanySearch(db);
  return readDataOrigin(db);
}
