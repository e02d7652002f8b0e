/**
 * The metrics snapshot of a database, kept like the company search index (market/companySearch.ts): built on
 * first use (main.ts warms it once market data is ready), and when it is older than a minute the next use
 * checks a cheap fingerprint of the data (last ingest, company count, latest moving averages) and rebuilds it
 * in the background if the data changed. Answers never wait for a rebuild once a snapshot exists.
 */
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client';
import { logger } from '../../platform/logger';
import { rows } from '../../market/api/sql';
import { buildMetricsSnapshot, type MetricsSnapshot } from './metricsSnapshot';

const CHECK_AFTER_MS = 60_000;

interface State {
  snapshot: MetricsSnapshot | null;
  fingerprint: string;
  checkedAt: number;
  building: Promise<MetricsSnapshot> | null;
}

const states = new WeakMap<AppDb, State>();

async function fingerprint(db: AppDb): Promise<string> {
  const [row] = await rows<{ ingest: string | null; companies: number; averages: string | null; statements: number }>(
    db,
    sql`select (select value from app_meta where key = 'last_ingest_at') as ingest,
               (select count(*)::int from company_profile) as companies,
               (select max(updated_at)::text from stock_price_volume_daily_moving_averages) as averages,
               (select count(*)::int from financial_statements where statement = 'key_metrics') as statements`,
  );
  return JSON.stringify(row ?? {});
}

function rebuild(db: AppDb, state: State): Promise<MetricsSnapshot> {
  state.building ??= (async () => {
    const started = performance.now();
    const print = await fingerprint(db);
    const snapshot = await buildMetricsSnapshot(db);
    state.snapshot = snapshot;
    state.fingerprint = print;
    state.checkedAt = Date.now();
    logger('research').info({ companies: snapshot.size, ms: Math.round(performance.now() - started) }, 'metrics snapshot built');
    return snapshot;
  })().finally(() => {
    state.building = null;
  });
  return state.building;
}

function stateOf(db: AppDb): State {
  let state = states.get(db);
  if (!state) states.set(db, (state = { snapshot: null, fingerprint: '', checkedAt: 0, building: null }));
  return state;
}

/** The snapshot of a database: built on first use, refreshed in the background when the data changed. */
export async function metricsSnapshot(db: AppDb): Promise<MetricsSnapshot> {
  const state = stateOf(db);
  if (!state.snapshot) return rebuild(db, state);
  if (Date.now() - state.checkedAt > CHECK_AFTER_MS && !state.building) {
    state.checkedAt = Date.now();
    fingerprint(db)
      .then((print) => (print !== state.fingerprint ? rebuild(db, state) : undefined))
      .catch((error: unknown) => logger('research').warn({ err: error }, 'metrics snapshot refresh failed'));
  }
  return state.snapshot;
}

/** Call after changing market data so the next answer sees it (tests, ingest). */
export function invalidateMetricsSnapshot(db: AppDb): void {
  const state = states.get(db);
  if (state && !state.building) state.snapshot = null;
  if (state) state.checkedAt = 0;
}

/** Rebuilds the snapshot now (after an in-flight build finishes): for when market data just finished loading. */
export async function refreshMetricsSnapshot(db: AppDb): Promise<MetricsSnapshot> {
  const state = stateOf(db);
  if (state.building) await state.building.catch(() => undefined);
  return rebuild(db, state);
}
