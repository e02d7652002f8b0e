import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InstrumentDirectory } from '../../../live/instruments';
import type { Database } from '../../../platform/db/client';
import { runIngest, type IngestReport } from '../../index';
import { count, removeMirror, writeMirror } from '../../../../test/factories/ingestTestKit';
import { openTestDatabase } from '../../../../test/support';
import { indexNameOfHistoryFile } from './nseIndexHistoryLoader';
import { queryRows } from '../../sqlBatch';

// The older series (askIndex) ends on 26 Aug 2021; NSE's own download overlaps it and runs to 22 Jan 2026.
const ASKINDEX = `date,open,high,low,close,volume,value,symbol
2021-08-24,16384.2,16592.5,16351.35,16624.6,262516186.0,20383.44,NIFTY 50
2021-08-25,16654.15,16712.45,16589.4,16634.65,260180185.0,19972.72,NIFTY 50
2021-08-26,16627.95,16683.7,16536.95,16636.9,227853224.0,18089.44,NIFTY 50
`;
// NSE's format: a UTF-8 byte-order mark, header names with trailing spaces, dates like 22-JAN-2026, newest first.
const NSE_2021 = `\uFEFFDate ,Open ,High ,Low ,Close ,Shares Traded ,Turnover (\u20B9 Cr)
27-AUG-2021,16642.55,16722.05,16565.8,16705.2,252345543,19634.52
26-AUG-2021,16627.95,16683.7,16536.95,16636.9,227853224,18089.44
25-AUG-2021,16654.15,16712.45,16589.4,16634.65,260180185,19972.72
`;
const NSE_2026 = `\uFEFFDate ,Open ,High ,Low ,Close ,Shares Traded ,Turnover (\u20B9 Cr)
22-JAN-2026,25344.15,25435.75,25168.5,25289.9,486395433,34583.24
21-JAN-2026,25141,25300.95,24919.8,25157.5,395624981,30984.61
20-JAN-2026,25580.3,25585,25171.35,25232.5,409772324,31020.36
`;

let database: Database;
let mirror: string;
let report: IngestReport;

beforeAll(async () => {
  database = await openTestDatabase();
  mirror = writeMirror({
    'askIndex/NIFTY 50.csv': ASKINDEX,
    'nse-index-history/NIFTY 50-22-01-2021-to-22-01-2022.csv': NSE_2021,
    'nse-index-history/NIFTY 50-23-01-2025-to-23-01-2026.csv': NSE_2026,
    'nse-index-history/notes.csv': 'Date ,Close \n',
  });
  report = await runIngest(database.db, { from: mirror, sources: ['index-history', 'nse-index-history'] });
});
afterAll(async () => {
  await database?.close();
  removeMirror(mirror);
});

const source = (name: string) => report.sources.find((s) => s.source === name)!;

describe('nse-index-history', () => {
  it('names the index from the file name', () => {
    expect(indexNameOfHistoryFile('nse-index-history/NIFTY 50-23-01-2025-to-23-01-2026.csv')).toBe('NIFTY 50');
    expect(indexNameOfHistoryFile('NIFTY BANK-01-01-2024-to-31-12-2024.csv')).toBe('NIFTY BANK');
    expect(indexNameOfHistoryFile('notes.csv')).toBeNull();
  });

  it('joins NSE’s download to the older series: one index, one bar a day, oldest to 22 Jan 2026', async () => {
    expect(source('nse-index-history')).toMatchObject({ files: 3, rows: 6, problems: 1 });
    expect(source('nse-index-history').sampleProblems[0]!.file).toMatch(/notes\.csv$/);
    expect(await count(database.db, 'market_indices')).toBe(1);
    const bars = await queryRows<{ date: string; close: number; volume: number | null }>(
      database.db,
      sql`select to_char(p.date, 'YYYY-MM-DD') as date, p.close, p.volume::float8 as volume from market_index_price_daily p
          join market_indices i on i.id = p.index_id where i.index_name = 'NIFTY 50' order by p.date`,
    );
    expect(bars.map((b) => [b.date, b.close])).toEqual([
      ['2021-08-24', 16624.6],
      ['2021-08-25', 16634.65],
      ['2021-08-26', 16636.9],
      ['2021-08-27', 16705.2],
      ['2026-01-20', 25232.5],
      ['2026-01-21', 25157.5],
      ['2026-01-22', 25289.9],
    ]);
    expect(bars.at(-1)!.volume).toBe(486395433); // "Shares Traded"
  });

  it('reports closes that disagree with the stored series, and keeps NSE’s', async () => {
    const changed = NSE_2021.replace('26-AUG-2021,16627.95,16683.7,16536.95,16636.9', '26-AUG-2021,16627.95,16683.7,16536.95,16700');
    const other = writeMirror({ 'nse-index-history/NIFTY 50-22-01-2021-to-22-01-2022.csv': changed });
    try {
      const again = await runIngest(database.db, { from: other, sources: ['nse-index-history'] });
      const problems = again.sources[0]!.sampleProblems.map((p) => p.message);
      expect(problems).toEqual([expect.stringMatching(/^1 closes differ from the stored series \(first 2021-08-26: 16636\.9 stored, 16700 here\)/)]);
    } finally {
      removeMirror(other);
    }
  });

  it('gives the live feed its starting close: 25,289.90 of 22 Jan 2026', async () => {
    const directory = new InstrumentDirectory(database.db);
    const nifty = (await directory.find('index', 'NIFTY 50'))!;
    expect(await directory.history(nifty)).toMatchObject({ lastClose: 25289.9, lastCloseDate: '2026-01-22' });
  });
});
