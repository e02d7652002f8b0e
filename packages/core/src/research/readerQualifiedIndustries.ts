/**
 * Industries the data lists by region, size or ownership ("Cement - North India", "Computers - Software - Large",
 * "Diversified - Medium / Small", "Pharmaceuticals - Multinational"), read from their family's words with the
 * qualifier typed before or after them: "north india cement", "south indian cement cos", "cement cos in north
 * india", "computers software medium/small cos", "diversified medium small cos", "mnc pharma". Read before company
 * names, so "india cement" inside "north india cement" is not India Cements.
 */
import { industryStem, startsIndustryWord } from './industryWords';
import type { ReaderText } from './readerText';

interface Qualifier {
  /** The last part of a catalogue name ("North India"). */
  suffix: RegExp;
  /** Typed forms (words joined by spaces) before or after the family's words ("large steel", "steel large"). */
  either: readonly string[];
}

const QUALIFIERS: readonly Qualifier[] = [
  { suffix: /^north india$/i, either: ['north india', 'north indian', 'northern india', 'north'] },
  { suffix: /^south india$/i, either: ['south india', 'south indian', 'southern india', 'south'] },
  {
    suffix: /^medium \/ small$/i,
    either: [
      'medium/small',
      'medium small',
      'mid/small',
      'mid small',
      'small/medium',
      'small medium',
      'medium and small',
      'small and medium',
      'medium & small',
      'small & medium',
      'small',
      'medium',
    ],
  },
  { suffix: /^large$/i, either: ['large'] },
  { suffix: /^mega$/i, either: ['mega'] },
  { suffix: /^(multinational|mnc)$/i, either: ['mnc', 'mncs', 'multinational', 'multinationals', 'foreign'] },
  { suffix: /^indian$/i, either: ['indian', 'domestic'] },
];

/** Nouns between the family's words and a qualifier after them ("cement cos in north india"). */
const NOUN = /^(companies|company|cos|co|stocks|stock|firms|players|makers|names|shares|sector|industry)$/;

interface QualifiedIndustry {
  name: string;
  stems: string[];
  qualifier: Qualifier;
}

const cache = new WeakMap<readonly string[], QualifiedIndustry[]>();

function qualifiedIndustriesOf(names: readonly string[]): QualifiedIndustry[] {
  let found = cache.get(names);
  if (found) return found;
  found = [];
  for (const name of names) {
    const parts = name.split(' - ');
    if (parts.length < 2) continue;
    const qualifier = QUALIFIERS.find((q) => q.suffix.test(parts.at(-1)!.trim()));
    const stems = parts
      .slice(0, -1)
      .join(' ')
      .split(/[^A-Za-z]+/)
      .map(industryStem)
      .filter((w) => w.length > 1 && w !== 'and');
    if (qualifier && stems.length > 0) found.push({ name, stems, qualifier });
  }
  cache.set(names, found);
  return found;
}

/** Typed words that name the family: each a family word, in order, ending with its last word ("software" of "Computers - Software"). */
function namesFamily(typed: readonly string[], stems: readonly string[]): boolean {
  if (typed.length === 0 || typed.length > stems.length) return false;
  const tail = stems.slice(stems.length - typed.length);
  return typed.every((w, k) => startsIndustryWord(tail[k]!, w));
}

/** The number of tokens from `at` that are one of the forms (longest first), or 0. */
function formAt(r: ReaderText, at: number, forms: readonly string[]): number {
  for (let len = 3; len >= 1; len--) {
    if (at < 0 || !r.free(at, at + len) || at + len > r.tokens.length) continue;
    const text = r.tokens
      .slice(at, at + len)
      .map((t) => t.lower)
      .join(' ');
    if (forms.includes(text)) return len;
  }
  return 0;
}

/** "small cap", "large caps": a size read as a market-cap band, not an industry's size. */
const capAfter = (r: ReaderText, at: number) =>
  /^(caps?|cap\.?|capitalisation|capitalization)$/.test(r.tokens[at]?.lower ?? '');

/** The qualified industries the question names, read once per question (company names are read after them). */
export function qualifiedIndustries(r: ReaderText): readonly string[] {
  return (r.qualifiedIndustries ??= findQualifiedIndustries(r));
}

function findQualifiedIndustries(r: ReaderText): string[] {
  const names = r.lexicon.sectorNames;
  if (!names) return [];
  const industries = qualifiedIndustriesOf(names);
  if (industries.length === 0) return [];
  const found: string[] = [];
  for (let i = 0; i < r.tokens.length; i++) {
    for (let len = Math.min(3, r.tokens.length - i); len >= 1; len--) {
      if (!r.free(i, i + len)) continue;
      const typed = r.tokens.slice(i, i + len).map((t) => t.lower);
      if (!typed.every((w) => /^[a-z]+$/.test(w))) continue;
      const family = industries.filter((q) => namesFamily(typed.map(industryStem), q.stems));
      if (family.length === 0) continue;
      const span = qualifiedSpan(r, i, len, family);
      if (!span) continue;
      if (!found.includes(span.name)) found.push(span.name);
      // "diversified - large industry", "steel - large stocks": the noun after the industry is read with it.
      const end = span.end < r.tokens.length && !r.tokens[span.end]!.used && NOUN.test(r.tokens[span.end]!.lower) ? span.end + 1 : span.end;
      r.use(span.start, end);
      i = end - 1;
      break;
    }
  }
  return found;
}

/** The one industry of the family a qualifier beside the words at [i, i + len) picks, with the tokens it spans. */
function qualifiedSpan(
  r: ReaderText,
  i: number,
  len: number,
  family: QualifiedIndustry[],
): { name: string; start: number; end: number } | null {
  const picks: { name: string; start: number; end: number }[] = [];
  for (const industry of family) {
    const { either } = industry.qualifier;
    for (let back = 3; back >= 1; back--) {
      if (formAt(r, i - back, either) === back) {
        picks.push({ name: industry.name, start: i - back, end: i + len });
        break;
      }
    }
    // After the words, or after their noun and "in" ("cement cos in north india").
    let at = i + len;
    if (NOUN.test(r.tokens[at]?.lower ?? '') && r.tokens[at + 1]?.lower === 'in') at += 2;
    else if (r.tokens[at]?.lower === 'in') at += 1;
    const afterLength = formAt(r, at, either);
    if (afterLength > 0 && !capAfter(r, at + afterLength))
      picks.push({ name: industry.name, start: i, end: at + afterLength });
  }
  const names = new Set(picks.map((p) => p.name));
  return names.size === 1 ? picks.sort((a, b) => b.end - b.start - (a.end - a.start))[0]! : null;
}
