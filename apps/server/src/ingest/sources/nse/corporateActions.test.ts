/** NSE's corporate actions CSV: the parser, and the online source against a local server speaking NSE's download. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCorporateActions, valuationsOf } from '../../../market/corporateActions/index';
import type { Database } from '../../../platform/db/client';
import { EQUITY_L } from '../../../../test/factories/ingestFixtures';
import { openTestDatabase } from '../../../../test/support';
import { insertBars, insertKeyMetrics } from '../../../../test/factories/marketFixtures';
import { runIngest, type IngestReport } from '../../index';
import { queryRows } from '../../sqlBatch';
import { parseNseCorporateActions } from './corporateActions';

/** As NSE's "Download (.csv)" writes it: quoted header and fields, a trailing space in some names. */
const CSV = `"SYMBOL","COMPANY NAME","SERIES","PURPOSE","FACE VALUE","EX-DATE","RECORD DATE","BOOK CLOSURE START DATE","BOOK CLOSURE END DATE"
"RELIANCE","Reliance Industries Limited","EQ","Bonus 1:1","10","28-Oct-2024","28-Oct-2024","-","-"
"RELIANCE","Reliance Industries Limited","EQ","Dividend - Rs 10 Per Share","10","19-Aug-2024","19-Aug-2024","-","-"
"TCS","Tata Consultancy Services Limited","EQ","Final Dividend - Rs 24 Per Share/Special Dividend - Rs 66 Per Share","1","16-Jan-2025","17-Jan-2025","-","-"
"INFY","Infosys Limited","EQ","Annual General Meeting","5","-","-","-","-"
"NOSUCH","No Such Limited","EQ","Bonus 1:2","10","01-Jan-2025","-","-","-"
`;

describe('parseNseCorporateActions', () => {
  it('reads each row with its parsed PURPOSE and dates, reporting rows without an ex-date', () => {
    const { rows, problems } = parseNseCorporateActions(CSV, 'ca.csv');
    expect(rows.map((r) => [r.symbol, r.exDate, r.recordDate, r.actions.map((a) => a.kind)])).toEqual([
      ['RELIANCE', '2024-10-28', '2024-10-28', ['bonus']],
      ['RELIANCE', '2024-08-19', '2024-08-19', ['dividend']],
      ['TCS', '2025-01-16', '2025-01-17', ['dividend', 'dividend']],
      ['NOSUCH', '2025-01-01', null, ['bonus']],
    ]);
    expect(problems).toEqual([{ file: 'ca.csv', line: 5, message: "ex-date is not a date: '-'" }]);
  });

  it('refuses a file that is not the corporate actions download', () => {
    expect(parseNseCorporateActions('SYMBOL,SERIES\nTCS,EQ\n', 'x.csv').problems[0]!.message).toMatch(/no purpose, exdate column/);
  });
});

describe('source nse-corporate-actions online', () => {
  let server: http.Server;
  let base = '';
  const asked: { url: string; agent: string }[] = [];
  let database: Database;
  let report: IngestReport;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://nse');
      asked.push({ url: url.pathname + url.search, agent: req.headers['user-agent'] ?? '' });
      if (url.pathname === '/nse/content/equities/EQUITY_L.csv') return void res.end(EQUITY_L);
      if (!/Mozilla/.test(req.headers['user-agent'] ?? '')) return void res.writeHead(403).end();
      if (url.pathname !== '/web/api/corporates-corporateActions' || url.searchParams.get('csv') !== 'true') return void res.writeHead(404).end();
      res.setHeader('content-type', 'text/csv');
      res.end(CSV);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    database = await openTestDatabase();
    await runIngest(database.db, { sources: ['nse-securities'], baseUrls: { nse: `${base}/nse` } });
    // RELIANCE's history as the bhavcopy gives it (unadjusted: the bonus fall is in it), fundamentals from before.
    const [rel] = await queryRows<{ id: string }>(database.db, sql`select id from company_profile where symbol = 'RELIANCE'`);
    await insertBars(database.db, rel!.id, [['2024-07-01', 3168], ['2024-10-25', 2655], ['2024-10-28', 1338], ['2025-09-30', 1370]]);
    await insertKeyMetrics(database.db, rel!.id, '2024-07-01', { currentPrice: 3134.25, numberOfEquityShares: 676.58e7, pe: 28.9 }, { asOf: '2024-07-01' });
    report = await runIngest(database.db, {
      sources: ['nse-corporate-actions'],
      baseUrls: { nseWeb: `${base}/web` },
      today: new Date('2025-10-01T12:00:00Z'),
    });
  });
  afterAll(async () => {
    await database?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('asks NSE for two years back and a quarter ahead, as a browser', () => {
    const call = asked.find((a) => a.url.startsWith('/web/'))!;
    expect(call.url).toBe('/web/api/corporates-corporateActions?index=equities&from_date=01-10-2023&to_date=30-12-2025&csv=true');
    expect(call.agent).toMatch(/^Mozilla\/5\.0/);
  });

  it("records the exchange's actions as applied, skipping unknown symbols", async () => {
    const source = report.sources.find((s) => s.source === 'nse-corporate-actions')!;
    expect(source).toMatchObject({ files: 1, rows: 4, problems: 2 });
    expect(source.sampleProblems.map((p) => p.message)).toEqual(["ex-date is not a date: '-'", 'unknown NSE symbol NOSUCH: skipped']);
    const actions = await listCorporateActions(database.db, { status: 'file' });
    expect(actions.map((a) => [a.symbol, a.description, a.exDate])).toEqual([
      ['RELIANCE', 'Dividend Rs 10 a share', '2024-08-19'],
      ['RELIANCE', 'Bonus 1:1', '2024-10-28'],
      ['TCS', 'Final dividend Rs 24 a share', '2025-01-16'],
      ['TCS', 'Special dividend Rs 66 a share', '2025-01-16'],
    ]);
  });

  it('puts the history on one basis and values RELIANCE at its close with twice the shares', async () => {
    const closes = await queryRows<{ close: number }>(
      database.db,
      sql`select p.close from stock_price_daily_historical p join company_profile c on c.id = p.company_id where c.symbol = 'RELIANCE' order by p.date`,
    );
    expect(closes.map((r) => r.close)).toEqual([1584, 1327.5, 1338, 1370]);
    const [rel] = await queryRows<{ id: string }>(database.db, sql`select id from company_profile where symbol = 'RELIANCE'`);
    const v = (await valuationsOf(database.db, [rel!.id])).get(rel!.id)!;
    expect(v).toMatchObject({ basis: 'at-price', asOf: '2025-09-30', shareFactor: 2 });
    expect(v.marketCap).toBeCloseTo(1370 * 2 * 676.58e7, -3);
  });

  it('loads the same file once', async () => {
    const again = await runIngest(database.db, { sources: ['nse-corporate-actions'], baseUrls: { nseWeb: `${base}/web` }, today: new Date('2025-10-01T12:00:00Z') });
    expect(again.sources.find((s) => s.source === 'nse-corporate-actions')).toMatchObject({ files: 0, skippedFiles: 1 });
    expect(await listCorporateActions(database.db, { status: 'file' })).toHaveLength(4);
  });
});
