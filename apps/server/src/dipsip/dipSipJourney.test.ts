// The DipSIP journey of the issue, end to end on the server: a user links Telegram and subscribes an ETF at
// Rs 1,000 and 2%; a 2% fall in the stored closes queues exactly one alert, shown in-app and sent once to the
// (fake) Telegram Bot API; its link opens a basket that becomes the Kite order the trade page posts.
import { buildKiteOrders, parseBasketQuery } from '@sanchay/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, signIn, type TestApp } from '../../test/support';
import { companyProfile } from '../market/schema/companies';
import { etfs } from '../market/schema/etfs';
import { stockPriceDaily } from '../market/schema/prices';
import { outboxDeps, sendDueDeliveries } from '../notifications/outboxSender';
import { type FakeBotApi, startFakeBotApi } from '../../test/fakes/fakeBotApi';
import { telegramLoginHash } from '../telegram/loginCheck';
import { evaluateDips } from './dipEngine';

const tag = `${process.pid.toString(36)}${Date.now().toString(36)}`.toUpperCase().slice(-6);
const SYMBOL = `J${tag}BEES`;
const TOKEN = 7_000_000 + Math.floor(Math.random() * 1_000_000);
const DAY = '2026-03-10';
const NOW = new Date(`${DAY}T10:20:00Z`); // 15:50 IST, after the close

let bot: FakeBotApi;
let t: TestApp;
beforeAll(async () => {
  bot = await startFakeBotApi();
  t = await createTestApp({
    TELEGRAM_BOT_TOKEN: bot.token,
    TELEGRAM_BOT_NAME: 'SanchayTestBot',
    TELEGRAM_API_BASE: bot.apiBase,
    PUBLIC_URL: 'https://sanchay.example.com',
  });
  const { db } = t.services.database;
  const [company] = await db
    .insert(companyProfile)
    .values({ symbol: SYMBOL, exchange: 'NSE', country: 'IN', companyName: `Journey Nifty 50 ETF ${tag}`, source: 'test' })
    .returning();
  await db.insert(etfs).values({
    symbol: SYMBOL,
    underlying: 'Nifty 50',
    name: `Journey Nifty 50 ETF ${tag}`,
    instrumentToken: TOKEN,
    companyId: company!.id,
    assetClass: 'equity-index',
    isDipSipEtf: true,
    source: 'test',
  });
  await db.insert(stockPriceDaily).values([
    { companyId: company!.id, date: '2026-03-09', close: 250 },
    { companyId: company!.id, date: DAY, close: 245 }, // a 2.00% fall
  ]);
});
afterAll(async () => {
  await t.close();
  await bot.close();
});

describe('DipSIP journey', () => {
  it('subscribe -> a 2% fall -> one alert in-app and on Telegram -> the link opens the basket for Kite', async () => {
    const { token, user } = await signIn(t.app);

    // Link Telegram through the widget check.
    const fields = { id: 812_345_678, first_name: 'Ravi', username: 'ravi_k', auth_date: Math.floor(Date.now() / 1000) - 30 };
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/telegram/auth',
      headers: { authorization: `Bearer ${token}` },
      payload: { userTG: { ...fields, hash: telegramLoginHash(fields, bot.token) }, userGoogle: { email: user.email } },
    });
    expect(link.statusCode).toBe(200);

    // Subscribe at Rs 1,000 and 2%.
    const sync = await graphql(
      t.app,
      'mutation ($s: [UserInstrumentInput!]!) { syncDipSipSubscriptions(subscriptions: $s) { added updated removed total } }',
      { s: [{ symbol: SYMBOL, instrumentToken: TOKEN, amount: 1000, trigger: 2 }] },
      token,
    );
    expect(sync.body.data?.syncDipSipSubscriptions).toEqual({ added: 1, updated: 0, removed: 0, total: 1 });

    // The close fell 2%: exactly one alert, even when the engine runs twice.
    await evaluateDips(t.services.database.db, { now: NOW });
    await evaluateDips(t.services.database.db, { now: NOW });
    const list = await graphql(t.app, '{ notifications(limit: 10) { title body link } unreadNotificationCount }', {}, token);
    const alerts = list.body.data?.notifications as { title: string; body: string; link: string }[];
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.title).toContain(SYMBOL);
    expect(`${alerts[0]!.title} ${alerts[0]!.body}`).toMatch(/2\.00?%/);

    // Delivered once to Telegram, with the same link; a second sender pass sends nothing more.
    const deps = outboxDeps(t.services.database.db, t.services.env);
    await sendDueDeliveries(deps, { userIds: [user.id] });
    await sendDueDeliveries(deps, { userIds: [user.id] });
    const sent = bot.delivered.filter((m) => JSON.stringify(m).includes(SYMBOL));
    expect(sent).toHaveLength(1);
    expect(JSON.stringify(sent[0])).toContain('812345678');

    // The link is the trade page's basket: Rs 1,000 buys 4 units at about Rs 245.
    const url = new URL(alerts[0]!.link, 'https://sanchay.example.com');
    expect(url.pathname).toBe('/trade');
    const basket = parseBasketQuery(url.searchParams);
    expect(basket.kind).toBe('ok');
    if (basket.kind !== 'ok') return;
    expect(buildKiteOrders(basket.items)).toEqual([
      {
        variety: 'regular',
        exchange: 'NSE',
        tradingsymbol: SYMBOL,
        transaction_type: 'BUY',
        order_type: 'LIMIT',
        price: basket.items[0]!.price,
        quantity: 4,
        product: 'CNC',
      },
    ]);
    expect(basket.items[0]!.price).toBeCloseTo(245, 0);
  });
});
