import WebSocket from 'ws';
import { logger } from '../../platform/logger';
import type { LiveFeed, Tick, TickMode } from '../feed';
import { decodeFrame } from './kitePackets';

export interface KiteFeedOptions {
  /** KITE_TICKER_URL, e.g. wss://ws.kite.trade */
  url: string;
  apiKey: string;
  accessToken: string;
  /** Names a token for Tick.symbol (the instrument directory); unknown tokens show as their number. */
  symbolOf?: (token: number) => string | undefined;
  /** Reconnect backoff: first delay, doubling up to maxDelayMs, with up to 30% jitter. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** No frame (Kite sends a heartbeat every second) for this long means the connection is dead. */
  silenceMs?: number;
}

/** A text message from the ticker: order updates ({type:"order", data}), errors, broker messages. */
export interface KiteTextMessage {
  type: string;
  data: unknown;
}

/**
 * Kite's ticker WebSocket. Subscriptions are kept here and replayed after every reconnect; binary frames
 * are decoded into Ticks (an 8-byte LTP packet keeps the previous tick's close, so change stays right).
 */
export class KiteFeed implements LiveFeed {
  readonly kind = 'kite' as const;
  private socket: WebSocket | null = null;
  private readonly modes = new Map<number, TickMode>();
  private readonly ticks = new Map<number, Tick>();
  private readonly listeners = new Set<(ticks: readonly Tick[]) => void>();
  private readonly textListeners = new Set<(message: KiteTextMessage) => void>();
  private stopped = true;
  private attempt = 0;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private silenceTimer: NodeJS.Timeout | null = null;
  private readonly log = logger('live');
  /** Connections opened so far (tests read it to see a reconnect). */
  connections = 0;

  constructor(private readonly options: KiteFeedOptions) {}

  subscribe(tokens: readonly number[], mode: TickMode = 'quote'): void {
    // Negative tokens are Sanchay's stand-ins for listings Kite's dump did not name: Kite cannot stream them.
    const valid = tokens.filter((t) => Number.isInteger(t) && t > 0);
    if (valid.length === 0) return;
    for (const token of valid) this.modes.set(token, mode);
    this.send({ a: 'subscribe', v: valid });
    this.send({ a: 'mode', v: [mode, valid] });
  }

  unsubscribe(tokens: readonly number[]): void {
    const known = tokens.filter((t) => this.modes.delete(t));
    for (const token of known) this.ticks.delete(token);
    if (known.length) this.send({ a: 'unsubscribe', v: known });
  }

  onTicks(listener: (ticks: readonly Tick[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Order updates and other text messages. */
  onText(listener: (message: KiteTextMessage) => void): () => void {
    this.textListeners.add(listener);
    return () => this.textListeners.delete(listener);
  }

  lastTick(token: number): Tick | undefined {
    return this.ticks.get(token);
  }

  isLive(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.silenceTimer) clearTimeout(this.silenceTimer);
    this.reconnectTimer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState !== WebSocket.CLOSED) {
      await new Promise<void>((resolve) => {
        socket.once('close', () => resolve());
        socket.terminate();
      });
    }
  }

  private connect(): void {
    const url = new URL(this.options.url);
    url.searchParams.set('api_key', this.options.apiKey);
    url.searchParams.set('access_token', this.options.accessToken);
    const socket = new WebSocket(url);
    socket.binaryType = 'nodebuffer';
    this.socket = socket;
    socket.on('open', () => {
      this.connections++;
      this.attempt = 0;
      this.log.info({ tokens: this.modes.size }, 'Kite ticker connected');
      this.resubscribe();
      this.watchSilence();
    });
    socket.on('message', (data, isBinary) => {
      this.watchSilence();
      if (isBinary) this.onBinary(data as Buffer);
      else this.onTextFrame(data.toString());
    });
    socket.on('error', (error) => this.log.warn({ err: error }, 'Kite ticker error'));
    socket.on('close', (code) => {
      if (this.socket === socket) this.socket = null;
      if (this.silenceTimer) clearTimeout(this.silenceTimer);
      if (this.stopped) return;
      const delay = this.nextDelay();
      this.log.warn({ code, delay }, 'Kite ticker closed; reconnecting');
      this.reconnectTimer = setTimeout(() => this.connect(), delay);
      this.reconnectTimer.unref();
    });
  }

  private nextDelay(): number {
    const base = this.options.baseDelayMs ?? 1000;
    const max = this.options.maxDelayMs ?? 60_000;
    const delay = Math.min(max, base * 2 ** this.attempt++);
    return Math.round(delay * (1 + Math.random() * 0.3));
  }

  private resubscribe(): void {
    if (this.modes.size === 0) return;
    this.send({ a: 'subscribe', v: [...this.modes.keys()] });
    const byMode = new Map<TickMode, number[]>();
    for (const [token, mode] of this.modes) byMode.set(mode, [...(byMode.get(mode) ?? []), token]);
    for (const [mode, tokens] of byMode) this.send({ a: 'mode', v: [mode, tokens] });
  }

  private watchSilence(): void {
    if (this.silenceTimer) clearTimeout(this.silenceTimer);
    const socket = this.socket;
    this.silenceTimer = setTimeout(() => {
      this.log.warn('Kite ticker went silent; reconnecting');
      socket?.terminate();
    }, this.options.silenceMs ?? 10_000);
    this.silenceTimer.unref();
  }

  private onBinary(data: Buffer): void {
    let frame;
    try {
      frame = decodeFrame(data, (token) => this.options.symbolOf?.(token) ?? String(token));
    } catch (error) {
      this.log.warn({ err: error, bytes: data.byteLength }, 'undecodable Kite frame');
      return;
    }
    if (frame.kind === 'heartbeat') return;
    const ticks = frame.ticks
      .filter((tick) => this.modes.has(tick.instrumentToken))
      .map((tick) => this.mergeWithPrevious(tick));
    for (const tick of ticks) this.ticks.set(tick.instrumentToken, tick);
    if (ticks.length === 0) return;
    for (const listener of this.listeners) {
      try {
        listener(ticks);
      } catch (error) {
        this.log.error({ err: error }, 'a tick listener failed');
      }
    }
  }

  /** LTP packets carry no close: keep the last known one (and the other fields) so change stays meaningful. */
  private mergeWithPrevious(tick: Tick): Tick {
    const previous = this.ticks.get(tick.instrumentToken);
    if (tick.close !== 0 || !previous) return tick;
    const close = previous.close;
    const change = Math.round((tick.lastPrice - close) * 100) / 100;
    const changePercent = close ? Math.round(((tick.lastPrice - close) / close) * 10_000) / 100 : 0;
    return { ...previous, lastPrice: tick.lastPrice, timestamp: tick.timestamp, close, change, changePercent };
  }

  private onTextFrame(text: string): void {
    let message: KiteTextMessage;
    try {
      message = JSON.parse(text) as KiteTextMessage;
    } catch {
      this.log.warn({ text: text.slice(0, 200) }, 'Kite ticker sent text that is not JSON');
      return;
    }
    if (message.type === 'error') this.log.warn({ message: message.data }, 'Kite ticker reported an error');
    else if (message.type === 'order') this.log.info({ order: message.data }, 'Kite order update');
    for (const listener of this.textListeners) listener(message);
  }

  private send(message: unknown): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }
}
