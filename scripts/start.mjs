#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time under the given files or folders (0 when none exist). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p)) if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(p, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((p) => visit(path.join(root, p)));
  return newest;
}

/**
 * The bundle people are served is always the production build: the shell's NODE_ENV (often `development`,
 * the server's own default) is the server's runtime mode, never the build's.
 */
const buildEnv = { ...process.env, NODE_ENV: 'production' };

function buildIfStale(name, output, sources, workspace) {
  const built = newestMtime([output]);
  if (built > 0 && built >= newestMtime(sources)) return;
  console.log(`Building ${name}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit', env: buildEnv });
  if (result.status !== 0) {
    console.error(`Building ${name} failed.`);
    process.exit(result.status ?? 1);
  }
}

const shared = ['packages/core/src', 'package-lock.json'];
buildIfStale('the web app', 'apps/web/dist/index.html', ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', ...shared], '@sanchay/web');
buildIfStale('the server', 'apps/server/dist/main.js', ['apps/server/src', 'apps/server/build.mjs', ...shared], '@sanchay/server');

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
