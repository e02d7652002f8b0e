import { DataDirLockedError } from './platform/db/lock';
import { createServices, openDatabase } from './platform/boot';
import { EnvError, parseEnv } from './platform/env';
import { buildApp } from './platform/http/app';
import { configureLogger } from './platform/logger';
import { companySearchIndex } from './market/companySearch';
import { warmResearchEngine } from './research/engine';
import { ensureMarketData, startDailyRefresh } from './market/firstStart';
import { startOutboxSender } from './notifications/outboxSender';
import { startDipSchedule } from './dipsip/dipScheduler';
import { startPromptSchedule } from './chat/promptScheduler';
import { dataStatus } from './market/api/dataStatusRoutes';
import { startBanner } from './platform/banner';

async function main() {
  const env = parseEnv();
  const logFormat = env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json');
  const log = configureLogger(env.LOG_LEVEL, logFormat).child({ category: 'boot' });
  const database = await openDatabase(env);
  const services = await createServices(env, database);
  const app = await buildApp(services);
  services.market.loading = true;
  await app.listen({ port: env.PORT, host: env.HOST });
  await services.live.start(); // live prices for /ws/market (simulated or Kite, LIVE_FEED)
  log.info(`Sanchay is serving http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`);

  let stopDailyRefresh = () => {};
  // DipSIP alerts: the notification outbox sender and the daily dip check (after 15:45 IST) when jobs run here.
  const stopJobs: (() => Promise<void>)[] = env.JOBS_ENABLED ? [startOutboxSender(services), startDipSchedule(services)] : [];
  // Scheduled saved prompts of the research assistant (delivered through the same outbox).
  if (env.JOBS_ENABLED) stopJobs.push(startPromptSchedule(services));
  ensureMarketData(services)
    .then((origin) => {
      services.market.origin = origin;
      stopDailyRefresh = startDailyRefresh(services);
      // Warm the search index in the background; readiness does not wait for it.
      companySearchIndex(database.db).catch((error: unknown) => log.warn({ err: error }, 'search index warm-up failed'));
      warmResearchEngine(database.db).catch((error: unknown) => log.warn({ err: error }, 'research snapshot warm-up failed'));
      log.info({ origin }, 'market data ready');
      dataStatus(database.db)
        .then((status) => {
          // The banner is for a person at a terminal; a JSON log gets the same facts as one line.
          if (logFormat === 'pretty') process.stdout.write(`${startBanner(env, database, status, env.DATA_MIRROR)}\n`);
          else log.info({ database: database.kind, origin, sources: status.sources.map((s) => ({ id: s.id, asOf: s.asOf })) }, 'ready');
        })
        .catch((error: unknown) => log.warn({ err: error }, 'reading the data dates failed'));
    })
    .catch((error: unknown) => log.error({ err: error }, 'loading market data failed; the app runs without it'))
    .finally(() => {
      services.market.loading = false;
    });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    stopDailyRefresh();
    await Promise.all(stopJobs.map((stopJob) => stopJob())); // DipSIP alert jobs
    await services.live.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    process.stderr.write(`\n${error.message}\n\n`);
    process.exit(1);
  }
  process.stderr.write(`Sanchay failed to start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
