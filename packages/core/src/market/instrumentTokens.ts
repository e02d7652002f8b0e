/**
 * A stand-in instrument token for an NSE symbol whose Kite token is not known yet (the public mirror has no
 * cash-equity rows in its Kite dump). It is negative, so it can never collide with a real Kite token, and
 * stable (FNV-1a of the symbol), so subscriptions keyed by it survive re-ingests. A Kite dump replaces it.
 */
export function surrogateInstrumentToken(symbol: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < symbol.length; i++) {
    hash ^= symbol.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return -((hash % 2_147_483_646) + 1);
}
