import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support';
import { etfs } from '../schema/index';
import { insertBars, insertCompany, uniqueTag } from '../../../test/factories/marketFixtures';

let t: TestApp;
const T = uniqueTag('E');
const mine = <R extends { symbol: string }>(list: R[]) => list.filter((r) => r.symbol.startsWith(T));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.services.database.db;
  const nifty = await insertCompany(db, { symbol: `${T}NIFTYBEES`, companyName: 'Nippon Nifty BeES' });
  const gold = await insertCompany(db, { symbol: `${T}GOLDBEES`, companyName: 'Nippon Gold BeES' });
  const bank = await insertCompany(db, { symbol: `${T}BANKBEES`, companyName: 'Nippon Bank BeES', kiteInstrumentToken: 12345 });
  // NIFTYBEES: 250 -> 275 over the day (+10%), 200 a year before the last bar (+37.5%).
  await insertBars(db, nifty.id, [
    ['2023-12-28', 200],
    ['2024-12-27', 250],
    ['2024-12-30', 275],
  ]);
  // GOLDBEES (found through its NSE listing, no company_id): 60 -> 57 (-5%), no bar a year before.
  await insertBars(db, gold.id, [
    ['2024-12-27', 60],
    ['2024-12-30', 57],
  ]);
  await db.insert(etfs).values([
    { symbol: `${T}NIFTYBEES`, underlying: 'NIFTY 50', name: 'Nippon India ETF Nifty BeES', isin: 'INF204KB14I2', instrumentToken: 2707457, companyId: nifty.id, assetClass: 'equity-index', isDipSipEtf: true, source: 'test' },
    { symbol: `${T}GOLDBEES`, underlying: 'Gold', name: 'Nippon India ETF Gold BeES', assetClass: 'gold', source: 'test' },
    { symbol: `${T}BANKBEES`, underlying: 'NIFTY BANK', name: 'Nippon India ETF Bank BeES', companyId: bank.id, assetClass: 'equity-index', isDipSipEtf: true, source: 'test' },
    { symbol: `${T}REIT`, underlying: 'Offices', name: 'Some REIT', assetClass: 'reit', source: 'test' },
  ]);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/nse/etfList', () => {
  it('answers the DipSIP ETFs by symbol in the exact spec shape', async () => {
    const response = await get('/api/nse/etfList');
    expect(response.statusCode).toBe(200);
    expect(mine(response.json())).toEqual([
      { symbol: `${T}BANKBEES`, underlying: 'NIFTY BANK', instrument_token: 12345 },
      { symbol: `${T}NIFTYBEES`, underlying: 'NIFTY 50', instrument_token: 2707457 },
    ]);
  });
});

describe('GET /api/etfs', () => {
  it('answers every ETF, REIT and InvIT with asset class, latest close, change and 1-year return', async () => {
    const response = await get('/api/etfs');
    expect(response.statusCode).toBe(200);
    expect(mine(response.json())).toEqual([
      { symbol: `${T}BANKBEES`, name: 'Nippon India ETF Bank BeES', underlying: 'NIFTY BANK', assetClass: 'equity-index', isin: null, isDipSipEtf: true, date: null, close: null, changePct: null, return1y: null },
      { symbol: `${T}GOLDBEES`, name: 'Nippon India ETF Gold BeES', underlying: 'Gold', assetClass: 'gold', isin: null, isDipSipEtf: false, date: '2024-12-30', close: 57, changePct: -5, return1y: null },
      { symbol: `${T}NIFTYBEES`, name: 'Nippon India ETF Nifty BeES', underlying: 'NIFTY 50', assetClass: 'equity-index', isin: 'INF204KB14I2', isDipSipEtf: true, date: '2024-12-30', close: 275, changePct: 10, return1y: 37.5 },
      { symbol: `${T}REIT`, name: 'Some REIT', underlying: 'Offices', assetClass: 'reit', isin: null, isDipSipEtf: false, date: null, close: null, changePct: null, return1y: null },
    ]);
  });
});
