import { CHAT_AUTOCOMPLETE_MIN, CHAT_MAX_INPUT } from './constants';

/** The text after the last space or newline before the cursor (spec 000 section 5). */
export function currentWord(text: string, cursor: number = text.length): string {
  const before = text.slice(0, cursor);
  const start = Math.max(before.lastIndexOf(' '), before.lastIndexOf('\n')) + 1;
  return before.slice(start);
}

/**
 * The first keyword containing the current word (case-insensitive) once it has 4 or more characters,
 * or null. A keyword equal to the word is no suggestion.
 */
export function suggestKeyword(text: string, cursor: number, keywords: readonly string[]): string | null {
  const word = currentWord(text, cursor);
  if (word.length < CHAT_AUTOCOMPLETE_MIN) return null;
  const needle = word.toLowerCase();
  const found = keywords.find((k) => k.toLowerCase().includes(needle) && k.toLowerCase() !== needle);
  return found ?? null;
}

/** Replaces the current word with the keyword (Tab); returns the new text and cursor. */
export function acceptKeyword(text: string, cursor: number, keyword: string): { text: string; cursor: number } {
  const word = currentWord(text, cursor);
  const start = cursor - word.length;
  const next = (text.slice(0, start) + keyword + text.slice(cursor)).slice(0, CHAT_MAX_INPUT);
  return { text: next, cursor: Math.min(start + keyword.length, next.length) };
}

/** Input is cut to 1000 characters (spec 000 section 5). */
export const clampChatInput = (text: string) => text.slice(0, CHAT_MAX_INPUT);

/** Whitespace-only input is not sent. */
export const isSendable = (text: string) => text.trim().length > 0;
