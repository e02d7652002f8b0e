import type { AlertKind } from './kinds';

/**
 * Alerts asked for in the assistant (issue 38): "alert me when reliance falls below 1200", "tcs 4000 cross kare
 * to batana", "notify me if infy rsi goes under 30", "alert me when tcs makes a new 52 week high", "alert me when
 * infy crosses above its 200 day average", "tell me when a company enters my screen 'roe > 20'". A small intent of
 * its own, read before the research reader: it names the company words, the kind, the level and the period; the
 * server looks the company up and asks the person to confirm before anything is saved. An explicit ask whose
 * condition or company cannot be read is 'unclear': the assistant asks instead of guessing.
 */
export type ChatAlertRequest =
  | { type: 'company'; companyWords: string[]; kind: AlertKind; level: number | null; period: number | null }
  | { type: 'screen'; query: string }
  | { type: 'unclear'; companyWords: string[]; missing: 'condition' | 'company' | 'direction' };

/** An explicit ask for an alert: "tell me" only with when/if, so "tell me companies with pe below 15" stays research. */
const ASK = /\b(alert|notify|batana|bata\s+dena|bataye|btana)\b|\b(tell|let)\s+me\s+(know\s+)?(when|if|once|as\s+soon)\b|\bbatao\b/i;
/** Asks that are surely for an alert: only these get a question back when a part is unclear ("tell me if tcs is
 * overvalued", "tcs ka pe batao" stay research). "batao" (tell) asks for an alert only after a "to"/"jab"/"agar". */
const SURE_ASK = /\b(alert|notify|batana|bata\s+dena|btana)\b/i;
const CONDITIONAL_BATAO = /\b(to|toh|jab|agar)\b.*\bbatao\b/i;
const BELOW = /\b(below|under|beneath|less\s+than|falls?|drops?|dips?|down|neeche|niche|nich[ae]|girey?|gire|sell|bearish)\b|</i;
const ABOVE = /\b(above|over|crosses|cross|crossed|exceeds?|more\s+than|rises?|gains?|up|upar|oopar|paar|buy|bullish)\b|>/i;
const RSI = /\brsi\b(?:\s*\(\s*(\d+)\s*\))?/i;
const HIGH_LOW_52W = /\b52[\s-]*(?:week|wk|w)s?[\s-]*(high|low)\b/i;
const SUPERTREND = /\bsuper\s*-?\s*trend\b/i;
/** "200 day average", "200-day moving average", "50 dma", "its moving average" (the 200-day by default). */
const MOVING_AVERAGE = /(?:\b(\d+)[\s-]*(?:days?|d)?[\s-]*)?\b(?:moving\s+average|average|sma|dma|ma)\b/i;
const DIP_TRIGGER = /\b(dip\s*sip|dip\s+trigger)\b/i;
const PERCENT = /(\d+(?:\.\d+)?)\s*(?:%|percent\b|per\s+cent\b)/i;
const WEEK = /\b(week|weekly|hafte?|hafta)\b/i;
const NUMBER = /(?:₹|\brs\.?\s*|\binr\s*)?(?<![a-z0-9.,])(\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?![a-z0-9])/i;
const SCREEN = /\b(enters?|leaves?|joins?|exits?)\b[^'"“”‘’]*\bscreen\b\s*[:]?\s*['"“‘]([^'"”’]+)['"”’]/i;

/** Words that are not the company's. */
const FILLER = new Set(
  `alert alerts me my us when whenever if once as soon the a an notify tell remind inform let know please pls about
   falls fall falling goes go going drops drop dips dip comes come reaches reach hits hit gets get is are be it its it's
   below under beneath less than above over cross crosses crossed exceeds exceed more rises rise rising gains gain
   price share stock rsi level of to at rs inr and or by in on from makes make made new high low week weeks wk
   day days daily moving average sma dma ma supertrend super trend turns turn flips flip up down buy sell bullish bearish
   signal percent per cent previous close closes dipsip sip trigger
   kare karo kar kre ke ki ka ko se par pe neeche niche nicha niche aaye aaya aye jaye jaaye ho hai to toh batana batao bata dena bataye btana
   upar oopar paar girey gire hafte hafta`.split(/\s+/),
);

type Condition = { kind: AlertKind; level: number | null; period: number | null; matched: RegExp[] };

/** Words that say the way alone ("crosses below": below; "falls 5% over a week": the fall). */
const STRICT_BELOW = /\b(below|under|beneath|less\s+than|neeche|niche|nich[ae])\b|</i;
const STRICT_ABOVE = /\b(above|more\s+than|upar|oopar)\b|>/i;

/** The direction a message asks for: 'below', 'above', or null when neither or both are said. */
function directionOf(said: string): 'below' | 'above' | null {
  const text = said.replace(/\bover\s+(?:a|one|the)?\s*(?:day|week|\d+\s+days?)\b/gi, ' ');
  const strictBelow = STRICT_BELOW.test(text);
  if (strictBelow !== STRICT_ABOVE.test(text)) return strictBelow ? 'below' : 'above';
  const below = BELOW.test(text);
  const above = ABOVE.test(text);
  return below === above ? null : below ? 'below' : 'above';
}

/** The condition a message asks for; 'direction' when the kind is clear but not which way; null when none is read. */
function conditionOf(text: string): Condition | 'direction' | null {
  const high52 = HIGH_LOW_52W.exec(text);
  if (high52) return { kind: high52[1]!.toLowerCase() === 'high' ? 'high_52w' : 'low_52w', level: null, period: null, matched: [HIGH_LOW_52W] };
  if (SUPERTREND.test(text)) {
    const way = directionOf(text.replace(SUPERTREND, ' '));
    return way ? { kind: way === 'above' ? 'supertrend_up' : 'supertrend_down', level: null, period: null, matched: [SUPERTREND] } : 'direction';
  }
  if (DIP_TRIGGER.test(text)) {
    const percent = PERCENT.exec(text);
    return percent ? { kind: 'dip_trigger', level: Number(percent[1]), period: null, matched: [DIP_TRIGGER, PERCENT] } : null;
  }
  const rsi = RSI.exec(text);
  if (rsi) {
    const rest = text.slice(rsi.index + rsi[0].length);
    const number = NUMBER.exec(rest);
    if (!number) return null;
    const way = directionOf(text);
    if (!way) return 'direction';
    return { kind: way === 'below' ? 'rsi_below' : 'rsi_above', level: toNumber(number[1]!), period: rsi[1] ? Number(rsi[1]) : null, matched: [RSI] };
  }
  const average = MOVING_AVERAGE.exec(text);
  if (average) {
    const way = directionOf(text.replace(MOVING_AVERAGE, ' '));
    if (!way) return 'direction';
    return { kind: way === 'below' ? 'sma_cross_below' : 'sma_cross_above', level: null, period: average[1] ? Number(average[1]) : null, matched: [MOVING_AVERAGE] };
  }
  const percent = PERCENT.exec(text);
  if (percent) {
    const way = directionOf(text);
    if (!way) return 'direction';
    return { kind: way === 'below' ? 'change_down' : 'change_up', level: Number(percent[1]), period: WEEK.test(text) ? 5 : 1, matched: [PERCENT] };
  }
  const number = NUMBER.exec(text);
  if (!number) return null;
  const way = directionOf(text);
  if (!way) return 'direction';
  return { kind: way === 'below' ? 'price_below' : 'price_above', level: toNumber(number[1]!), period: null, matched: [] };
}

const toNumber = (digits: string) => Number(digits.replace(/,/g, ''));

/** The words left once the condition's own phrases and numbers are taken out. */
function companyWordsOf(text: string, matched: RegExp[]): string[] {
  let rest = text;
  for (const pattern of matched) rest = rest.replace(pattern, ' ');
  return rest
    .replace(new RegExp(NUMBER.source, 'gi'), ' ')
    .toLowerCase()
    .split(/[^a-z0-9&.-]+/)
    .filter((w) => w && !FILLER.has(w) && !/^\d/.test(w) && !/^[.&-]+$/.test(w));
}

/** A chat message's alert request, or null when it is not one. */
export function readChatAlert(message: string): ChatAlertRequest | null {
  const text = message.trim();
  if (!ASK.test(text)) return null;
  if (!SURE_ASK.test(text) && /\bbatao\b/i.test(text) && !CONDITIONAL_BATAO.test(text) && !/\b(tell|let)\s+me\b/i.test(text)) return null;
  const screen = SCREEN.exec(text);
  if (screen) return { type: 'screen', query: screen[2]!.trim() };
  const condition = conditionOf(text);
  if (condition === null || condition === 'direction') {
    if (!SURE_ASK.test(text)) return null;
    return { type: 'unclear', companyWords: companyWordsOf(text, []), missing: condition ?? 'condition' };
  }
  const companyWords = companyWordsOf(text, condition.matched);
  if (companyWords.length === 0) return !SURE_ASK.test(text) ? null : { type: 'unclear', companyWords, missing: 'company' };
  const { kind, level, period } = condition;
  return { type: 'company', companyWords, kind, level, period };
}

/** A reply that confirms the alert the assistant read back ("yes", "haan", "save it"). */
export const isChatConfirmation = (message: string) =>
  /^\s*(y|yes|yes please|yeah|yep|ok|okay|sure|confirm|save|save it|save alert|haan|haa|han|ha|ji|theek hai|thik hai)\s*[.!]?\s*$/i.test(message);
