// Market data loads: the mirror ingest (default sources, without the 2,825-symbol archive) and the demo
// universe of 80,000 companies, on PGlite and, when configured, PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import { benchDemo } from '../apps/server/test/factories/benchDemo';
import { benchIngest } from '../apps/server/test/factories/benchIngest';
import { configureLogger } from '../apps/server/src/platform/logger';
import { postgresBaseUrl, printFigure } from './support';

configureLogger('silent');
const mirror = process.env.DATA_MIRROR ?? path.resolve(import.meta.dirname, '../../shared/data/raw');
const demoScale = Number(process.env.BENCH_DEMO_SCALE ?? 80_000);

if (fs.existsSync(mirror)) {
  const report = await benchIngest(mirror);
  for (const source of report.sources) {
    printFigure(`mirror ingest (PGlite): ${source.source}`, source.rows.toLocaleString('en-IN'), 'rows', `${(source.ms / 1000).toFixed(1)} s`);
  }
  printFigure('mirror ingest (PGlite): total', (report.totalMs / 1000).toFixed(1), 's', `${report.totalRows.toLocaleString('en-IN')} rows, ${Math.round(report.totalRows / (report.totalMs / 1000)).toLocaleString('en-IN')} rows/s`);
} else {
  console.log(`no data mirror at ${mirror}: mirror ingest not measured`);
}

for (const target of postgresBaseUrl() ? (['postgres', 'pglite'] as const) : (['pglite'] as const)) {
  const result = await benchDemo(demoScale, target, target === 'postgres' ? postgresBaseUrl() : undefined);
  printFigure(
    `demo universe of ${demoScale.toLocaleString('en-IN')} companies (${target === 'postgres' ? 'PostgreSQL' : 'PGlite'})`,
    (result.ms / 1000).toFixed(1),
    's',
    `${result.priceRows.toLocaleString('en-IN')} price rows, ${result.statementRows.toLocaleString('en-IN')} statement rows`,
  );
}
