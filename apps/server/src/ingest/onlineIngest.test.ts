import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client';
import { download, DownloadError } from './downloader';
import { runIngest, type IngestReport } from './index';
import { EQUITY_L, ETF_LIST, UDIFF_BHAVCOPY, US_NASDAQ } from '../../test/factories/ingestFixtures';
import { count, zipOf } from '../../test/factories/ingestTestKit';
import { openTestDatabase } from '../../test/support';
import { queryRows } from './sqlBatch';

/** A local stand-in for NSE, AMFI and GitHub: serves fixtures, refuses clients without a browser UA. */
interface Fake {
  base: string;
  requests: { path: string; userAgent: string }[];
  close(): Promise<void>;
}

const BHAVCOPY = '/nse/content/cm/BhavCopy_NSE_CM_0_0_0_20240708_F_0000.csv.zip';

async function startFake(): Promise<Fake> {
  const requests: Fake['requests'] = [];
  let equityAttempts = 0;
  const files: Record<string, string | Buffer> = {
    '/nse/content/equities/EQUITY_L.csv': EQUITY_L,
    '/nse/content/equities/eq_etfseclist.csv': ETF_LIST,
    '/gh/rreichel3/US-Stock-Symbols/main/nasdaq/nasdaq_full_tickers.json': US_NASDAQ,
    [BHAVCOPY]: zipOf({ 'BhavCopy_NSE_CM_0_0_0_20240708_F_0000.csv': UDIFF_BHAVCOPY }),
  };
  const server = http.createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const userAgent = req.headers['user-agent'] ?? '';
    requests.push({ path, userAgent });
    if (!/Mozilla\/5\.0/.test(userAgent)) return void res.writeHead(403).end('browser user agent required');
    if (path === '/nse/content/equities/EQUITY_L.csv' && ++equityAttempts === 1)
      return void res.writeHead(503).end('busy');
    if (path === '/amfi/spages/NAVAll.txt') return void res.writeHead(500).end('down');
    const body = files[path];
    if (body === undefined) return void res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-length': Buffer.byteLength(body) }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

let fake: Fake;
let database: Database;
let report: IngestReport;
const progress: { source: string; file: string; done: number; total?: number }[] = [];

beforeAll(async () => {
  fake = await startFake();
  database = await openTestDatabase();
  report = await runIngest(database.db, {
    sources: ['nse-securities', 'nse-etfs', 'us-symbols', 'bhavcopy', 'amfi', 'screener'],
    baseUrls: { nse: `${fake.base}/nse`, amfi: `${fake.base}/amfi`, github: `${fake.base}/gh` },
    retry: { attempts: 3, delayMs: 5 },
    today: new Date('2024-07-09T12:00:00Z'),
    onProgress: (event) => progress.push(event),
  });
});
afterAll(async () => {
  await database?.close();
  await fake?.close();
});

const source = (name: string) => report.sources.find((s) => s.source === name)!;

describe('online ingest against a local fake server', () => {
  it('sends a browser User-Agent on every request', () => {
    expect(fake.requests.length).toBeGreaterThan(5);
    expect(fake.requests.every((r) => r.userAgent.includes('Mozilla/5.0'))).toBe(true);
  });

  it('retries a 503 and loads the file on the next attempt', async () => {
    expect(fake.requests.filter((r) => r.path === '/nse/content/equities/EQUITY_L.csv')).toHaveLength(2);
    expect(source('nse-securities')).toMatchObject({ files: 1, rows: 4, problems: 1 });
    expect(source('nse-securities').error).toBeUndefined();
    expect(await count(database.db, 'company_profile', `symbol = 'RELIANCE'`)).toBe(1);
  });

  it('reports a source that keeps failing after its retries, and the others still load', () => {
    expect(source('amfi').error).toBe(`download failed: ${fake.base}/amfi/spages/NAVAll.txt: HTTP 500 (3 attempts)`);
    expect(fake.requests.filter((r) => r.path === '/amfi/spages/NAVAll.txt')).toHaveLength(3);
    expect(source('nse-etfs')).toMatchObject({ rows: 5 });
    expect(source('us-symbols')).toMatchObject({ files: 1, rows: 2 });
  });

  it("takes the last 10 days' UDiFF bhavcopies, weekends skipped, a 404 being a day not published", async () => {
    const asked = fake.requests.filter((r) => r.path.startsWith('/nse/content/cm/')).map((r) => r.path.slice(38, 46));
    expect(asked).toEqual(['20240701', '20240702', '20240703', '20240704', '20240705', '20240708', '20240709']);
    expect(source('bhavcopy')).toMatchObject({ files: 1, rows: 2 });
    expect(source('screener').note).toContain('--from');
    const meta = await queryRows<{ value: string }>(
      database.db,
      sql`select value from app_meta where key = 'data_origin'`,
    );
    expect(meta[0]!.value).toBe('online');
  });

  it('reports download progress with the announced length', () => {
    const bytes = progress.find((p) => p.file === 'EQUITY_L.csv' && p.total === Buffer.byteLength(EQUITY_L));
    expect(bytes).toBeDefined();
  });
});

describe('download', () => {
  it('does not retry a 404 and names the address', async () => {
    const before = fake.requests.length;
    const error = await download(`${fake.base}/missing.csv`, { attempts: 3, delayMs: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DownloadError);
    expect((error as DownloadError).status).toBe(404);
    expect(fake.requests.length - before).toBe(1);
  });

  it('reports an unreachable host after its retries', async () => {
    const error = await download('http://127.0.0.1:9/nothing', { attempts: 2, delayMs: 5 }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/^download failed: http:\/\/127\.0\.0\.1:9\/nothing: .* \(2 attempts\)$/);
  });

  it('gives up at the first refused connection when told to fail fast offline (the first start falls back at once)', async () => {
    // A port nothing listens on: a server's own, once closed.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const error = await download(`http://127.0.0.1:${port}/nothing`, { attempts: 4, delayMs: 5, failFastOffline: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DownloadError);
    expect((error as DownloadError).offline).toBe(true);
    expect((error as Error).message).toMatch(/ECONNREFUSED \(1 attempt\)$/);
  });

  it('still retries an answering host that is busy when told to fail fast offline', async () => {
    const error = await download(`${fake.base}/amfi/spages/NAVAll.txt`, { attempts: 2, delayMs: 5, failFastOffline: true }).catch((e: unknown) => e);
    expect((error as DownloadError).status).toBe(500);
    expect((error as DownloadError).offline).toBe(false);
    expect((error as Error).message).toMatch(/\(2 attempts\)$/);
  });
});
