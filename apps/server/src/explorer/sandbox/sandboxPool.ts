import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import { logger } from '../../platform/logger';
import { encodeInputYielding, type SandboxInput } from './inputEncoding';
import { sandboxWorkerSpec } from './workerSource';

export interface SandboxLimits {
  /** QuickJS interrupt deadline for one call (the function's CPU time: a worker runs one call at a time). */
  timeMs: number;
  /** Budget for loading the input arrays into the runtime, before the function's time starts. */
  setupMs: number;
  memoryBytes: number;
  stackBytes: number;
  /** Largest result, in characters of JSON. */
  outputChars: number;
  /** Longest error message or stack handed back, in characters (the rest is cut inside the sandbox). */
  errorChars: number;
  /** Promise jobs one call may run. */
  maxJobs: number;
  /**
   * Extra wall-clock time past `setupMs` (while the input loads) or past `timeMs` (once the worker says the
   * function's time has started) before the main thread terminates the worker. QuickJS's interrupt handler runs
   * between bytecodes only, so one long native call (`normalize`, a BigInt's `toString`, a big `JSON.parse`) is
   * stopped by this watchdog, at `timeMs + watchdogGraceMs`.
   */
  watchdogGraceMs: number;
}

export interface SandboxPoolOptions {
  workers: number;
  /** Calls that may wait for a worker; one more is refused with SandboxBusyError. */
  queue: number;
  /**
   * Workers one owner (a user) may hold at once; their further calls wait while other owners' calls are
   * served first. Default: all workers but one (one when there is a single worker).
   */
  perOwner?: number;
  limits: SandboxLimits;
}

export type SandboxErrorKind =
  'syntax' | 'runtime' | 'not_function' | 'timeout' | 'memory' | 'stack' | 'output' | 'internal';

/** The function failed (or was stopped); `message` says what happened, for the person who wrote it. */
export class SandboxError extends Error {
  constructor(
    readonly kind: SandboxErrorKind,
    message: string,
    readonly line?: number,
  ) {
    // Cut again on this side: whatever a worker sends, an error answer stays a few KB.
    super(message.length > 4096 ? `${message.slice(0, 4096)}… (cut)` : message);
    this.name = 'SandboxError';
  }
}

/** Every worker is busy and the queue is full. */
export class SandboxBusyError extends Error {
  constructor() {
    super('The JavaScript sandbox is busy with other functions. Please try again in a few seconds.');
    this.name = 'SandboxBusyError';
  }
}

export const DEFAULT_SANDBOX_LIMITS: SandboxLimits = {
  timeMs: 1000,
  setupMs: 5000,
  memoryBytes: 64 * 1024 * 1024,
  stackBytes: 512 * 1024,
  outputChars: 4 * 1024 * 1024,
  errorChars: 2000,
  maxJobs: 100_000,
  watchdogGraceMs: 250,
};

type Answer = {
  id?: number;
  ok?: boolean;
  json?: string;
  kind?: SandboxErrorKind;
  message?: string;
  line?: number;
  recycle?: boolean;
  ready?: boolean;
  fatal?: string;
  /** The input is loaded: the function's own time starts now. */
  started?: boolean;
  /** The worker's Linux thread id (with `ready`), for reading its CPU time; absent elsewhere. */
  tid?: number;
};

interface Job {
  id: number;
  setupSource: string;
  inputJson: string;
  buffers: ArrayBuffer[];
  functionText: string;
  owner: string;
  resolve: (json: string) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  watchdog: NodeJS.Timeout | null;
  recycle: boolean;
  /** Where the worker thread's CPU time is read (Linux), or null: the watchdog then counts wall-clock time. */
  statPath: string | null;
}

/** How often a busy worker's CPU time is read. */
const WATCHDOG_TICK_MS = 50;
/** A call may take this many times its budget in wall-clock time (a loaded machine) before it is stopped anyway. */
const WALL_CLOCK_FACTOR = 10;

/** CPU time (user + system) of one thread in ms, from /proc/self/task/<tid>/stat; null when it cannot be read. */
function threadCpuMs(statPath: string): number | null {
  try {
    const text = fs.readFileSync(statPath, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat (utime, stime), in clock ticks of 10 ms (USER_HZ is 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * A few warm worker threads, each with QuickJS loaded, running one call at a time. A call gets a fresh
 * QuickJS runtime inside the worker (never reused), the runtime's interrupt/memory/stack limits, and a
 * wall-clock watchdog here that terminates the worker if QuickJS overruns (it can, near the memory cap).
 * A terminated or broken worker is replaced at once, so the pool stays warm.
 */
export class SandboxPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** Calls whose input is being encoded (they hold a place in the queue meanwhile). */
  private encoding = 0;
  private readonly log = logger('explorer');
  /** Workers started so far (for tests of replacement). */
  started = 0;

  constructor(private readonly options: SandboxPoolOptions) {}

  get limits(): SandboxLimits {
    return this.options.limits;
  }

  /** Runs `functionText` on the input for `owner` (a user id); resolves to the result as JSON text. */
  async run(functionText: string, input: SandboxInput, owner = ''): Promise<string> {
    if (this.closed) throw new SandboxError('internal', 'The sandbox is shutting down.');
    if (this.slots.length === 0) this.warm();
    const running = this.slots.filter((s) => s.job).length;
    if (running + this.waiting.length + this.encoding >= this.options.workers + this.options.queue) throw new SandboxBusyError();
    // Encoding 100,000 rows is CPU work on this thread: done column by column, yielding between columns.
    this.encoding += 1;
    let encoded;
    try {
      encoded = await encodeInputYielding(input);
    } finally {
      this.encoding -= 1;
    }
    if (this.closed) throw new SandboxError('internal', 'The sandbox is shutting down.');
    const { setupSource, inputJson, buffers } = encoded;
    return new Promise<string>((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, setupSource, inputJson, buffers, functionText, owner, resolve, reject });
      this.dispatch();
    });
  }

  /** Starts the workers now (otherwise the first call does). */
  warm(): void {
    while (!this.closed && this.slots.length < this.options.workers) this.slots.push(this.spawn());
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new SandboxError('internal', 'The sandbox is shutting down.'));
    await Promise.all(
      this.slots
        .splice(0)
        .map((slot) => this.stop(slot, new SandboxError('internal', 'The sandbox is shutting down.'))),
    );
  }

  private spawn(): Slot {
    const spec = sandboxWorkerSpec();
    const worker = new Worker(spec.source, {
      eval: true,
      workerData: spec.workerData,
      // The WASM heap is bounded by QuickJS's own limit; these bound the worker's JS side (input strings).
      resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64, stackSizeMb: 4 },
      // No secrets in the worker's process.env (QuickJS cannot reach it anyway; defence in depth).
      env: {},
    });
    worker.unref();
    this.started += 1;
    const slot: Slot = { worker, ready: false, job: null, watchdog: null, recycle: false, statPath: null };
    worker.on('message', (answer: Answer) => {
      if (answer.ready) {
        slot.ready = true;
        if (answer.tid) slot.statPath = `/proc/self/task/${answer.tid}/stat`;
        this.dispatch();
      } else if (answer.started) {
        if (slot.job && slot.job.id === answer.id) this.arm(slot, 'function');
      } else if (answer.fatal) {
        this.log.error({ fatal: answer.fatal }, 'sandbox worker could not load QuickJS');
        this.replace(slot, new SandboxError('internal', 'The sandbox could not start.'));
      } else {
        this.finish(slot, answer);
      }
    });
    worker.on('error', (error) => {
      // e.g. ERR_WORKER_OUT_OF_MEMORY: the worker's own heap limit.
      const memory = /memory/i.test(String(error?.message));
      this.replace(
        slot,
        memory
          ? new SandboxError(
              'memory',
              `Memory limit: the function used more than ${Math.round(this.limits.memoryBytes / 1048576)} MB and was stopped.`,
            )
          : new SandboxError('internal', 'The sandbox stopped unexpectedly.'),
      );
    });
    worker.on('exit', () => this.replace(slot, new SandboxError('internal', 'The sandbox stopped unexpectedly.')));
    return slot;
  }

  /** Workers one owner may hold at once. */
  private get perOwner(): number {
    return this.options.perOwner ?? Math.max(1, this.options.workers - 1);
  }

  /** The first waiting call whose owner holds fewer than `perOwner` workers (first come, first served otherwise). */
  private nextJob(): Job | undefined {
    const holding = new Map<string, number>();
    for (const slot of this.slots) if (slot.job) holding.set(slot.job.owner, (holding.get(slot.job.owner) ?? 0) + 1);
    const index = this.waiting.findIndex((job) => (holding.get(job.owner) ?? 0) < this.perOwner);
    return index < 0 ? undefined : this.waiting.splice(index, 1)[0];
  }

  /**
   * (Re)starts the slot's watchdog for a phase: once the worker thread has used the phase's budget plus the grace
   * in CPU time (so a busy machine does not cut a fair call short, and a call cannot take more than its share of
   * a core), or WALL_CLOCK_FACTOR times that in wall-clock time, the worker is terminated.
   */
  private arm(slot: Slot, phase: 'setup' | 'function'): void {
    const job = slot.job;
    if (!job) return;
    if (slot.watchdog) clearTimeout(slot.watchdog);
    const { limits } = this.options;
    const allowedMs = (phase === 'function' ? limits.timeMs : limits.setupMs) + limits.watchdogGraceMs;
    const startedAt = performance.now();
    const cpuAtStart = slot.statPath ? threadCpuMs(slot.statPath) : null;
    const overran = () => {
      const wall = performance.now() - startedAt;
      if (cpuAtStart === null || !slot.statPath) return wall > allowedMs;
      const cpu = threadCpuMs(slot.statPath);
      return cpu === null ? wall > allowedMs : cpu - cpuAtStart > allowedMs || wall > allowedMs * WALL_CLOCK_FACTOR;
    };
    const check = () => {
      if (slot.job !== job) return;
      if (!overran()) {
        slot.watchdog = setTimeout(check, WATCHDOG_TICK_MS);
        return;
      }
      this.log.warn({ id: job.id, phase }, 'sandbox watchdog terminated a worker');
      this.replace(
        slot,
        phase === 'function'
          ? new SandboxError('timeout', `Time limit: the function ran for more than ${limits.timeMs} ms and was stopped.`)
          : new SandboxError('timeout', `The selected arrays took more than ${limits.setupMs} ms to load into the sandbox. Select fewer arrays.`),
      );
    };
    slot.watchdog = setTimeout(check, Math.max(0, Math.min(allowedMs, WATCHDOG_TICK_MS)));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.waiting.length === 0) return;
      if (slot.job || !slot.ready) continue;
      const job = this.nextJob();
      if (!job) return;
      slot.job = job;
      const { limits } = this.options;
      // Loading the input first (its own budget); the worker says when the function's time starts.
      this.arm(slot, 'setup');
      slot.worker.postMessage(
        {
          id: job.id,
          setupSource: job.setupSource,
          inputJson: job.inputJson,
          buffers: job.buffers,
          functionText: job.functionText,
          limits: {
            timeMs: limits.timeMs,
            setupMs: limits.setupMs,
            memoryBytes: limits.memoryBytes,
            stackBytes: limits.stackBytes,
            outputChars: limits.outputChars,
            errorChars: limits.errorChars,
            maxJobs: limits.maxJobs,
          },
        },
        job.buffers,
      );
    }
  }

  private finish(slot: Slot, answer: Answer): void {
    const job = slot.job;
    if (answer.recycle && answer.ok === undefined) {
      slot.recycle = true; // sent from the worker's finally block, before its answer
      return;
    }
    if (!job || job.id !== answer.id) return;
    this.clear(slot);
    if (answer.ok) job.resolve(answer.json ?? 'null');
    else job.reject(new SandboxError(answer.kind ?? 'internal', answer.message ?? 'The function failed.', answer.line));
    if (slot.recycle || answer.recycle) this.replace(slot, null);
    else this.dispatch();
  }

  private clear(slot: Slot): void {
    if (slot.watchdog) clearTimeout(slot.watchdog);
    slot.watchdog = null;
    slot.job = null;
  }

  /** Ends a worker (failing its call with `error`) and starts a fresh one in its place. */
  private replace(slot: Slot, error: Error | null): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    void this.stop(slot, error);
    if (!this.closed) {
      this.slots.push(this.spawn());
      this.dispatch();
    }
  }

  private async stop(slot: Slot, error: Error | null): Promise<void> {
    const job = slot.job;
    this.clear(slot);
    slot.worker.removeAllListeners('exit');
    slot.worker.removeAllListeners('message');
    slot.worker.on('error', () => {});
    if (job) job.reject(error ?? new SandboxError('internal', 'The sandbox stopped unexpectedly.'));
    await slot.worker.terminate();
  }
}
