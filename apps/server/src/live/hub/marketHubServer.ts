import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { WebSocket } from 'ws';
import { AppError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import type { MarketHub, TopicSource } from '../hub';
import { ClientConnection } from './clientConnection';

export const MAX_TOPICS_PER_SOCKET = 50;
const MAX_TOPIC_LENGTH = 120;
/** Server pings every socket this often; one that has not answered the previous ping is closed. */
const HEARTBEAT_MS = 30_000;

/** What one browser, or one address, may do (MARKET_WS_* settings). */
export interface HubLimits {
  messagesPer10s: number;
  connectionsPerAddress: number;
}

const DEFAULT_LIMITS: HubLimits = { messagesPer10s: 100, connectionsPerAddress: 40 };
/** Close code for a socket that broke the limits (RFC 6455 "policy violation"). */
const POLICY_VIOLATION = 1008;

type ClientMessage = { op: 'subscribe' | 'unsubscribe'; topics: string[] } | { op: 'ping' };

/**
 * The /ws/market hub (protocol in ../hub.ts). Topics are routed to the source whose prefix matches; a source
 * starts on a topic's first subscriber and stops after its last. A publish is serialised once and written to
 * each subscriber through its ClientConnection (which conflates when the browser reads too slowly).
 */
export class MarketHubServer implements MarketHub {
  private readonly sources = new Map<string, TopicSource>();
  private readonly subscribers = new Map<string, Set<ClientConnection>>();
  private readonly clients = new Set<ClientConnection>();
  /** Topics whose source is starting (a second subscriber waits for the same start). */
  private readonly starting = new Map<string, Promise<void>>();
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly log = logger('live');
  /** Open sockets per remote address. */
  private readonly perAddress = new Map<string, number>();
  /** Messages per socket in a 10 s window (keyed by a number given to each socket). */
  private readonly messageRate: RateLimiterMemory;
  private nextClientId = 1;

  constructor(private readonly limits: HubLimits = DEFAULT_LIMITS) {
    this.messageRate = new RateLimiterMemory({ points: limits.messagesPer10s, duration: 10 });
  }

  /** Whether one more socket from this address is allowed (checked before the upgrade). */
  acceptsFrom(address: string): boolean {
    return (this.perAddress.get(address) ?? 0) < this.limits.connectionsPerAddress;
  }

  registerSource(prefix: string, source: TopicSource): void {
    if (this.sources.has(prefix)) throw new Error(`A source for "${prefix}" is already registered`);
    this.sources.set(prefix, source);
  }

  publish(topic: string, data: unknown): void {
    const listeners = this.subscribers.get(topic);
    if (!listeners || listeners.size === 0) return;
    const frame = JSON.stringify({ topic, data, sentAt: Date.now() });
    for (const client of listeners) client.send(topic, frame);
  }

  subscriberCount(topic: string): number {
    return this.subscribers.get(topic)?.size ?? 0;
  }

  /** Open browser connections (the bench and tests read it). */
  connectionCount(): number {
    return this.clients.size;
  }

  /** Takes over a freshly upgraded socket from `address`. */
  attach(socket: WebSocket, address = 'unknown'): void {
    const client = new ClientConnection(socket);
    const key = String(this.nextClientId++);
    this.clients.add(client);
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    this.startHeartbeat();
    socket.on('message', (raw, isBinary) => {
      this.messageRate.consume(key).then(
        () => {
          if (isBinary) return client.sendError('Messages must be JSON text.');
          return this.handle(client, raw.toString());
        },
        () => {
          // Over the rate: the socket is closed rather than answered, so a flood costs one close frame.
          if (!client.open) return;
          client.open = false;
          socket.close(POLICY_VIOLATION, `Too many messages: at most ${this.limits.messagesPer10s} in 10 s on one connection.`);
        },
      );
    });
    socket.on('close', () => {
      this.detach(client);
      void this.messageRate.delete(key);
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    });
    socket.on('error', (error) => this.log.debug({ err: error }, 'market socket error'));
  }

  /** Closes every socket (server shutdown). */
  close(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const client of [...this.clients]) client.socket.close(1001, 'Server shutting down');
  }

  private async handle(client: ClientConnection, text: string): Promise<void> {
    const message = parseMessage(text);
    if (typeof message === 'string') return client.sendError(message);
    if (message.op === 'ping') return client.sendNow(JSON.stringify({ topic: 'pong', data: null, sentAt: Date.now() }));
    if (message.op === 'unsubscribe') {
      for (const topic of message.topics) this.unsubscribe(client, topic);
      return;
    }
    for (const topic of message.topics) await this.subscribe(client, topic);
  }

  private async subscribe(client: ClientConnection, topic: string): Promise<void> {
    if (client.topics.has(topic)) return;
    if (client.topics.size >= MAX_TOPICS_PER_SOCKET) {
      return client.sendError(`You can follow at most ${MAX_TOPICS_PER_SOCKET} topics on one connection.`, topic);
    }
    const source = this.sourceFor(topic);
    if (!source) return client.sendError(`Unknown topic "${topic}".`, topic);
    client.topics.add(topic);
    let listeners = this.subscribers.get(topic);
    const first = !listeners;
    if (!listeners) {
      listeners = new Set();
      this.subscribers.set(topic, listeners);
    }
    try {
      if (first) {
        const started = Promise.resolve().then(() => source.start(topic));
        this.starting.set(topic, started);
        await started.finally(() => this.starting.delete(topic));
      } else {
        await this.starting.get(topic);
      }
    } catch (error) {
      client.topics.delete(topic);
      if (first) this.subscribers.delete(topic);
      const text = error instanceof AppError ? error.message : `Topic "${topic}" is not available.`;
      if (!(error instanceof AppError)) this.log.warn({ err: error, topic }, 'topic source failed to start');
      return client.sendError(text, topic);
    }
    if (!client.topics.has(topic) || !client.open) return; // left while the source started
    listeners.add(client);
    const snapshot = source.snapshot(topic);
    if (snapshot !== null && snapshot !== undefined) client.send(topic, JSON.stringify({ topic, data: snapshot, sentAt: Date.now() }));
  }

  private unsubscribe(client: ClientConnection, topic: string): void {
    if (!client.topics.delete(topic)) return;
    const listeners = this.subscribers.get(topic);
    if (!listeners) return;
    listeners.delete(client);
    client.forget(topic);
    if (listeners.size === 0 && !this.starting.has(topic)) {
      this.subscribers.delete(topic);
      try {
        this.sourceFor(topic)?.stop(topic);
      } catch (error) {
        this.log.warn({ err: error, topic }, 'topic source failed to stop');
      }
    }
  }

  private detach(client: ClientConnection): void {
    client.open = false;
    for (const topic of [...client.topics]) this.unsubscribe(client, topic);
    this.clients.delete(client);
    if (this.clients.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }

  /** The longest registered prefix the topic starts with. */
  private sourceFor(topic: string): TopicSource | undefined {
    let best: string | undefined;
    for (const prefix of this.sources.keys()) {
      if (topic.startsWith(prefix) && (best === undefined || prefix.length > best.length)) best = prefix;
    }
    return best === undefined ? undefined : this.sources.get(best);
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      for (const client of this.clients) client.heartbeat();
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }
}

/** A client frame -> a message, or the error text to send back. */
export function parseMessage(text: string): ClientMessage | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'Messages must be JSON, e.g. {"op":"subscribe","topics":["tick:256265"]}.';
  }
  if (typeof value !== 'object' || value === null) return 'Messages must be JSON objects.';
  const { op, topics } = value as { op?: unknown; topics?: unknown };
  if (op === 'ping') return { op };
  if (op !== 'subscribe' && op !== 'unsubscribe') return 'Unknown op: use "subscribe", "unsubscribe" or "ping".';
  if (!Array.isArray(topics) || topics.length === 0) return '"topics" must be a non-empty list of topic names.';
  if (topics.length > MAX_TOPICS_PER_SOCKET) return `You can follow at most ${MAX_TOPICS_PER_SOCKET} topics on one connection.`;
  if (!topics.every((t) => typeof t === 'string' && t.length > 0 && t.length <= MAX_TOPIC_LENGTH)) {
    return `Each topic must be text of 1 to ${MAX_TOPIC_LENGTH} characters.`;
  }
  return { op, topics: [...new Set(topics as string[])] };
}
