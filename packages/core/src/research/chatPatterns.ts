/**
 * The pieces the chat rewrites are written with: Hindi's usual spellings of its comparison words, a Hindi
 * postposition's amount, and a whole-word pattern.
 */

/** Several spellings of one word, as a regular-expression alternation. */
export const any = (...spellings: string[]) => spellings.join('|');

export const MORE = any('zyada', 'zyaada', 'jyada', 'jyaada', 'zada', 'jada', 'ziyada', 'jiyada', 'zyda', 'jyda', 'zyade', 'jyade', 'zaida', 'jayda', 'zayda', 'adhik', 'jyadaa', 'zyadaa');
export const LESS = any('kam', 'kum', 'kamm');
export const ABOVE = any('upar', 'uppar', 'oopar', 'uper', 'ooper');
export const BELOW = any('neeche', 'niche', 'nichey', 'neechay', 'nichhe', 'neche', 'nche');
export const BIG = any('bada', 'badaa', 'bade', 'badi', 'bde', 'bda', 'badey');
export const SMALL = any('chota', 'chhota', 'chote', 'chhote', 'choti', 'chhoti', 'chotey');
export const CHEAP = any('sasta', 'saste', 'sasti', 'sastey', 'sastha', 'sasthe');
export const DEAR = any('mehenga', 'mehnga', 'mehange', 'mehnge', 'mahanga', 'mahange', 'mehngi', 'mehangi', 'mehenge');
export const GOOD = any('accha', 'acha', 'achha', 'ache', 'achhe', 'acche', 'achi', 'achhi', 'acchi', 'badhiya', 'badiya');
export const SABSE = any('sabse', 'sabsey', 'sbse', 'sab se', 'sbsey', 'sabase');
export const AMONG = any('inme se', 'inmein se', 'inmei se', 'inmai se', 'in mein se', 'in me se', 'inmese', 'inmeinse', 'isme se', 'ismein se', 'unme se', 'unmein se', 'unmese', 'inme', 'inmein', 'unme', 'unmein', 'isme', 'ismein', 'ismai', 'ismei', 'is list me', 'is list mein', 'usme se', 'usmein se', 'usmai se', 'usme', 'usmein', 'usmai', 'usmei');

/** Hindi's verbs of putting a list in order ("lagao", "sort karo"). */
export const ARRANGE = any('lagao', 'lagaao', 'laga do', 'lagado', 'rakho', 'karo', 'kro', 'dikhao', 'sort karo', 'order karo', 'sort', 'order');
/** "wali", "wale", "wala": the ones that. */
export const WALE = any('wali', 'waali', 'vali', 'wale', 'wala');
/** "kiska", "kisme": whose, in which. */
export const KISKA = any('kiska', 'kiski', 'kiske', 'kisme', 'kismein', 'kiskaa');
/** "nahi": not; and what follows it in "hona chahiye" (ought to be). */
export const NAHI = any('nahi', 'nahin', 'nhi', 'na');
export const HONA = any('hona', 'ho', 'hai', 'chahiye', 'chaiye', 'hone');

/** A Hindi postposition's amount: "50k cr", "₹500", "20%", "1 lakh crore", "200 dma". */
export const AMOUNT = String.raw`(?:₹\s*|rs\.?\s*)?\d[\d,.]*\s*(?:%|k|l|cr|lakh|lakhs|lac|lacs)?(?:\s+(?:cr|crore|crores|cr\.|lakh|lakhs|lac|lacs|rs|rupees|rupaye|rupay|rupee|percent))?(?:\s+(?:dma|sma|day moving average))?|(?:dma|sma)\s*\d+`;

/** Whole words only: letters, digits and '&' on neither side ("M&M" is one word). */
export const word = (alternation: string) => new RegExp(`(?<![\\p{L}\\d&])(?:${alternation})(?![\\p{L}\\d&])`, 'giu');
