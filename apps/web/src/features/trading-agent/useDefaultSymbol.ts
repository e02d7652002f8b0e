import { useIndexDetails } from '../indexes';

/** The index whose companies the screens start from (and whose signals the table lists). */
export const HOME_INDEX = 'NIFTY 50';
/** Preferred when the index has it (real NSE data); the demo universe has fictional names. */
const PREFERRED_SYMBOL = 'RELIANCE';

/**
 * The symbol the Trading Agent screens open with: RELIANCE when it is a NIFTY 50 company in this
 * database, else the index's heaviest company; RELIANCE again when the index cannot be read.
 */
export function useDefaultSymbol(): { symbol: string; ready: boolean } {
  const index = useIndexDetails(HOME_INDEX);
  if (index.isPending) return { symbol: '', ready: false };
  const symbols = index.data?.constituents.map((c) => c.symbol) ?? [];
  const symbol = symbols.includes(PREFERRED_SYMBOL) ? PREFERRED_SYMBOL : (symbols[0] ?? PREFERRED_SYMBOL);
  return { symbol, ready: true };
}
