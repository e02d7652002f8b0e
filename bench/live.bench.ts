/**
 * /ws/market fan-out: 500 WebSocket clients (the `ws` library) against the built server running in its own
 * process (apps/server/dist/main.js, simulated feed always on, demo data). Each client follows one topic:
 * most follow tick:<token> of NIFTY 50's constituents and the headline indices; when the derivatives module
 * serves chain:<UNDERLYING>:<expiry>, a share follows option chains. Reports delivered messages per second,
 * clients dropped (closes during the run), and latency p50/p99 from the hub's sentAt and from the tick's own
 * timestamp to receipt. Run: `npx tsx bench/live.bench.ts` after `npm run build` (or `npm run bench live`).
 * Tick topics need Kite instrument tokens, which demo data lacks: BENCH_DATA_MIRROR=<mirror folder> loads them
 * (e.g. ../shared/data/raw); BENCH_LIVE_CLIENTS sets the number of clients (issue 16 asks for 1,000).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { percentile, printFigure } from './support';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_LIVE_PORT ?? 3304);
const CLIENTS = Number(process.env.BENCH_LIVE_CLIENTS ?? 500);
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 20);
const base = `http://127.0.0.1:${port}`;

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(base + url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-live-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ONLINE_INGEST: 'false', DATA_MIRROR: process.env.BENCH_DATA_MIRROR ?? '', DEMO_SCALE: '150', LIVE_ALWAYS_ON: 'true', JOBS_ENABLED: 'false', MARKET_WS_CONNECTIONS_PER_ADDRESS: String(CLIENTS + 10) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  for (;;) {
    if (Date.now() - started > 300_000) throw new Error('server not ready in 300 s');
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function chooseTopics(): Promise<{ tick: string[]; chain: string[] }> {
  const indices = await getJson<{ token: number; symbol: string }[]>('/api/live/indices');
  const nifty = indices.find((i) => i.symbol === 'NIFTY 50') ?? indices[0];
  const tick = indices.map((i) => `tick:${i.token}`);
  if (nifty) {
    const details = await getJson<{ constituents: { symbol: string }[] }>(`/api/indices/${encodeURIComponent(nifty.symbol)}`);
    for (const c of details.constituents.slice(0, 50)) {
      const instrument = await getJson<{ token: number }>(`/api/live/instrument?kind=stock&symbol=${encodeURIComponent(c.symbol)}`);
      tick.push(`tick:${instrument.token}`);
    }
  }
  const chain: string[] = [];
  try {
    const { underlyings } = await getJson<{ underlyings: { symbol: string; expiries: string[] }[] }>('/api/derivatives/underlyings');
    for (const u of underlyings) if (u.expiries[0]) chain.push(`chain:${u.symbol}:${u.expiries[0]}`);
  } catch {
    // no derivatives module in this build: tick topics only
  }
  return { tick, chain };
}

interface ClientStats {
  messages: number;
  closed: boolean;
  errors: number;
}

async function main() {
  const server = await startServer();
  try {
    const { tick, chain } = await chooseTopics();
    const chainClients = chain.length ? Math.round(CLIENTS * 0.2) : 0;
    const sentLatency: number[] = [];
    const tickLatency: number[] = [];
    const stats: ClientStats[] = [];
    let measuring = false;
    let closes = 0;
    const sockets: WebSocket[] = [];
    const topicsUsed = new Set<string>();

    await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) => {
        const topic = i < chainClients ? chain[i % chain.length]! : tick[i % tick.length]!;
        topicsUsed.add(topic);
        const stat: ClientStats = { messages: 0, closed: false, errors: 0 };
        stats.push(stat);
        const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/market`);
        sockets.push(socket);
        socket.on('message', (raw) => {
          const now = Date.now();
          const frame = JSON.parse(raw.toString()) as { topic: string; data: { timestamp?: number; message?: string }; sentAt?: number };
          if (frame.topic === 'error') {
            stat.errors++;
            return;
          }
          if (!measuring) return;
          stat.messages++;
          if (frame.sentAt) sentLatency.push(now - frame.sentAt);
          if (frame.topic.startsWith('tick:') && frame.data.timestamp) tickLatency.push(now - frame.data.timestamp);
        });
        socket.on('close', () => {
          stat.closed = true;
          if (measuring) closes++;
        });
        return new Promise<void>((resolve, reject) => {
          socket.once('open', () => {
            socket.send(JSON.stringify({ op: 'subscribe', topics: [topic] }));
            resolve();
          });
          socket.once('error', reject);
        });
      }),
    );
    // Let snapshots and the chains' first builds settle before measuring.
    await new Promise((r) => setTimeout(r, 3000));
    measuring = true;
    const started = performance.now();
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    measuring = false;
    const elapsed = (performance.now() - started) / 1000;
    const total = stats.reduce((s, c) => s + c.messages, 0);
    const silent = stats.filter((c) => c.messages === 0).length;
    const errors = stats.reduce((s, c) => s + c.errors, 0);
    for (const socket of sockets) socket.close();
    sentLatency.sort((a, b) => a - b);
    tickLatency.sort((a, b) => a - b);

    const load = os.loadavg()[0]!.toFixed(2);
    printFigure('clients connected (one topic each)', CLIENTS, '', `${topicsUsed.size} distinct topics: ${tick.length} tick, ${chain.length} chain (${chainClients} chain clients)`);
    printFigure('messages delivered per second (all clients)', Math.round(total / elapsed), 'msg/s', `${total} in ${elapsed.toFixed(1)} s`);
    printFigure('clients dropped during the run (closes)', closes, '', `${silent} clients got no message; ${errors} error frames`);
    printFigure('hub sentAt -> client receipt, p50', percentile(sentLatency, 50), 'ms');
    printFigure('hub sentAt -> client receipt, p99', percentile(sentLatency, 99), 'ms');
    printFigure('tick timestamp -> client receipt, p50', percentile(tickLatency, 50), 'ms');
    printFigure('tick timestamp -> client receipt, p99', percentile(tickLatency, 99), 'ms', `1-min load average ${load} on ${os.cpus().length} cores, server and clients on one machine`);
  } finally {
    await server.stop();
  }
}

await main();
