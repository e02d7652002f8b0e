import os from 'node:os';
import { and, eq } from 'drizzle-orm';
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { AppDb } from './client';

/**
 * Runs of periodic jobs claimed by an instance (the daily dip check of 24 Nov, the 19:00 ingest of that day):
 * the primary key makes each (job, period) claimable once across every instance sharing the database.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    /** The period the run is for, e.g. an IST date. */
    period: text('period').notNull(),
    /** hostname:pid of the instance that claimed it. */
    instance: text('instance').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);

/** Claims the run of `job` for `period`: true for exactly one caller across the cluster. */
export async function claimJobRun(db: AppDb, job: string, period: string, instance = `${os.hostname()}:${process.pid}`): Promise<boolean> {
  const claimed = await db.insert(jobRuns).values({ job, period, instance }).onConflictDoNothing().returning({ job: jobRuns.job });
  return claimed.length === 1;
}

/** Gives a failed run back, so the next try (on any instance) may claim it again. */
export async function releaseJobRun(db: AppDb, job: string, period: string): Promise<void> {
  await db.delete(jobRuns).where(and(eq(jobRuns.job, job), eq(jobRuns.period, period)));
}
