import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surrogateInstrumentToken, type FuturesBoard, type OptionChain } from '@sanchay/core';
import { type LiveTestServer, startLiveTestServer } from '../../test/liveServer';
import type { Frame } from '../../test/factories/liveTestSupport';
import { ensureIndexWithBars } from '../../test/factories/derivativesTestSupport';

/** The chain over the real /ws/market hub: snapshot on subscribe, a fresh chain after the underlying ticks. */
describe('chain: and futures: topics over a real WebSocket', () => {
  let server: LiveTestServer;
  let expiry: string;

  beforeAll(async () => {
    server = await startLiveTestServer();
    await ensureIndexWithBars(server.services.database.db, 'NIFTY 50', 24000);
    const res = await server.app.inject({ method: 'GET', url: '/api/derivatives/expiries?underlying=NIFTY' });
    expiry = res.json().expiries[0];
  });
  afterAll(async () => server?.close());

  it('sends the chain at once, then a recomputed chain when NIFTY 50 ticks, and lets go of the feed after', async () => {
    const socket = await server.connect();
    const topic = `chain:NIFTY:${expiry}`;
    socket.send({ op: 'subscribe', topics: [topic] });
    const first = (await socket.next((f) => f.topic === topic)).data as OptionChain;
    expect(first.underlying).toBe('NIFTY');
    expect(first.expiry).toBe(expiry);
    expect(first.rows.length).toBeGreaterThan(150);
    expect(first.rows.some((r) => r.call?.iv !== null && r.call?.delta !== null)).toBe(true);

    const row = await server.services.database.db.execute(
      // The spot's token follows the live directory's rule: the Kite token when known, else the stand-in.
      (await import('drizzle-orm')).sql`select kite_instrument_token::float8 as token from market_indices where index_name = 'NIFTY 50'`,
    );
    const spotToken = ((row as unknown as { rows: { token: number | null }[] }).rows[0]?.token ?? surrogateInstrumentToken('NIFTY 50')) as number;
    expect(server.live.feed.holders(spotToken)).toBe(1);

    let moved: OptionChain | null = null;
    for (let i = 0; i < 10 && !moved; i++) {
      const before = socket.frames.length;
      server.advance(5000);
      const next = (await socket.next((f) => f.topic === topic, 3000, before)).data as OptionChain;
      if (next.spot !== first.spot) moved = next;
    }
    expect(moved).not.toBeNull();
    const atm = (c: OptionChain) => c.rows.find((r) => r.strike === first.atmStrike)!;
    // A higher spot lifts the call and lowers the put (and vice versa).
    const direction = Math.sign(moved!.spot - first.spot);
    if (atm(moved!).call!.ltp !== atm(first).call!.ltp) expect(Math.sign(atm(moved!).call!.ltp - atm(first).call!.ltp)).toBe(direction);

    socket.send({ op: 'unsubscribe', topics: [topic] });
    await expect.poll(() => server.live.hub.subscriberCount(topic)).toBe(0);
    expect(server.live.feed.holders(spotToken)).toBe(0);
  });

  it('serves futures:NIFTY with a snapshot of three contracts', async () => {
    const socket = await server.connect();
    socket.send({ op: 'subscribe', topics: ['futures:NIFTY'] });
    const board = (await socket.next((f) => f.topic === 'futures:NIFTY')).data as FuturesBoard;
    expect(board.contracts.map((c) => c.expiry)).toHaveLength(3);
    expect(board.simulated).toBe(true);
  });

  it('answers unknown underlyings, bad expiries and malformed topics with an error frame', async () => {
    const socket = await server.connect();
    socket.send({ op: 'subscribe', topics: ['chain:NOPE:2026-11-24', 'chain:NIFTY:2031-01-01', 'futures:NIFTY:2026-11-24'] });
    const errors: Frame[] = [];
    for (let i = 0; i < 3; i++) errors.push((await socket.next((f) => f.topic === 'error', 3000, errors.length ? socket.frames.indexOf(errors.at(-1)!) + 1 : 0)));
    const messages = errors.map((e) => e.data.message as string);
    expect(messages[0]).toMatch(/^No futures and options for NOPE\./);
    expect(messages[1]).toMatch(/^NIFTY has no options expiring on 2031-01-01\./);
    expect(messages[2]).toMatch(/^Unknown topic futures:NIFTY:2026-11-24\./);
  });
});
