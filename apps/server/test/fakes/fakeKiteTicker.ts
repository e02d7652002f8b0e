import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';
import { HEARTBEAT_FRAME } from '../../src/live/kite/kitePacketEncoder';

/**
 * A local stand-in for wss://ws.kite.trade, for tests and the bench: checks api_key / access_token like
 * Kite (403 on the upgrade otherwise), records the JSON commands it receives, sends the binary frames a test
 * builds with kitePacketEncoder, heartbeats every second, and can drop every socket to exercise reconnects.
 */
export class FakeKiteTicker {
  readonly received: { a: string; v: unknown }[] = [];
  connections = 0;
  private readonly sockets = new Set<WebSocket>();
  private heartbeat: NodeJS.Timeout | null = null;

  private constructor(
    private readonly server: WebSocketServer,
    readonly url: string,
  ) {}

  static async start(credentials = { apiKey: 'fake-key', accessToken: 'fake-token' }): Promise<FakeKiteTicker> {
    const server = new WebSocketServer({
      port: 0,
      host: '127.0.0.1',
      verifyClient: ({ req }, done) => {
        const query = new URL(req.url ?? '/', 'http://x').searchParams;
        const ok = query.get('api_key') === credentials.apiKey && query.get('access_token') === credentials.accessToken;
        done(ok, ok ? undefined : 403, ok ? undefined : 'Forbidden');
      },
    });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    const fake = new FakeKiteTicker(server, `ws://127.0.0.1:${port}`);
    server.on('connection', (socket) => fake.accept(socket));
    fake.heartbeat = setInterval(() => fake.broadcast(HEARTBEAT_FRAME), 1000);
    fake.heartbeat.unref();
    return fake;
  }

  /** Sends one binary frame to every connected client. */
  broadcast(frame: Uint8Array): void {
    for (const socket of this.sockets) socket.send(frame, { binary: true });
  }

  sendText(message: unknown): void {
    for (const socket of this.sockets) socket.send(JSON.stringify(message));
  }

  /** Kills every connection without a close handshake (a network drop). */
  dropAll(): void {
    for (const socket of this.sockets) socket.terminate();
  }

  openSockets(): number {
    return this.sockets.size;
  }

  async close(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.dropAll();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(socket: WebSocket): void {
    this.connections++;
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      try {
        this.received.push(JSON.parse(data.toString()) as { a: string; v: unknown });
      } catch {
        socket.send(JSON.stringify({ type: 'error', data: 'Invalid message' }));
      }
    });
  }
}
