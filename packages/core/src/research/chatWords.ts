/**
 * Questions as people type them in a chat: romanised Hindi (Hinglish, with its usual spellings: "zyada",
 * "jyada", "zada"; "kitna", "kitana") and chat shorthand ("u", "n", "abt", "wat", "plz"), read as the English
 * the question reader knows before it reads them. Words that only glue a sentence together ("ka", "hai",
 * "batao", "karo") are dropped; words that carry meaning become their English ("se upar" above, "sabse kam"
 * lowest, "kiska" which, "sirf" only, "inme se" among these, "uska" its); Hindi puts a comparison after its
 * amount ("20 se kam"), so the amount moves behind the English comparator ("below 20"). A word neither list
 * knows is left as typed: the reader still declines what it cannot use.
 */
import { CHAT_ENGLISH } from './chatEnglish';
import { HINGLISH_PHRASES } from './chatHinglishPhrases';
import { CHAT_VOCABULARY } from './chatVocabulary';

/** Rewrites in order: phrases first, then single words, then chat English and the glue words. */
const REWRITES: readonly [RegExp, string][] = [...HINGLISH_PHRASES, ...CHAT_VOCABULARY, ...CHAT_ENGLISH];

/** The question in the English the reader knows (unchanged when it holds no Hinglish or shorthand). */
export function readChatWords(question: string): string {
  let text = question;
  for (const [pattern, english] of REWRITES) text = text.replace(pattern, english);
  return text.replace(/\s{2,}/g, ' ').replace(/\s+([,?.!])/g, '$1').trim();
}
