/**
 * `npm run demo -- --scale N [--seed S] [--full-history K] [--as-of YYYY-MM-DD]`
 * Generates the seeded demo universe into the database the server uses (DATABASE_URL, else PGlite in
 * DATA_DIR): N fictional companies with ten years of statements and prices, indices, ETFs and mutual
 * funds. Refuses a database that holds real market data. Prints progress and the rows written.
 */
import { parseArgs } from 'node:util';
import { DemoRefusedError, generateDemoUniverse } from '../ingest/sources/demo/generateDemoUniverse';
import { openDatabase } from '../platform/db/client';
import { DataDirLockedError } from '../platform/db/lock';
import { EnvError, parseEnv } from '../platform/env';
import { configureLogger } from '../platform/logger';

const USAGE = `Usage: npm run demo -- --scale N [--seed S] [--full-history K] [--as-of YYYY-MM-DD]

  --scale N          companies to generate (default DEMO_SCALE, 600)
  --seed S           random seed (default DEMO_SEED, 42); the same seed gives the same universe
  --full-history K   largest companies with ten years of daily prices (default min(N, 2000));
                     the others get their last 260 trading days
  --as-of DATE       last trading day of the data (default: the last trading day before today, IST)
`;

class UsageError extends Error {}

function wholeNumber(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text.replace(/_/g, ''));
  if (!Number.isInteger(value)) throw new UsageError(`--${name} must be a whole number, not '${text}'`);
  return value;
}

function parse(argv: string[]) {
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        scale: { type: 'string' },
        seed: { type: 'string' },
        'full-history': { type: 'string' },
        'as-of': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    return {
      help: values.help ?? false,
      scale: wholeNumber('scale', values.scale),
      seed: wholeNumber('seed', values.seed),
      fullHistory: wholeNumber('full-history', values['full-history']),
      asOf: values['as-of'],
    };
  } catch (error) {
    throw error instanceof UsageError ? error : new UsageError((error as Error).message);
  }
}

/** One line that rewrites itself on a terminal; a line per stage (and every 10% of companies) otherwise. */
function progressLine(started: number) {
  let lastTenth = -1;
  return (stage: string, done: number, total: number) => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const text = `${stage}: ${done.toLocaleString('en-IN')} / ${total.toLocaleString('en-IN')}  (${seconds} s)`;
    if (process.stdout.isTTY) process.stdout.write(`\r\x1b[2K${text}`);
    else {
      const tenth = Math.floor((10 * done) / Math.max(1, total));
      if (stage !== 'series' || tenth !== lastTenth || done === total) process.stdout.write(`${text}\n`);
      lastTenth = tenth;
    }
  };
}

async function main(): Promise<number> {
  const args = parse(process.argv.slice(2));
  if (args.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const env = parseEnv();
  configureLogger(process.env.LOG_LEVEL ?? 'warn');
  const started = performance.now();
  const database = await openDatabase(env);
  try {
    const result = await generateDemoUniverse(database.db, {
      scale: args.scale ?? env.DEMO_SCALE,
      seed: args.seed ?? env.DEMO_SEED,
      fullHistoryCompanies: args.fullHistory,
      asOf: args.asOf,
      onProgress: progressLine(started),
    });
    if (process.stdout.isTTY) process.stdout.write('\n');
    const n = (value: number) => value.toLocaleString('en-IN');
    process.stdout.write(
      [
        `Demo universe ready in ${(result.ms / 1000).toFixed(1)} s (${database.kind}, ${result.mode}), data as of ${result.asOf}`,
        `  companies        ${n(result.companies)} (${n(result.fullHistoryCompanies)} with ten years of daily prices, the rest 260 days)`,
        `  price rows       ${n(result.priceRows)}`,
        `  statement rows   ${n(result.statementRows)}`,
        `  shareholding     ${n(result.shareholdingRows)}`,
        `  indices          ${n(result.indices)} (${n(result.indexPriceRows)} daily levels)`,
        `  ETFs             ${n(result.etfs)}`,
        `  mutual funds     ${n(result.funds)}`,
      ].join('\n') + '\n',
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) process.stderr.write(`${error.message}\n\n${USAGE}`);
    else if (error instanceof DemoRefusedError || error instanceof EnvError || error instanceof DataDirLockedError)
      process.stderr.write(`\n${error.message}\n`);
    else process.stderr.write(`Demo generation failed: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);
