import { type Cluster, runForLeader } from '../platform/cluster';
import { logger } from '../platform/logger';
import type { LiveFeed, Tick, TickMode } from './feed';

const MODE_RANK: Record<TickMode, number> = { ltp: 0, quote: 1, full: 2 };
const TICKS_TOPIC = 'live:ticks';
const WANTS_TOPIC = 'live:wants';

interface TicksMessage {
  from: string;
  live: boolean;
  ticks: readonly Tick[];
}
interface WantsMessage {
  from: string;
  wants: [number, TickMode][];
}

export interface ClusterFeedOptions {
  /** How often the leader says it is alive, and how often each instance repeats what it wants. */
  heartbeatMs?: number;
  announceMs?: number;
  /** Leader election retry (failover time is at most about this plus the lock connection's death). */
  electionMs?: number;
}

/**
 * One upstream feed for the whole cluster (README "Running at scale"). The instance holding the `live-feed`
 * advisory lock runs the real feed (Kite's ticker or the simulation) for the union of every instance's
 * subscriptions and broadcasts its ticks on the cluster bus; every instance, the leader included, hands its
 * own hub the ticks from the bus. Instances repeat their subscriptions every few seconds, so a new leader
 * (after failover) learns them within one announce period.
 */
export class ClusterFeed implements LiveFeed {
  private readonly log = logger('live');
  private readonly wants = new Map<number, TickMode>();
  private readonly remoteWants = new Map<string, { wants: Map<number, TickMode>; at: number }>();
  private readonly upstreamModes = new Map<number, TickMode>();
  private readonly ticks = new Map<number, Tick>();
  private readonly listeners = new Set<(ticks: readonly Tick[]) => void>();
  private readonly heartbeatMs: number;
  private readonly announceMs: number;
  private readonly electionMs: number;
  private leading = false;
  private live = false;
  private lastHeard = 0;
  private announcePending = false;
  private stops: (() => void | Promise<void>)[] = [];

  constructor(
    private readonly upstream: LiveFeed,
    private readonly cluster: Cluster,
    options: ClusterFeedOptions = {},
  ) {
    this.heartbeatMs = options.heartbeatMs ?? 1000;
    this.announceMs = options.announceMs ?? 3000;
    this.electionMs = options.electionMs ?? 2000;
  }

  get kind() {
    return this.upstream.kind;
  }

  /** Whether this instance runs the upstream connection now (it alone records candles). */
  isLeader(): boolean {
    return this.leading;
  }

  subscribe(tokens: readonly number[], mode: TickMode = 'quote'): void {
    for (const token of tokens) {
      const current = this.wants.get(token);
      if (!current || MODE_RANK[mode] > MODE_RANK[current]) this.wants.set(token, mode);
    }
    this.announceSoon();
  }

  unsubscribe(tokens: readonly number[]): void {
    for (const token of tokens) {
      this.wants.delete(token);
      this.ticks.delete(token);
    }
    this.announceSoon();
  }

  onTicks(listener: (ticks: readonly Tick[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Any instance can tell: the simulation's answer comes from the database, not from the running feed. */
  unavailable(token: number): Promise<string | null> {
    return this.upstream.unavailable?.(token) ?? Promise.resolve(null);
  }

  lastTick(token: number): Tick | undefined {
    return this.ticks.get(token);
  }

  sessionCandles(token: number) {
    return this.leading ? (this.upstream.sessionCandles?.(token) ?? []) : [];
  }

  /** Live while the leader says so and has been heard lately. */
  isLive(): boolean {
    return this.live && Date.now() - this.lastHeard < 3 * this.heartbeatMs + 2000;
  }

  async start(): Promise<void> {
    const bus = this.cluster.bus;
    this.stops.push(
      bus.subscribe(TICKS_TOPIC, (payload) => this.receiveTicks(payload as TicksMessage)),
      bus.subscribe(WANTS_TOPIC, (payload) => this.receiveWants(payload as WantsMessage)),
    );
    const announcer = setInterval(() => this.announce(), this.announceMs);
    announcer.unref();
    this.stops.push(() => clearInterval(announcer));
    this.stops.push(runForLeader(this.cluster, 'live-feed', () => this.lead(), this.electionMs));
    this.announce();
  }

  async stop(): Promise<void> {
    const stops = this.stops.reverse();
    this.stops = [];
    for (const stop of stops) await stop();
  }

  private async lead(): Promise<() => Promise<void>> {
    this.leading = true;
    this.log.info({ instance: this.cluster.instanceId }, 'this instance runs the upstream live feed');
    const publish = (ticks: readonly Tick[]) =>
      this.cluster.bus.publish(TICKS_TOPIC, { from: this.cluster.instanceId, live: this.upstream.isLive(), ticks } satisfies TicksMessage);
    const offTicks = this.upstream.onTicks((ticks) => publish(ticks));
    const heartbeat = setInterval(() => {
      publish([]);
      this.reconcile();
    }, this.heartbeatMs);
    heartbeat.unref();
    this.reconcile();
    await this.upstream.start();
    return async () => {
      this.leading = false;
      clearInterval(heartbeat);
      offTicks();
      this.upstreamModes.clear();
      await this.upstream.stop();
    };
  }

  private receiveTicks(message: TicksMessage): void {
    this.live = message.live;
    this.lastHeard = Date.now();
    if (message.ticks.length === 0) return;
    const mine = message.ticks.filter((tick) => this.wants.has(tick.instrumentToken));
    for (const tick of mine) this.ticks.set(tick.instrumentToken, tick);
    if (mine.length === 0) return;
    for (const listener of this.listeners) listener(mine);
  }

  private receiveWants(message: WantsMessage): void {
    this.remoteWants.set(message.from, { wants: new Map(message.wants), at: Date.now() });
    if (this.leading) this.reconcile();
  }

  private announceSoon(): void {
    if (this.announcePending) return;
    this.announcePending = true;
    queueMicrotask(() => {
      this.announcePending = false;
      this.announce();
    });
  }

  private announce(): void {
    this.cluster.bus.publish(WANTS_TOPIC, { from: this.cluster.instanceId, wants: [...this.wants] } satisfies WantsMessage);
  }

  /** Leader: subscribes upstream the union of what every instance heard from lately wants. */
  private reconcile(): void {
    if (!this.leading) return;
    const union = new Map<number, TickMode>();
    const staleBefore = Date.now() - 3 * this.announceMs - 1000;
    for (const [instance, entry] of this.remoteWants) {
      if (entry.at < staleBefore) {
        this.remoteWants.delete(instance);
        continue;
      }
      for (const [token, mode] of entry.wants) {
        const current = union.get(token);
        if (!current || MODE_RANK[mode] > MODE_RANK[current]) union.set(token, mode);
      }
    }
    const gone = [...this.upstreamModes.keys()].filter((token) => !union.has(token));
    if (gone.length) {
      this.upstream.unsubscribe(gone);
      for (const token of gone) this.upstreamModes.delete(token);
    }
    const byMode = new Map<TickMode, number[]>();
    for (const [token, mode] of union) {
      if (this.upstreamModes.get(token) === mode) continue;
      this.upstreamModes.set(token, mode);
      byMode.set(mode, [...(byMode.get(mode) ?? []), token]);
    }
    for (const [mode, tokens] of byMode) this.upstream.subscribe(tokens, mode);
  }
}
