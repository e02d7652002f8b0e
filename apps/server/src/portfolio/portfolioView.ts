import {
  type AllocationSlice,
  benchmarkReturn,
  buildLedger,
  classifyGains,
  type Ledger,
  NOT_TAX_ADVICE,
  type PortfolioGains,
  type PortfolioHistory,
  type PortfolioHolding,
  type PortfolioSummary,
  portfolioXirr,
  positions,
  realisedPnl,
  schedule112aRows,
  sampleDates,
  summariseGains,
  type Trade,
  tradeCashflow,
  valueHistory,
} from '@sanchay/core';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { AppDb } from '../platform/db/client';
import { rows } from '../platform/db/sql';
import { corporateActionsOf } from './corporateActions';
import { closesOn, defaultAssetClass, indexCloses, latestPriceDates, type SecurityInfo, securityInfo, tradingDaysOf } from './securities';
import { asCoreTrade, tradesOf } from './tradeStore';

export interface PortfolioOptions {
  /** The index the returns are compared with (market_indices.index_name). */
  benchmark: string;
}

interface Loaded {
  trades: Trade[];
  /** The trades of each ISIN, in date order. */
  byIsin: Map<string, Trade[]>;
  info: Map<string, SecurityInfo>;
  ledger: Ledger;
}

type TradeSide = Omit<Loaded, 'info'>;

/**
 * The lots of a person's trades, kept per process and rebuilt when the trades change: reading and matching
 * 5,000 trades on every page view was most of GET /api/portfolio's time (docs/PORTFOLIO.md, Speed). The
 * version is the count of the person's trade rows and the sum of their row versions (xmin), which any
 * insert, edit or delete changes, so another process's import is seen on the next read. Prices, names and
 * corporate actions are read fresh every time.
 */
const ledgers = new LRUCache<string, { version: string; loaded: TradeSide }>({ max: 200 });

async function tradeLedger(db: AppDb, userId: string): Promise<TradeSide> {
  const [row] = await rows<{ version: string }>(
    db,
    sql`select count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text as version from portfolio_trade where user_id = ${userId}`,
  );
  const version = row?.version ?? '';
  const cached = ledgers.get(userId);
  if (cached && cached.version === version) return cached.loaded;
  const trades = (await tradesOf(db, userId)).map(asCoreTrade);
  const byIsin = new Map<string, Trade[]>();
  for (const t of trades) byIsin.set(t.isin, [...(byIsin.get(t.isin) ?? []), t]);
  const loaded = { trades, byIsin, ledger: buildLedger(trades, []) };
  ledgers.set(userId, { version, loaded });
  return loaded;
}

async function load(db: AppDb, userId: string): Promise<Loaded> {
  const base = await tradeLedger(db, userId);
  const isins = [...base.byIsin.keys()];
  const [info, actions] = await Promise.all([securityInfo(db, userId, isins), corporateActionsOf(db, isins)]);
  // Bonuses and splits change the lots: with any, the ledger is built with them (not cached).
  return { ...base, info, ledger: actions.length > 0 ? buildLedger(base.trades, actions) : base.ledger };
}

const ASSET_CLASS_LABEL = { equity: 'Stocks', equity_fund: 'Equity funds', debt_fund: 'Debt funds', other: 'Other' } as const;

function slices(holdings: readonly PortfolioHolding[], labelOf: (h: PortfolioHolding) => string): AllocationSlice[] {
  const totals = new Map<string, number>();
  let all = 0;
  for (const h of holdings) {
    if (h.value === null) continue;
    totals.set(labelOf(h), (totals.get(labelOf(h)) ?? 0) + h.value);
    all += h.value;
  }
  return [...totals].map(([label, value]) => ({ label, value, share: all > 0 ? value / all : 0 })).sort((a, b) => b.value - a.value);
}

/** Holdings valued at their latest close or NAV, P&L, XIRR beside the benchmark's, allocation: GET /api/portfolio. */
export async function portfolioSummary(db: AppDb, userId: string, options: PortfolioOptions): Promise<PortfolioSummary> {
  const { trades, byIsin, info, ledger } = await load(db, userId);
  const holdings: PortfolioHolding[] = positions(ledger).map((p) => {
    const s = info.get(p.isin);
    const price = s?.price ?? null;
    const value = price === null ? null : p.quantity * price;
    const dayChange = price !== null && s?.previousClose ? p.quantity * (price - s.previousClose) : null;
    const own = byIsin.get(p.isin) ?? [];
    return {
      isin: p.isin,
      name: s?.name ?? p.isin,
      symbol: s?.symbol ?? null,
      assetClass: s?.assetClass ?? defaultAssetClass(p.isin),
      sector: s?.sector ?? null,
      marketCapType: s?.marketCapType ?? null,
      quantity: p.quantity,
      averageCost: p.averageCost,
      invested: p.invested,
      price,
      priceDate: s?.priceDate ?? null,
      value,
      dayChange,
      dayChangePct: dayChange !== null && s?.previousClose ? (price! / s.previousClose - 1) * 100 : null,
      unrealisedPnl: value === null ? null : value - p.invested,
      xirr: value === null ? null : portfolioXirr(own, value, s!.priceDate!),
    };
  });
  const priced = holdings.filter((h) => h.value !== null);
  const unpriced = holdings.filter((h) => h.value === null).map((h) => h.isin);
  const asOf = priced.reduce<string | null>((latest, h) => (latest === null || h.priceDate! > latest ? h.priceDate : latest), null);
  const value = priced.reduce((sum, h) => sum + h.value!, 0);
  // Returns leave out the trades of holdings without a price: counting them at nothing would be a loss never made.
  const unpricedSet = new Set(unpriced);
  const counted = trades.filter((t) => !unpricedSet.has(t.isin));
  const flows = counted.map(tradeCashflow).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let benchmark: PortfolioSummary['benchmark'] = { name: options.benchmark, unavailable: 'No trades with a price to compare.' };
  if (asOf && flows.length > 0) {
    const result = benchmarkReturn(flows, await indexCloses(db, options.benchmark, flows[0]!.date), asOf, options.benchmark);
    benchmark = result.ok ? { name: options.benchmark, xirr: result.xirr, value: result.value, asOf: result.asOf } : { name: options.benchmark, unavailable: result.reason };
  }
  const dayChanges = priced.filter((h) => h.dayChange !== null);
  return {
    asOf,
    invested: holdings.reduce((sum, h) => sum + h.invested, 0),
    value,
    dayChange: dayChanges.length > 0 ? dayChanges.reduce((sum, h) => sum + h.dayChange!, 0) : null,
    unrealisedPnl: priced.reduce((sum, h) => sum + h.unrealisedPnl!, 0),
    realisedPnl: realisedPnl(ledger.disposals),
    xirr: asOf ? portfolioXirr(counted, value, asOf) : null,
    benchmark,
    holdings: holdings.sort((a, b) => (b.value ?? -1) - (a.value ?? -1)),
    allocation: {
      assetClass: slices(holdings, (h) => ASSET_CLASS_LABEL[h.assetClass]),
      sector: slices(holdings, (h) => (h.assetClass === 'equity' ? (h.sector ?? 'Unclassified') : ASSET_CLASS_LABEL[h.assetClass])),
      marketCap: slices(holdings, (h) => (h.assetClass === 'equity' ? (h.marketCapType ?? 'Unclassified') : ASSET_CLASS_LABEL[h.assetClass])),
    },
    unpriced,
    issues: ledger.issues.map(({ isin, date, message }) => ({ isin, date, message })),
    tradeCount: trades.length,
  };
}

/** Capital gains of every financial year and the Schedule 112A rows: GET /api/portfolio/gains. */
export async function portfolioGains(db: AppDb, userId: string): Promise<PortfolioGains> {
  const { info, ledger } = await load(db, userId);
  const gains = classifyGains(ledger.disposals, {
    assetClassOf: (isin) => info.get(isin)?.assetClass ?? defaultAssetClass(isin),
    fmv31Jan2018: (isin) => info.get(isin)?.fmv31Jan2018 ?? null,
  });
  return { years: summariseGains(gains), schedule112a: schedule112aRows(gains, (isin) => info.get(isin)?.name ?? isin), notTaxAdvice: NOT_TAX_ADVICE };
}

/** Points on the value chart: enough for a phone-wide line, few enough to read quickly. */
const HISTORY_POINTS = 300;

/** Value against cost on trading days since the first trade: GET /api/portfolio/history. */
export async function portfolioHistory(db: AppDb, userId: string, options: PortfolioOptions): Promise<PortfolioHistory> {
  const { trades, byIsin } = await tradeLedger(db, userId);
  if (trades.length === 0) return { points: [], unpriced: [] };
  const isins = [...byIsin.keys()];
  const first = trades.reduce((min, t) => (t.date < min ? t.date : min), trades[0]!.date);
  // The chart ends on the latest price of any holding (the value's own date), never after it.
  const latest = [...(await latestPriceDates(db, isins)).values()].reduce<string | null>((max, d) => (max === null || d > max ? d : max), null);
  if (latest === null) return { points: [], unpriced: isins };
  const indexDays = (await indexCloses(db, options.benchmark, first)).map((c) => c.date).filter((d) => d >= first && d <= latest);
  const tradingDays = indexDays.length > 0 ? indexDays : await tradingDaysOf(db, isins, first);
  const days = sampleDates(tradingDays.at(-1) === latest ? tradingDays : [...tradingDays.filter((d) => d < latest), latest], HISTORY_POINTS);
  const [closes, actions] = await Promise.all([closesOn(db, isins, days), corporateActionsOf(db, isins)]);
  return { points: valueHistory(trades, actions, days, closes), unpriced: isins.filter((isin) => !closes.has(isin)) };
}
