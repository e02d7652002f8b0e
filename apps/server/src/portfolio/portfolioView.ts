import {
  type AllocationSlice,
  benchmarkReturn,
  buildLedger,
  classifyGains,
  type Ledger,
  NOT_TAX_ADVICE,
  type PortfolioGains,
  type PortfolioHolding,
  type PortfolioSummary,
  portfolioXirr,
  positions,
  realisedPnl,
  schedule112aRows,
  summariseGains,
  type Trade,
  tradeCashflow,
} from '@sanchay/core';
import type { AppDb } from '../platform/db/client';
import { corporateActionsOf } from './corporateActions';
import { defaultAssetClass, indexCloses, type SecurityInfo, securityInfo } from './securities';
import { asCoreTrade, tradesOf } from './tradeStore';

export interface PortfolioOptions {
  /** The index the returns are compared with (market_indices.index_name). */
  benchmark: string;
}

interface Loaded {
  trades: Trade[];
  info: Map<string, SecurityInfo>;
  ledger: Ledger;
}

async function load(db: AppDb, userId: string): Promise<Loaded> {
  const trades = (await tradesOf(db, userId)).map(asCoreTrade);
  const isins = [...new Set(trades.map((t) => t.isin))];
  const [info, actions] = await Promise.all([securityInfo(db, userId, isins), corporateActionsOf(db, isins)]);
  return { trades, info, ledger: buildLedger(trades, actions) };
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
  const { trades, info, ledger } = await load(db, userId);
  const holdings: PortfolioHolding[] = positions(ledger).map((p) => {
    const s = info.get(p.isin);
    const price = s?.price ?? null;
    const value = price === null ? null : p.quantity * price;
    const dayChange = price !== null && s?.previousClose ? p.quantity * (price - s.previousClose) : null;
    const own = trades.filter((t) => t.isin === p.isin);
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
  const counted = trades.filter((t) => !unpriced.includes(t.isin));
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
