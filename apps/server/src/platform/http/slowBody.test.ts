/**
 * Issue 40 item 6: a client trickling its request body (a byte a second, never finishing) is cut off by the
 * request timeout, and others are answered meanwhile. Real sockets against a listening app, with the timeout
 * at its 1 s minimum (Node's own requestTimeout never closes a trickler: each byte keeps it going).
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSocket } from '../../../test/factories/liveTestSupport';
import { createTestApp, type TestApp } from '../../../test/support';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_MS: '1000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await t?.close();
});

describe('a slow request body', () => {
  it('is cut off by the request timeout without holding up other requests', { timeout: 20_000 }, async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('POST /dev/idp/token HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => undefined);
    const trickle = setInterval(() => socket.writable && socket.write(' '), 1000);
    try {
      // Meanwhile another client is answered.
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      // The trickler's body never completes: the server answers 408 and closes the connection. (A liveness
      // bound: the test's own timeout fails it if the server never does.)
      await closed;
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  });

  it('leaves a WebSocket (an upgrade, no body) open past the timeout', { timeout: 20_000 }, async () => {
    const socket = await TestSocket.open(`ws://127.0.0.1:${port}/ws/market`);
    await new Promise((resolve) => setTimeout(resolve, 2500)); // two and a half request timeouts
    expect(socket.closed).toBe(false);
    socket.socket.close();
  });
});
