/**
 * The first start must not hold the event loop (issue 16, "First start never blocks"). These tests count
 * turns of the event loop (an immediate that re-arms itself runs once per turn) while the load runs: a
 * load that never yields leaves the count at 0 whatever the machine's speed, one that yields between
 * sources, parse slices and batches gives many. They run on the database as the server opens it: PGlite in
 * its worker thread (platform/db/pgliteInWorker.test.ts shows a statement there never holds the loop), or
 * PostgreSQL.
 */
import fs from 'node:fs';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { type Database, openPglite } from '../platform/db/client';
import { openTestDatabase } from '../../test/support';
import { ensureMarketData, type MarketStartSettings } from './firstStart';
import { DEFAULT_SOURCES } from './index';
import { fixtureMirrorFiles } from '../../test/factories/ingestFixtures';
import { removeMirror, writeMirror } from '../../test/factories/ingestTestKit';
import { turnsDuring } from '../../test/eventLoopTurns';

const settings = (overrides: Partial<MarketStartSettings>): MarketStartSettings => ({
  FMP_API_KEY: undefined,
  FMP_BASE_URL: 'http://127.0.0.1:9/fmp',
  DAILY_INGEST: false,
  DATA_MIRROR: undefined,
  ONLINE_INGEST: false,
  DEMO_SCALE: 60,
  DEMO_SEED: 11,
  ...overrides,
});

/** A database of its own, of the kind the server opens: PGlite in a worker thread, or PostgreSQL. */
async function serverDatabase(): Promise<Database> {
  if (process.env.SANCHAY_TEST_DB === 'postgres') return openTestDatabase();
  return openPglite({ worker: true, loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]) });
}

let database: Database | undefined;
let mirror: string | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
  if (mirror) removeMirror(mirror);
  mirror = undefined;
});

describe('the first start yields to the event loop', () => {
  it('while it loads DATA_MIRROR', { timeout: 60_000 }, async () => {
    database = await serverDatabase();
    mirror = writeMirror(fixtureMirrorFiles());
    const { result, turns } = await turnsDuring(() =>
      ensureMarketData(database!.db, settings({ DATA_MIRROR: mirror })),
    );
    expect(result).toBe('mirror');
    // At least a turn before every source, and more for the files' parse slices and write batches.
    expect(turns).toBeGreaterThan(2 * DEFAULT_SOURCES.length);
  });

  it('while it generates the demo universe', { timeout: 120_000 }, async () => {
    database = await serverDatabase();
    const { result, turns } = await turnsDuring(() => ensureMarketData(database!.db, settings({ DEMO_SCALE: 60 })));
    expect(result).toBe('demo');
    // 60 companies with ten years of bars (~150,000) go in batches of 20,000 bars: a turn at least after each
    // batch is written, and after each slice of generating work.
    expect(turns).toBeGreaterThanOrEqual(8);
  });
});
