/**
 * PGlite in a worker thread, behind the part of PGlite's interface the app uses (query, exec, transaction,
 * dumpDataDir, close), so Drizzle and the demo's COPY run on it unchanged. PGlite executes each statement
 * synchronously in its thread: on the main thread a first-start load or a warm-up query held the event
 * loop, and /healthz with it, for as long as its longest statement (hundreds of milliseconds on a loaded
 * machine). In the worker the main thread only sends the statement and reads the rows back, and every
 * answer arrives as its own message, a turn of the event loop.
 */
import type { Worker } from 'node:worker_threads';
import { startModuleWorker } from '../moduleWorker';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import {
  errorFromWire,
  READY_ID,
  textTypesOf,
  type WireQueryOptions,
  type WorkerAnswer,
  type WorkerOpenOptions,
  type WorkerRequest,
} from './pgliteWire';

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export interface WorkerTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string, options?: QueryOptions): Promise<Results[]>;
}

/** The worker thread for pgliteWorker next to this module. */
function startWorker(workerData: WorkerOpenOptions): Worker {
  return startModuleWorker(import.meta.url, 'pgliteWorker', workerData);
}

function wireOptions(options: QueryOptions | undefined): WireQueryOptions {
  if (options?.serializers) throw new Error('serializers cannot run in the PGlite worker');
  return {
    rowMode: options?.rowMode,
    textTypes: textTypesOf(options?.parsers),
    paramTypes: options?.paramTypes,
    blob: options?.blob,
  };
}

export class PgliteInWorker {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #nextId = READY_ID + 1;
  #failure: Error | null = null;
  /** performance.now() of the worker's last answer (a ping need not queue behind a long load). */
  lastAnswerAt = 0;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (answer: WorkerAnswer) => {
      this.lastAnswerAt = performance.now();
      const waiting = this.#pending.get(answer.id);
      if (!waiting) return;
      this.#pending.delete(answer.id);
      if ('error' in answer) waiting.reject(errorFromWire(answer.error));
      else waiting.resolve(answer.result);
    });
    const fail = (error: Error) => {
      this.#failure = error;
      for (const waiting of this.#pending.values()) waiting.reject(error);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the PGlite worker stopped (exit code ${code})`)));
  }

  /** Starts the worker and waits until PGlite is open in it. */
  static async create(options: WorkerOpenOptions = {}): Promise<PgliteInWorker> {
    const worker = startWorker(options);
    const client = new PgliteInWorker(worker);
    try {
      await new Promise((resolve, reject) => client.#pending.set(READY_ID, { resolve, reject }));
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return client;
  }

  #call<T>(request: Request): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #runner(tx?: number): WorkerTransaction {
    return {
      query: async <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
        this.#call<Results<T>>({ op: 'query', text, params, options: wireOptions(options), tx }),
      exec: (text: string) => this.#call<Results[]>({ op: 'exec', text, tx }),
    };
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#runner().query<T>(text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    return this.#runner().exec(text);
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    const tx = await this.#call<number>({ op: 'begin' });
    let result: T;
    try {
      result = await work(this.#runner(tx));
    } catch (error) {
      await this.#call({ op: 'end', tx, commit: false }).catch(() => {}); // the work's error is the one to report
      throw error;
    }
    await this.#call({ op: 'end', tx, commit: true });
    return result;
  }

  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob> {
    return this.#call<Blob>({ op: 'dump', compression });
  }

  async close(): Promise<void> {
    if (this.#failure) return;
    const exited = new Promise((resolve) => this.#worker.once('exit', resolve));
    await this.#call({ op: 'close' });
    await exited;
  }
}
