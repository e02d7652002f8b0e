import { DEFAULT_MARKET, type MarketCode } from '@sanchay/core';
import { createContext, useContext } from 'react';

export interface MarketContextValue {
  market: MarketCode;
  setMarket: (market: MarketCode) => void;
}

export const MarketContext = createContext<MarketContextValue>({
  market: DEFAULT_MARKET,
  setMarket: () => undefined,
});

/** The market selected in the top bar (shared state `country` of spec 000 section 3). */
export function useMarket(): MarketContextValue {
  return useContext(MarketContext);
}
