// A preload for `node --import` (bench/startup.mjs: BENCH_NODE_IMPORT=bench/preload/eventLoopGaps.mjs): writes
// each block of the main thread's event loop longer than GAP_MS (default 40) to GAPS_FILE (default
// ./event-loop-gaps.jsonl) as a JSON line: when it ended (epoch ms, to match the server's JSON log lines; and
// process.hrtime in µs, to match a --cpu-prof profile) and how long it was. Worker threads inherit the
// preload: only the main thread records (a busy PGlite worker would otherwise fill the file with its own gaps).
import fs from 'node:fs';
import { isMainThread } from 'node:worker_threads';

if (isMainThread) {
  const threshold = Number(process.env.GAP_MS ?? 40);
  const file = process.env.GAPS_FILE ?? 'event-loop-gaps.jsonl';
  const INTERVAL_MS = 2;
  fs.writeFileSync(file, '');
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    const gap = now - last - INTERVAL_MS;
    last = now;
    if (gap <= threshold) return;
    const line = { end: Date.now(), hrtimeUs: Number(process.hrtime.bigint() / 1000n), gapMs: Math.round(gap) };
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, INTERVAL_MS).unref();
}
