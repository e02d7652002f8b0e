#!/usr/bin/env node
// `npm run bench [name...]`: builds the app, then runs every benchmark in bench/ (or those whose file name
// contains a given name) and prints its figures. With TEST_DATABASE_URL or BENCH_DATABASE_URL set, the
// database benchmarks run on that PostgreSQL server as well as on PGlite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);

const only = process.argv.slice(2);
const benches = fs
  .readdirSync(path.join(root, 'bench'))
  .filter((f) => (f.endsWith('.mjs') && f !== 'lib.mjs') || f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((name) => f.includes(name)));
let failed = false;
for (const file of benches) {
  console.log(`\n== ${file}`);
  const command = file.endsWith('.ts') ? ['npx', ['tsx', path.join(root, 'bench', file)]] : [process.execPath, [path.join(root, 'bench', file)]];
  const status = spawnSync(command[0], command[1], { cwd: root, stdio: 'inherit' }).status;
  if (status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
