/**
 * Issue 40 item 7: the Redis message bus keeps this instance's own messages flowing while Redis is down
 * (live ticks and notifications reach this instance's sockets), and goes back through Redis once it is up.
 * A private redis-server is killed and started again on the same port.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisPubSub } from '../../src/platform/sharedPubSub';
import { type PrivateRedis, privateRedisUnavailable, startPrivateRedis } from '../privateRedis';

const unavailable = privateRedisUnavailable();
if (unavailable) console.warn(`redisPubSub.test.ts skipped: ${unavailable}`);

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe.skipIf(Boolean(unavailable))('RedisPubSub through a Redis outage', () => {
  let redis: PrivateRedis;
  let bus: RedisPubSub;
  let other: RedisPubSub;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    bus = new RedisPubSub(redis.url, 'outage-test:');
    other = new RedisPubSub(redis.url, 'outage-test:');
    await Promise.all([bus.ready(), other.ready()]);
  });

  afterAll(async () => {
    await bus?.close();
    await other?.close();
    await redis?.kill();
  });

  it('delivers its own messages locally, once each, while Redis is down, and through Redis again after', async () => {
    const here: unknown[] = [];
    const there: unknown[] = [];
    bus.subscribe('ticks', (payload) => here.push(payload));
    other.subscribe('ticks', (payload) => there.push(payload));
    await new Promise((resolve) => setTimeout(resolve, 100)); // the SUBSCRIBE reaches Redis

    bus.publish('ticks', { n: 1, at: new Date('2026-12-02T10:00:00Z') });
    await until(() => here.length === 1 && there.length === 1);
    expect(here).toEqual([{ n: 1, at: '2026-12-02T10:00:00.000Z' }]);

    await redis.kill();
    await new Promise((resolve) => setTimeout(resolve, 200)); // both clients see the connection gone
    bus.publish('ticks', { n: 2 });
    bus.publish('ticks', { n: 3 });
    await until(() => here.length === 3);
    expect(here.slice(1)).toEqual([{ n: 2 }, { n: 3 }]);
    expect(there).toHaveLength(1); // the other instance cannot hear it without Redis

    await redis.start();
    // Both clients reconnect by themselves (and the subscriber re-subscribes): probe until Redis carries one.
    while (there.length === 1) {
      bus.publish('ticks', { probe: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = { here: here.length, there: there.length };
    bus.publish('ticks', { n: 4 });
    await until(() => there.length === before.there + 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(here.slice(before.here)).toEqual([{ n: 4 }]); // exactly once here
    expect(there.at(-1)).toEqual({ n: 4 });
  }, 30_000);
});
