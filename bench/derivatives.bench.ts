/**
 * Options chain benchmarks (issue 5).
 * 1. Recompute throughput in one process: a 200-strike NIFTY chain (generated contracts, simulated book)
 *    recomputed on every underlying tick: quotes, IV from each LTP (Newton, warm-started), greeks, PCR, max
 *    pain, ATM; plus the JSON serialisation the hub does once per publish. Also the Kite path (quotes read
 *    from ticks, 400 IV solves from cold starts).
 * 2. End to end over a real socket: the built server (apps/server/dist/main.js, demo data, simulated feed
 *    always on) in its own process; a `ws` client follows chain:NIFTY:<first expiry>; latency from the
 *    feed tick's timestamp (chain.asOf) and from the hub's sentAt to receipt. Publishes are throttled to
 *    DERIVATIVES_PUBLISHES_PER_SECOND (default 4), so the tick-to-client figure includes coalescing.
 * Run: `npx tsx bench/derivatives.bench.ts` (part 2 needs `npm run build`; skip it with BENCH_DERIV_E2E=0).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FNO_UNDERLYINGS, type OptionChain } from '@sanchay/core';
import WebSocket from 'ws';
import type { Tick } from '../apps/server/src/live/feed';
import { ChainEngine } from '../apps/server/src/derivatives/chainEngine';
import { generateContracts } from '../apps/server/src/derivatives/contracts';
import { SimulatedOptionBook } from '../apps/server/src/derivatives/simulatedMarket';
import { groupOptions, type UnderlyingBook } from '../apps/server/src/derivatives/underlyingBook';
import { percentile, printFigure } from './support';

const RATE = 0.065;
const root = path.resolve(import.meta.dirname, '..');

function niftyBook(now: Date, spot: number): UnderlyingBook {
  const spec = FNO_UNDERLYINGS.find((s) => s.symbol === 'NIFTY')!;
  const generated = generateContracts(spec, spot, now);
  return {
    spec,
    spot: { token: 256265, close: spot, previousClose: spot * 0.996, annualVolatility: 0.13 },
    source: 'generated',
    strikeStep: generated.strikeStep,
    lotSize: spec.lotSize,
    futures: generated.futures,
    expiries: groupOptions(generated.options, spot),
    day: '2026-11-21',
  };
}

function recomputeThroughput(): void {
  const now = new Date();
  const spot0 = 24_000;
  const book = niftyBook(now, spot0);
  const options = book.expiries[1]!; // a weekly a week or more out: every strike has time value
  const simulated = new SimulatedOptionBook(options.expiry, options.calls, options.puts, options.strikes, {
    kind: 'index', lotSize: 65, strikeStep: book.strikeStep, rate: RATE, atmVol: 0.13, expiryRank: 1,
  }, { spot: spot0, previousClose: spot0 * 0.996, timestamp: now.getTime() }, now);
  const engine = new ChainEngine(options, simulated, book.futures[0]);
  let spot = spot0;
  let t = now.getTime();
  const tick = () => {
    spot *= 1 + (Math.random() - 0.5) * 0.0004;
    t += 250;
    return engine.compute({ book, spot: { spot, previousClose: spot0 * 0.996, timestamp: t }, now, rate: RATE, simulated: true });
  };
  for (let i = 0; i < 300; i++) tick(); // warm-up (JIT, IV warm starts)
  const runs = 2000;
  const durations: number[] = [];
  let bytes = 0;
  const started = performance.now();
  for (let i = 0; i < runs; i++) {
    const a = performance.now();
    const chain = tick();
    durations.push(performance.now() - a);
    if (i % 10 === 0) bytes = JSON.stringify(chain).length;
  }
  const total = performance.now() - started;
  durations.sort((a, b) => a - b);
  printFigure(`chain recompute, ${options.strikes.length} strikes (simulated book)`, Math.round((runs / total) * 1000), 'ticks/s', 'one core, quotes + 400 IV solves + greeks + PCR + max pain');
  printFigure('  per recompute p50', percentile(durations, 50).toFixed(3), 'ms');
  printFigure('  per recompute p99', percentile(durations, 99).toFixed(3), 'ms');
  const chain = tick();
  const s0 = performance.now();
  for (let i = 0; i < 500; i++) JSON.stringify(chain);
  printFigure('  JSON serialisation per publish', ((performance.now() - s0) / 500).toFixed(3), 'ms', `${Math.round(bytes / 1024)} KB frame`);

  // Kite path: quotes come from ticks; IV solved from each LTP.
  const ticks = new Map<number, Tick>();
  const priced = tick();
  for (const row of priced.rows) {
    for (const q of [row.call, row.put]) {
      if (!q) continue;
      ticks.set(q.token, { instrumentToken: q.token, symbol: q.symbol, lastPrice: q.ltp, close: q.ltp - q.change, change: q.change, changePercent: 0, bid: q.bid ?? undefined, ask: q.ask ?? undefined, volume: q.volume, openInterest: q.oi, timestamp: t, tradable: true });
    }
  }
  ticks.set(book.futures[0]!.token, { instrumentToken: book.futures[0]!.token, symbol: 'FUT', lastPrice: priced.forward, close: priced.forward, change: 0, changePercent: 0, timestamp: t, tradable: true });
  const cold = () => new ChainEngine(options, null, book.futures.find((f) => f.expiry === options.expiry));
  const kiteRuns = 300;
  const k0 = performance.now();
  for (let i = 0; i < kiteRuns; i++) cold().compute({ book, spot: { spot, previousClose: spot0, timestamp: t }, now, rate: RATE, simulated: false, lastTick: (token) => ticks.get(token) });
  printFigure('chain recompute from live quotes (Kite path, cold IV)', Math.round((kiteRuns / (performance.now() - k0)) * 1000), 'ticks/s', '400 IV solves without warm start');
}

async function endToEnd(): Promise<void> {
  const port = Number(process.env.BENCH_DERIV_PORT ?? 3305);
  const seconds = Number(process.env.BENCH_DERIV_SECONDS ?? 20);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-deriv-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ONLINE_INGEST: 'false', DATA_MIRROR: '', DEMO_SCALE: '150', LIVE_ALWAYS_ON: 'true', JOBS_ENABLED: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
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
    const { underlyings } = (await (await fetch(`${base}/api/derivatives/underlyings`)).json()) as { underlyings: { symbol: string; expiries: string[] }[] };
    const nifty = underlyings.find((u) => u.symbol === 'NIFTY')!;
    const topic = `chain:NIFTY:${nifty.expiries[0]}`;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/market`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const fromTick: number[] = [];
    const fromSent: number[] = [];
    let frames = 0;
    let strikes = 0;
    socket.on('message', (raw) => {
      const received = Date.now();
      const frame = JSON.parse(raw.toString()) as { topic: string; data: OptionChain; sentAt?: number };
      if (frame.topic !== topic) return;
      frames++;
      if (frames === 1) return; // the snapshot
      strikes = frame.data.rows.length;
      fromTick.push(received - frame.data.asOf);
      if (frame.sentAt) fromSent.push(received - frame.sentAt);
    });
    socket.send(JSON.stringify({ op: 'subscribe', topics: [topic] }));
    await new Promise((r) => setTimeout(r, seconds * 1000));
    socket.close();
    fromTick.sort((a, b) => a - b);
    fromSent.sort((a, b) => a - b);
    printFigure(`chain publishes received (${strikes} strikes, ${seconds} s)`, fromTick.length, 'frames', `${(fromTick.length / seconds).toFixed(1)}/s; throttle 4/s`);
    printFigure('  feed tick -> client p50', percentile(fromTick, 50), 'ms', 'includes coalescing wait');
    printFigure('  feed tick -> client p99', percentile(fromTick, 99), 'ms');
    printFigure('  hub sentAt -> client p50', percentile(fromSent, 50), 'ms');
    printFigure('  hub sentAt -> client p99', percentile(fromSent, 99), 'ms');
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`Derivatives bench (${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')})`);
recomputeThroughput();
if (process.env.BENCH_DERIV_E2E !== '0') await endToEnd();
