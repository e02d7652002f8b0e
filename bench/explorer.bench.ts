// Data-array explorer: js_exec over 100,000 rows with isolation included (worker pool, fresh QuickJS
// runtime per call, limits, watchdog). Rows enter column by column: numbers as Float64Array bytes, other
// values as a JSON dictionary of distinct values plus Int32Array indexes; a generated function rebuilds the
// row objects inside QuickJS. The result leaves as JSON text made inside QuickJS.
// Wall-clock figures depend on machine load; the CPU-time figure (same work in this thread) does much less.
import { createRequire } from 'node:module';
import { newQuickJSWASMModuleFromVariant } from 'quickjs-emscripten-core';
import { configureLogger } from '../apps/server/src/platform/logger';
import { encodeInput } from '../apps/server/src/explorer/sandbox/inputEncoding';
import { DEFAULT_SANDBOX_LIMITS, SandboxPool } from '../apps/server/src/explorer/sandbox/sandboxPool';
import { percentile, printFigure } from './support';

configureLogger('silent');
const ROWS = Number(process.env.BENCH_EXPLORER_ROWS ?? 100_000);
const RUNS = 20;

// Rows shaped like stock_price_daily_historical (7 fields): 500 symbols x 200 days.
const start = Date.UTC(2024, 0, 1);
const rows = Array.from({ length: ROWS }, (_, i) => {
  const close = 100 + ((i * 37) % 997) / 10;
  return {
    symbol: `SYM${i % 500}`,
    date: new Date(start + Math.floor(i / 500) * 86_400_000).toISOString().slice(0, 10),
    open: close - 1,
    high: close + 2,
    low: close - 2,
    close,
    volume: 1000 + ((i * 7919) % 100_000),
  };
});
const input = { arrays: { stock_price_daily_historical: rows }, context: { country: 'IN' } };
const averageBySymbol = `function (arrays) {
  const by = {};
  for (const r of arrays.stock_price_daily_historical) {
    const s = (by[r.symbol] ??= { symbol: r.symbol, days: 0, sum: 0 });
    s.days += 1;
    s.sum += r.close;
  }
  return Object.values(by).map((s) => ({ symbol: s.symbol, days: s.days, average_close: s.sum / s.days })).slice(0, 50);
}`;

const pool = new SandboxPool({ workers: 2, queue: 8, limits: DEFAULT_SANDBOX_LIMITS });

async function measure(label: string, code: string, data: Parameters<typeof pool.run>[1], note: string) {
  await pool.run(code, data); // warm: worker started, QuickJS loaded
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await pool.run(code, data);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  printFigure(`${label}, p50`, percentile(times, 50).toFixed(1), 'ms', note);
  printFigure(`${label}, p95`, percentile(times, 95).toFixed(1), 'ms', `${RUNS} runs`);
}

const encodeTimes: number[] = [];
let encodedBytes = 0;
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  const encoded = encodeInput(input);
  encodedBytes = encoded.inputJson.length + encoded.buffers.reduce((n, b) => n + b.byteLength, 0);
  encodeTimes.push(performance.now() - t0);
}
encodeTimes.sort((a, b) => a - b);

/** The worker's work for one call, in this thread, timed in CPU time: encode, fresh runtime, load, run, stringify. */
async function cpuTimes(code: string): Promise<number[]> {
  const require = createRequire(import.meta.url);
  const fromQuickjs = createRequire(require.resolve('quickjs-emscripten', { paths: ['apps/server'] }));
  const variant = (await import(fromQuickjs.resolve('@jitl/quickjs-wasmfile-release-sync'))).default;
  const QuickJS = await newQuickJSWASMModuleFromVariant(variant);
  const times: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const before = process.cpuUsage();
    const { setupSource, inputJson, buffers } = encodeInput(input);
    const runtime = QuickJS.newRuntime();
    runtime.setMemoryLimit(DEFAULT_SANDBOX_LIMITS.memoryBytes);
    const vm = runtime.newContext();
    const setup = vm.unwrapResult(vm.evalCode(setupSource));
    const json = vm.newString(inputJson);
    const b = vm.newArray();
    buffers.forEach((buffer, k) => vm.newArrayBuffer(buffer).consume((h) => vm.setProp(b, k, h)));
    const prepared = vm.unwrapResult(vm.callFunction(setup, vm.undefined, json, b));
    const [arrays, context, stringify] = [vm.getProp(prepared, 0), vm.getProp(prepared, 1), vm.getProp(prepared, 2)];
    const fn = vm.unwrapResult(vm.evalCode(`(${code}\n)`));
    const value = vm.unwrapResult(vm.callFunction(fn, vm.undefined, arrays, context));
    const out = vm.unwrapResult(vm.callFunction(stringify, vm.undefined, value));
    vm.getString(out);
    for (const h of [out, value, fn, stringify, context, arrays, prepared, b, json, setup]) h.dispose();
    vm.dispose();
    runtime.dispose();
    const used = process.cpuUsage(before);
    if (i > 0) times.push((used.user + used.system) / 1000);
  }
  return times.sort((a, b) => a - b);
}

await measure(
  `js_exec over ${ROWS.toLocaleString('en-IN')} rows (average close by symbol)`,
  averageBySymbol,
  input,
  'target <= 150; isolation included',
);
await measure(
  `same rows, function returns only the row count`,
  'function (a) { return a.stock_price_daily_historical.length; }',
  input,
  'input cost alone',
);
await measure(
  'no rows, trivial function',
  'function () { return 1; }',
  { arrays: {}, context: { country: 'IN' } },
  'fresh runtime + worker round trip',
);
printFigure(
  `encode ${ROWS.toLocaleString('en-IN')} rows to typed columns (main thread), p50`,
  percentile(encodeTimes, 50).toFixed(1),
  'ms',
  `${(encodedBytes / 1e6).toFixed(1)} MB`,
);
const cpu = await cpuTimes(averageBySymbol);
printFigure(
  `CPU time of one call over ${ROWS.toLocaleString('en-IN')} rows, p50`,
  percentile(cpu, 50).toFixed(1),
  'ms',
  'encode + fresh runtime + load + function + JSON out',
);
printFigure('CPU time of one call, p95', percentile(cpu, 95).toFixed(1), 'ms', `${RUNS} runs; excludes the worker hop`);
await pool.close();
