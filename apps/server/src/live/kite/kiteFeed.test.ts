import { afterEach, describe, expect, it } from 'vitest';
import type { Tick } from '../feed';
import { FakeKiteTicker } from '../../../test/fakes/fakeKiteTicker';
import { KiteFeed } from './kiteFeed';
import { encodeFrame, encodePacket } from './kitePacketEncoder';

describe('KiteFeed against a local fake ticker server', () => {
  let fake: FakeKiteTicker | undefined;
  let feed: KiteFeed | undefined;
  afterEach(async () => {
    await feed?.stop();
    await fake?.close();
  });

  const connect = async (overrides: Partial<ConstructorParameters<typeof KiteFeed>[0]> = {}) => {
    fake = await FakeKiteTicker.start();
    feed = new KiteFeed({ url: fake.url, apiKey: 'fake-key', accessToken: 'fake-token', symbolOf: (t) => (t === 408065 ? 'INFY' : undefined), baseDelayMs: 50, maxDelayMs: 200, ...overrides });
    const received: Tick[] = [];
    feed.onTicks((ticks) => received.push(...ticks));
    return { fake, feed, received };
  };

  it('sends subscribe and mode commands, decodes binary ticks and keeps close across LTP packets', async () => {
    const { fake, feed, received } = await connect();
    feed.subscribe([408065, 256265], 'full');
    await feed.start();
    await expect.poll(() => fake.received.length).toBeGreaterThanOrEqual(2);
    expect(fake.received).toEqual([{ a: 'subscribe', v: [408065, 256265] }, { a: 'mode', v: ['full', [408065, 256265]] }]);
    expect(feed.isLive()).toBe(true);

    fake.broadcast(encodeFrame([encodePacket('quote', { token: 408065, lastPrice: 1548.5, close: 1520, volume: 1000 }), encodePacket('indexQuote', { token: 256265, lastPrice: 24150, close: 24000 })]));
    await expect.poll(() => received.length).toBe(2);
    expect(received[0]).toMatchObject({ symbol: 'INFY', lastPrice: 1548.5, change: 28.5, volume: 1000 });
    expect(received[1]).toMatchObject({ symbol: '256265', lastPrice: 24150, tradable: false });

    fake.broadcast(encodeFrame([encodePacket('ltp', { token: 408065, lastPrice: 1550 })]));
    await expect.poll(() => received.length).toBe(3);
    expect(received[2]).toMatchObject({ lastPrice: 1550, close: 1520, change: 30, changePercent: 1.97, volume: 1000 });
    expect(feed.lastTick(408065)?.lastPrice).toBe(1550);

    feed.unsubscribe([256265]);
    await expect.poll(() => fake.received.at(-1)).toEqual({ a: 'unsubscribe', v: [256265] });
    fake.broadcast(encodeFrame([encodePacket('indexQuote', { token: 256265, lastPrice: 1, close: 1 })]));
    fake.broadcast(encodeFrame([encodePacket('ltp', { token: 408065, lastPrice: 1551 })]));
    await expect.poll(() => received.length).toBe(4);
    expect(received[3]!.instrumentToken).toBe(408065); // the unsubscribed index is not delivered
  });

  it('never sends Sanchay\'s negative stand-in tokens to Kite', async () => {
    const { fake, feed } = await connect();
    await feed.start();
    await expect.poll(() => fake.openSockets()).toBe(1);
    feed.subscribe([-12345, 408065], 'ltp');
    await expect.poll(() => fake.received.length).toBe(2);
    expect(fake.received[0]).toEqual({ a: 'subscribe', v: [408065] });
  });

  it('reconnects with backoff after the server drops the socket and replays its subscriptions', async () => {
    const { fake, feed, received } = await connect();
    feed.subscribe([408065], 'quote');
    await feed.start();
    await expect.poll(() => fake.received.length).toBe(2);
    fake.dropAll();
    await expect.poll(() => feed.isLive()).toBe(false);
    await expect.poll(() => feed.connections, { timeout: 3000 }).toBe(2);
    await expect.poll(() => fake.received.length).toBe(4);
    expect(fake.received.slice(2)).toEqual([{ a: 'subscribe', v: [408065] }, { a: 'mode', v: ['quote', [408065]] }]);
    fake.broadcast(encodeFrame([encodePacket('quote', { token: 408065, lastPrice: 1600, close: 1520 })]));
    await expect.poll(() => received.length).toBe(1);
  });

  it('passes text messages (order updates, errors) to listeners and survives garbage', async () => {
    const { fake, feed, received } = await connect();
    const texts: unknown[] = [];
    feed.onText((m) => texts.push(m));
    feed.subscribe([408065]);
    await feed.start();
    await expect.poll(() => fake.openSockets()).toBe(1);
    fake.sendText({ type: 'order', data: { order_id: '1', status: 'COMPLETE' } });
    fake.sendText({ type: 'error', data: 'Invalid token' });
    for (const socket of (fake as unknown as { sockets: Set<import('ws').WebSocket> }).sockets) socket.send('not json');
    fake.broadcast(new Uint8Array([0, 1, 0, 50])); // a frame claiming a 50-byte packet that is not there
    await expect.poll(() => texts.length).toBe(2);
    expect(texts[0]).toEqual({ type: 'order', data: { order_id: '1', status: 'COMPLETE' } });
    fake.broadcast(encodeFrame([encodePacket('quote', { token: 408065, lastPrice: 1600, close: 1520 })]));
    await expect.poll(() => received.length).toBe(1);
    expect(feed.isLive()).toBe(true);
  });

  it('is refused with wrong credentials and keeps retrying without crashing', async () => {
    const { fake, feed } = await connect({ accessToken: 'expired' });
    await feed.start();
    await new Promise((r) => setTimeout(r, 300));
    expect(fake.connections).toBe(0);
    expect(feed.isLive()).toBe(false);
  });
});
