// Portfolio figures on PGlite: importing a 10,000-trade Console tradebook (parse, preview, one transaction) and
// re-importing it (adds nothing); the portfolio API (holdings, XIRR, NIFTY 50, gains) for 200 holdings and
// 5,000 trades. Each is set beside a baseline measured in the same run: a plain insert of the same rows, and a
// plain read of the person's trades.
import { portfolioTrades } from '../apps/server/src/portfolio/schema';
import { confirmImport } from '../apps/server/src/portfolio/importer';
import { portfolioGains, portfolioHistory, portfolioSummary } from '../apps/server/src/portfolio/portfolioView';
import { tradesOf } from '../apps/server/src/portfolio/tradeStore';
import { users } from '../apps/server/src/identity/schema';
import { companyProfile, marketIndexPriceDaily, marketIndices, stockPriceDaily } from '../apps/server/src/market/schema/index';
import { configureLogger } from '../apps/server/src/platform/logger';
import { bulkTradebook } from '../apps/server/test/factories/portfolioFiles';
import { freshDatabase, percentile, printFigure } from './support';

configureLogger('silent');
const HOLDINGS = 200;
const bench = await freshDatabase('pglite');
const db = bench.database.db;

const isins = Array.from({ length: HOLDINGS }, (_, i) => `INE${String(i).padStart(6, '0')}AB${i % 10}`);
const days = Array.from({ length: 60 }, (_, i) => new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString().slice(0, 10));
const companies = await db
  .insert(companyProfile)
  .values(isins.map((isin, i) => ({ symbol: `BENCH${i}`, exchange: 'NSE', country: 'IN', companyName: `Bench ${i} Ltd`, isin, sector: `Sector ${i % 12}`, marketCapType: i % 3 ? 'Mid Cap' : 'Large Cap', source: 'bench' })))
  .returning({ id: companyProfile.id });
await db.insert(stockPriceDaily).values(companies.flatMap((c, i) => days.map((date, d) => ({ companyId: c.id, date, close: 100 + ((i + d) % 40) }))));
const [nifty] = await db.insert(marketIndices).values({ indexName: 'NIFTY 50', source: 'bench' }).returning({ id: marketIndices.id });
const niftyDays = Array.from({ length: 2400 }, (_, i) => new Date(Date.UTC(2018, 11, 1) + i * 86_400_000).toISOString().slice(0, 10));
await db.insert(marketIndexPriceDaily).values(niftyDays.map((date, i) => ({ indexId: nifty!.id, date, close: 10_000 + i * 3 })));

const person = async (label: string) => (await db.insert(users).values({ email: `${label}@bench.example`, googleId: label }).returning({ id: users.id }))[0]!.id;

// Import of 10,000 trades, and the baseline: the same 10,000 rows inserted in one transaction, nothing else.
const file = bulkTradebook(isins, 10_000);
const importer = await person('importer');
let started = performance.now();
const imported = await confirmImport(db, importer, { content: file, format: 'auto', mappings: {} });
const importMs = performance.now() - started;
started = performance.now();
const again = await confirmImport(db, importer, { content: file, format: 'auto', mappings: {} });
const reimportMs = performance.now() - started;
const plain = await person('baseline');
const rows = (await tradesOf(db, importer)).map(({ id: _id, userId: _user, createdAt: _at, ...rest }) => ({ ...rest, userId: plain }));
started = performance.now();
await db.transaction(async (tx) => {
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(portfolioTrades).values(rows.slice(i, i + 1000));
});
const insertMs = performance.now() - started;
printFigure('import of a 10,000-trade tradebook (PGlite)', importMs.toFixed(0), 'ms', `target < 3000; ${imported.added} added; ${(importMs / insertMs).toFixed(1)}x a plain insert of the rows (${insertMs.toFixed(0)} ms)`);
printFigure('re-import of the same file', reimportMs.toFixed(0), 'ms', `${again.added} added, ${again.skipped} skipped`);

// The portfolio API's work for 200 holdings and 5,000 trades, and the baseline: reading those 5,000 trades.
const holder = await person('holder');
await confirmImport(db, holder, { content: bulkTradebook(isins, 5_000), format: 'auto', mappings: {} });
const time = async (runs: number, task: () => Promise<unknown>) => {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await task();
    out.push(performance.now() - t0);
  }
  return out.sort((a, b) => a - b);
};
await portfolioSummary(db, holder, { benchmark: 'NIFTY 50' }); // warm
const read = await time(30, () => tradesOf(db, holder));
const summary = await time(30, () => portfolioSummary(db, holder, { benchmark: 'NIFTY 50' }));
const gains = await time(30, () => portfolioGains(db, holder));
const history = await time(30, () => portfolioHistory(db, holder, { benchmark: 'NIFTY 50' }));
const check = await portfolioSummary(db, holder, { benchmark: 'NIFTY 50' });
printFigure('GET /api/portfolio work, 200 holdings / 5,000 trades, p50', percentile(summary, 50).toFixed(1), 'ms', `${check.holdings.length} holdings, XIRR ${check.xirr?.toFixed(3)}`);
printFigure('GET /api/portfolio work, p95', percentile(summary, 95).toFixed(1), 'ms', `target < 100; ${(percentile(summary, 95) / percentile(read, 95)).toFixed(1)}x reading the 5,000 trades (p95 ${percentile(read, 95).toFixed(1)} ms)`);
printFigure('GET /api/portfolio/gains work, p95', percentile(gains, 95).toFixed(1), 'ms', `${(percentile(gains, 95) / percentile(read, 95)).toFixed(1)}x reading the trades`);
printFigure('GET /api/portfolio/history work (value chart), p95', percentile(history, 95).toFixed(1), 'ms', `${(percentile(history, 95) / percentile(read, 95)).toFixed(1)}x reading the trades`);
await bench.dispose();
