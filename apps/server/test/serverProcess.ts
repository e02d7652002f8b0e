/**
 * The server as `npm start` runs it: its own Node process booting src/main.ts (app/boot.ts, openCluster and
 * all), on a free port, with its log lines kept for assertions and failure messages.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A process that needs nothing outside itself: embedded database, no Redis, the small simulated market offline. */
export const OFFLINE_DEMO_SETTINGS: Readonly<Record<string, string>> = {
  DATABASE_URL: '',
  REDIS_URL: '',
  ONLINE_INGEST: 'false',
  DATA_MIRROR: '',
  DEMO_SCALE: '10',
};

export interface ServerProcess {
  name: string;
  base: string;
  child: ChildProcess;
  lines: string[];
  exited(): boolean;
  /** Resolves once /readyz answers 200; throws when the process exits first or after `timeoutMs`. */
  ready(timeoutMs?: number): Promise<void>;
  /** Sends the signal and resolves with the exit code (null when killed by a signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function startServerProcess(name: string, settings: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const lines: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', LOG_FORMAT: 'json', PORT: String(port), HOST: '127.0.0.1', ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    lines.push(...parts);
  });
  child.stderr?.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const base = `http://127.0.0.1:${port}`;
  return {
    name,
    base,
    child,
    lines,
    exited,
    async ready(timeoutMs = 150_000) {
      const started = Date.now();
      for (;;) {
        if (exited()) throw new Error(`${name} exited:\n${lines.join('\n')}`);
        const status = await fetch(`${base}/readyz`)
          .then((r) => r.status)
          .catch(() => 0);
        if (status === 200) return;
        if (Date.now() - started > timeoutMs) throw new Error(`${name} not ready:\n${lines.join('\n')}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    stop(signal = 'SIGTERM') {
      if (exited()) return Promise.resolve(child.exitCode);
      const gone = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill(signal);
      return gone;
    },
  };
}
