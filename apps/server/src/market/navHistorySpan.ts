/**
 * The span of the kept AMFI NAV history (its first and last NAV date) and the longest history of any one scheme
 * (its first to its last NAV, in days), recorded in app_meta by the AMFI loader as it loads a day, so the mutual
 * funds list reads three keys (one query) instead of a min/max over the whole history. The span alone does not say whether
 * a return can exist: one NAVAll file carries a few stale schemes with NAVs of years ago, so one day's load spans
 * years while every scheme has one NAV. A 1-year return needs one scheme with NAVs a year apart.
 */
import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../platform/db/sql';

export interface NavHistorySpan {
  from: string;
  to: string;
}

const FROM = 'nav_history_from';
const TO = 'nav_history_to';
const LONGEST = 'nav_history_longest_days';

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

async function recordedLongest(db: Executor): Promise<number | null> {
  const [found] = await rows<{ value: string }>(db, sql`select value from app_meta where key = ${LONGEST}`);
  return found ? Number(found.value) : null;
}

/** The longest history of one scheme among `schemeCodes` (all schemes without): its last NAV date less its first. */
async function longestOf(db: Executor, schemeCodes?: readonly number[]): Promise<number | null> {
  const [found] = await rows<{ days: number | null }>(
    db,
    schemeCodes
      ? // Two probes of the primary key (scheme_code, nav_date) per scheme, not a scan of their history.
        sql`select max((select max(nav_date) from mutual_fund_nav_history where scheme_code = c.code)
                       - (select min(nav_date) from mutual_fund_nav_history where scheme_code = c.code))::int as days
            from unnest(${`{${schemeCodes.join(',')}}`}::int[]) as c(code)`
      : sql`select max(days)::int as days from (
              select max(nav_date) - min(nav_date) as days from mutual_fund_nav_history group by scheme_code) s`,
  );
  return found?.days ?? null;
}

/** Raises the recorded longest history to `days` (never lowers it: history rows are not removed). */
async function lengthen(db: Executor, days: number): Promise<void> {
  await db.execute(
    sql`insert into app_meta (key, value) values (${LONGEST}, ${String(days)})
        on conflict (key) do update set value = greatest(app_meta.value::int, excluded.value::int)::text, updated_at = now()`,
  );
}

/**
 * After a load has written NAVs of `dates` (YYYY-MM-DD) for `schemeCodes` to the history: the span grows to take
 * them in, and the longest history to the longest of those schemes'. A database whose history predates the
 * record (or has none yet) takes its span and longest history from the whole history once.
 */
export async function recordNavHistorySpan(db: Executor, dates: readonly string[], schemeCodes: readonly number[]): Promise<void> {
  if (dates.length === 0) return;
  const recorded = await recordedSpan(db);
  const sorted = [...dates].sort();
  const span = recorded ? { from: sorted[0]!, to: sorted.at(-1)! } : await tableSpan(db);
  if (span) await widen(db, span);
  const days = (await recordedLongest(db)) === null ? await longestOf(db) : await longestOf(db, [...new Set(schemeCodes)]);
  if (days !== null) await lengthen(db, days);
}

export interface NavHistoryRecord {
  /** The first and last NAV date of the kept history; null while nothing is recorded. */
  span: NavHistorySpan | null;
  /** The longest NAV history of any one scheme, in days (0: every scheme has NAVs of one day; null: none recorded). */
  longest: number | null;
}

/**
 * The recorded span and longest scheme history, in one read of app_meta; never writes (a GET calls it). A history
 * that predates the record was measured once by migration 0015 (drizzle/0015_nav_history_record.sql); loads keep
 * the record since.
 */
export async function readNavHistoryRecord(db: Executor): Promise<NavHistoryRecord> {
  const found = await rows<{ key: string; value: string }>(db, sql`select key, value from app_meta where key in (${FROM}, ${TO}, ${LONGEST})`);
  const value = (key: string) => found.find((r) => r.key === key)?.value;
  const [from, to, longest] = [value(FROM), value(TO), value(LONGEST)];
  return { span: from && to ? { from, to } : null, longest: longest === undefined ? null : Number(longest) };
}
