import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support';
import { companyProfile } from './schema/index';

let t: TestApp;
const tag = `T${Date.now().toString(36).toUpperCase()}`;
beforeAll(async () => {
  t = await createTestApp();
  await t.services.database.db.insert(companyProfile).values([
    { symbol: `${tag}RELIANCE`, exchange: 'NSE', country: 'IN', companyName: 'Reliance Industries Limited', source: 'test' },
    { symbol: `${tag}RELINFRA`, exchange: 'NSE', country: 'IN', companyName: 'Reliance Infrastructure Limited', source: 'test' },
    { symbol: `${tag}TCS`, exchange: 'NSE', country: 'IN', companyName: 'Tata Consultancy Services', source: 'test' },
    { symbol: `${tag}AAPL`, exchange: 'NASDAQ', country: 'US', companyName: 'Apple Inc.', source: 'test' },
    { symbol: `${tag}PCT`, exchange: 'NSE', country: 'IN', companyName: '100%_Pure Ltd', source: 'test' },
  ]);
});
afterAll(() => t.close());

const search = (q: string, country = 'IN') =>
  t.app.inject({ method: 'GET', url: `/api/company/list?country=${country}&q=${encodeURIComponent(q)}` });

describe('GET /api/company/list', () => {
  it('ranks symbol matches first and answers name and symbol', async () => {
    const response = await search(`${tag}rel`);
    expect(response.statusCode).toBe(200);
    const hits = response.json();
    expect(hits.map((h: { symbol: string }) => h.symbol)).toEqual([`${tag}RELIANCE`, `${tag}RELINFRA`]);
    expect(hits[0]).toEqual({ name: 'Reliance Industries Limited', symbol: `${tag}RELIANCE`, exchange: 'NSE', country: 'IN' });
  });

  it('finds by words of the name within the chosen market only', async () => {
    const india = (await search('tata consultancy')).json();
    expect(india.map((h: { symbol: string }) => h.symbol)).toEqual([`${tag}TCS`]);
    expect((await search('apple inc')).json()).toEqual([]);
    expect((await search(`${tag}aapl`, 'US')).json().map((h: { symbol: string }) => h.symbol)).toEqual([`${tag}AAPL`]);
  });

  it('answers nothing below 3 characters', async () => {
    expect((await search('re')).json()).toEqual([]);
  });

  it('treats % and _ as text, not wildcards', async () => {
    const hits = (await search('100%_')).json();
    expect(hits.map((h: { symbol: string }) => h.symbol)).toEqual([`${tag}PCT`]);
  });

  it('refuses an unknown market with a clear message', async () => {
    const response = await search('reliance', 'XX');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('country must be one of IN, US, SG, AE');
  });
});
