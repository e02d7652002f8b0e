import { AMBIGUOUS_NICKNAMES, COMPANY_NICKNAMES, COMPANY_SEARCH, compactKey, FORMER_LISTINGS, type MarketCode } from '@sanchay/core';
import { eachStep, runInTurns, runToEnd } from '../../platform/inTurns';
import { TrigramIndex } from './trigramIndex';

export interface SearchableCompany {
  symbol: string;
  exchange: string;
  country: string;
  name: string;
  marketCap: number | null;
  /** Where the row came from (company_profile.source): `nse` rows are in NSE's current securities list. */
  source?: string;
}

export interface CompanySearchHit {
  name: string;
  symbol: string;
  exchange: string;
  country: string;
  /** Set when the listing no longer trades: what became of it ("merged into HDFC Bank, Jul 2023"). */
  note?: string;
}

/** Match kinds, best first: the rank of a hit. */
const enum Rank {
  ExactSymbol = 0,
  /** A name investors use for it (core's nicknames: "l&t", "zomato", "hdfc"). */
  Nickname = 1,
  SymbolPrefix = 2,
  NamePrefix = 3,
  NameWordPrefix = 4,
  NameContains = 5,
  Similar = 6,
}

/** At most this many candidates are checked for a "contains" match. */
const MAX_SCAN = 25_000;

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
 * nickname, name prefix, word prefix, contains, similar; ties go to the larger market cap, then the shorter
 * symbol. Listings that no longer trade come after all listed ones, with a note of what became of them.
 * A search costs well under a millisecond on 100,000 companies (bench/companySearch.bench.ts).
 */
export class CompanySearchIndex {
  private readonly markets = new Map<string, MarketIndex>();

  /** Builds the index at once; `build` does the same work with turns of the event loop (a server's). */
  constructor(companies: readonly SearchableCompany[]) {
    runToEnd(this.fill(companies));
  }

  static async build(companies: readonly SearchableCompany[]): Promise<CompanySearchIndex> {
    const index = new CompanySearchIndex([]);
    await runInTurns(index.fill(companies));
    return index;
  }

  private *fill(companies: readonly SearchableCompany[]): Generator<void> {
    const byCountry = new Map<string, SearchableCompany[]>();
    for (const company of companies) {
      let list = byCountry.get(company.country);
      if (!list) byCountry.set(company.country, (list = []));
      list.push(company);
    }
    for (const [country, list] of byCountry) this.markets.set(country, yield* MarketIndex.create(list));
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

/** Compares two companies for ranking within one kind of match: larger market cap, then shorter symbol. */
function bySize(a: SearchableCompany, b: SearchableCompany): number {
  const capA = a.marketCap ?? -1;
  const capB = b.marketCap ?? -1;
  if (capA !== capB) return capB - capA;
  if (a.symbol.length !== b.symbol.length) return a.symbol.length - b.symbol.length;
  return a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0;
}

/** The `limit` smallest ids of a list (ids are assigned in ranking order, so smaller is better). */
function best(ids: number[], limit: number): number[] {
  return ids.length <= 1 ? ids : Array.from(Int32Array.from(ids).sort().subarray(0, limit));
}

/** The `limit` smallest ids among order[start..end), without sorting the range: a bounded insertion list. */
function smallestInRange(order: readonly number[], [start, end]: [number, number], limit: number): number[] {
  const top: number[] = [];
  for (let i = start; i < end; i++) {
    const id = order[i]!;
    if (top.length === limit && id >= top[limit - 1]!) continue;
    let at = top.length === limit ? limit - 1 : top.length;
    while (at > 0 && top[at - 1]! > id) {
      top[at] = top[at - 1]!;
      at--;
    }
    top[at] = id;
  }
  return top;
}

class MarketIndex {
  private readonly trigrams = new TrigramIndex();
  private readonly scratch: Uint16Array;
  /** compactKey of a nickname -> ids, best first. */
  private readonly nicknames = new Map<string, number[]>();
  /** id -> what became of a listing that no longer trades. */
  private readonly gone = new Map<number, string>();

  private constructor(
    /** Sorted by size (bySize): a company's id is its position, so a smaller id always ranks first. */
    readonly companies: readonly SearchableCompany[],
    private readonly symbols: string[],
    private readonly names: string[],
    private readonly bySymbol: number[],
    private readonly byName: number[],
  ) {
    this.scratch = new Uint16Array(companies.length);
    this.fillNicknamesAndFates();
  }

  /** Nicknames name listed Indian companies by NSE symbol; a row missing from NSE's current list is gone. */
  private fillNicknamesAndFates(): void {
    const nse = new Map<string, number>();
    this.companies.forEach((c, id) => {
      if (c.country === 'IN' && c.exchange === 'NSE') nse.set(c.symbol, id);
    });
    if (nse.size === 0) return;
    const haveNseList = this.companies.some((c) => c.source === 'nse');
    for (const [symbol, id] of nse) {
      const company = this.companies[id]!;
      const former = FORMER_LISTINGS.get(symbol);
      if (former) this.gone.set(id, former.fate);
      else if (haveNseList && company.source !== undefined && !company.source.startsWith('nse')) this.gone.set(id, "Not in NSE's current list of securities");
    }
    const file = (key: string, symbols: readonly string[]) => {
      const ids = symbols.map((symbol) => nse.get(symbol)).filter((id): id is number => id !== undefined && !this.gone.has(id));
      if (ids.length > 0) this.nicknames.set(compactKey(key), [...new Set([...(this.nicknames.get(compactKey(key)) ?? []), ...ids])]);
    };
    for (const [symbol, names] of COMPANY_NICKNAMES) for (const name of names) file(name, [symbol]);
    for (const [name, symbols] of AMBIGUOUS_NICKNAMES) file(name, symbols);
  }

  /** Builds the index of one market in steps (sorting a list is one step; the trigram index is many). */
  static *create(list: readonly SearchableCompany[]): Generator<void, MarketIndex> {
    const companies = [...list].sort(bySize);
    yield;
    const symbols: string[] = [];
    const names: string[] = [];
    yield* eachStep(companies, (c) => {
      symbols.push(c.symbol.toLowerCase());
      names.push(normalize(c.name));
    }, 512);
    const ids = companies.map((_, i) => i);
    const order = (keys: string[]) => (a: number, b: number) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b);
    const bySymbol = [...ids].sort(order(symbols));
    yield;
    const byName = [...ids].sort(order(names));
    yield;
    const market = new MarketIndex(companies, symbols, names, bySymbol, byName);
    yield* eachStep(ids, (id) => market.trigrams.add(id, names[id]!), 256);
    return market;
  }

  /** The [start, end) positions in `order` of the keys starting with `prefix`. */
  private range(keys: readonly string[], order: readonly number[], prefix: string): [number, number] {
    return [lowerBound(keys, prefix, order), lowerBound(keys, `${prefix}\uffff`, order)];
  }

  search(q: string, rawLower: string, limit: number): CompanySearchHit[] {
    const byRank: number[][] = [[], [], [], [], [], [], []];

    // Symbols: exact and prefix, a range of the sorted symbol list (the raw text, so "m&m" and "bajaj-auto" work).
    const symbolRange = this.range(this.symbols, this.bySymbol, rawLower);
    for (let i = symbolRange[0]; i < symbolRange[1] && this.symbols[this.bySymbol[i]!] === rawLower; i++) {
      byRank[Rank.ExactSymbol]!.push(this.bySymbol[i]!);
    }
    byRank[Rank.Nickname] = [...(this.nicknames.get(compactKey(rawLower)) ?? [])];
    byRank[Rank.SymbolPrefix] = smallestInRange(this.bySymbol, symbolRange, limit);
    // Names starting with the text.
    byRank[Rank.NamePrefix] = smallestInRange(this.byName, this.range(this.names, this.byName, q), limit);
    // Names containing the text; candidates come in ranking order, so stop once the better kinds are full
    // (and after MAX_SCAN candidates, so a text found in nearly every name costs a bounded time).
    let better = byRank[0]!.length + byRank[1]!.length + byRank[2]!.length + byRank[3]!.length;
    const candidates = this.trigrams.candidatesContaining(q);
    for (let i = 0; i < candidates.length && i < MAX_SCAN && better < limit; i++) {
      const id = candidates[i]!;
      const name = this.names[id]!;
      const at = name.indexOf(q);
      if (at < 0) continue;
      if (at === 0 || name[at - 1] === ' ') {
        byRank[Rank.NameWordPrefix]!.push(id);
        better++;
      } else if (byRank[Rank.NameContains]!.length < limit) byRank[Rank.NameContains]!.push(id);
    }
    // Near misses (typos) only when nothing better filled the list.
    const found = byRank.reduce((n, ids) => n + ids.length, 0);
    if (found < limit && q.length >= 4) {
      for (const { id } of this.trigrams.similar(q, this.scratch, 0.5, limit)) byRank[Rank.Similar]!.push(id);
    }

    // Listed companies first, then those that no longer trade, then near misses (typos) of listed names.
    const taken = new Set<number>();
    const listed: CompanySearchHit[] = [];
    const gone: CompanySearchHit[] = [];
    const similar: CompanySearchHit[] = [];
    byRank.forEach((ids, rank) => {
      for (const id of best(ids, limit)) {
        if (taken.has(id)) continue;
        taken.add(id);
        const c = this.companies[id]!;
        const hit: CompanySearchHit = { name: c.name, symbol: c.symbol, exchange: c.exchange, country: c.country };
        const fate = this.gone.get(id);
        if (fate) gone.push({ ...hit, note: fate });
        else (rank === Rank.Similar ? similar : listed).push(hit);
      }
    });
    return [...listed, ...gone, ...similar].slice(0, limit);
  }
}
