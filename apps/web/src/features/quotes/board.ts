import { DEFAULT_QUOTE_SYMBOLS, QUOTE_BOARD_MAX_SYMBOLS, type MarketCode } from '@sanchay/core';
import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '../../lib/storage';

export const quoteBoardKey = (market: MarketCode) => `sanchay.quotes.${market}`;

function clean(symbols: readonly unknown[]): string[] {
  const seen = new Set<string>();
  for (const value of symbols) {
    if (typeof value !== 'string') continue;
    const symbol = value.trim().toUpperCase();
    if (symbol && !seen.has(symbol)) seen.add(symbol);
  }
  return [...seen].slice(0, QUOTE_BOARD_MAX_SYMBOLS);
}

/** The stored board of `market`, or its default symbols when nothing (valid) is stored. */
export function readBoard(market: MarketCode): string[] {
  const raw = readStorage(quoteBoardKey(market));
  if (raw !== null) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (Array.isArray(parsed)) return clean(parsed);
    } catch {
      // fall through to the defaults
    }
  }
  return [...DEFAULT_QUOTE_SYMBOLS[market]];
}

export function writeBoard(market: MarketCode, symbols: readonly string[]): void {
  writeStorage(quoteBoardKey(market), JSON.stringify(clean(symbols)));
}

/** The quote board's symbols for one market, kept in localStorage. */
export function useQuoteBoard(market: MarketCode) {
  const [symbols, setSymbols] = useState<string[]>(() => readBoard(market));
  const update = useCallback(
    (next: (current: string[]) => string[]) => {
      setSymbols((current) => {
        const value = clean(next(current));
        writeBoard(market, value);
        return value;
      });
    },
    [market],
  );
  return {
    symbols,
    full: symbols.length >= QUOTE_BOARD_MAX_SYMBOLS,
    add: (symbol: string) => update((current) => [...current, symbol]),
    remove: (symbol: string) => update((current) => current.filter((s) => s !== symbol)),
    reset: () => update(() => [...DEFAULT_QUOTE_SYMBOLS[market]]),
  };
}
