import { ALERT_KIND_SPECS, ALERT_KINDS, type AlertKind, type AlertMetric } from '@sanchay/core';
import { sql } from 'drizzle-orm';
import { queueNotificationsSql } from '../notifications/notificationQueue';
import type { AppDb } from '../platform/db/client';
import { rows } from '../platform/db/sql';
import { logger } from '../platform/logger';

/**
 * The alert engine (issue 38): a batch of observations (one company's price, change, 52-week range, RSI,
 * moving average or SuperTrend at one moment) is joined with the active alerts on those companies and series
 * in one statement, through the level index: only the alerts whose level lies on the other side of the value
 * from their stored state are read (a range query on company, kind, period, state and level). An alert fires when its condition starts to hold (`met` was not true), a cool-down after
 * its last firing for "every time" alerts; a "once" alert becomes 'triggered'. Each firing queues one
 * notification (in-app, and Telegram through the outbox; dedupe key `alert:<id>:<firing>`, so it is queued
 * exactly once even when two instances evaluate the same batch) and one history row. An unknown state (null,
 * a new alert) counts as not met. Rows whose state does not change are neither read nor written.
 */
export interface Observation {
  companyId: string;
  metric: AlertMetric;
  /** Days of the series (change 1 or 5, RSI 14, SMA 200); 0 for the series without one. */
  period: number;
  value: number;
  /** What the value is compared with: the 52-week high or low before it, the moving average. */
  ref?: number | null;
  /** The previous bar's value and reference (crossings and flips). */
  prevValue?: number | null;
  prevRef?: number | null;
  /** The value in words for the message: "TCS is at ₹2,995.40". */
  text: string;
  /** When, in IST: "11:42 IST on 2 Dec 2026" or "the close of 2 Dec 2026, 15:30 IST". */
  at: string;
}

export interface EvaluateAlertsResult {
  /**
   * Alerts whose state could change at these observations (the level index's candidates); an alert whose
   * level the value did not cross is not read at all, so a quiet minute costs a few index probes.
   */
  evaluated: number;
  /** Alerts that fired now (each with one notification and one history row). */
  fired: number;
}

/** Each kind's condition over the observation o and the alert a (the exact test, after the index's range). */
const CONDITION = sql`case a.kind
    when 'price_above' then o.value >= a.level
    when 'price_below' then o.value <= a.level
    when 'change_up' then o.value >= a.level
    when 'change_down' then o.value <= -a.level
    when 'high_52w' then o.value > o.ref
    when 'low_52w' then o.value < o.ref
    when 'rsi_below' then o.value < a.level
    when 'rsi_above' then o.value > a.level
    when 'sma_cross_above' then o.prev_value < o.prev_ref and o.value >= o.ref
    when 'sma_cross_below' then o.prev_value > o.prev_ref and o.value <= o.ref
    when 'supertrend_up' then o.prev_value < 0 and o.value > 0
    when 'supertrend_down' then o.prev_value > 0 and o.value < 0
    when 'dip_trigger' then o.value >= a.level
    else false end`;

/**
 * How each kind's condition reads as a range of levels (the level index, alerts_level_idx): a level kind holds
 * when its level is at most (side -1) or at least (side +1) `sign * value`; a kind without a level (side 0)
 * holds for all of a company's alerts of that kind or for none. So the alerts whose state can change at an
 * observation are two range scans: not met with the level on the holding side, met with it on the other.
 */
const LEVEL_SIDES: Record<AlertKind, { side: -1 | 0 | 1; sign: 1 | -1 }> = {
  price_above: { side: -1, sign: 1 },
  price_below: { side: 1, sign: 1 },
  change_up: { side: -1, sign: 1 },
  change_down: { side: -1, sign: -1 },
  rsi_above: { side: -1, sign: 1 },
  rsi_below: { side: 1, sign: 1 },
  high_52w: { side: 0, sign: 1 },
  low_52w: { side: 0, sign: 1 },
  sma_cross_above: { side: 0, sign: 1 },
  sma_cross_below: { side: 0, sign: 1 },
  supertrend_up: { side: 0, sign: 1 },
  supertrend_down: { side: 0, sign: 1 },
  dip_trigger: { side: -1, sign: 1 },
};
const KINDS_TABLE = sql.join(
  ALERT_KINDS.map((kind) => sql`(${kind}::text, ${ALERT_KIND_SPECS[kind].metric}::text, ${LEVEL_SIDES[kind].side}::int, ${LEVEL_SIDES[kind].sign}::float8)`),
  sql`, `,
);
/** A kind without a level: whether it holds at the observation (the same for all its alerts on the company). */
const HOLDS_WITHOUT_LEVEL = sql`coalesce((select ${CONDITION} from (select k.kind, null::float8 as level) a), false)`;
const LO = sql`'-infinity'::float8`;
const HI = sql`'infinity'::float8`;

export async function evaluateAlerts(db: AppDb, observations: readonly Observation[]): Promise<EvaluateAlertsResult> {
  const usable = observations.filter((o) => Number.isFinite(o.value));
  if (usable.length === 0) return { evaluated: 0, fired: 0 };
  const batch = JSON.stringify(
    usable.map((o) => ({
      company_id: o.companyId,
      metric: o.metric,
      period: o.period,
      value: o.value,
      ref: o.ref ?? null,
      prev_value: o.prevValue ?? null,
      prev_ref: o.prevRef ?? null,
      text: o.text,
      at: o.at,
    })),
  );
  const [row] = await rows<EvaluateAlertsResult>(
    db,
    sql`with obs as materialized (
          select * from jsonb_to_recordset(${batch}::jsonb) as o(company_id uuid, metric text, period int, value float8,
            ref float8, prev_value float8, prev_ref float8, text text, at text)),
        probes as materialized (
          select o.*, k.kind, k.side, k.sign * o.value as bound,
                 case when k.side = 0 then ${HOLDS_WITHOUT_LEVEL} end as holds
          from obs o join (values ${KINDS_TABLE}) as k(kind, metric, side, sign) on k.metric = o.metric),
        ranges as (
          select p.*,
                 case when p.side = -1 then ${LO} when p.side = 1 then p.bound when p.holds then ${LO} else ${HI} end as met_lo,
                 case when p.side = -1 then p.bound when p.side = 1 then ${HI} when p.holds then ${HI} else ${LO} end as met_hi,
                 case when p.side = -1 then p.bound when p.side = 1 then ${LO} when p.holds then ${HI} else ${LO} end as unmet_lo,
                 case when p.side = -1 then ${HI} when p.side = 1 then p.bound when p.holds then ${LO} else ${HI} end as unmet_hi
          from probes p),
        hits as materialized (
          -- Only the alerts whose level lies where their state may change (two range scans of the level index).
          select a.id, a.met, o.value, o.text, o.at, coalesce(${CONDITION}, false) as met_now,
                 (a.repeat = 'once' or a.last_fired_at is null
                  or a.last_fired_at + make_interval(mins => a.cooldown_minutes) <= now()) as rested
          from ranges o
          cross join lateral (
            select * from alerts x
            where x.company_id = o.company_id and x.kind = o.kind and x.period = o.period and x.status = 'active'
              and (x.met is true) = false and coalesce(x.level, 0) between o.met_lo and o.met_hi
            union all
            select * from alerts x
            where x.company_id = o.company_id and x.kind = o.kind and x.period = o.period and x.status = 'active'
              and (x.met is true) = true and coalesce(x.level, 0) between o.unmet_lo and o.unmet_hi) a),
        moves as (select h.*, (h.met_now and h.rested) as fires from hits h where h.met_now is distinct from (h.met is true)),
        changed as (
          -- Re-checked on the current row (another instance may have moved it first): only a real change is kept.
          update alerts a set met = m.met_now,
                 fire_count = a.fire_count + m.fires::int,
                 last_fired_at = case when m.fires then now() else a.last_fired_at end,
                 status = case when m.fires and a.repeat = 'once' then 'triggered' else a.status end
          from moves m
          where a.id = m.id and a.status = 'active' and (a.met is true) is distinct from m.met_now
          returning a.id, a.user_id, a.symbol, a.kind, a.description, a.fire_count, m.fires, m.value, m.text, m.at),
        fired as (
          select c.user_id, 'alert'::text as kind, c.symbol || ': ' || c.description as title,
                 c.text || ' (' || c.at || ').' as body, '/company/' || c.symbol as link,
                 jsonb_build_object('alertId', c.id, 'alertKind', c.kind, 'company', c.symbol, 'value', c.value) as payload,
                 'alert:' || c.id || ':' || c.fire_count as dedupe_key, c.id as alert_id, c.symbol, c.kind as alert_kind, c.value
          from changed c where c.fires),
        ${queueNotificationsSql('fired')},
        events as (
          insert into alert_events (alert_id, user_id, symbol, kind, value, title, body, notification_id)
          select f.alert_id, f.user_id, f.symbol, f.alert_kind, f.value, f.title, f.body, q.id
          from fired f join queued q on q.dedupe_key = f.dedupe_key
          returning id)
        select (select count(*) from hits)::int as evaluated, (select count(*) from events)::int as fired`,
  );
  const result = row ?? { evaluated: 0, fired: 0 };
  if (result.fired > 0) logger('alerts').info(result, 'alerts fired');
  return result;
}
