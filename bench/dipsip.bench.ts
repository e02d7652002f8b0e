// DipSIP figures: dip evaluation of 1,000,000 subscriptions against one day's closes, and one backtest over
// 15 years of daily prices.
import { runDipSipBacktest } from '@sanchay/core';
import { benchDipEvaluation } from '../apps/server/test/factories/dipBench';
import { configureLogger } from '../apps/server/src/platform/logger';
import { percentile, postgresBaseUrl, printFigure } from './support';

configureLogger('silent');
const subscriptions = Number(process.env.BENCH_DIP_SUBSCRIPTIONS ?? 1_000_000);
for (const target of postgresBaseUrl() ? (['postgres', 'pglite'] as const) : (['pglite'] as const)) {
  const result = await benchDipEvaluation(subscriptions, target, target === 'postgres' ? postgresBaseUrl() : undefined);
  printFigure(
    `dip evaluation of ${subscriptions.toLocaleString('en-IN')} subscriptions (${target === 'postgres' ? 'PostgreSQL' : 'PGlite'})`,
    result.ms.toFixed(0),
    'ms',
    `target <= 2000; ${result.queued.toLocaleString('en-IN')} alerts queued`,
  );
}

// 15 years of weekday closes from a seeded random walk.
let seed = 7;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const bars: { date: string; close: number }[] = [];
let close = 100;
for (let day = new Date('2010-01-04T00:00:00Z'); bars.length < 3750; day = new Date(day.getTime() + 86_400_000)) {
  if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
  close *= 1 + (random() - 0.499) * 0.03;
  bars.push({ date: day.toISOString().slice(0, 10), close });
}
const runs: number[] = [];
for (let i = 0; i < 200; i++) {
  const started = performance.now();
  runDipSipBacktest({ bars, amount: 1000, triggerPct: 1 + (i % 4) * 0.5, monthlyCap: i % 2 ? 5000 : null, monthEndFallback: i % 3 === 0 });
  runs.push(performance.now() - started);
}
runs.sort((a, b) => a - b);
printFigure(`DipSIP backtest over ${bars.length.toLocaleString('en-IN')} daily bars (15 years), p50`, percentile(runs, 50).toFixed(2), 'ms');
printFigure('DipSIP backtest, p95', percentile(runs, 95).toFixed(2), 'ms', '200 runs with varied trigger, cap and fallback');
