import type { BreadthMover, MarketBreadth } from '@sanchay/core';
import { notFound } from '../../platform/errors';
import type { LiveFeed, Tick } from '../feed';
import type { MarketHub } from '../hub';
import type { Instrument, InstrumentDirectory } from '../instruments';

export const BREADTH_PREFIX = 'breadth:';
/** Constituents followed per index (NIFTY 500 is the largest common one). */
const MAX_CONSTITUENTS = 500;
const TOP_MOVERS = 10;
/** Breadth is recomputed and published at most this often while its constituents tick. */
const PUBLISH_EVERY_MS = 1000;

interface Board {
  index: string;
  members: Map<number, Instrument>;
  dirty: boolean;
}

/** "breadth:<index name>": advances / declines / unchanged and the top gainers and losers of its constituents. */
export function registerBreadthSource(hub: MarketHub, feed: LiveFeed, directory: InstrumentDirectory): () => void {
  const boards = new Map<string, Board>();
  const byToken = new Map<number, Set<Board>>();

  const compute = (board: Board): MarketBreadth => {
    const ticks: { instrument: Instrument; tick: Tick }[] = [];
    for (const [token, instrument] of board.members) {
      const tick = feed.lastTick(token);
      if (tick) ticks.push({ instrument, tick });
    }
    const mover = ({ instrument, tick }: { instrument: Instrument; tick: Tick }): BreadthMover => ({
      token: instrument.token,
      symbol: instrument.symbol,
      name: instrument.name,
      lastPrice: tick.lastPrice,
      change: tick.change,
      changePercent: tick.changePercent,
    });
    const byChange = [...ticks].sort((a, b) => b.tick.changePercent - a.tick.changePercent || a.instrument.symbol.localeCompare(b.instrument.symbol));
    return {
      index: board.index,
      advances: ticks.filter((t) => t.tick.change > 0).length,
      declines: ticks.filter((t) => t.tick.change < 0).length,
      unchanged: ticks.filter((t) => t.tick.change === 0).length,
      priced: ticks.length,
      constituents: board.members.size,
      gainers: byChange.filter((t) => t.tick.change > 0).slice(0, TOP_MOVERS).map(mover),
      losers: byChange.filter((t) => t.tick.change < 0).reverse().slice(0, TOP_MOVERS).map(mover),
      updatedAt: Date.now(),
    };
  };

  hub.registerSource(BREADTH_PREFIX, {
    async start(topic) {
      const name = topic.slice(BREADTH_PREFIX.length);
      const index = await directory.find('index', name);
      if (!index) throw notFound(`No index named ${name}.`);
      const constituents = (await directory.constituents(index)).slice(0, MAX_CONSTITUENTS);
      const board: Board = { index: index.symbol, members: new Map(constituents.map((c) => [c.token, c])), dirty: true };
      boards.set(topic, board);
      for (const token of board.members.keys()) {
        if (!byToken.has(token)) byToken.set(token, new Set());
        byToken.get(token)!.add(board);
      }
      feed.subscribe([...board.members.keys()], 'quote');
    },
    stop(topic) {
      const board = boards.get(topic);
      if (!board) return;
      boards.delete(topic);
      for (const token of board.members.keys()) {
        const set = byToken.get(token);
        set?.delete(board);
        if (set?.size === 0) byToken.delete(token);
      }
      feed.unsubscribe([...board.members.keys()]);
    },
    snapshot(topic) {
      const board = boards.get(topic);
      return board ? compute(board) : null;
    },
  });

  const stopListening = feed.onTicks((ticks) => {
    for (const tick of ticks) for (const board of byToken.get(tick.instrumentToken) ?? []) board.dirty = true;
  });
  const timer = setInterval(() => {
    for (const [topic, board] of boards) {
      if (!board.dirty) continue;
      board.dirty = false;
      hub.publish(topic, compute(board));
    }
  }, PUBLISH_EVERY_MS);
  timer.unref();
  return () => {
    stopListening();
    clearInterval(timer);
  };
}
