import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDb } from '../platform/db/client';
import { DAILY_EXCHANGE_SOURCES, DAILY_NAV_SOURCES, nextRunAt, startDailyIngestJob } from './dailyIngestJob';
import type { IngestOptions, IngestReport } from './types';

const report = (failed: boolean): IngestReport => ({
  sources: [
    {
      source: 'bhavcopy',
      files: 1,
      rows: 1,
      problems: 0,
      ms: 1,
      sampleProblems: [],
      skippedFiles: 0,
      ...(failed ? { error: 'offline' } : {}),
    },
  ],
  totalRows: 1,
  totalMs: 1,
});

afterEach(() => vi.useRealTimers());

describe('nextRunAt', () => {
  it('is the next IST wall-clock time, tomorrow once it has passed', () => {
    // 10:00 UTC = 15:30 IST: 19:00 IST today is 13:30 UTC.
    expect(nextRunAt(new Date('2024-07-09T10:00:00Z'), 19, 0).toISOString()).toBe('2024-07-09T13:30:00.000Z');
    expect(nextRunAt(new Date('2024-07-09T13:30:00Z'), 19, 0).toISOString()).toBe('2024-07-10T13:30:00.000Z');
    // 20:00 UTC is already 01:30 IST of the next day.
    expect(nextRunAt(new Date('2024-07-09T20:00:00Z'), 21, 30).toISOString()).toBe('2024-07-10T16:00:00.000Z');
  });
});

describe('startDailyIngestJob', () => {
  it('runs the exchange sources after 19:00 IST and the NAVs after 21:30 IST, every day, until stopped', async () => {
    vi.useFakeTimers({ now: new Date('2024-07-09T10:00:00Z') });
    const runs: { at: string; sources: string[] }[] = [];
    const run = vi.fn(async (_db: AppDb, options: IngestOptions) => {
      runs.push({ at: new Date().toISOString(), sources: options.sources ?? [] });
      return report(runs.length === 1); // the first run finds the machine offline: the job carries on
    });
    const stop = startDailyIngestJob({} as AppDb, { run });
    await vi.advanceTimersByTimeAsync(3.5 * 3600_000); // 13:30 UTC
    await vi.advanceTimersByTimeAsync(2.5 * 3600_000); // 16:00 UTC
    await vi.advanceTimersByTimeAsync(24 * 3600_000);
    expect(runs).toEqual([
      { at: '2024-07-09T13:30:00.000Z', sources: DAILY_EXCHANGE_SOURCES },
      { at: '2024-07-09T16:00:00.000Z', sources: DAILY_NAV_SOURCES },
      { at: '2024-07-10T13:30:00.000Z', sources: DAILY_EXCHANGE_SOURCES },
      { at: '2024-07-10T16:00:00.000Z', sources: DAILY_NAV_SOURCES },
    ]);
    stop();
    await vi.advanceTimersByTimeAsync(48 * 3600_000);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('survives a run that throws', async () => {
    vi.useFakeTimers({ now: new Date('2024-07-09T13:29:00Z') });
    const run = vi.fn(async () => {
      throw new Error('boom');
    });
    const stop = startDailyIngestJob({} as AppDb, { run, schedules: [{ sources: ['amfi'], hour: 19, minute: 0 }] });
    await vi.advanceTimersByTimeAsync(25 * 3600_000);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });
});
