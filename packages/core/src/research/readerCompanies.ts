/**
 * Company names of a question: nicknames, symbols, names and their prefixes, close misspellings; a common English word
 * names a company only when the question writes it as a name.
 */
import { FILLER_WORDS } from './englishWords';
import type { CompanyCandidate, CompanyLookup } from './companyIndex';
import { compactKey, nameKey } from './companyNicknames';
import type { CompanyMention, ReaderText } from './readerText';
import type { QuestionToken } from './questionTokens';
import { COMMON_WORDS, STOP_WORDS } from './questionWords';

/** Words of a company's legal form, written after its name. */
const LEGAL_FORM = /^(ltd|limited|corp|corpn|corporation|co|inc|plc|pvt|labs|laboratories)$/;

/** Rs crore: below this a lowercase leading word is not enough to name a company. */
const MIN_PREFIX_MARKET_CAP = 5000;

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
  const found: CompanyMention[] = [];
  for (let i = 0; i < r.tokens.length; i++) {
    for (let len = Math.min(5, r.tokens.length - i); len >= minWords; len--) {
      if (!r.free(i, i + len)) continue;
      const words = r.tokens.slice(i, i + len);
      if (words.some((w) => !/^[A-Za-z0-9]/.test(w.text) && w.text !== '&')) continue;
      if (/^\d/.test(words[0]!.text) && !/^\d+[a-z]/i.test(words[0]!.text) && len === 1) continue;
      let lookup = lookupCompany(r, words, i) ?? continuedName(r, words, i);
      if (!lookup) continue;
      const next = i + len < r.tokens.length && r.free(i + len, i + len + 1) ? r.tokens[i + len]!.lower : null;
      // "glaxo pharma", "hdfc amc": a next word that goes on with the name picks the listing it names.
      const goesOn = next ? nameContinuedBy(lookup, next) : null;
      if (goesOn) lookup = { kind: 'one', company: goesOn, how: lookup.how };
      // "itc ltd", "ntpc limited", "power grid corp", "dr reddy's labs": the legal form after a name is part of it.
      const end = next !== null && (goesOn || LEGAL_FORM.test(next)) ? i + len + 1 : i + len;
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

/**
 * The one listing of a lookup whose name goes on with `next` after its first word: the start of a later word of
 * four letters or more ("pharma" of GlaxoSmithKline Pharmaceuticals), or the initials of later words ("amc" of
 * HDFC Asset Management Company; "Company" may be left out of the name, as in Nippon Life India Asset Management).
 */
function nameContinuedBy(lookup: CompanyLookup, next: string): CompanyCandidate | null {
  if (!/^[a-z]+$/.test(next) || next.length < 3) return null;
  const candidates = lookup.kind === 'one' ? [lookup.company, ...(lookup.others ?? [])] : lookup.candidates;
  const fits = candidates.filter((c) => {
    const rest = nameKey(c.name).replace(/\b(limited|ltd)$/, '').split(' ').filter((w) => w && w !== 'the').slice(1);
    if (next.length >= 4 && rest.some((w) => w.startsWith(next))) return true;
    const runs = initialRuns(rest);
    return runs.has(next) || (next.endsWith('c') && runs.has(next.slice(0, -1)));
  });
  return fits.length === 1 ? fits[0]! : null;
}

/** "glaxo pharma" as one name: the words before the last name a listing whose name the last word goes on with. */
function continuedName(r: ReaderText, words: QuestionToken[], at: number): CompanyLookup | null {
  if (words.length < 2) return null;
  const base = lookupCompany(r, words.slice(0, -1), at);
  const company = base ? nameContinuedBy(base, words[words.length - 1]!.lower) : null;
  return company && base ? { kind: 'one', company, how: base.how } : null;
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
    // A lowercase word that only starts a small company's name ("apple") is not taken as that company.
    if (lookup?.kind === 'one' && lookup.how === 'prefix' && !isName(r, first, at) && (lookup.company.marketCap ?? 0) < MIN_PREFIX_MARKET_CAP) return null;
    if (lookup) return lookup;
    if (upper && first.text.length >= 2) {
      const us = r.lexicon.companies.usSymbol(first.text);
      if (us) return { kind: 'one', company: us, how: 'symbol' };
    }
    return null;
  }
  // "indian bank": a curated name may start with a question word; other names may not ("the best bank").
  if (STOP_WORDS.has(first.lower) && !asName) {
    const nickname = r.lexicon.companies.lookup(text, { allowPrefix: false, allowSymbol: false });
    return nickname?.how === 'nickname' ? nickname : null;
  }
  const lookup = r.lexicon.companies.lookup(text, { allowPrefix: !allCommon || asName, allowSymbol: false });
  if (!lookup) {
    // "larsen and tubro": a name with a misspelt word, close to one name only.
    if (!words.some((w) => r.unknownWords.has(w) || r.correctedWords.has(w)) || compactKey(text).length < 9) return null;
    // Closest to the words as typed: a correction may have moved a name word to an English one.
    const close = r.lexicon.companies.closest(r.question.slice(words[0]!.start, words[words.length - 1]!.end));
    return close.length === 1 ? { kind: 'one', company: close[0]!, how: 'fuzzy' } : null;
  }
  if (allCommon && lookup.how !== 'nickname' && !asName) return null;
  return lookup;
}

/** Misspelt company names among the words left (five letters or more). */
export function closeCompanies(r: ReaderText, token: QuestionToken): CompanyCandidate[] {
  if (COMMON_WORDS.has(token.lower) || token.lower.length < 5) return [];
  return r.lexicon.companies.closest(token.text);
}
