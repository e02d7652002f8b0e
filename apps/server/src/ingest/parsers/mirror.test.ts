/* eslint-disable no-console -- this test reports real-file counts and timings on purpose */
/**
 * Parses every file of the local data mirror (read-only, never copied into the repo) and checks
 * plausible counts. Skipped when the mirror is absent. Set DATA_MIRROR to point elsewhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  decodeText,
  detectFormat,
  parseAsync,
  createNavAllParser,
  PARSERS,
  type DailyBar,
  type FormatId,
  type MutualFundScheme,
  type ParseResult,
} from './index';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const mirror = process.env.DATA_MIRROR ?? path.resolve(repoRoot, '../shared/data/raw');
const exists = fs.existsSync(mirror);
if (!exists) console.log(`mirror.test: skipped, no data mirror at ${mirror}`);

interface Summary {
  file: string;
  format: FormatId;
  rows: number;
  problems: number;
  mb: number;
  ms: number;
}
const summaries: Summary[] = [];

function readText(relative: string): string {
  let bytes: Uint8Array = fs.readFileSync(path.join(mirror, relative));
  if (relative.endsWith('.gz')) bytes = zlib.gunzipSync(bytes);
  return decodeText(bytes);
}

function firstLine(text: string): string {
  const end = text.search(/\r?\n/);
  return end === -1 ? text : text.slice(0, end);
}

/** Detects the format, parses, records a summary line, and checks that problems are few. */
function parse<T>(relative: string, expected: FormatId, quiet = false): ParseResult<T> {
  const text = readText(relative);
  const name = relative.replace(/\.gz$/, '');
  const format = detectFormat(name, firstLine(text));
  expect(format, relative).toBe(expected);
  const start = performance.now();
  const result = PARSERS[expected](text, name) as ParseResult<T>;
  const ms = performance.now() - start;
  if (!quiet) {
    summaries.push({
      file: relative,
      format: expected,
      rows: result.rows.length,
      problems: result.problems.length,
      mb: text.length / 1e6,
      ms,
    });
  }
  expect(result.problems.length, `${relative}: ${JSON.stringify(result.problems.slice(0, 3))}`).toBeLessThanOrEqual(
    Math.max(5, result.rows.length * 0.01),
  );
  return result;
}

function filesIn(relative: string, suffix: string): string[] {
  return fs
    .readdirSync(path.join(mirror, relative))
    .filter((f) => f.endsWith(suffix))
    .sort()
    .map((f) => path.join(relative, f));
}

/** Parses a family of files, recording one summary line for the lot. */
function parseFamily<T>(
  relative: string,
  suffix: string,
  format: FormatId,
): { files: number; rows: T[][]; problems: number } {
  const files = filesIn(relative, suffix);
  let problems = 0;
  let mb = 0;
  let ms = 0;
  const rows = files.map((file) => {
    const text = readText(file);
    mb += text.length / 1e6;
    const start = performance.now();
    const result = PARSERS[format](text, file) as ParseResult<T>;
    ms += performance.now() - start;
    problems += result.problems.length;
    return result.rows;
  });
  summaries.push({
    file: `${relative}/*${suffix} (${files.length} files)`,
    format,
    rows: rows.flat().length,
    problems,
    mb,
    ms,
  });
  return { files: files.length, rows, problems };
}

const isSorted = (bars: DailyBar[]) => bars.every((bar, i) => i === 0 || bars[i - 1]!.date < bar.date);

afterAll(() => {
  if (summaries.length === 0) return;
  console.log(
    ['mirror parse summary (rows, problems, MB, ms, rows/s):']
      .concat(
        summaries.map(
          (s) =>
            `  ${s.file.padEnd(64)} ${s.format.padEnd(17)} ${String(s.rows).padStart(7)} ${String(s.problems).padStart(4)} ` +
            `${s.mb.toFixed(2).padStart(6)} ${s.ms.toFixed(1).padStart(7)} ${String(Math.round(s.rows / (s.ms / 1000))).padStart(9)}`,
        ),
      )
      .join('\n'),
  );
});

describe.skipIf(!exists)('data mirror', () => {
  it('NSE security masters', () => {
    const equity = parse<{ symbol: string; isin: string | null; listingDate: string | null }>(
      'nse-securities-master/EQUITY_L.csv',
      'securityList',
    );
    expect(equity.rows.length).toBeGreaterThan(2300);
    expect(equity.rows.length).toBeLessThan(2500);
    expect(equity.rows.find((r) => r.symbol === '20MICRONS')).toMatchObject({
      isin: 'INE144J01027',
      listingDate: '2008-10-06',
    });
    expect(parse('nse-securities-master/SME_EQUITY_L.csv', 'securityList').rows.length).toBeGreaterThan(500);
    expect(parse('nse-securities-master/REITS_L.csv', 'securityList').rows.length).toBeGreaterThanOrEqual(3);
    expect(parse('nse-securities-master/INVITS_L.csv', 'securityList').rows.length).toBeGreaterThanOrEqual(5);
    expect(parse('nse-securities-master/mf_close-end.csv', 'securityList').rows.length).toBeGreaterThan(100);
  });

  it('NSE ETF list, in Windows-1252', () => {
    const etfs = parse<{ symbol: string; underlying: string | null; listingDate: string | null }>(
      'nse-securities-master/eq_etfseclist.csv',
      'etfList',
    );
    expect(etfs.rows.length).toBeGreaterThan(300);
    expect(etfs.rows.find((r) => r.symbol === 'NIFTYBEES')?.listingDate).toBe('2002-01-08');
    const grow = etfs.rows.find((r) => r.symbol === 'GROWWPSE');
    if (grow) expect(grow.underlying).toContain('\u2013');
  });

  it('index constituent lists', () => {
    expect(parse('nse-index-lists/ind_nifty500list.csv', 'indexConstituents').rows).toHaveLength(500);
    expect(parse('nse-index-lists/nifty750list.csv', 'indexConstituents').rows.length).toBeGreaterThan(740);
  });

  it('AMFI NAVAll.txt, also streamed', async () => {
    const nav = parse<MutualFundScheme>('amfi/NAVAll.txt', 'navAll');
    expect(nav.rows.length).toBeGreaterThan(10000);
    const smallCap = nav.rows.find((r) => r.schemeCode === 118778);
    if (smallCap) {
      expect(smallCap).toMatchObject({
        fundHouse: 'Nippon India Mutual Fund',
        structure: 'Open Ended Schemes',
        category: 'Equity Scheme - Small Cap Fund',
        plan: 'Direct',
        option: 'Growth',
      });
      expect(smallCap.nav).toBeGreaterThan(0);
    }
    expect(new Set(nav.rows.map((r) => r.fundHouse)).size).toBeGreaterThan(30);
    // About a quarter of the names are older schemes and ETFs that name no plan: null is right for them.
    expect(nav.rows.filter((r) => r.plan !== null).length / nav.rows.length).toBeGreaterThan(0.7);
    expect(nav.rows.filter((r) => r.option !== null).length / nav.rows.length).toBeGreaterThan(0.8);

    const streamed = await parseAsync(
      createNavAllParser,
      fs.createReadStream(path.join(mirror, 'amfi/NAVAll.txt'), { encoding: 'utf8', highWaterMark: 4096 }),
      'amfi/NAVAll.txt',
    );
    expect(streamed).toEqual(nav);
  });

  it('index, ETF and stock daily prices', () => {
    const nifty = parse<DailyBar>('askIndex/NIFTY 50.csv', 'dailyBars');
    expect(nifty.rows.length).toBeGreaterThan(5000);
    expect(isSorted(nifty.rows)).toBe(true);
    expect(nifty.rows[0]?.date).toBe('2000-01-03');
    expect(parse<DailyBar>('askIndex/NIFTY BANK.csv', 'dailyBars').rows.length).toBeGreaterThan(5000);

    const bees = parse<DailyBar>('SIPanalysis/NIFTYBEES.csv', 'dailyBars');
    expect(bees.rows.length).toBeGreaterThan(4900);
    expect(isSorted(bees.rows)).toBe(true);
    expect(bees.rows.at(-1)).toMatchObject({ date: '2022-01-31', close: 187.55, volume: 982090 });

    const somnath = parseFamily<DailyBar>('nse-eod-somnath/etf', '.csv', 'dailyBars');
    expect(somnath.files).toBeGreaterThan(150);
    expect(somnath.rows.flat().length).toBeGreaterThan(120000);
    expect(somnath.rows.every(isSorted)).toBe(true);
    expect(somnath.problems).toBeLessThanOrEqual(somnath.files);

    const stocks = parseFamily<DailyBar>('nifty50-ohlcv-2020-2025', '.csv', 'dailyBars');
    expect(stocks.files).toBe(50);
    expect(stocks.rows.flat().length).toBeGreaterThan(60000);
    expect(stocks.problems).toBeLessThanOrEqual(stocks.files);
  });

  it('FinanceDatabase equities, including multi-line summaries', () => {
    for (const file of [
      ...filesIn('FinanceDatabase/equities', '.csv'),
      ...filesIn('FinanceDatabase/equities', '.csv.gz'),
    ]) {
      const result = parse<{ symbol: string }>(file, 'financeDatabase');
      expect(result.rows.length, file).toBeGreaterThan(0);
    }
    expect(parse('FinanceDatabase/equities/NSE.csv.gz', 'financeDatabase', true).rows.length).toBeGreaterThan(1900);
    expect(parse('FinanceDatabase/equities/NYQ.csv.gz', 'financeDatabase', true).rows.length).toBeGreaterThan(3600);
  });

  it('US symbol lists', () => {
    const nasdaq = parse<{ symbol: string; exchange: string }>(
      'US-Stock-Symbols/nasdaq_full_tickers.json',
      'usSymbols',
    );
    expect(nasdaq.rows.length).toBeGreaterThan(4000);
    expect(nasdaq.rows[0]?.exchange).toBe('NASDAQ');
    expect(parse('US-Stock-Symbols/nyse_full_tickers.json', 'usSymbols').rows.length).toBeGreaterThan(2500);
    expect(parse('US-Stock-Symbols/amex_full_tickers.json', 'usSymbols').rows.length).toBeGreaterThan(250);
  });

  it('Kite instrument dumps', () => {
    const all = parse<{ segment: string; strike: number | null }>(
      'kite-instruments/instruments.csv',
      'kiteInstruments',
    );
    expect(all.rows.length).toBeGreaterThan(39000);
    expect(all.rows.filter((r) => r.segment === 'NFO-OPT').every((r) => r.strike !== null)).toBe(true);
    expect(parse('kite-instruments/nfo_instruments.csv', 'kiteInstruments').rows.length).toBeGreaterThan(34000);
  });

  it('Screener exports', () => {
    for (const file of filesIn('screener-fundamentals-2024', '.csv.gz')) {
      expect(parse(file, 'screener').rows.length, file).toBeGreaterThan(4600);
    }
    const ratios = parse<{ nseCode: string | null; metrics: Record<string, number | null> }>(
      'screener-fundamentals-2024/ratios_1_final.csv.gz',
      'screener',
      true,
    );
    expect(ratios.rows.find((r) => r.nseCode === '20MICRONS')?.metrics['Price to Earning']).toBeTypeOf('number');
    expect(parse('screener-fundamentals-2024/nifty750_fundamentals.csv', 'screener').rows.length).toBeGreaterThan(740);
  });
});
