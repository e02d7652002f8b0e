/**
 * A private Redis server for fault tests (never the shared one): `redis-server` on a free port with no
 * persistence, which a test can kill, start again on the same port, or freeze (SIGSTOP: connections stay open
 * and nothing answers, the worst kind of outage for a client without timeouts).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import net from 'node:net';
import { freePort } from './serverProcess';

/** Why the private server cannot run here, or null when it can. */
export function privateRedisUnavailable(): string | null {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return null;
  } catch {
    return 'redis-server is not installed';
  }
}

export interface PrivateRedis {
  url: string;
  port: number;
  start(): Promise<void>;
  /** SIGKILL: every connection drops at once. */
  kill(): Promise<void>;
  freeze(): void;
  thaw(): void;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
  });
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const redis: PrivateRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      for (let attempt = 0; attempt < 100 && !(await accepts(port)); attempt++) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    async kill() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const gone = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGCONT');
      running.kill('SIGKILL');
      await gone;
    },
    freeze: () => void child?.kill('SIGSTOP'),
    thaw: () => void child?.kill('SIGCONT'),
  };
  await redis.start();
  return redis;
}
