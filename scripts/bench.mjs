#!/usr/bin/env node
// `npm run bench`: builds the app, then runs every benchmark in bench/ and prints its figures.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);

const only = process.argv.slice(2);
const benches = fs
  .readdirSync(path.join(root, 'bench'))
  .filter((f) => f.endsWith('.mjs') && f !== 'lib.mjs')
  .filter((f) => only.length === 0 || only.some((name) => f.includes(name)));
let failed = false;
for (const file of benches) {
  console.log(`\n== ${file}`);
  const status = spawnSync(process.execPath, [path.join(root, 'bench', file)], { cwd: root, stdio: 'inherit' }).status;
  if (status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
