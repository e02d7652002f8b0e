/** The evaluation's mirror copy: keyed by the loading code as well as the mirror, and never built by two evals at once. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mirrorCacheKey, takeLock } from './mirrorDatabase';

const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-mirror-key-'));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('mirrorCacheKey', () => {
  it('changes with the loading code and the mirror path, not with test files', () => {
    const root = tempDir();
    fs.mkdirSync(path.join(root, 'ingest'), { recursive: true });
    fs.writeFileSync(path.join(root, 'ingest', 'loader.ts'), 'export const a = 1;');
    const first = mirrorCacheKey('/data/raw', root, ['ingest']);
    expect(mirrorCacheKey('/data/raw', root, ['ingest'])).toBe(first);
    expect(mirrorCacheKey('/data/other', root, ['ingest'])).not.toBe(first);
    fs.writeFileSync(path.join(root, 'ingest', 'loader.test.ts'), 'it("x", () => {});');
    expect(mirrorCacheKey('/data/raw', root, ['ingest'])).toBe(first);
    fs.writeFileSync(path.join(root, 'ingest', 'loader.ts'), 'export const a = 2;');
    expect(mirrorCacheKey('/data/raw', root, ['ingest'])).not.toBe(first);
  });
});

describe('takeLock', () => {
  it('waits while a live process holds the lock and takes over a lock whose process is gone', async () => {
    const file = path.join(tempDir(), 'copy.lock');
    const release = await takeLock(file, () => {});
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    let second = false;
    const waiting = takeLock(file, () => {}, 10).then((releaseSecond) => {
      second = true;
      return releaseSecond;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(second).toBe(false);
    release();
    (await waiting)();
    expect(fs.existsSync(file)).toBe(false);

    // A pid that has exited: the lock is stale.
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    fs.writeFileSync(file, gone);
    const releaseStale = await takeLock(file, () => {}, 10);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    releaseStale();
  });
});
