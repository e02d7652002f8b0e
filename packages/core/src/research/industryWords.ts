/**
 * Industries by their own words: "packaging", "forgings", "agrochem", "electronic components", "dyes and pigments"
 * find the data's industry names ("Packaging", "Castings & Forgings", "Pesticides / Agrochemicals - Indian",
 * "Electronics - Components", "Dyes And Pigments") without a curated alias for each.
 */

/** Words of an industry name that say nothing of what the companies make. */
const IGNORED = new Set(['and', 'indian', 'mnc', 'multinational', 'products', 'product', 'others', 'other', 'misc', 'miscellaneous', 'general', 'large', 'medium', 'small', 'diversified']);

/** A word's stem: lowercase letters, plural ending off ("forgings" forging, "batteries" battery). */
export function industryStem(word: string): string {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/** A typed word is an industry word: the same stem, or the start of one of five letters or more ("agrochem", "pharma"). */
export const startsIndustryWord = (stem: string, typed: string) => stem === typed || (typed.length >= 5 && stem.startsWith(typed));

/** A catalogue word that shortens the typed one: its letters in order, the same first three ("formln" of "formulation"). */
function abbreviates(stem: string, word: string): boolean {
  if (stem.length < 4 || word.length <= stem.length || stem.slice(0, 3) !== word.slice(0, 3) || stem.at(-1) !== word.at(-1)) return false;
  let at = 0;
  for (const letter of word) if (letter === stem[at]) at++;
  return at === stem.length;
}

const stemsOf = (name: string) => name.split(/[^A-Za-z]+/).map(industryStem).filter((w) => w.length > 1 && !IGNORED.has(w));

export class IndustryWords {
  private readonly names: { name: string; stems: string[] }[];

  constructor(industryNames: readonly string[]) {
    this.names = industryNames.map((name) => ({ name, stems: stemsOf(name) })).filter((n) => n.stems.length > 0);
  }

  /** Whether two to four typed words are all the words of one industry's name, in order. */
  namesWhole(words: readonly string[]): boolean {
    if (words.length < 2 || words.length > 4) return false;
    const typed = words.map(industryStem).filter((w) => w && !IGNORED.has(w));
    if (typed.length < 2) return false;
    return this.names.some(({ stems }) => stems.length === typed.length && typed.every((w, i) => stems[i] === w));
  }

  /**
   * The industries every typed word names (each word one of the industry's words, or the start of one of five
   * letters or more: "agrochem"); those the words name whole come before those they only name in part, and only
   * they are returned when there are any ("packaging" is Packaging, not also Containers & Packaging).
   */
  find(words: readonly string[]): string[] {
    const typed = words.map(industryStem).filter((w) => w && !IGNORED.has(w));
    // One short word is too often something else ("park" of Park Hotels is not Amusement Parks).
    if (typed.length === 0 || (typed.length === 1 && typed[0]!.length < 6) || !typed.some((w) => w.length >= 5)) return [];
    // A catalogue abbreviation ("Bulk Drugs & Formln") only when no name holds the words as typed.
    const found = this.named(typed, startsIndustryWord);
    return found.length > 0 ? found : this.named(typed, (stem, word) => startsIndustryWord(stem, word) || abbreviates(stem, word));
  }

  private named(typed: readonly string[], fits: (stem: string, word: string) => boolean): string[] {
    const joined = typed.join('');
    const whole: string[] = [];
    const part: string[] = [];
    for (const { name, stems } of this.names) {
      // Words written together ("agrochemicals" as "agro chemicals") are one word of the name as typed, never an abbreviation.
      const each = typed.every((w) => stems.some((s) => fits(s, w))) || (typed.length > 1 && stems.some((s) => startsIndustryWord(s, joined)));
      if (!each) continue;
      (stems.length === typed.length ? whole : part).push(name);
    }
    return whole.length > 0 ? whole : part;
  }
}

/** Whether two to four typed words are all the words of one industry's name ("computer education"). */
export function namesIndustryWhole(words: readonly string[], industryNames: readonly string[]): boolean {
  return industryWordsOf(industryNames).namesWhole(words);
}

const cache = new WeakMap<readonly string[], IndustryWords>();

export function industryWordsOf(names: readonly string[]): IndustryWords {
  let words = cache.get(names);
  if (!words) cache.set(names, (words = new IndustryWords(names)));
  return words;
}
