/**
 * Company names that hold a word of chat shorthand or Hinglish ("info edge": "info" is chat for "details"; "rhi
 * magnesita": "rhi" is Hinglish glue; "de nora": "de" is "give"): the name is kept out of the chat-word reading,
 * so the reader sees it as typed.
 */
import type { CompanyIndex } from './companyIndex';
import { compactKey, nameKey } from './companyNicknames';

/** A run of typed words, and where it starts and ends in the question. */
interface Span {
  start: number;
  end: number;
}

/** Private-use characters: no rewrite reads them as a letter, a digit or a space, so a kept name passes untouched. */
const MARK = '\uE000';
const placeholder = (k: number) => `${MARK}${String.fromCharCode(0xe100 + k)}`;
const PLACEHOLDER = /\uE000([\uE100-\uE1FF])/g;

/** Words of two letters or more, with where they are ("&" joins a name: "jb chemicals & pharmaceuticals"). */
function wordsOf(question: string): Span[] {
  return [...question.matchAll(/[A-Za-z0-9][A-Za-z0-9&'’.-]*[A-Za-z0-9]|[A-Za-z0-9]|&/g)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/**
 * Whether typed words name one listed company by themselves: its whole name, a curated nickname, its symbol
 * written as the start of its name ("de nora": DENORA), or its name's first words ("rhi magnesita").
 */
function namesOne(phrase: string, companies: CompanyIndex): boolean {
  const found = companies.lookup(phrase, { allowPrefix: true, allowSymbol: true });
  if (found?.kind !== 'one' || (found.company.marketCap ?? 0) <= 0) return false;
  if (found.how === 'symbol') return compactKey(nameKey(found.company.name)).startsWith(compactKey(phrase));
  return found.how === 'name' || found.how === 'nickname' || found.how === 'prefix';
}

/** Whether the reading changes a word typed alone, remembered per word (the same words come in question after question). */
const readAlone = new WeakMap<(text: string) => string, Map<string, boolean>>();
const MAX_REMEMBERED = 20_000;
function changesAlone(typed: string, chatReading: (text: string) => string): boolean {
  let seen = readAlone.get(chatReading);
  if (!seen) readAlone.set(chatReading, (seen = new Map()));
  const known = seen.get(typed);
  if (known !== undefined) return known;
  const changes = chatReading(typed) !== typed;
  if (seen.size >= MAX_REMEMBERED) seen.clear();
  seen.set(typed, changes);
  return changes;
}

/**
 * Runs of two to four words that name one listed company and hold both a word the chat-word reading would change
 * and a word it would not, each replaced by a placeholder; `restore` puts them back.
 */
export function keepChatNames(question: string, companies: CompanyIndex, chatReading: (text: string) => string): { text: string; restore: (text: string) => string } {
  const words = wordsOf(question);
  // Each word read alone: a name is kept only when the reading would change one of its words but the last.
  const changed = words.map((w) => changesAlone(question.slice(w.start, w.end), chatReading));
  const kept: Span[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let len = Math.min(4, words.length - i); len >= 2; len--) {
      const span = { start: words[i]!.start, end: words[i + len - 1]!.end };
      // A word of its own stays in the name; a last word the reading changes has three letters or more ("sona blw").
      const run = changed.slice(i, i + len);
      const lastWord = question.slice(words[i + len - 1]!.start, words[i + len - 1]!.end);
      if (!run.some(Boolean) || run.every(Boolean) || (run[len - 1] && lastWord.length < 3)) continue;
      if (!namesOne(question.slice(span.start, span.end), companies)) continue;
      kept.push(span);
      i += len - 1;
      break;
    }
  }
  if (kept.length === 0) return { text: question, restore: (text) => text };
  let text = '';
  let at = 0;
  kept.forEach((span, k) => {
    text += question.slice(at, span.start) + placeholder(k);
    at = span.end;
  });
  text += question.slice(at);
  const names = kept.map((span) => question.slice(span.start, span.end));
  return { text, restore: (read) => read.replace(PLACEHOLDER, (_, mark: string) => names[mark.charCodeAt(0) - 0xe100] ?? '') };
}
