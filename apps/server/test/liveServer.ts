/** A real server on a random port whose simulated live feed runs on a hand-driven clock (live and derivatives tests). */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app/http';
import { type AppServices, createServices } from '../src/app/services';
import { createLiveServices, type LiveServices } from '../src/live/liveServices';
import { SimulatedFeed } from '../src/live/simulated/simulatedFeed';
import { TestSocket } from './factories/liveTestSupport';
import { parseEnv } from '../src/platform/env';
import { openTestDatabase } from './support';

export interface LiveTestServer {
  app: FastifyInstance;
  services: AppServices;
  live: LiveServices;
  /** The inner feed (a SimulatedFeed unless LIVE_FEED=kite was set). */
  feed: SimulatedFeed;
  url: string;
  /** Moves the simulator's clock forward and produces the ticks now due. */
  advance(ms: number): void;
  connect(): Promise<TestSocket>;
  close(): Promise<void>;
}

/** A real server on a random port; the simulated feed is always on and driven by advance(). */
export async function startLiveTestServer(start = Date.UTC(2026, 10, 20, 5, 0), settings: Record<string, string> = {}): Promise<LiveTestServer> {
  const database = await openTestDatabase();
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: `/tmp/sanchay-live-test-${process.pid}`, LIVE_ALWAYS_ON: 'true', ...settings });
  const base = await createServices(env, database);
  let now = start;
  const live = createLiveServices(env, database.db, { isDemo: () => false, now: () => now, pollMs: 0 });
  const services = { ...base, live };
  const app = await buildApp(services);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const sockets: TestSocket[] = [];
  const feed = live.feed.inner as SimulatedFeed;
  return {
    app,
    services,
    live,
    feed,
    url: `ws://127.0.0.1:${port}/ws/market`,
    advance(ms) {
      now += ms;
      if (feed instanceof SimulatedFeed) feed.runDue();
    },
    async connect() {
      const socket = await TestSocket.open(`ws://127.0.0.1:${port}/ws/market`);
      sockets.push(socket);
      return socket;
    },
    async close() {
      for (const socket of sockets) socket.close();
      await live.stop();
      await app.close();
      await base.live.stop();
      await database.close();
    },
  };
}
