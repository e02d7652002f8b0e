/**
 * Live market data in the browser: ONE shared WebSocket per tab to the server's /ws/market hub.
 *
 * In a component:
 *   const { data, error } = useLiveTopic<Tick>(`tick:${token}`);   // pass null to follow nothing
 *   - data:   the topic's latest payload (the server's snapshot first, then every publish), or undefined
 *   - error:  the server's message when it refused the topic (unknown topic, bad token...), else null
 *   const status = useLiveStatus();   // 'connecting' | 'open' | 'reconnecting' (the shared socket's state)
 * Topics (server: apps/server/src/live/README.md): tick:<token>, candles:<token>:<1m|5m|15m>,
 * breadth:<index name>, status, and the derivatives helper's chain:/futures: topics.
 *
 * Outside React (when every message matters, e.g. candle updates): `marketSocket.subscribe(topic, onData)`
 * returns an unsubscribe function. Subscriptions are reference-counted per topic: many components may follow
 * the same topic; the server sees one subscribe, and an unsubscribe after the last one leaves. The socket
 * opens on the first subscription, reconnects with exponential backoff and jitter, resubscribes every topic
 * after a reconnect, and closes a while after the last subscription ends.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { nextTask } from './nextTask';

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting';

/** A frame from the hub: {"topic":"...","data":...,"sentAt":<epoch ms>}. */
export interface MarketFrame<T = unknown> {
  topic: string;
  data: T;
  sentAt?: number;
}

type DataListener = (data: unknown, frame: MarketFrame) => void;
type ErrorListener = (message: string) => void;

interface TopicEntry {
  listeners: Set<DataListener>;
  errorListeners: Set<ErrorListener>;
  latest: MarketFrame | undefined;
}

/** The parts of the browser WebSocket this client uses (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface MarketSocketOptions {
  url?: () => string;
  createSocket?: (url: string) => SocketLike;
  /** First reconnect delay; doubles per failed attempt up to maxDelayMs; each delay is jittered to 50-100%. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
  /** Application-level ping so proxies keep an idle socket open. */
  pingMs?: number;
  /** How long the socket stays open with no topics (so moving between screens does not reconnect). */
  idleCloseMs?: number;
  /**
   * Runs the socket's own work (opening it, sending the topics subscribed or left) in a task after the current one
   * (tests pass `(run) => run()`). A screen subscribes from its effects: opening the socket and a message per topic
   * in that task made the commit of /livemarkets some 17 ms longer on the 2-core test machine.
   */
  defer?: (run: () => void) => void;
}

type TopicOp = 'subscribe' | 'unsubscribe';

const OPEN = 1;

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/ws/market`;
}

export class MarketSocket {
  private socket: SocketLike | null = null;
  private readonly topics = new Map<string, TopicEntry>();
  private readonly statusListeners = new Set<() => void>();
  private statusValue: ConnectionStatus = 'connecting';
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  /** Topics subscribed or left since the last flush, in order; consecutive ones of the same op share a message. */
  private outbox: { op: TopicOp; topics: string[] }[] = [];
  private flushQueued = false;
  private connectQueued = false;
  private readonly options: Required<MarketSocketOptions>;

  constructor(options: MarketSocketOptions = {}) {
    this.options = {
      url: defaultUrl,
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      baseDelayMs: 500,
      maxDelayMs: 30_000,
      random: Math.random,
      pingMs: 25_000,
      idleCloseMs: 15_000,
      defer: (run) => void nextTask().then(run),
      ...options,
    };
  }

  get status(): ConnectionStatus {
    return this.statusValue;
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** The latest frame of a topic someone follows (undefined before the first). */
  latest<T>(topic: string): MarketFrame<T> | undefined {
    return this.topics.get(topic)?.latest as MarketFrame<T> | undefined;
  }

  /** Follows a topic; `onData` gets the latest known frame at once (if any), then every new one. */
  subscribe(topic: string, onData: DataListener, onError?: ErrorListener): () => void {
    let entry = this.topics.get(topic);
    if (!entry) {
      entry = { listeners: new Set(), errorListeners: new Set(), latest: undefined };
      this.topics.set(topic, entry);
      this.queue('subscribe', topic);
    }
    entry.listeners.add(onData);
    if (onError) entry.errorListeners.add(onError);
    if (entry.latest) onData(entry.latest.data, entry.latest);
    this.ensureOpen();
    const current = entry;
    return () => {
      current.listeners.delete(onData);
      if (onError) current.errorListeners.delete(onError);
      if (current.listeners.size > 0 || this.topics.get(topic) !== current) return;
      this.topics.delete(topic);
      this.queue('unsubscribe', topic);
      if (this.topics.size === 0) this.scheduleIdleClose();
    };
  }

  /** Closes the socket for good (tests; a tab never needs it). */
  dispose(): void {
    this.clearTimers();
    this.topics.clear();
    this.outbox = [];
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'done');
  }

  private ensureOpen(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.socket || this.reconnectTimer || this.connectQueued) return;
    this.connectQueued = true;
    this.options.defer(() => {
      this.connectQueued = false;
      if (!this.socket && !this.reconnectTimer && this.topics.size > 0) this.connect();
    });
  }

  private queue(op: TopicOp, topic: string): void {
    const last = this.outbox.at(-1);
    if (last?.op === op) last.topics.push(topic);
    else this.outbox.push({ op, topics: [topic] });
    if (this.flushQueued) return;
    this.flushQueued = true;
    this.options.defer(() => this.flush());
  }

  /** Sends what the outbox holds if the socket is open; otherwise its opening subscribes every topic anyway. */
  private flush(): void {
    this.flushQueued = false;
    const messages = this.outbox;
    this.outbox = [];
    for (const message of messages) this.send(message);
  }

  private connect(): void {
    this.reconnectTimer = null;
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.setStatus('open');
      this.outbox = []; // the full list below supersedes it
      if (this.topics.size > 0) this.send({ op: 'subscribe', topics: [...this.topics.keys()] });
      this.pingTimer = setInterval(() => this.send({ op: 'ping' }), this.options.pingMs);
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => {}; // onclose follows and reconnects
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.pingTimer) clearInterval(this.pingTimer);
      this.pingTimer = null;
      if (this.topics.size > 0) this.scheduleReconnect();
      else this.setStatus('connecting');
    };
  }

  private scheduleReconnect(): void {
    this.setStatus('reconnecting');
    const ceiling = Math.min(this.options.maxDelayMs, this.options.baseDelayMs * 2 ** this.attempt);
    this.attempt++;
    const delay = Math.round(ceiling * (0.5 + this.options.random() * 0.5));
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  private scheduleIdleClose(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.topics.size > 0) return;
      if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
      this.reconnectTimer = null;
      const socket = this.socket;
      this.socket = null;
      if (this.pingTimer) clearInterval(this.pingTimer);
      this.pingTimer = null;
      socket?.close(1000, 'idle');
      this.setStatus('connecting');
    }, this.options.idleCloseMs);
  }

  private receive(raw: unknown): void {
    if (typeof raw !== 'string') return;
    let frame: MarketFrame;
    try {
      frame = JSON.parse(raw) as MarketFrame;
    } catch {
      return;
    }
    if (frame.topic === 'pong') return;
    if (frame.topic === 'error') {
      const { message, topic } = (frame.data ?? {}) as { message?: string; topic?: string };
      const entry = topic ? this.topics.get(topic) : undefined;
      if (entry) for (const listener of entry.errorListeners) listener(message ?? 'This data is not available.');
      else console.warn('Market socket:', message);
      return;
    }
    const entry = this.topics.get(frame.topic);
    if (!entry) return;
    entry.latest = frame;
    for (const listener of [...entry.listeners]) listener(frame.data, frame);
  }

  private send(message: unknown): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private setStatus(status: ConnectionStatus): void {
    if (status === this.statusValue) return;
    this.statusValue = status;
    for (const listener of this.statusListeners) listener();
  }

  private clearTimers(): void {
    for (const timer of [this.reconnectTimer, this.idleTimer]) if (timer) clearTimeout(timer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.reconnectTimer = this.idleTimer = this.pingTimer = null;
  }
}

/** The tab's shared socket. */
export const marketSocket = new MarketSocket();

export interface LiveTopic<T> {
  data: T | undefined;
  error: string | null;
  /** sentAt of the latest frame (server clock, epoch ms). */
  sentAt: number | undefined;
}

/**
 * Follows one topic on the shared socket; `null` follows nothing. See the top of this file. The connection's
 * state is useLiveStatus: a component that draws only the data is not redrawn when the socket opens.
 */
export function useLiveTopic<T>(topic: string | null, socket: MarketSocket = marketSocket): LiveTopic<T> {
  const [state, setState] = useState<{ topic: string | null; frame: MarketFrame<T> | undefined; error: string | null }>(() => ({
    topic,
    frame: topic ? socket.latest<T>(topic) : undefined,
    error: null,
  }));
  useEffect(() => {
    const latest = topic ? socket.latest<T>(topic) : undefined;
    // The same state again is no render: after the first render the topic and its latest frame are usually unchanged.
    setState((s) => (s.topic === topic && s.frame === latest && s.error === null ? s : { topic, frame: latest, error: null }));
    if (!topic) return undefined;
    return socket.subscribe(
      topic,
      (_data, frame) => setState({ topic, frame: frame as MarketFrame<T>, error: null }),
      (message) => setState((s) => ({ ...s, topic, error: message })),
    );
  }, [topic, socket]);
  const current = state.topic === topic ? state : { frame: undefined, error: null };
  return { data: current.frame?.data, error: current.error, sentAt: current.frame?.sentAt };
}

/** The shared socket's state: 'connecting' | 'open' | 'reconnecting'. */
export function useLiveStatus(socket: MarketSocket = marketSocket): ConnectionStatus {
  return useSyncExternalStore(
    (listener) => socket.onStatus(listener),
    () => socket.status,
    () => socket.status,
  );
}
