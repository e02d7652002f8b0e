import { type AlertInput, type AlertView, alertInput } from '@sanchay/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makePerson, rangeListing, useDatabaseAndBot } from '../../test/factories/alertFactories';
import { halfMove, risingAndFallingWalk, walk } from '../../test/factories/liveWalk';
import { sendDueDeliveries } from '../notifications/outboxSender';
import { notifications } from '../notifications/schema';
import { createBotApiClient } from '../telegram/botApiClient';
import { createAlert } from './alertStore';

const env = useDatabaseAndBot();

const save = (userId: string, input: AlertInput) => createAlert(env.database.db, userId, alertInput.parse(input));

describe('alerts on the live feed', () => {
  it('a price walk fires each live kind exactly once, to the bell and to Telegram', async () => {
    const up = await rangeListing(env.database.db, '2026-11-19', 'high');
    const down = await rangeListing(env.database.db, '2026-11-19', 'low');
    // A walk that rises past one listing's 52-week high and falls past the other's low, by at least 0.2%:
    // found by trying seeds (each seed replays the same walk for these listings).
    const first = await risingAndFallingWalk(env.database.db, up, down);
    const { seed, upMax, downMin } = first;
    const person = await makePerson(env.database.db);
    const mid = (a: number, b: number) => Math.round(((a + b) / 2) * 100) / 100;
    const inputs: AlertInput[] = [
      { symbol: up.symbol, kind: 'price_above', level: mid(up.lastClose, upMax) },
      { symbol: up.symbol, kind: 'high_52w' },
      { symbol: down.symbol, kind: 'price_below', level: mid(down.lastClose, downMin) },
      { symbol: down.symbol, kind: 'low_52w' },
      { symbol: up.symbol, kind: 'change_up', level: halfMove(up.lastClose, upMax) },
      { symbol: down.symbol, kind: 'change_down', level: halfMove(down.lastClose, downMin) },
    ];
    const saved: AlertView[] = [];
    for (const input of inputs) saved.push(await save(person.id, input));
    // Alerts that never fire keep both listings watched after the others are done (the walk goes on).
    const watcher = await makePerson(env.database.db, { telegram: false });
    for (const l of [up, down]) await save(watcher.id, { symbol: l.symbol, kind: 'price_above', level: 1_000_000 });

    const second = await walk(env.database.db, seed, [up, down], true);
    expect(second.closes).toEqual(first.closes);
    // Firings spread over the walk's minutes (others' alerts in a shared database may fire too).
    expect(second.fired.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(saved.length);
    const bell = await env.database.db.select().from(notifications).where(eq(notifications.userId, person.id));
    expect(bell.map((n) => n.payload.alertId).sort()).toEqual(saved.map((a) => a.id).sort());
    const above = bell.find((n) => n.payload.alertId === saved[0]!.id)!;
    expect(above.body).toMatch(new RegExp(`^${up.symbol} is at ₹[\\d,]+\\.\\d\\d \\(1[01]:\\d\\d IST on 20 Nov 2026\\)\\.$`));

    const telegram = createBotApiClient({ token: env.fake.token, apiBase: env.fake.apiBase });
    const sent = await sendDueDeliveries({ db: env.database.db, telegram, publicUrl: 'https://sanchay.example.com' }, { userIds: [person.id] });
    expect(sent).toMatchObject({ sent: saved.length, failed: 0 });
    expect(env.fake.delivered.filter((m) => String(m.chat_id) === String(person.telegramId))).toHaveLength(saved.length);
  });
});
