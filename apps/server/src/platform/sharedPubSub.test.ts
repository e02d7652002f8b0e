import { describe, expect, inject, it } from 'vitest';
import { PgNotifyPubSub } from './sharedPubSub';

// LISTEN/NOTIFY between two "instances" (two connections), in the PostgreSQL project only.
describe.runIf(process.env.SANCHAY_TEST_DB === 'postgres')('PostgreSQL LISTEN/NOTIFY pub/sub', () => {
  it('delivers a publish to every subscriber, and an array too big for one NOTIFY in parts', async () => {
    const url = inject('postgresUrl');
    const a = new PgNotifyPubSub(url);
    const b = new PgNotifyPubSub(url);
    await Promise.all([a.ready(), b.ready()]);
    const onB: unknown[] = [];
    const onA: unknown[] = [];
    const offB = b.subscribe('live:ticks', (payload) => onB.push(payload));
    a.subscribe('live:ticks', (payload) => onA.push(payload));
    b.subscribe('other:topic', () => onB.push('wrong topic'));
    await new Promise((resolve) => setTimeout(resolve, 200)); // LISTEN issued

    a.publish('live:ticks', { n: 1 });
    await expect.poll(() => onB).toEqual([{ n: 1 }]);
    await expect.poll(() => onA).toEqual([{ n: 1 }]); // the publisher's own listeners too

    const big = Array.from({ length: 400 }, (_, i) => ({ token: i, symbol: `SYMBOL${i}`, lastPrice: 1000 + i }));
    expect(JSON.stringify(big).length).toBeGreaterThan(8000);
    a.publish('live:ticks', big);
    await expect.poll(() => (onB.slice(1) as unknown[][]).flat().length).toBe(400);
    expect((onB.slice(1) as unknown[][]).flat()).toEqual(big);

    offB();
    a.publish('live:ticks', { n: 2 });
    await expect.poll(() => onA.at(-1)).toEqual({ n: 2 });
    expect(onB.filter((p) => (p as { n?: number }).n === 2)).toEqual([]);
    await Promise.all([a.close(), b.close()]);
  });

  it('listens and stops listening to many topics at once one command at a time (pg takes one query per client)', async () => {
    const url = inject('postgresUrl');
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    const bus = new PgNotifyPubSub(url);
    try {
      await bus.ready();
      const heard: string[] = [];
      const offs = ['a', 'b', 'c', 'd'].map((topic) => bus.subscribe(`many:${topic}`, () => heard.push(topic)));
      offs.slice(0, 3).forEach((off) => off()); // three UNLISTENs right behind the four LISTENs
      await expect
        .poll(async () => {
          bus.publish('many:d', 1);
          await new Promise((resolve) => setTimeout(resolve, 50));
          return heard.includes('d');
        })
        .toBe(true);
      bus.publish('many:a', 1);
      bus.publish('many:d', 2);
      await expect.poll(() => heard.filter((t) => t === 'd').length).toBeGreaterThan(1);
      expect(heard.filter((t) => t !== 'd')).toEqual([]);
      expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await bus.close();
    }
  });
});
