/**
 * Valuations at the price they stand beside (docs/DATA.md, "Valuations at their price"): market cap, P/E, P/B,
 * dividend yield and EV/EBITDA from the latest fundamentals' per-share figures and share count, the count
 * carried through every bonus, split and consolidation between the fundamentals' date and the price's.
 * When that cannot be done honestly the source's own figures come back with their own date and price.
 */
import { type DatedFactor, shareFactorBetween } from './corporateActions';

/** What a fundamentals export says at its own date (money in rupees, per-share figures in rupees a share). */
export interface Fundamentals {
  asOf: string;
  /** The source's own price on asOf (Screener's "Current Price"): what its ratios were computed at. */
  price: number | null;
  shares: number | null;
  marketCap: number | null;
  pe: number | null;
  pb: number | null;
  /** % */
  dividendYield: number | null;
  evToEbitda: number | null;
  enterpriseValue: number | null;
  eps: number | null;
  bookValuePerShare: number | null;
  dividendPerShare: number | null;
  debt: number | null;
  cash: number | null;
}

export interface PricePoint {
  date: string;
  close: number;
}

export interface ValuationInput {
  fundamentals: Fundamentals;
  /** The price the figures will stand beside (the latest close), on the stored series' basis. */
  price: PricePoint | null;
  /** The stored close nearest the fundamentals' date (within CHECK_WINDOW_DAYS), on the same basis. */
  checkPrice: PricePoint | null;
  /** Applied share factors (confirmed or exchange-file actions). */
  factors: readonly DatedFactor[];
}

export interface Valuation {
  /** 'at-price': computed at `price` on `asOf`; 'own-date': the source's figures at its own date and price. */
  basis: 'at-price' | 'own-date';
  asOf: string;
  price: number | null;
  fundamentalsAsOf: string;
  /** Shares one share of the fundamentals' date had become by asOf. */
  shareFactor: number;
  shares: number | null;
  marketCap: number | null;
  pe: number | null;
  pb: number | null;
  dividendYield: number | null;
  evToEbitda: number | null;
  enterpriseValue: number | null;
  /** Why the figures are at their own date (own-date only). */
  reason: string | null;
}

/** How far from the fundamentals' date a close may be to check the share basis against the source's price. */
export const CHECK_WINDOW_DAYS = 10;
/** How far the checked close (carried through the applied actions) may be from the source's price. */
export const BASIS_TOLERANCE = 0.08;

const positive = (v: number | null): v is number => v !== null && Number.isFinite(v) && v > 0;
const finite = (v: number | null): v is number => v !== null && Number.isFinite(v);

/** The source's figures at their own date and price (where no valuation at the close exists). */
export function ownDateValuation(f: Fundamentals, reason: string): Valuation {
  return {
    basis: 'own-date',
    asOf: f.asOf,
    price: f.price,
    fundamentalsAsOf: f.asOf,
    shareFactor: 1,
    shares: f.shares,
    marketCap: f.marketCap,
    pe: f.pe,
    pb: f.pb,
    dividendYield: f.dividendYield,
    evToEbitda: f.evToEbitda,
    enterpriseValue: f.enterpriseValue,
    reason,
  };
}

/** Per-share figures and the count at the source's own date, from its ratios where it gives them (they are its own). */
function perShare(f: Fundamentals) {
  const p = f.price;
  const shares = positive(f.shares) ? f.shares : positive(f.marketCap) && positive(p) ? f.marketCap / p : null;
  const eps = positive(p) && positive(f.pe) ? p / f.pe : f.eps;
  const book = positive(p) && positive(f.pb) ? p / f.pb : f.bookValuePerShare;
  const dividend = positive(p) && finite(f.dividendYield) ? (p * f.dividendYield) / 100 : f.dividendPerShare;
  const netDebt =
    finite(f.enterpriseValue) && finite(f.marketCap)
      ? f.enterpriseValue - f.marketCap
      : finite(f.debt)
        ? f.debt - (f.cash ?? 0)
        : null;
  const ebitda = finite(f.enterpriseValue) && positive(f.evToEbitda) ? f.enterpriseValue / f.evToEbitda : null;
  return { shares, eps, book, dividend, netDebt, ebitda };
}

export function valuationAtPrice({ fundamentals: f, price, checkPrice, factors }: ValuationInput): Valuation {
  if (!price || !positive(price.close)) return ownDateValuation(f, 'no price to compute at');
  const base = perShare(f);
  if (!positive(base.shares)) return ownDateValuation(f, 'no share count in the fundamentals');
  if (!checkPrice || !positive(f.price))
    return ownDateValuation(f, `no close near ${f.asOf} to check the share basis against the fundamentals' price`);
  const carried = checkPrice.close * shareFactorBetween(factors, checkPrice.date, price.date);
  const disagreement = carried / f.price;
  if (Math.abs(disagreement - 1) > BASIS_TOLERANCE)
    return ownDateValuation(
      f,
      `the price series differs from the fundamentals' price by a factor of ${(1 / disagreement).toFixed(2)} since ${f.asOf}: a corporate action not yet confirmed`,
    );
  const k = shareFactorBetween(factors, f.asOf, price.date);
  const shares = base.shares * k;
  const marketCap = price.close * shares;
  const eps = finite(base.eps) ? base.eps / k : null;
  const book = finite(base.book) ? base.book / k : null;
  const dividend = finite(base.dividend) ? base.dividend / k : null;
  const enterpriseValue = finite(base.netDebt) ? marketCap + base.netDebt : null;
  return {
    basis: 'at-price',
    asOf: price.date,
    price: price.close,
    fundamentalsAsOf: f.asOf,
    shareFactor: k,
    shares,
    marketCap,
    pe: positive(eps) ? price.close / eps : null,
    pb: positive(book) ? price.close / book : null,
    dividendYield: finite(dividend) ? (dividend / price.close) * 100 : null,
    evToEbitda: enterpriseValue !== null && positive(base.ebitda) ? enterpriseValue / base.ebitda : null,
    enterpriseValue,
    reason: null,
  };
}

const item = (items: Readonly<Record<string, unknown>>, key: string): number | null => {
  const v = items[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

/**
 * Fundamentals from a key_metrics row (Screener or FMP items, money in rupees) and, where the row lacks them,
 * the latest annual income statement and balance sheet items.
 */
export function fundamentalsFromItems(
  asOf: string,
  keyMetrics: Readonly<Record<string, unknown>>,
  income: Readonly<Record<string, unknown>> = {},
  balance: Readonly<Record<string, unknown>> = {},
): Fundamentals {
  const shares = item(keyMetrics, 'numberOfEquityShares') ?? item(keyMetrics, 'sharesOutstanding');
  const totalDividend = item(income, 'dividend');
  return {
    asOf,
    price: item(keyMetrics, 'currentPrice'),
    shares,
    marketCap: item(keyMetrics, 'marketCap'),
    pe: item(keyMetrics, 'pe'),
    pb: item(keyMetrics, 'pb'),
    dividendYield: item(keyMetrics, 'dividendYield'),
    evToEbitda: item(keyMetrics, 'evToEbitda'),
    enterpriseValue: item(keyMetrics, 'enterpriseValue'),
    eps: item(keyMetrics, 'eps') ?? item(income, 'eps'),
    bookValuePerShare: item(keyMetrics, 'bookValue'),
    dividendPerShare: totalDividend !== null && positive(shares) ? totalDividend / shares : null,
    debt: item(balance, 'totalDebt'),
    cash: item(balance, 'cashEquivalents'),
  };
}
