import { WebSocket } from 'ws';

/** Above this many unsent bytes a client is "slow": its frames are conflated to the latest per topic. */
export const SLOW_CLIENT_BYTES = 1024 * 1024;
/**
 * Above this many unsent bytes the reader is disconnected: conflation bounds tick frames, but a socket that
 * never reads must not hold the server's memory (error frames, snapshots) for as long as it stays connected.
 */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Conflated frames are flushed once the socket's buffer drains below this. */
const DRAINED_BYTES = 256 * 1024;
const DRAIN_CHECK_MS = 50;

/**
 * One browser socket. Normally a frame is written at once; while the socket's send buffer is over
 * SLOW_CLIENT_BYTES, intermediate frames are dropped and only the latest frame of each topic is kept, to be
 * written when the buffer drains. A slow reader loses intermediate ticks; one whose buffer passes
 * MAX_BUFFERED_BYTES (it stopped reading) is disconnected.
 */
export class ClientConnection {
  readonly topics = new Set<string>();
  open = true;
  /** Frames dropped because a newer one of the same topic replaced them (tests and the bench read it). */
  conflated = 0;
  private readonly pending = new Map<string, string>();
  private drainTimer: NodeJS.Timeout | null = null;
  private awaitingPong = false;

  constructor(readonly socket: WebSocket) {
    socket.on('pong', () => {
      this.awaitingPong = false;
    });
  }

  send(topic: string, frame: string): void {
    if (!this.writable()) return;
    if (this.pending.size > 0 || this.socket.bufferedAmount > SLOW_CLIENT_BYTES) {
      if (this.pending.has(topic)) this.conflated++;
      this.pending.set(topic, frame);
      this.scheduleDrain();
      return;
    }
    this.socket.send(frame);
  }

  /** Control frames (pong, errors) skip conflation. */
  sendNow(frame: string): void {
    if (this.writable()) this.socket.send(frame);
  }

  /** Open and under the buffered-bytes ceiling; a reader past the ceiling is terminated here. */
  private writable(): boolean {
    if (!this.open || this.socket.readyState !== WebSocket.OPEN) return false;
    if (this.socket.bufferedAmount <= MAX_BUFFERED_BYTES) return true;
    this.open = false;
    this.socket.terminate();
    return false;
  }

  sendError(message: string, topic?: string): void {
    this.sendNow(JSON.stringify({ topic: 'error', data: topic ? { message, topic } : { message }, sentAt: Date.now() }));
  }

  /** A topic was left: its conflated frame must not arrive afterwards. */
  forget(topic: string): void {
    this.pending.delete(topic);
  }

  /** Protocol-level ping; a socket that did not answer the previous one is dead and is terminated. */
  heartbeat(): void {
    if (this.awaitingPong) {
      this.socket.terminate();
      return;
    }
    this.awaitingPong = true;
    if (this.socket.readyState === WebSocket.OPEN) this.socket.ping();
  }

  private scheduleDrain(): void {
    if (this.drainTimer) return;
    this.drainTimer = setInterval(() => {
      if (!this.writable()) {
        this.stopDrain();
        this.pending.clear();
        return;
      }
      if (this.socket.bufferedAmount > DRAINED_BYTES) return;
      const frames = [...this.pending.values()];
      this.pending.clear();
      this.stopDrain();
      for (const frame of frames) this.socket.send(frame);
    }, DRAIN_CHECK_MS);
    this.drainTimer.unref();
  }

  private stopDrain(): void {
    if (this.drainTimer) clearInterval(this.drainTimer);
    this.drainTimer = null;
  }
}
