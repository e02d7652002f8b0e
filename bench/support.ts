import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../apps/server/src/platform/db/client';

export function printFigure(name: string, value: string | number, unit: string, note = ''): void {
  console.log(`${name.padEnd(56)} ${String(value).padStart(10)} ${unit}${note ? `   (${note})` : ''}`);
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** PostgreSQL base URL for benchmarks, when one is configured (a database is created and dropped). */
export const postgresBaseUrl = () => process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

export interface BenchDatabase {
  database: Database;
  label: string;
  dispose(): Promise<void>;
}

/** A fresh migrated database: a new PostgreSQL database when a server is configured, else a temp PGlite folder. */
export async function freshDatabase(kind: 'postgres' | 'pglite'): Promise<BenchDatabase> {
  if (kind === 'postgres') {
    const base = postgresBaseUrl();
    if (!base) throw new Error('no PostgreSQL configured');
    // Named after the configured database, so people sharing a server keep to their own names.
    const name = `${new URL(base).pathname.slice(1) || 'sanchay'}_bench_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString(), 10);
    await database.migrate();
    return {
      database,
      label: 'PostgreSQL',
      async dispose() {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-bench-'));
  const database = await openPglite({ dataDir: dir });
  await database.migrate();
  return {
    database,
    label: 'PGlite',
    async dispose() {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs `task` `total` times with `concurrency` in flight; returns each call's latency in ms, sorted. */
export async function loadTest(total: number, concurrency: number, task: (i: number) => Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const started = performance.now();
      await task(i);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies.sort((a, b) => a - b);
}
