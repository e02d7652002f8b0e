import { type SQL, sql } from 'drizzle-orm';
import { dayNumber, formatINR, istDate, isLastTradingDayOfMonth } from '@sanchay/core';
import type { AppDb } from '../platform/db/client';
import { rows } from '../platform/db/sql';
import { logger } from '../platform/logger';
import { queueNotificationsSql } from '../notifications/notificationQueue';

/**
 * The dip engine (DESIGN.md "DipSIP"): for every subscription (user_instrument), the fall of its ETF from the
 * previous close; when the fall reaches the trigger and nothing was sent for that instrument today
 * (last_telegram_notification, and the per-day dedupe key), one notification is queued (in-app) with its
 * Telegram delivery (outbox): the ETF, the fall in %, the price, the units the amount buys, and a link to the
 * prefilled basket. Everything happens in one set-based statement (INSERT ... SELECT joining the day's closes
 * with user_instrument, ON CONFLICT (dedupe_key) DO NOTHING), so a million subscriptions take one pass.
 *
 * Optional per user (user_config, off by default):
 * - `dipsip.monthlyCap` (rupees): alerts of a month stop once their buys would pass the cap (largest falls first);
 * - `dipsip.monthEndFallback` ('true'): on the month's last trading day, a buy for each subscription that had
 *   no dip alert that month.
 */
export interface DayClose {
  /** The latest price: the day's close, or the live price during market hours. */
  close: number;
  prevClose: number;
  /** The trading day (YYYY-MM-DD, IST) the close belongs to. */
  date: string;
}

export interface EvaluateDipsOptions {
  /** Prices by ETF symbol; default: the last two stored daily closes of each DipSIP ETF. */
  closes?: Map<string, DayClose>;
  now?: Date;
  /**
   * Queue month-end fallback buys when the closes are of the month's last trading day. Default: only when
   * evaluating stored closes (after the day's close), never with live prices during the day.
   */
  monthEnd?: boolean;
  /** Concurrent statements for the dip alerts (default: up to 4 on a PostgreSQL pool, 1 on PGlite). */
  parallelism?: number;
}

export interface EvaluateDipsResult {
  /** Subscriptions whose ETF had a usable price. */
  evaluated: number;
  /** Notifications queued now (dip alerts and month-end buys). */
  queued: number;
  dipAlerts: number;
  monthEndBuys: number;
  /** Triggered, but the amount buys less than one unit at the price: no alert (logged). */
  tooSmall: number;
  /** Triggered, but held back by the user's monthly cap. */
  overCap: number;
}

export const DIP_CONFIG_KEYS = { monthlyCap: 'dipsip.monthlyCap', monthEndFallback: 'dipsip.monthEndFallback' } as const;
/** Prices older than this many days (IST) are not evaluated: no alerts for a stale market. */
export const MAX_CLOSE_AGE_DAYS = 5;
/** NSE price band tick for ETFs: the limit price is the close rounded to it. */
export const TICK = 0.05;

const log = () => logger('dipsip');

/** The last two stored closes of every DipSIP ETF (its listing: company_id, else the NSE symbol). */
export async function latestDipSipCloses(db: AppDb): Promise<Map<string, DayClose>> {
  const found = await rows<{ symbol: string; close: number; prev_close: number | null; date: string }>(
    db,
    sql`select e.symbol, b.close, b.prev_close, to_char(b.date, 'YYYY-MM-DD') as date
        from etfs e
        join lateral (
          select l.date, l.close, lead(l.close) over (order by l.date desc) as prev_close
          from (select p.date, p.close from stock_price_daily_historical p
                where p.company_id = coalesce(e.company_id,
                  (select cp.id from company_profile cp where cp.symbol = e.symbol and cp.exchange = 'NSE'))
                order by p.date desc limit 2) l
          order by l.date desc limit 1) b on true
        where e.is_dipsip_etf`,
  );
  const map = new Map<string, DayClose>();
  for (const r of found) {
    if (r.prev_close !== null) map.set(r.symbol, { close: Number(r.close), prevClose: Number(r.prev_close), date: r.date });
  }
  return map;
}

// ---- per-ETF texts (computed once in JS) and the set-based statements -------------------------------------

const round2 = (x: number) => Math.round(x * 100) / 100;
const rupees = (x: number) => formatINR(x, { decimals: 2 });
/** The buy limit price: the price rounded to the tick. */
export const limitPrice = (price: number) => Math.max(TICK, round2(Math.round(price / TICK) * TICK));

/** The per-ETF parts of an alert; the statement adds the user's amount and units. */
interface EtfAlert {
  symbol: string;
  close: number;
  prevClose: number;
  date: string;
  fall: number;
  price: number;
  title: string;
  /** `... Your ₹` (the amount follows). */
  bodyHead: string;
  /** ` at ₹<price>.` (after "buys N units"). */
  bodyTail: string;
  /** `/trade?i=...&price=...&quantity=` (the units follow). */
  linkHead: string;
  linkTail: string;
}

/** An ETF's fall from the previous close in % (2 decimals), as a subscription's trigger is compared with it. */
export const dipFallPct = (c: DayClose) => (c.prevClose > 0 ? round2(((c.prevClose - c.close) / c.prevClose) * 100) : 0);

/** Closes the dip engine evaluates: a dated close within MAX_CLOSE_AGE_DAYS of `now`, with finite prices. */
export const isUsableDipClose = (c: DayClose, now: Date) =>
  /^\d{4}-\d{2}-\d{2}$/.test(c.date) && dayNumber(c.date) >= dayNumber(istDate(now)) - MAX_CLOSE_AGE_DAYS && Number.isFinite(c.close) && Number.isFinite(c.prevClose);

function etfAlert(symbol: string, name: string | undefined, c: DayClose, kind: 'dip_alert' | 'month_end_buy'): EtfAlert {
  const fall = dipFallPct(c);
  const price = limitPrice(c.close);
  const i = encodeURIComponent(`${symbol} Current ${c.close.toFixed(2)}`);
  const dip = kind === 'dip_alert';
  return {
    symbol,
    close: c.close,
    prevClose: c.prevClose,
    date: c.date,
    fall,
    price,
    title: dip ? `${symbol} is down ${fall.toFixed(2)}%` : `Month-end buy: ${symbol}`,
    bodyHead: dip
      ? `${symbol} (${name ?? symbol}) fell ${fall.toFixed(2)}% from the previous close of ${rupees(c.prevClose)} to ${rupees(c.close)}. Your ₹`
      : ` came for ${symbol} this month. Month-end buy: your ₹`,
    bodyTail: ` at ${rupees(price)}.`,
    linkHead: `/trade?i=${i}&price=${price.toFixed(2)}&quantity=`,
    linkTail: `&reportedPrice=${c.close.toFixed(2)}`,
  };
}

async function etfNames(db: AppDb, symbols: string[]): Promise<Map<string, string>> {
  if (symbols.length === 0) return new Map();
  const found = await rows<{ symbol: string; underlying: string }>(
    db,
    sql`select symbol, underlying from etfs where symbol in (${sql.join(symbols.map((s) => sql`${s}`), sql`, `)})`,
  );
  return new Map(found.map((r) => [r.symbol, r.underlying]));
}

const alertValues = (alerts: EtfAlert[]) =>
  sql.join(
    alerts.map(
      (a) => sql`(${a.symbol}::text, ${a.close}::float8, ${a.prevClose}::float8, ${a.date}::date, ${a.fall}::float8,
        ${a.price}::float8, ${a.title}::text, ${a.bodyHead}::text, ${a.bodyTail}::text, ${a.linkHead}::text, ${a.linkTail}::text)`,
    ),
    sql`, `,
  );
const ALERT_COLUMNS = sql`(symbol, close, prev_close, close_date, fall, price, title, body_head, body_tail, link_head, link_tail)`;

/** An integer amount with en-IN grouping (to_char places the commas where the pattern has them). */
const inrInt = (expr: SQL) => sql`to_char((${expr})::bigint, 'FM99,99,99,99,99,99,999')`;

/**
 * The shared tail. `candidates` (c: user_id, symbol, close_date, fall, price, amount, trigger and the per-ETF
 * texts) are sized; users with a monthly cap go through a running sum (largest falls first, after what was
 * already alerted this month); then notifications, and Telegram deliveries for users who linked Telegram.
 */
function queueBuysSql(kind: 'dip_alert' | 'month_end_buy', candidates: SQL, evaluated: SQL, body: SQL, dedupe: SQL) {
  return sql`with ${candidates},
    sized as materialized (
      select c.*, floor(c.amount / c.price)::int as quantity, cap.value::float8 as cap
      from candidates c
      left join user_config cap
        on cap.user_id = c.user_id and cap.key = ${DIP_CONFIG_KEYS.monthlyCap} and cap.value ~ '^[0-9]+([.][0-9]+)?$'
    ),
    capped as materialized (
      select s.*, coalesce(spent.total, 0)
               + sum(s.quantity * s.price) over (partition by s.user_id order by s.fall desc, s.symbol) as running
      from sized s
      left join lateral (
        select sum((n.payload->>'invest')::float8) as total from notifications n
        where n.user_id = s.user_id
          and n.created_at >= (date_trunc('month', s.close_date::timestamp) at time zone 'Asia/Kolkata')
          and n.kind in ('dip_alert', 'month_end_buy')
      ) spent on true
      where s.quantity >= 1 and s.cap is not null
    ),
    chosen as (
      -- Capped rows first: their month-to-date lookup must run before this statement's inserts.
      select user_id, symbol, close_date, fall, price, amount, trigger, quantity, title, body_head, body_tail, link_head, link_tail
      from capped where running <= cap
      union all
      select user_id, symbol, close_date, fall, price, amount, trigger, quantity, title, body_head, body_tail, link_head, link_tail
      from sized where quantity >= 1 and cap is null
    ),
    dip_rows as (
      select b.user_id, ${kind}::text as kind, b.title, ${body} as body, b.link_head || b.quantity || b.link_tail as link,
             jsonb_build_object('symbol', b.symbol, 'quantity', b.quantity, 'price', b.price, 'amount', b.amount,
               'invest', round((b.quantity * b.price)::numeric, 2), 'fallPct', b.fall, 'date', b.close_date) as payload,
             ${dedupe} as dedupe_key
      from chosen b
    ),
    ${queueNotificationsSql('dip_rows')}
    select (${evaluated})::int as evaluated,
           (select count(*) from queued)::int as queued,
           (select count(*) from sized where quantity < 1)::int as too_small,
           (select count(*) from capped where running > cap)::int as over_cap`;
}

const unitsAt = sql`' buys ' || b.quantity || (case when b.quantity = 1 then ' unit' else ' units' end) || b.body_tail`;

interface QueueCounts {
  evaluated: number;
  queued: number;
  too_small: number;
  over_cap: number;
}

/** Subscriptions whose ETF has a usable price. */
async function countEvaluated(db: AppDb, closes: [string, DayClose][]): Promise<number> {
  const symbols = sql.join(closes.map(([s]) => sql`${s}::text`), sql`, `);
  const [row] = await rows<{ evaluated: number }>(
    db,
    sql`select count(*)::int as evaluated from user_instrument ui where ui.instrument_symbol in (${symbols})`,
  );
  return row?.evaluated ?? 0;
}

/**
 * Dip alerts for the falling ETFs. `part` splits the users into `count` disjoint sets by their id (each user
 * wholly in one, so the monthly cap stays exact), for concurrent statements on a PostgreSQL pool.
 */
async function queueDipAlerts(db: AppDb, alerts: EtfAlert[], part = { index: 0, count: 1 }): Promise<QueueCounts> {
  const partFilter =
    part.count > 1 ? sql`and get_byte(uuid_send(ui.user_id), 15) % ${part.count} = ${part.index}` : sql``;
  const candidates = sql`falls ${ALERT_COLUMNS} as (values ${alertValues(alerts)}),
    candidates as (
      select ui.user_id, f.*, ui.trigger,
             coalesce(nullif(ui.base_amount, 0), ui.value)::float8 * ui.allocation_factor as amount
      from falls f
      join user_instrument ui on ui.instrument_symbol = f.symbol
      where ui.instrument_symbol in (${sql.join(alerts.map((a) => sql`${a.symbol}::text`), sql`, `)})
        and ui.trigger <= f.fall ${partFilter}
        and (ui.last_telegram_notification is null
             or (ui.last_telegram_notification at time zone 'Asia/Kolkata')::date < f.close_date)
        and not exists (select 1 from notifications n
                        where n.dedupe_key = 'dip:' || ui.user_id || ':' || f.symbol || ':' || f.close_date)
    )`;
  const [row] = await rows<QueueCounts>(
    db,
    queueBuysSql(
      'dip_alert',
      candidates,
      sql`select 0`,
      sql`b.body_head || ${inrInt(sql`b.amount`)} || ${unitsAt}`,
      sql`'dip:' || b.user_id || ':' || b.symbol || ':' || b.close_date`,
    ),
  );
  return row ?? { evaluated: 0, queued: 0, too_small: 0, over_cap: 0 };
}

/** Concurrent statements the database can take: a PostgreSQL pool gets up to 4 (leaving a connection free), PGlite 1. */
function defaultParallelism(db: AppDb): number {
  const client = (db as unknown as { $client?: { options?: { max?: unknown }; totalCount?: unknown } }).$client;
  const max = client && typeof client.totalCount === 'number' ? client.options?.max : undefined;
  return typeof max === 'number' && max > 1 ? Math.min(4, max - 1) : 1;
}

/** Month-end buys for opted-in users' subscriptions that had no dip alert this month. */
async function queueMonthEndBuys(db: AppDb, closes: [string, DayClose][]): Promise<QueueCounts> {
  const alerts = closes.map(([s, c]) => etfAlert(s, undefined, c, 'month_end_buy'));
  const candidates = sql`closes ${ALERT_COLUMNS} as (values ${alertValues(alerts)}),
    candidates as (
      select ui.user_id, c.*, ui.trigger,
             coalesce(nullif(ui.base_amount, 0), ui.value)::float8 * ui.allocation_factor as amount
      from user_config fb
      join user_instrument ui on ui.user_id = fb.user_id
      join closes c on c.symbol = ui.instrument_symbol
      where fb.key = ${DIP_CONFIG_KEYS.monthEndFallback} and lower(fb.value) = 'true'
        and not exists (
          select 1 from notifications n
          where n.user_id = ui.user_id and n.kind = 'dip_alert' and n.payload->>'symbol' = c.symbol
            and n.created_at >= (date_trunc('month', c.close_date::timestamp) at time zone 'Asia/Kolkata'))
    )`;
  const [row] = await rows<QueueCounts>(
    db,
    queueBuysSql(
      'month_end_buy',
      candidates,
      sql`select 0`,
      sql`'No dip of ' || to_char(b.trigger, 'FM990.00') || '%' || b.body_head || ${inrInt(sql`b.amount`)} || ${unitsAt}`,
      sql`'month_end:' || b.user_id || ':' || b.symbol || ':' || to_char(b.close_date, 'YYYY-MM')`,
    ),
  );
  return row ?? { evaluated: 0, queued: 0, too_small: 0, over_cap: 0 };
}

/**
 * Evaluates every subscription against the closes (default: the last two stored closes of each DipSIP ETF)
 * and queues the notifications. Idempotent: running it again for the same day queues nothing new.
 * Call it after each day's close is ingested, and with live prices during market hours.
 */
export async function evaluateDips(db: AppDb, options: EvaluateDipsOptions = {}): Promise<EvaluateDipsResult> {
  const now = options.now ?? new Date();
  const closes = options.closes ?? (await latestDipSipCloses(db));
  const usable = [...closes].filter(([, c]) => isUsableDipClose(c, now));
  const result: EvaluateDipsResult = { evaluated: 0, queued: 0, dipAlerts: 0, monthEndBuys: 0, tooSmall: 0, overCap: 0 };
  if (usable.length === 0) return result;

  const falling = usable.filter(([, c]) => c.prevClose > 0 && c.close > 0 && c.close < c.prevClose);
  const names = await etfNames(db, falling.map(([s]) => s));
  const alerts = falling.map(([s, c]) => etfAlert(s, names.get(s), c, 'dip_alert'));
  const parts = alerts.length === 0 ? 0 : Math.max(1, options.parallelism ?? defaultParallelism(db));
  const [evaluated, ...dips] = await Promise.all([
    countEvaluated(db, usable),
    ...Array.from({ length: parts }, (_, index) => queueDipAlerts(db, alerts, { index, count: parts })),
  ]);
  result.evaluated = evaluated;
  for (const d of dips) {
    result.dipAlerts += d.queued;
    result.tooSmall += d.too_small;
    result.overCap += d.over_cap;
  }

  const monthEnd = (options.monthEnd ?? !options.closes)
    ? // A year missing from the NSE calendar: the month's last weekday stands in (the close exists, so it traded).
      usable.filter(([, c]) => isLastTradingDayOfMonth(c.date, 'weekdays-open') && c.date <= istDate(now))
    : [];
  if (monthEnd.length > 0) {
    const buys = await queueMonthEndBuys(db, monthEnd);
    result.monthEndBuys = buys.queued;
    result.tooSmall += buys.too_small;
    result.overCap += buys.over_cap;
  }
  result.queued = result.dipAlerts + result.monthEndBuys;
  if (result.tooSmall > 0) {
    log().info({ tooSmall: result.tooSmall }, 'dip alerts skipped: the amount buys less than one unit at the price');
  }
  if (result.queued > 0 || result.overCap > 0) log().info(result, 'dip evaluation queued notifications');
  return result;
}
