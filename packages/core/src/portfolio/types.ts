/**
 * The portfolio's inputs: trades and corporate actions keyed by ISIN (the server maps symbols to ISINs first).
 * Money in rupees, quantities in shares or units (fractional for mutual funds), dates YYYY-MM-DD.
 */

/** How the tax rules see a security: listed equity shares, equity-oriented funds, debt funds, or anything else. */
export type AssetClass = 'equity' | 'equity_fund' | 'debt_fund' | 'other';

export type TradeSide = 'buy' | 'sell';

export interface Trade {
  id: string;
  isin: string;
  date: string;
  side: TradeSide;
  quantity: number;
  /** Per share or unit, before charges. */
  price: number;
  /** Brokerage, STT, stamp duty and other charges of the trade, in rupees (>= 0). */
  charges: number;
}

/**
 * A bonus issue (`ratio` [a, b]: a new shares for every b held) or a split / consolidation of face value
 * (10 -> 2 multiplies the shares by 5). Applied to the shares held at the end of the day before `exDate`.
 */
export type CorporateAction =
  | { isin: string; exDate: string; kind: 'bonus'; ratio: readonly [number, number] }
  | { isin: string; exDate: string; kind: 'split'; fromFaceValue: number; toFaceValue: number };

/** Shares or units bought together, still held. Bonus shares are a lot of their own at zero cost (s.55(2)(aa)). */
export interface Lot {
  isin: string;
  /** The buy trade's id, or `bonus:<exDate>` for bonus shares. */
  source: string;
  /** Acquisition date: the buy's date (kept through splits) or the bonus's ex-date. */
  date: string;
  quantity: number;
  /** Cost per share or unit including the buy's charges. */
  costPerUnit: number;
}

/** One lot matched (FIFO) against a sell. */
export interface Disposal {
  isin: string;
  sellTradeId: string;
  sellDate: string;
  buySource: string;
  buyDate: string;
  quantity: number;
  costPerUnit: number;
  salePricePerUnit: number;
  /** The sell's charges in proportion to this lot's share of it. */
  saleCharges: number;
}

export interface LedgerIssue {
  isin: string;
  tradeId: string;
  date: string;
  message: string;
}
