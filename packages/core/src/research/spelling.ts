/**
 * Small misspellings of the question's words: a word the reader does not know is read as the one known word
 * within one edit (a swap of two neighbouring letters counts as one) for words of five letters or more, two
 * edits from eight letters, and only a swap for four-letter words. When two known words are equally close
 * the word is left as typed (the coverage check then asks). Known words are the reader's own vocabulary
 * (metrics, comparators, sectors, indices, question words) and the words of company names and nicknames.
 */
import { HISTORY_ITEMS } from './plan';
import { COMPARATOR_PHRASES, FILLER_WORDS } from './englishWords';
import { INDEX_ALIASES } from './indexAliases';
import { RESEARCH_METRICS } from './metrics';
import { COMMON_WORDS, NUMBER_WORDS, STOP_WORDS } from './questionWords';
import { SECTOR_ALIASES } from './sectors';

/** Optimal string alignment distance (Levenshtein plus adjacent swaps), stopping early above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push(new Array<number>(b.length + 1).fill(0));
    rows[i]![0] = i;
  }
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

const wordsOf = (text: string) => text.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 2);

/** The reader's own words: what questions are made of apart from company names. */
export const DOMAIN_WORDS: ReadonlySet<string> = (() => {
  const words = new Set<string>([...STOP_WORDS, ...COMMON_WORDS, ...FILLER_WORDS, ...Object.keys(NUMBER_WORDS)]);
  for (const [phrase] of COMPARATOR_PHRASES) for (const word of phrase) words.add(word);
  for (const metric of RESEARCH_METRICS) for (const name of [metric.name, ...metric.aliases]) for (const w of wordsOf(name)) words.add(w);
  for (const item of HISTORY_ITEMS) for (const name of [item.name, ...item.aliases]) for (const w of wordsOf(name)) words.add(w);
  for (const [key, names] of Object.entries(SECTOR_ALIASES)) for (const name of [key, ...names]) for (const w of wordsOf(name)) words.add(w);
  for (const alias of INDEX_ALIASES.keys()) for (const w of wordsOf(alias)) words.add(w);
  for (const w of 'nifty sensex midcap smallcap largecap gainers losers performers performing cagr growth returns constituents members shareholding dma sma rsi pe pb roe roce eps ebitda opm npm fii dii promoter pledged quarterly annual yearly history trend compare versus cheapest biggest smallest largest highest lowest north south northern southern multinational mnc medium cross touch breach beat outperform underperform rally bounce'.split(' ')) words.add(w);
  return words;
})();

function closest(word: string, candidates: Iterable<string>, max: number, swapOnly: boolean): string[] {
  let best = max + 1;
  let found: string[] = [];
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - word.length) > max) continue;
    if (candidate[0] !== word[0] && candidate[1] !== word[1]) continue;
    if (swapOnly && (candidate.length !== word.length || [...candidate].sort().join('') !== [...word].sort().join(''))) continue;
    const distance = editDistance(word, candidate, max);
    if (distance > max || distance > best) continue;
    if (distance < best) {
      best = distance;
      found = [];
    }
    found.push(candidate);
  }
  return found;
}

/**
 * The known word a misspelt word means, or null (known already, too short, nothing close, or a tie). Domain
 * words win over company-name words at the same distance.
 */
export function correctSpelling(word: string, nameWords: ReadonlySet<string>): string | null {
  const lower = word.toLowerCase();
  // Own keys only: a word such as 'constructor' must not find Object.prototype's members (found by the fuzz test).
  if (Object.hasOwn(ABBREVIATIONS, lower)) return ABBREVIATIONS[lower]!;
  if (!/^[a-z]+$/.test(lower) || lower.length < 4) return null;
  if (DOMAIN_WORDS.has(lower) || nameWords.has(lower)) return null;
  const max = lower.length >= 8 ? 2 : 1;
  const swapOnly = lower.length === 4;
  const domain = closest(lower, DOMAIN_WORDS, max, swapOnly);
  if (domain.length > 1) return null;
  if (domain.length === 1) {
    // A company word strictly closer than the question word wins ("reliabce" -> "reliance", not "reliable"); at
    // the same distance the question word does.
    const domainDistance = editDistance(lower, domain[0]!, max);
    const names = closest(lower, nameWords, domainDistance - 1, swapOnly || lower.length === 5);
    if (names.length === 0) return domain[0]!;
    return names.length === 1 && lower.length >= 5 ? names[0]! : null;
  }
  // Company words from six letters; a five-letter word only by a swap of two letters ("wipor" -> "wipro"):
  // other one-letter changes of short English words the vocabulary lacks are not names.
  if (lower.length < 5) return null;
  const names = closest(lower, nameWords, max, swapOnly || lower.length === 5);
  return names.length === 1 ? names[0]! : null;
}

/** Shorthand investors type that is not a misspelling of one word. */
const ABBREVIATIONS: Readonly<Record<string, string>> = { bnk: 'bank', bk: 'bank', cos: 'companies', mkt: 'market', pft: 'profit', rev: 'revenue', qtr: 'quarter', shr: 'share', stk: 'stock', stks: 'stocks' };
