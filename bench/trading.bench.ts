// Trading agent figures: one strategy backtest over ~20 years of daily bars (median of 20 runs per
// strategy), on a seeded series and, when the data mirror is there, on NIFTYBEES 2002-2022; and the Nifty 50
// signals: the pure computation over 50 x 260 bars, and the server's batch query + computation on PGlite.
import fs from 'node:fs';
import path from 'node:path';
import { DELIVERY_COSTS, latestSignals, runStrategyBacktest, SIGNAL_BARS, type StrategyParams, type TradingBar } from '@sanchay/core';
import { companyProfile, marketIndexCompanies, marketIndices, stockPriceDaily } from '../apps/server/src/market/schema/index';
import { configureLogger } from '../apps/server/src/platform/logger';
import { computeSignalsBoard } from '../apps/server/src/trading/signalsBoard';
import { freshDatabase, percentile, printFigure } from './support';

configureLogger('silent');
const RUNS = 20;

function seededBars(count: number, seed0: number): TradingBar[] {
  let seed = seed0;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const bars: TradingBar[] = [];
  let close = 100;
  for (let day = new Date('2005-01-03T00:00:00Z'); bars.length < count; day = new Date(day.getTime() + 86_400_000)) {
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    const open = close * (1 + (random() - 0.5) * 0.01);
    close = open * (1 + (random() - 0.495) * 0.03);
    const high = Math.max(open, close) * (1 + random() * 0.01);
    const low = Math.min(open, close) * (1 - random() * 0.01);
    bars.push({ date: day.toISOString().slice(0, 10), open, high, low, close });
  }
  return bars;
}

/** SIPanalysis/NIFTYBEES.csv: Investing.com export, newest first, "Jan 31, 2022" dates. */
function mirrorBars(): TradingBar[] | null {
  const mirror = process.env.DATA_MIRROR ?? path.resolve(import.meta.dirname, '../../shared/data/raw');
  const file = path.join(mirror, 'SIPanalysis/NIFTYBEES.csv');
  if (!fs.existsSync(file)) return null;
  const number = (s: string) => Number(s.replace(/[",]/g, ''));
  const bars: TradingBar[] = [];
  for (const line of fs.readFileSync(file, 'utf8').trim().split('\n').slice(1)) {
    const cells = line.match(/"[^"]*"|[^,]+/g) ?? [];
    const [date, close, open, high, low] = cells.map((c) => c.replace(/"/g, ''));
    const day = new Date(`${date} UTC`);
    if (Number.isNaN(day.getTime()) || !(number(close!) > 0)) continue;
    bars.push({ date: day.toISOString().slice(0, 10), close: number(close!), open: number(open!) || null, high: number(high!) || null, low: number(low!) || null });
  }
  return bars.sort((a, b) => a.date.localeCompare(b.date));
}

const STRATEGIES: StrategyParams[] = [
  { kind: 'sma_crossover', fast: 50, slow: 200 },
  { kind: 'rsi_reversion', period: 14, buyBelow: 30, sellAbove: 70 },
  { kind: 'supertrend', period: 10, multiplier: 3 },
  { kind: 'buy_and_hold' },
];

function benchBacktests(label: string, bars: TradingBar[]) {
  for (const strategy of STRATEGIES) {
    const input = { bars, strategy, initialCapital: 100_000, execution: 'next_open' as const, costs: DELIVERY_COSTS };
    let trades = 0;
    for (let i = 0; i < 3; i++) runStrategyBacktest(input); // warm the JIT
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      trades = runStrategyBacktest(input).metrics.trades;
      runs.push(performance.now() - started);
    }
    runs.sort((a, b) => a - b);
    printFigure(`${strategy.kind} backtest, ${label}, median`, percentile(runs, 50).toFixed(2), 'ms', `${RUNS} runs, ${trades} trades`);
  }
}

const seeded = seededBars(5_000, 42);
benchBacktests(`${seeded.length.toLocaleString('en-IN')} seeded bars`, seeded);
const mirror = mirrorBars();
if (mirror) benchBacktests(`NIFTYBEES ${mirror.length.toLocaleString('en-IN')} bars ${mirror[0]!.date.slice(0, 4)}-${mirror[mirror.length - 1]!.date.slice(0, 4)}`, mirror);
else printFigure('NIFTYBEES mirror backtests', 'skipped', '', 'no data mirror');

// Nifty 50 signals: the pure part over 50 companies x SIGNAL_BARS bars.
const companies = Array.from({ length: 50 }, (_, i) => seededBars(SIGNAL_BARS, 1000 + i));
{
  const runs: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const started = performance.now();
    for (const bars of companies) latestSignals(bars);
    runs.push(performance.now() - started);
  }
  runs.sort((a, b) => a - b);
  printFigure(`Nifty 50 signals, computation only (50 x ${SIGNAL_BARS} bars), median`, percentile(runs, 50).toFixed(2), 'ms', `${RUNS} runs`);
}

// ... and as the server does it (uncached): one batch query on PGlite over 50 companies with 5 years of bars each.
{
  const bench = await freshDatabase('pglite');
  const db = bench.database.db;
  const [index] = await db.insert(marketIndices).values({ indexName: 'NIFTY 50', source: 'bench' }).returning();
  for (let i = 0; i < 50; i++) {
    const [company] = await db.insert(companyProfile).values({ symbol: `BENCH${i}`, exchange: 'NSE', country: 'IN', companyName: `Bench ${i}`, source: 'bench' }).returning();
    await db.insert(marketIndexCompanies).values({ indexId: index!.id, companyId: company!.id });
    const bars = seededBars(1_250, 2000 + i);
    for (let k = 0; k < bars.length; k += 500) {
      await db.insert(stockPriceDaily).values(bars.slice(k, k + 500).map((b) => ({ companyId: company!.id, date: b.date, open: b.open, high: b.high, low: b.low, close: b.close })));
    }
  }
  for (let i = 0; i < 2; i++) await computeSignalsBoard(db, { id: index!.id, name: 'NIFTY 50' });
  const runs: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const started = performance.now();
    await computeSignalsBoard(db, { id: index!.id, name: 'NIFTY 50' });
    runs.push(performance.now() - started);
  }
  runs.sort((a, b) => a - b);
  printFigure('Nifty 50 signals, batch query + computation (PGlite), median', percentile(runs, 50).toFixed(1), 'ms', `${RUNS} runs, uncached; cached answers skip this`);
  printFigure('Nifty 50 signals, batch query + computation (PGlite), p95', percentile(runs, 95).toFixed(1), 'ms');
  await bench.dispose();
}
