import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveTestServer, startLiveTestServer } from '../../../test/liveServer';
import { FakeKiteTicker } from '../../../test/fakes/fakeKiteTicker';
import { encodeFrame, encodePacket } from './kitePacketEncoder';

describe('LIVE_FEED=kite end to end: browser socket -> hub -> Kite ticker (fake) -> hub -> browser', () => {
  let fake: FakeKiteTicker;
  let server: LiveTestServer;
  beforeAll(async () => {
    fake = await FakeKiteTicker.start({ apiKey: 'hub-key', accessToken: 'hub-token' });
    server = await startLiveTestServer(undefined, { LIVE_FEED: 'kite', KITE_API_KEY: 'hub-key', KITE_ACCESS_TOKEN: 'hub-token', KITE_TICKER_URL: fake.url });
    await server.live.start();
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('subscribes the token on Kite in full mode for the first browser and unsubscribes after the last', async () => {
    expect(server.live.feed.kind).toBe('kite');
    await expect.poll(() => fake.openSockets()).toBe(1);
    const socket = await server.connect();
    socket.send({ op: 'subscribe', topics: ['tick:408065', 'status'] });
    expect((await socket.next((f) => f.topic === 'status')).data).toMatchObject({ feed: 'kite', live: true, market: { phase: expect.any(String) } });
    await expect.poll(() => fake.received).toEqual([{ a: 'subscribe', v: [408065] }, { a: 'mode', v: ['full', [408065]] }]);

    fake.broadcast(encodeFrame([encodePacket('full', { token: 408065, lastPrice: 1548.5, close: 1520, volume: 5000, exchangeTimestamp: 1_795_000_000 })]));
    const frame = await socket.next((f) => f.topic === 'tick:408065');
    expect(frame.data).toMatchObject({ instrumentToken: 408065, lastPrice: 1548.5, change: 28.5, volume: 5000, timestamp: 1_795_000_000_000 });

    socket.send({ op: 'unsubscribe', topics: ['tick:408065'] });
    await expect.poll(() => fake.received.at(-1)).toEqual({ a: 'unsubscribe', v: [408065] });
  });
});
