/**
 * The benchmark figure "Demo universe of N companies: time to generate and load": creates a fresh
 * database (a temporary PGlite folder, or a new PostgreSQL database on the server at `postgresUrl`),
 * migrates it, generates the universe and removes the database again. `ms` is the generator's time
 * (planning, generating and loading); `totalMs` adds opening and migrating the database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../../src/platform/db/client';
import { writeStats } from '../../src/ingest/sources/demo/bulkWriter';
import { DEFAULT_SEED, generateDemoUniverse } from '../../src/ingest/sources/demo/generateDemoUniverse';

export interface DemoBenchResult {
  target: 'pglite' | 'postgres';
  scale: number;
  ms: number;
  totalMs: number;
  companies: number;
  priceRows: number;
  statementRows: number;
  fullHistoryCompanies: number;
  /** Bytes on disk (PGlite folder) or of the database (PostgreSQL) after the load. */
  databaseBytes: number;
  /** Load time per table (ms), as measured around each COPY. */
  tableMs: Record<string, number>;
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(full) : fs.statSync(full).size;
  }
  return total;
}

export async function benchDemo(
  scale: number,
  target: 'pglite' | 'postgres',
  postgresUrl?: string,
  connections?: number,
): Promise<DemoBenchResult> {
  const started = performance.now();
  let database: Database;
  let cleanup: () => Promise<void>;
  let size: () => Promise<number>;
  if (target === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-demo-bench-'));
    database = await openPglite({ dataDir });
    size = async () => folderBytes(dataDir);
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  } else {
    const adminUrl = postgresUrl ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
    if (!adminUrl)
      throw new Error('benchDemo on PostgreSQL needs a server URL (argument, TEST_DATABASE_URL or DATABASE_URL)');
    const name = `sanchay_demo_bench_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openPostgres(url.toString(), Math.max(4, (connections ?? 2) + 1));
    size = async () => Number((await admin.query(`select pg_database_size('${name}') as bytes`)).rows[0]?.bytes ?? 0);
    cleanup = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  let closed = false;
  try {
    await database.migrate();
    writeStats.clear();
    const result = await generateDemoUniverse(database.db, { scale, seed: DEFAULT_SEED, connections });
    const totalMs = Math.round(performance.now() - started);
    await database.close();
    closed = true;
    return {
      target,
      scale,
      ms: result.ms,
      totalMs,
      companies: result.companies,
      priceRows: result.priceRows,
      statementRows: result.statementRows,
      fullHistoryCompanies: result.fullHistoryCompanies,
      databaseBytes: await size(),
      tableMs: Object.fromEntries([...writeStats].map(([table, s]) => [table, Math.round(s.ms)])),
    };
  } finally {
    if (!closed) await database.close().catch(() => {});
    await cleanup();
  }
}
