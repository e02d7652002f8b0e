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

/** Words people search with that the index names do not contain ("banking" for NIFTY Bank). */
const SEARCH_ALIASES: readonly [RegExp, string][] = [
  [/bank/i, 'banking banks'],
  [/\bit\b/i, 'technology tech'],
  [/pharma|healthcare/i, 'health medicine'],
  [/sensex/i, 'bse'],
  [/next 50/i, 'junior'],
];

/**
 * The text an ETF is searched by: symbol, NSE's underlying, the readable index name, the fund's name and
 * fund house, and the common words for its index ("nippon", "banking" and "next 50" all find JUNIORBEES'
 * neighbours by the words investors use).
 */
export function etfSearchText(etf: { symbol: string; underlying: string; title: string; name?: string | null; fundHouse?: string | null }): string {
  const aliases = SEARCH_ALIASES.filter(([pattern]) => pattern.test(etf.title)).map(([, words]) => words);
  return [etf.underlying, etf.title, etf.name, etf.fundHouse, ...aliases].filter(Boolean).join(' ');
}

/** Searches that mean a gold or silver fund (not DipSIP ETFs: DipSIP buys index ETFs on dips). */
export function isPreciousMetalSearch(query: string): boolean {
  return /\b(gold|silver|goldbees|silverbees|bullion)/i.test(query);
}
