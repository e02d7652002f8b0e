import {
  formatDate,
  istDate,
  istDateTime,
  type ResearchPlan,
  restatePlan,
  SCREEN_ALERT_MESSAGES,
  SCREEN_MAX_LIMIT,
  type ScreenAlertView,
  type ScreenPlan,
} from '@sanchay/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import { queueNotificationsSql } from '../notifications/notificationQueue';
import type { AppDb } from '../platform/db/client';
import { rows } from '../platform/db/sql';
import { invalidInput, notFound } from '../platform/errors';
import { logger } from '../platform/logger';
import { type ResearchEngine, warmResearchEngine } from '../research/engine';
import { UUID, withinAlertLimit } from './alertStore';
import { type ScreenAlertRow, screenAlerts } from './schema';

/**
 * Screen alerts (issue 38): a person's research query, run by the research engine after each ingest; a
 * company entering or leaving its results fires once per change (in-app and Telegram through the outbox, one
 * history row). The first evaluation only learns the members.
 */
export type ScreenReader = Pick<ResearchEngine, 'compile' | 'runPlan'>;

const noSuchScreen = () => notFound(SCREEN_ALERT_MESSAGES.notFound);

/** How the research engine reads a screen query; a query it cannot read, or that is not a screen, is a 400. */
export async function readScreen(research: ScreenReader, query: string): Promise<{ plan: ScreenPlan; description: string }> {
  const compiled = await research.compile(query, null, { screener: true });
  if ('error' in compiled) throw invalidInput(SCREEN_ALERT_MESSAGES.unreadable(query, compiled.error));
  if ('clarify' in compiled) throw invalidInput(SCREEN_ALERT_MESSAGES.unreadable(query, compiled.clarify.message));
  if (compiled.plan.kind !== 'screen' || !compiled.plan.filter) throw invalidInput(SCREEN_ALERT_MESSAGES.notAScreen(query));
  return { plan: compiled.plan, description: compiled.restated ?? restatePlan(compiled.plan) };
}

function present(row: ScreenAlertRow, members: number | null): ScreenAlertView {
  return {
    id: row.id,
    query: row.query,
    description: row.description,
    status: row.status as ScreenAlertView['status'],
    members: row.checkedAt ? members : null,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    fireCount: row.fireCount,
    lastFiredAt: row.lastFiredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createScreenAlert(db: AppDb, research: ScreenReader, userId: string, query: string): Promise<ScreenAlertView> {
  const { plan, description } = await readScreen(research, query);
  return withinAlertLimit(db, userId, async (tx) => {
    const [row] = await tx.insert(screenAlerts).values({ userId, query, plan, description }).returning();
    return present(row!, null);
  });
}

export async function listScreenAlerts(db: AppDb, userId: string): Promise<ScreenAlertView[]> {
  const counts = await rows<{ id: string; n: number }>(
    db,
    sql`select s.id, count(m.company_id)::int as n from alert_screens s left join alert_screen_members m on m.screen_id = s.id
        where s.user_id = ${userId} group by s.id`,
  );
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  const list = await db.select().from(screenAlerts).where(eq(screenAlerts.userId, userId)).orderBy(desc(screenAlerts.createdAt), desc(screenAlerts.id));
  return list.map((row) => present(row, byId.get(row.id) ?? 0));
}

async function ownScreen(db: AppDb, userId: string, id: string): Promise<ScreenAlertRow> {
  if (!UUID.test(id)) throw noSuchScreen();
  const [row] = await db.select().from(screenAlerts).where(and(eq(screenAlerts.id, id), eq(screenAlerts.userId, userId)));
  if (!row) throw noSuchScreen();
  return row;
}

/** Pauses or resumes; resuming learns the members afresh (what changed while paused does not fire). */
export async function setScreenAlertStatus(db: AppDb, userId: string, id: string, status: 'active' | 'paused'): Promise<ScreenAlertView> {
  await ownScreen(db, userId, id);
  const [row] = await db
    .update(screenAlerts)
    .set({ status, ...(status === 'active' ? { checkedAt: null } : {}), updatedAt: sql`now()` })
    .where(and(eq(screenAlerts.id, id), eq(screenAlerts.userId, userId)))
    .returning();
  if (!row) throw noSuchScreen();
  if (status === 'active') await db.execute(sql`delete from alert_screen_members where screen_id = ${id}`);
  return present(row, null);
}

export async function deleteScreenAlert(db: AppDb, userId: string, id: string): Promise<void> {
  await ownScreen(db, userId, id);
  await db.delete(screenAlerts).where(and(eq(screenAlerts.id, id), eq(screenAlerts.userId, userId)));
}

/** The companies a screen holds now (all of them, up to the research engine's largest answer). */
async function screenMembers(db: AppDb, research: ScreenReader, plan: ScreenPlan): Promise<{ company_id: string; symbol: string }[]> {
  const { offset: _offset, ...rest } = plan;
  const answer = await research.runPlan({ ...rest, limit: SCREEN_MAX_LIMIT } as ResearchPlan);
  const symbols = [...new Set(answer.rows.map((r) => r.symbol).filter((s): s is string => typeof s === 'string'))];
  if (symbols.length === 0) return [];
  return rows<{ company_id: string; symbol: string }>(
    db,
    sql`select distinct on (symbol) id as company_id, symbol from company_profile
        where country = ${plan.country} and symbol in (${sql.join(symbols.map((s) => sql`${s}`), sql`, `)})
        order by symbol, (exchange = 'NSE') desc`,
  );
}

export interface ScreenEvaluationResult {
  screens: number;
  fired: number;
}

/**
 * Runs every active screen alert (each distinct plan once) and fires its entries and exits. In one statement
 * per screen: the members that changed are written (a concurrent evaluation writes each change once, so each
 * queues one notification), and the first evaluation fires nothing.
 */
export async function evaluateScreenAlerts(db: AppDb, research: ScreenReader, now = new Date()): Promise<ScreenEvaluationResult> {
  const active = await db.select().from(screenAlerts).where(eq(screenAlerts.status, 'active'));
  // The research engine's figures as of the data just stored (its own refresh would come minutes later).
  if (active.length > 0) await warmResearchEngine(db);
  const byPlan = new Map<string, ScreenAlertRow[]>();
  for (const row of active) {
    const key = JSON.stringify(row.plan);
    byPlan.set(key, [...(byPlan.get(key) ?? []), row]);
  }
  const at = `${istDateTime(now).slice(11)} IST on ${formatDate(istDate(now))}`;
  let fired = 0;
  for (const [key, screens] of byPlan) {
    const members = await screenMembers(db, research, JSON.parse(key) as ScreenPlan).catch((error: unknown) => {
      logger('alerts').warn({ err: error, query: screens[0]!.query }, 'screen alert could not run');
      return null;
    });
    if (!members) continue;
    const batch = JSON.stringify(members);
    for (const screen of screens) {
      const [row] = await rows<{ fired: number }>(
        db,
        sql`with now_in as (select * from jsonb_to_recordset(${batch}::jsonb) as m(company_id uuid, symbol text)),
            s as (select id, user_id, query, checked_at from alert_screens where id = ${screen.id} and status = 'active'),
            entered as (
              insert into alert_screen_members (screen_id, company_id, symbol)
              select s.id, m.company_id, m.symbol from now_in m cross join s
              on conflict do nothing
              returning company_id, symbol),
            gone as (
              delete from alert_screen_members x
              where x.screen_id in (select id from s) and x.company_id not in (select company_id from now_in)
              returning x.company_id, x.symbol),
            changes as (
              select 'screen_enter'::text as alert_kind, company_id, symbol from entered
              union all select 'screen_leave', company_id, symbol from gone),
            fired as (
              select s.user_id, 'alert'::text as kind,
                     c.symbol || case when c.alert_kind = 'screen_enter' then ' entered' else ' left' end || ' your screen: ' || s.query as title,
                     c.symbol || case when c.alert_kind = 'screen_enter' then ' now meets' else ' no longer meets' end
                       || ' "' || s.query || '" (' || ${at} || ').' as body,
                     '/company/' || c.symbol as link,
                     jsonb_build_object('screenId', s.id, 'alertKind', c.alert_kind, 'company', c.symbol) as payload,
                     'alert:screen:' || s.id || ':' || c.alert_kind || ':' || c.company_id || ':' || extract(epoch from now())::bigint as dedupe_key,
                     s.id as screen_id, c.symbol, c.alert_kind
              from changes c cross join s where s.checked_at is not null),
            ${queueNotificationsSql('fired')},
            events as (
              insert into alert_events (screen_id, user_id, symbol, kind, value, title, body, notification_id)
              select f.screen_id, f.user_id, f.symbol, f.alert_kind, 0, f.title, f.body, q.id
              from fired f join queued q on q.dedupe_key = f.dedupe_key
              returning id),
            counted as (
              update alert_screens a set checked_at = now(),
                     fire_count = a.fire_count + (select count(*) from events)::int,
                     last_fired_at = case when exists (select 1 from events) then now() else a.last_fired_at end
              where a.id in (select id from s)
              returning a.id)
            select (select count(*) from events)::int as fired, (select count(*) from counted)::int as touched`,
      );
      fired += row?.fired ?? 0;
    }
  }
  if (fired > 0) logger('alerts').info({ fired }, 'screen alerts fired');
  return { screens: active.length, fired };
}
