import type { AppDb } from '../platform/db/client';
import type { DataOrigin } from './dataOrigin';
import type { IngestReport } from './ingest/types';

/** Someone who wants to know when new market data arrived (the app wires "evaluate dips" here). */
export type IngestedListener = (db: AppDb, report: IngestReport) => Promise<void>;

/**
 * What market data the database holds and whether the first-start load is still running, plus the
 * "ingested" event the market module emits after a scheduled ingest. The market knows none of its readers.
 */
export class MarketData {
  private loadingNow = false;
  private readonly listeners: IngestedListener[] = [];

  constructor(private currentOrigin: DataOrigin) {}

  get origin(): DataOrigin {
    return this.currentOrigin;
  }

  get loading(): boolean {
    return this.loadingNow;
  }

  isDemo(): boolean {
    return this.currentOrigin === 'demo';
  }

  /** The first-start load began (readiness answers "loading" until `loaded` or `loadFailed`). */
  startLoading(): void {
    this.loadingNow = true;
  }

  loaded(origin: DataOrigin): void {
    this.currentOrigin = origin;
    this.loadingNow = false;
  }

  loadFailed(): void {
    this.loadingNow = false;
  }

  onIngested(listener: IngestedListener): void {
    this.listeners.push(listener);
  }

  /** Tells every listener, one after another; the ingest's caller waits for them. */
  async emitIngested(db: AppDb, report: IngestReport): Promise<void> {
    for (const listener of this.listeners) await listener(db, report);
  }
}
