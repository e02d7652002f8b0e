import { formatDate, formatINR, formatINRCompact, istDate, istMinutes, isTradingDay, type MorningBriefSettings } from '@sanchay/core';
import { sql } from 'drizzle-orm';
import { latestDipSipCloses } from '../dipsip/dipEngine';
import { listUserInstruments } from '../dipsip/userInstruments';
import { listWatchList } from '../market/api/watchList';
import { queueNotification } from '../notifications/notificationQueue';
import type { AppDb } from '../platform/db/client';
import { rows } from '../platform/db/sql';
import { logger } from '../platform/logger';
import { portfolioSummary } from '../portfolio/portfolioView';
import { repeatingJob } from './repeatingJob';
import { morningBriefs } from './schema';

/**
 * The morning brief (issue 38): at the time each person picks (default 08:45 IST) on NSE trading days, one
 * message in the app and on Telegram with their watchlist's moves, each DipSIP ETF's distance to its trigger,
 * their saved screens' entries and exits since yesterday, their portfolio's value and day change, and the alerts that fired since the last brief. Every figure is
 * labelled with its unit (₹, crore, %) and its date; nothing is a bare table cell.
 */
const DEFAULT_MINUTE = 8 * 60 + 45;
const rupees = (x: number) => formatINR(x, { decimals: 2 });
const pct = (x: number) => `${x > 0 ? '+' : ''}${x.toFixed(2)}%`;

export const briefMinute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export async function briefSettings(db: AppDb, userId: string): Promise<MorningBriefSettings> {
  const [row] = await rows<{ enabled: boolean; minute_ist: number }>(db, sql`select enabled, minute_ist from morning_briefs where user_id = ${userId}`);
  return { enabled: row?.enabled ?? true, time: timeOf(row?.minute_ist ?? DEFAULT_MINUTE) };
}

export async function saveBriefSettings(db: AppDb, userId: string, settings: MorningBriefSettings): Promise<MorningBriefSettings> {
  const values = { enabled: settings.enabled, minuteIst: briefMinute(settings.time) };
  await db.insert(morningBriefs).values({ userId, ...values }).onConflictDoUpdate({ target: morningBriefs.userId, set: { ...values, updatedAt: sql`now()` } });
  return settings;
}

/** The brief's sections for one person, or null when there is nothing to say. */
export async function composeBrief(db: AppDb, userId: string, since: Date): Promise<string[] | null> {
  const sections: string[] = [];
  const watched = (await listWatchList(db, userId)).filter((w) => w.company?.quote);
  if (watched.length > 0) {
    const lines = watched.map((w) => {
      const q = w.company!.quote!;
      const change = q.changePct === null ? '' : `, ${pct(q.changePct)} on the day`;
      return `• ${w.company!.symbol}: ${rupees(q.close)}${change} (close of ${formatDate(q.date)})`;
    });
    sections.push(['Watchlist', ...lines].join('\n'));
  }
  const subscriptions = await listUserInstruments(db, userId);
  if (subscriptions.length > 0) {
    const closes = await latestDipSipCloses(db);
    const lines = subscriptions.map((s) => {
      const c = closes.get(s.instrumentSymbol);
      if (!c) return `• ${s.instrumentSymbol}: no close stored yet; buys at a ${s.trigger.toFixed(2)}% fall`;
      const fall = ((c.prevClose - c.close) / c.prevClose) * 100;
      const togo = s.trigger - fall;
      const where = togo <= 0 ? 'trigger reached' : `${togo.toFixed(2)}% more to the trigger`;
      return `• ${s.instrumentSymbol}: ${rupees(c.close)}, ${pct(-fall)} from the previous close; buys at a ${s.trigger.toFixed(2)}% fall (${where}; close of ${formatDate(c.date)})`;
    });
    sections.push(['DipSIP ETFs', ...lines].join('\n'));
  }
  const portfolio = await portfolioSummary(db, userId, { benchmark: 'NIFTY 50' }).catch(() => null);
  if (portfolio && portfolio.tradeCount > 0 && portfolio.asOf) {
    const day = portfolio.dayChange === null ? '' : `; day change ${portfolio.dayChange >= 0 ? '+' : '-'}${formatINRCompact(Math.abs(portfolio.dayChange))}`;
    sections.push(`Portfolio\n• Value ${formatINRCompact(portfolio.value)}${day} (as of ${formatDate(portfolio.asOf)})`);
  }
  const screens = await rows<{ query: string; entered: string[] | null; left: string[] | null; members: number }>(
    db,
    sql`select s.query,
               array_agg(e.symbol order by e.symbol) filter (where e.kind = 'screen_enter') as entered,
               array_agg(e.symbol order by e.symbol) filter (where e.kind = 'screen_leave') as left,
               (select count(*) from alert_screen_members m where m.screen_id = s.id)::int as members
        from alert_screens s
        left join alert_events e on e.screen_id = s.id and e.fired_at >= ${since.toISOString()}::timestamptz
        where s.user_id = ${userId} and s.status = 'active'
        group by s.id, s.query, s.created_at order by s.created_at`,
  );
  if (screens.length > 0) {
    const lines = screens.map((s) => {
      const moves = [s.entered?.length ? `entered ${s.entered.join(', ')}` : '', s.left?.length ? `left ${s.left.join(', ')}` : ''].filter(Boolean);
      const count = `${s.members} ${s.members === 1 ? 'company' : 'companies'} now`;
      return `• ${s.query}: ${moves.length ? moves.join('; ') : 'no entries or exits'} since yesterday (${count})`;
    });
    sections.push(['Saved screens', ...lines].join('\n'));
  }
  const fired = await rows<{ title: string; fired_at: string }>(
    db,
    sql`select title, fired_at::text from alert_events
        where user_id = ${userId} and screen_id is null and fired_at >= ${since.toISOString()}::timestamptz order by fired_at desc limit 10`,
  );
  if (fired.length > 0) sections.push(['Alerts since the last brief', ...fired.map((f) => `• ${f.title}`)].join('\n'));
  return sections.length > 0 ? sections : null;
}

export interface BriefRunResult {
  due: number;
  sent: number;
}

/**
 * Queues today's brief for every person whose time has come (once a day: the dedupe key and last_sent_date).
 * Nothing on a day NSE is closed.
 */
export async function runDueBriefs(db: AppDb, now = new Date(), options: { userIds?: readonly string[] } = {}): Promise<BriefRunResult> {
  const today = istDate(now);
  if (!isTradingDay(today, 'weekdays-open')) return { due: 0, sent: 0 };
  const scope = options.userIds ? sql`and p.user_id in (${sql.join(options.userIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
  const due = await rows<{ user_id: string }>(
    db,
    sql`select p.user_id from (select user_id from watch_list union select user_id from user_instrument union select user_id from alerts
                              union select user_id from alert_screens) p
        left join morning_briefs b on b.user_id = p.user_id
        where coalesce(b.enabled, true) and coalesce(b.minute_ist, ${DEFAULT_MINUTE}) <= ${istMinutes(now)}
          and (b.last_sent_date is null or b.last_sent_date < ${today}) ${scope}`,
  );
  const since = new Date(now.getTime() - 24 * 3600_000);
  let sent = 0;
  for (const { user_id: userId } of due) {
    const sections = await composeBrief(db, userId, since);
    if (sections) {
      const queued = await queueNotification(db, {
        userId,
        kind: 'morning_brief',
        title: `Morning brief, ${formatDate(today)}`,
        body: sections.join('\n\n'),
        link: '/alerts',
        payload: { date: today },
        dedupeKey: `morning_brief:${userId}:${today}`,
      });
      if (queued) sent++;
    }
    await db
      .insert(morningBriefs)
      .values({ userId, lastSentDate: today })
      .onConflictDoUpdate({ target: morningBriefs.userId, set: { lastSentDate: today } });
  }
  return { due: due.length, sent };
}

/** Checks every minute for due briefs (where jobs run); returns a stop function. */
export function startBriefSchedule(db: AppDb, everyMs = 60_000): () => Promise<void> {
  return repeatingJob('morning briefs', async () => {
    const result = await runDueBriefs(db);
    if (result.sent > 0) logger('alerts').info(result, 'morning briefs queued');
  }, everyMs);
}
