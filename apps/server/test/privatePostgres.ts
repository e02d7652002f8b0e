/**
 * A private PostgreSQL server for fault tests: Debian's initdb and pg_ctl on a temporary folder, its own
 * port and its own socket folder, so a test can stop and restart it without touching the shared server.
 * PostgreSQL refuses to run as root: when the tests run as root (CI), the folder is given to the
 * `postgres` user and the binaries run through `runuser`.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** The newest Debian PostgreSQL bin folder with initdb and pg_ctl, or null when none is installed. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')) && fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

/** Why the private server cannot run here, or null when it can. */
export function privatePostgresUnavailable(): string | null {
  if (!postgresBinDir()) return 'PostgreSQL binaries (initdb, pg_ctl) are not installed under /usr/lib/postgresql/*/bin';
  if (process.getuid?.() === 0) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      return 'running as root and there is no postgres user to run initdb as';
    }
  }
  return null;
}

async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port found for the private PostgreSQL');
}

export interface PrivatePostgres {
  url: string;
  port: number;
  /** `pg_ctl restart -m fast` (every connection terminated); resolves when the server accepts connections again. */
  restart(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops the server at once and removes its folder. */
  destroy(): void;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found');
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-pg-'));
  const data = path.join(dir, 'data');
  const sockets = path.join(dir, 'sockets');
  fs.mkdirSync(sockets);
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
  const port = await freePort();
  execFileSync(...command('initdb', ['-D', data, '-U', 'sanchay', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']), { stdio: 'pipe', cwd: dir });
  const options = `-p ${port} -k ${sockets} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  const log = path.join(dir, 'server.log');
  // Asynchronous, so the app under test keeps serving (and meeting the outage) while pg_ctl waits.
  const ctl = async (action: string, extra: string[] = []) => {
    await execFileAsync(...command('pg_ctl', [action, '-D', data, '-w', '-t', '30', '-l', log, '-o', options, ...extra]), { cwd: dir });
  };
  await ctl('start');
  await execFileAsync(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'sanchay', 'sanchay']);
  let destroyed = false;
  const server: PrivatePostgres = {
    url: `postgres://sanchay@127.0.0.1:${port}/sanchay`,
    port,
    restart: () => ctl('restart', ['-m', 'fast']),
    start: () => ctl('start'),
    stop: () => ctl('stop', ['-m', 'fast']),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      try {
        execFileSync(...command('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']), { stdio: 'ignore', cwd: dir });
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  // A test that times out before its afterAll still stops its server.
  process.once('exit', () => server.destroy());
  return server;
}
