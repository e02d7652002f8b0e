import type { AlertKind } from './kinds';

/**
 * Alerts asked for in the assistant (issue 38): "alert me when reliance falls below 1200", "tcs 4000 cross kare
 * to batana", "notify me if infy rsi goes under 30", "tell me when a company enters my screen 'roe > 20'". A
 * small intent of its own, read before the research reader: it names the company words, the kind and the
 * level; the server looks the company up and asks the person to confirm before anything is saved.
 */
export type ChatAlertRequest =
  | { type: 'company'; companyWords: string[]; kind: AlertKind; level: number }
  | { type: 'screen'; query: string };

/** An explicit ask for an alert: "tell me" only with when/if, so "tell me companies with pe below 15" stays research. */
const ASK = /\b(alert|notify|remind|batana|batao|bata\s+dena|bataye|btana)\b|\b(tell|let)\s+me\s+(know\s+)?(when|if|once|as\s+soon)\b/i;
const BELOW = /\b(below|under|beneath|less\s+than|falls?|drops?|dips?|neeche|niche|nich[ae]|girey?|gire)\b|</i;
const ABOVE = /\b(above|over|crosses|cross|crossed|exceeds?|more\s+than|rises?|upar|oopar|paar)\b|>/i;
const RSI = /\brsi\b/i;
const NUMBER = /(?:₹|\brs\.?\s*|\binr\s*)?(?<![a-z0-9.,])(\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?![a-z0-9])/i;
const SCREEN = /\b(enters?|leaves?|joins?|exits?)\b[^'"“”‘’]*\bscreen\b\s*[:]?\s*['"“‘]([^'"”’]+)['"”’]/i;

/** Words that are not the company's. */
const FILLER = new Set(
  `alert alerts me my us when whenever if once as soon the a an notify tell remind inform let know please pls
   falls fall falling goes go going drops drop dips dip comes come reaches reach hits hit gets get is are be its it's
   below under beneath less than above over cross crosses crossed exceeds exceed more rises rise rising
   price share stock rsi level of to at rs inr and or
   kare karo kar kre ke ki ka ko se par pe neeche niche nicha niche aaye aaya aye jaye jaaye ho hai to toh batana batao bata dena bataye btana
   upar oopar paar girey gire`.split(/\s+/),
);

/** A chat message's alert request, or null when it is not one. */
export function readChatAlert(message: string): ChatAlertRequest | null {
  const text = message.trim();
  if (!ASK.test(text)) return null;
  const screen = SCREEN.exec(text);
  if (screen) return { type: 'screen', query: screen[2]!.trim() };
  const rsi = RSI.test(text);
  const number = NUMBER.exec(rsi ? text.slice(text.search(RSI)) : text);
  if (!number) return null;
  const level = Number(number[1]!.replace(/,/g, ''));
  if (!Number.isFinite(level)) return null;
  const below = BELOW.test(text);
  const above = ABOVE.test(text);
  if (below === above) return null; // neither, or both: not a clear direction
  const kind: AlertKind = rsi ? (below ? 'rsi_below' : 'rsi_above') : below ? 'price_below' : 'price_above';
  const companyWords = text
    .replace(NUMBER, ' ')
    .toLowerCase()
    .split(/[^a-z0-9&.-]+/)
    .filter((w) => w && !FILLER.has(w) && !/^\d/.test(w));
  if (companyWords.length === 0) return null;
  return { type: 'company', companyWords, kind, level };
}

/** A reply that confirms the alert the assistant read back ("yes", "haan", "save it"). */
export const isChatConfirmation = (message: string) =>
  /^\s*(y|yes|yes please|yeah|yep|ok|okay|sure|confirm|save|save it|save alert|haan|haa|han|ha|ji|theek hai|thik hai)\s*[.!]?\s*$/i.test(message);
