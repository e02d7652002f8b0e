/**
 * Company names a question may use, built once per data snapshot: NSE symbols, the names the data holds
 * (NSE, FinanceDatabase, Screener) and their leading words, and the curated nicknames. Lookups ignore case,
 * punctuation and spacing; a leading-word match names a company only when it dominates the others with the
 * same leading words (by market capitalisation); a close misspelling of a name of five or more letters is
 * found by edit distance (a swap of two neighbouring letters counts as one edit).
 */
import { AMBIGUOUS_NICKNAMES, COMPANY_NICKNAMES, compactKey, nameKey } from './companyNicknames';
import { editDistance } from './spelling';
import { startsIndustryWord } from './industryWords';

export interface DirectoryCompany {
  symbol: string;
  country: string;
  name: string;
  marketCap: number | null;
  /** The listing's industry ("Healthcare", "Textiles - Products"): the words a question may add after its name. */
  industry?: string | null;
  /** "Large Cap" ... "Nano Cap": a listing's size class, known for some listings whose market value is not. */
  capType?: string | null;
}

export interface CompanyCandidate {
  symbol: string;
  country: string;
  name: string;
  marketCap: number | null;
  capType?: string | null;
}

const SIZE_CLASSES = ['Nano Cap', 'Micro Cap', 'Small Cap', 'Mid Cap', 'Large Cap'];
/**
 * Whether a listing with no market value may be as large as `than`: its size class is unknown (a new listing such
 * as a demerged company) or within one class of it ("Balmer Lawrie Investments", a micro cap, beside the small cap
 * Balmer Lawrie); a nano cap beside a small cap ("Escorts Finance" beside Escorts Kubota) is not.
 */
function mayRival(c: CompanyCandidate, than: CompanyCandidate): boolean {
  if (c.marketCap !== null) return false;
  const own = SIZE_CLASSES.indexOf(c.capType ?? '');
  const other = SIZE_CLASSES.indexOf(than.capType ?? '');
  return own < 0 || other < 0 || other - own < 2;
}

/** How a typed name met a company: strongest first. */
export type MatchKind = 'nickname' | 'symbol' | 'name' | 'prefix' | 'fuzzy';

export type CompanyLookup =
  | {
      kind: 'one';
      company: CompanyCandidate;
      how: MatchKind;
      /** Smaller listings the same words also begin ("tvs": TVS Holdings, TVS Srichakra), largest first. */
      others?: CompanyCandidate[];
    }
  | { kind: 'ambiguous'; candidates: CompanyCandidate[]; how: MatchKind };

/**
 * A leading-word match must be this many times larger than the next company of the same words ("procter and
 * gamble": P&G Hygiene, 6.4 times P&G Health, is asked about).
 */
const DOMINANCE = 7;
/**
 * A curated nickname that is also the leading words of other listings ("apollo": Apollo Hospitals, Apollo
 * Tyres; "jsw": JSW Steel, JSW Energy) names its company only when that company is this many times larger
 * than the largest of the others; else the name is asked about.
 */
const NICKNAME_DOMINANCE = 3;
/**
 * A single typed word that begins the names of several listed companies ("tvs", "muthoot", "sundaram",
 * "lloyds": a business group's or a family's name) names one of them only when it is this many times larger
 * than the next listing of that word ("reliance": Reliance Industries against Reliance Power); else the
 * question asks which one. A symbol or nickname that is that word does not settle it either ("SUNDARAM" is
 * Sundaram Multi Pap, "tvs" is TVS Motor's nickname); a company's whole name does ("itc" is ITC Limited).
 */
const GROUP_DOMINANCE = 40;
/**
 * A company's whole name ("itc" is ITC Limited, "nmdc" NMDC Limited) names it when it is twice the next
 * listing that begins with that name (ITC against ITC Hotels, NMDC against NMDC Steel); beside one of like size
 * ("manaksia": Manaksia against Manaksia Coated Metals) or a larger one the question asks which one.
 */
const WHOLE_NAME_DOMINANCE = 2;
/** A listing of ₹1 lakh crore or more ("itc": ITC beside the newer ITC Hotels) is the one its name means. */
const MEANT_ANYWAY = 100_000;
const LEGAL_SUFFIX = /\b(limited|ltd|inc|plc|corp)\s*$/;
/**
 * A trust or fund named after its sponsor ("POWERGRID Infrastructure Investment Trust", "Shriram ... Liquid ETF")
 * does not make the sponsor's name one of several companies.
 */
const FUND_OR_TRUST = /\b(trust|invit|reit|etf|fund|bees)\b/i;
/** Industry words too general to say which business a company is in. */
const GENERAL_WORDS = new Set(['others', 'other', 'medium', 'small', 'large', 'mega', 'indian', 'india', 'multinational', 'diversified', 'miscellaneous', 'allied', 'products', 'product', 'services', 'service', 'equipment', 'limited', 'company', 'companies', 'industries', 'industry', 'international', 'global', 'enterprises', 'holdings', 'private', 'public', 'sector', 'group']);
/** A word's stem for comparing industry words: lower case, a plural's "s" dropped ("hospitals" ~ "hospital"). */
const stem = (word: string) => (word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);
/** The shortest typed key a name's beginning may be found by ("jbchem" of JB Chemicals & Pharmaceuticals). */
const MIN_BEGINNING = 5;

export class CompanyIndex {
  private readonly nicknames = new Map<string, CompanyCandidate[]>();
  private readonly symbols = new Map<string, CompanyCandidate>();
  private readonly usSymbols = new Map<string, CompanyCandidate>();
  private readonly names = new Map<string, CompanyCandidate[]>();
  private readonly prefixes = new Map<string, CompanyCandidate[]>();
  /** Each company's whole name key ("itc" for ITC Limited). */
  private readonly fullNames = new Map<string, string>();
  /** Keys for misspellings, by length: nicknames and full names of the larger companies. */
  private readonly fuzzyKeys = new Map<number, { key: string; company: CompanyCandidate }[]>();
  /** "key symbol" pairs in fuzzyKeys, so the duplicate check is a lookup, not a scan of every key of that length. */
  private readonly fuzzyFiled = new Set<string>();
  /** Every word of the names, nicknames and symbols (the spelling corrector's company vocabulary). */
  readonly nameWords = new Set<string>();
  /** Each listing's industry. */
  private readonly industryOf = new Map<string, string>();
  /**
   * The words that say an industry's business (stems): its own words and the words two or more of its listings'
   * names share after their first ("hospital" of Healthcare: Apollo Hospitals, Yatharth Hospital).
   */
  private readonly industryWords = new Map<string, Set<string>>();
  /** Compact whole names and symbols, sorted, for the beginning of a name ("jbchem"). */
  private beginnings: { key: string; company: CompanyCandidate; firstWord: string }[] = [];

  constructor(companies: readonly DirectoryCompany[]) {
    const bySymbol = new Map<string, CompanyCandidate>();
    const industryNameWords = new Map<string, Map<string, number>>();
    for (const company of companies) {
      const candidate: CompanyCandidate = { symbol: company.symbol, country: company.country, name: company.name, marketCap: company.marketCap, capType: company.capType ?? null };
      if (company.country === 'US') {
        if (!this.usSymbols.has(company.symbol)) this.usSymbols.set(company.symbol, candidate);
        continue;
      }
      if (company.country !== 'IN') continue;
      const symbolKey = compactKey(company.symbol);
      const known = bySymbol.get(company.symbol);
      if (known) continue;
      bySymbol.set(company.symbol, candidate);
      this.symbols.set(symbolKey, candidate);
      const words = nameKey(company.name).replace(LEGAL_SUFFIX, '').trim().split(' ').filter(Boolean);
      // "The Ramco Cements", "The Federal Bank": people start from the name's own first word.
      if (words[0] === 'the' && words.length > 1) words.shift();
      if (/^[a-z]+$/.test(symbolKey)) this.nameWords.add(symbolKey);
      for (const word of words) if (/^[a-z]+$/.test(word)) this.nameWords.add(word);
      if (words.length === 0) continue;
      if (company.industry) {
        this.industryOf.set(company.symbol, company.industry);
        const counts = industryNameWords.get(company.industry) ?? new Map<string, number>();
        industryNameWords.set(company.industry, counts);
        for (const word of new Set(words.slice(1).map(stem))) counts.set(word, (counts.get(word) ?? 0) + 1);
      }
      this.beginnings.push({ key: words.join(''), company: candidate, firstWord: words[0]! });
      if (symbolKey !== words.join('')) this.beginnings.push({ key: symbolKey, company: candidate, firstWord: words[0]! });
      this.fileName(words, candidate);
      this.fullNames.set(company.symbol, words.join(''));
      // "divi's laboratories" is read as "divi" and a possessive: the name without its "'s" names it too.
      if (/\w['’]s\b/i.test(company.name)) {
        this.fileName(nameKey(company.name.replace(/(\w)['’]s\b/gi, '$1')).replace(LEGAL_SUFFIX, '').trim().split(' ').filter((w) => w && w !== 'the'), candidate);
      }
      if ((company.marketCap ?? 0) >= 1000) this.addFuzzy(words.join(''), candidate);
    }
    for (const [symbol, nicknames] of COMPANY_NICKNAMES) {
      const company = bySymbol.get(symbol);
      if (!company) continue;
      for (const nickname of nicknames) {
        for (const word of nickname.split(' ')) if (/^[a-z]+$/.test(word)) this.nameWords.add(word);
        add(this.nicknames, nickname.replace(/ /g, ''), company);
        if (nickname.length >= 5) this.addFuzzy(nickname.replace(/ /g, ''), company);
      }
    }
    for (const [industry, counts] of industryNameWords) {
      const described = new Set(nameKey(industry).split(' ').map(stem));
      for (const [word, count] of counts) if (count >= 2) described.add(word);
      for (const word of described) if (word.length < 4 || GENERAL_WORDS.has(word) || !/^[a-z]+$/.test(word)) described.delete(word);
      this.industryWords.set(industry, described);
    }
    this.beginnings.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.askAboutSharedNicknames();
    for (const [nickname, symbols] of AMBIGUOUS_NICKNAMES) {
      const key = nickname.replace(/ /g, '');
      this.nicknames.set(key, symbols.map((s) => bySymbol.get(s)).filter((c): c is CompanyCandidate => Boolean(c)));
    }
    this.fuzzyFiled.clear(); // only needed while building
  }

  /** Files a name's words: the whole name, and each run of its leading words. */
  private fileName(words: readonly string[], company: CompanyCandidate): void {
    addOnce(this.names, words.join(''), company);
    let prefix = '';
    for (let k = 0; k < words.length - 1; k++) addOnce(this.prefixes, (prefix += words[k]), company);
  }

  /** Nicknames that are also the leading words of a listing of comparable size become a question back. */
  private askAboutSharedNicknames(): void {
    for (const [key, named] of this.nicknames) {
      if (named.length !== 1) continue;
      const company = named[0]!;
      const others = (this.prefixes.get(key) ?? []).filter((c) => c.symbol !== company.symbol);
      if (others.length === 0) continue;
      const sorted = others.sort((a, b) => (b.marketCap ?? 0) - (a.marketCap ?? 0));
      if ((company.marketCap ?? 0) > 0 && (company.marketCap ?? 0) >= NICKNAME_DOMINANCE * (sorted[0]!.marketCap ?? 0)) continue;
      this.nicknames.set(key, [company, ...sorted].slice(0, 4));
    }
  }

  private addFuzzy(key: string, company: CompanyCandidate): void {
    const pair = `${key} ${company.symbol}`;
    if (key.length < 5 || this.fuzzyFiled.has(pair)) return;
    this.fuzzyFiled.add(pair);
    const list = this.fuzzyKeys.get(key.length);
    if (list) list.push({ key, company });
    else this.fuzzyKeys.set(key.length, [{ key, company }]);
  }

  /** The company (or companies) some typed words name exactly: nickname, symbol, full name or leading words. */
  lookup(text: string, options: { allowPrefix: boolean; allowSymbol: boolean; allowPlural?: boolean }): CompanyLookup | null {
    const key = compactKey(text);
    if (!key) return null;
    // "nrb bearings" for NRB Bearing Limited: a plural the name writes singular (when the reader allows it).
    const found = this.exactLookup(key, options) ?? (options.allowPlural && key.length > 5 && key.endsWith('s') ? this.exactLookup(key.slice(0, -1), { ...options, allowSymbol: false }) : null);
    const group = found?.kind === 'one' ? this.groupOf(text, key, found.company) : null;
    if (group) return { kind: 'ambiguous', candidates: group, how: found!.how };
    if (found?.kind !== 'one' || found.how === 'symbol') return found;
    // A name that won by size still names the smaller listings it begins: the answer offers them (those with a
    // market value today; a merged or delisted name, or a fund, has none).
    const others = (this.prefixes.get(key) ?? []).filter((c) => c.symbol !== found.company.symbol && (c.marketCap ?? 0) > 0);
    if (others.length === 0) return found;
    return { ...found, others: [...others].sort((a, b) => (b.marketCap ?? 0) - (a.marketCap ?? 0)).slice(0, 3) };
  }

  /** The listings a one-word group name fits, largest first, when none dominates (see GROUP_DOMINANCE); else null. */
  private groupOf(text: string, key: string, company: CompanyCandidate): CompanyCandidate[] | null {
    if (!/^[a-z]+$/i.test(text.trim())) return null;
    const wholeName = this.fullNames.get(company.symbol) === key;
    // Only a word the company's own name begins with ("sbi" is an initialism of State Bank of India, not its word).
    const siblings = (this.prefixes.get(key) ?? []).filter((c) => c.symbol !== company.symbol && !FUND_OR_TRUST.test(c.name));
    const listed = siblings.filter((c) => (c.marketCap ?? 0) > 0);
    if (!wholeName && !(this.prefixes.get(key) ?? []).some((c) => c.symbol === company.symbol)) return null;
    // "raymond", "sanofi": a listing of unknown size (a demerged Raymond Lifestyle, Sanofi Consumer Healthcare) shares
    // the name's own first word, so it is asked about, unless the named listing is one everybody means by it.
    const unmeasured = siblings.filter((c) => mayRival(c, company));
    const ownWord = nameKey(company.name).split(' ')[0] === key;
    if (listed.length === 0 && unmeasured.length > 0 && ownWord && (company.marketCap ?? 0) < MEANT_ANYWAY) return [company, ...unmeasured].slice(0, 4);
    if (listed.length === 0) return null;
    const sorted = [company, ...listed].sort((a, b) => (b.marketCap ?? 0) - (a.marketCap ?? 0));
    const dominance = wholeName ? WHOLE_NAME_DOMINANCE : GROUP_DOMINANCE;
    if (sorted[0]!.symbol === company.symbol && (company.marketCap ?? 0) >= dominance * (sorted[1]!.marketCap ?? 0)) return null;
    return sorted.slice(0, 4);
  }

  private exactLookup(key: string, options: { allowPrefix: boolean; allowSymbol: boolean }): CompanyLookup | null {
    const nick = this.nicknames.get(key);
    if (nick && nick.length > 0) return nick.length === 1 ? { kind: 'one', company: nick[0]!, how: 'nickname' } : { kind: 'ambiguous', candidates: nick, how: 'nickname' };
    if (options.allowSymbol) {
      const symbol = this.symbols.get(key);
      if (symbol) return { kind: 'one', company: symbol, how: 'symbol' };
    }
    const named = this.names.get(key);
    if (named) return pick(named, 'name');
    if (!options.allowPrefix) return null;
    const prefixed = this.prefixes.get(key);
    return prefixed ? pick(prefixed, 'prefix') : null;
  }

  /**
   * The listings whose whole name or symbol begins with the typed word, written together as a symbol is
   * ("jbchem": JB Chemicals & Pharmaceuticals; "ultracem": ULTRACEMCO), of five letters or more and more than
   * the beginning of the name's first word (that is another word, "nation"): one when it
   * is alone or dominates the others by market capitalisation, else the leading few; null when none (or too
   * many) begin so.
   */
  beginning(text: string): CompanyLookup | null {
    const key = compactKey(text);
    if (key.length < MIN_BEGINNING) return null;
    let low = 0;
    let high = this.beginnings.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.beginnings[mid]!.key < key) low = mid + 1;
      else high = mid;
    }
    const found: CompanyCandidate[] = [];
    for (let k = low; k < this.beginnings.length && this.beginnings[k]!.key.startsWith(key); k++) {
      if (k - low > 40) return null;
      const { company, firstWord } = this.beginnings[k]!;
      // Not only the beginning of the name's first word ("jbchem", "ultracem"; "nation" is not National Aluminium's).
      if (!firstWord.startsWith(key) && (company.marketCap ?? 0) > 0 && !found.includes(company)) found.push(company);
    }
    return found.length > 0 ? pick(found, 'prefix') : null;
  }

  /**
   * Whether a word said after a company's name says its business ("kims hospitals": KIMS is in Healthcare, where
   * listings' names say "hospitals"; "zydus pharma": Zydus Lifesciences is in Pharmaceuticals).
   */
  describes(company: CompanyCandidate, word: string): boolean {
    const industry = this.industryOf.get(company.symbol);
    if (!industry || word.length < 4) return false;
    const typed = stem(word);
    for (const known of this.industryWords.get(industry) ?? []) if (startsIndustryWord(known, typed)) return true;
    return false;
  }

  /** The listings with a market value whose names begin with the typed words, largest first (at most 20). */
  begunBy(text: string): CompanyCandidate[] {
    const listed = (this.prefixes.get(compactKey(text)) ?? []).filter((c) => (c.marketCap ?? 0) > 0);
    return listed.sort((a, b) => (b.marketCap ?? 0) - (a.marketCap ?? 0)).slice(0, 20);
  }

  /** The listing's industry, when the data has it. */
  industry(symbol: string): string | null {
    return this.industryOf.get(symbol) ?? null;
  }

  /** A listing abroad by its exact symbol ("AAPL"). */
  usSymbol(text: string): CompanyCandidate | null {
    return this.usSymbols.get(text) ?? null;
  }

  /** Companies whose name or nickname is within a small edit distance of the typed words (five letters or more). */
  closest(text: string): CompanyCandidate[] {
    const key = compactKey(text);
    if (key.length < 5) return [];
    const limit = key.length >= 9 ? 2 : 1;
    let best = limit + 1;
    let found: CompanyCandidate[] = [];
    for (let length = key.length - limit; length <= key.length + limit; length++) {
      for (const entry of this.fuzzyKeys.get(length) ?? []) {
        if (entry.key[0] !== key[0] && entry.key[1] !== key[1]) continue;
        const distance = editDistance(key, entry.key, limit);
        if (distance > limit || distance > best) continue;
        if (distance < best) {
          best = distance;
          found = [];
        }
        if (!found.some((c) => c.symbol === entry.company.symbol)) found.push(entry.company);
      }
    }
    return found.sort((a, b) => (b.marketCap ?? 0) - (a.marketCap ?? 0)).slice(0, 4);
  }
}

/**
 * Files a company under a name or leading-words key. Each company files all its name keys in one go (one pass per
 * symbol), so a repeat can only be the list's last entry: checking that one keeps the build linear when thousands
 * of names share leading words (a scan of the whole list per company made it quadratic).
 */
function addOnce(map: Map<string, CompanyCandidate[]>, key: string, company: CompanyCandidate): void {
  if (!key) return;
  const list = map.get(key);
  if (!list) map.set(key, [company]);
  else if (list[list.length - 1]!.symbol !== company.symbol) list.push(company);
}

/** Files a nickname (short lists, filed from several tables): a full check for repeats. */
function add(map: Map<string, CompanyCandidate[]>, key: string, company: CompanyCandidate): void {
  if (!key) return;
  const list = map.get(key);
  if (!list) map.set(key, [company]);
  else if (!list.some((c) => c.symbol === company.symbol)) list.push(company);
}

/** One company when it is alone or dominates the others by market capitalisation, else the leading few. */
function pick(list: CompanyCandidate[], how: MatchKind): CompanyLookup {
  if (list.length === 1) return { kind: 'one', company: list[0]!, how };
  const sorted = [...list].sort((a, b) => (b.marketCap ?? 0) - (a.marketCap ?? 0));
  const [first, second] = sorted;
  // A listing the data holds no market value for ("Raymond Lifestyle", "Balmer Lawrie Investments") that may rival the
  // largest is not dominated, so the name is asked back about (a fund or trust is not a company the name means).
  const unmeasured = how === 'prefix' && sorted.some((c) => mayRival(c, first!) && !FUND_OR_TRUST.test(c.name));
  if (!unmeasured && (first!.marketCap ?? 0) > 0 && (first!.marketCap ?? 0) >= DOMINANCE * (second!.marketCap ?? 0)) return { kind: 'one', company: first!, how };
  return { kind: 'ambiguous', candidates: sorted.slice(0, 4), how };
}
