import {
  ARRAY_META_HEADER,
  type ArrayViewMeta,
  type ArrayViewResponse,
  arrayViewQuery,
  EXPLORER_LIMITS,
  type ExplorerArrayName,
  jsExecRequest,
  parseArrayNames,
} from '@sanchay/core';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../platform/auth';
import type { AppDb } from '../platform/db/client';
import type { Env } from '../platform/env';
import { AppError } from '../platform/errors';
import { validate } from '../platform/http/validate';
import { type ArrayQuery, loadArrayPage, loadArrayRows, type Row } from './arrays';
import { DEFAULT_SANDBOX_LIMITS, SandboxBusyError, SandboxError, SandboxPool } from './sandbox/sandboxPool';

const SIGN_IN = 'Sign in to use the data-array explorer.';

/**
 * js_exec bounds besides the sandbox's own (README "Limits"): calls one user may have running at once; array
 * loads running at once over all users (each reads up to EXPLORER_LIMITS.execRowsTotal rows); rows read per
 * query while loading (the event loop and the database serve others between chunks); the loading budget.
 */
export const JS_EXEC_LIMITS = {
  perUserConcurrent: 2,
  concurrentLoads: 2,
  loadChunkRows: 10_000,
  loadBudgetMs: 15_000,
} as const;

export const JS_EXEC_MESSAGES = {
  userBusy: `You already have ${JS_EXEC_LIMITS.perUserConcurrent} functions running. Wait for one to finish, then try again.`,
  loadTimeout: `The selected arrays took more than ${JS_EXEC_LIMITS.loadBudgetMs / 1000} s to load. Select fewer arrays.`,
} as const;

/** A first-come, first-served gate of `slots` places. */
function gate(slots: number) {
  let free = slots;
  const queue: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => queue.push(resolve));
    try {
      return await work();
    } finally {
      const next = queue.shift();
      if (next) next();
      else free += 1;
    }
  };
}

function arrayNamesOrThrow(input: string | readonly string[]): ExplorerArrayName[] {
  const parsed = parseArrayNames(input);
  if (!parsed.ok) throw new AppError(400, 'invalid_array_name', parsed.message);
  return parsed.names;
}

/** The pool the routes use, built from the settings; started lazily by the first js_exec. */
export type SandboxSettings = Pick<Env, 'EXPLORER_SANDBOX_WORKERS' | 'EXPLORER_SANDBOX_QUEUE' | 'EXPLORER_SANDBOX_TIME_MS' | 'EXPLORER_SANDBOX_MEMORY_MB'>;

export interface ExplorerDeps {
  db: AppDb;
  sandbox: SandboxSettings;
}

export function sandboxPoolFor(env: SandboxSettings): SandboxPool {
  return new SandboxPool({
    workers: env.EXPLORER_SANDBOX_WORKERS,
    queue: env.EXPLORER_SANDBOX_QUEUE,
    limits: {
      ...DEFAULT_SANDBOX_LIMITS,
      timeMs: env.EXPLORER_SANDBOX_TIME_MS,
      memoryBytes: env.EXPLORER_SANDBOX_MEMORY_MB * 1024 * 1024,
    },
  });
}

/**
 * The data-array explorer (spec 001 sections 2.5 and 7.1), for signed-in users (the spec sends a bearer
 * token with both calls; `peers` reads the caller's own watch list):
 * - GET /api/chat/arrayview?array_name=a,b[&limit&offset&country]: array name -> rows, a page of each.
 * - POST /api/chat/js_exec {functionText, country, arrays}: runs the function in the QuickJS sandbox on
 *   those arrays and answers {result: {result}}.
 */
export function explorerRoutes(deps: ExplorerDeps, pool: SandboxPool = sandboxPoolFor(deps.sandbox)) {
  return async function register(app: FastifyInstance) {
    app.addHook('onClose', async () => pool.close());

    async function loadArrays(names: readonly ExplorerArrayName[], q: ArrayQuery) {
      const data: Record<string, Row[]> = {};
      const meta: ArrayViewMeta = {};
      // One after another: a PGlite database answers one query at a time anyway.
      for (const name of names) {
        const page = await loadArrayPage(deps.db, name, q);
        data[name] = page.rows;
        meta[name] = page.meta;
      }
      return { data, meta };
    }

    app.get('/api/chat/arrayview', async (request, reply): Promise<ArrayViewResponse> => {
      const user = await requireUser(request, SIGN_IN);
      const query = validate(arrayViewQuery, request.query);
      const names = arrayNamesOrThrow(query.array_name);
      const { data, meta } = await loadArrays(names, {
        userId: user.id,
        country: query.country,
        limit: query.limit,
        offset: query.offset,
      });
      reply.header(ARRAY_META_HEADER, JSON.stringify(meta));
      reply.header('cache-control', 'no-store');
      return data;
    });

    /**
     * The rows js_exec hands a function: read in chunks of JS_EXEC_LIMITS.loadChunkRows, yielding between them,
     * at most JS_EXEC_LIMITS.concurrentLoads loads at a time over all users, within JS_EXEC_LIMITS.loadBudgetMs.
     */
    const loadGate = gate(JS_EXEC_LIMITS.concurrentLoads);
    async function loadForExec(names: readonly ExplorerArrayName[], q: Omit<ArrayQuery, 'offset'>) {
      return loadGate(async () => {
        const options = { chunkRows: JS_EXEC_LIMITS.loadChunkRows, deadline: performance.now() + JS_EXEC_LIMITS.loadBudgetMs };
        const data: Record<string, Row[]> = {};
        for (const name of names) {
          const rows = await loadArrayRows(deps.db, name, q, options);
          if (!rows) throw new AppError(422, 'js_load_timeout', JS_EXEC_MESSAGES.loadTimeout);
          data[name] = rows;
        }
        return data;
      });
    }

    // Calls being served (loading rows or in the pool), in all and per user; checked before any rows are loaded.
    let inFlight = 0;
    const perUser = new Map<string, number>();
    const capacity = deps.sandbox.EXPLORER_SANDBOX_WORKERS + deps.sandbox.EXPLORER_SANDBOX_QUEUE;

    app.post('/api/chat/js_exec', async (request, reply) => {
      const user = await requireUser(request, SIGN_IN);
      const body = validate(jsExecRequest, request.body);
      const names = body.arrays.length > 0 ? arrayNamesOrThrow(body.arrays) : [];
      if (inFlight >= capacity) throw new AppError(429, 'sandbox_busy', new SandboxBusyError().message);
      const mine = perUser.get(user.id) ?? 0;
      if (mine >= JS_EXEC_LIMITS.perUserConcurrent) throw new AppError(429, 'js_exec_busy', JS_EXEC_MESSAGES.userBusy);
      perUser.set(user.id, mine + 1);
      inFlight += 1;
      const started = performance.now();
      let json: string;
      let data: Record<string, Row[]>;
      try {
        const limit = Math.floor(EXPLORER_LIMITS.execRowsTotal / Math.max(1, names.length));
        data = await loadForExec(names, { userId: user.id, country: body.country, limit });
        json = await pool.run(body.functionText, { arrays: data, context: { country: body.country } });
      } catch (error) {
        if (error instanceof SandboxBusyError) throw new AppError(429, 'sandbox_busy', error.message);
        if (error instanceof SandboxError) throw new AppError(422, `js_${error.kind}`, error.message);
        throw error;
      } finally {
        inFlight -= 1;
        const left = (perUser.get(user.id) ?? 1) - 1;
        if (left > 0) perUser.set(user.id, left);
        else perUser.delete(user.id);
      }
      const inputRows = Object.fromEntries(Object.entries(data).map(([name, rows]) => [name, rows.length]));
      const elapsedMs = Math.round(performance.now() - started);
      // The result is already JSON (made by QuickJS's JSON.stringify and checked in the worker): no re-parse here.
      reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-store');
      return reply.send(
        `{"result":{"result":${json},"inputRows":${JSON.stringify(inputRows)},"elapsedMs":${elapsedMs}}}`,
      );
    });
  };
}
