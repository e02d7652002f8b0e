// Time from process start to a ready /readyz on an existing PGlite folder (migrations already applied), and
// how the server answers /healthz and /readyz during first starts on an empty database: loading DATA_MIRROR
// (on PGlite, and on PostgreSQL with BENCH_DATABASE_URL) and generating demo data (issue 16: "First start
// never blocks", target: every answer under 100 ms).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, printFigure, root } from './lib.mjs';

const server = path.join(root, 'apps/server/dist/main.js');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-bench-'));
const port = Number(process.env.BENCH_PORT || 3290);
/** How long /healthz and /readyz keep being timed after a first start is ready (its warm-ups run then). */
const AFTER_READY_MS = Number(process.env.BENCH_AFTER_READY_S ?? 10) * 1000;
const mirror = process.env.BENCH_DATA_MIRROR ?? path.join(root, '../shared/data/raw');

// BENCH_NODE_IMPORT=<file.mjs> preloads a module into the server (e.g. bench/preload/eventLoopGaps.mjs:
// the main thread's event-loop blocks); BENCH_NODE_ARGS adds node options (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
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

/** A scratch PostgreSQL database beside BENCH_DATABASE_URL's (created here, dropped after), or null. */
async function scratchPostgres() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return null;
  const { default: pg } = await import('pg');
  const name = `${new URL(url).pathname.slice(1) || 'sanchay'}_bench_startup_${process.pid}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return { url: scratch.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * A first start on an empty database (`env` says which data it loads): /healthz and /readyz are each asked
 * every 50 ms, each request timed on its own (a blocked event loop shows as one long answer), until /readyz
 * says ready and for AFTER_READY_MS more (the warm-ups that follow ready).
 */
async function firstStart(env) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-bench-first-'));
  const started = performance.now();
  const child = startServer(dir, env);
  const answers = { '/healthz': [], '/readyz': [] };
  let readyAt = null;
  let loadingAnswers = 0;
  const poll = (pathname) =>
    setInterval(() => {
      void timedGet(pathname).then((answer) => {
        if (!answer) return; // refused at once before the server listens
        answers[pathname].push({ ms: answer.ms, beforeReady: readyAt === null });
        if (pathname !== '/readyz') return;
        if (answer.status === 200) readyAt ??= performance.now();
        else if (answer.body.includes('loading')) loadingAnswers++;
      });
    }, 50);
  const polls = [poll('/healthz'), poll('/readyz')];
  try {
    while (readyAt === null) {
      if (performance.now() - started > 600_000) throw new Error('the first start was not ready in 600 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, AFTER_READY_MS));
    return { answers, totalMs: readyAt - started, loadingAnswers };
  } finally {
    polls.forEach(clearInterval);
    await stopServer(child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

function printFirstStart(label, result) {
  printFigure(
    `${label}: start to ready`,
    (result.totalMs / 1000).toFixed(2),
    's',
    `${result.loadingAnswers} /readyz "loading market data" answers meanwhile`,
  );
  for (const [pathname, all] of Object.entries(result.answers)) {
    for (const [when, answers] of [
      ['until ready', all.filter((a) => a.beforeReady)],
      [`${AFTER_READY_MS / 1000} s after`, all.filter((a) => !a.beforeReady)],
    ]) {
      const ms = answers.map((a) => a.ms);
      printFigure(
        `  ${pathname} ${when}: worst / p99`,
        `${percentile(ms, 100).toFixed(0)} / ${percentile(ms, 99).toFixed(0)}`,
        'ms',
        `${ms.length} answers, target < 100`,
      );
    }
  }
}

// BENCH_MIRROR_ONLY=1 measures only the first starts (mirror, and demo data).
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

const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(', ');
console.log(`\nfirst starts on an empty database (load average before: ${loadAverage()})`);
if (fs.existsSync(mirror)) {
  printFirstStart('DATA_MIRROR, PGlite', await firstStart({ DATA_MIRROR: mirror }));
  const postgres = await scratchPostgres();
  if (postgres) {
    try {
      printFirstStart('DATA_MIRROR, PostgreSQL', await firstStart({ DATA_MIRROR: mirror, DATABASE_URL: postgres.url }));
    } finally {
      await postgres.drop();
    }
  } else console.log('(no BENCH_DATABASE_URL: the PostgreSQL first start is skipped)');
} else {
  printFigure('first start with DATA_MIRROR', 'skipped', '', `no mirror at ${mirror}`);
}
const demoScale = process.env.BENCH_DEMO_SCALE ?? '600';
printFirstStart(`demo data (DEMO_SCALE=${demoScale}), PGlite`, await firstStart({ DEMO_SCALE: demoScale }));
console.log(`(load average after: ${loadAverage()})`);
