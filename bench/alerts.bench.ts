// Alert engine figure (issue 38): 1,000,000 alerts evaluated against one minute's prices of 2,000 companies on
// PostgreSQL, beside the dip engine's 1,000,000 subscriptions measured in the same run (the baseline).
// Target: within 2 s. BENCH_ALERTS sets the count (PGlite runs a tenth when no PostgreSQL is configured).
import { sql } from 'drizzle-orm';
import { evaluateAlerts, type Observation } from '../apps/server/src/alerts/alertEngine';
import { configureLogger } from '../apps/server/src/platform/logger';
import type { AppDb } from '../apps/server/src/platform/db/client';
import { benchDipEvaluation } from '../apps/server/test/factories/dipBench';
import { freshDatabase, postgresBaseUrl, printFigure } from './support';

configureLogger('silent');
const COMPANIES = 2000;
const ALERTS_PER_USER = 20;
const target = postgresBaseUrl() ? 'postgres' : 'pglite';
const alertsCount = Number(process.env.BENCH_ALERTS ?? (target === 'postgres' ? 1_000_000 : 100_000));

/** Companies at ₹1,000; alert g: price below 990..901 or above 1,010..1,099 (half each), on company g % 2000. */
async function seed(db: AppDb) {
  await db.execute(sql`insert into company_profile (id, symbol, exchange, country, company_name, source)
    select md5('bench-al-' || i)::uuid, 'BAL' || i, 'NSE', 'IN', 'Bench Alert Co ' || i, 'bench' from generate_series(0, ${COMPANIES - 1}) i`);
  const users = Math.ceil(alertsCount / ALERTS_PER_USER);
  await db.execute(sql`insert into users (id, email, google_id, telegram_id)
    select md5('bench-al-user-' || u)::uuid, 'al' || u || '@example.com', 'al-' || u, 600000000 + u from generate_series(0, ${users - 1}) u`);
  await db.execute(sql`insert into alerts (user_id, company_id, symbol, kind, metric, level, period, description, repeat, cooldown_minutes)
    select md5('bench-al-user-' || (g / ${ALERTS_PER_USER}))::uuid, md5('bench-al-' || (g % ${COMPANIES}))::uuid, 'BAL' || (g % ${COMPANIES}),
           case when g % 2 = 0 then 'price_below' else 'price_above' end, 'price',
           case when g % 2 = 0 then 990 - (g / ${COMPANIES}) % 90 else 1010 + (g / ${COMPANIES}) % 90 end, 0,
           'bench', case when g % 3 = 0 then 'every' else 'once' end, 60
    from generate_series(0, ${alertsCount - 1}) g`);
  await db.execute(sql`vacuum analyze`);
}

/** One minute's prices: every company at `price(i)`. */
const minute = (price: (i: number) => number): Observation[] =>
  Array.from({ length: COMPANIES }, (_, i) => ({
    companyId: '', // filled below
    metric: 'price' as const,
    period: 0,
    value: price(i),
    text: `BAL${i} is at ₹${price(i).toFixed(2)}`,
    at: '10:31 IST on 2 Dec 2026',
  }));

const bench = await freshDatabase(target);
try {
  const db = bench.database.db;
  await seed(db);
  const ids = (await db.execute(sql`select i, md5('bench-al-' || i)::uuid::text as id from generate_series(0, ${COMPANIES - 1}) i`)) as unknown as { rows: { i: number; id: string }[] };
  const idOf = new Map(ids.rows.map((r) => [Number(r.i), r.id]));
  const withIds = (list: Observation[]) => list.map((o, i) => ({ ...o, companyId: idOf.get(i)! }));
  const timed = async (list: Observation[]) => {
    const started = performance.now();
    const result = await evaluateAlerts(db, withIds(list));
    return { ...result, ms: Math.round(performance.now() - started) };
  };
  // First look: no alert holds at ₹1,000 (an unknown state counts as not met, so nothing is written).
  const first = await timed(minute(() => 1000));
  // A quiet minute: prices move a little, no alert's state changes.
  const quiet = await timed(minute((i) => 1000 + (i % 7) - 3));
  // A busy minute: a tenth of the companies fall 5% (their price-below alerts from 990 to 951 fire).
  const busy = await timed(minute((i) => (i % 10 === 0 ? 950 : 1000)));
  const n = alertsCount.toLocaleString('en-IN');
  printFigure(`alerts: ${n} evaluated, first look (${bench.label})`, first.ms, 'ms', `${first.evaluated.toLocaleString('en-IN')} put forward by the level index`);
  printFigure(`alerts: ${n}, a quiet minute (${bench.label})`, quiet.ms, 'ms', `${quiet.fired} fired; target <= 2000`);
  printFigure(`alerts: ${n}, a minute where 10% of companies fall 5%`, busy.ms, 'ms', `${busy.fired.toLocaleString('en-IN')} fired and queued; target <= 2000`);
  const dip = await benchDipEvaluation(alertsCount, target, target === 'postgres' ? postgresBaseUrl() : undefined);
  printFigure(`baseline: dip evaluation of ${n} subscriptions`, dip.ms, 'ms', `${dip.queued.toLocaleString('en-IN')} queued`);
  printFigure('alerts quiet minute / dip evaluation', (quiet.ms / dip.ms).toFixed(2), 'x', 'same run, same database server');
  printFigure('alerts busy minute / dip evaluation', (busy.ms / dip.ms).toFixed(2), 'x', 'same run, same database server');
} finally {
  await bench.dispose();
}
