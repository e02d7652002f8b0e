import { istDate, istMinutes, isTradingDay } from '@sanchay/core';
import { logger } from '../platform/logger';
import type { AppDb } from '../platform/db/client';
import { claimJobRun, releaseJobRun } from '../platform/db/jobRuns';
import { evaluateDips } from './dipEngine';

/** NSE closes at 15:30 IST; the evening evaluation runs from 15:45 IST on trading days. */
export const DAILY_DIP_CHECK_IST_MINUTES = 15 * 60 + 45;


/** Whether the daily check is due at `now`, given the IST date it last ran. */
export function dailyDipCheckDue(now: Date, lastRunDate: string | null): boolean {
  const today = istDate(now);
  if (lastRunDate === today) return false;
  // NSE holidays have no close to check; in a year the calendar does not know, every weekday is checked.
  if (!isTradingDay(today, 'weekdays-open')) return false;
  return istMinutes(now) >= DAILY_DIP_CHECK_IST_MINUTES;
}

/**
 * Runs evaluateDips once per trading day after 15:45 IST (from the stored closes; the ingest may also call
 * evaluateDips itself right after loading a day's close, which is idempotent). Returns a stop function.
 */
export function startDipSchedule(db: AppDb, checkEveryMs = 60_000): () => Promise<void> {
  const log = logger('dipsip');
  let lastRunDate: string | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    const now = new Date();
    if (!dailyDipCheckDue(now, lastRunDate)) return;
    const today = istDate(now);
    lastRunDate = today;
    // Several instances run this timer: the claim lets exactly one of them check today's dips.
    running = claimJobRun(db, 'daily-dip-check', today)
      .then(async (mine) => {
        if (!mine) return;
        try {
          log.info(await evaluateDips(db, { now }), 'daily dip check');
        } catch (error) {
          await releaseJobRun(db, 'daily-dip-check', today).catch(() => undefined);
          throw error;
        }
      })
      .catch((error: unknown) => {
        lastRunDate = null; // try again at the next tick
        log.error({ err: error }, 'daily dip check failed');
      });
  };
  const timer = setInterval(tick, checkEveryMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
