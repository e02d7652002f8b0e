import { runDipSipBacktest } from '@sanchay/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support';
import { type BarInput, insertBars, insertCompany, uniqueTag } from '../../test/factories/marketFixtures';
import { etfs } from '../market/schema/index';

let t: TestApp;
const T = uniqueTag('BT');
const NIFTY = `${T}NIFTYBEES`;
const SHORT = `${T}SHORTBEES`;
const NOLISTING = `${T}NOLIST`;

/** Weekday closes from `start` for `count` days: a gentle rise with a 3% fall every 7th bar. */
function series(start: string, count: number): BarInput[] {
  const out: BarInput[] = [];
  const day = new Date(`${start}T00:00:00Z`);
  let close = 100;
  while (out.length < count) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      close = out.length > 0 && out.length % 7 === 0 ? close * 0.97 : close * 1.004;
      out.push([day.toISOString().slice(0, 10), Math.round(close * 100) / 100]);
    }
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return out;
}

const NIFTY_BARS = series('2021-01-01', 780); // about three years

beforeAll(async () => {
  t = await createTestApp();
  const db = t.services.database.db;
  const nifty = await insertCompany(db, { symbol: NIFTY, companyName: 'Nippon Nifty BeES' });
  const short = await insertCompany(db, { symbol: SHORT, companyName: 'Short history BeES' });
  await insertBars(db, nifty.id, NIFTY_BARS);
  await insertBars(db, short.id, series('2024-01-01', 40));
  await db.insert(etfs).values([
    { symbol: NIFTY, underlying: 'NIFTY 50', name: 'Nippon India ETF Nifty BeES', companyId: nifty.id, assetClass: 'equity-index', isDipSipEtf: true, source: 'test' },
    { symbol: SHORT, underlying: 'NIFTY 50', name: 'Short', companyId: short.id, assetClass: 'equity-index', source: 'test' },
    { symbol: NOLISTING, underlying: 'NIFTY 50', name: 'No listing', assetClass: 'equity-index', source: 'test' },
  ]);
});
afterAll(() => t.close());

const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/dipsip/backtest?${query}` });

describe('GET /api/dipsip/backtest', () => {
  it('runs DipSIP against a plain SIP of the same cash over the ETF closes, oldest first', async () => {
    const response = await get(`symbol=${NIFTY.toLowerCase()}&amount=1000&trigger=2&monthlyCap=&monthEndFallback=false&years=15`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const bars = NIFTY_BARS.map(([date, close]) => ({ date, close }));
    const expected = runDipSipBacktest({ bars, amount: 1000, triggerPct: 2, monthlyCap: null, monthEndFallback: false });
    expect(body).toMatchObject({
      symbol: NIFTY,
      from: bars[0]!.date,
      to: bars[bars.length - 1]!.date,
      bars: bars.length,
      amount: 1000,
      trigger: 2,
      monthlyCap: null,
      monthEndFallback: false,
      years: 15,
      verdict: expected.verdict,
    });
    expect(body.dip.buys).toBe(expected.dip.buys);
    expect(body.dip.buys).toBeGreaterThan(100);
    expect(body.dip.invested).toBe(body.dip.buys * 1000);
    expect(body.sip.invested).toBeCloseTo(body.dip.invested, 6);
    expect(body.dip.xirr).toBeCloseTo(expected.dip.xirr!, 10);
    expect(body.sip.xirr).toBeCloseTo(expected.sip.xirr!, 10);
    expect(body.dip.curve.length).toBeLessThanOrEqual(Math.min(bars.length, 601));
    expect(body.dip.curve.at(-1)).toEqual(expected.dip.curve.at(-1));
    expect(body.sip.curve.at(-1)).toEqual(expected.sip.curve.at(-1));
  });

  it('applies the cap and the month-end fallback and limits the period to the last `years` of data', async () => {
    const response = await get(`symbol=${NIFTY}&amount=1000&trigger=2&monthlyCap=2500&monthEndFallback=true&years=1`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const last = NIFTY_BARS[NIFTY_BARS.length - 1]![0];
    const yearBefore = `${Number(last.slice(0, 4)) - 1}${last.slice(4)}`;
    const bars = NIFTY_BARS.filter(([date]) => date > yearBefore).map(([date, close]) => ({ date, close }));
    expect(body.from).toBe(bars[0]!.date);
    expect(body.bars).toBe(bars.length);
    const expected = runDipSipBacktest({ bars, amount: 1000, triggerPct: 2, monthlyCap: 2500, monthEndFallback: true });
    expect(body.dip.invested).toBeCloseTo(expected.dip.invested, 6);
    expect(body.dip.buys).toBe(expected.dip.buys);
    expect(body.monthlyCap).toBe(2500);
    expect(body.monthEndFallback).toBe(true);
  });

  it('answers 404 for an unknown symbol and for an ETF without a listing', async () => {
    for (const symbol of [`${T}NOPE`, NOLISTING]) {
      const response = await get(`symbol=${symbol}&amount=1000&trigger=2`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found', message: expect.stringContaining(symbol) });
    }
  });

  it('answers 400 when the ETF has fewer than 60 daily bars', async () => {
    const response = await get(`symbol=${SHORT}&amount=1000&trigger=2`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'insufficient_history', message: `${SHORT} has 40 daily prices; a backtest needs at least 60.` });
  });

  it('answers 400 naming each bad parameter', async () => {
    const response = await get(`symbol=${NIFTY}&amount=-5&trigger=x&monthEndFallback=maybe&years=100`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('invalid_input');
    for (const field of ['amount', 'trigger', 'monthEndFallback', 'years']) expect(body.message).toContain(field);
    expect((await get('amount=1000&trigger=2')).statusCode).toBe(400);
  });
});
