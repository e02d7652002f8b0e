/**
 * `npm run ingest -- [sources...] [--from DIR] [--force] [--database-url URL]`
 * Loads market data into the database the server uses (DATABASE_URL, else PGlite in DATA_DIR), from a
 * mirror folder (--from or DATA_MIRROR) or from the public addresses. Prints a table per source and
 * exits non-zero only when every source failed. Stops with the lock's message when a server holds the
 * same PGlite folder.
 */
import {
  formatIngestReport,
  INGEST_USAGE,
  parseIngestArgs,
  progressPrinter,
  UsageError,
} from '../ingest/cliSupport';
import { evaluateDips } from '../dipsip/dipEngine';
import { MOVING_AVERAGES_STEP, runIngest, VALUATIONS_STEP } from '../ingest/index';
import { openDatabase } from '../platform/db/client';
import { DataDirLockedError } from '../platform/db/lock';
import { EnvError, parseEnv } from '../platform/env';
import { configureLogger } from '../platform/logger';

async function main(): Promise<number> {
  const args = parseIngestArgs(process.argv.slice(2));
  if (args.help) {
    process.stdout.write(INGEST_USAGE);
    return 0;
  }
  const env = parseEnv(args.databaseUrl ? { ...process.env, DATABASE_URL: args.databaseUrl } : process.env);
  // The table reports each source's outcome; logs stay quiet unless asked for.
  configureLogger(process.env.LOG_LEVEL ?? 'error');
  const database = await openDatabase(env);
  const progress = process.stdout.isTTY ? progressPrinter() : null;
  try {
    const report = await runIngest(database.db, {
      from: args.from ?? env.DATA_MIRROR,
      sources: args.sources,
      force: args.force,
      onProgress: progress?.onProgress,
      fmp: { apiKey: env.FMP_API_KEY },
      baseUrls: { fmp: env.FMP_BASE_URL },
      kite: { apiKey: env.KITE_API_KEY, accessToken: env.KITE_ACCESS_TOKEN },
    });
    progress?.clear();
    process.stdout.write(`${formatIngestReport(report)}\n`);
    // New closes may be dips: queue DipSIP alerts (the server's outbox sender delivers them).
    const dips = await evaluateDips(database.db);
    process.stdout.write(`DipSIP: ${dips.evaluated} subscriptions checked, ${dips.queued} alerts queued\n`);
    const sources = report.sources.filter((s) => s.source !== MOVING_AVERAGES_STEP && s.source !== VALUATIONS_STEP);
    return sources.length > 0 && sources.every((s) => s.error) ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) process.stderr.write(`${error.message}\n\n${INGEST_USAGE}`);
    else if (error instanceof EnvError || error instanceof DataDirLockedError)
      process.stderr.write(`\n${error.message}\n\n`);
    else process.stderr.write(`ingest failed: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);
