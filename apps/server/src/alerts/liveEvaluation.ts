import { type AlertMetric, formatDate, istDate, liveObservations, type TradingBar } from '@sanchay/core';
import type { LiveFeed } from '../live/feed';
import type { InstrumentDirectory } from '../live/instruments';
import type { AppDb } from '../platform/db/client';
import { type EvaluateAlertsResult, evaluateAlerts, type Observation } from './alertEngine';
import { activeNeeds, recentBars } from './closeEvaluation';
import { repeatingJob } from './repeatingJob';

/** The kinds the live feed can decide: price, change and the 52-week range (indicators wait for the close). */
export const LIVE_METRICS: readonly AlertMetric[] = ['price', 'change', 'high52w', 'low52w'];

export interface LiveAlertDeps {
  db: AppDb;
  feed: Pick<LiveFeed, 'subscribe' | 'unsubscribe' | 'lastTick' | 'isLive'>;
  instruments: Pick<InstrumentDirectory, 'find'>;
  now?: () => number;
}

const hhmm = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(11, 16);

/**
 * Alerts on the live feed's minute closes: `refresh()` subscribes the feed to every company an active live
 * alert watches; `evaluate()` (once a minute while the market is open) takes each one's last price and runs
 * the engine. The stored bars (before today) that changes and the 52-week range are measured against are
 * read once a day.
 */
export class LiveAlerts {
  private tokens = new Map<string, number>();
  private barsDay: string | null = null;
  private bars = new Map<string, TradingBar[]>();
  private readonly now: () => number;

  constructor(private readonly deps: LiveAlertDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** Subscribes the feed to the watched companies (and lets go of those no longer watched). */
  async refresh() {
    const companies = await activeNeeds(this.deps.db, LIVE_METRICS);
    const next = new Map<string, number>();
    for (const company of companies) {
      const instrument = await this.deps.instruments.find('stock', company.symbol);
      if (instrument) next.set(company.companyId, instrument.token);
    }
    const fresh = [...next.values()].filter((t) => ![...this.tokens.values()].includes(t));
    const gone = [...this.tokens.values()].filter((t) => ![...next.values()].includes(t));
    if (fresh.length) this.deps.feed.subscribe(fresh, 'ltp');
    if (gone.length) this.deps.feed.unsubscribe(gone);
    this.tokens = next;
    return companies;
  }

  /** One evaluation at the current minute's close (nothing while the feed is not live). */
  async evaluate(): Promise<EvaluateAlertsResult> {
    if (!this.deps.feed.isLive()) return { evaluated: 0, fired: 0 };
    const companies = await this.refresh();
    const today = istDate(this.now());
    if (this.barsDay !== today) {
      this.bars = await recentBars(this.deps.db, companies.map((c) => c.companyId));
      this.barsDay = today;
    }
    const observations: Observation[] = [];
    for (const company of companies) {
      const token = this.tokens.get(company.companyId);
      const tick = token === undefined ? undefined : this.deps.feed.lastTick(token);
      if (!tick || !(tick.lastPrice > 0)) continue;
      if (!this.bars.has(company.companyId)) this.bars = new Map([...this.bars, ...(await recentBars(this.deps.db, [company.companyId]))]);
      const at = `${hhmm(tick.timestamp)} IST on ${formatDate(today)}`;
      for (const o of liveObservations(company.symbol, tick.lastPrice, at, today, this.bars.get(company.companyId) ?? [], company.needs)) {
        observations.push({ ...o, companyId: company.companyId });
      }
    }
    return evaluateAlerts(this.deps.db, observations);
  }

  /** Evaluates at every minute's close; returns a stop function. */
  start(everyMs = 60_000): () => Promise<void> {
    return repeatingJob('live alert evaluation', () => this.evaluate(), everyMs, () => {
      if (this.tokens.size) this.deps.feed.unsubscribe([...this.tokens.values()]);
      this.tokens.clear();
    });
  }
}
