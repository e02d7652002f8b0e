/**
 * The PGlite worker thread: it owns the database (PostgreSQL compiled to WebAssembly runs each statement
 * synchronously in the thread that calls it) and answers the main thread's requests (pgliteWire.ts). Requests
 * are handled as they arrive, each in its own promise: PGlite's own locks order them, so a statement of an
 * open transaction gets through while a query from outside it waits for the transaction to end.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { reusePreparedStatements } from './pgliteStatements';
import {
  errorToWire,
  READY_ID,
  type WireQueryOptions,
  type WorkerAnswer,
  type WorkerOpenOptions,
  type WorkerRequest,
} from './pgliteWire';

const port = parentPort!;
const options = workerData as WorkerOpenOptions;

/** Thrown inside PGlite's transaction to make it roll back when the main thread's work failed. */
const ROLLBACK = Symbol('rollback');

interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean): void;
  /** Settles when PGlite has committed or rolled back. */
  done: Promise<void>;
}

const keepText = (value: string) => value;

function queryOptions(wire: WireQueryOptions): QueryOptions {
  return {
    rowMode: wire.rowMode,
    paramTypes: wire.paramTypes,
    blob: wire.blob,
    parsers: wire.textTypes && Object.fromEntries(wire.textTypes.map((type) => [type, keepText])),
  };
}

function serve(client: PGlite): void {
  const transactions = new Map<number, OpenTransaction>();
  const runner = (tx: number | undefined): Pick<Transaction, 'query' | 'exec'> => {
    if (tx === undefined) return client;
    const open = transactions.get(tx);
    if (!open) throw new Error('the transaction has ended');
    return open.tx;
  };

  function begin(id: number): Promise<number> {
    return new Promise((started, failed) => {
      const done = client
        .transaction(async (tx) => {
          const commit = await new Promise<boolean>((end) => {
            transactions.set(id, { tx, end, done });
            started(id);
          });
          if (!commit) throw ROLLBACK;
        })
        .catch((error: unknown) => {
          failed(error); // BEGIN itself failed (a no-op once started)
          if (error !== ROLLBACK) throw error;
        });
      done.catch(() => {}); // observed by `end`
    });
  }

  async function end(tx: number, commit: boolean): Promise<void> {
    const open = transactions.get(tx);
    if (!open) throw new Error('the transaction has ended');
    transactions.delete(tx);
    open.end(commit);
    await open.done;
  }

  async function handle(request: WorkerRequest): Promise<unknown> {
    switch (request.op) {
      case 'query':
        return runner(request.tx).query(request.text, request.params, queryOptions(request.options));
      case 'exec':
        return runner(request.tx).exec(request.text);
      case 'begin':
        return begin(request.id);
      case 'end':
        return end(request.tx, request.commit);
      case 'dump':
        return client.dumpDataDir(request.compression);
      case 'close':
        await client.close();
        setImmediate(() => port.close()); // after the answer is sent
        return undefined;
    }
  }

  port.on('message', (request: WorkerRequest) => {
    handle(request).then(
      (result) => port.postMessage({ id: request.id, result } satisfies WorkerAnswer),
      (error: unknown) => port.postMessage({ id: request.id, error: errorToWire(error) } satisfies WorkerAnswer),
    );
  });
}

try {
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  reusePreparedStatements(client);
  serve(client);
  port.postMessage({ id: READY_ID, result: null } satisfies WorkerAnswer);
} catch (error) {
  port.postMessage({ id: READY_ID, error: errorToWire(error) } satisfies WorkerAnswer);
}
