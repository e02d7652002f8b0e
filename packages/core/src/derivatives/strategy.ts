/**
 * A strategy of legs (options and futures on one underlying): payoff at expiry, value today (Black-76),
 * breakevens and max profit / loss. The expiry payoff is piecewise linear with kinks only at strikes, so
 * breakevens and extremes are found exactly from the kinks and the slopes beyond them (no grid search).
 */
import { black76Price, intrinsicValue } from './black76';

export type LegSide = 'buy' | 'sell';
export type LegKind = 'call' | 'put' | 'future';

export interface StrategyLeg {
  side: LegSide;
  kind: LegKind;
  /** Option strike; ignored for a future. */
  strike: number;
  lots: number;
  lotSize: number;
  /** Premium paid/received per unit (option), or the entry price (future). */
  premium: number;
  /** Implied volatility for today's value (decimal); defaults to the strategy's. */
  iv?: number | null;
  /** Years to this leg's expiry (for today's value). */
  time?: number;
}

function sign(side: LegSide): number {
  return side === 'buy' ? 1 : -1;
}

function quantity(leg: StrategyLeg): number {
  return leg.lots * leg.lotSize;
}

/** Profit or loss of the legs if the underlying settles at `price` at expiry. */
export function payoffAtExpiry(legs: readonly StrategyLeg[], price: number): number {
  let total = 0;
  for (const leg of legs) {
    const value = leg.kind === 'future' ? price : intrinsicValue(leg.kind, price, leg.strike);
    total += sign(leg.side) * (value - leg.premium) * quantity(leg);
  }
  return total;
}

export interface TodayInputs {
  /** Years to expiry used for legs without their own `time`. */
  time: number;
  rate: number;
  /** Volatility for legs without their own `iv`. */
  volatility: number;
}

/** Profit or loss today if the future were at `forward`, valuing options with Black-76. */
export function payoffToday(legs: readonly StrategyLeg[], forward: number, inputs: TodayInputs): number {
  let total = 0;
  for (const leg of legs) {
    const value =
      leg.kind === 'future'
        ? forward
        : black76Price({
            type: leg.kind,
            forward,
            strike: leg.strike,
            time: leg.time ?? inputs.time,
            rate: inputs.rate,
            volatility: leg.iv ?? inputs.volatility,
          });
    total += sign(leg.side) * (value - leg.premium) * quantity(leg);
  }
  return total;
}

export interface StrategySummary {
  /** Prices where the expiry payoff crosses zero, ascending. */
  breakevens: number[];
  /** Null when unlimited (the payoff rises without bound). */
  maxProfit: number | null;
  /** Most negative payoff (a negative number), null when unlimited. */
  maxLoss: number | null;
  /** Premium paid (positive) or received (negative) for the options, in rupees. */
  netPremium: number;
}

/** Slope of the expiry payoff above every strike (per rupee of underlying). */
function slopeAbove(legs: readonly StrategyLeg[]): number {
  let slope = 0;
  for (const leg of legs) if (leg.kind !== 'put') slope += sign(leg.side) * quantity(leg);
  return slope;
}

export function summarizeStrategy(legs: readonly StrategyLeg[]): StrategySummary {
  const netPremium = legs.filter((l) => l.kind !== 'future').reduce((s, l) => s + sign(l.side) * l.premium * quantity(l), 0);
  if (legs.length === 0) return { breakevens: [], maxProfit: null, maxLoss: null, netPremium: 0 };
  const strikes = [...new Set(legs.filter((l) => l.kind !== 'future').map((l) => l.strike))].sort((a, b) => a - b);
  const points = [0, ...strikes.filter((k) => k > 0)];
  const values = points.map((p) => payoffAtExpiry(legs, p));
  const last = points[points.length - 1]!;
  const up = slopeAbove(legs);
  const breakevens: number[] = [];
  const eps = 1e-9;
  for (let i = 0; i < points.length; i++) {
    if (Math.abs(values[i]!) < eps && points[i]! > 0) breakevens.push(points[i]!);
    if (i + 1 < points.length) {
      const a = values[i]!;
      const b = values[i + 1]!;
      if ((a < -eps && b > eps) || (a > eps && b < -eps)) breakevens.push(points[i]! + ((points[i + 1]! - points[i]!) * -a) / (b - a));
    }
  }
  const tail = values[values.length - 1]!;
  if (up !== 0 && Math.abs(tail) > eps && Math.sign(tail) !== Math.sign(up)) breakevens.push(last - tail / up);
  const finite = [...values];
  const maxProfit = up > eps ? null : Math.max(...finite);
  const maxLoss = up < -eps ? null : Math.min(...finite);
  return {
    breakevens: [...new Set(breakevens.map((b) => Math.round(b * 100) / 100))].sort((a, b) => a - b),
    maxProfit,
    maxLoss,
    netPremium,
  };
}

export interface PayoffPoint {
  price: number;
  expiry: number;
  today: number;
}

/** Both curves over [from, to] in `steps` steps plus every strike (so the kinks are drawn sharp). */
export function payoffCurve(legs: readonly StrategyLeg[], from: number, to: number, steps: number, today: TodayInputs): PayoffPoint[] {
  const prices = new Set<number>();
  for (let i = 0; i <= steps; i++) prices.add(Math.round((from + ((to - from) * i) / steps) * 100) / 100);
  for (const l of legs) if (l.kind !== 'future' && l.strike >= from && l.strike <= to) prices.add(l.strike);
  return [...prices]
    .sort((a, b) => a - b)
    .map((price) => ({ price, expiry: payoffAtExpiry(legs, price), today: payoffToday(legs, price, today) }));
}

export const STRATEGY_PRESETS = ['Long straddle', 'Short strangle', 'Bull call spread', 'Iron condor'] as const;
export type StrategyPreset = (typeof STRATEGY_PRESETS)[number];

export interface PresetQuote {
  strike: number;
  call: { bid: number | null; ask: number | null; ltp: number | null; iv: number | null } | null;
  put: { bid: number | null; ask: number | null; ltp: number | null; iv: number | null } | null;
}

function pick(quotes: readonly PresetQuote[], atmIndex: number, offset: number): PresetQuote | undefined {
  return quotes[Math.min(Math.max(atmIndex + offset, 0), quotes.length - 1)];
}

/** Buys pay the ask, sells receive the bid (falling back to the LTP when a side is missing). */
function legFrom(q: PresetQuote | undefined, kind: 'call' | 'put', side: LegSide, lotSize: number): StrategyLeg | null {
  const quote = q?.[kind];
  if (!q || !quote) return null;
  const premium = (side === 'buy' ? quote.ask : quote.bid) ?? quote.ltp;
  if (premium === null) return null;
  return { side, kind, strike: q.strike, lots: 1, lotSize, premium, iv: quote.iv };
}

/**
 * The legs of a preset around the ATM strike of a chain (quotes sorted by strike). Wings sit `width`
 * strikes away (default 2 for the strangle and spread, 2 and 4 for the iron condor).
 */
export function presetLegs(preset: StrategyPreset, quotes: readonly PresetQuote[], atm: number, lotSize: number, width = 2): StrategyLeg[] {
  const i = quotes.findIndex((q) => q.strike === atm);
  if (i < 0) return [];
  const legs: (StrategyLeg | null)[] =
    preset === 'Long straddle'
      ? [legFrom(pick(quotes, i, 0), 'call', 'buy', lotSize), legFrom(pick(quotes, i, 0), 'put', 'buy', lotSize)]
      : preset === 'Short strangle'
        ? [legFrom(pick(quotes, i, width), 'call', 'sell', lotSize), legFrom(pick(quotes, i, -width), 'put', 'sell', lotSize)]
        : preset === 'Bull call spread'
          ? [legFrom(pick(quotes, i, 0), 'call', 'buy', lotSize), legFrom(pick(quotes, i, width), 'call', 'sell', lotSize)]
          : [
              legFrom(pick(quotes, i, -2 * width), 'put', 'buy', lotSize),
              legFrom(pick(quotes, i, -width), 'put', 'sell', lotSize),
              legFrom(pick(quotes, i, width), 'call', 'sell', lotSize),
              legFrom(pick(quotes, i, 2 * width), 'call', 'buy', lotSize),
            ];
  return legs.filter((l): l is StrategyLeg => l !== null);
}
