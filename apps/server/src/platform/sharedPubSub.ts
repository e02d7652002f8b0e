import type { Redis } from 'ioredis';
import pg from 'pg';
import { logger } from './logger';
import type { PubSub } from './pubsub';
import { connectedRedis, observedRedis } from './redis';

/** How long a publish waits on Redis before the message is delivered locally instead. */
const PUBLISH_TIMEOUT_MS = 500;

type Listener = (payload: unknown) => void;

/** Local listeners per topic, shared by both cross-instance implementations. */
class Listeners {
  private readonly byTopic = new Map<string, Set<Listener>>();

  add(topic: string, listener: Listener, onFirst: () => void, onLast: () => void): () => void {
    let set = this.byTopic.get(topic);
    if (!set) {
      this.byTopic.set(topic, (set = new Set()));
      onFirst();
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.byTopic.get(topic) === set) {
        this.byTopic.delete(topic);
        onLast();
      }
    };
  }

  deliver(topic: string, payload: unknown): void {
    for (const listener of this.byTopic.get(topic) ?? []) {
      try {
        listener(payload);
      } catch {
        // One failing listener must not stop the others.
      }
    }
  }
}

/**
 * Publish/subscribe between instances over Redis (REDIS_URL): one connection publishes, one subscribes.
 * Every instance, the publisher included, receives each message once. Topics are prefixed (REDIS_PREFIX).
 */
export class RedisPubSub implements PubSub {
  private readonly listeners = new Listeners();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    // No queue while disconnected and a short timeout: a publish to a dead or frozen Redis fails at once and the
    // message is delivered here instead (below), never queued up and sent twice later.
    this.publisher = observedRedis(url, 'publisher', { lazyConnect: true, enableOfflineQueue: false, commandTimeout: PUBLISH_TIMEOUT_MS, maxRetriesPerRequest: 0 });
    this.subscriber = observedRedis(url, 'subscriber', { lazyConnect: true });
    this.subscriber.on('message', (channel: string, message: string) => {
      this.listeners.deliver(channel.slice(this.prefix.length), JSON.parse(message));
    });
  }

  /**
   * Through Redis when both connections are up. While Redis is down, this instance's own listeners still get
   * the message (its sockets keep their ticks and notifications); other instances miss it until Redis is back.
   */
  publish(topic: string, payload: unknown): void {
    const text = JSON.stringify(payload);
    // As Redis would hand it back: a JSON copy, so listeners see the same shape either way.
    const deliverHere = () => this.listeners.deliver(topic, JSON.parse(text));
    if (this.publisher.status !== 'ready') return deliverHere();
    // Our subscriber is down: Redis would not bring the message back to us, so deliver it here as well.
    const subscriberUp = this.subscriber.status === 'ready';
    if (!subscriberUp) deliverHere();
    this.publisher.publish(this.prefix + topic, text).catch(() => {
      if (subscriberUp) deliverHere();
    });
  }

  subscribe(topic: string, listener: Listener): () => void {
    return this.listeners.add(
      topic,
      listener,
      () => void this.subscriber.subscribe(this.prefix + topic).catch(() => undefined),
      () => void this.subscriber.unsubscribe(this.prefix + topic).catch(() => undefined),
    );
  }

  /** Resolves once both connections are up (startup waits, so the first publishes are not lost). */
  async ready(): Promise<void> {
    await Promise.all([connectedRedis(this.publisher), connectedRedis(this.subscriber)]);
  }

  async close(): Promise<void> {
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}

/** PostgreSQL's NOTIFY payload limit is 8000 bytes; an array payload above this is sent in parts. */
const NOTIFY_MAX_BYTES = 7800;

/** A channel name PostgreSQL accepts for any topic (identifiers are at most 63 bytes). */
function channelOf(topic: string): string {
  return `sanchay_${topic.replace(/[^a-zA-Z0-9_]/g, '_')}`.slice(0, 63);
}

/**
 * Publish/subscribe between instances over PostgreSQL LISTEN/NOTIFY, when there is no Redis: a dedicated
 * connection listens (reconnecting after a drop); publishes go through the pool. Messages carry their topic,
 * since two topics may share a shortened channel name.
 */
export class PgNotifyPubSub implements PubSub {
  private readonly listeners = new Listeners();
  private readonly channels = new Set<string>();
  private readonly pool: pg.Pool;
  private listener: pg.Client | null = null;
  private closed = false;
  private connecting: Promise<void> | null = null;
  private retry: NodeJS.Timeout | null = null;
  private sending: Promise<void> = Promise.resolve();
  /** LISTEN and UNLISTEN run one after another: a pg client takes one query at a time. */
  private commands: Promise<void> = Promise.resolve();

  constructor(private readonly url: string) {
    this.pool = new pg.Pool({ connectionString: url, max: 1 });
    this.pool.on('error', () => undefined);
  }

  publish(topic: string, payload: unknown): void {
    const text = JSON.stringify({ t: topic, p: payload });
    if (Buffer.byteLength(text) > NOTIFY_MAX_BYTES && Array.isArray(payload) && payload.length > 1) {
      const half = Math.ceil(payload.length / 2);
      this.publish(topic, payload.slice(0, half));
      this.publish(topic, payload.slice(half));
      return;
    }
    // One at a time, in order: parts of a batch (and ticks of one token) must arrive as they were sent.
    this.sending = this.sending
      .then(() => this.pool.query('select pg_notify($1, $2)', [channelOf(topic), text]))
      .then(
        () => undefined,
        (error: unknown) => logger('db').warn({ err: error, topic }, 'NOTIFY failed'),
      );
  }

  subscribe(topic: string, listener: Listener): () => void {
    const channel = channelOf(topic);
    return this.listeners.add(
      topic,
      listener,
      () => {
        this.channels.add(channel);
        void this.listen(channel);
      },
      () => {
        this.channels.delete(channel);
        void this.listenerCommand(`unlisten ${channel}`);
      },
    );
  }

  async ready(): Promise<void> {
    await this.connect();
  }

  private listen(channel: string): Promise<void> {
    return this.listenerCommand(`listen ${channel}`, { connect: true });
  }

  private listenerCommand(command: string, { connect = false } = {}): Promise<void> {
    this.commands = this.commands
      .then(async () => {
        if (connect) await this.connect();
        await this.listener?.query(command);
      })
      // A failed connect() retries and listens to every channel again; an UNLISTEN on a lost connection is moot.
      .catch(() => undefined);
    return this.commands;
  }

  /** Connects the listener and listens to every channel; rejects when that fails (a retry is then scheduled). */
  private connect(): Promise<void> {
    if (this.listener || this.closed) return Promise.resolve();
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.url });
      client.on('notification', (message) => {
        if (!message.payload) return;
        const { t, p } = JSON.parse(message.payload) as { t: string; p: unknown };
        this.listeners.deliver(t, p);
      });
      client.on('error', (error) => {
        if (this.listener === client) {
          this.listener = null;
          logger('db').warn({ err: error }, 'LISTEN connection lost; reconnecting');
        }
        client.end().catch(() => undefined);
        this.reconnectLater();
      });
      try {
        await client.connect();
        for (const channel of this.channels) await client.query(`listen ${channel}`);
        this.listener = client;
      } catch (error) {
        await client.end().catch(() => undefined);
        this.reconnectLater();
        throw error;
      } finally {
        this.connecting = null;
      }
    })();
    return this.connecting;
  }

  /** One retry at a time, every second while PostgreSQL is away; a failed retry schedules the next. */
  private reconnectLater(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connect().catch(() => undefined);
    }, 1000);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.sending;
    await this.commands;
    await this.listener?.end().catch(() => undefined);
    await this.pool.end().catch(() => undefined);
  }
}
