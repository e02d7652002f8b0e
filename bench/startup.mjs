// Time from process start to a ready /readyz on an existing PGlite folder (migrations already applied), and
// how the server answers /healthz while a first start loads DATA_MIRROR (issue 16: "First start never blocks").
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, printFigure, root } from './lib.mjs';

const server = path.join(root, 'apps/server/dist/main.js');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-bench-'));
const port = Number(process.env.BENCH_PORT || 3290);
/** How long /healthz and /readyz keep being timed after the mirror load is ready (its warm-ups run then). */
const AFTER_READY_MS = Number(process.env.BENCH_AFTER_READY_S ?? 10) * 1000;
const mirror = process.env.BENCH_DATA_MIRROR ?? path.join(root, '../shared/data/raw');

// BENCH_NODE_IMPORT=<file.mjs> preloads a module into the server (e.g. an event-loop gap recorder);
// BENCH_NODE_ARGS adds node options (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
function startServer(dir, extraEnv) {
  const nodeArgs = [
    ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    ...(process.env.BENCH_NODE_IMPORT ? ['--import', process.env.BENCH_NODE_IMPORT] : []),
  ];
  return spawn(process.execPath, [...nodeArgs, server], {
    env: {
      ...process.env,
      DATA_DIR: dir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ONLINE_INGEST: 'false',
      DEMO_SCALE: '50',
      DATA_MIRROR: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stopServer(child) {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

async function startOnce() {
  const started = performance.now();
  // The first start fills the new folder with a small demo universe; later starts find data and skip that.
  const child = startServer(dataDir, {});
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
    await stopServer(child);
  }
}

/** One timed GET; null while the server is not listening yet. */
async function timedGet(pathname) {
  const sent = performance.now();
  try {
    const response = await fetch(`http://127.0.0.1:${port}${pathname}`);
    const body = await response.text();
    return { ms: performance.now() - sent, status: response.status, body };
  } catch {
    return null;
  }
}

/**
 * A first start loading the mirror into a new PGlite folder: /healthz is asked every 50 ms (each request
 * timed on its own, so a blocked event loop shows as one long answer) and /readyz until it says ready.
 */
async function firstStartWithMirror() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-bench-mirror-'));
  const started = performance.now();
  const child = startServer(dir, { DATA_MIRROR: mirror });
  const health = [];
  const readiness = [];
  let loadingAnswers = 0;
  const healthPoll = setInterval(() => {
    void timedGet('/healthz').then((answer) => {
      if (answer) health.push(answer.ms); // a poll before the server listens is refused at once
    });
  }, 50);
  try {
    for (;;) {
      if (performance.now() - started > 600_000) throw new Error('mirror load did not finish in 600 s');
      const ready = await timedGet('/readyz');
      if (ready) {
        readiness.push(ready.ms);
        if (ready.status === 200) break;
        if (ready.body.includes('loading')) loadingAnswers++;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const totalMs = performance.now() - started;
    const healthUntilReady = health.length;
    // The warm-ups that follow ready: both checks keep being timed.
    while (performance.now() - started < totalMs + AFTER_READY_MS) {
      const ready = await timedGet('/readyz');
      if (ready) readiness.push(ready.ms);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { health, healthUntilReady, readiness, totalMs, loadingAnswers };
  } finally {
    clearInterval(healthPoll);
    await stopServer(child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

// BENCH_MIRROR_ONLY=1 measures only the first start with DATA_MIRROR.
if (process.env.BENCH_MIRROR_ONLY !== '1') {
  const first = await startOnce(); // creates the folder and applies migrations
  const runs = [];
  for (let i = 0; i < 5; i++) runs.push(await startOnce());
  printFigure('start to /readyz, new PGlite folder (incl. demo data)', (first / 1000).toFixed(2), 's');
  printFigure(
    'start to /readyz, existing PGlite folder',
    (median(runs) / 1000).toFixed(2),
    's',
    `median of 5, target <= 3; runs ${runs.map((r) => (r / 1000).toFixed(2)).join(', ')}`,
  );
}
fs.rmSync(dataDir, { recursive: true, force: true });

if (fs.existsSync(mirror)) {
  const load = await firstStartWithMirror();
  printFigure(
    'first start with DATA_MIRROR: start to ready',
    (load.totalMs / 1000).toFixed(2),
    's',
    `${load.loadingAnswers} /readyz "loading market data" answers meanwhile`,
  );
  const during = load.health.slice(0, load.healthUntilReady);
  printFigure(
    '/healthz during the mirror load, max',
    percentile(during, 100).toFixed(1),
    'ms',
    `${during.length} polls every 50 ms, target <= 100`,
  );
  printFigure('/healthz during the mirror load, p99', percentile(during, 99).toFixed(1), 'ms');
  const after = load.health.slice(load.healthUntilReady);
  printFigure(
    `/healthz in the ${AFTER_READY_MS / 1000} s after ready, max`,
    percentile(after, 100).toFixed(1),
    'ms',
    `${after.length} polls, target <= 100`,
  );
  printFigure(
    '/readyz throughout (load and after), max',
    percentile(load.readiness, 100).toFixed(1),
    'ms',
    `${load.readiness.length} polls, target <= 100`,
  );
} else {
  printFigure('first start with DATA_MIRROR', 'skipped', '', `no mirror at ${mirror}`);
}
