// Company search over 100,000+ companies: the in-memory index behind GET /api/company/list, through real HTTP
// with 100 concurrent requests, against a naive `ILIKE '%q%'` query on the same rows.
import { sql } from 'drizzle-orm';
import { companyProfile } from '../apps/server/src/market/schema/index';
import { createServices } from '../apps/server/src/app/services';
import { parseEnv } from '../apps/server/src/platform/env';
import { buildApp } from '../apps/server/src/app/http';
import { configureLogger } from '../apps/server/src/platform/logger';
import { type BenchDatabase, freshDatabase, loadTest, percentile, postgresBaseUrl, printFigure } from './support';

const COMPANIES = 100_000;
const HTTP_REQUESTS = 20_000;
const CONCURRENCY = 100;

const FIRST = ['Aravali', 'Sahyadri', 'Ganga', 'Narmada', 'Kaveri', 'Deccan', 'Malabar', 'Konkan', 'Himalaya', 'Vindhya', 'Coromandel', 'Satpura', 'Nilgiri', 'Tapti', 'Godavari', 'Krishna', 'Mahanadi', 'Brahmaputra', 'Thar', 'Sundarban', 'Reliance', 'Tata', 'Bajaj', 'Mahindra', 'Adani', 'Birla', 'Godrej', 'Infosys', 'Wipro', 'Larsen'];
const SECOND = ['Polymers', 'Fintech', 'Steel', 'Textiles', 'Pharma', 'Chemicals', 'Motors', 'Power', 'Cements', 'Foods', 'Logistics', 'Realty', 'Software', 'Capital', 'Finance', 'Energy', 'Agro', 'Paper', 'Glass', 'Ceramics', 'Electricals', 'Infra', 'Healthcare', 'Media', 'Telecom'];
const THIRD = ['Limited', 'Industries Ltd', 'India Ltd', 'Enterprises Ltd', 'Holdings Ltd', 'Corporation Ltd', 'Ventures Ltd', 'Systems Ltd'];
const COUNTRIES = ['IN', 'IN', 'IN', 'IN', 'IN', 'IN', 'US', 'US', 'SG', 'AE'];

function syntheticCompanies(n: number) {
  const rows = [];
  for (let i = 0; i < n; i++) {
    const a = FIRST[i % FIRST.length]!;
    const b = SECOND[Math.floor(i / FIRST.length) % SECOND.length]!;
    const c = THIRD[Math.floor(i / (FIRST.length * SECOND.length)) % THIRD.length]!;
    const serial = Math.floor(i / (FIRST.length * SECOND.length * THIRD.length));
    const symbol = `${a.slice(0, 4)}${b.slice(0, 3)}${serial.toString(36)}${(i % 97).toString(36)}`.toUpperCase().slice(0, 12) + i.toString(36).toUpperCase();
    rows.push({
      symbol,
      exchange: 'BENCH',
      country: COUNTRIES[i % COUNTRIES.length]!,
      companyName: `${a} ${b} ${serial > 0 ? `${serial} ` : ''}${c}`,
      marketCap: Math.round(Math.exp(18 + ((i * 7919) % 1000) / 100)),
      source: 'bench',
    });
  }
  return rows;
}

/** What people type: prefixes of symbols and of name words, 3 to 8 characters. */
function sampleQueries(rows: ReturnType<typeof syntheticCompanies>, count: number): { country: string; q: string }[] {
  const queries = [];
  for (let i = 0; i < count; i++) {
    const row = rows[(i * 104_729) % rows.length]!;
    const words = row.companyName.split(' ');
    const source = i % 3 === 0 ? row.symbol : words[(i >> 2) % words.length]!;
    queries.push({ country: row.country, q: source.slice(0, 3 + (i % 6)).toLowerCase() });
  }
  return queries;
}

async function run(bench: BenchDatabase) {
  const { db } = bench.database;
  const rows = syntheticCompanies(COMPANIES);
  const loadStarted = performance.now();
  for (let i = 0; i < rows.length; i += 5000) await db.insert(companyProfile).values(rows.slice(i, i + 5000));
  await db.execute(sql`analyze company_profile`);
  printFigure(`[${bench.label}] load ${COMPANIES.toLocaleString('en-IN')} companies`, ((performance.now() - loadStarted) / 1000).toFixed(1), 's');

  const env = parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: `/tmp/sanchay-bench-env-${process.pid}` });
  const services = await createServices(env, bench.database);
  const app = await buildApp(services);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const queries = sampleQueries(rows, 2000);

  const buildStarted = performance.now();
  await fetch(`http://127.0.0.1:${port}/api/company/list?country=IN&q=warm`);
  printFigure(`[${bench.label}] search index build (first query)`, (performance.now() - buildStarted).toFixed(0), 'ms');

  const httpStarted = performance.now();
  const http = await loadTest(HTTP_REQUESTS, CONCURRENCY, async (i) => {
    const { country, q } = queries[i % queries.length]!;
    const response = await fetch(`http://127.0.0.1:${port}/api/company/list?country=${country}&q=${encodeURIComponent(q)}`);
    await response.json();
  });
  const httpSeconds = (performance.now() - httpStarted) / 1000;
  printFigure(`[${bench.label}] GET /api/company/list p50, ${CONCURRENCY} concurrent`, percentile(http, 50).toFixed(2), 'ms');
  printFigure(`[${bench.label}] GET /api/company/list p99, ${CONCURRENCY} concurrent`, percentile(http, 99).toFixed(2), 'ms', 'target <= 15');
  printFigure(`[${bench.label}] GET /api/company/list throughput`, Math.round(HTTP_REQUESTS / httpSeconds), 'req/s');
  await app.close();

  // The same questions as one naive query each, with the same concurrency.
  const naiveCount = bench.label === 'PGlite' ? 300 : 2000;
  const naive = await loadTest(naiveCount, CONCURRENCY, async (i) => {
    const { country, q } = queries[i % queries.length]!;
    const like = `%${q}%`;
    await db.execute(sql`select company_name, symbol, exchange, country from company_profile
      where country = ${country} and (symbol ilike ${like} or company_name ilike ${like})
      order by company_name limit 20`);
  });
  printFigure(`[${bench.label}] naive ILIKE '%q%' p50, ${CONCURRENCY} concurrent`, percentile(naive, 50).toFixed(2), 'ms');
  printFigure(`[${bench.label}] naive ILIKE '%q%' p99, ${CONCURRENCY} concurrent`, percentile(naive, 99).toFixed(2), 'ms');
  printFigure(`[${bench.label}] speed-up of p99 over naive ILIKE`, (percentile(naive, 99) / percentile(http, 99)).toFixed(1), 'x', 'aim >= 10');
}

configureLogger('silent');
for (const kind of postgresBaseUrl() ? (['postgres', 'pglite'] as const) : (['pglite'] as const)) {
  const bench = await freshDatabase(kind);
  try {
    await run(bench);
  } finally {
    await bench.dispose();
  }
}
