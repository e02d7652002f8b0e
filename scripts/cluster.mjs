#!/usr/bin/env node
// `npm run cluster -- N`: N Sanchay instances behind HAProxy on one PostgreSQL database (DATABASE_URL) and,
// when REDIS_URL is set, one Redis, for trying several instances locally (README "Running at scale").
// HAProxy listens on PORT (default 3000), instances on PORT+1 ... PORT+N; Ctrl-C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const count = Number.parseInt(process.argv[2] ?? '3', 10);
const port = Number.parseInt(process.env.PORT ?? '3000', 10);

function fail(message) {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

if (!Number.isInteger(count) || count < 1 || count > 32) fail('Usage: npm run cluster -- N   (N instances, 1 to 32)');
if (!process.env.DATABASE_URL) fail('npm run cluster needs DATABASE_URL (a PostgreSQL database the instances share), e.g.\n  createdb sanchay && DATABASE_URL=postgres://localhost/sanchay REDIS_URL=redis://127.0.0.1:6379 npm run cluster -- 3');
if (spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).error) fail('HAProxy is not installed: sudo apt-get install haproxy (Debian/Ubuntu) or brew install haproxy.');
if (!process.env.REDIS_URL) process.stderr.write('REDIS_URL is not set: rate limits stay per instance (the live feed and jobs still run once, over PostgreSQL).\n');

const server = path.join(root, 'apps/server/dist/main.js');
if (!fs.existsSync(server) && spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);

// One data folder for all (the development sign-in keys and the session secret live there), one secret.
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, '.sanchay-cluster'));
fs.mkdirSync(dataDir, { recursive: true });
const sessionSecret = process.env.SESSION_SECRET ?? crypto.randomBytes(48).toString('base64');

const children = [];
let stopping = false;
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() => process.exit(code));
}
process.on('SIGINT', () => stopAll());
process.on('SIGTERM', () => stopAll());

async function healthy(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

function startInstance(index) {
  const instancePort = port + index;
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, PORT: String(instancePort), HOST: '127.0.0.1', DATA_DIR: dataDir, SESSION_SECRET: sessionSecret, TRUST_PROXY: 'true' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`instance ${index} (port ${instancePort}) exited (${signal ?? code})\n`);
  });
  children.push(child);
  return `http://127.0.0.1:${instancePort}/healthz`;
}

// The first instance applies the migrations and creates the shared files; the others start after it answers.
await healthy(startInstance(1));
await Promise.all(Array.from({ length: count - 1 }, (_, i) => healthy(startInstance(i + 2))));

const config = `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # WebSockets (/ws/market) and GraphQL subscriptions (SSE) stay open
  timeout tunnel 1h
  option forwardfor
frontend sanchay
  bind 127.0.0.1:${port}
  default_backend instances
backend instances
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
${Array.from({ length: count }, (_, i) => `  server s${i + 1} 127.0.0.1:${port + i + 1} check inter 2s fall 2 rise 1`).join('\n')}
`;
const configFile = path.join(os.tmpdir(), `sanchay-haproxy-${process.pid}.cfg`);
fs.writeFileSync(configFile, config);
const haproxy = spawn('haproxy', ['-f', configFile, '-db'], { stdio: ['ignore', 'inherit', 'inherit'] });
children.push(haproxy);
haproxy.on('exit', (code) => {
  if (!stopping) {
    process.stderr.write(`HAProxy exited (${code})\n`);
    stopAll(1);
  }
});
process.stdout.write(`\nSanchay cluster: http://localhost:${port} -> ${count} instance(s) on ports ${port + 1}-${port + count} (HAProxy config ${configFile}). Ctrl-C stops it.\n\n`);
