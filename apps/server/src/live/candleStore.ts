import { sql } from 'drizzle-orm';
import type { AppDb } from '../platform/db/client';
import { logger } from '../platform/logger';
import { liveCandles } from './candleSchema';
import type { Tick } from './feed';

/** What a stored candle is of. */
export type CandleKind = 'index' | 'stock' | 'future' | 'option';

/** Indices carry no volume; F&O trading symbols end in FUT, or CE/PE after the strike. */
export function candleKindOf(tick: Pick<Tick, 'symbol' | 'tradable'>): CandleKind {
  if (!tick.tradable) return 'index';
  if (/FUT$/.test(tick.symbol)) return 'future';
  if (/\d(CE|PE)$/.test(tick.symbol)) return 'option';
  return 'stock';
}

interface OpenCandle {
  token: number;
  kind: CandleKind;
  symbol: string;
  /** Minute start, epoch ms. */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface CandleStoreOptions {
  /** CANDLE_RETENTION_DAYS: candles older than this are deleted. */
  retentionDays: number;
  /** How often pending candles are written (the in-progress minute too, so a restart loses at most this). */
  flushMs?: number;
  /** Rows per INSERT statement. */
  batchRows?: number;
  now?: () => number;
}

const MINUTE_MS = 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * The 1-minute candle store: folds the live feed's ticks into one candle per instrument and minute in
 * memory and writes the changed ones in batches (one multi-row upsert per `batchRows`), every `flushMs`.
 * A candle written again merges with the stored one (high/low widen, close and volume move on), so a
 * restart in the middle of a minute keeps what was stored. Retention deletes candles older than
 * `retentionDays`, hourly.
 */
export class CandleStore {
  private readonly current = new Map<number, OpenCandle>();
  private readonly dayVolume = new Map<number, number>();
  /** Candles changed since the last write, by token and minute. */
  private dirty = new Map<string, OpenCandle>();
  private flushTimer: NodeJS.Timeout | null = null;
  private pruneTimer: NodeJS.Timeout | null = null;
  private writing: Promise<number> = Promise.resolve(0);
  private readonly now: () => number;
  private readonly log = logger('live');
  /** Rows written since start (bench, logs). */
  written = 0;

  constructor(
    private readonly db: AppDb,
    private readonly options: CandleStoreOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Folds ticks into their minute's candle (call only with traded ticks: the market open). */
  record(ticks: readonly Tick[]): void {
    for (const tick of ticks) {
      if (!Number.isFinite(tick.lastPrice) || tick.lastPrice <= 0) continue;
      const time = Math.floor(tick.timestamp / MINUTE_MS) * MINUTE_MS;
      const previousVolume = this.dayVolume.get(tick.instrumentToken);
      const volumeDelta = tick.volume !== undefined && previousVolume !== undefined ? Math.max(0, tick.volume - previousVolume) : 0;
      if (tick.volume !== undefined) this.dayVolume.set(tick.instrumentToken, tick.volume);
      let candle = this.current.get(tick.instrumentToken);
      if (candle && time < candle.time) continue; // a late tick never reopens an older minute
      if (!candle || time > candle.time) {
        const price = tick.lastPrice;
        candle = { token: tick.instrumentToken, kind: candleKindOf(tick), symbol: tick.symbol, time, open: price, high: price, low: price, close: price, volume: 0 };
        this.current.set(tick.instrumentToken, candle);
      }
      candle.high = Math.max(candle.high, tick.lastPrice);
      candle.low = Math.min(candle.low, tick.lastPrice);
      candle.close = tick.lastPrice;
      candle.volume += volumeDelta;
      this.dirty.set(`${candle.token}:${candle.time}`, candle);
    }
  }

  /** Candles waiting to be written. */
  get pending(): number {
    return this.dirty.size;
  }

  /** Writes every changed candle; resolves to the rows written. Concurrent calls run one after another. */
  flush(): Promise<number> {
    this.writing = this.writing.then(() => this.writeDirty());
    return this.writing;
  }

  private async writeDirty(): Promise<number> {
    if (this.dirty.size === 0) return 0;
    const candles = [...this.dirty.values()].map((c) => ({ ...c }));
    this.dirty = new Map();
    const size = this.options.batchRows ?? 2000;
    let written = 0;
    for (let i = 0; i < candles.length; i += size) {
      const rows = candles.slice(i, i + size).map((c) => ({
        instrumentToken: c.token,
        time: new Date(c.time),
        kind: c.kind,
        symbol: c.symbol,
        open: c.open,
        high: c.high,
        low: c.low,
        close: c.close,
        volume: c.volume,
      }));
      await this.db
        .insert(liveCandles)
        .values(rows)
        .onConflictDoUpdate({
          target: [liveCandles.instrumentToken, liveCandles.time],
          set: {
            high: sql`greatest(${liveCandles.high}, excluded.high)`,
            low: sql`least(${liveCandles.low}, excluded.low)`,
            close: sql`excluded.close`,
            volume: sql`greatest(${liveCandles.volume}, excluded.volume)`,
          },
        });
      written += rows.length;
    }
    this.written += written;
    return written;
  }

  /** Deletes candles older than the retention; resolves to the rows deleted. */
  async prune(): Promise<number> {
    const cutoff = new Date(this.now() - this.options.retentionDays * 86_400_000);
    const result = (await this.db.execute(
      sql`with gone as (delete from live_candles_1m where time < ${cutoff.toISOString()}::timestamptz returning 1)
          select count(*)::int as n from gone`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? 0;
  }

  /** Starts the flush and retention timers (main process; tests call flush/prune themselves). */
  start(): void {
    const flushMs = this.options.flushMs ?? 2000;
    if (!this.flushTimer && flushMs > 0) {
      this.flushTimer = setInterval(() => void this.flush().catch((error: unknown) => this.log.warn({ err: error }, 'writing candles failed')), flushMs);
      this.flushTimer.unref();
      this.pruneTimer = setInterval(() => void this.prune().catch((error: unknown) => this.log.warn({ err: error }, 'candle retention failed')), PRUNE_EVERY_MS);
      this.pruneTimer.unref();
      void this.prune().catch((error: unknown) => this.log.warn({ err: error }, 'candle retention failed'));
    }
  }

  /** Stops the timers and writes what is pending. */
  async stop(): Promise<void> {
    if (this.flushTimer) clearInterval(this.flushTimer);
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    this.flushTimer = this.pruneTimer = null;
    await this.flush();
  }
}
