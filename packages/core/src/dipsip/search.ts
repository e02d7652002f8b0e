/**
 * ETF search (spec 001 section 5): the text is split on whitespace and lower-cased; a fund matches if
 * every term is contained in the symbol plus underlying text.
 */
export function matchesEtfSearch(etf: { symbol: string; underlying: string }, query: string): boolean {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return true;
  const haystack = `${etf.symbol} ${etf.underlying}`.toLowerCase();
  return terms.every((term) => haystack.includes(term));
}
