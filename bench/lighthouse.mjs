// Lighthouse (mobile, default simulated throttling) on the main screens of the production build, served by the
// real server with the public data mirror. One Chromium at a time, routes one after another.
//   LIGHTHOUSE_ROUTES=/,/dipsip   only these routes
//   LIGHTHOUSE_DATA_DIR=folder    reuse a PGlite folder (a first start loads the mirror, about 30 s)
//   LIGHTHOUSE_JSON=folder        also write each route's full report there
//   LIGHTHOUSE_RUNS=3             audit each route this many times and report the run with the median performance
//                                 (blocking time moves with the machine's load; the median of a few runs is steadier)
//   CHROMIUM_PATH                 the browser (default Debian's /usr/bin/chromium)
// The first line is a baseline measured in the same run: the shell of `/` (index.html as the server sends it) with
// its scripts left out, served as a static page. Its blocking time is the browser's own work (committing the
// navigation, the first layout and paint) on this machine, a floor no app code can go under; with Lighthouse's
// CPU benchmark index (higher is a faster machine) it tells how far a run's figures are the machine's.
// Each run is scored twice from the same recorded load. First with Lighthouse's default mobile settings: a 4x CPU
// slowdown, which Lighthouse's throttling docs say is calibrated for a high-end desktop (benchmark index 1,500-2,000).
// Then `calibrated`: the slowdown Lighthouse's CPU throttling calculator recommends for the benchmark index measured in
// that very run (cpuSlowdownFor below), so both simulate the same phone whatever this machine's speed at that moment.
// The load itself is recorded unthrottled (simulated throttling), so only Lantern's simulation differs.
// `main thread ran N%`: how much of its tasks' wall time the page's main thread was on a core (mainThreadShare); on a
// machine with few cores the rest is waiting, which Lighthouse multiplies with the page's own work.
// Those two lines are measured with the server at a lower priority than the browser (a phone does not share its CPU
// with the server). A third line per route, `server beside`, is another run of the route at the default 4x with the
// server at the browser's own priority, as when both run on one small machine: the server's work for the load then
// takes turns with the page's main thread.
//   LIGHTHOUSE_BESIDE=0           leave the `server beside` runs out (half the time)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { initializeConfig } from 'lighthouse/core/config/config.js';
import { Runner } from 'lighthouse/core/runner.js';
import { root } from './lib.mjs';

const ROUTES = (process.env.LIGHTHOUSE_ROUTES ?? '/,/stocks,/assistant,/dipsip,/company/TCS,/indexes,/options,/livemarkets').split(',');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3291);
const mirror = process.env.DATA_MIRROR ?? path.resolve(root, '../shared/data/raw');
const keepDataDir = Boolean(process.env.LIGHTHOUSE_DATA_DIR);
const dataDir = process.env.LIGHTHOUSE_DATA_DIR ? path.resolve(process.env.LIGHTHOUSE_DATA_DIR) : fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-lighthouse-'));
const jsonDir = process.env.LIGHTHOUSE_JSON ? path.resolve(process.env.LIGHTHOUSE_JSON) : null;
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const beside = process.env.LIGHTHOUSE_BESIDE !== '0';
const LOWER_PRIORITY = 10;

/**
 * Sets the niceness of every thread of process `pid`. On Linux a priority is a thread's own, and Node's
 * os.setPriority(pid) sets only the thread whose id is `pid`: the server's other threads (libuv's pool, V8's
 * platform workers, worker threads) are listed in /proc. Raising a priority again needs the privilege to do so
 * (root, or CAP_SYS_NICE).
 */
function setServerPriority(pid, niceness) {
  let threads = [pid];
  try {
    threads = fs.readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    // not Linux: the process's priority
  }
  for (const thread of threads) {
    try {
      os.setPriority(thread, niceness);
    } catch (error) {
      if (error.code === 'ESRCH') continue; // a thread that has ended
      throw new Error(`cannot set the server's priority to ${niceness} (${error.code}); run as root, or LIGHTHOUSE_BESIDE=0 to leave the 'server beside' runs out`, { cause: error });
    }
  }
}

async function startServer() {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ONLINE_INGEST: 'false',
      ...(fs.existsSync(mirror) ? { DATA_MIRROR: mirror } : { DATA_MIRROR: '', DEMO_SCALE: '150' }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // The phone does not share its CPU with the server. On a machine with few cores the server's work for a page load
  // (200-400 ms of CPU here) would otherwise take turns with the page's main thread; at a lower priority it runs
  // when a core is free. (The `main thread ran` figure shows how much waiting for a core is left.) The priority is
  // set again, on every thread, before each run (setServerPriority).
  if (child.pid) os.setPriority(child.pid, LOWER_PRIORITY);
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (performance.now() - started > 300_000) throw new Error('server did not become ready in 300 s');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const ms = (audit) => Math.round(audit?.numericValue ?? NaN);
const score = (category) => Math.round((category?.score ?? NaN) * 100);

/**
 * The CPU slowdown that makes this machine a mid-tier phone, from its benchmark index: Lighthouse's CPU throttling
 * calculator (github.com/patrickhulce/lighthouse-cpu-throttling-calculator, linked from Lighthouse's
 * docs/throttling.md): 1,533 -> 4x (the default), 1,300 -> 3x, 800 -> 2x, 150 -> 1x, linear in between.
 */
function cpuSlowdownFor(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** The same recorded load scored again with another CPU slowdown (see the header). */
async function rescore(artifacts, cpuSlowdownMultiplier) {
  const { resolvedConfig } = await initializeConfig('navigation', undefined, { throttling: { cpuSlowdownMultiplier } });
  const result = await Runner.audit({ ...artifacts, settings: resolvedConfig.settings }, { resolvedConfig, computedCache: new Map() });
  if (!result) throw new Error('Lighthouse returned no result when scoring the recorded load again');
  return result.lhr;
}

/**
 * The share of its tasks' time the page's main thread ran, from the recorded trace: the thread time over the wall
 * time of its top-level tasks after the first paint. Lighthouse multiplies wall time, so below 100% part of each
 * task is the thread waiting for a core (other browser processes, tracing, the server), not the page's own work.
 */
function mainThreadShare(trace) {
  const events = trace?.traceEvents ?? [];
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return NaN;
  const tasks = events
    .filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X' && e.ts >= fcp.ts && e.tdur !== undefined && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let wall = 0;
  let thread = 0;
  let end = 0;
  for (const task of tasks) {
    if (task.ts < end) continue; // nested in the previous top-level task
    end = task.ts + task.dur;
    wall += task.dur;
    thread += task.tdur;
  }
  return wall > 0 ? thread / wall : NaN;
}

/** One Lighthouse run of `url`: its report with the default settings and with the calibrated CPU slowdown. */
async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const slowdown = cpuSlowdownFor(result.artifacts.BenchmarkIndex);
    const share = mainThreadShare(result.artifacts.Trace);
    return { lhr: result.lhr, calibrated: result.lhr.runtimeError ? result.lhr : await rescore(result.artifacts, slowdown), slowdown, share };
  } finally {
    await chrome.kill();
  }
}

/** The shell of `/` without its scripts, from a static server of its own (see the baseline above). */
async function startShellOnlyServer() {
  const shell = (await (await fetch(`http://127.0.0.1:${port}/`)).text())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<template id="module-preloads">[\s\S]*?<\/template>/, '');
  // Everything but the page itself (icons, robots.txt) comes from the real server.
  const staticServer = http.createServer(async (request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(shell);
      return;
    }
    const answer = await fetch(`http://127.0.0.1:${port}${request.url}`).catch(() => null);
    if (!answer) return void response.writeHead(502).end();
    response.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/octet-stream' });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise((resolve) => staticServer.listen(0, '127.0.0.1', resolve));
  return staticServer;
}

/** The figures of one report, for the table and the worst-of summary. */
function figures(route, lhr) {
  const a = lhr.audits;
  const failing = (category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && a[ref.id]?.score !== null && a[ref.id]?.score < 1 && a[ref.id]?.scoreDisplayMode === 'binary')
      .map((ref) => ref.id);
  return {
    route,
    perf: score(lhr.categories.performance),
    a11y: score(lhr.categories.accessibility),
    bp: score(lhr.categories['best-practices']),
    seo: score(lhr.categories.seo),
    fcp: ms(a['first-contentful-paint']),
    lcp: ms(a['largest-contentful-paint']),
    tbt: ms(a['total-blocking-time']),
    cls: (a['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3),
    kib: Math.round((a['total-byte-weight']?.numericValue ?? NaN) / 1024),
    cpu: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
    notes: [...failing('accessibility'), ...failing('best-practices'), ...failing('seo')].join(' '),
  };
}

const pad = (value, width) => String(value).padStart(width);
const line = (label, row, extra) =>
  `${label.padEnd(16)} perf ${pad(row.perf, 3)}  a11y ${pad(row.a11y, 3)}  bp ${pad(row.bp, 3)}  seo ${pad(row.seo, 3)}  ` +
  `FCP ${pad(row.fcp, 5)} ms  LCP ${pad(row.lcp, 5)} ms  TBT ${pad(row.tbt, 5)} ms  CLS ${row.cls}  ${extra}` +
  (row.notes ? `   failing: ${row.notes}` : '');

/** The run with the median performance score, by the given report of each run. */
function medianRun(reports, pick) {
  const sorted = [...reports].sort((x, y) => (pick(x).categories.performance?.score ?? 0) - (pick(y).categories.performance?.score ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const server = await startServer();
const rows = [];
const calibratedRows = [];
const besideRows = [];
const failed = [];
let shellOnly;
try {
  // Warm the server's caches once so the first route is not measured against a cold database.
  for (const route of ROUTES) await fetch(`http://127.0.0.1:${port}${route}`).catch(() => undefined);
  shellOnly = await startShellOnlyServer();
  const targets = [
    { label: 'baseline', url: `http://127.0.0.1:${shellOnly.address().port}/` },
    ...ROUTES.map((route) => ({ label: route, url: `http://127.0.0.1:${port}${route}` })),
  ];
  for (const { label: route, url } of targets) {
    const reports = [];
    const besideReports = [];
    const run = async () => {
      let report = await audit(url);
      // A trace Chromium failed to record (NO_NAVSTART and the like, seen on a busy machine): once more.
      if (report.lhr.runtimeError) report = await audit(url);
      return report;
    };
    // The two settings alternate, run by run, so the machine's load moves both alike.
    for (let n = 0; n < runs; n++) {
      setServerPriority(server.pid, LOWER_PRIORITY);
      reports.push(await run());
      if (beside && route !== 'baseline') {
        setServerPriority(server.pid, os.getPriority(process.pid));
        besideReports.push(await run());
      }
    }
    const { lhr, share } = medianRun(reports, (report) => report.lhr);
    const calibrated = medianRun(reports, (report) => report.calibrated);
    if (jsonDir) {
      fs.mkdirSync(jsonDir, { recursive: true });
      fs.writeFileSync(path.join(jsonDir, `${route.replace(/[^a-z0-9]+/gi, '_') || 'root'}.json`), JSON.stringify(lhr));
    }
    const row = figures(route, lhr);
    const calibratedRow = figures(route, calibrated.calibrated);
    if (route !== 'baseline') {
      rows.push(row);
      calibratedRows.push(calibratedRow);
    }
    if (lhr.runtimeError) failed.push(`${route}: ${lhr.runtimeError.message}`);
    console.log(line(route, row, `${pad(row.kib, 5)} KiB  CPU index ${row.cpu}  main thread ran ${pad(Math.round(share * 100), 3)}%`));
    console.log(line('  calibrated', calibratedRow, `CPU ${calibrated.slowdown.toFixed(1)}x for index ${calibratedRow.cpu}`));
    if (besideReports.length > 0) {
      const besideRun = medianRun(besideReports, (report) => report.lhr);
      const besideRow = figures(route, besideRun.lhr);
      besideRows.push(besideRow);
      if (besideRun.lhr.runtimeError) failed.push(`${route} (server beside): ${besideRun.lhr.runtimeError.message}`);
      console.log(line('  server beside', besideRow, `CPU index ${besideRow.cpu}  main thread ran ${pad(Math.round(besideRun.share * 100), 3)}%`));
    }
  }
} finally {
  shellOnly?.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  if (!keepDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

const worst = (label, table) => {
  const min = (key) => Math.min(...table.map((r) => r[key]));
  const max = (key) => Math.max(...table.map((r) => Number(r[key])));
  return `${label}: performance ${min('perf')} (target >= 95), accessibility ${min('a11y')} (>= 95), TBT ${max('tbt')} ms (< 150), CLS ${max('cls').toFixed(3)} (< 0.05)`;
};
console.log(`\n${worst('worst, default 4x CPU', rows)}   [${os.loadavg()[0].toFixed(1)} load average on ${os.cpus().length} cores]`);
console.log(worst('worst, calibrated CPU', calibratedRows));
if (besideRows.length > 0) console.log(worst('worst, server beside', besideRows));
if (failed.length) {
  console.error(failed.join('\n'));
  process.exit(1);
}
