/**
 * The evaluation database: the mirror (DATA_MIRROR, default ../shared/data/raw) loaded by the real ingest
 * into a PGlite folder once, then reused. The folder is kept in the OS temp dir, keyed by the mirror path and
 * by a hash of the code that decides what the loaded tables hold (the ingest, the market catalogue, the
 * database layer, core's market rules and the migrations): a change to any of them loads a fresh copy, so an
 * eval never scores against tables an older ingest wrote. A lock file beside the folder keeps two evals from
 * building (or using) the same copy at once; a lock left by a process that is gone is taken over.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, openPglite } from '../src/platform/db/client';
import { DEFAULT_SOURCES, runIngest } from '../src/ingest/index';

const REPO = path.resolve(import.meta.dirname, '../../..');
/** What the loaded tables depend on (test files excluded: they do not change what is loaded). */
const LOADING_CODE = ['apps/server/src/ingest', 'apps/server/src/market', 'apps/server/src/platform/db', 'apps/server/drizzle', 'packages/core/src/market'];

export function defaultMirror(): string {
  return process.env.DATA_MIRROR ?? path.resolve(import.meta.dirname, '../../../../shared/data/raw');
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(full);
      return entry.isFile() && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

/** A hash of the mirror's path and of every file of the loading code (its path and its bytes). */
export function mirrorCacheKey(mirror: string, root = REPO, parts = LOADING_CODE): string {
  const hash = crypto.createHash('sha1').update(path.resolve(mirror));
  for (const file of parts.flatMap((part) => filesUnder(path.join(root, part)))) {
    hash.update(`\0${path.relative(root, file)}\0`);
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the lock file (waiting while a live process holds it); returns its release. */
export async function takeLock(file: string, log: (line: string) => void, pollMs = 2000): Promise<() => void> {
  let told = false;
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8').trim());
      if (!Number.isInteger(holder) || holder <= 0 || !alive(holder)) {
        fs.rmSync(file, { force: true });
        continue;
      }
      if (!told) log(`waiting for another eval (pid ${holder}) that holds ${file}...`);
      told = true;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }
}

export async function openMirrorDatabase(mirror = defaultMirror(), log: (line: string) => void = () => {}): Promise<Database> {
  const dir = path.join(os.tmpdir(), `sanchay-research-eval-${mirrorCacheKey(mirror)}`);
  const release = await takeLock(`${dir}.lock`, log);
  try {
    const done = path.join(dir, '.loaded');
    if (fs.existsSync(dir) && !fs.existsSync(done)) fs.rmSync(dir, { recursive: true, force: true });
    const fresh = !fs.existsSync(done);
    if (fresh) fs.mkdirSync(dir, { recursive: true });
    const database = await openPglite({ dataDir: path.join(dir, 'db') });
    await database.migrate();
    if (fresh) {
      log(`loading the mirror ${mirror} into ${dir} (once for this loading code)...`);
      const started = performance.now();
      const report = await runIngest(database.db, { from: mirror, sources: DEFAULT_SOURCES });
      log(`mirror loaded: ${report.totalRows} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      fs.writeFileSync(done, new Date().toISOString());
    }
    const close = database.close.bind(database);
    return Object.assign(database, {
      close: async () => {
        try {
          await close();
        } finally {
          release();
        }
      },
    });
  } catch (error) {
    release();
    throw error;
  }
}
