/**
 * The mirror ingest figure: a fresh PGlite database in a temp folder, the default sources from `dir`,
 * rows and milliseconds per source and in total (bench/ prints them; no assertions here).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../../src/platform/db/client';
import { DEFAULT_SOURCES, runIngest } from '../../src/ingest/index';

export interface IngestBench {
  sources: { source: string; rows: number; ms: number; rowsPerSecond: number; problems: number; error?: string }[];
  totalRows: number;
  totalMs: number;
  rowsPerSecond: number;
}

const perSecond = (rows: number, ms: number) => (ms > 0 ? Math.round(rows / (ms / 1000)) : 0);

export async function benchIngest(dir: string, sources = DEFAULT_SOURCES): Promise<IngestBench> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-ingest-bench-'));
  const database = await openPglite({ dataDir });
  try {
    await database.migrate();
    const report = await runIngest(database.db, { from: dir, sources });
    return {
      sources: report.sources.map((s) => ({
        source: s.source,
        rows: s.rows,
        ms: s.ms,
        rowsPerSecond: perSecond(s.rows, s.ms),
        problems: s.problems,
        ...(s.error ? { error: s.error } : {}),
      })),
      totalRows: report.totalRows,
      totalMs: report.totalMs,
      rowsPerSecond: perSecond(report.totalRows, report.totalMs),
    };
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
