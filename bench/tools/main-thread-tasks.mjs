// Where a page load's main-thread time goes, and an A/B of two builds: a tool for the phone-speed work (issue 14),
// not a benchmark (`npm run bench` skips this folder). Lighthouse's blocking time moves two to three times between
// runs here; loading two builds in turn, many times, in one browser is what tells them apart.
//
//   node bench/tools/main-thread-tasks.mjs URL [URL2] [--runs N] [--slowdown N] [--show] [--dump] [--profile MS [--interval US]]
//
// Each URL is loaded in a fresh browser context (phone viewport, as Lighthouse's mobile emulation), with a trace;
// with two URLs they alternate. Per load it prints the blocking time at Lighthouse's default 4x slowdown of the
// tasks of 10 ms or more after the first contentful paint (each task times four, what is over 50 ms, summed; shorter
// tasks are left out, as Lighthouse's simulation leaves them out. Lighthouse's own figure comes from a simulation,
// so read this as a relative one) and the five longest tasks in ms; at the end the median and mean per URL.
// --slowdown N multiplies by N instead (the calibrated line's 6-13x). --show lists every task over 10 ms (over
// 50/N ms when that is less) as start:duration (ms from the first paint); --dump the trace events inside each task
// of 10 ms or more; --profile MS a CPU profile of every task of at least
// MS ms (self and inclusive time per function; build with `npx vite build --minify false` for readable names),
// sampled every US microseconds (default 100; a coarser 500-1000 changes the tasks' lengths less).
// Serve a build with the real server: NODE_ENV=production PORT=... WEB_DIST_DIR=<dist> node apps/server/dist/main.js
import Trace from 'lighthouse/core/gather/gatherers/trace.js';
import puppeteer from 'puppeteer-core';
import { median } from '../lib.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args.splice(at, 2)[1];
};
const flag = (name) => (args.includes(name) ? Boolean(args.splice(args.indexOf(name), 1)) : false);
const runs = Number(option('--runs') ?? 6);
const slowdown = Number(option('--slowdown') ?? 4);
const profileMs = option('--profile');
const intervalUs = Number(option('--interval') ?? 100);
const show = flag('--show');
const dump = flag('--dump');
const urls = args;
// --show lists the tasks that block at the slowdown (over 50 ms once multiplied), and none under 10 ms at 4x.
const showOver = Math.min(10_000, 50_000 / slowdown);
if (urls.length === 0) throw new Error('usage: main-thread-tasks.mjs URL [URL2] [--runs N] [--slowdown N] [--show] [--dump] [--profile MS]');

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
// Lighthouse's own trace categories (less its screenshots). Not V8's compile category: with it on, V8 re-parses each
// big chunk for its source positions as it evaluates (V8.CollectSourcePositions, 15-65 ms a load), a cost that
// neither Lighthouse's trace nor a phone without a trace has.
// With --profile, not the source rundown either: with V8's profiler on it stalled page loads.
const categories = ['toplevel', ...Trace.getDefaultTraceCategories().filter((c) => !c.includes('screenshot') && !(profileMs && c.includes('source-rundown')))];
const ms = (us) => Math.round(us / 100) / 10;

/** The page's main thread: the renderer that requested the page's own URLs (Chromium's own pages run beside it). */
function mainThreadOf(events, url) {
  const origin = new URL(url).origin;
  const pids = new Set(events.filter((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.startsWith(origin)).map((e) => e.pid));
  const thread = events.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain' && pids.has(e.pid));
  if (!thread) throw new Error(`no renderer main thread for ${url} in the trace`);
  return { pid: thread.pid, tid: thread.tid };
}

/** The top-level tasks of a thread (a task nested in another is part of it), oldest first. */
function topLevelTasks(events) {
  const tasks = events.filter((e) => e.ph === 'X' && e.dur && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'));
  tasks.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const outer = [];
  for (const task of tasks) {
    const last = outer.at(-1);
    if (!last || task.ts >= last.ts + last.dur) outer.push(task);
  }
  return outer;
}

/** Self and inclusive time per function of the profile's samples inside `task`. */
function profileOf(profile, task) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((child) => [child, n.id])));
  const label = (n) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
  let time = profile.startTime;
  const samples = profile.samples.map((id, i) => ({ id, ts: (time += profile.timeDeltas[i]) })).filter((s) => s.ts >= task.ts && s.ts < task.ts + task.dur);
  const self = new Map();
  const inclusive = new Map();
  samples.forEach((sample, i) => {
    const dt = (samples[i + 1]?.ts ?? task.ts + task.dur) - sample.ts;
    const node = nodes.get(sample.id);
    self.set(label(node), (self.get(label(node)) ?? 0) + dt);
    const seen = new Set();
    for (let id = node.id; id !== undefined; id = parent.get(id)) {
      const name = label(nodes.get(id));
      if (!seen.has(name)) inclusive.set(name, (inclusive.get(name) ?? 0) + dt);
      seen.add(name);
    }
  });
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([name, us]) => `      ${String(ms(us)).padStart(5)} ${name}`);
  return ['    self:', ...top(self, 8), '    inclusive:', ...top(inclusive, 16)].join('\n');
}

async function load(url) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  const cdp = await page.createCDPSession();
  if (profileMs) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: intervalUs });
    await cdp.send('Profiler.start');
  }
  await page.tracing.start({ categories });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const events = JSON.parse(new TextDecoder().decode(await page.tracing.stop())).traceEvents;
  const profile = profileMs ? (await cdp.send('Profiler.stop')).profile : null;
  await context.close();

  const { pid, tid } = mainThreadOf(events, url);
  const own = events.filter((e) => e.pid === pid && e.tid === tid);
  const fcp = own.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error(`no first contentful paint in the trace of ${url}`);
  const after = topLevelTasks(own).filter((t) => t.ts >= fcp.ts);
  // Lighthouse's simulation (Lantern) leaves out tasks under 10 ms of the recorded load (PageDependencyGraph's
  // SIGNIFICANT_DUR_THRESHOLD_MS, unless a task links several others): a 9 ms task blocks nothing at any slowdown,
  // a 10 ms one 70 ms at 12x. So the tasks counted here are those of 10 ms or more.
  const blocking = after.filter((t) => t.dur >= 10_000).reduce((sum, t) => sum + Math.max(0, (t.dur / 1000) * slowdown - 50), 0);
  const longest = after.map((t) => ms(t.dur)).sort((a, b) => b - a).slice(0, 5);
  const at = (t) => Math.round((t.ts - fcp.ts) / 1000);
  const lines = [];
  if (show) lines.push('    ' + after.filter((t) => t.dur > showOver).map((t) => `${at(t)}:${Math.round(t.dur / 1000)}`).join(' '));
  if (dump) {
    for (const big of after.filter((t) => t.dur >= 10_000)) {
      lines.push(`    task at ${at(big)} ms, ${ms(big.dur)} ms:`);
      for (const e of own.filter((x) => x.ts >= big.ts && x.ts <= big.ts + big.dur && x !== big && (x.dur > 300 || x.ph !== 'X')))
        lines.push(`      +${ms(e.ts - big.ts)} ${e.dur ? `${ms(e.dur)} ms` : '-'} ${e.name} ${e.args?.data?.url?.split('/').pop() ?? ''}`);
    }
  }
  if (profile) for (const t of after.filter((x) => x.dur >= Number(profileMs) * 1000)) lines.push(`  task at ${at(t)} ms, ${ms(t.dur)} ms\n${profileOf(profile, t)}`);
  return { blocking, longest, lines };
}

const results = new Map(urls.map((url) => [url, []]));
for (let run = 0; run < runs; run++) {
  for (const url of urls) {
    const result = await load(url);
    results.get(url).push(result.blocking);
    console.log(`${url}  blocking ${Math.round(result.blocking)} ms  longest ${result.longest.join(' ')}`);
    for (const line of result.lines) console.log(line);
  }
}
for (const [url, values] of results) {
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  console.log(`${url}  median ${Math.round(median(values))} ms  mean ${Math.round(mean)} ms  (${values.length} loads)`);
}
await browser.close();
