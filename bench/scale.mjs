// `npm run bench -- scale`: every figure of issue 16 in one run, beside a bare fastify hello-JSON baseline
// measured in the same run (this machine is shared and noisy, so the ratios are the figures):
// - the request floor, GraphQL and company search (autocannon's CLI in its own process, 5 s each);
// - load held: 1,000 chat streams by 20 users on PostgreSQL (bench/scale/chatStreams.ts) and 1,000 WebSocket
//   clients on /ws/market (bench/live.bench.ts);
// - a first start with DATA_MIRROR, /healthz and /readyz timed throughout (bench/startup.mjs).
// PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (a scratch database is created and dropped beside it).
// BENCH_SCALE_ONLY=throughput skips the load-held and first-start parts.
import { execFile, fork, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const server = path.join(root, 'apps/server/dist/main.js');
const autocannon = path.join(root, 'node_modules/autocannon/autocannon.js');
const QUERY = JSON.stringify({ query: '{ me { email } userConfigs { key value } }' });
// BENCH_PORT: the first port to use (several people share this machine); otherwise a random one.
let nextPort = Number(process.env.BENCH_PORT || 3400 + Math.floor(Math.random() * 200));

/** A short unmeasured run first (V8 warms the hot path, the server's background warm-ups settle), then 5 s. */
async function load(url, options) {
  await run(url, { ...options, seconds: 2 });
  return run(url, { ...options, seconds: SECONDS });
}

/** autocannon in its own process; returns req/s, p50, p99 and the failures. */
function run(url, { connections, method = 'GET', body, headers = {}, seconds }) {
  const args = [autocannon, '-j', '-c', String(connections), '-d', String(seconds), '-m', method];
  for (const [key, value] of Object.entries(headers)) args.push('-H', `${key}=${value}`);
  if (body) args.push('-b', body);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      const result = JSON.parse(stdout);
      resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx });
    });
  });
}

async function waitFor(url, timeoutMs = 180_000) {
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const children = [];
function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('exit', stopAll);

async function startHello() {
  const port = nextPort++;
  const child = fork(path.join(root, 'bench/scale/hello.mjs'), { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  children.push(child);
  await waitFor(`http://127.0.0.1:${port}/`);
  return `http://127.0.0.1:${port}`;
}

/**
 * A production-like Sanchay: JSON logs at info (to a file, as a log shipper would read them), demo data. It is
 * started twice: the first start generates the data (and its follow-up work), the measured one is a restart.
 */
async function startSanchay(name, extraEnv) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sanchay-scale-${name}-`));
  const first = await startSanchayIn(dataDir, extraEnv);
  first.child.kill('SIGTERM');
  await new Promise((resolve) => (first.child.exitCode !== null ? resolve() : first.child.once('exit', resolve)));
  return startSanchayIn(dataDir, extraEnv);
}

async function startSanchayIn(dataDir, extraEnv) {
  const port = nextPort++;
  const logFile = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEV_LOGIN: 'true',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      ONLINE_INGEST: 'false',
      DATA_MIRROR: '',
      DEMO_SCALE: '200',
      LIVE_FEED: 'simulated',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...extraEnv,
    },
    stdio: ['ignore', logFile, 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`);
  return { base, child, dataDir, logFile };
}

async function stopSanchay({ child, dataDir }) {
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Signs a bench user in through the development identity provider and stores one config. */
async function signIn(base) {
  const post = async (url, body, token) => {
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const { credential } = await post('/dev/idp/token', { email: 'bench@example.com', name: 'Bench' });
  const { token } = await post('/api/auth/google', { token: credential });
  const saved = await post('/v1/graphql', { query: 'mutation { upsertUserConfig(key: "theme", value: "dark") { key } }' }, token);
  if (saved.errors) throw new Error(JSON.stringify(saved.errors));
  const check = await post('/v1/graphql', JSON.parse(QUERY), token);
  if (check.errors || check.data?.me?.email !== 'bench@example.com') throw new Error(`GraphQL check failed: ${JSON.stringify(check)}`);
  return token;
}

async function scratchPostgres() {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) return null;
  // Named after the given database, so people sharing a server keep to their own names.
  const name = `${new URL(url).pathname.slice(1) || 'sanchay'}_bench_scale_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

function print(what, result, baseline) {
  const failures = result.errors + result.non2xx;
  console.log(
    `${what.padEnd(60)} ${Math.round(result.rps).toLocaleString('en-US').padStart(7)} req/s  p50 ${String(result.p50).padStart(3)} ms  p99 ${String(result.p99).padStart(4)} ms` +
      (baseline ? `  ${(result.rps / baseline.rps).toFixed(3)}x baseline (${Math.round(baseline.rps).toLocaleString('en-US')} req/s, p99 ${baseline.p99} ms)` : '') +
      (failures ? `  (${failures} failed)` : ''),
  );
}

// The machine is shared: each figure is taken right after its own baseline run, and compared with it.
let hello;
async function record(what, url, options) {
  const baseline = await run(`${hello}/`, { connections: 100, seconds: SECONDS });
  print(what, await load(url, options), baseline);
}

try {
  hello = await startHello();
  await run(`${hello}/`, { connections: 100, seconds: 2 }); // warm-up
  const postgres = await scratchPostgres();
  const targets = [...(postgres ? [['PostgreSQL', { DATABASE_URL: postgres.url }]] : []), ['PGlite', {}]];
  if (!postgres) console.log('(no BENCH_DATABASE_URL / TEST_DATABASE_URL: PostgreSQL figures skipped)');
  console.log('baseline: bare fastify hello-JSON, 100 connections, run just before each line\n');
  try {
    for (const [label, env] of targets) {
      const sanchay = await startSanchay(label.toLowerCase(), env);
      try {
        const token = await signIn(sanchay.base);
        if (label === targets[0][0]) await record('Sanchay GET /healthz, 100 connections', `${sanchay.base}/healthz`, { connections: 100 });
        await record(`GraphQL { me userConfigs }, 50 connections, ${label}`, `${sanchay.base}/v1/graphql`, {
          connections: 50,
          method: 'POST',
          body: QUERY,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        });
        await record(`company search ?q=ta, 100 connections, ${label}`, `${sanchay.base}/api/company/list?q=ta`, { connections: 100 });
      } finally {
        await stopSanchay(sanchay);
      }
    }
  } finally {
    await postgres?.drop();
  }
  if (process.env.BENCH_SCALE_ONLY !== 'throughput') await loadHeldAndFirstStart(postgres !== null);
} finally {
  stopAll();
}

/** A bench script in its own process, its figures printed as they come. */
function runScript(title, command, args, env) {
  console.log(`\n${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env }, timeout: 900_000 });
  if (result.status !== 0) console.log(`(${title}: exited with ${result.status ?? result.signal})`);
}

/** Item 5 (load held) and item 3 (first start), each after a baseline figure taken just before it. */
async function loadHeldAndFirstStart(withPostgres) {
  const baselineNow = async () => {
    const baseline = await run(`${hello}/`, { connections: 100, seconds: SECONDS });
    console.log(`bare fastify baseline just before: ${Math.round(baseline.rps).toLocaleString('en-US')} req/s, p99 ${baseline.p99} ms; load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  };
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  await baselineNow();
  if (withPostgres) runScript('== load held: 1,000 chat streams, 20 users, PostgreSQL', tsx, [path.join(root, 'bench/scale/chatStreams.ts')], {});
  else console.log('(no PostgreSQL: the chat-stream load is skipped)');
  await baselineNow();
  runScript('== load held: 1,000 WebSocket clients on /ws/market', tsx, [path.join(root, 'bench/live.bench.ts')], {
    BENCH_LIVE_CLIENTS: process.env.BENCH_LIVE_CLIENTS ?? '1000',
    BENCH_LIVE_PORT: String(nextPort++),
  });
  await baselineNow();
  runScript('== first start with DATA_MIRROR', process.execPath, [path.join(root, 'bench/startup.mjs')], { BENCH_MIRROR_ONLY: '1', BENCH_PORT: String(nextPort++) });
}
