import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { cpuTurns } from '../cpuTurns';
import { isDatabaseUnavailable } from '../errors';
import { logger } from '../logger';
import { acquireDataDirLock } from './lock';
import { PgliteInWorker } from './pgliteInWorker';
import { reusePreparedStatements } from './pgliteStatements';

/**
 * The database as every feature sees it: the same Drizzle API on PGlite and on PostgreSQL. Features import
 * their own tables (the full list is app/tables.ts, for drizzle-kit); the ground floor knows none of them.
 */
export type AppDb = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: AppDb;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** A cheap round trip, for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The committed migrations folder: next to src in development, copied next to dist in a build. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, '../../../drizzle'),
    path.resolve(here, '../drizzle'),
    path.resolve(here, 'drizzle'),
  ];
  const found = candidates.find((c) => fs.existsSync(path.join(c, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

export interface PgliteOptions {
  /** A folder for persistent data; omit for an in-memory database. */
  dataDir?: string;
  /** A dump made by `dumpDataDir`, to start from a prepared database (tests). */
  loadDataDir?: Blob | File;
  /**
   * Run PGlite in a worker thread (the server and the CLIs): its statements then never hold the event loop.
   * In this thread (tests, benchmarks) statements take turns with timers and requests instead.
   */
  worker?: boolean;
}

/**
 * PGlite runs each statement synchronously on the main thread (WebAssembly), and the statements of many
 * requests waiting for it resume one after another as promise continuations: the event loop would not poll
 * for I/O until all of them ran, so 200 chats' statements held up /healthz as one block. Here each statement
 * outside a transaction starts in its own event-loop turn, one at a time (PGlite runs them one at a time
 * anyway). A transaction's own statements do not go through these methods, so they never wait on a turn.
 */
function takeTurns(client: PGlite): void {
  const turn = cpuTurns(1);
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  Object.assign(client, {
    query: (...args: Parameters<PGlite['query']>) => turn(() => query(...args)),
    exec: (...args: Parameters<PGlite['exec']>) => turn(() => exec(...args)),
  });
}

/**
 * PGlite runs each statement on this thread and answers through promises alone (no I/O), so a run of
 * statements (a first-start load, a cache warm-up) would never let timers or requests in: /healthz would
 * wait for all of them. A turn of the event loop before each protocol message lets them in between, as
 * the network does for PostgreSQL.
 */
function yieldBetweenStatements(client: PGlite): void {
  const execProtocol = client.execProtocol.bind(client);
  client.execProtocol = async (...args: Parameters<PGlite['execProtocol']>) => {
    await nextTurn();
    return execProtocol(...args);
  };
}

/** How recent a PGlite answer must be to stand for a ping. */
const RECENT_ANSWER_MS = 1000;

/** Notes when PGlite last answered a protocol message (every statement, in a transaction or not, ends in one). */
function rememberLastAnswer(client: PGlite): () => number {
  let at = 0;
  const execProtocolRaw = client.execProtocolRaw.bind(client);
  client.execProtocolRaw = async (...args: Parameters<PGlite['execProtocolRaw']>) => {
    const answer = await execProtocolRaw(...args);
    at = performance.now();
    return answer;
  };
  return () => at;
}

/** PGlite in this thread, its statements taking turns with the event loop (see above). */
async function pgliteHere(options: PgliteOptions): Promise<Pick<Database, 'db' | 'ping' | 'close'>> {
  const client = await PGlite.create({
    dataDir: options.dataDir ? path.join(options.dataDir, 'pglite') : undefined,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  reusePreparedStatements(client);
  takeTurns(client);
  yieldBetweenStatements(client);
  const lastAnswer = rememberLastAnswer(client);
  return {
    db: drizzlePglite(client) as unknown as AppDb,
    ping: () => pingUnlessRecent(lastAnswer(), client),
    close: () => client.close(),
  };
}

async function pgliteInWorker(options: PgliteOptions): Promise<Pick<Database, 'db' | 'ping' | 'close'>> {
  const client = await PgliteInWorker.create({
    dataDir: options.dataDir ? path.join(options.dataDir, 'pglite') : undefined,
    loadDataDir: options.loadDataDir,
  });
  return {
    db: drizzlePglite(client as unknown as PGlite) as unknown as AppDb,
    ping: () => pingUnlessRecent(client.lastAnswerAt, client),
    close: () => client.close(),
  };
}

/**
 * A statement answered just now proves the database works; a ping would only queue behind the others (a
 * first-start load keeps PGlite busy for minutes, and /readyz must answer meanwhile).
 */
async function pingUnlessRecent(lastAnswerAt: number, client: Pick<PGlite, 'query'>): Promise<void> {
  if (performance.now() - lastAnswerAt < RECENT_ANSWER_MS) return;
  await client.query('select 1');
}

export async function openPglite(options: PgliteOptions = {}): Promise<Database> {
  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {};
  try {
    const { db, ping, close } = await (options.worker ? pgliteInWorker(options) : pgliteHere(options));
    return {
      db,
      kind: 'pglite',
      migrate: async () => {
        await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
      },
      ping,
      close: async () => {
        await close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export interface PostgresOptions {
  poolSize?: number;
  /** How long opening one connection may take before the request is told the database is unavailable. */
  connectTimeoutMs?: number;
  /**
   * How long a request may wait for a free connection while all are busy (DATABASE_QUEUE_TIMEOUT_MS): a busy
   * pool is not an unreachable database, so this is much longer than the connect timeout.
   */
  queueTimeoutMs?: number;
}

/**
 * A node-postgres pool that survives the server restarting or dropping connections: every pooled client
 * has an 'error' listener for its whole life (pg-pool listens only while a client is idle, and an 'error'
 * event without a listener ends the process), and a request that cannot get a connection fails (a 503,
 * platform/errors.ts) instead of waiting for ever. The pool reconnects on its own.
 * pg-pool has one timeout for both waits (its connectionTimeoutMillis): here it bounds the wait for a free
 * connection, and each client gets the short connect timeout of its own.
 */
export function resilientPool(url: string, options: PostgresOptions = {}): pg.Pool {
  const log = logger('db');
  const connectTimeoutMs = options.connectTimeoutMs ?? 5_000;
  class Client extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: Math.max(connectTimeoutMs, options.queueTimeoutMs ?? 30_000),
    idleTimeoutMillis: 30_000,
    Client,
  });
  pool.on('error', (error) => log.warn({ err: error }, 'idle PostgreSQL connection lost; the pool reconnects'));
  pool.on('connect', (client) => {
    client.on('error', (error) => log.warn({ err: error }, 'PostgreSQL connection lost; its request fails with a 503'));
  });
  return pool;
}

/**
 * Drizzle's node-postgres transaction sends BEGIN before its try block and releases the client without the
 * error: a BEGIN on a dead connection leaks the client (ten outages empty the pool for good), and a client
 * whose ROLLBACK failed goes back to the pool. This runs the same Drizzle transaction on a client we check
 * out ourselves and always release, destroying it (release(error)) when the connection failed.
 */
function safeTransactions(db: AppDb, pool: pg.Pool): AppDb {
  const transaction: AppDb['transaction'] = async (work, config) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      return await drizzlePg(client).transaction(work as never, config);
    } catch (error) {
      if (isDatabaseUnavailable(error)) broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  };
  return Object.assign(db, { transaction });
}

export async function openPostgres(url: string, poolSize = 10, queueTimeoutMs?: number): Promise<Database> {
  const pool = resilientPool(url, { poolSize, queueTimeoutMs });
  const db = safeTransactions(drizzlePg(pool) as unknown as AppDb, pool);
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Instances starting together migrate one after another (the others then find nothing to do).
      const holder = await pool.connect();
      try {
        await holder.query(`select pg_advisory_lock(hashtextextended('sanchay:migrate', 0))`);
        await migratePg(db as never, { migrationsFolder: migrationsFolder() });
      } finally {
        await holder.query(`select pg_advisory_unlock(hashtextextended('sanchay:migrate', 0))`).catch(() => undefined);
        holder.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await pool.end();
    },
  };
}

/** Opens the database (PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR) and applies migrations. */
export async function openDatabase(settings: {
  DATABASE_URL?: string;
  DATABASE_POOL_SIZE: number;
  DATABASE_QUEUE_TIMEOUT_MS?: number;
  dataDir: string;
}): Promise<Database> {
  const log = logger('db');
  const started = performance.now();
  const database = settings.DATABASE_URL
    ? await openPostgres(settings.DATABASE_URL, settings.DATABASE_POOL_SIZE, settings.DATABASE_QUEUE_TIMEOUT_MS)
    : await openPglite({ dataDir: settings.dataDir, worker: true });
  await database.migrate();
  log.info({ kind: database.kind, ms: Math.round(performance.now() - started) }, 'database ready');
  return database;
}
