// Time from process start to a ready /readyz on an existing PGlite folder (migrations already applied).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, printFigure, root } from './lib.mjs';

const server = path.join(root, 'apps/server/dist/main.js');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-bench-'));
const port = 3290;

async function startOnce() {
  const started = performance.now();
  const child = spawn(process.execPath, [server], {
    // The first start fills the new folder with a small demo universe; later starts find data and skip that.
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', ONLINE_INGEST: 'false', DEMO_SCALE: '50', DATA_MIRROR: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (performance.now() - started > 300_000) throw new Error('server did not become ready in 300 s');
      try {
        const response = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const first = await startOnce(); // creates the folder and applies migrations
const runs = [];
for (let i = 0; i < 5; i++) runs.push(await startOnce());
fs.rmSync(dataDir, { recursive: true, force: true });

printFigure('start to /readyz, new PGlite folder (incl. demo data)', (first / 1000).toFixed(2), 's');
printFigure('start to /readyz, existing PGlite folder', (median(runs) / 1000).toFixed(2), 's', `median of 5, target <= 3; runs ${runs.map((r) => (r / 1000).toFixed(2)).join(', ')}`);
