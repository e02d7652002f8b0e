import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask } from '../../test/factories/chatTestSupport';
import { listedStock, tradebookCsv } from '../../test/factories/portfolioFiles';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../../test/support';
import { portfolioAssistant } from './assistant';

let t: TestApp;
let asha: SignedIn;
let ravi: SignedIn;
let gainer: Awaited<ReturnType<typeof listedStock>>;
let loser: Awaited<ReturnType<typeof listedStock>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.services.database.db;
  gainer = await listedStock(db, [['2025-03-27', 1580], ['2025-03-28', 1600]]);
  loser = await listedStock(db, [['2025-03-27', 3600], ['2025-03-28', 3500]]);
  asha = await signIn(t.app, undefined, 'Asha');
  ravi = await signIn(t.app, undefined, 'Ravi');
  const csv = tradebookCsv([
    { symbol: gainer.symbol, isin: gainer.isin, date: '2023-05-10', side: 'buy', quantity: 10, price: 1300, tradeId: 'Q1' },
    { symbol: gainer.symbol, isin: gainer.isin, date: '2024-06-20', side: 'sell', quantity: 4, price: 1600, tradeId: 'Q2' },
    { symbol: loser.symbol, isin: loser.isin, date: '2024-09-02', side: 'buy', quantity: 2, price: 4000, tradeId: 'Q3' },
  ]);
  const imported = await t.app.inject({ method: 'POST', url: '/api/portfolio/import', headers: { authorization: `Bearer ${asha.token}` }, payload: { content: csv } });
  expect(imported.json()).toEqual({ added: 3, skipped: 0 });
});
afterAll(() => t.close());

describe('the assistant on your own portfolio', () => {
  it("answers Asha's portfolio questions in the chat from her trades, with the closes' date", async () => {
    const overview = await ask(t.app, asha.token, randomUUID(), 'how is my portfolio doing');
    // 6 x 1,600 + 2 x 3,500 = 16,600 on 6 x 1,300 + 2 x 4,000 = 15,800 invested.
    expect(overview.text).toContain('at the closes and NAVs of 28 Mar 2025');
    expect(overview.text).toContain('value **₹16,600** on ₹15,800 invested');
    expect(overview.text).toContain('unrealised P&L **+₹800** (5.1%)');
    expect(overview.text).toMatch(/Your XIRR is \*\*-?\d+\.\d%\*\*/);
    expect((await ask(t.app, asha.token, randomUUID(), 'mera portfolio kaisa hai')).text).toContain('₹16,600');
    const lost = await ask(t.app, asha.token, randomUUID(), 'which holding lost most in my portfolio');
    expect(lost.text).toContain(`has lost the most: −₹1,000 (-12.5% of its cost ₹8,000), at ₹3,500 on 28 Mar 2025`);
  });

  it("says tax this year from the FY's sales, and nothing of another person's", async () => {
    const assistant = portfolioAssistant(t.services.database.db, { benchmark: 'NIFTY 50' });
    // FY 2024-25: 4 shares bought 10 May 2023, sold 20 Jun 2024: LTCG 4 x 300 = 1,200, inside the ₹1.25 lakh exemption.
    const tax = await assistant.answer('how much tax on my gains this year', asha.user.id, '2025-01-15');
    expect(tax).toContain('Capital gains of FY 2024-25');
    expect(tax).toContain('LTCG on equity at 10% (sold before 23 Jul 2024): +₹1,200');
    expect(tax).toContain('Estimated tax at the special rates: **₹0**');
    expect(tax).toContain('Not tax advice');
    expect(await assistant.answer('how much tax on my gains this year', asha.user.id, '2025-06-01')).toContain('No sales in FY 2025-26');
    const empty = await ask(t.app, ravi.token, randomUUID(), 'how is my portfolio doing');
    expect(empty.text).toContain('Your portfolio is empty');
    expect(empty.text).not.toContain('16,600');
    expect(await assistant.answer('my xirr', null)).toContain('Sign in to ask about your portfolio');
    expect(await assistant.answer('top gainers today', asha.user.id)).toBeNull();
  });
});
