/**
 * The span of the kept AMFI NAV history (its first and last NAV date), recorded in app_meta by the AMFI loader
 * as it loads a day, so the mutual funds list reads two keys instead of a min/max over the whole history.
 */
import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../platform/db/sql';

export interface NavHistorySpan {
  from: string;
  to: string;
}

const FROM = 'nav_history_from';
const TO = 'nav_history_to';

async function recordedSpan(db: Executor): Promise<NavHistorySpan | null> {
  const found = await rows<{ key: string; value: string }>(db, sql`select key, value from app_meta where key in (${FROM}, ${TO})`);
  const from = found.find((r) => r.key === FROM)?.value;
  const to = found.find((r) => r.key === TO)?.value;
  return from && to ? { from, to } : null;
}

async function tableSpan(db: Executor): Promise<NavHistorySpan | null> {
  const [span] = await rows<{ from: string | null; to: string | null }>(
    db,
    sql`select to_char(min(nav_date), 'YYYY-MM-DD') as "from", to_char(max(nav_date), 'YYYY-MM-DD') as "to" from mutual_fund_nav_history`,
  );
  return span?.from && span.to ? { from: span.from, to: span.to } : null;
}

/** Widens the recorded span to `span` (never narrows it: two writers in either order leave the same span). */
async function widen(db: Executor, span: NavHistorySpan): Promise<void> {
  await db.execute(
    sql`insert into app_meta (key, value) values (${FROM}, ${span.from}), (${TO}, ${span.to})
        on conflict (key) do update set
          value = case when app_meta.key = ${FROM} then least(app_meta.value, excluded.value) else greatest(app_meta.value, excluded.value) end,
          updated_at = now()`,
  );
}

/**
 * After a load has written NAVs of `dates` (YYYY-MM-DD) to the history: the span grows to take them in. A
 * database whose history predates the record (or has none yet) takes its span from the history once.
 */
export async function recordNavHistorySpan(db: Executor, dates: readonly string[]): Promise<void> {
  if (dates.length === 0) return;
  const recorded = await recordedSpan(db);
  const sorted = [...dates].sort();
  const span = recorded ? { from: sorted[0]!, to: sorted.at(-1)! } : await tableSpan(db);
  if (span) await widen(db, span);
}

/** The recorded span; a history loaded before the span was recorded is measured once and recorded. */
export async function readNavHistorySpan(db: Executor): Promise<NavHistorySpan | null> {
  const recorded = await recordedSpan(db);
  if (recorded) return recorded;
  const span = await tableSpan(db);
  if (span) await widen(db, span);
  return span;
}
