import type { AppDb } from '../platform/db/client';
import type { DataOrigin } from './dataOrigin';

/** What an ingest loaded, as the market tells its listeners (the ingest's full report has this shape and more). */
export interface IngestedSummary {
  sources: ReadonlyArray<{ source: string; rows: number }>;
  totalRows: number;
  totalMs: number;
}

/** Someone who wants to know when new market data arrived (the app wires "evaluate dips" here). */
export type IngestedListener = (db: AppDb, report: IngestedSummary) => Promise<void>;

/**
 * What market data the database holds and whether the first-start load is still running, plus the
 * "ingested" event the market module emits after a scheduled ingest. The market knows none of its readers.
 */
export class MarketData {
  private loadingNow = false;
  private version = 0;
  private readonly listeners: IngestedListener[] = [];

  constructor(private currentOrigin: DataOrigin) {}

  get origin(): DataOrigin {
    return this.currentOrigin;
  }

  get loading(): boolean {
    return this.loadingNow;
  }

  /**
   * Goes up whenever the market tables change (the first-start load, an ingest, `dataChanged`): reads shared
   * between requests (market/api/sharedRead.ts) are keyed by it, so none outlives the data it was read from.
   */
  get dataVersion(): number {
    return this.version;
  }

  /** A writer outside the ingest changed the market tables. */
  dataChanged(): void {
    this.version += 1;
  }

  isDemo(): boolean {
    return this.currentOrigin === 'demo';
  }

  /** The first-start load began (readiness answers "loading" until `loaded` or `loadFailed`). */
  startLoading(): void {
    this.loadingNow = true;
  }

  /**
   * The first-start load is generating the demo universe: the top bar says "Demo data" from now on, before its
   * invented companies can be seen (readiness still answers "loading").
   */
  loadingDemo(): void {
    this.currentOrigin = 'demo';
  }

  loaded(origin: DataOrigin): void {
    this.currentOrigin = origin;
    this.loadingNow = false;
    this.dataChanged();
  }

  loadFailed(): void {
    this.loadingNow = false;
  }

  onIngested(listener: IngestedListener): void {
    this.listeners.push(listener);
  }

  /** Tells every listener, one after another; the ingest's caller waits for them. */
  async emitIngested(db: AppDb, report: IngestedSummary): Promise<void> {
    this.dataChanged();
    for (const listener of this.listeners) await listener(db, report);
  }
}
