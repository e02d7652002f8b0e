import fs from 'node:fs';
import path from 'node:path';
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
import { logger } from '../logger';
import { acquireDataDirLock } from './lock';

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
  const candidates = [path.resolve(here, '../../../drizzle'), path.resolve(here, '../drizzle'), path.resolve(here, 'drizzle')];
  const found = candidates.find((c) => fs.existsSync(path.join(c, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

export interface PgliteOptions {
  /** A folder for persistent data; omit for an in-memory database. */
  dataDir?: string;
  /** A dump made by `dumpDataDir`, to start from a prepared database (tests). */
  loadDataDir?: Blob | File;
}

export async function openPglite(options: PgliteOptions = {}): Promise<Database> {
  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {};
  try {
    const client = await PGlite.create({
      dataDir: options.dataDir ? path.join(options.dataDir, 'pglite') : undefined,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client) as unknown as AppDb;
    return {
      db,
      kind: 'pglite',
      migrate: async () => {
        await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
      },
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', (error) => logger('db').error({ err: error }, 'idle PostgreSQL client error'));
  const db = drizzlePg(pool) as unknown as AppDb;
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
export async function openDatabase(settings: { DATABASE_URL?: string; DATABASE_POOL_SIZE: number; dataDir: string }): Promise<Database> {
  const log = logger('db');
  const started = performance.now();
  const database = settings.DATABASE_URL
    ? await openPostgres(settings.DATABASE_URL, settings.DATABASE_POOL_SIZE)
    : await openPglite({ dataDir: settings.dataDir });
  await database.migrate();
  log.info({ kind: database.kind, ms: Math.round(performance.now() - started) }, 'database ready');
  return database;
}
