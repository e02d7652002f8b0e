import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSocket } from '../../../test/factories/liveTestSupport';
import { type LiveTestServer, startLiveTestServer } from '../../../test/liveServer';

// Issue 40 item 3: one socket's message flood, a socket that never reads, and thousands of sockets from one
// address each slowed /ws/market (and /healthz) for everyone.
describe('/ws/market limits per socket and per address', () => {
  let server: LiveTestServer;

  beforeAll(async () => {
    server = await startLiveTestServer(undefined, { MARKET_WS_MESSAGES_PER_10S: '20', MARKET_WS_CONNECTIONS_PER_ADDRESS: '3' });
  });
  afterAll(async () => server?.close());

  it('closes a socket that sends more messages than the rate allows, and keeps the others open', async () => {
    const [flooder, calm] = [await server.connect(), await server.connect()];
    for (let i = 0; i < 200; i++) flooder.send({ op: 'subscribe', topics: [`tick:${900_000_000 + i}`] });
    await expect.poll(() => flooder.closed).toBe(true);
    expect(flooder.closeCode).toBe(1008);
    expect(flooder.closeReason).toBe('Too many messages: at most 20 in 10 s on one connection.');
    // Far fewer error frames than messages: the flood was cut off, not answered one by one.
    expect(flooder.frames.length).toBeLessThanOrEqual(20);
    calm.send({ op: 'ping' });
    expect((await calm.next((f) => f.topic === 'pong')).data).toBeNull();
    calm.close();
    await expect.poll(() => server.live.hub.connectionCount()).toBe(0);
  });

  it('refuses connections past the cap for one address, and accepts one again when another closes', async () => {
    const open = [await server.connect(), await server.connect(), await server.connect()];
    await expect(TestSocket.open(server.url)).rejects.toThrow(/429/);
    expect(server.live.hub.connectionCount()).toBe(3);
    open[0]!.close();
    await expect.poll(() => server.live.hub.connectionCount()).toBe(2);
    const again = await TestSocket.open(server.url);
    expect(again.closed).toBe(false);
    again.close();
    for (const s of open) s.close();
  });
});
