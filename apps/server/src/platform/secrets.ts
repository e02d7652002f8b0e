import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads `<dataDir>/<name>`, or creates it once with `generate()` (mode 0600).
 * Used for the session secret and the development provider's key when none is configured.
 */
export function loadOrCreateSecretFile(dataDir: string, name: string, generate: () => string): string {
  const file = path.join(dataDir, name);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const value = generate();
  try {
    fs.writeFileSync(file, value, { mode: 0o600, flag: 'wx' });
    return value;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
}

export const randomSecret = () => randomBytes(48).toString('base64url');
