/**
 * Sectors and industries in everyday words ("banks", "IT", "pharma"), and the ones a question excludes ("other than banks").
 */
import { industryWordsOf } from './industryWords';
import { qualifiedIndustries } from './readerQualifiedIndustries';
import { STOP_WORDS } from './questionWords';
import type { ReaderText } from './readerText';
import { SECTOR_ALIASES } from './sectors';

/** Industry names that are also everyday question words ("trading", "miscellaneous") or short ("ac"): names only before their noun. */
const VERB_LIKE_INDUSTRIES = /^(trading|trade|miscellaneous|misc|others?|diversified|services|holding|holdings|investments?|ac|acs)$/;

/** A name as the words say it: dashes as spaces, "&" as "and", one space between words ("diversified - large"). */
const spoken = (text: string) => text.replace(/-/g, ' ').replace(/ & /g, ' and ').replace(/\s+/g, ' ').trim();

export function findSectors(r: ReaderText): string[] {
  const found: string[] = [...qualifiedIndustries(r)];
  const names = new Map<string, string>();
  for (const key of Object.keys(SECTOR_ALIASES)) names.set(key, key === 'it' ? 'IT' : key);
  for (const name of r.lexicon.sectorNames ?? []) if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  for (let i = 0; i < r.tokens.length; i++) {
    for (let len = Math.min(5, r.tokens.length - i); len >= 1; len--) {
      if (!r.free(i, i + len)) continue;
      const phrase = r.tokens.slice(i, i + len);
      const text = spoken(phrase.map((t) => t.lower).join(' '));
      // "healthcare industry": the catalogue's industry of that very name, not the everyday sector it shares a word with.
      const catalogued = r.tokens[i + len]?.lower === 'industry' ? r.lexicon.sectorNames?.find((name) => spoken(name.toLowerCase()) === text) : undefined;
      const value =
        catalogued ??
        names.get(text) ??
        (text === 'its' ? undefined : (names.get(text.replace(/s$/, '')) ?? names.get(text.replace(/ies$/, 'y')) ?? (text.length >= 4 ? names.get(`${text}s`) : undefined))) ??
        industryOf(r, phrase.map((t) => t.lower));
      if (!value) continue;
      // "trading above 200 dma": an industry named by a word questions use otherwise counts only before its noun.
      if (VERB_LIKE_INDUSTRIES.test(text) && !/^(companies|company|stocks|stock|cos|firms|sector|industry|houses|names|makers|manufacturers|players|producers)$/.test(r.tokens[i + len]?.lower ?? '')) continue;
      // "it" is a pronoun unless written in capitals or followed by companies / stocks / sector, or it opens the
      // question before a figure already read ("it roe > 25": no pronoun stands there).
      const opensFigure = i === 0 && r.tokens.length > 1 && r.tokens[1]!.used && /^[a-z]/.test(r.tokens[1]!.lower);
      // "it and pharma stocks": IT beside another sector joined by "and" / "or".
      const besideSector = /^(and|or|&|aur)$/.test(r.tokens[i + 1]?.lower ?? '') && names.has(r.tokens[i + 2]?.lower ?? '');
      // "top 10 it by mcap", "5 biggest it": after a count or a superlative "it" is the sector too.
      const afterCut = /^(top|bottom|\d{1,3}|biggest|largest|smallest|best|worst|cheapest|costliest|leading)$/.test(r.tokens[i - 1]?.lower ?? '');
      if (text === 'it' && phrase[0]!.text !== 'IT' && !opensFigure && !besideSector && !afterCut && !/^(companies|company|stocks|stock|sector|shares|firms|firm|services|cos)$/.test(r.tokens[i + 1]?.lower ?? '')) continue;
      // "other than banks", "excluding banks", "except IT", "non-banking"
      const before = r.tokens[i - 1];
      const twoBefore = r.tokens[i - 2];
      const negated = before && !before.used && /^(excluding|except|exclude|excl|ex|non|without)$/.test(before.lower) ? 1
        : before && twoBefore && !before.used && !twoBefore.used && before.lower === 'than' && twoBefore.lower === 'other' ? 2 : 0;
      if (negated) {
        if (!r.negatedSectors.includes(value)) r.negatedSectors.push(value);
        r.use(i - negated, i + len);
      } else {
        // "pharma or it stocks": the word joining two sectors is read with them.
        if (found.length > 0 && before && !before.used && /^(or|and|&)$/.test(before.lower)) r.use(i - 1, i);
        if (!found.includes(value)) found.push(value);
        r.use(i, i + len);
      }
      if (/^(sector|sectors|industry|space|stocks|companies|names|mills|makers|manufacturers|producers|players)$/.test(r.tokens[i + len]?.lower ?? '')) r.use(i + len, i + len + 1);
      break;
    }
  }
  return withoutBroader(found);
}

/**
 * "pharmaceuticals indian formulations": a broad word read beside the industry it begins is that industry, not
 * also the whole sector ("Pharmaceuticals - Indian - Formulations", not "pharmaceuticals" or it).
 */
function withoutBroader(values: string[]): string[] {
  const words = (value: string) => value.toLowerCase().split(/[^a-z&]+/).filter(Boolean);
  return values.filter((v) => !values.some((w) => w !== v && w.length > v.length && words(v).every((word) => words(w).includes(word)) && /[ -]/.test(w)));
}

/**
 * The data's industries the words name ("forging" Castings & Forgings), as one filter value: the common part of
 * their names when several are one industry in two listings ("Pesticides / Agrochemicals - Indian" and
 * "- Multinational"), else the single name. Question words are not read.
 */
function industryOf(r: ReaderText, words: string[]): string | undefined {
  // "finance and investment": an "and" inside an industry's name is part of it.
  const inner = words.filter((w, i) => !((w === '&' || w === 'and') && i > 0 && i < words.length - 1));
  if (!r.lexicon.sectorNames || inner.some((w) => STOP_WORDS.has(w) || !/^[a-z&]+$/.test(w))) return undefined;
  const found = industryWordsOf(r.lexicon.sectorNames).find(inner);
  if (found.length === 1) return found[0];
  if (found.length === 0) return undefined;
  // "Pesticides / Agrochemicals - Indian" and "- Multinational": the catalogue's Indian listing of the industry,
  // unless the question asks for the multinationals ("mnc agrochem").
  const family = familyOf(found);
  if (family) return r.has(/\b(mncs?|multinationals?|foreign)\b/) ? family.mnc : family.indian;
  // "Food - Processing - Indian" and "Food - Processing - MNC": what they share, cut at a separator.
  let common = found[0]!;
  for (const name of found.slice(1)) while (!name.startsWith(common)) common = common.slice(0, -1);
  common = common.replace(/[\s\-/&,]+$/, '');
  return common.length >= 4 && /[a-z]$/i.test(common) ? common : undefined;
}

const QUALIFIED = /^(.*?)\s*-\s*(Indian|MNC|Multinational)$/;

/** One industry listed twice, as its Indian and its multinational companies: the two names, else null. */
function familyOf(names: string[]): { indian: string; mnc: string } | null {
  if (names.length !== 2) return null;
  const [a, b] = names.map((name) => QUALIFIED.exec(name));
  if (!a || !b || a[1] !== b[1] || a[2] === b[2]) return null;
  const indian = a[2] === 'Indian' ? names[0]! : b[2] === 'Indian' ? names[1]! : null;
  return indian ? { indian, mnc: indian === names[0] ? names[1]! : names[0]! } : null;
}
