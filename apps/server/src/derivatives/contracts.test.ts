import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FNO_UNDERLYINGS } from '@sanchay/core';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test/support';
import type { Database } from '../platform/db/client';
import { generateContracts, strikeStepFor, tradingSymbol } from './contracts';
import { loadMirrorDump } from './kiteContracts';
import { buildUnderlyingBook, specOf } from './underlyingBook';
import { ensureIndexWithBars } from '../../test/factories/derivativesTestSupport';

/** Real lines of the mirror's Kite dump (kite-instruments/instruments.csv, 2026-08-21), plus an equity row and a broken one. */
const KITE_DUMP = `instrument_token,exchange_token,tradingsymbol,name,last_price,expiry,strike,tick_size,lot_size,instrument_type,segment,exchange
14866434,58072,NIFTY26AUGFUT,NIFTY,0.0,2026-08-25,0.0,0.1,65,FUT,NFO-FUT,NFO
15803906,61734,NIFTY26AUG24500CE,NIFTY,0.0,2026-08-25,24500.0,0.05,65,CE,NFO-OPT,NFO
15813378,61771,NIFTY26AUG24500PE,NIFTY,0.0,2026-08-25,24500.0,0.05,65,PE,NFO-OPT,NFO
15767810,61593,NIFTY26AUG24000CE,NIFTY,0.0,2026-08-25,24000.0,0.05,65,CE,NFO-OPT,NFO
15770626,61604,NIFTY26AUG24000PE,NIFTY,0.0,2026-08-25,24000.0,0.05,65,PE,NFO-OPT,NFO
12033282,47005,NIFTY2690124500CE,NIFTY,0.0,2026-09-01,24500.0,0.05,65,CE,NFO-OPT,NFO
211359237,825622,SENSEX26AUGFUT,SENSEX,0.0,2026-08-27,0.0,0.05,20,FUT,BFO-FUT,BFO
408065,1594,INFY,INFOSYS,0,,,0.05,1,EQ,NSE,NSE
not-a-token,1,BROKEN,BROKEN,0,2026-08-25,0,0.05,1,FUT,NFO-FUT,NFO
`;

describe('Kite dump -> derivative_contracts', () => {
  let database: Database;
  let mirror: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    mirror = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-kite-'));
    fs.mkdirSync(path.join(mirror, 'kite-instruments'));
    fs.writeFileSync(path.join(mirror, 'kite-instruments/instruments.csv'), KITE_DUMP);
    await ensureIndexWithBars(database.db, 'NIFTY 50', 24000);
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(mirror, { recursive: true, force: true });
  });

  it('stores the NFO/BFO futures and options, skips equities and reports the broken line', async () => {
    expect(await loadMirrorDump(database.db, mirror)).toEqual({ file: 'kite-instruments/instruments.csv', rows: 7, problems: 1 });
    const stored = (await database.db.execute(
      sql`select tradingsymbol, underlying, to_char(expiry, 'YYYY-MM-DD') as expiry, strike, instrument_type, lot_size, segment
          from derivative_contracts where instrument_token in (14866434, 15803906, 211359237, 408065) order by instrument_token`,
    )) as unknown as { rows: unknown[] };
    expect(stored.rows).toEqual([
      { tradingsymbol: 'NIFTY26AUGFUT', underlying: 'NIFTY', expiry: '2026-08-25', strike: null, instrument_type: 'FUT', lot_size: 65, segment: 'NFO-FUT' },
      { tradingsymbol: 'NIFTY26AUG24500CE', underlying: 'NIFTY', expiry: '2026-08-25', strike: 24500, instrument_type: 'CE', lot_size: 65, segment: 'NFO-OPT' },
      { tradingsymbol: 'SENSEX26AUGFUT', underlying: 'SENSEX', expiry: '2026-08-27', strike: null, instrument_type: 'FUT', lot_size: 20, segment: 'BFO-FUT' },
    ]);
    // Loading again changes nothing; a stale dump can be cut to the contracts still trading.
    expect((await loadMirrorDump(database.db, mirror))!.rows).toBe(7);
    expect((await loadMirrorDump(database.db, mirror, '2026-08-26'))!.rows).toBe(2);
  });

  it('uses the dump while it lists the month’s future, and generates contracts once it is stale', async () => {
    const spec = specOf('nifty')!;
    const inAugust = new Date('2026-08-21T05:00:00Z');
    const book = (await buildUnderlyingBook(database.db, spec, inAugust, '2026-08-21'))!;
    expect(book.source).toBe('kite');
    expect(book.futures.map((f) => f.symbol)).toEqual(['NIFTY26AUGFUT']);
    expect(book.expiries.map((e) => e.expiry)).toEqual(['2026-08-25', '2026-09-01']);
    expect(book.expiries[0]!.strikes).toEqual([24000, 24500]);
    expect(book.expiries[1]!.puts).toEqual([null]);

    const inNovember = new Date('2026-11-21T05:00:00Z');
    const later = (await buildUnderlyingBook(database.db, spec, inNovember, '2026-11-21'))!;
    expect(later.source).toBe('generated');
    expect(later.futures.map((f) => f.expiry)).toEqual(['2026-11-23', '2026-12-29', '2027-01-26']);
  });
});

describe('generated contracts', () => {
  const now = new Date('2026-11-21T05:00:00Z');

  it('give NIFTY weekly and monthly Tuesday expiries, three futures, lot 65 and a 50-point grid of ~200 strikes', () => {
    const nifty = FNO_UNDERLYINGS.find((s) => s.symbol === 'NIFTY')!;
    const { futures, options, strikeStep } = generateContracts(nifty, 24037.4, now);
    expect(futures.map((f) => f.symbol)).toEqual(['NIFTY26NOVFUT', 'NIFTY26DECFUT', 'NIFTY27JANFUT']);
    expect(futures.every((f) => f.lotSize === 65 && f.tickSize === 0.1 && f.token < 0)).toBe(true);
    // 24 Nov 2026 (last Tuesday of November) is Guru Nanak Jayanti: the expiry moves to Monday 23 Nov.
    expect([...new Set(options.map((o) => o.expiry))]).toEqual(['2026-11-23', '2026-12-01', '2026-12-08', '2026-12-15', '2026-12-29', '2027-01-26']);
    expect(strikeStep).toBe(50);
    const first = options.filter((o) => o.expiry === '2026-11-23');
    expect(first).toHaveLength(201 * 2);
    const strikes = [...new Set(first.map((o) => o.strike!))];
    expect([strikes[0], strikes[100], strikes[200]]).toEqual([19050, 24050, 29050]);
    expect(first.find((o) => o.strike === 24050 && o.type === 'CE')!.symbol).toBe('NIFTY26NOV24050CE');
    expect(options.find((o) => o.expiry === '2026-12-01' && o.strike === 24050 && o.type === 'PE')!.symbol).toBe('NIFTY26D0124050PE');
    expect(new Set(options.map((o) => o.token)).size).toBe(options.length);
  });

  it('give BANKNIFTY and stocks monthly expiries only, with their lot sizes and strike steps', () => {
    const bank = generateContracts(FNO_UNDERLYINGS.find((s) => s.symbol === 'BANKNIFTY')!, 52340, now);
    expect(bank.strikeStep).toBe(100);
    expect([...new Set(bank.options.map((o) => o.expiry))]).toEqual(['2026-11-23', '2026-12-29', '2027-01-26']);
    expect(bank.futures[0]!.lotSize).toBe(30);
    const reliance = generateContracts(FNO_UNDERLYINGS.find((s) => s.symbol === 'RELIANCE')!, 1412, now);
    expect(reliance.strikeStep).toBe(20);
    expect(reliance.futures[0]).toMatchObject({ symbol: 'RELIANCE26NOVFUT', lotSize: 500 });
    expect(reliance.options.every((o) => o.strike! > 0)).toBe(true);
  });

  it('trading symbols match Kite’s (monthly, weekly, futures)', () => {
    expect(tradingSymbol('NIFTY', '2026-08-25', 'FUT', null, true)).toBe('NIFTY26AUGFUT');
    expect(tradingSymbol('NIFTY', '2026-08-25', 'CE', 24500, true)).toBe('NIFTY26AUG24500CE');
    expect(tradingSymbol('NIFTY', '2026-09-01', 'CE', 24500, false)).toBe('NIFTY2690124500CE');
  });

  it('scale the strike step to an unusual spot level (demo indices start at 1000)', () => {
    const nifty = FNO_UNDERLYINGS.find((s) => s.symbol === 'NIFTY')!;
    expect(strikeStepFor(nifty, 24000)).toBe(50);
    expect(strikeStepFor(nifty, 3100)).toBe(20);
  });
});
