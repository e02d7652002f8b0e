import { istMidnight } from '@sanchay/core';
import type { Cluster } from '../platform/cluster';
import type { AppDb } from '../platform/db/client';
import { ClusterFeed } from './clusterFeed';
import { storedMinuteCandles } from './candleQueries';
import { CandleStore } from './candleStore';
import { EnvError, type Env } from '../platform/env';
import type { LiveFeed } from './feed';
import { MarketHubServer } from './hub/marketHubServer';
import { InstrumentDirectory } from './instruments';
import { KiteFeed } from './kite/kiteFeed';
import { SharedFeed } from './sharedFeed';
import { SimulatedFeed } from './simulated/simulatedFeed';
import { registerBreadthSource } from './sources/breadthSource';
import { registerCandleSource } from './sources/candleSource';
import { registerStatusSource } from './sources/statusSource';
import { registerTickSource } from './sources/tickSource';

/** services.live: the shared feed, the /ws/market hub and the token <-> symbol directory. */
export interface LiveServices {
  /** Reference-counted: pair every subscribe with an unsubscribe (see sharedFeed.ts). */
  feed: SharedFeed;
  hub: MarketHubServer;
  instruments: InstrumentDirectory;
  /** The 1-minute candle store (live_candles_1m): every traded tick, written in batches. */
  candles: CandleStore;
  /** Starts the feed (main.ts; tests that want ticks). */
  start(): Promise<void>;
  /** Stops the feed, the sources' timers and closes browser sockets. */
  stop(): Promise<void>;
}

export interface LiveOptions {
  /** Whether the data is the generated demo universe (read on every check: first start may switch to it). */
  isDemo: () => boolean;
  /** Tests: the simulated feed's clock and polling (0 = driven by hand). */
  now?: () => number;
  pollMs?: number;
  /** Several instances: one of them runs the upstream feed and the others get its ticks (clusterFeed.ts). */
  cluster?: Cluster;
}

export function createLiveServices(env: Env, db: AppDb, options: LiveOptions): LiveServices {
  const instruments = new InstrumentDirectory(db);
  let inner: LiveFeed;
  if (env.LIVE_FEED === 'kite') {
    if (!env.KITE_API_KEY || !env.KITE_ACCESS_TOKEN) {
      throw new EnvError('LIVE_FEED=kite needs KITE_API_KEY and KITE_ACCESS_TOKEN (a Kite Connect session token).');
    }
    inner = new KiteFeed({
      url: env.KITE_TICKER_URL,
      apiKey: env.KITE_API_KEY,
      accessToken: env.KITE_ACCESS_TOKEN,
      symbolOf: (token) => instruments.cached(token)?.symbol,
    });
  } else {
    inner = new SimulatedFeed({
      instruments,
      seed: env.LIVE_SEED,
      alwaysOn: () => env.LIVE_ALWAYS_ON || options.isDemo(),
      ...(options.now ? { now: options.now } : {}),
      ...(options.pollMs !== undefined ? { pollMs: options.pollMs } : {}),
    });
  }
  const clustered = options.cluster?.shared ? new ClusterFeed(inner, options.cluster) : null;
  const feed = new SharedFeed(clustered ?? inner);
  const hub = new MarketHubServer({
    messagesPer10s: env.MARKET_WS_MESSAGES_PER_10S,
    connectionsPerAddress: env.MARKET_WS_CONNECTIONS_PER_ADDRESS,
  });
  const now = options.now ?? Date.now;
  const candles = new CandleStore(db, { retentionDays: env.CANDLE_RETENTION_DAYS, now });
  let heldIndexTokens: number[] = [];
  const stopSources = [
    feed.onTicks((ticks) => {
      // Closed-market "last close" ticks are not trades; in a cluster only the feed's leader writes candles.
      if (feed.isLive() && (clustered?.isLeader() ?? true)) candles.record(ticks);
    }),
    registerTickSource(hub, feed),
    registerCandleSource(hub, feed, (token) => storedMinuteCandles(db, token, istMidnight(now()))),
    registerBreadthSource(hub, feed, instruments),
    registerStatusSource(hub, feed, options.now),
  ];
  return {
    feed,
    hub,
    instruments,
    candles,
    async start() {
      // The candle store records every index all session (the explorer's intraday arrays, "how much has
      // NIFTY moved today"); this also loads the directory's cache that Kite ticks are named from.
      void instruments
        .indices()
        .then((indices) => {
          heldIndexTokens = indices.map((i) => i.token);
          feed.subscribe(heldIndexTokens, 'quote');
        })
        .catch(() => undefined);
      await feed.start();
      candles.start();
    },
    async stop() {
      for (const stop of stopSources) stop();
      feed.unsubscribe(heldIndexTokens);
      hub.close();
      await feed.stop();
      await candles.stop().catch(() => undefined);
    },
  };
}
