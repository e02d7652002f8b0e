/**
 * Issue 40 item 7: Redis going away, for the process as `npm start` boots it. With REDIS_URL set to a Redis
 * that does not answer, the process stops at once with one clear line and exit code 1. With a private Redis
 * (never the shared one) frozen (SIGSTOP: connections open, no answers) and then killed, rate-limited calls
 * still answer (the limits fail open, as README says) and ioredis never reports an unhandled error event.
 *
 * It starts its own processes, so it runs once: in the server-pglite project (server-postgres skips it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PrivateRedis, privateRedisUnavailable, startPrivateRedis } from './privateRedis';
import { freePort, type ServerProcess, startServerProcess } from './serverProcess';

const unavailable = privateRedisUnavailable();
const otherProject = process.env.SANCHAY_TEST_DB === 'postgres';
if (unavailable && !otherProject) console.warn(`redisOutage.test.ts skipped: ${unavailable}`);

const settings = (dataDir: string, redisUrl: string) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  REDIS_URL: redisUrl,
  REDIS_PREFIX: `redis-outage-${process.pid}:`,
  SESSION_SECRET: 'redis-outage-secret-redis-outage-secret',
  AUTH_RATE_LIMIT_PER_MINUTE: '2',
  ONLINE_INGEST: 'false',
  DATA_MIRROR: '',
  DEMO_SCALE: '10',
});

describe.skipIf(Boolean(unavailable) || otherProject)('the booted process when Redis is away', () => {
  const dataDirs: string[] = [];
  const instances: ServerProcess[] = [];
  let redis: PrivateRedis;
  const freshDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-redis-'));
    dataDirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    redis = await startPrivateRedis();
  });

  afterAll(async () => {
    for (const instance of instances) await instance.stop('SIGKILL');
    await redis?.kill();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to start, in one line and with exit code 1, when REDIS_URL does not answer', { timeout: 90_000 }, async () => {
    const nobody = `redis://127.0.0.1:${await freePort()}`;
    const instance = await startServerProcess('no-redis', settings(freshDir(), nobody));
    instances.push(instance);
    const code = await new Promise<number | null>((resolve) => instance.child.once('exit', (exitCode) => resolve(exitCode)));
    expect(code).toBe(1);
    const said = instance.lines.join('\n');
    expect(said).toContain(`Redis at ${nobody} (REDIS_URL) does not answer`);
    expect(said).not.toContain('Unhandled error event');
  });

  it('answers rate-limited calls while Redis is frozen and then dead, with no unhandled Redis error', { timeout: 180_000 }, async () => {
    const instance = await startServerProcess('redis-outage', settings(freshDir(), redis.url));
    instances.push(instance);
    await instance.ready();
    // A liveness bound, not a timing: on a Redis without answers a call with no command timeout never returns.
    const signIn = () => fetch(`${instance.base}/api/auth/google`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', signal: AbortSignal.timeout(20_000) }).then((r) => r.status);

    // Redis up: the shared limit holds (2 a minute per address).
    const upStatuses = [await signIn(), await signIn(), await signIn()];
    expect(upStatuses[2]).toBe(429);
    expect(upStatuses.slice(0, 2)).not.toContain(429);

    redis.freeze();
    try {
      // Fails open: over the limit, yet answered as if there were none.
      expect(await signIn()).toBe(400);
      expect(await signIn()).toBe(400);
    } finally {
      redis.thaw();
    }
    await redis.kill();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await signIn()).toBe(400);
    expect(await fetch(`${instance.base}/healthz`).then((r) => r.status)).toBe(200);
    expect(instance.exited()).toBe(false);
    expect(instance.lines.join('\n')).not.toContain('Unhandled error event');
  });
});
