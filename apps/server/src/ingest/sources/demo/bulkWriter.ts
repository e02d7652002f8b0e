/**
 * Bulk loading for the demo universe on both databases. A session holds its connections (PGlite has only
 * one; on PostgreSQL two dedicated pool clients, so two batches load at once) and runs batches as
 * transactions. Tables are filled with binary COPY: from '/dev/blob' on PGlite (the query's `blob`
 * option), FROM STDIN on PostgreSQL.
 * - insert: COPY straight into the table (a fresh universe, nothing to collide with).
 * - upsert: COPY into a temporary staging table, then INSERT ... ON CONFLICT DO UPDATE, skipping rows that
 *   are already identical, so re-running the same universe rewrites nothing.
 * When the database user may (superuser: always on PGlite), each transaction sets session_replication_role
 * to replica, which skips the foreign-key triggers: the generator writes parents before children, and the
 * per-row foreign-key checks cost PGlite about 60% of the load time. SET LOCAL keeps it to the transaction.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { AppDb } from '../../../platform/db/client';
import { PgliteInWorker, type WorkerTransaction } from '../../../platform/db/pgliteInWorker';
import { BinaryCopyEncoder } from './binaryCopy';
import { copyInBinary } from './pgCopyIn';

export interface TableSpec {
  name: string;
  columns: readonly string[];
  /** The conflict target of upserts (a primary key or unique constraint). */
  conflict: readonly string[];
  /** Set updated_at = now() when an upsert changes a row. */
  touchesUpdatedAt?: boolean;
}

export type WriteMode = 'insert' | 'upsert';

export interface BatchTx {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  copy(spec: TableSpec, data: Uint8Array): Promise<void>;
}

export interface BulkSession {
  kind: 'pglite' | 'postgres';
  /** Connections that can run transactions at the same time (PGlite: 1). */
  readonly lanes: number;
  /** Whether transactions skip foreign-key triggers. */
  readonly skipsTriggers: boolean;
  /** Runs fn in one transaction on connection `lane` (default 0, the one `query` uses). */
  transaction(fn: (tx: BatchTx) => Promise<void>, lane?: number): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

const target = (spec: TableSpec, table = spec.name) => `${table} (${spec.columns.join(', ')})`;

interface RawConnection {
  kind: 'pglite' | 'postgres';
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  transaction(fn: (tx: BatchTx) => Promise<void>): Promise<void>;
  release(): Promise<void>;
}

/** PGlite in this thread or in its worker (the server's): the same calls. */
function pgliteConnection(client: PGlite | PgliteInWorker): RawConnection {
  const txApi = (tx: WorkerTransaction): BatchTx => ({
    exec: async (sql) => {
      await tx.exec(sql);
    },
    query: async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows,
    copy: async (spec, data) => {
      await tx.query(`COPY ${target(spec)} FROM '/dev/blob' WITH (FORMAT binary)`, [], {
        blob: new Blob([data as Uint8Array<ArrayBuffer>]),
      });
    },
  });
  return {
    kind: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
    // PGlite's transaction() holds its connection: other queries of the app wait instead of joining it.
    transaction: async (fn) => {
      await client.transaction((tx) => fn(txApi(tx)));
    },
    release: async () => {},
  };
}

async function postgresConnection(pool: pg.Pool): Promise<RawConnection> {
  const client = await pool.connect();
  const api: BatchTx = {
    exec: async (sql) => {
      await client.query(sql);
    },
    query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
    copy: async (spec, data) => {
      await copyInBinary(client, target(spec), data);
    },
  };
  return {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
    transaction: async (fn) => {
      await client.query('BEGIN');
      try {
        await fn(api);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      }
    },
    release: async () => client.release(),
  };
}

/**
 * Opens a bulk session on the database behind Drizzle (PGlite instance or node-postgres pool). On
 * PostgreSQL it holds `lanes` connections, so that batches can load in parallel server processes.
 */
export async function openBulkSession(db: AppDb, options: { lanes?: number } = {}): Promise<BulkSession> {
  const client = (db as unknown as { $client: unknown }).$client;
  const raws: RawConnection[] = [];
  if (client instanceof PGlite || client instanceof PgliteInWorker) raws.push(pgliteConnection(client));
  else if (client instanceof pg.Pool) {
    const wanted = Math.max(1, Math.min(options.lanes ?? 2, client.options.max ?? 10));
    for (let i = 0; i < wanted; i++) raws.push(await postgresConnection(client));
  } else throw new Error('the demo generator needs a PGlite or node-postgres (Pool) database');
  const first = raws[0] as RawConnection;

  let skipsTriggers = true;
  try {
    await first.transaction((tx) => tx.exec('SET LOCAL session_replication_role = replica'));
  } catch {
    skipsTriggers = false; // not a superuser: keep the foreign-key checks
  }
  const prelude = [
    skipsTriggers ? 'SET LOCAL session_replication_role = replica' : '',
    'SET LOCAL synchronous_commit = off',
  ]
    .filter(Boolean)
    .join('; ');
  return {
    kind: first.kind,
    lanes: raws.length,
    skipsTriggers,
    query: first.query,
    transaction: (fn, lane = 0) =>
      (raws[lane % raws.length] as RawConnection).transaction(async (tx) => {
        await tx.exec(prelude);
        await fn(tx);
      }),
    close: async () => {
      for (const raw of raws) await raw.release();
    },
  };
}

/** Rows and milliseconds spent writing per table since the process started (for benchmarks). */
export const writeStats = new Map<string, { rows: number; ms: number; bytes: number }>();

/** Writes encoded rows into a table in one of the two modes (inside a batch transaction). */
export async function writeRows(
  tx: BatchTx,
  spec: TableSpec,
  encoder: BinaryCopyEncoder,
  mode: WriteMode,
): Promise<number> {
  const rows = encoder.rows;
  if (rows === 0) return 0;
  const data = encoder.finish();
  const started = performance.now();
  const stats = writeStats.get(spec.name) ?? { rows: 0, ms: 0, bytes: 0 };
  writeStats.set(spec.name, stats);
  try {
    await copyOrUpsert(tx, spec, data, mode);
  } finally {
    stats.rows += rows;
    stats.bytes += data.length;
    stats.ms += performance.now() - started;
  }
  return rows;
}

async function copyOrUpsert(tx: BatchTx, spec: TableSpec, data: Uint8Array, mode: WriteMode): Promise<void> {
  if (mode === 'insert') {
    await tx.copy(spec, data);
    return;
  }
  const stage = `demo_stage_${spec.name}`;
  await tx.exec(
    `CREATE TEMP TABLE IF NOT EXISTS ${stage} (LIKE ${spec.name} INCLUDING DEFAULTS) ON COMMIT DELETE ROWS`,
  );
  await tx.copy({ ...spec, name: stage }, data);
  const updated = spec.columns.filter((c) => !spec.conflict.includes(c));
  const set = [...updated.map((c) => `${c} = excluded.${c}`), ...(spec.touchesUpdatedAt ? ['updated_at = now()'] : [])];
  const changed = updated.length
    ? ` WHERE (${updated.map((c) => `${spec.name}.${c}`).join(', ')}) IS DISTINCT FROM (${updated.map((c) => `excluded.${c}`).join(', ')})`
    : '';
  await tx.exec(
    `INSERT INTO ${target(spec)} SELECT ${spec.columns.join(', ')} FROM ${stage} ` +
      `ON CONFLICT (${spec.conflict.join(', ')}) DO ${set.length ? `UPDATE SET ${set.join(', ')}${changed}` : 'NOTHING'}; TRUNCATE ${stage}`,
  );
}

export { BinaryCopyEncoder };
