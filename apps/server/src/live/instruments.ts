import { surrogateInstrumentToken } from '@sanchay/core';
import { sql } from 'drizzle-orm';
import { rows } from '../platform/db/sql';
import { exchangeRank } from '../market/api/sql';
import type { AppDb } from '../platform/db/client';

/**
 * Instrument tokens <-> symbols for live data. A listing's token is its Kite instrument token when the
 * database knows it (company_profile / market_indices / etfs, filled from a Kite instruments dump), else the
 * stable negative stand-in `surrogateInstrumentToken(symbol)` from packages/core (the same one the ETF list
 * and DipSIP use). Index stand-ins hash the index name ("NIFTY 50").
 */
export type InstrumentKind = 'stock' | 'index';

export interface Instrument {
  token: number;
  kind: InstrumentKind;
  /** Trading symbol for stocks, index name for indices. */
  symbol: string;
  name: string;
  /** company_profile.id or market_indices.id */
  id: string;
}

/** What the simulator needs to move an instrument: the last sessions from the daily tables. */
export interface InstrumentHistory {
  /** Close of the latest daily bar (the feed's starting price), null when the instrument has no bars. */
  lastClose: number | null;
  /** The date (YYYY-MM-DD) of that close; the simulated feed says which close it starts from. */
  lastCloseDate?: string | null;
  /** Close of the bar before it. */
  previousClose: number | null;
  /** Standard deviation of daily log returns over up to 60 sessions, null with too few bars. */
  dailyVolatility: number | null;
  /** Mean daily volume over the same bars (stocks). */
  averageVolume: number | null;
  /** The latest daily bar's open, high, low and volume: the day shown while the market is closed (null parts when the source has none). */
  lastSession?: { open: number | null; high: number | null; low: number | null; volume: number | null };
}

const DIRECTORY_MAX_AGE_MS = 5 * 60_000;
/**
 * An unknown token or symbol reloads the directory, but not more often than this: a reload reads every
 * listing, and anyone can send unknown tokens to /ws/market. New listings call invalidate() themselves.
 */
export const UNKNOWN_RELOAD_GAP_MS = 60_000;

export class InstrumentDirectory {
  private byToken = new Map<number, Instrument>();
  private bySymbol = new Map<string, Instrument>();
  private loadedAt = 0;
  private loading: Promise<void> | null = null;

  constructor(private readonly db: AppDb) {}

  /** The instrument for a token, reloading the (cached) directory once when it is unknown or stale. */
  async byTokenOf(token: number): Promise<Instrument | undefined> {
    await this.ensureLoaded(!this.byToken.has(token));
    return this.byToken.get(token);
  }

  async find(kind: InstrumentKind, symbol: string): Promise<Instrument | undefined> {
    const key = `${kind}:${symbol.toUpperCase()}`;
    await this.ensureLoaded(!this.bySymbol.has(key));
    return this.bySymbol.get(key);
  }

  /** Forgets the cached directory (after new listings were written). */
  invalidate(): void {
    this.loadedAt = 0;
  }

  /** Already loaded instrument for a token (no database access), for code on the hot path. */
  cached(token: number): Instrument | undefined {
    return this.byToken.get(token);
  }

  /** Indian indices that have constituents, by name. */
  async indices(): Promise<Instrument[]> {
    await this.ensureLoaded(false);
    return [...this.byToken.values()].filter((i) => i.kind === 'index').sort((a, b) => a.symbol.localeCompare(b.symbol));
  }

  /** The constituents of an index, as instruments. */
  async constituents(index: Instrument): Promise<Instrument[]> {
    const found = await rows<{ id: string }>(this.db, sql`select company_id as id from market_index_wise_companies where index_id = ${index.id}`);
    await this.ensureLoaded(false);
    const byId = new Map([...this.byToken.values()].filter((i) => i.kind === 'stock').map((i) => [i.id, i]));
    return found.map((r) => byId.get(r.id)).filter((i): i is Instrument => i !== undefined);
  }

  async history(instrument: Instrument): Promise<InstrumentHistory> {
    const table = instrument.kind === 'stock' ? sql`stock_price_daily_historical` : sql`market_index_price_daily`;
    const key = instrument.kind === 'stock' ? sql`company_id` : sql`index_id`;
    const bars = await rows<{ date: string; open: number | null; high: number | null; low: number | null; close: number; volume: number | null }>(
      this.db,
      sql`select to_char(date, 'YYYY-MM-DD') as date, open, high, low, close, volume::float8 as volume from ${table}
          where ${key} = ${instrument.id} order by date desc limit 61`,
    );
    return summariseHistory(bars);
  }

  private async ensureLoaded(unknownKey: boolean): Promise<void> {
    const stale = Date.now() - this.loadedAt > (unknownKey ? UNKNOWN_RELOAD_GAP_MS : DIRECTORY_MAX_AGE_MS);
    if (!stale) return;
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    await this.loading;
  }

  private async load(): Promise<void> {
    // One listing per symbol: NSE before BSE (what a bare symbol means across the app).
    const companies = await rows<{ id: string; symbol: string; name: string; token: number | null }>(
      this.db,
      sql`select distinct on (cp.symbol) cp.id, cp.symbol, cp.company_name as name,
            coalesce(cp.kite_instrument_token, e.instrument_token)::float8 as token
          from company_profile cp left join etfs e on e.company_id = cp.id
          where cp.country = 'IN'
          order by cp.symbol, ${exchangeRank(sql`cp.exchange`)}, cp.exchange`,
    );
    const indices = await rows<{ id: string; name: string; token: number | null }>(
      this.db,
      sql`select id, index_name as name, kite_instrument_token::float8 as token from market_indices where country = 'IN'`,
    );
    const byToken = new Map<number, Instrument>();
    const bySymbol = new Map<string, Instrument>();
    const add = (instrument: Instrument) => {
      if (!byToken.has(instrument.token)) byToken.set(instrument.token, instrument);
      bySymbol.set(`${instrument.kind}:${instrument.symbol.toUpperCase()}`, instrument);
    };
    for (const c of companies) {
      add({ token: c.token ?? surrogateInstrumentToken(c.symbol), kind: 'stock', symbol: c.symbol, name: c.name, id: c.id });
    }
    for (const i of indices) {
      add({ token: i.token ?? surrogateInstrumentToken(i.name), kind: 'index', symbol: i.name, name: i.name, id: i.id });
    }
    this.byToken = byToken;
    this.bySymbol = bySymbol;
    this.loadedAt = Date.now();
  }
}

/** Newest-first daily bars -> the simulator's starting point and volatility. */
export function summariseHistory(
  bars: readonly { date?: string; open?: number | null; high?: number | null; low?: number | null; close: number; volume: number | null }[],
): InstrumentHistory {
  const lastClose = bars[0]?.close ?? null;
  const lastCloseDate = bars[0]?.date ?? null;
  const previousClose = bars[1]?.close ?? null;
  const returns: number[] = [];
  for (let i = 0; i + 1 < bars.length; i++) {
    const [a, b] = [bars[i]!.close, bars[i + 1]!.close];
    if (a > 0 && b > 0) returns.push(Math.log(a / b));
  }
  let dailyVolatility: number | null = null;
  if (returns.length >= 5) {
    const mean = returns.reduce((s, r) => s + r, 0) / returns.length;
    dailyVolatility = Math.sqrt(returns.reduce((s, r) => s + (r - mean) ** 2, 0) / (returns.length - 1));
  }
  const volumes = bars.map((b) => b.volume).filter((v): v is number => v !== null && v > 0);
  const averageVolume = volumes.length ? volumes.reduce((s, v) => s + v, 0) / volumes.length : null;
  const latest = bars[0];
  const lastSession = latest ? { open: latest.open ?? null, high: latest.high ?? null, low: latest.low ?? null, volume: latest.volume } : undefined;
  return { lastClose, lastCloseDate, previousClose, dailyVolatility, averageVolume, lastSession };
}
