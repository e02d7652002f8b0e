// Two real server processes on one PostgreSQL database and one Redis (README "Running at scale"): a rate limit
// is shared, only one of them connects upstream (a local fake Kite ticker) and both hubs get its ticks, the
// leader's death hands the feed over, and the first-start load runs exactly once. Runs in the server-postgres
// project only, when PostgreSQL and Redis answer (CI has both).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionTokens } from '../src/identity/sessionTokens';
import { FakeKiteTicker } from './fakes/fakeKiteTicker';
import { encodeFrame, encodePacket } from '../src/live/kite/kitePacketEncoder';
import { TestSocket } from './factories/liveTestSupport';
import { type ServerProcess, startServerProcess } from './serverProcess';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN_URL = process.env.TEST_DATABASE_URL;
const SESSION_SECRET = 'two-instances-secret-two-instances-secret';

async function redisAnswers(): Promise<boolean> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const enabled = process.env.SANCHAY_TEST_DB === 'postgres' && ADMIN_URL !== undefined && (await redisAnswers());

type Instance = ServerProcess;

describe.runIf(enabled)('two instances on one PostgreSQL database and Redis', () => {
  const dbName = `sanchay_two_${process.pid}_${Date.now()}`;
  const prefix = `sanchay-test-two-${process.pid}:`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-two-'));
  let fake: FakeKiteTicker;
  let instances: Instance[] = [];

  async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  const startInstance = (name: string, databaseUrl: string): Promise<Instance> =>
    startServerProcess(name, {
      DATA_DIR: path.join(dataDir, name),
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '4',
      REDIS_URL,
      REDIS_PREFIX: prefix,
      SESSION_SECRET,
      AUTH_RATE_LIMIT_PER_MINUTE: '3',
      ONLINE_INGEST: 'false',
      DATA_MIRROR: '',
      DEMO_SCALE: '10',
      LIVE_FEED: 'kite',
      KITE_API_KEY: 'two-key',
      KITE_ACCESS_TOKEN: 'two-token',
      KITE_TICKER_URL: fake.url,
    });

  const leads = (instance: Instance) => instance.lines.some((line) => line.includes('this instance runs the upstream live feed'));

  beforeAll(async () => {
    fake = await FakeKiteTicker.start({ apiKey: 'two-key', accessToken: 'two-token' });
    await admin((client) => client.query(`create database ${dbName}`));
    const url = new URL(ADMIN_URL as string);
    url.pathname = `/${dbName}`;
    // Started together on an empty database: both race for the first start.
    instances = await Promise.all([startInstance('a', url.toString()), startInstance('b', url.toString())]);
    await Promise.all(instances.map((instance) => instance.ready()));
  }, 200_000);

  afterAll(async () => {
    const running = instances.filter((i) => !i.exited());
    const gone = running.map((i) => new Promise((resolve) => i.child.once('exit', resolve)));
    for (const instance of running) instance.child.kill('SIGKILL');
    await Promise.all(gone);
    await fake?.close();
    await admin((client) => client.query(`drop database if exists ${dbName} with (force)`)).catch(() => undefined);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('loads the first-start data exactly once', () => {
    const loads = instances.flatMap((i) => i.lines).filter((line) => line.includes('generating the demo universe'));
    expect(loads).toHaveLength(1);
    expect(instances.flatMap((i) => i.lines).filter((line) => line.includes('loading market data failed'))).toEqual([]);
  });

  it('shares a rate limit: the second instance refuses once the first used the allowance', async () => {
    const [a, b] = instances as [Instance, Instance];
    const devToken = (instance: Instance) =>
      fetch(`${instance.base}/dev/idp/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'two@example.com', name: 'Two' }) });
    for (let i = 0; i < 3; i++) expect((await devToken(a)).status).toBe(200);
    const refused = await devToken(b);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'rate_limited' });
  });

  it('refuses a deleted account on the other instance at once, although each remembers its signed-in users', async () => {
    const [a, b] = instances as [Instance, Instance];
    const url = new URL(ADMIN_URL as string);
    url.pathname = `/${dbName}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const { rows } = await client.query<{ id: string }>(`insert into users (email, google_id, name) values ('gone@example.com', 'g-gone', 'Gone') returning id`);
    await client.end();
    const userId = rows[0]!.id;
    const token = await createSessionTokens(SESSION_SECRET, 1, 'test').issue({ userId, email: 'gone@example.com' });
    const asUser = (instance: Instance, init: RequestInit = {}, route = '/api/telegram/link') =>
      fetch(`${instance.base}${route}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
    expect((await asUser(b)).status).toBe(200); // b now remembers this user for seconds (identity/sessionUser.ts)
    const deleted = await asUser(a, { method: 'DELETE', body: JSON.stringify({ confirm: 'DELETE' }) }, '/api/account');
    expect(await deleted.json()).toEqual({ deleted: true });
    // Well inside the time b would remember the row: only the change notice over Redis can make b refuse.
    await expect.poll(async () => (await asUser(b)).status, { timeout: 3_000, interval: 50 }).toBe(401);
  });

  it('opens one upstream feed for both, and both hubs get its ticks', async () => {
    await expect.poll(() => instances.filter(leads).length, { timeout: 15_000 }).toBe(1);
    expect(fake.openSockets()).toBe(1);
    expect(fake.connections).toBe(1);

    const sockets = await Promise.all(instances.map((i) => TestSocket.open(`${i.base.replace('http', 'ws')}/ws/market`)));
    for (const socket of sockets) socket.send({ op: 'subscribe', topics: ['tick:408065'] });
    // The leader subscribes upstream once, for both instances' browsers.
    await expect.poll(() => fake.received.filter((m) => m.a === 'subscribe' && (m.v as number[]).includes(408065)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const frames = sockets.map((socket) => socket.next((f) => f.topic === 'tick:408065'));
    fake.broadcast(encodeFrame([encodePacket('full', { token: 408065, lastPrice: 1548.5, close: 1520, volume: 5000, exchangeTimestamp: 1_795_000_000 })]));
    for (const frame of await Promise.all(frames)) expect(frame.data).toMatchObject({ instrumentToken: 408065, lastPrice: 1548.5 });
    for (const socket of sockets) socket.close();
  });

  it('hands the feed to the other instance when the leader dies', async () => {
    const leader = instances.find(leads) as Instance;
    const other = instances.find((i) => i !== leader) as Instance;
    leader.child.kill('SIGKILL');
    await new Promise((resolve) => leader.child.once('exit', resolve));
    await expect.poll(() => leads(other), { timeout: 15_000, interval: 200 }).toBe(true);
    await expect.poll(() => fake.openSockets(), { timeout: 15_000 }).toBe(1);
    expect(fake.connections).toBe(2);
  });
});
