import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support';
import { insertBars, insertCompany, uniqueTag } from '../../../test/factories/marketFixtures';

let t: TestApp;
const T = uniqueTag('Q');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.services.database.db;
  const aNse = await insertCompany(db, { symbol: `${T}A`, companyName: 'A Ltd' });
  const aBse = await insertCompany(db, { symbol: `${T}A`, exchange: 'BSE', companyName: 'A Ltd' });
  const b = await insertCompany(db, { symbol: `${T}B`, companyName: 'B Ltd' });
  await insertCompany(db, { symbol: `${T}C`, companyName: 'C Ltd (no prices)' });
  const d = await insertCompany(db, { symbol: `${T}D`, country: 'US', exchange: 'NASDAQ', companyName: 'D Inc' });
  // A: last 2023-08-11 at 2456.35 after 2400.10 (change 56.25 = 2.3437%); 52 weeks back: after 2022-08-11.
  await insertBars(db, aNse.id, [
    ['2022-08-11', 3000, { high: 3100, low: 2990 }],
    ['2022-08-12', 2000, { high: 2100, low: 1900 }],
    ['2023-03-01', 2200],
    ['2023-08-10', 2400.1, { open: 2390, high: 2410, low: 2380, volume: 10 }],
    ['2023-08-11', 2456.35, { open: 2401, high: 2460.5, low: 2399, volume: 12345678 }],
  ]);
  await insertBars(db, aBse.id, [['2023-08-11', 1]]);
  // B fell: 50 -> 45 is -10%.
  await insertBars(db, b.id, [
    ['2023-08-10', 50],
    ['2023-08-11', 45],
  ]);
  await insertBars(db, d.id, [['2023-08-11', 180]]);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/quotes', () => {
  it('answers quotes of the known symbols in the asked order, case-insensitive, NSE first, unknown ones left out', async () => {
    const response = await get(`/api/quotes?symbols=${T}B,${T.toLowerCase()}a,${T}UNKNOWN,${T}C,${T}A&country=IN`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        symbol: `${T}B`,
        exchange: 'NSE',
        name: 'B Ltd',
        date: '2023-08-11',
        open: null,
        high: null,
        low: null,
        close: 45,
        prevClose: 50,
        change: -5,
        changePct: -10,
        volume: null,
        high52w: 50,
        low52w: 45,
      },
      {
        symbol: `${T}A`,
        exchange: 'NSE',
        name: 'A Ltd',
        date: '2023-08-11',
        open: 2401,
        high: 2460.5,
        low: 2399,
        close: 2456.35,
        prevClose: 2400.1,
        change: 56.25,
        changePct: 2.3437,
        volume: 12345678,
        high52w: 2460.5,
        low52w: 1900,
      },
    ]);
  });

  it('answers each market separately', async () => {
    expect((await get(`/api/quotes?symbols=${T}D,${T}A&country=US`)).json().map((q: { symbol: string; close: number }) => [q.symbol, q.close])).toEqual([
      [`${T}D`, 180],
    ]);
    expect((await get(`/api/quotes?symbols=${T}D`)).json()).toEqual([]);
  });

  it('accepts 50 symbols and refuses more, none, or a bad market', async () => {
    const fifty = [`${T}A`, ...Array.from({ length: 49 }, (_, i) => `${T}N${i}`)].join(',');
    const ok = await get(`/api/quotes?symbols=${fifty}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toHaveLength(1);

    const tooMany = await get(`/api/quotes?symbols=${fifty},${T}N99`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ error: 'invalid_input', message: 'symbols: symbols must name at most 50 symbols' });
    const none = await get('/api/quotes?symbols=,%20,');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('symbols: symbols must name at least one symbol');
    const missing = await get('/api/quotes');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('symbols is required');
    expect((await get(`/api/quotes?symbols=${T}A&country=IND`)).statusCode).toBe(400);
  });
});
