import { evaluateAlertsOnCloses } from '../alerts/closeEvaluation';
import { LiveAlerts } from '../alerts/liveEvaluation';
import { startBriefSchedule } from '../alerts/morningBrief';
import { evaluateScreenAlerts } from '../alerts/screenAlerts';
import { startPromptSchedule } from '../chat/promptScheduler';
import { evaluateDips } from '../dipsip/dipEngine';
import { startDipSchedule } from '../dipsip/dipScheduler';
import { recordTelegramNotified } from '../dipsip/userInstruments';
import { companySearchIndex } from '../market/companySearch';
import { dataStatus } from '../market/api/dataStatusRoutes';
import { ensureMarketData, startDailyRefresh } from '../ingest/firstStart';
import { startNotificationWatcher } from '../notifications/notificationEvents';
import { outboxDeps, startOutboxSender } from '../notifications/outboxSender';
import { openCluster } from '../platform/cluster';
import { openDatabase } from '../platform/db/client';
import { parseEnv } from '../platform/env';
import { startBanner } from '../platform/banner';
import { configureLogger, flushLogs } from '../platform/logger';
import { checkRedisAnswers } from '../platform/redis';
import { warmResearchEngine } from '../research/engine';
import { buildApp } from './http';
import { type AppServices, createServices } from './services';

/** How long a SIGTERM/SIGINT shutdown may take before the process exits anyway (code 1). */
const SHUTDOWN_DEADLINE_MS = 10_000;
/** How long requests in flight get to finish before every open connection (streams included) is cut. */
const STREAM_GRACE_MS = 1_000;

/** Cross-feature reactions, wired here so no feature calls into another: after an ingest, evaluate dips and alerts. */
export function wireEvents(services: AppServices): void {
  services.market.onIngested(async (db) => {
    await evaluateDips(db);
    await evaluateAlertsOnCloses(db);
    await evaluateScreenAlerts(db, services.research);
  });
}

/** Starts Sanchay: settings, database, services, HTTP, live prices, jobs and the first-start market data. */
export async function boot(): Promise<void> {
  const env = parseEnv();
  const logFormat = env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json');
  const log = configureLogger(env.LOG_LEVEL, logFormat).child({ category: 'boot' });
  if (env.REDIS_URL) await checkRedisAnswers(env.REDIS_URL); // set but unreachable: stop now, in one line
  const database = await openDatabase(env);
  // Several instances on PostgreSQL share a message bus and named locks (README "Running at scale").
  const cluster = await openCluster(env);
  const services = await createServices(env, database, cluster);
  wireEvents(services);
  const app = await buildApp(services);
  services.market.startLoading();
  await app.listen({ port: env.PORT, host: env.HOST });
  await services.live.start(); // live prices for /ws/market (simulated or Kite, LIVE_FEED)
  if (!env.publicUrlSet && env.NODE_ENV === 'production') {
    log.warn(`PUBLIC_URL is not set: links in Telegram messages point at ${env.PUBLIC_URL} (docs/OPERATIONS.md)`);
  }
  log.info(`Sanchay is serving http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`);

  const db = database.db;
  let stopDailyRefresh = () => {};
  // DipSIP alerts: the notification outbox sender and the daily dip check (after 15:45 IST) when jobs run here.
  const stopJobs: (() => Promise<void>)[] = env.JOBS_ENABLED ? [startOutboxSender({ ...outboxDeps(db, env), onSent: [recordTelegramNotified] }), startDipSchedule(db)] : [];
  // Scheduled saved prompts of the research assistant (delivered through the same outbox).
  if (env.JOBS_ENABLED) stopJobs.push(startPromptSchedule({ db, research: services.research, publicUrl: env.PUBLIC_URL }));
  // Alerts on the live feed's minute closes (price, change, 52-week kinds).
  if (env.JOBS_ENABLED) stopJobs.push(new LiveAlerts({ db, feed: services.live.feed, instruments: services.live.instruments }).start());
  // The morning brief at each person's time (default 08:45 IST) on NSE trading days.
  if (env.JOBS_ENABLED) stopJobs.push(startBriefSchedule(db));
  // New notifications, whoever queued them, reach the bell's subscription through services.pubsub.
  if (env.JOBS_ENABLED) stopJobs.push(startNotificationWatcher(db, services.pubsub));
  // Instances started together on an empty database: one loads the data, the others wait and find it.
  cluster
    .withLock('first-start', () => ensureMarketData(db, env, { generatingDemo: () => services.market.loadingDemo() }))
    .then((origin) => {
      services.market.loaded(origin);
      // The live feed started before the load and read an instrument directory without its listings.
      services.live.instruments.invalidate();
      stopDailyRefresh = startDailyRefresh(db, env, services.market);
      // Warm the search index in the background; readiness does not wait for it.
      companySearchIndex(db).catch((error: unknown) => log.warn({ err: error }, 'search index warm-up failed'));
      warmResearchEngine(db).catch((error: unknown) => log.warn({ err: error }, 'research snapshot warm-up failed'));
      log.info({ origin }, 'market data ready');
      dataStatus(db)
        .then((status) => {
          // The banner is for a person at a terminal; a JSON log gets the same facts as one line.
          if (logFormat === 'pretty') process.stdout.write(`${startBanner(env, database, status, env.DATA_MIRROR)}\n`);
          else log.info({ database: database.kind, origin, sources: status.sources.map((s) => ({ id: s.id, asOf: s.asOf })) }, 'ready');
        })
        .catch((error: unknown) => log.warn({ err: error }, 'reading the data dates failed'));
    })
    .catch((error: unknown) => {
      services.market.loadFailed();
      log.error({ err: error }, 'loading market data failed; the app runs without it');
    });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // Whatever hangs (a job mid-statement, a client that never reads), the process still ends.
    setTimeout(() => {
      log.error({ signal, deadlineMs: SHUTDOWN_DEADLINE_MS }, 'shutdown deadline passed: exiting before everything closed');
      flushLogs();
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // Streams (SSE subscriptions, chat answers) never end by themselves: after a moment for the requests in
    // flight, every remaining connection is cut, so closing the server does not wait on them.
    const cut = setTimeout(() => app.server.closeAllConnections(), STREAM_GRACE_MS);
    try {
      stopDailyRefresh();
      await Promise.all(stopJobs.map((stopJob) => stopJob())); // DipSIP alert jobs
      await services.live.stop();
      await app.close();
      clearTimeout(cut);
      await cluster.close();
      await database.close();
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      flushLogs();
      process.exit(1);
    }
    flushLogs();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
