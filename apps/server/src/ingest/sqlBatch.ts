/**
 * Bulk writes for the loaders. Each batch travels as ONE jsonb parameter expanded by
 * jsonb_to_recordset: a single round trip and a single parameter whatever the row count (PGlite is one
 * connection; node-postgres caps parameters at 65,535), with the same SQL on both drivers.
 * Upserts only write rows whose values differ, so a re-run changes nothing.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/sql';

export type PgType = 'text' | 'uuid' | 'date' | 'double precision' | 'bigint' | 'integer' | 'jsonb' | 'boolean';
export type Row = Record<string, unknown>;

export const BATCH_ROWS = 2000;

export interface UpsertSpec {
  table: string;
  /** The JSON keys of each row = the inserted columns, with their types. */
  columns: Readonly<Record<string, PgType>>;
  conflict: readonly string[];
  /**
   * On conflict: the columns to overwrite with the new value, or column -> SQL expression over `excluded`
   * and the table alias `t` (e.g. `coalesce(excluded.nav, t.nav)`). Empty: do nothing.
   */
  update: readonly string[] | Readonly<Record<string, string>>;
  /** Also set updated_at = now() when a row changes. */
  touch?: boolean;
}

export interface UpdateSpec {
  table: string;
  columns: Readonly<Record<string, PgType>>;
  /** Row keys matched against the table's columns of the same name. */
  key: readonly string[];
  /** Column -> SQL expression over `x` (the new row) and `t` (the table), e.g. `coalesce(x.sector, t.sector)`. */
  set: Readonly<Record<string, string>>;
  touch?: boolean;
}

const q = (name: string) => `"${name}"`;

function recordset(columns: Readonly<Record<string, PgType>>): string {
  return Object.entries(columns)
    .map(([name, type]) => `${q(name)} ${type}`)
    .join(', ');
}

function expressions(update: UpsertSpec['update']): [string, string][] {
  if (Array.isArray(update)) return (update as readonly string[]).map((c) => [c, `excluded.${q(c)}`]);
  return Object.entries(update as Record<string, string>);
}

/** Builds the statement around the jsonb parameter once per spec. */
function upsertSql(spec: UpsertSpec): [string, string] {
  const names = Object.keys(spec.columns).map(q).join(', ');
  const head = `insert into ${q(spec.table)} as t (${names}) select ${names} from jsonb_to_recordset(`;
  const sets = expressions(spec.update);
  let tail = `::jsonb) as x(${recordset(spec.columns)}) on conflict (${spec.conflict.map(q).join(', ')}) `;
  if (sets.length === 0) return [head, `${tail}do nothing`];
  const assignments = sets.map(([c, e]) => `${q(c)} = ${e}`);
  if (spec.touch) assignments.push('"updated_at" = now()');
  const current = sets.map(([c]) => `t.${q(c)}`).join(', ');
  const next = sets.map(([, e]) => e).join(', ');
  tail += `do update set ${assignments.join(', ')} where (${current}) is distinct from (${next})`;
  return [head, tail];
}

function updateSql(spec: UpdateSpec): [string, string] {
  const sets = Object.entries(spec.set);
  const assignments = sets.map(([c, e]) => `${q(c)} = ${e}`);
  if (spec.touch) assignments.push('"updated_at" = now()');
  const head = `update ${q(spec.table)} as t set ${assignments.join(', ')} from jsonb_to_recordset(`;
  const join = spec.key.map((k) => `t.${q(k)} = x.${q(k)}`).join(' and ');
  const current = sets.map(([c]) => `t.${q(c)}`).join(', ');
  const next = sets.map(([, e]) => e).join(', ');
  const tail = `::jsonb) as x(${recordset(spec.columns)}) where ${join} and (${current}) is distinct from (${next})`;
  return [head, tail];
}

/** Keeps the last row per key: one INSERT ... ON CONFLICT may not touch the same row twice. */
export function uniqueBy(rows: readonly Row[], key: readonly string[]): Row[] {
  const byKey = new Map<string, Row>();
  for (const row of rows) byKey.set(key.map((k) => String(row[k])).join('\u0001'), row);
  return byKey.size === rows.length ? (rows as Row[]) : [...byKey.values()];
}

/** How long one statement may hold the event loop: PGlite runs each one synchronously in this thread. */
const STATEMENT_BUDGET_MS = 25;
const MIN_BATCH_ROWS = 50;
/** A statement's first batch, doubled while quick: a wide row (jsonb statements) costs far more than a bar. */
const FIRST_BATCH_ROWS = 250;
/** The batch size each statement settled on, so the next file starts there (a few dozen statements). */
const learnedBatch = new Map<string, number>();

/**
 * Writes `rows` in statements of at most `size` rows. PGlite executes a statement on the event loop and
 * answers through promises alone (no I/O), so a load would starve timers and HTTP (/healthz during a first
 * start): each batch is followed by a turn of the event loop, and a batch that took longer than the budget
 * halves the next one (a quick one doubles it back, up to `size`); on PostgreSQL the cost is a few more
 * round trips.
 */
async function inBatches(db: Executor, head: string, tail: string, rows: readonly Row[], size: number): Promise<void> {
  const statement = head + tail;
  let batch = Math.min(size, learnedBatch.get(statement) ?? FIRST_BATCH_ROWS);
  for (let i = 0; i < rows.length;) {
    const started = performance.now();
    const json = JSON.stringify(rows.slice(i, i + batch));
    await db.execute(sql`${sql.raw(head)}${json}${sql.raw(tail)}`);
    i += batch;
    const ms = performance.now() - started;
    if (ms > STATEMENT_BUDGET_MS) batch = Math.max(MIN_BATCH_ROWS, Math.floor(batch / 2));
    else if (ms < STATEMENT_BUDGET_MS / 4) batch = Math.min(size, batch * 2);
    await nextTurn();
  }
  learnedBatch.set(statement, batch);
}

export async function upsertRows(
  db: Executor,
  spec: UpsertSpec,
  rows: readonly Row[],
  size = BATCH_ROWS,
): Promise<void> {
  if (rows.length === 0) return;
  const [head, tail] = upsertSql(spec);
  await inBatches(db, head, tail, uniqueBy(rows, spec.conflict), size);
}

export async function updateRows(
  db: Executor,
  spec: UpdateSpec,
  rows: readonly Row[],
  size = BATCH_ROWS,
): Promise<void> {
  if (rows.length === 0) return;
  const [head, tail] = updateSql(spec);
  await inBatches(db, head, tail, uniqueBy(rows, spec.key), size);
}

// The one raw-rows reader and transaction helper, under the names the loaders use.
export { type Executor, inTransaction, rows as queryRows } from '../platform/db/sql';
