/**
 * The derivatives service: underlyings, expiries, option chains and futures boards, over REST (a snapshot)
 * and over the /ws/market hub (topics chain:<UNDERLYING>:<YYYY-MM-DD> and futures:<UNDERLYING>). Every
 * underlying tick marks its topics dirty; a throttle publishes each at most N times a second. `publish`
 * is injected (the hub's in the app, a recorder in tests).
 */
import {
  type DerivativeUnderlying,
  FNO_UNDERLYINGS,
  istDate,
  type FuturesBoard,
  type OptionChain,
} from '@sanchay/core';
import type { LiveFeed, Tick } from '../live/feed';
import type { TopicSource } from '../live/hub';
import type { AppDb } from '../platform/db/client';
import { invalidInput, notFound } from '../platform/errors';
import { logger } from '../platform/logger';
import { ChainEngine } from './chainEngine';
import { buildFuturesBoard } from './futuresBoard';
import { loadMirrorDump, storedContractCount } from './kiteContracts';
import { PublishThrottle } from './publishThrottle';
import { SimulatedOptionBook, type SpotState } from './simulatedMarket';
import { buildUnderlyingBook, specOf, type UnderlyingBook } from './underlyingBook';

export interface DerivativesOptions {
  db: AppDb;
  rate: number;
  publishesPerSecond: number;
  /** Mirror folder holding a Kite instruments dump (DATA_MIRROR), loaded once when the table is empty. */
  mirror?: string;
  feed?: LiveFeed;
  publish?: (topic: string, data: unknown) => void;
  now?: () => Date;
}

/** Simulated ATM volatility when the spot's history gives none: indices calmer than stocks. */
const DEFAULT_ATM_VOL = { index: 0.13, stock: 0.26 };
const EXPIRY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

interface ActiveTopic {
  symbol: string;
  expiry: string | null;
  tokens: number[];
}

export class DerivativesService {
  private readonly books = new Map<string, Promise<UnderlyingBook | null>>();
  private readonly engines = new Map<string, ChainEngine>();
  private readonly futuresFirstOi = new Map<number, number>();
  private readonly active = new Map<string, ActiveTopic>();
  private readonly latest = new Map<string, unknown>();
  private readonly throttle: PublishThrottle;
  private readonly now: () => Date;
  private readonly log = logger('derivatives');
  private unsubscribeTicks: (() => void) | null = null;
  private dumpLoad: Promise<void> | null = null;

  constructor(private readonly options: DerivativesOptions) {
    this.now = options.now ?? (() => new Date());
    this.throttle = new PublishThrottle(options.publishesPerSecond, (topic) => this.publishNow(topic));
    if (options.feed) this.unsubscribeTicks = options.feed.onTicks((ticks) => this.onTicks(ticks));
  }

  /** Whether the feed is simulated (the screens' "Simulated" badge). */
  get simulated(): boolean {
    return this.options.feed?.kind !== 'kite';
  }

  /**
   * Whether a book's quotes are simulated: always with the simulated feed, and with Kite too when the
   * contracts were generated (they have no real tokens to subscribe to).
   */
  private simulatedFor(book: UnderlyingBook): boolean {
    return this.simulated || book.source === 'generated';
  }

  /** Loads the mirror's Kite dump into derivative_contracts once (when the table is empty), live contracts only. */
  ensureContracts(): Promise<void> {
    this.dumpLoad ??= (async () => {
      const mirror = this.options.mirror;
      if (!mirror || (await storedContractCount(this.options.db)) > 0) return;
      const report = await loadMirrorDump(this.options.db, mirror, istDate(this.now()));
      if (report) this.log.info(report, 'kite derivatives dump loaded');
    })().catch((error) => {
      this.log.warn({ err: error }, 'kite derivatives dump could not be loaded; contracts will be generated');
    });
    return this.dumpLoad;
  }

  /** Today's book of an underlying (null when its spot has no price in the database). */
  async book(symbol: string): Promise<UnderlyingBook | null> {
    const spec = specOf(symbol);
    if (!spec) return null;
    const today = istDate(this.now());
    const key = `${spec.symbol}:${today}`;
    let found = this.books.get(key);
    if (!found) {
      this.forgetOtherDays(today);
      await this.ensureContracts();
      found = buildUnderlyingBook(this.options.db, spec, this.now(), today);
      this.books.set(key, found);
      found.catch(() => this.books.delete(key));
    }
    return found;
  }

  /** A new IST day: yesterday's books and engines (expired contracts, old strike grids) go. */
  private forgetOtherDays(today: string): void {
    for (const key of [...this.books.keys()]) if (!key.endsWith(`:${today}`)) this.books.delete(key);
    for (const key of [...this.engines.keys()]) if (!key.endsWith(`:${today}`)) this.engines.delete(key);
  }

  private async requireBook(symbol: string | undefined): Promise<UnderlyingBook> {
    if (!symbol || !symbol.trim()) throw invalidInput('underlying is required, e.g. underlying=NIFTY.');
    const book = await this.book(symbol.trim());
    if (!book) throw notFound(`No futures and options for ${symbol.trim().toUpperCase()}. Try one of: ${FNO_UNDERLYINGS.map((s) => s.symbol).join(', ')}.`);
    return book;
  }

  async underlyings(): Promise<DerivativeUnderlying[]> {
    const books = await Promise.all(FNO_UNDERLYINGS.map((s) => this.book(s.symbol)));
    return books.filter((b): b is UnderlyingBook => b !== null).map((b) => this.describe(b));
  }

  private describe(book: UnderlyingBook): DerivativeUnderlying {
    return {
      symbol: book.spec.symbol,
      spotName: book.spec.spotName,
      kind: book.spec.kind,
      lotSize: book.lotSize,
      strikeStep: book.strikeStep,
      spot: this.spotState(book).spot,
      expiries: book.expiries.map((e) => e.expiry),
      futureExpiries: book.futures.map((f) => f.expiry),
      source: book.source,
    };
  }

  async expiries(symbol: string | undefined): Promise<DerivativeUnderlying> {
    return this.describe(await this.requireBook(symbol));
  }

  /**
   * The close today's change counts from. With a live feed, the session continues from the last daily
   * close (what the feed reports as `close`); without one, the last bar is the day and its base the bar before.
   */
  private referenceClose(book: UnderlyingBook): number {
    return this.options.feed ? book.spot.close : book.spot.previousClose;
  }

  private spotState(book: UnderlyingBook): SpotState {
    const tick = this.options.feed?.lastTick(book.spot.token);
    if (tick && tick.lastPrice > 0) {
      return { spot: tick.lastPrice, previousClose: tick.close > 0 ? tick.close : this.referenceClose(book), timestamp: tick.timestamp };
    }
    return { spot: book.spot.close, previousClose: this.referenceClose(book), timestamp: this.now().getTime() };
  }

  private engine(book: UnderlyingBook, expiry: string): ChainEngine {
    const key = `${book.spec.symbol}:${expiry}:${book.day}`;
    let engine = this.engines.get(key);
    if (!engine) {
      const options = book.expiries.find((e) => e.expiry === expiry)!;
      const rank = book.expiries.findIndex((e) => e.expiry === expiry);
      const simulatedBook = this.simulatedFor(book)
        ? new SimulatedOptionBook(
            expiry,
            options.calls,
            options.puts,
            options.strikes,
            {
              kind: book.spec.kind,
              lotSize: book.lotSize,
              strikeStep: book.strikeStep,
              rate: this.options.rate,
              atmVol: clampVol(book.spot.annualVolatility, DEFAULT_ATM_VOL[book.spec.kind]),
              expiryRank: rank,
            },
            this.spotState(book),
            this.now(),
          )
        : null;
      engine = new ChainEngine(options, simulatedBook, book.futures.find((f) => f.expiry === expiry));
      this.engines.set(key, engine);
    }
    return engine;
  }

  private checkExpiry(book: UnderlyingBook, expiry: string | undefined): string {
    if (!expiry) return book.expiries[0]?.expiry ?? '';
    if (!EXPIRY_PATTERN.test(expiry) || Number.isNaN(Date.parse(expiry))) throw invalidInput('expiry must be a date like 2026-11-24.');
    if (!book.expiries.some((e) => e.expiry === expiry)) {
      throw notFound(`${book.spec.symbol} has no options expiring on ${expiry}. Expiries: ${book.expiries.map((e) => e.expiry).join(', ')}.`);
    }
    return expiry;
  }

  computeChain(book: UnderlyingBook, expiry: string): OptionChain {
    const feed = this.options.feed;
    return this.engine(book, expiry).compute({
      book,
      spot: this.spotState(book),
      now: this.now(),
      rate: this.options.rate,
      simulated: this.simulatedFor(book),
      lastTick: feed ? (token) => feed.lastTick(token) : undefined,
    });
  }

  computeFutures(book: UnderlyingBook): FuturesBoard {
    const feed = this.options.feed;
    return buildFuturesBoard(book, this.spotState(book), this.now(), this.options.rate, this.simulatedFor(book), feed ? (t) => feed.lastTick(t) : undefined, this.futuresFirstOi);
  }

  /** GET /api/derivatives/chain: the chain now (the first expiry when none is given). */
  async chain(symbol: string | undefined, expiry: string | undefined): Promise<OptionChain> {
    const book = await this.requireBook(symbol);
    const chosen = this.checkExpiry(book, expiry);
    if (!chosen) throw notFound(`${book.spec.symbol} has no option expiries.`);
    return this.computeChain(book, chosen);
  }

  async futures(symbol: string | undefined): Promise<FuturesBoard> {
    return this.computeFutures(await this.requireBook(symbol));
  }

  // ---- hub topics -------------------------------------------------------------------------------

  /** The TopicSource for "chain:" or "futures:". */
  topicSource(): TopicSource {
    return {
      start: (topic) => this.startTopic(topic),
      stop: (topic) => this.stopTopic(topic),
      snapshot: (topic) => this.latest.get(topic) ?? null,
    };
  }

  private async startTopic(topic: string): Promise<void> {
    const [prefix, symbol, expiry, ...rest] = topic.split(':');
    if ((prefix !== 'chain' && prefix !== 'futures') || !symbol || rest.length > 0 || (prefix === 'chain') !== (expiry !== undefined)) {
      throw invalidInput(`Unknown topic ${topic}. Use chain:<UNDERLYING>:<YYYY-MM-DD> or futures:<UNDERLYING>.`);
    }
    const book = await this.requireBook(symbol);
    if (symbol !== book.spec.symbol) throw invalidInput(`Topics use upper-case symbols: ${prefix}:${book.spec.symbol}${expiry ? `:${expiry}` : ''}.`);
    const tokens = [book.spot.token];
    if (prefix === 'chain') {
      if (!expiry) throw invalidInput('chain topics need an expiry.');
      this.checkExpiry(book, expiry);
      if (!this.simulatedFor(book)) tokens.push(...this.engine(book, expiry).tokens());
      this.latest.set(topic, this.computeChain(book, expiry));
    } else {
      if (!this.simulatedFor(book)) tokens.push(...book.futures.map((f) => f.token));
      this.latest.set(topic, this.computeFutures(book));
    }
    this.active.set(topic, { symbol: book.spec.symbol, expiry: expiry ?? null, tokens });
    this.options.feed?.subscribe(tokens, 'full');
  }

  private stopTopic(topic: string): void {
    const active = this.active.get(topic);
    if (!active) return;
    this.active.delete(topic);
    this.latest.delete(topic);
    this.throttle.forget(topic);
    this.options.feed?.unsubscribe(active.tokens);
  }

  /** Ticks from the feed: any tick of a topic's tokens marks that topic dirty. */
  onTicks(ticks: readonly Tick[]): void {
    if (this.active.size === 0) return;
    const tokens = new Set<number>();
    for (const t of ticks) tokens.add(t.instrumentToken);
    for (const [topic, active] of this.active) {
      if (active.tokens.some((token) => tokens.has(token))) this.throttle.touch(topic);
    }
  }

  private publishNow(topic: string): void {
    const active = this.active.get(topic);
    if (!active) return;
    void this.book(active.symbol)
      .then((book) => {
        if (!book || !this.active.has(topic)) return;
        const data = active.expiry ? this.computeChain(book, active.expiry) : this.computeFutures(book);
        this.latest.set(topic, data);
        this.options.publish?.(topic, data);
      })
      .catch((error) => this.log.warn({ err: error, topic }, 'derivatives publish failed'));
  }

  /** Active topics (tests, diagnostics). */
  topics(): string[] {
    return [...this.active.keys()];
  }

  close(): void {
    this.throttle.close();
    this.unsubscribeTicks?.();
    for (const topic of [...this.active.keys()]) this.stopTopic(topic);
  }
}

function clampVol(value: number | null, fallback: number): number {
  if (value === null || !Number.isFinite(value)) return fallback;
  return Math.min(Math.max(value, 0.08), 0.6);
}

