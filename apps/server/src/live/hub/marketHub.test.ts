import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TOPICS_PER_SOCKET } from './marketHubServer';
import { type LiveTestServer, startLiveTestServer } from '../../../test/liveServer';
import { type SeededListing, seedIndex, seedListing } from '../../../test/factories/liveTestSupport';

describe('/ws/market hub over a real WebSocket', () => {
  let server: LiveTestServer;
  let listing: SeededListing;

  beforeAll(async () => {
    server = await startLiveTestServer();
    listing = await seedListing(server.services.database.db, 2500);
  });
  afterAll(async () => server?.close());

  it('sends a subscriber the instrument\'s opening tick, then every published tick, then nothing after unsubscribing', async () => {
    const socket = await server.connect();
    const topic = `tick:${listing.token}`;
    socket.send({ op: 'subscribe', topics: [topic] });
    const first = await socket.next((f) => f.topic === topic);
    expect(first.data).toMatchObject({ instrumentToken: listing.token, symbol: listing.symbol, close: listing.lastClose, tradable: true });
    expect(typeof first.sentAt).toBe('number');
    expect(server.live.feed.holders(listing.token)).toBe(1);

    const before = socket.frames.length;
    server.advance(5000);
    const moved = await socket.next((f) => f.topic === topic, 3000, before);
    expect(moved.data.timestamp).toBeGreaterThan(first.data.timestamp);
    expect(moved.data.volume).toBeGreaterThan(0);
    expect(moved.data.bid).toBeLessThan(moved.data.ask);

    socket.send({ op: 'unsubscribe', topics: [topic] });
    await expect.poll(() => server.live.hub.subscriberCount(topic)).toBe(0);
    expect(server.live.feed.holders(listing.token)).toBe(0);
    const after = socket.frames.length;
    server.advance(5000);
    await new Promise((r) => setTimeout(r, 100));
    expect(socket.frames.slice(after).filter((f) => f.topic === topic)).toEqual([]);
  });

  it('gives a second subscriber the latest tick as a snapshot at once', async () => {
    const [a, b] = [await server.connect(), await server.connect()];
    const topic = `tick:${listing.token}`;
    a.send({ op: 'subscribe', topics: [topic] });
    await a.next((f) => f.topic === topic);
    server.advance(3000);
    const latest = server.live.feed.lastTick(listing.token)!;
    b.send({ op: 'subscribe', topics: [topic] });
    const snapshot = await b.next((f) => f.topic === topic);
    expect(snapshot.data).toEqual(latest);
    expect(server.live.hub.subscriberCount(topic)).toBe(2);
    expect(server.live.feed.holders(listing.token)).toBe(1); // one feed subscription for both browsers
    a.close();
    b.close();
    await expect.poll(() => server.live.hub.subscriberCount(topic)).toBe(0);
    expect(server.live.feed.holders(listing.token)).toBe(0);
  });

  it('answers bad JSON, unknown ops and unknown topics with an error frame and keeps the socket open', async () => {
    const socket = await server.connect();
    socket.send('{not json');
    expect((await socket.next((f) => f.topic === 'error')).data.message).toMatch(/must be JSON/);
    socket.send({ op: 'shout', topics: ['tick:1'] });
    expect((await socket.next((f) => f.topic === 'error' && /Unknown op/.test(f.data.message))).data.message).toMatch(/subscribe/);
    socket.send({ op: 'subscribe', topics: ['weather:mumbai'] });
    const unknown = await socket.next((f) => f.topic === 'error' && f.data.topic === 'weather:mumbai');
    expect(unknown.data.message).toBe('Unknown topic "weather:mumbai".');
    socket.send({ op: 'subscribe', topics: ['tick:abc'] });
    expect((await socket.next((f) => f.data?.topic === 'tick:abc')).data.message).toMatch(/needs an instrument token/);
    socket.send({ op: 'subscribe', topics: ['candles:1:2h'] });
    expect((await socket.next((f) => f.data?.topic === 'candles:1:2h')).data.message).toMatch(/1m, 5m or 15m/);
    socket.send({ op: 'subscribe', topics: ['breadth:NO SUCH INDEX'] });
    expect((await socket.next((f) => f.data?.topic === 'breadth:NO SUCH INDEX')).data.message).toBe('No index named NO SUCH INDEX.');
    socket.send({ op: 'ping' });
    expect((await socket.next((f) => f.topic === 'pong')).data).toBeNull();
    expect(socket.closed).toBe(false);
    expect(server.live.hub.subscriberCount('tick:abc')).toBe(0);
  });

  it('answers a token the feed can never price (unknown, or an index with no level stored) with an error frame', async () => {
    const socket = await server.connect();
    socket.send({ op: 'subscribe', topics: ['tick:900000001', 'candles:900000001:5m'] });
    const unknown = await socket.next((f) => f.topic === 'error' && f.data.topic === 'tick:900000001');
    expect(unknown.data.message).toBe('No instrument has the token 900000001.');
    expect((await socket.next((f) => f.topic === 'error' && f.data.topic === 'candles:900000001:5m')).data.message).toBe('No instrument has the token 900000001.');

    const index = await seedIndex(server.services.database.db, 1, { withLevels: false });
    server.live.instruments.invalidate();
    socket.send({ op: 'subscribe', topics: [`tick:${index.token}`] });
    const levelless = await socket.next((f) => f.topic === 'error' && f.data.topic === `tick:${index.token}`);
    expect(levelless.data.message).toBe(`${index.name} has no closing level in the data yet, so there is no live price for it.`);
    expect(server.live.hub.subscriberCount(`tick:${index.token}`)).toBe(0);
    expect(server.live.feed.holders(index.token)).toBe(0);
    expect(socket.closed).toBe(false);
  });

  it(`caps a socket at ${MAX_TOPICS_PER_SOCKET} topics`, async () => {
    // Topics of a source that accepts any name, so the cap is what the test meets (not the feed's instruments).
    server.live.hub.registerSource('probe:', { start() {}, stop() {}, snapshot: () => null });
    const socket = await server.connect();
    const topics = Array.from({ length: MAX_TOPICS_PER_SOCKET }, (_, i) => `probe:${i}`);
    socket.send({ op: 'subscribe', topics });
    await expect.poll(() => server.live.hub.subscriberCount(topics.at(-1)!)).toBe(1);
    socket.send({ op: 'subscribe', topics: ['probe:one-more'] });
    const error = await socket.next((f) => f.topic === 'error');
    expect(error.data.message).toBe(`You can follow at most ${MAX_TOPICS_PER_SOCKET} topics on one connection.`);
    expect(server.live.hub.subscriberCount('probe:one-more')).toBe(0);
    socket.send({ op: 'unsubscribe', topics: [topics[0]] });
    socket.send({ op: 'subscribe', topics: ['probe:one-more'] });
    await expect.poll(() => server.live.hub.subscriberCount('probe:one-more')).toBe(1);
    expect(socket.closed).toBe(false);
  });

  it('streams candles built from ticks, the in-progress candle updating in place', async () => {
    const socket = await server.connect();
    const topic = `candles:${listing.token}:1m`;
    socket.send({ op: 'subscribe', topics: [topic] });
    const snapshot = await socket.next((f) => f.topic === topic);
    expect(snapshot.data.interval).toBe('1m');
    // The simulated session since the open (09:15 IST; the test clock is 10:30) arrives as a full series.
    const series = await socket.next((f) => f.topic === topic && f.data.candles?.length > 60);
    expect(series.data.candles[0].time).toBe(Date.UTC(2026, 10, 20, 3, 45) / 1000);
    const from = socket.frames.length;
    server.advance(2000);
    const update = await socket.next((f) => f.topic === topic && f.data.candle, 3000, from);
    expect(update.data.candle.time % 60).toBe(0);
    expect(update.data.candle.high).toBeGreaterThanOrEqual(update.data.candle.low);
    for (let i = 0; i < 14; i++) server.advance(5000);
    await expect.poll(() => new Set(socket.frames.filter((f) => f.topic === topic && f.data.candle).map((f) => f.data.candle.time)).size).toBeGreaterThanOrEqual(2);
  });

  it('starts a chart from the session so far when the token was already streaming for another topic', async () => {
    const other = await seedListing(server.services.database.db, 640);
    server.live.instruments.invalidate();
    const socket = await server.connect();
    socket.send({ op: 'subscribe', topics: [`tick:${other.token}`] });
    await socket.next((f) => f.topic === `tick:${other.token}`);
    socket.send({ op: 'subscribe', topics: [`candles:${other.token}:15m`] });
    const snapshot = await socket.next((f) => f.topic === `candles:${other.token}:15m`);
    expect(snapshot.data.candles.length).toBeGreaterThanOrEqual(5); // 09:15 to 10:30 in 15-minute candles
    expect(snapshot.data.candles[0].time).toBe(Date.UTC(2026, 10, 20, 3, 45) / 1000);
  });

  it('publishes an index\'s breadth and its top gainers and losers', async () => {
    const index = await seedIndex(server.services.database.db, 6);
    server.live.instruments.invalidate();
    const socket = await server.connect();
    const topic = `breadth:${index.name}`;
    socket.send({ op: 'subscribe', topics: [topic] });
    const first = await socket.next((f) => f.topic === topic);
    expect(first.data).toMatchObject({ index: index.name, constituents: 6 });
    server.advance(3000);
    const moved = await socket.next((f) => f.topic === topic && f.data.priced === 6, 4000);
    const { advances, declines, unchanged, gainers, losers } = moved.data;
    expect(advances + declines + unchanged).toBe(6);
    expect(gainers).toHaveLength(advances);
    expect(losers).toHaveLength(declines);
    for (const g of gainers) expect(g.changePercent).toBeGreaterThan(0);
    for (const l of losers) expect(l.changePercent).toBeLessThan(0);
    expect(gainers.map((g: { changePercent: number }) => g.changePercent)).toEqual([...gainers.map((g: { changePercent: number }) => g.changePercent)].sort((a, b) => b - a));
  });

  it('tells the badge which feed runs and whether it is live', async () => {
    const socket = await server.connect();
    socket.send({ op: 'subscribe', topics: ['status'] });
    expect((await socket.next((f) => f.topic === 'status')).data).toMatchObject({ feed: 'simulated', live: true, market: { calendarKnown: expect.any(Boolean) } });
  });
});
