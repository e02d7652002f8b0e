import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makePerson, useDatabaseAndBot } from '../../test/factories/alertFactories';
import { insertBars, insertCompany, uniqueTag } from '../../test/factories/marketFixtures';
import { userInstruments } from '../dipsip/schema';
import { addWatchListItem } from '../market/api/watchList';
import { etfs } from '../market/schema/etfs';
import { sendDueDeliveries } from '../notifications/outboxSender';
import { notifications } from '../notifications/schema';
import { createBotApiClient } from '../telegram/botApiClient';
import { runDueBriefs, saveBriefSettings } from './morningBrief';
import { alertEvents } from './schema';

const env = useDatabaseAndBot();

/** Tuesday 1 Dec 2026 (an NSE trading day) at an IST time. */
const at = (hhmm: string, day = '2026-12-01') => new Date(`${day}T${hhmm}:00+05:30`);

describe('the morning brief', () => {
  it('arrives at its time on a trading day, once, with labelled sections, in the bell and on Telegram', async () => {
    const db = env.database.db;
    const person = await makePerson(db);
    const stock = await insertCompany(db, { symbol: uniqueTag('MB'), companyName: 'Brief Stock Limited' });
    await insertBars(db, stock.id, [['2026-11-27', 1000], ['2026-11-30', 1012.5]]);
    await addWatchListItem(db, person.id, { symbol: stock.symbol, exchange: 'NSE', instrumentType: 0 });
    const etfSymbol = `${uniqueTag('MB')}BEES`;
    const etf = await insertCompany(db, { symbol: etfSymbol });
    await db.insert(etfs).values({ symbol: etfSymbol, underlying: 'Nifty 50', name: 'Brief ETF', companyId: etf.id, assetClass: 'equity-index', isDipSipEtf: true, source: 'test' });
    await insertBars(db, etf.id, [['2026-11-27', 250], ['2026-11-30', 247.5]]);
    await db.insert(userInstruments).values({ userId: person.id, instrumentSymbol: etfSymbol, instrumentToken: 1, value: 5000, baseAmount: 5000, trigger: 2 });
    await db.insert(alertEvents).values({ userId: person.id, symbol: stock.symbol, kind: 'price_above', value: 1012.5, title: `${stock.symbol}: Price rises above ₹1,010.00`, body: 'x', firedAt: at('07:00') });
    const mine = { userIds: [person.id] };

    expect(await runDueBriefs(db, at('08:44'), mine)).toEqual({ due: 0, sent: 0 });
    expect(await runDueBriefs(db, at('08:45'), mine)).toEqual({ due: 1, sent: 1 });
    expect(await runDueBriefs(db, at('09:30'), mine)).toEqual({ due: 0, sent: 0 });
    const [brief, ...more] = await db.select().from(notifications).where(eq(notifications.userId, person.id));
    expect(more).toEqual([]);
    expect(brief).toMatchObject({ kind: 'morning_brief', title: 'Morning brief, 1 Dec 2026', link: '/alerts' });
    expect(brief!.body).toBe(
      [
        `Watchlist\n• ${stock.symbol}: ₹1,012.50, +1.25% on the day (close of 30 Nov 2026)`,
        `DipSIP ETFs\n• ${etfSymbol}: ₹247.50, -1.00% from the previous close; buys at a 2.00% fall (1.00% more to the trigger; close of 30 Nov 2026)`,
        `Alerts since the last brief\n• ${stock.symbol}: Price rises above ₹1,010.00`,
      ].join('\n\n'),
    );
    expect(brief!.body).not.toMatch(/\|/);

    const telegram = createBotApiClient({ token: env.fake.token, apiBase: env.fake.apiBase });
    expect(await sendDueDeliveries({ db, telegram, publicUrl: 'https://sanchay.example.com' }, mine)).toMatchObject({ sent: 1 });
    const [message] = env.fake.delivered.filter((m) => String(m.chat_id) === String(person.telegramId));
    expect(message!.text).toContain('<b>Morning brief, 1 Dec 2026</b>\nWatchlist');
    expect(message!.reply_markup?.inline_keyboard[0]?.[0]).toEqual({ text: 'Open Sanchay', url: 'https://sanchay.example.com/alerts' });
  });

  it('keeps to the time a person picked, skips holidays, and sends nothing to someone who turned it off', async () => {
    const db = env.database.db;
    const early = await makePerson(db, { telegram: false });
    const off = await makePerson(db, { telegram: false });
    for (const p of [early, off]) {
      const stock = await insertCompany(db, { symbol: uniqueTag('MC') });
      await insertBars(db, stock.id, [['2026-11-27', 100], ['2026-11-30', 99]]);
      await addWatchListItem(db, p.id, { symbol: stock.symbol, exchange: 'NSE', instrumentType: 0 });
    }
    await saveBriefSettings(db, early.id, { enabled: true, time: '07:30' });
    await saveBriefSettings(db, off.id, { enabled: false, time: '08:45' });
    const both = { userIds: [early.id, off.id] };
    expect(await runDueBriefs(db, at('08:00', '2026-12-25'), both)).toEqual({ due: 0, sent: 0 }); // Christmas: NSE closed
    expect(await runDueBriefs(db, at('07:29'), both)).toEqual({ due: 0, sent: 0 });
    expect(await runDueBriefs(db, at('07:30'), both)).toEqual({ due: 1, sent: 1 });
    expect(await runDueBriefs(db, at('10:00'), both)).toEqual({ due: 0, sent: 0 });
  });
});
