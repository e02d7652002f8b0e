import { shareFactor } from '../market/corporateActions';
import type { CorporateAction, Disposal, LedgerIssue, Lot, Trade } from './types';

/** Quantities below this are rounding dust (mutual fund units have 3-4 decimals). */
export const QUANTITY_EPSILON = 1e-6;

export interface Ledger {
  /** Open lots per ISIN, oldest first. */
  lots: Map<string, Lot[]>;
  disposals: Disposal[];
  issues: LedgerIssue[];
}

/** Dates (ascending) at which to see the open lots as they stand at that day's end, while the ledger is built. */
export interface LedgerSnapshots {
  dates: readonly string[];
  take(date: string, lots: ReadonlyMap<string, readonly Lot[]>): void;
}

type Event = { date: string; order: number; seq: number } & ({ action: CorporateAction } | { trade: Trade });

/** Same day: corporate actions first (ex-date), then buys, then sells; otherwise input order. */
const ORDER = { action: 0, buy: 1, sell: 2 } as const;

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/**
 * Walks trades and corporate actions in date order and keeps FIFO lots per ISIN: a buy opens a lot, a sell
 * closes the oldest lots first (each match is a Disposal), a split rescales every open lot (acquisition dates
 * kept), a bonus adds a zero-cost lot dated its ex-date (whole shares; fractions are paid in cash). A sell of
 * more than is held closes what is held and reports the rest as an issue.
 */
export function buildLedger(trades: readonly Trade[], actions: readonly CorporateAction[] = [], snapshots?: LedgerSnapshots): Ledger {
  const events: Event[] = [
    ...actions.map((action, seq) => ({ date: action.exDate, order: ORDER.action, seq, action })),
    ...trades.map((trade, seq) => ({ date: trade.date, order: ORDER[trade.side], seq, trade })),
  ];
  events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order || a.seq - b.seq));

  const lots = new Map<string, Lot[]>();
  const disposals: Disposal[] = [];
  const issues: LedgerIssue[] = [];
  const open = (isin: string) => {
    let list = lots.get(isin);
    if (!list) lots.set(isin, (list = []));
    return list;
  };

  let next = 0; // the next snapshot date
  const snapshotBefore = (date: string | null) => {
    while (snapshots && next < snapshots.dates.length && (date === null || snapshots.dates[next]! < date)) snapshots.take(snapshots.dates[next++]!, lots);
  };

  for (const event of events) {
    snapshotBefore(event.date);
    if ('action' in event) {
      applyAction(open(event.action.isin), event.action);
      continue;
    }
    const trade = event.trade;
    const list = open(trade.isin);
    if (trade.side === 'buy') {
      list.push({ isin: trade.isin, source: trade.id, date: trade.date, quantity: trade.quantity, costPerUnit: (trade.quantity * trade.price + trade.charges) / trade.quantity });
      continue;
    }
    let left = trade.quantity;
    while (left > QUANTITY_EPSILON && list.length > 0) {
      const lot = list[0]!;
      const taken = Math.min(lot.quantity, left);
      disposals.push({
        isin: trade.isin,
        sellTradeId: trade.id,
        sellDate: trade.date,
        buySource: lot.source,
        buyDate: lot.date,
        quantity: taken,
        costPerUnit: lot.costPerUnit,
        salePricePerUnit: trade.price,
        saleCharges: (trade.charges * taken) / trade.quantity,
      });
      lot.quantity = round6(lot.quantity - taken);
      left = round6(left - taken);
      if (lot.quantity <= QUANTITY_EPSILON) list.shift();
    }
    if (left > QUANTITY_EPSILON) {
      issues.push({ isin: trade.isin, tradeId: trade.id, date: trade.date, message: `sells ${left} more than were held on ${trade.date}` });
    }
  }
  snapshotBefore(null);
  for (const [isin, list] of lots) if (list.length === 0) lots.delete(isin);
  return { lots, disposals, issues };
}

/** Shares one share becomes through a portfolio's action: the market's share-factor rule (bonus 1:1 -> 2, split Rs 10 -> Rs 2 -> 5). */
export function actionShareFactor(action: CorporateAction): number {
  return action.kind === 'bonus'
    ? shareFactor({ kind: 'bonus', newShares: action.ratio[0], heldShares: action.ratio[1] })
    : shareFactor({ kind: 'split', fromFaceValue: action.fromFaceValue, toFaceValue: action.toFaceValue });
}

function applyAction(list: Lot[], action: CorporateAction): void {
  if (action.kind === 'split') {
    const factor = actionShareFactor(action);
    for (const lot of list) {
      lot.quantity = round6(lot.quantity * factor);
      lot.costPerUnit = lot.costPerUnit / factor;
    }
    return;
  }
  const [newShares, held] = action.ratio;
  const total = list.reduce((sum, lot) => sum + lot.quantity, 0);
  const bonus = Math.floor(round6((total * newShares) / held));
  if (bonus > 0) list.push({ isin: action.isin, source: `bonus:${action.exDate}`, date: action.exDate, quantity: bonus, costPerUnit: 0 });
}

export interface Position {
  isin: string;
  quantity: number;
  /** Cost of the open lots, charges included. */
  invested: number;
  averageCost: number;
  lots: Lot[];
}

/** The open position of each ISIN: quantity, cost and average cost of its FIFO lots. */
export function positions(ledger: Ledger): Position[] {
  const out: Position[] = [];
  for (const [isin, lots] of ledger.lots) {
    const quantity = round6(lots.reduce((sum, lot) => sum + lot.quantity, 0));
    const invested = lots.reduce((sum, lot) => sum + lot.quantity * lot.costPerUnit, 0);
    out.push({ isin, quantity, invested, averageCost: quantity > 0 ? invested / quantity : 0, lots });
  }
  return out.sort((a, b) => (a.isin < b.isin ? -1 : 1));
}

/** Realised profit of disposals: sale value less sale charges less cost. */
export function realisedPnl(disposals: readonly Disposal[]): number {
  return disposals.reduce((sum, d) => sum + d.quantity * (d.salePricePerUnit - d.costPerUnit) - d.saleCharges, 0);
}
