import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { ClientConnection, SLOW_CLIENT_BYTES } from './clientConnection';

/** Just enough of a ws socket: a send buffer the test fills and drains. */
class SlowSocket extends EventEmitter {
  readyState: number = WebSocket.OPEN;
  bufferedAmount = 0;
  sent: string[] = [];
  pings = 0;
  terminated = false;
  send(frame: string) {
    this.sent.push(frame);
  }
  ping() {
    this.pings++;
  }
  terminate() {
    this.terminated = true;
  }
}

describe('ClientConnection backpressure and heartbeat', () => {
  afterEach(() => vi.useRealTimers());

  it('conflates a slow reader\'s frames to the latest per topic and delivers them once the buffer drains', () => {
    vi.useFakeTimers();
    const socket = new SlowSocket();
    const client = new ClientConnection(socket as unknown as WebSocket);
    client.send('tick:1', 'a1');
    expect(socket.sent).toEqual(['a1']);
    socket.bufferedAmount = SLOW_CLIENT_BYTES + 1; // the browser stopped reading
    client.send('tick:1', 'a2');
    client.send('tick:2', 'b1');
    client.send('tick:1', 'a3');
    client.sendError('still answered'); // control frames are never held back
    expect(socket.sent).toHaveLength(2);
    vi.advanceTimersByTime(500);
    expect(socket.sent).toHaveLength(2); // still full: nothing more written, nothing closed
    socket.bufferedAmount = 0;
    vi.advanceTimersByTime(60);
    expect(socket.sent.slice(2)).toEqual(['a3', 'b1']);
    expect(client.conflated).toBe(1);
    expect(socket.terminated).toBe(false);
    client.send('tick:1', 'a4');
    expect(socket.sent.at(-1)).toBe('a4');
  });

  it('drops a held frame of a topic the client left', () => {
    vi.useFakeTimers();
    const socket = new SlowSocket();
    const client = new ClientConnection(socket as unknown as WebSocket);
    socket.bufferedAmount = SLOW_CLIENT_BYTES + 1;
    client.send('tick:1', 'x');
    client.forget('tick:1');
    socket.bufferedAmount = 0;
    vi.advanceTimersByTime(60);
    expect(socket.sent).toEqual([]);
  });

  it('pings, and terminates a socket that did not answer the previous ping', () => {
    const socket = new SlowSocket();
    const client = new ClientConnection(socket as unknown as WebSocket);
    client.heartbeat();
    socket.emit('pong');
    client.heartbeat();
    expect(socket.pings).toBe(2);
    expect(socket.terminated).toBe(false);
    client.heartbeat(); // no pong for the second ping
    expect(socket.terminated).toBe(true);
  });
});

describe('ClientConnection buffered-bytes ceiling', () => {
  it('disconnects a reader whose unsent bytes pass MAX_BUFFERED_BYTES, whatever it is sent', async () => {
    const { MAX_BUFFERED_BYTES } = await import('./clientConnection');
    expect(MAX_BUFFERED_BYTES).toBeGreaterThan(SLOW_CLIENT_BYTES);
    for (const write of [(c: ClientConnection) => c.send('tick:1', 'x'), (c: ClientConnection) => c.sendError('an error')]) {
      const socket = new SlowSocket();
      const client = new ClientConnection(socket as unknown as WebSocket);
      socket.bufferedAmount = MAX_BUFFERED_BYTES + 1; // a socket that never reads
      write(client);
      expect(socket.terminated).toBe(true);
      expect(socket.sent).toEqual([]);
    }
  });
});
