/** The futures of one underlying: price, change, basis to spot (and annualised), OI, OI change, build-up. */
import { daysToExpiry, type FuturesBoard, type FuturesQuote, oiBuildUp } from '@sanchay/core';
import type { Tick } from '../live/feed';
import { quoteFromTick } from './chainEngine';
import { emptyQuote, simulatedFutureQuote, type SpotState } from './simulatedMarket';
import type { UnderlyingBook } from './underlyingBook';

const round2 = (v: number) => Math.round(v * 100) / 100;

export function buildFuturesBoard(
  book: UnderlyingBook,
  spot: SpotState,
  now: Date,
  rate: number,
  simulated: boolean,
  lastTick: ((token: number) => Tick | undefined) | undefined,
  firstOi: Map<number, number>,
): FuturesBoard {
  const contracts: FuturesQuote[] = [];
  book.futures.forEach((contract, rank) => {
    let q = emptyQuote();
    if (simulated) q = simulatedFutureQuote(contract, spot, now, rate, book.spec.kind, rank);
    else if (!quoteFromTick(lastTick?.(contract.token), firstOi, q)) return;
    const days = daysToExpiry(contract.expiry, now);
    const change = round2(q.ltp - q.close);
    const basis = round2(q.ltp - spot.spot);
    const baseOi = q.oi - q.oiChange;
    contracts.push({
      token: contract.token,
      symbol: contract.symbol,
      expiry: contract.expiry,
      daysToExpiry: days,
      lotSize: contract.lotSize,
      ltp: q.ltp,
      change,
      changePct: q.close > 0 ? round2((change / q.close) * 100) : null,
      bid: q.bid,
      ask: q.ask,
      volume: q.volume,
      oi: q.oi,
      oiChange: q.oiChange,
      oiChangePct: baseOi > 0 ? round2((q.oiChange / baseOi) * 100) : null,
      basis,
      basisAnnualPct: days > 0 && spot.spot > 0 ? round2((q.ltp / spot.spot - 1) * (365 / days) * 100) : null,
      buildUp: oiBuildUp(change, q.oiChange),
    });
  });
  return {
    underlying: book.spec.symbol,
    spot: round2(spot.spot),
    spotChange: round2(spot.spot - spot.previousClose),
    contracts,
    simulated,
    source: book.source,
    asOf: spot.timestamp,
  };
}
