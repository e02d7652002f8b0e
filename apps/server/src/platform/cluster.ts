import os from 'node:os';
import pg from 'pg';
import { logger } from './logger';
import { InProcessPubSub, type PubSub } from './pubsub';
import { PgNotifyPubSub, RedisPubSub } from './sharedPubSub';

/**
 * What several instances on one PostgreSQL database share (README "Running at scale"): a message bus between
 * them (Redis pub/sub with REDIS_URL, else PostgreSQL LISTEN/NOTIFY) and named locks (PostgreSQL advisory
 * locks, held on one dedicated connection: when an instance dies, its connection and so its locks go with it).
 * On PGlite there is one process by construction (the data folder lock), and all of this is in-process.
 */
export interface Cluster {
  /** This instance's name in logs and bus messages (hostname:pid). */
  readonly instanceId: string;
  /** Whether other instances may exist (PostgreSQL). */
  readonly shared: boolean;
  /** Messages between instances; every instance, the sender included, receives each one. */
  readonly bus: PubSub;
  /** Takes the named lock if free, without waiting; returns its release, or null when another instance holds it. */
  tryLock(name: string): Promise<(() => Promise<void>) | null>;
  /** Runs `work` holding the named lock, waiting (polling every second) while another instance holds it. */
  withLock<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Whether this instance still holds the named lock (a dropped lock connection loses them all). */
  holds(name: string): boolean;
  close(): Promise<void>;
}

export interface ClusterSettings {
  DATABASE_URL?: string;
  REDIS_URL?: string;
  REDIS_PREFIX: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withPolledLock<T>(cluster: Pick<Cluster, 'tryLock'>, name: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    const release = await cluster.tryLock(name);
    if (release) {
      try {
        return await work();
      } finally {
        await release();
      }
    }
    await sleep(1000);
  }
}

/** One process: locks are a set of names, the bus is in-process. */
export function localCluster(): Cluster {
  const held = new Set<string>();
  const cluster: Cluster = {
    instanceId: `${os.hostname()}:${process.pid}`,
    shared: false,
    bus: new InProcessPubSub(),
    async tryLock(name) {
      if (held.has(name)) return null;
      held.add(name);
      return async () => void held.delete(name);
    },
    withLock: (name, work) => withPolledLock(cluster, name, work),
    holds: (name) => held.has(name),
    close: () => cluster.bus.close(),
  };
  return cluster;
}

/** The 64-bit advisory lock key of a name (namespaced, so other applications on the server do not collide). */
const LOCK_SQL = `select pg_try_advisory_lock(hashtextextended('sanchay:' || $1, 0)) as ok`;
const UNLOCK_SQL = `select pg_advisory_unlock(hashtextextended('sanchay:' || $1, 0))`;

/** Several instances on PostgreSQL (and Redis when REDIS_URL is set). */
export async function postgresCluster(settings: ClusterSettings & { DATABASE_URL: string }): Promise<Cluster> {
  const log = logger('boot');
  const bus = settings.REDIS_URL ? new RedisPubSub(settings.REDIS_URL, settings.REDIS_PREFIX) : new PgNotifyPubSub(settings.DATABASE_URL);
  await bus.ready();
  let lockClient: pg.Client | null = null;
  let lockClientReady: Promise<pg.Client> | null = null;
  let closed = false;
  const held = new Set<string>();

  // Advisory locks belong to a connection: one dedicated connection holds them all. If it drops, every lock
  // is gone (PostgreSQL released them), so the holders are told by the next release finding nothing held.
  const client = (): Promise<pg.Client> => {
    if (lockClient) return Promise.resolve(lockClient);
    lockClientReady ??= (async () => {
      const fresh = new pg.Client({ connectionString: settings.DATABASE_URL, keepAlive: true });
      fresh.on('error', (error) => {
        log.warn({ err: error }, 'lock connection lost: this instance holds no cluster lock now');
        if (lockClient === fresh) lockClient = null;
        held.clear();
      });
      try {
        await fresh.connect();
        lockClient = fresh;
        return fresh;
      } finally {
        lockClientReady = null;
      }
    })();
    return lockClientReady;
  };

  const cluster: Cluster = {
    instanceId: `${os.hostname()}:${process.pid}`,
    shared: true,
    bus,
    async tryLock(name) {
      if (closed || held.has(name)) return null;
      const connection = await client();
      const { rows } = await connection.query<{ ok: boolean }>(LOCK_SQL, [name]);
      if (!rows[0]?.ok) return null;
      held.add(name);
      return async () => {
        if (!held.delete(name)) return;
        await connection.query(UNLOCK_SQL, [name]).catch(() => undefined);
      };
    },
    withLock: (name, work) => withPolledLock(cluster, name, work),
    holds: (name) => held.has(name),
    async close() {
      closed = true;
      held.clear();
      await lockClient?.end().catch(() => undefined);
      await bus.close();
    },
  };
  return cluster;
}

/** The cluster of the settings: shared on PostgreSQL, local on PGlite. */
export async function openCluster(settings: ClusterSettings): Promise<Cluster> {
  return settings.DATABASE_URL ? postgresCluster({ ...settings, DATABASE_URL: settings.DATABASE_URL }) : localCluster();
}

/**
 * Leadership of a named role (e.g. the one upstream live feed): every `retryMs` each instance tries the lock;
 * the holder leads until it stops or dies (its lock connection closes and PostgreSQL frees the lock), and
 * another instance takes over at its next try. `onLead` starts the role; its returned function ends it.
 */
export function runForLeader(cluster: Cluster, role: string, onLead: () => Promise<() => Promise<void>>, retryMs = 2000): () => Promise<void> {
  const log = logger('boot');
  let stopped = false;
  let release: (() => Promise<void>) | null = null;
  let endRole: (() => Promise<void>) | null = null;
  let timer: NodeJS.Timeout | null = null;
  const attempt = async () => {
    if (stopped) return;
    if (release && !cluster.holds(role)) {
      // The lock connection dropped: another instance may lead already, so this one steps down at once.
      log.warn({ role }, 'lost the leader lock; stepping down');
      release = null;
      const end = endRole;
      endRole = null;
      await end?.();
    }
    if (release) return;
    try {
      const got = await cluster.tryLock(role);
      if (!got) return;
      if (stopped) return void (await got());
      release = got;
      log.info({ role, instance: cluster.instanceId }, 'leading');
      endRole = await onLead();
    } catch (error) {
      log.warn({ err: error, role }, 'leader election failed; retrying');
    }
  };
  const loop = () => {
    timer = setTimeout(() => {
      void attempt().finally(() => {
        if (!stopped) loop();
      });
    }, retryMs);
    timer.unref();
  };
  void attempt().finally(loop);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await endRole?.();
    await release?.();
  };
}
