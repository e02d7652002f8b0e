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
import { perUserLimit } from '../platform/http/rateLimit';
import { validate } from '../platform/http/validate';
import { type ArrayQuery, loadArrayPage, loadArrayRows, type Row } from './arrays';
import { DEFAULT_SANDBOX_LIMITS, SandboxBusyError, SandboxError, SandboxPool } from './sandbox/sandboxPool';

const SIGN_IN = 'Sign in to use the data-array explorer.';

/**
 * Explorer bounds besides the sandbox's own (README "Limits"): calls one user may have running at once (js_exec
 * and arrayview each); array loads running at once over all users (each reads up to EXPLORER_LIMITS.execRowsTotal
 * rows), one of them per user while others wait; rows read per query while loading (the event loop and the
 * database serve others between chunks); the loading budgets, checked before every query.
 */
export const JS_EXEC_LIMITS = {
  perUserConcurrent: 2,
  concurrentLoads: 2,
  loadsPerUser: 1,
  loadChunkRows: 10_000,
  loadBudgetMs: 15_000,
  arrayviewBudgetMs: 10_000,
} as const;

export const JS_EXEC_MESSAGES = {
  userBusy: `You already have ${JS_EXEC_LIMITS.perUserConcurrent} functions running. Wait for one to finish, then try again.`,
  loadTimeout: `The selected arrays took more than ${JS_EXEC_LIMITS.loadBudgetMs / 1000} s to load. Select fewer arrays.`,
  viewBusy: `You already have ${JS_EXEC_LIMITS.perUserConcurrent} array reads running. Wait for one to finish, then try again.`,
  viewTimeout: `The selected arrays took more than ${JS_EXEC_LIMITS.arrayviewBudgetMs / 1000} s to read. Select fewer arrays or a smaller page.`,
} as const;

/**
 * A gate of `slots` places, first come first served, where one owner holds at most `perOwner` places: while an
 * owner is at its share, later callers of other owners go ahead of its waiting calls.
 */
function fairGate(slots: number, perOwner: number) {
  let free = slots;
  const holding = new Map<string, number>();
  const queue: { owner: string; go: () => void }[] = [];
  const take = (owner: string) => {
    free -= 1;
    holding.set(owner, (holding.get(owner) ?? 0) + 1);
  };
  const release = (owner: string) => {
    free += 1;
    const left = (holding.get(owner) ?? 1) - 1;
    if (left > 0) holding.set(owner, left);
    else holding.delete(owner);
    const index = queue.findIndex((w) => (holding.get(w.owner) ?? 0) < perOwner);
    if (free > 0 && index >= 0) {
      const [next] = queue.splice(index, 1);
      take(next!.owner);
      next!.go();
    }
  };
  return async function run<T>(owner: string, work: () => Promise<T>): Promise<T> {
    if (free > 0 && (holding.get(owner) ?? 0) < perOwner) take(owner);
    else await new Promise<void>((go) => queue.push({ owner, go }));
    try {
      return await work();
    } finally {
      release(owner);
    }
  };
}

/** Calls being served per user, refused past `max` with `error` (checked before any rows are read). */
function perUserCalls(max: number, error: () => AppError) {
  const counts = new Map<string, number>();
  return async function run<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const mine = counts.get(userId) ?? 0;
    if (mine >= max) throw error();
    counts.set(userId, mine + 1);
    try {
      return await work();
    } finally {
      const left = (counts.get(userId) ?? 1) - 1;
      if (left > 0) counts.set(userId, left);
      else counts.delete(userId);
    }
  };
}

function arrayNamesOrThrow(input: string | readonly string[]): ExplorerArrayName[] {
  const parsed = parseArrayNames(input);
  if (!parsed.ok) throw new AppError(400, 'invalid_array_name', parsed.message);
  return parsed.names;
}

/** The pool the routes use, built from the settings; started lazily by the first js_exec. */
export type SandboxSettings = Pick<
  Env,
  'EXPLORER_SANDBOX_WORKERS' | 'EXPLORER_SANDBOX_QUEUE' | 'EXPLORER_SANDBOX_TIME_MS' | 'EXPLORER_SANDBOX_MEMORY_MB' | 'EXPLORER_ARRAYVIEW_PER_MINUTE'
>;

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

    // Array reads of both routes share one fair gate: one user's loads cannot take every place.
    const loadGate = fairGate(JS_EXEC_LIMITS.concurrentLoads, JS_EXEC_LIMITS.loadsPerUser);

    /** A page of each array, within JS_EXEC_LIMITS.arrayviewBudgetMs (checked before each array's query). */
    async function loadArrays(names: readonly ExplorerArrayName[], q: ArrayQuery) {
      return loadGate(q.userId, async () => {
        const deadline = performance.now() + JS_EXEC_LIMITS.arrayviewBudgetMs;
        const data: Record<string, Row[]> = {};
        const meta: ArrayViewMeta = {};
        // One after another: a PGlite database answers one query at a time anyway.
        for (const name of names) {
          if (performance.now() > deadline) throw new AppError(422, 'arrayview_timeout', JS_EXEC_MESSAGES.viewTimeout);
          const page = await loadArrayPage(deps.db, name, q);
          data[name] = page.rows;
          meta[name] = page.meta;
        }
        return { data, meta };
      });
    }

    const viewCalls = perUserCalls(JS_EXEC_LIMITS.perUserConcurrent, () => new AppError(429, 'arrayview_busy', JS_EXEC_MESSAGES.viewBusy));
    app.get('/api/chat/arrayview', { config: perUserLimit(deps.sandbox.EXPLORER_ARRAYVIEW_PER_MINUTE) }, async (request, reply): Promise<ArrayViewResponse> => {
      const user = await requireUser(request, SIGN_IN);
      const query = validate(arrayViewQuery, request.query);
      const names = arrayNamesOrThrow(query.array_name);
      const { data, meta } = await viewCalls(user.id, () =>
        loadArrays(names, { userId: user.id, country: query.country, limit: query.limit, offset: query.offset }),
      );
      reply.header(ARRAY_META_HEADER, JSON.stringify(meta));
      reply.header('cache-control', 'no-store');
      return data;
    });

    /**
     * The rows js_exec hands a function: read in chunks of JS_EXEC_LIMITS.loadChunkRows, yielding between them,
     * through the shared load gate, within JS_EXEC_LIMITS.loadBudgetMs (checked before every chunk of every array).
     */
    async function loadForExec(names: readonly ExplorerArrayName[], q: Omit<ArrayQuery, 'offset'>) {
      return loadGate(q.userId, async () => {
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
        json = await pool.run(body.functionText, { arrays: data, context: { country: body.country } }, user.id);
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
