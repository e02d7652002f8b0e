import type { SQL } from 'drizzle-orm';
import type { AppDb } from './client';

/** Anything that runs a statement: the database or a transaction. */
export type Executor = Pick<AppDb, 'execute'>;

/**
 * The rows of a raw SQL query, the same on PGlite and node-postgres (both answer `{ rows }`). Raw results
 * differ between the drivers for dates (Date vs string) and bigints (string), so queries cast in SQL.
 */
export async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Runs `work` in one transaction (one commit for many statements). */
export async function inTransaction<T>(db: AppDb, work: (tx: AppDb) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => work(tx as unknown as AppDb));
}
