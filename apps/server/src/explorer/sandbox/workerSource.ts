import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * The sandbox worker, as plain JavaScript run with `new Worker(source, { eval: true })`. It is a string
 * so the same code runs under vitest/tsx (TypeScript sources) and in the esbuild bundle (dist/main.js)
 * without a second build entry. It loads QuickJS (the sync release WASM build) once, then runs each job
 * in a FRESH runtime and context that it disposes afterwards: nothing survives from one call to the next.
 *
 * Job:    { id, setupSource, inputJson, buffers, functionText, limits: { memoryBytes, stackBytes, setupMs, timeMs, outputChars, errorChars, maxJobs } }
 * Answer: { id, ok: true, json } | { id, ok: false, kind, message, line? } ; plus `recycle: true` when the
 *         worker should be replaced (QuickJS could not be torn down cleanly).
 */
const WORKER_SOURCE = String.raw`
'use strict';
const { parentPort, workerData } = require('node:worker_threads');

function lineOf(error) {
  if (error && typeof error.lineNumber === 'number') return error.lineNumber;
  const m = /function\.js:(\d+)/.exec(String((error && error.stack) || ''));
  return m ? Number(m[1]) : undefined;
}

// Error texts are cut here too (a set-up or engine error does not pass through describeError).
const cut = (text, max) => (text.length > max ? text.slice(0, max) + '… (cut)' : text);

function classify(error, interrupted, limits) {
  const name = cut(String((error && error.name) || 'Error'), 200);
  const message = cut(String((error && error.message) || error || 'unknown error'), limits.errorChars + 100);
  if (interrupted || message === 'interrupted') {
    return { kind: 'timeout', message: 'Time limit: the function ran for more than ' + limits.timeMs + ' ms and was stopped.' };
  }
  if (/out of memory/i.test(message)) {
    return { kind: 'memory', message: 'Memory limit: the function used more than ' + Math.round(limits.memoryBytes / 1048576) + ' MB and was stopped.' };
  }
  if (/stack overflow|call stack/i.test(message)) {
    return { kind: 'stack', message: 'Stack limit: the function recursed too deeply (' + name + ': ' + message + ').' };
  }
  const line = lineOf(error);
  const where = line ? ' on line ' + line : '';
  return { kind: name === 'SyntaxError' ? 'syntax' : 'runtime', message: name + where + ': ' + message, line };
}

function run(QuickJS, job) {
  const limits = job.limits;
  const runtime = QuickJS.newRuntime();
  const handles = [];
  const keep = (h) => { handles.push(h); return h; };
  let vm = null;
  let interrupted = false;
  // Loading the input has its own budget; the function's time starts when it is called.
  let deadline = performance.now() + limits.setupMs;
  let phase = 'setup';
  const fail = (error) => {
    if (phase === 'setup') {
      const c = classify(error, interrupted, limits);
      if (c.kind === 'timeout') return { ok: false, kind: 'timeout', message: 'The selected arrays took more than ' + limits.setupMs + ' ms to load into the sandbox. Select fewer arrays.' };
      if (c.kind === 'memory') return { ok: false, kind: 'memory', message: 'The selected arrays do not fit in the sandbox memory (' + Math.round(limits.memoryBytes / 1048576) + ' MB). Select fewer arrays.' };
    }
    return { ok: false, ...classify(error, interrupted, limits) };
  };
  let describe = null; // the set-up's describeError, once it exists
  // A thrown value as a small plain object: read inside QuickJS by describeError (texts cut to
  // limits.errorChars), never copied out whole (vm.dump of a 60 MB message would copy 60 MB).
  const readError = (handle) => {
    if (interrupted) return { message: 'interrupted' };
    if (!describe) {
      const dumped = vm.dump(handle);
      return dumped && typeof dumped === 'object' ? dumped : { message: String(dumped) };
    }
    // A little time of its own to read the error (getters run user code); the call has ended by now.
    deadline = Math.max(deadline, performance.now() + 250);
    const max = vm.newNumber(limits.errorChars);
    let described;
    try {
      described = vm.callFunction(describe, vm.undefined, handle, max);
    } finally {
      max.dispose();
    }
    if (described.error) {
      described.error.dispose();
      if (interrupted) return { message: 'interrupted' };
      return readShortly(handle) || { message: 'the thrown value could not be read' };
    }
    const plain = vm.dump(described.value);
    described.value.dispose();
    return plain;
  };
  // When describeError itself fails (a sandbox out of memory cannot run it), the error's own name and message,
  // read without running code in QuickJS and only when short ("out of memory" is then classified as such).
  const shortText = (handle, key) => {
    let h = null;
    try {
      h = vm.getProp(handle, key);
      if (vm.typeof(h) !== 'string') return null;
      const length = vm.getProp(h, 'length');
      const chars = vm.getNumber(length);
      length.dispose();
      return chars <= limits.errorChars ? vm.getString(h) : null;
    } catch {
      return null;
    } finally {
      if (h) h.dispose();
    }
  };
  const readShortly = (handle) => {
    if (vm.typeof(handle) !== 'object') return null;
    const message = shortText(handle, 'message');
    return message === null ? null : { name: shortText(handle, 'name') || 'Error', message };
  };
  // A handle is disposed even when reading it throws (a sandbox out of memory): a live handle makes the runtime's
  // teardown fail its "no objects left" assertion.
  const readAndDispose = (handle) => {
    try {
      return readError(handle);
    } finally {
      handle.dispose();
    }
  };
  const unwrap = (result) => {
    if (result.error) throw { sandboxError: readAndDispose(result.error) };
    return keep(result.value);
  };
  try {
    runtime.setMemoryLimit(limits.memoryBytes);
    runtime.setMaxStackSize(limits.stackBytes);
    runtime.setInterruptHandler(() => {
      if (performance.now() > deadline) interrupted = true;
      return interrupted;
    });
    vm = runtime.newContext();
    // Trusted set-up first: builds the input from JSON and keeps the genuine JSON.stringify for the output.
    const setup = unwrap(vm.evalCode(job.setupSource, 'setup.js'));
    const input = keep(vm.newString(job.inputJson));
    const buffers = keep(vm.newArray());
    job.buffers.forEach((buffer, i) => {
      const b = vm.newArrayBuffer(buffer);
      try {
        vm.setProp(buffers, i, b);
      } finally {
        b.dispose();
      }
    });
    const prepared = unwrap(vm.callFunction(setup, vm.undefined, input, buffers));
    const args = [keep(vm.getProp(prepared, 0)), keep(vm.getProp(prepared, 1))];
    const stringify = keep(vm.getProp(prepared, 2));
    describe = keep(vm.getProp(prepared, 3));

    // The whole text counts against the function's time: parsing it, any top-level code around the
    // function (e.g. '0, (() => { busy })(), function () {}') and the call itself.
    phase = 'parse';
    // Tell the pool the function's time starts: its watchdog now allows timeMs (plus a little), not the set-up's.
    parentPort.postMessage({ id: job.id, started: true });
    deadline = performance.now() + limits.timeMs;
    let fn;
    try {
      fn = unwrap(vm.evalCode('(' + job.functionText + '\n)', 'function.js'));
    } catch (e) {
      if (e && e.sandboxError) return fail(e.sandboxError);
      throw e;
    }
    if (vm.typeof(fn) !== 'function') {
      return { ok: false, kind: 'not_function', message: 'The code must be a function, for example: function (arrays, context) { return arrays.company_profile; }' };
    }
    phase = 'function';
    let value = unwrap(vm.callFunction(fn, vm.undefined, ...args));

    // An async function: run its jobs (there are no timers or I/O, so it settles now or never).
    let state = vm.getPromiseState(value);
    if (!state.notAPromise) {
      let jobs = 0;
      while (state.type === 'pending' && jobs < limits.maxJobs && performance.now() <= deadline) {
        const ran = runtime.executePendingJobs(1000);
        if (ran.error) return fail(readAndDispose(ran.error));
        const count = ran.value;
        if (!count) break;
        jobs += count;
        state = vm.getPromiseState(value);
      }
      if (performance.now() > deadline) interrupted = true;
      if (state.type === 'pending') {
        if (interrupted) return fail({ message: 'interrupted' });
        return { ok: false, kind: 'runtime', message: jobs >= limits.maxJobs
          ? 'Too many promise jobs: more than ' + limits.maxJobs + ' ran and the promise had not settled.'
          : 'The promise never settled (there are no timers, network or I/O in the sandbox).' };
      }
      if (state.type === 'rejected') return fail(readAndDispose(state.error));
      value = keep(state.value);
    }

    const out = unwrap(vm.callFunction(stringify, vm.undefined, value));
    if (vm.typeof(out) !== 'string') return { ok: true, json: 'null' };
    const length = keep(vm.getProp(out, 'length'));
    const chars = vm.getNumber(length);
    if (chars > limits.outputChars) {
      return { ok: false, kind: 'output', message: 'Output too large: the result is ' + chars.toLocaleString('en-IN') + ' characters of JSON; the limit is ' + limits.outputChars.toLocaleString('en-IN') + '. Return fewer rows or columns.' };
    }
    const json = vm.getString(out);
    JSON.parse(json); // QuickJS's own JSON.stringify made it; check it anyway before it reaches a response.
    return { ok: true, json };
  } catch (e) {
    if (e && e.sandboxError) return fail(e.sandboxError);
    // Failures of the WASM engine itself (its native stack or heap): the worker is replaced afterwards.
    const text = cut(String((e && e.message) || e), limits.errorChars);
    if (/call stack|stack size|recursion/i.test(text)) {
      return { ok: false, kind: 'stack', message: 'Stack limit: the function recursed too deeply (' + text + ').', recycle: true };
    }
    if (/out of memory|out of bounds|enlarge memory/i.test(text)) {
      return { ok: false, kind: 'memory', message: 'Memory limit: the function used more than ' + Math.round(limits.memoryBytes / 1048576) + ' MB and was stopped.', recycle: true };
    }
    return { ok: false, kind: 'internal', message: 'The sandbox failed: ' + text, recycle: true };
  } finally {
    try {
      for (const h of handles.reverse()) if (h.alive) h.dispose();
      if (vm) vm.dispose();
      runtime.dispose();
    } catch (e) {
      // A runtime that cannot be torn down cleanly may have left the WASM heap inconsistent: replace the worker.
      parentPort.postMessage({ id: job.id, recycle: true });
    }
  }
}

(async () => {
  const core = await import(workerData.coreUrl);
  const variant = (await import(workerData.variantUrl)).default;
  const QuickJS = await core.newQuickJSWASMModuleFromVariant(variant);
  parentPort.on('message', (job) => {
    let answer;
    try {
      answer = run(QuickJS, job);
    } catch (e) {
      answer = { ok: false, kind: 'internal', message: 'The sandbox failed: ' + cut(String((e && e.message) || e), 2000), recycle: true };
    }
    parentPort.postMessage({ id: job.id, ...answer });
  });
  // This thread's Linux id, so the pool's watchdog can read its CPU time (/proc/self/task/<tid>/stat).
  let tid;
  try {
    tid = Number(require('node:fs').readFileSync('/proc/thread-self/stat', 'utf8').split(' ')[0]) || undefined;
  } catch {
    tid = undefined;
  }
  parentPort.postMessage({ ready: true, tid });
})().catch((e) => {
  parentPort.postMessage({ fatal: String((e && e.stack) || e) });
});
`;

/** The worker's source and where it loads QuickJS from (resolved here, so the worker needs no resolution of its own). */
export function sandboxWorkerSpec(): { source: string; workerData: { coreUrl: string; variantUrl: string } } {
  const require = createRequire(import.meta.url);
  const quickjsMain = require.resolve('quickjs-emscripten');
  const fromQuickjs = createRequire(quickjsMain);
  return {
    source: WORKER_SOURCE,
    workerData: {
      coreUrl: pathToFileURL(fromQuickjs.resolve('quickjs-emscripten-core')).href,
      variantUrl: pathToFileURL(fromQuickjs.resolve('@jitl/quickjs-wasmfile-release-sync')).href,
    },
  };
}
