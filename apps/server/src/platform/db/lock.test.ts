import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-lock-'));

describe('acquireDataDirLock', () => {
  it('stops a second process on the same folder with a clear message', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      fs.writeFileSync(path.join(dir, 'sanchay.lock'), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(`Another Sanchay process (pid ${other.pid}) is already using the data folder`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'sanchay.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'sanchay.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'sanchay.lock'))).toBe(false);
  });
});
