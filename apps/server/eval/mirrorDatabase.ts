/**
 * The evaluation database: the mirror (DATA_MIRROR, default ../shared/data/raw) loaded by the real ingest
 * into a PGlite folder once, then reused (the folder is kept in the OS temp dir, keyed by the mirror path).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, openPglite } from '../src/platform/db/client';
import { DEFAULT_SOURCES, runIngest } from '../src/ingest/index';

export function defaultMirror(): string {
  return process.env.DATA_MIRROR ?? path.resolve(import.meta.dirname, '../../../../shared/data/raw');
}

export async function openMirrorDatabase(mirror = defaultMirror(), log: (line: string) => void = () => {}): Promise<Database> {
  const key = crypto.createHash('sha1').update(path.resolve(mirror)).digest('hex').slice(0, 10);
  const dir = path.join(os.tmpdir(), `sanchay-research-eval-${key}`);
  const done = path.join(dir, '.loaded');
  if (fs.existsSync(dir) && !fs.existsSync(done)) fs.rmSync(dir, { recursive: true, force: true });
  const fresh = !fs.existsSync(done);
  if (fresh) fs.mkdirSync(dir, { recursive: true });
  const database = await openPglite({ dataDir: path.join(dir, 'db') });
  await database.migrate();
  if (fresh) {
    log(`loading the mirror ${mirror} into ${dir} (once)...`);
    const started = performance.now();
    const report = await runIngest(database.db, { from: mirror, sources: DEFAULT_SOURCES });
    log(`mirror loaded: ${report.totalRows} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    fs.writeFileSync(done, new Date().toISOString());
  }
  return database;
}
