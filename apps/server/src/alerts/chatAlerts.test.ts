import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask } from '../../test/factories/chatTestSupport';
import { insertCompany, uniqueTag } from '../../test/factories/marketFixtures';
import { createTestApp, signIn, type TestApp } from '../../test/support';
import { alerts, screenAlerts } from './schema';

let t: TestApp;
const tag = uniqueTag('CA');
beforeAll(async () => {
  t = await createTestApp();
  await insertCompany(t.services.database.db, { symbol: `${tag}R`, companyName: `${tag} Reliance Industries Limited`, marketCap: 1.8e13 });
  await insertCompany(t.services.database.db, { symbol: `${tag}T`, companyName: `${tag} Consultancy Limited`, marketCap: 1.2e13 });
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
});
