/**
 * Company names of a question: nicknames, symbols, names and their prefixes, close misspellings; a common English word
 * names a company only when the question writes it as a name.
 */
import { FILLER_WORDS } from './englishWords';
import { namesIndustryWhole } from './industryWords';
import { qualifiedIndustries } from './readerQualifiedIndustries';
import type { CompanyCandidate, CompanyIndex, CompanyLookup } from './companyIndex';
import { compactKey, nameKey } from './companyNicknames';
import type { CompanyMention, ReaderText } from './readerText';
import type { QuestionToken } from './questionTokens';
import { COMMON_WORDS, STOP_WORDS } from './questionWords';
import { DOMAIN_WORDS } from './spelling';

/** Words of a company's legal form, written after its name. */
const LEGAL_FORM = /^(ltd|limited|corp|corpn|corporation|co|inc|plc|pvt|labs|laboratories)$/;

/** A fund's or trust's name. */
const FUND = /\b(etf|fund|bees|trust|invit|reit)\b/i;

/** Rs crore: below this a lowercase leading word is not enough to name a company. */
const MIN_PREFIX_MARKET_CAP = 5000;
/** Rs crore: below this a word written together that begins a name ("navneetedu") is not enough to name it. */
const MIN_BEGINNING_MARKET_CAP = 1000;

/** Written as a name: capitalised mid-sentence, or beside "vs" ("hero vs bajaj auto"). */
function isName(r: ReaderText, token: QuestionToken, index: number): boolean {
  const beside = (t: QuestionToken | undefined) => Boolean(t && /^(vs|versus|v)$/.test(t.lower));
  if (beside(r.tokens[index - 1]) || beside(r.tokens[index + 1])) return true;
  // "dixon and amber": joined by "and"/"or" to a word that names a company itself, a common word is a name too.
  const joined = (conj: QuestionToken | undefined, other: QuestionToken | undefined) =>
    Boolean(conj && other && /^(and|or|&)$/.test(conj.lower) && !COMMON_WORDS.has(other.lower) && !STOP_WORDS.has(other.lower) &&
      r.lexicon.companies.lookup(other.text, { allowPrefix: false, allowSymbol: true })?.kind === 'one');
  if (joined(r.tokens[index - 1], r.tokens[index - 2]) || joined(r.tokens[index + 1], r.tokens[index + 2])) return true;
  return r.casedQuestion && index > 0 && /^[A-Z]/.test(token.text);
}

/**
 * Company names. Multi-word names first (they outrank the words inside them), then single words, where a
 * common English word is a name only when written as one (capitalised mid-sentence) or as a nickname.
 */
export function findCompanies(r: ReaderText, minWords: number): CompanyMention[] {
  qualifiedIndustries(r);
  const found: CompanyMention[] = [];
  for (let i = 0; i < r.tokens.length; i++) {
    // "computer education stocks": words that are an industry's whole name are the industry, not a company's start.
    const industry = industryAt(r, i);
    if (industry > 0) {
      i += industry - 1;
      continue;
    }
    for (let len = Math.min(5, r.tokens.length - i); len >= minWords; len--) {
      if (!r.free(i, i + len)) continue;
      const words = r.tokens.slice(i, i + len);
      if (words.some((w) => !/^[A-Za-z0-9]/.test(w.text) && w.text !== '&')) continue;
      if (/^\d/.test(words[0]!.text) && !/^\d+[a-z]/i.test(words[0]!.text) && len === 1) continue;
      let lookup = lookupCompany(r, words, i) ?? continuedName(r, words, i);
      if (!lookup) continue;
      // "glaxo pharma", "hdfc amc", "garware tech fibres", "kims hospitals": the next words that go on with the name
      // (a later word of it, its initials, the words of its business) pick the listing they name; "itc ltd", "ntpc
      // limited", "dr reddy's labs": the legal form after a name is part of it.
      const next: string[] = [];
      for (let k = i + len; k < r.tokens.length && next.length < 3 && r.free(k, k + 1); k++) next.push(r.tokens[k]!.lower);
      const goesOn = nameGoesOn(r, lookup, words.map((w) => w.lower).join(' '), next);
      if (goesOn) lookup = { kind: 'one', company: goesOn.company, how: lookup.how };
      const end = i + len + (goesOn ? goesOn.words : next.length > 0 && LEGAL_FORM.test(next[0]!) ? 1 : 0);
      found.push({ start: i, end, text: r.text(i, i + len), lookup });
      r.use(i, end);
      i = end - 1;
      break;
    }
  }
  return found;
}

/** The initials of each run of `words` ("asset management company" -> "amc", "am", "mc", ...). */
function initialRuns(words: readonly string[]): Set<string> {
  const runs = new Set<string>();
  for (let a = 0; a < words.length; a++) for (let b = a + 2; b <= words.length; b++) runs.add(words.slice(a, b).map((w) => w[0]).join(''));
  return runs;
}

/** Shorthand for a later word of a name that neither begins it nor is spelt inside it in order. */
const NAME_SHORTHAND: Readonly<Record<string, RegExp>> = { bk: /^bank$/, bnk: /^bank$/, intl: /^international$/, mfg: /^manufactur/, hsg: /^housing$/, svcs: /^services$/, hldg: /^holding/, hldgs: /^holdings$/, ind: /^(industries|industrial|india)$/ };

/**
 * Whether a typed word stands for a word of a name: the word itself, its beginning ("tech" of Technical, "fin" of
 * Finance, "pharma" of Pharmaceuticals), its letters in order from its first ("inds" of Industries, "engg" of
 * Engineering), or a known shorthand ("intl"). A word of the reader's own (a metric, "eps") stands only for itself.
 */
function standsFor(typed: string, word: string): boolean {
  if (typed === word) return true;
  if (Object.hasOwn(NAME_SHORTHAND, typed) && NAME_SHORTHAND[typed]!.test(word)) return true;
  if (typed.length >= 4 && word.startsWith(typed)) return true;
  if (typed.length < 3 || DOMAIN_WORDS.has(typed) || typed[0] !== word[0] || typed.length >= word.length) return false;
  if (word.startsWith(typed)) return true;
  let k = 0;
  for (const letter of word) if (letter === typed[k]) k++;
  return k === typed.length && typed.length >= 4;
}

/** The later words of a listing's name (after its first, without "the" and the legal form). */
function laterWords(name: string): string[] {
  return nameKey(name).replace(/\b(limited|ltd)$/, '').split(' ').filter((w) => w && w !== 'the').slice(1);
}

/**
 * Whether the typed words go on with a listing's name: each stands for a later word of the name, in order, or
 * for the initials of later words ("amc" of HDFC Asset Management Company; "Company" may be left out of the
 * name, as in Nippon Life India Asset Management); the last may instead say the listing's business ("kims
 * hospitals").
 */
function goesOnWith(r: ReaderText, company: CompanyCandidate, typed: readonly string[], business: boolean): boolean {
  const rest = laterWords(company.name);
  let at = 0;
  for (let k = 0; k < typed.length; k++) {
    const word = typed[k]!;
    // "sbi and pnb": a joining word goes on with no name ("SBI Cards and Payment Services") by itself.
    if (!/^[a-z]+$/.test(word) || word.length < 2 || ((k === 0 || k === typed.length - 1) && (STOP_WORDS.has(word) || FILLER_WORDS.has(word)))) return false;
    const found = rest.findIndex((w, index) => index >= at && standsFor(word, w));
    if (found >= 0) {
      at = found + 1;
      continue;
    }
    const runs = initialRuns(rest.slice(at));
    if (word.length >= 3 && (runs.has(word) || (word.endsWith('c') && runs.has(word.slice(0, -1))))) {
      at = rest.length;
      continue;
    }
    return business && k === typed.length - 1 && r.lexicon.companies.describes(company, word);
  }
  return true;
}

/**
 * The one listing of a lookup whose name goes on with the most of the next words (up to three), and how many:
 * "garware tech fibres" is Garware Technical Fibres ("tech" alone also fits Garware Hi-Tech Films).
 */
function nameGoesOn(r: ReaderText, lookup: CompanyLookup, base: string, next: readonly string[]): { company: CompanyCandidate; words: number } | null {
  // "pds ltd": the typed words with a legal form after them are one listing's whole name (not PDS Multinational Fashions).
  if (lookup.kind === 'ambiguous' && next[0] && /^(ltd|limited)$/.test(next[0])) {
    const whole = unique(lookup.candidates, (c) => nameKey(c.name).replace(/\b(limited|ltd)$/, '').trim() === base);
    if (whole) return { company: whole, words: 1 };
  }
  for (const candidates of candidatesOf(r, lookup, base)) {
    for (let count = next.length; count >= 1; count--) {
      const typed = next.slice(0, count);
      if (LEGAL_FORM.test(typed[count - 1]!) && count > 1) continue;
      const fits = unique(candidates, (c, business) => goesOnWith(r, c, typed, business));
      if (fits) return { company: fits, words: count + (next[count] && LEGAL_FORM.test(next[count]!) ? 1 : 0) };
    }
  }
  return null;
}

/**
 * The one candidate the words fit by its own name's words; when none does, the one they fit by its business
 * ("bajaj holding" is Bajaj Holdings, though "holding" is also a word of Bajaj Finance's business).
 */
function unique(candidates: readonly CompanyCandidate[], fits: (c: CompanyCandidate, business: boolean) => boolean): CompanyCandidate | null {
  const named = candidates.filter((c) => fits(c, false));
  if (named.length > 0) return named.length === 1 ? named[0]! : null;
  const described = candidates.filter((c) => fits(c, true));
  return described.length === 1 ? described[0]! : null;
}

/**
 * The listings a name's next words may pick from: those the lookup found, then every listing with a market value
 * the same words begin ("bajaj elec": Bajaj Electricals is not among the Bajaj companies a bare "bajaj" offers).
 */
function candidatesOf(r: ReaderText, lookup: CompanyLookup, base: string): CompanyCandidate[][] {
  const found = lookup.kind === 'one' ? [lookup.company, ...(lookup.others ?? [])] : lookup.candidates;
  const begun = r.lexicon.companies.begunBy(base).filter((c) => !found.includes(c));
  return begun.length > 0 ? [found, [...found, ...begun]] : [found];
}

/** The one listing of a lookup whose name goes on with all of the typed words (see goesOnWith). */
function nameContinuedBy(r: ReaderText, lookup: CompanyLookup, base: string, typed: readonly string[]): CompanyCandidate | null {
  for (const candidates of candidatesOf(r, lookup, base)) {
    const fits = unique(candidates, (c, business) => goesOnWith(r, c, typed, business));
    if (fits) return fits;
  }
  return null;
}

/**
 * "glaxo pharma", "garware tech fibres" as one name: the first words name listings, and the words after them go
 * on with one listing's name (read before the reader takes "tech" or "pharma" for a sector).
 */
function continuedName(r: ReaderText, words: QuestionToken[], at: number): CompanyLookup | null {
  for (let k = words.length - 1; k >= 1; k--) {
    const baseText = words.slice(0, k).map((w) => w.lower).join(' ');
    const typed = words.slice(k).map((w) => w.lower);
    const base = lookupCompany(r, words.slice(0, k), at);
    const company = base ? nameContinuedBy(r, base, baseText, typed) : null;
    if (company && base) return { kind: 'one', company, how: base.how };
    if (!base) {
      const begun = begunName(r, words.slice(0, k), typed);
      if (begun) return { kind: 'one', company: begun, how: 'prefix' };
    }
  }
  return null;
}

/**
 * "jb chem", "power fin", "barbeque nation": first words too short or too small a listing's to name one by
 * themselves, and the words after them going on with one listing's own name (Rs 1,000 crore or more). First
 * words of the reader's own ("power") need a shortened word after them ("fin" of Finance): "power stocks" is not
 * a company.
 */
function begunName(r: ReaderText, base: QuestionToken[], typed: readonly string[]): CompanyCandidate | null {
  if (base.some((w) => !/^[a-z]+$/.test(w.lower) || STOP_WORDS.has(w.lower) || FILLER_WORDS.has(w.lower))) return null;
  const own = base.some((w) => !DOMAIN_WORDS.has(w.lower) && !COMMON_WORDS.has(w.lower));
  const shortens = (c: CompanyCandidate) => typed.some((t) => !DOMAIN_WORDS.has(t) && laterWords(c.name).some((w) => w !== t && standsFor(t, w)));
  const candidates = r.lexicon.companies.begunBy(base.map((w) => w.lower).join(' ')).filter((c) => (c.marketCap ?? 0) >= MIN_BEGINNING_MARKET_CAP && !FUND.test(c.name));
  const fits = candidates.filter((c) => goesOnWith(r, c, typed, false) && (own || shortens(c)));
  return fits.length === 1 ? fits[0]! : null;
}

function lookupCompany(r: ReaderText, words: QuestionToken[], at: number): CompanyLookup | null {
  const text = words.map((w) => w.text).join(' ');
  const first = words[0]!;
  const allCommon = words.every((w) => COMMON_WORDS.has(w.lower) || STOP_WORDS.has(w.lower) || FILLER_WORDS.has(w.lower));
  const asName = words.every((w, k) => isName(r, w, at + k) || /^[A-Z0-9&]+$/.test(w.text));
  if (words.length === 1) {
    if (STOP_WORDS.has(first.lower) || FILLER_WORDS.has(first.lower)) return null;
    const upper = /^[A-Z0-9&-]+$/.test(first.text) && /[A-Z]/.test(first.text) && r.casedQuestion;
    const common = COMMON_WORDS.has(first.lower);
    const nickname = r.lexicon.companies.lookup(text, { allowPrefix: false, allowSymbol: false });
    if (nickname?.how === 'nickname' && (!common || isName(r, first, at) || upper)) return nickname;
    if (common && !isName(r, first, at) && !upper) return null;
    const allowSymbol = upper || first.text.length >= 3;
    const lookup = r.lexicon.companies.lookup(text, { allowPrefix: first.text.length >= 4 || isName(r, first, at), allowSymbol });
    // A lowercase word that only starts a small company's name ("apple") is not taken as that company; a long word
    // of no vocabulary that begins one listing's name alone ("thangamayil": Thangamayil Jewellery) is.
    if (lookup?.kind === 'one' && lookup.how === 'prefix' && !isName(r, first, at) && (lookup.company.marketCap ?? 0) < MIN_PREFIX_MARKET_CAP && !ownWord(r, first, lookup.company)) return null;
    if (lookup) return lookup;
    // "jbchem": a word no vocabulary knows, written as a symbol is, that begins a listing's whole name or symbol.
    if (r.unknownWords.has(first) && !common) {
      const begun = r.lexicon.companies.beginning(first.text);
      if (begun?.kind === 'one' && ((begun.company.marketCap ?? 0) >= MIN_BEGINNING_MARKET_CAP || isName(r, first, at))) return begun;
    }
    if (upper && first.text.length >= 2) {
      const us = r.lexicon.companies.usSymbol(first.text);
      if (us) return { kind: 'one', company: us, how: 'symbol' };
    }
    return null;
  }
  // "indian bank": a curated name may start with a question word; other names may not ("the best bank"), unless a
  // later word is the name's own ("india glycols", "info edge") or the words are a long whole name ("share india
  // securities").
  if (STOP_WORDS.has(first.lower) && !asName) {
    const nickname = r.lexicon.companies.lookup(text, { allowPrefix: false, allowSymbol: false });
    if (nickname?.how === 'nickname') return nickname;
    const own = words.slice(1).some((w) => /^[a-z]+$/.test(w.lower) && !DOMAIN_WORDS.has(w.lower) && !FILLER_WORDS.has(w.lower));
    const named = own || words.length >= 3 ? r.lexicon.companies.lookup(text, { allowPrefix: own, allowSymbol: false }) : null;
    return named?.kind === 'one' && (named.how === 'name' || named.how === 'prefix') && (named.company.marketCap ?? 0) > 0 ? named : null;
  }
  const wellKnown = allCommon && !asName && words.length < 3 && wellKnownCommon(r, text);
  // A plural the name writes singular ("nrb bearings") only after a word of the name's own ("indian banks" is a sector).
  const allowPlural = !DOMAIN_WORDS.has(first.lower) && !COMMON_WORDS.has(first.lower);
  const lookup = r.lexicon.companies.lookup(text, { allowPrefix: !allCommon || asName || words.length >= 3 || wellKnown, allowSymbol: false, allowPlural });
  if (!lookup && words.every((w) => /^[a-z]+$/i.test(w.text)) && (!allCommon || asName)) {
    // "park hotels", "gold bees": words that together are a symbol; a fund's only with a word of its own ("psu bank"
    // is the reader's sector, not the PSUBANK ETF).
    const symbol = r.lexicon.companies.lookup(text, { allowPrefix: false, allowSymbol: true });
    const ownWords = words.some((w) => !DOMAIN_WORDS.has(w.lower) && !COMMON_WORDS.has(w.lower));
    if (symbol?.kind === 'one' && symbol.how === 'symbol' && (ownWords || asName || !FUND.test(symbol.company.name))) return symbol;
  }
  if (!lookup) {
    // "larsen and tubro": a name with a misspelt word, close to one name only.
    if (!words.some((w) => r.unknownWords.has(w) || r.correctedWords.has(w)) || compactKey(text).length < 9) return null;
    // Closest to the words as typed: a correction may have moved a name word to an English one.
    const close = r.lexicon.companies.closest(r.question.slice(words[0]!.start, words[words.length - 1]!.end));
    if (close.length !== 1) return null;
    // "bharat forg pe": a word of the reader's own ("pe") is no part of a misspelt name unless the name has it.
    const own = new Set(nameKey(close[0]!.name).split(' '));
    if (words.some((w) => DOMAIN_WORDS.has(w.lower) && !STOP_WORDS.has(w.lower) && !own.has(w.lower))) return null;
    return { kind: 'one', company: close[0]!, how: 'fuzzy' };
  }
  // "hindustan media ventures": a whole name of three words or more is a name, though each word is a common one; so
  // are its first three words ("gujarat industries power"), and two words naming a listing of Rs 1,000 crore or
  // more ("dollar industries", "karnataka bank").
  if (allCommon && lookup.how !== 'nickname' && !asName && !(words.length >= 3 && (lookup.how === 'name' || lookup.kind === 'one')) && !wellKnown) return null;
  return lookup;
}

/** Two or more common words that are one listing's whole name or first words, of Rs 1,000 crore or more. */
function wellKnownCommon(r: ReaderText, text: string): boolean {
  const found = r.lexicon.companies.lookup(text, { allowPrefix: true, allowSymbol: false });
  return found?.kind === 'one' && (found.how === 'name' || found.how === 'prefix') && (found.company.marketCap ?? 0) >= MIN_BEGINNING_MARKET_CAP && !FUND.test(found.company.name);
}

/** A word of six letters or more, of no vocabulary of the reader's, that begins this listing's name and no other's ("stylam"). */
function ownWord(r: ReaderText, token: QuestionToken, company: CompanyCandidate): boolean {
  if (token.lower.length < 6 || COMMON_WORDS.has(token.lower) || DOMAIN_WORDS.has(token.lower) || (company.marketCap ?? 0) < MIN_BEGINNING_MARKET_CAP) return false;
  const begun = r.lexicon.companies.begunBy(token.lower);
  return begun.length === 1 && begun[0]!.symbol === company.symbol;
}

/**
 * The listings a word the plan left over may have meant, to offer back: those its letters name or begin, of Rs 1,000
 * crore or more, or the one listing a long word of its own begins ("thangamayil"). A small listing's first word
 * alone is more often an ordinary word ("safe", "quality", "super" stocks) than that listing.
 */
export function leftoverCompanies(r: ReaderText, token: QuestionToken): CompanyCandidate[] {
  const named = r.lexicon.companies.lookup(token.text, { allowPrefix: true, allowSymbol: false });
  const candidates = named ? (named.kind === 'one' ? [named.company] : named.candidates) : [];
  const fit = candidates.filter((c) => named?.how === 'nickname' || (c.marketCap ?? 0) >= MIN_BEGINNING_MARKET_CAP || ownWord(r, token, c));
  // "lt": the listing of that symbol too (Larsen & Toubro beside LT Foods).
  const symbol = r.lexicon.companies.lookup(token.text, { allowPrefix: false, allowSymbol: true });
  const bySymbol = symbol?.kind === 'one' && symbol.how === 'symbol' && (symbol.company.marketCap ?? 0) >= MIN_BEGINNING_MARKET_CAP ? symbol.company : null;
  return bySymbol && !fit.includes(bySymbol) ? [bySymbol, ...fit] : fit;
}

/** Misspelt company names among the words left (five letters or more). */
export function closeCompanies(r: ReaderText, token: QuestionToken): CompanyCandidate[] {
  if (COMMON_WORDS.has(token.lower) || token.lower.length < 5) return [];
  return r.lexicon.companies.closest(token.text);
}

/**
 * A one-letter word that begins a listing's name with the words after it ("r systems": R Systems International,
 * "d b corp": D B Corp) is that listing's symbol, before chat shorthand reads the letter as a word ("r" = are,
 * "d" = the, "n" = and). Only a name of two or more words that begins with that letter (or a curated nickname,
 * "d mart"), naming one listing. A two-letter word ("ab" = now in Hindi) only with the words after it making a
 * whole name or a symbol ("ab capital": ABCAPITAL) of a listing of Rs 1,000 crore or more.
 */
export function keepLetterNames(question: string, companies: CompanyIndex): string {
  // Words and the spaces between them: a kept name replaces its words, every other piece stays as typed.
  const pieces = question.split(/(\s+)/);
  const isWord = (k: number) => /^[a-z][a-z&]*[,?.!]?$/i.test(pieces[k] ?? '');
  for (let i = 0; i < pieces.length; i += 2) {
    const short = pieces[i]!.toLowerCase();
    if (!/^[a-z]{1,2}$/.test(short) || !isWord(i + 2)) continue;
    const first = pieces[i + 2]!.toLowerCase();
    if (STOP_WORDS.has(first) || FILLER_WORDS.has(first)) continue;
    let words = 1;
    while (words < 3 && isWord(i + 2 * (words + 1)) && !/[,?.!]$/.test(pieces[i + 2 * words]!)) words++;
    for (let count = words; count >= 1; count--) {
      const last = pieces[i + 2 * count]!;
      const end = /[,?.!]$/.test(last) ? last.slice(-1) : '';
      // "n r r kabel": a name ends on a word of three letters or more ("n r" is "and" R R Kabel).
      if (last.length - end.length < 3) continue;
      const phrase = pieces.slice(i, i + 2 * count + 1).join('').slice(0, end ? -1 : undefined);
      const found = short.length === 1 ? companies.lookup(phrase, { allowPrefix: true, allowSymbol: false }) : companies.lookup(phrase, { allowPrefix: false, allowSymbol: true });
      if (found?.kind !== 'one' || !/^[A-Z0-9]+$/.test(found.company.symbol) || (found.company.marketCap ?? 0) <= 0) continue;
      const name = nameKey(found.company.name).split(' ').filter((w) => w !== 'the').join('');
      const begins = short.length === 1 ? found.how === 'nickname' || name[0] === short : (found.company.marketCap ?? 0) >= 1000 && (name.startsWith(short) || found.company.symbol.toLowerCase().startsWith(short));
      if (!begins) continue;
      pieces.splice(i, 2 * count + 1, `${found.company.symbol.toLowerCase()}${end}`);
      break;
    }
  }
  return pieces.join('');
}

/**
 * "lupin vs aurobindo vs zydus": a shared name among named companies of one industry is the listing of that
 * industry when only one of its listings is in it (Zydus Lifesciences, not Zydus Wellness).
 */
export function settleByPeers(mentions: CompanyMention[], companies: CompanyIndex): CompanyMention[] {
  const peers = new Set(mentions.flatMap((m) => (m.lookup.kind === 'one' ? [companies.industry(m.lookup.company.symbol)] : [])));
  if (peers.size !== 1 || peers.has(null)) return mentions;
  return mentions.map((m) => {
    if (m.lookup.kind !== 'ambiguous') return m;
    const same = m.lookup.candidates.filter((c) => peers.has(companies.industry(c.symbol)));
    return same.length === 1 ? { ...m, lookup: { kind: 'one', company: same[0]!, how: m.lookup.how } } : m;
  });
}

/** The number of words from `at` that name an industry whole ("computer education", "textiles processing"), or 0. */
function industryAt(r: ReaderText, at: number): number {
  const names = r.lexicon.sectorNames;
  if (!names) return 0;
  for (let len = Math.min(4, r.tokens.length - at); len >= 2; len--) {
    if (!r.free(at, at + len)) continue;
    const words = r.tokens.slice(at, at + len).map((t) => t.lower);
    if (words.every((w) => /^[a-z]+$/.test(w)) && namesIndustryWhole(words, names)) return len;
  }
  return 0;
}
