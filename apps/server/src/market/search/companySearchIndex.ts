import { COMPANY_SEARCH, type MarketCode } from '@sanchay/core';
import { TrigramIndex } from './trigramIndex';

export interface SearchableCompany {
  symbol: string;
  exchange: string;
  country: string;
  name: string;
  marketCap: number | null;
}

export interface CompanySearchHit {
  name: string;
  symbol: string;
  exchange: string;
  country: string;
}

/** Match kinds, best first: the rank of a hit. */
const enum Rank {
  ExactSymbol = 0,
  SymbolPrefix = 1,
  NamePrefix = 2,
  NameWordPrefix = 3,
  NameContains = 4,
  Similar = 5,
}

const normalize = (text: string) => text.toLowerCase().replace(/[^a-z0-9&%_ ]+/g, ' ').replace(/\s+/g, ' ').trim();

/** First index in a sorted string array whose value is >= key. */
function lowerBound(sorted: readonly string[], key: string, order: readonly number[]): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[order[mid]!]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Company search held in memory, per market: binary search over sorted symbols and names for exact and
 * prefix matches, a trigram index for "contains" and for near misses. Ranked exact symbol, symbol prefix,
 * name prefix, word prefix, contains, similar; ties go to the larger market cap, then the shorter symbol.
 */
export class CompanySearchIndex {
  private readonly markets = new Map<string, MarketIndex>();

  constructor(companies: readonly SearchableCompany[]) {
    const byCountry = new Map<string, SearchableCompany[]>();
    for (const company of companies) {
      let list = byCountry.get(company.country);
      if (!list) byCountry.set(company.country, (list = []));
      list.push(company);
    }
    for (const [country, list] of byCountry) this.markets.set(country, new MarketIndex(list));
  }

  get size(): number {
    let total = 0;
    for (const market of this.markets.values()) total += market.companies.length;
    return total;
  }

  search(country: MarketCode, text: string, limit = 20): CompanySearchHit[] {
    const q = normalize(text);
    if (text.trim().length < COMPANY_SEARCH.minChars || q.length === 0) return [];
    return this.markets.get(country)?.search(q, text.trim().toLowerCase(), limit) ?? [];
  }
}

class MarketIndex {
  readonly companies: readonly SearchableCompany[];
  private readonly symbols: string[];
  private readonly names: string[];
  private readonly bySymbol: number[];
  private readonly byName: number[];
  private readonly trigrams = new TrigramIndex();
  private readonly scratch: Uint16Array;

  constructor(companies: readonly SearchableCompany[]) {
    this.companies = companies;
    this.symbols = companies.map((c) => c.symbol.toLowerCase());
    this.names = companies.map((c) => normalize(c.name));
    const ids = companies.map((_, i) => i);
    this.bySymbol = [...ids].sort((a, b) => (this.symbols[a]! < this.symbols[b]! ? -1 : this.symbols[a]! > this.symbols[b]! ? 1 : 0));
    this.byName = [...ids].sort((a, b) => (this.names[a]! < this.names[b]! ? -1 : this.names[a]! > this.names[b]! ? 1 : 0));
    ids.forEach((id) => this.trigrams.add(id, this.names[id]!));
    this.scratch = new Uint16Array(companies.length);
  }

  search(q: string, rawLower: string, limit: number): CompanySearchHit[] {
    const ranks = new Map<number, Rank>();
    const consider = (id: number, rank: Rank) => {
      const known = ranks.get(id);
      if (known === undefined || rank < known) ranks.set(id, rank);
    };

    // Symbols: exact and prefix, from the sorted symbol list (the raw text, so "m&m" and "bajaj-auto" work).
    for (let i = lowerBound(this.symbols, rawLower, this.bySymbol); i < this.bySymbol.length; i++) {
      const id = this.bySymbol[i]!;
      if (!this.symbols[id]!.startsWith(rawLower)) break;
      consider(id, this.symbols[id] === rawLower ? Rank.ExactSymbol : Rank.SymbolPrefix);
      if (ranks.size > limit * 50) break;
    }
    // Names starting with the text.
    for (let i = lowerBound(this.names, q, this.byName); i < this.byName.length; i++) {
      const id = this.byName[i]!;
      if (!this.names[id]!.startsWith(q)) break;
      consider(id, Rank.NamePrefix);
      if (ranks.size > limit * 50) break;
    }
    // Names containing the text (a word of the name starting with it ranks higher).
    for (const id of this.trigrams.candidatesContaining(q)) {
      const at = this.names[id]!.indexOf(q);
      if (at < 0) continue;
      consider(id, at === 0 || this.names[id]![at - 1] === ' ' ? Rank.NameWordPrefix : Rank.NameContains);
    }
    // Near misses (typos) only when the better kinds did not fill the list.
    if (ranks.size < limit && q.length >= 4) {
      for (const { id } of this.trigrams.similar(q, this.scratch, 0.5, limit)) consider(id, Rank.Similar);
    }

    return [...ranks]
      .sort(([a, ra], [b, rb]) => ra - rb || this.compareSize(a, b))
      .slice(0, limit)
      .map(([id]) => {
        const c = this.companies[id]!;
        return { name: c.name, symbol: c.symbol, exchange: c.exchange, country: c.country };
      });
  }

  private compareSize(a: number, b: number): number {
    const ca = this.companies[a]!;
    const cb = this.companies[b]!;
    const capA = ca.marketCap ?? -1;
    const capB = cb.marketCap ?? -1;
    if (capA !== capB) return capB - capA;
    if (ca.symbol.length !== cb.symbol.length) return ca.symbol.length - cb.symbol.length;
    return ca.symbol < cb.symbol ? -1 : ca.symbol > cb.symbol ? 1 : 0;
  }
}
