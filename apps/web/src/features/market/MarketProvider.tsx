import { DEFAULT_MARKET, isMarketCode, type MarketCode } from '@sanchay/core';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { readStorage, UI_STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { MarketContext } from './MarketContext';

function initialMarket(): MarketCode {
  const stored = readStorage(UI_STORAGE_KEYS.market);
  return isMarketCode(stored) ? stored : DEFAULT_MARKET;
}

export function MarketProvider({ children }: { children: ReactNode }) {
  const [market, setMarketState] = useState<MarketCode>(initialMarket);
  const setMarket = useCallback((next: MarketCode) => {
    setMarketState(next);
    writeStorage(UI_STORAGE_KEYS.market, next);
  }, []);
  const value = useMemo(() => ({ market, setMarket }), [market, setMarket]);
  return <MarketContext value={value}>{children}</MarketContext>;
}
