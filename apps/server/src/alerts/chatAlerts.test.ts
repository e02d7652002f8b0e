import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask } from '../../test/factories/chatTestSupport';
import { insertCompany, uniqueTag } from '../../test/factories/marketFixtures';
import { createTestApp, signIn, type TestApp } from '../../test/support';
import { etfs } from '../market/schema/etfs';
import { alerts, screenAlerts } from './schema';

let t: TestApp;
const tag = uniqueTag('CA');
beforeAll(async () => {
  t = await createTestApp();
  await insertCompany(t.services.database.db, { symbol: `${tag}R`, companyName: `${tag} Reliance Industries Limited`, marketCap: 1.8e13 });
  await insertCompany(t.services.database.db, { symbol: `${tag}T`, companyName: `${tag} Consultancy Limited`, marketCap: 1.2e13 });
  const etf = await insertCompany(t.services.database.db, { symbol: `${tag}BEES`, companyName: `${tag} Nifty ETF` });
  await t.services.database.db.insert(etfs).values({ symbol: `${tag}BEES`, underlying: 'Nifty 50', name: 'Dip ETF', companyId: etf.id, assetClass: 'equity-index', isDipSipEtf: true, source: 'test' });
});
afterAll(() => t.close());

describe('alerts from the assistant', () => {
  it('reads the request back, and saves the alert only when the person says yes', async () => {
    const { token, user } = await signIn(t.app);
    const mine = () => t.services.database.db.select().from(alerts).where(eq(alerts.userId, user.id));
    const chat = randomUUID();
    const read = await ask(t.app, token, chat, `alert me when ${tag.toLowerCase()} reliance falls below 1200`);
    expect(read.text).toContain(`I read this as: an alert on ${tag}R (${tag} Reliance Industries Limited) when price falls below ₹1,200.00, once`);
    expect(read.text).toContain('Reply **yes** to save it');
    expect(await mine()).toEqual([]);
    const saved = await ask(t.app, token, chat, 'yes');
    expect(saved.text).toBe(`Saved: ${tag}R: Price falls below ₹1,200.00. You can pause, edit or delete it on [Alerts](/alerts).`);
    expect(await mine()).toEqual([expect.objectContaining({ symbol: `${tag}R`, kind: 'price_below', level: 1200, status: 'active' })]);
    // "yes" again saves nothing more: the pending alert was used.
    await ask(t.app, token, chat, 'yes');
    expect(await mine()).toHaveLength(1);

    const hinglish = randomUUID();
    expect((await ask(t.app, token, hinglish, `${tag}T 4000 cross kare to batana`)).text).toContain(`an alert on ${tag}T (${tag} Consultancy Limited) when price rises above ₹4,000.00`);
    await ask(t.app, token, hinglish, 'haan');
    const rsi = randomUUID();
    expect((await ask(t.app, token, rsi, `notify me if ${tag}T rsi goes under 30`)).text).toContain(`an alert on ${tag}T (${tag} Consultancy Limited) when RSI(14) below 30`);
    await ask(t.app, token, rsi, 'yes');
    expect((await mine()).map((a) => a.kind).sort()).toEqual(['price_above', 'price_below', 'rsi_below']);
  });

  it('says clearly why a request cannot be set, and saves nothing', async () => {
    const { token, user } = await signIn(t.app);
    const chat = randomUUID();
    expect((await ask(t.app, token, chat, `notify me if ${tag}T rsi goes under 0`)).text).toContain('I could not set that alert: RSI must be between 1 and 99 (got 0)');
    expect((await ask(t.app, token, chat, 'yes')).text).not.toContain('Saved');
    expect((await ask(t.app, token, randomUUID(), 'alert me when nosuchcompanyxyz falls below 10')).text).toContain('no NSE or BSE company matches "nosuchcompanyxyz"');
    expect((await ask(t.app, token, randomUUID(), "tell me when a company enters my screen 'roe >'")).text).toContain('I could not set that alert');
    expect(await t.services.database.db.select().from(alerts).where(eq(alerts.userId, user.id))).toEqual([]);
    expect(await t.services.database.db.select().from(screenAlerts).where(eq(screenAlerts.userId, user.id))).toEqual([]);
  });

  it('saves a screen alert asked for in chat after the confirmation', async () => {
    const { token, user } = await signIn(t.app);
    const chat = randomUUID();
    const read = await ask(t.app, token, chat, "tell me when a company enters my screen 'market cap > 100000'");
    expect(read.text).toContain('I read this as: a screen alert on "market cap > 100000"');
    await ask(t.app, token, chat, 'yes');
    expect(await t.services.database.db.select().from(screenAlerts).where(eq(screenAlerts.userId, user.id))).toEqual([expect.objectContaining({ query: 'market cap > 100000' })]);
  });

  // Every kind of the alerts schema, asked in words: the reading names the kind, level and period; "yes" saves it.
  const everyKind: [string, string, Record<string, unknown>][] = [
    [`alert me when ${tag}T rises above 4100`, 'when price rises above ₹4,100.00', { kind: 'price_above', level: 4100, period: 0 }],
    [`alert me when ${tag}T falls below 3000`, 'when price falls below ₹3,000.00', { kind: 'price_below', level: 3000, period: 0 }],
    [`alert me if ${tag}T rises 3% in a day`, 'when rises 3% or more over a day', { kind: 'change_up', level: 3, period: 1 }],
    [`alert me when ${tag}T falls 5% over a week`, 'when falls 5% or more over a week', { kind: 'change_down', level: 5, period: 5 }],
    [`alert me when ${tag}T makes a new 52 week high`, 'when new 52-week high', { kind: 'high_52w', level: null, period: 0 }],
    [`let me know when ${tag}T hits a 52-week low`, 'when new 52-week low', { kind: 'low_52w', level: null, period: 0 }],
    [`notify me if ${tag}T rsi(9) falls below 25`, 'when RSI(9) below 25', { kind: 'rsi_below', level: 25, period: 9 }],
    [`notify me when rsi of ${tag}T is above 70`, 'when RSI(14) above 70', { kind: 'rsi_above', level: 70, period: 14 }],
    [`alert me when ${tag}T crosses above its 200 day average`, 'when close crosses above the 200-day average', { kind: 'sma_cross_above', level: null, period: 200 }],
    [`alert me when ${tag}T crosses below the 50 dma`, 'when close crosses below the 50-day average', { kind: 'sma_cross_below', level: null, period: 50 }],
    [`alert me when ${tag}T supertrend turns up`, 'when SuperTrend turns up (buy)', { kind: 'supertrend_up', level: null, period: 0 }],
    [`alert me when ${tag}T supertrend flips to sell`, 'when SuperTrend turns down (sell)', { kind: 'supertrend_down', level: null, period: 0 }],
    [`alert me when ${tag}BEES reaches its dipsip trigger of 2%`, 'when DipSIP trigger: falls 2% or more from the previous close', { kind: 'dip_trigger', level: 2, period: 0 }],
  ];
  it.each(everyKind)('reads and saves "%s"', async (question, reading, saved) => {
    const { token, user } = await signIn(t.app);
    const chat = randomUUID();
    const read = (await ask(t.app, token, chat, question)).text;
    expect(read).toContain(`I read this as: an alert on ${tag}`);
    expect(read).toContain(`${reading}, once, in the app and on Telegram.`);
    expect(await t.services.database.db.select().from(alerts).where(eq(alerts.userId, user.id))).toEqual([]);
    expect((await ask(t.app, token, chat, 'yes')).text).toMatch(/^Saved: /);
    expect(await t.services.database.db.select().from(alerts).where(eq(alerts.userId, user.id))).toEqual([expect.objectContaining({ ...saved, status: 'active' })]);
  });

  it('asks instead of guessing when a part of the request is not understood, and saves nothing', async () => {
    const { token, user } = await signIn(t.app);
    const asked = [
      [`alert me about ${tag}T`, `What should the alert on "${tag.toLowerCase()}t" watch`],
      [`alert me when ${tag}T supertrend changes`, 'fire when it goes above or below'],
      ['alert me when it falls below 100', 'Which company should the alert watch?'],
      [`alert me when ${tag}T crosses below the 0 dma`, 'I could not set that alert: Average of (days) must be between 2 and 250 (got 0)'],
      [`alert me when ${tag}T reaches its dipsip trigger of 2%`, 'Nothing was saved'],
    ] as const;
    for (const [question, reply] of asked) {
      const chat = randomUUID();
      const first = await ask(t.app, token, chat, question);
      const answer = first.text.includes('Reply **yes**') ? await ask(t.app, token, chat, 'yes') : first;
      expect(answer.text).toContain(reply);
    }
    expect(await t.services.database.db.select().from(alerts).where(eq(alerts.userId, user.id))).toEqual([]);
  });

  it("another person can neither see nor delete an alert saved from chat", async () => {
    const owner = await signIn(t.app);
    const other = await signIn(t.app);
    const chat = randomUUID();
    await ask(t.app, owner.token, chat, `alert me when ${tag}T makes a new 52 week high`);
    await ask(t.app, owner.token, chat, 'yes');
    const [alert] = await t.services.database.db.select().from(alerts).where(eq(alerts.userId, owner.user.id));
    const as = (token: string, method: 'GET' | 'DELETE', url: string) => t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
    expect((await as(other.token, 'GET', '/api/alerts')).json().alerts).toEqual([]);
    expect((await as(other.token, 'DELETE', `/api/alerts/${alert!.id}`)).statusCode).toBe(404);
    expect((await as(other.token, 'GET', `/api/alerts/history?alertId=${alert!.id}`)).statusCode).toBe(404);
    expect((await as(owner.token, 'GET', '/api/alerts')).json().alerts).toEqual([expect.objectContaining({ id: alert!.id, kind: 'high_52w' })]);
  });
});
