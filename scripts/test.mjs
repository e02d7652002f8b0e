#!/usr/bin/env node
// `npm test`: unit and API tests (vitest: core, web, server on PGlite and, with TEST_DATABASE_URL, PostgreSQL),
// then a production build and the end-to-end tests (Playwright in Debian's Chromium).
// Prints one line "N passed, N failed" summed over both runners and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.test-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(results, file), 'utf8'));
  } catch {
    return null;
  }
};

let passed = 0;
let failed = 0;
const problems = [];

// 0. types: a type error fails the run even when every test passes
if (run('npm', ['run', 'typecheck', '--silent']) !== 0) problems.push('type check failed (npm run typecheck)');

// 1. vitest
const vitestStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${path.join(results, 'vitest.json')}`]);
const vitest = readJson('vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  if (vitest.numFailedTestSuites > 0 && vitest.numFailedTests === 0) {
    failed += vitest.numFailedTestSuites; // a file that failed to load counts as a failure
  }
}
if (vitestStatus !== 0) problems.push(`vitest exited with ${vitestStatus}`);
if (!vitest) problems.push('vitest wrote no report');

// 2. build, then Playwright against the built app
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  problems.push(`Chromium not found at ${chromium}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH`);
  failed += 1;
} else if (run('npm', ['run', 'build']) !== 0) {
  problems.push('the production build failed');
  failed += 1;
} else {
  const e2eStatus = run('npx', ['playwright', 'test']);
  const e2e = readJson('playwright.json');
  if (e2e) {
    passed += e2e.stats.expected;
    failed += e2e.stats.unexpected + e2e.stats.flaky;
  }
  if (e2eStatus !== 0) problems.push(`playwright exited with ${e2eStatus}`);
  if (!e2e) problems.push('playwright wrote no report');
}

for (const problem of problems) console.error(`! ${problem}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(problems.length > 0 || failed > 0 || passed === 0 ? 1 : 0);
