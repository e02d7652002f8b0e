import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FuturesBoard, OptionChain } from '@sanchay/core';
import { createTestApp, type TestApp } from '../../test/support';
import { ensureIndexWithBars } from '../../test/factories/derivativesTestSupport';

let t: TestApp;
let spot: number;

beforeAll(async () => {
  t = await createTestApp();
  spot = await ensureIndexWithBars(t.services.database.db, 'NIFTY 50', 24000);
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/derivatives', () => {
  it('lists NIFTY with generated contracts (the mirror dump is absent), its lot size and expiries', async () => {
    const res = await get('/api/derivatives/underlyings');
    expect(res.statusCode).toBe(200);
    const nifty = res.json().underlyings.find((u: { symbol: string }) => u.symbol === 'NIFTY');
    expect(nifty).toMatchObject({ symbol: 'NIFTY', spotName: 'NIFTY 50', kind: 'index', lotSize: 65, source: 'generated' });
    expect(nifty.futureExpiries).toHaveLength(3);
    expect(nifty.expiries.length).toBeGreaterThanOrEqual(4);
    for (const e of nifty.expiries) expect(new Date(`${e}T00:00:00Z`).getUTCDay()).toBe(2); // Tuesdays
    expect(res.json().simulated).toBe(true);
  });

  it('serves a chain of up to 200 strikes around the spot with greeks, PCR, max pain and the ATM strike', async () => {
    const res = await get('/api/derivatives/chain?underlying=nifty');
    expect(res.statusCode).toBe(200);
    const chain = res.json() as OptionChain;
    expect(chain.underlying).toBe('NIFTY');
    expect(chain.rows.length).toBeGreaterThan(150);
    expect(chain.rows.length).toBeLessThanOrEqual(200);
    expect(chain.spot).toBeCloseTo(spot, 1);
    expect(chain.forward).toBeGreaterThanOrEqual(chain.spot);
    const strikes = chain.rows.map((r) => r.strike);
    expect(strikes).toEqual([...strikes].sort((a, b) => a - b));
    expect(chain.atmStrike).not.toBeNull();
    expect(Math.abs(chain.atmStrike! - chain.forward)).toBeLessThanOrEqual(chain.strikeStep / 2);
    const atm = chain.rows.find((r) => r.strike === chain.atmStrike)!;
    expect(atm.call!.iv).toBeGreaterThan(3);
    expect(atm.call!.delta).toBeGreaterThan(0.35);
    expect(atm.call!.delta).toBeLessThan(0.65);
    expect(atm.put!.delta).toBeLessThan(0);
    expect(atm.call!.theta).toBeLessThan(0);
    expect(atm.call!.vega).toBeGreaterThan(0);
    expect(atm.call!.bid!).toBeLessThan(atm.call!.ask!);
    expect(chain.pcrOi).toBeCloseTo(chain.totals.putOi / chain.totals.callOi, 2);
    expect(chain.maxPain).not.toBeNull();
    expect(strikes).toContain(chain.maxPain);
    expect(chain.simulated).toBe(true);
    // Put-call parity holds on the simulated book to within the tick rounding.
    const parity = atm.call!.ltp - atm.put!.ltp - Math.exp(-chain.rate * chain.daysToExpiry / 365) * (chain.forward - atm.strike);
    expect(Math.abs(parity)).toBeLessThan(0.1 + chain.forward * 0.0005);
  });

  it('chooses an expiry, and rejects bad or unknown ones with clear messages', async () => {
    const { expiries } = (await get('/api/derivatives/expiries?underlying=NIFTY')).json();
    const second = await get(`/api/derivatives/chain?underlying=NIFTY&expiry=${expiries[1]}`);
    expect(second.json().expiry).toBe(expiries[1]);
    const bad = await get('/api/derivatives/chain?underlying=NIFTY&expiry=26-11-2026');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'invalid_input', message: 'expiry: expiry must be a date like 2026-11-24.' });
    const unknown = await get('/api/derivatives/chain?underlying=NIFTY&expiry=2031-01-01');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('NIFTY has no options expiring on 2031-01-01. Expiries: ');
  });

  it('404s an unknown underlying and 400s a missing one', async () => {
    const unknown = await get('/api/derivatives/chain?underlying=NOTASTOCK');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'not_found' });
    expect(unknown.json().message).toMatch(/^No futures and options for NOTASTOCK\. Try one of: NIFTY, BANKNIFTY/);
    const missing = await get('/api/derivatives/futures');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('underlying is required');
    const long = await get(`/api/derivatives/expiries?underlying=${'X'.repeat(31)}`);
    expect(long.statusCode).toBe(400);
  });

  it('serves the futures board with basis, OI change and build-up labels', async () => {
    const res = await get('/api/derivatives/futures?underlying=NIFTY');
    expect(res.statusCode).toBe(200);
    const board = res.json() as FuturesBoard;
    expect(board.contracts).toHaveLength(3);
    const [near, next] = board.contracts;
    expect(near!.symbol).toMatch(/^NIFTY\d{2}[A-Z]{3}FUT$/);
    expect(near!.lotSize).toBe(65);
    expect(near!.basis).toBeCloseTo(near!.ltp - board.spot, 1);
    expect(next!.basis).toBeGreaterThan(near!.basis);
    if (near!.daysToExpiry > 0) expect(near!.basisAnnualPct!).toBeGreaterThan(0);
    for (const c of board.contracts) {
      expect(c.oi).toBeGreaterThan(0);
      expect(c.oi % 65).toBe(0);
      expect([null, 'Long build-up', 'Short build-up', 'Long unwinding', 'Short covering']).toContain(c.buildUp);
    }
  });
});
