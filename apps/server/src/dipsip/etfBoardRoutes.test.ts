import type { DipSipBoardEtf } from '@sanchay/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/support';
import { insertBars, insertCompany, uniqueTag } from '../../test/factories/marketFixtures';
import { etfs } from '../market/schema/index';
import { userInstruments } from './schema';

let t: TestApp;
const T = uniqueTag('EB');
const LIQUID = `${T}LIQBEES`;
const QUIET = `${T}QUIETBEES`;
const OFFLIST = `${T}NOTDIP`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.services.database.db;
  const liquid = await insertCompany(db, { symbol: LIQUID, companyName: 'Liquid BeES' });
  const quiet = await insertCompany(db, { symbol: QUIET, companyName: 'Quiet BeES' });
  await insertBars(db, liquid.id, [
    ['2026-01-20', 100, { volume: 1000 }],
    ['2026-01-21', 98, { volume: 3000 }],
  ]);
  await insertBars(db, quiet.id, [['2026-01-21', 50]]);
  await db.insert(etfs).values([
    { symbol: LIQUID, underlying: 'Nifty50', name: 'Liquid', companyId: liquid.id, instrumentToken: 424242, assetClass: 'equity-index', isDipSipEtf: true, listingDate: '2002-01-08', source: 'test' },
    { symbol: QUIET, underlying: 'NiftyBank', name: 'Quiet', companyId: quiet.id, assetClass: 'equity-index', isDipSipEtf: true, source: 'test' },
    { symbol: OFFLIST, underlying: 'Gold', name: 'Not DipSIP', assetClass: 'commodity', source: 'test' },
  ]);
  const a = await signIn(t.app);
  const b = await signIn(t.app);
  for (const user of [a, b]) {
    await db.insert(userInstruments).values({ userId: user.user.id, instrumentSymbol: LIQUID, instrumentToken: 424242, value: 1000, baseAmount: 1000, trigger: 2 });
  }
});
afterAll(() => t.close());

describe('GET /api/dipsip/etfBoard', () => {
  it('gives each DipSIP ETF its close, day change, average traded value, subscriber count and listing day', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dipsip/etfBoard' });
    expect(response.statusCode).toBe(200);
    const board = response.json() as DipSipBoardEtf[];
    const liquid = board.find((e) => e.symbol === LIQUID);
    expect(liquid).toEqual({
      symbol: LIQUID,
      underlying: 'Nifty50',
      name: 'Liquid',
      fundHouse: null,
      instrument_token: 424242,
      date: '2026-01-21',
      close: 98,
      changePct: -2,
      tradedValue: (100 * 1000 + 98 * 3000) / 2,
      subscribers: 2,
      listedOn: '2002-01-08',
    });
    const quiet = board.find((e) => e.symbol === QUIET);
    expect(quiet).toMatchObject({ close: 50, changePct: null, tradedValue: null, subscribers: 0, listedOn: null });
    expect(quiet!.instrument_token).toBeLessThan(0);
    expect(board.some((e) => e.symbol === OFFLIST)).toBe(false);
    // Public figures only: no user ids or emails.
    expect(JSON.stringify(liquid)).not.toMatch(/@example\.com|user/i);
  });
});
