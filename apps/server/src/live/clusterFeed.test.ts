import { describe, expect, it } from 'vitest';
import { localCluster } from '../platform/cluster';
import { ClusterFeed } from './clusterFeed';
import type { LiveFeed, Tick, TickMode } from './feed';

/** An upstream that records what it was asked for and emits ticks by hand. */
class RecordingFeed implements LiveFeed {
  readonly kind = 'simulated' as const;
  readonly calls: [string, number[], TickMode?][] = [];
  started = 0;
  private readonly listeners = new Set<(ticks: readonly Tick[]) => void>();
  subscribe(tokens: readonly number[], mode?: TickMode) {
    this.calls.push(['subscribe', [...tokens], mode]);
  }
  unsubscribe(tokens: readonly number[]) {
    this.calls.push(['unsubscribe', [...tokens]]);
  }
  onTicks(listener: (ticks: readonly Tick[]) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  emit(ticks: Tick[]) {
    for (const listener of this.listeners) listener(ticks);
  }
  lastTick() {
    return undefined;
  }
  isLive() {
    return true;
  }
  async start() {
    this.started++;
  }
  async stop() {}
}

const tick = (instrumentToken: number, lastPrice: number): Tick => ({
  instrumentToken,
  symbol: `T${instrumentToken}`,
  lastPrice,
  close: 100,
  change: lastPrice - 100,
  changePercent: lastPrice - 100,
  timestamp: 1_795_000_000_000,
  tradable: true,
});

describe('cluster feed', () => {
  it('leads once, subscribes upstream what the instances want, and hands ticks to the instances that want them', async () => {
    const cluster = localCluster();
    const upstreamA = new RecordingFeed();
    const upstreamB = new RecordingFeed();
    const a = new ClusterFeed(upstreamA, { ...cluster, instanceId: 'a' }, { electionMs: 20, announceMs: 20, heartbeatMs: 20 });
    const b = new ClusterFeed(upstreamB, { ...cluster, instanceId: 'b' }, { electionMs: 20, announceMs: 20, heartbeatMs: 20 });
    const seenA: number[] = [];
    const seenB: number[] = [];
    a.onTicks((ticks) => seenA.push(...ticks.map((t) => t.instrumentToken)));
    b.onTicks((ticks) => seenB.push(...ticks.map((t) => t.instrumentToken)));
    a.subscribe([1], 'quote');
    b.subscribe([2], 'full');
    await a.start();
    await b.start();
    await expect.poll(() => [a.isLeader(), b.isLeader()]).toEqual([true, false]);
    expect(upstreamB.started).toBe(0);
    await expect.poll(() => upstreamA.calls.filter((c) => c[0] === 'subscribe').flatMap((c) => c[1]).sort()).toEqual([1, 2]);

    upstreamA.emit([tick(1, 101), tick(2, 102)]);
    await expect.poll(() => [seenA, seenB]).toEqual([[1], [2]]);
    expect(b.lastTick(2)?.lastPrice).toBe(102);
    expect(b.isLive()).toBe(true);

    // The leader stops: the other instance takes the upstream over, still for both instances' tokens.
    await a.stop();
    await expect.poll(() => b.isLeader()).toBe(true);
    expect(upstreamB.started).toBe(1);
    await expect.poll(() => upstreamB.calls.filter((c) => c[0] === 'subscribe').flatMap((c) => c[1])).toContain(2);
    await b.stop();
    await cluster.close();
  });
});
