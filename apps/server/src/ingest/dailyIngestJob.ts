/**
 * The daily re-ingest for online use, on an in-process timer: the exchange files after 19:00 IST (NSE
 * publishes the day's bhavcopy and lists in the evening) and AMFI's NAVs after 21:30 IST (NAVs appear
 * around 21:00-21:30, some later). A run that fails or finds the machine offline logs a warning and
 * waits for the next day; a run still going when the next is due is not doubled.
 */
import { DAY_MS, istDate, istInstant } from '@sanchay/core';
import type { AppDb } from '../platform/db/client';
import { claimJobRun, releaseJobRun } from '../platform/db/jobRuns';
import { logger } from '../platform/logger';
import { runIngest } from './index';
import type { IngestOptions, IngestReport, IngestSourceName } from './types';

export const DAILY_EXCHANGE_SOURCES: IngestSourceName[] = ['nse-securities', 'nse-etfs', 'nse-indices', 'bhavcopy', 'nse-corporate-actions', 'reviewed-corporate-actions'];
export const DAILY_NAV_SOURCES: IngestSourceName[] = ['amfi'];

export interface DailyIngestOptions extends Omit<IngestOptions, 'from' | 'sources'> {
  /** Defaults: exchange files at 19:00 IST, NAVs at 21:30 IST. */
  schedules?: { sources: IngestSourceName[]; hour: number; minute: number }[];
  now?: () => Date;
  /** The ingest to run (tests inject one); defaults to runIngest. */
  run?: (db: AppDb, options: IngestOptions) => Promise<IngestReport>;
}

/** The next time strictly after `now` at which IST wall-clock time is hour:minute. */
export function nextRunAt(now: Date, hour: number, minute: number): Date {
  const target = istInstant(istDate(now), hour * 60 + minute);
  return new Date(target > now.getTime() ? target : target + DAY_MS);
}

/** Starts the timers; returns the function that stops them. */
export function startDailyIngestJob(db: AppDb, options: DailyIngestOptions = {}): () => void {
  const log = logger('market');
  const now = options.now ?? (() => new Date());
  const schedules = options.schedules ?? [
    { sources: DAILY_EXCHANGE_SOURCES, hour: 19, minute: 0 },
    { sources: DAILY_NAV_SOURCES, hour: 21, minute: 30 },
  ];
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  let running: Promise<void> | null = null;

  const runOnce = async (sources: IngestSourceName[]) => {
    const run = options.run ?? runIngest;
    // Every instance has this timer: the claim of today's run lets exactly one of them download.
    const job = `daily-ingest:${sources.join(',')}`;
    const period = istDate(now());
    // A claim that cannot be written (the database is down) does not stop the run: it would fail the same way.
    if (!(await claimJobRun(db, job, period).catch(() => true))) return;
    try {
      const report = await run(db, { ...options, sources });
      const failed = report.sources.filter((s) => s.error);
      if (failed.length === report.sources.length) {
        log.warn(
          { sources, errors: failed.map((s) => `${s.source}: ${s.error}`) },
          'daily ingest skipped: every source failed (offline?)',
        );
      } else {
        log.info(
          { sources, rows: report.totalRows, ms: report.totalMs, failed: failed.map((s) => s.source) },
          'daily ingest done',
        );
      }
    } catch (error) {
      log.warn({ sources, err: error }, 'daily ingest failed');
      await releaseJobRun(db, job, period).catch(() => undefined);
    }
  };

  const schedule = (entry: (typeof schedules)[number]) => {
    if (stopped) return;
    const at = nextRunAt(now(), entry.hour, entry.minute);
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        if (running) log.warn({ sources: entry.sources }, 'daily ingest skipped: the previous run is still going');
        else running = runOnce(entry.sources).finally(() => (running = null));
        schedule(entry);
      },
      Math.max(0, at.getTime() - now().getTime()),
    );
    timer.unref();
    timers.add(timer);
  };

  for (const entry of schedules) schedule(entry);
  log.info(
    { schedules: schedules.map((s) => ({ sources: s.sources, at: nextRunAt(now(), s.hour, s.minute).toISOString() })) },
    'daily ingest scheduled',
  );
  return () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
}
