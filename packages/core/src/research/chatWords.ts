/**
 * Questions as people type them in a chat: romanised Hindi (Hinglish, with its usual spellings: "zyada",
 * "jyada", "zada"; "kitna", "kitana") and chat shorthand ("u", "n", "abt", "wat", "plz"), read as the English
 * the question reader knows before it reads them. Words that only glue a sentence together ("ka", "hai",
 * "batao", "karo") are dropped; words that carry meaning become their English ("se upar" above, "sabse kam"
 * lowest, "kiska" which, "sirf" only, "inme se" among these, "uska" its); Hindi puts a comparison after its
 * amount ("20 se kam"), so the amount moves behind the English comparator ("below 20"). A word neither list
 * knows is left as typed: the reader still declines what it cannot use.
 */

/** Several spellings of one word, as a regular-expression alternation. */
const any = (...spellings: string[]) => spellings.join('|');

const MORE = any('zyada', 'zyaada', 'jyada', 'jyaada', 'zada', 'jada', 'ziyada', 'jiyada', 'zyda', 'jyda', 'zyade', 'jyade', 'zaida', 'jayda', 'zayda', 'adhik', 'jyadaa', 'zyadaa');
const LESS = any('kam', 'kum', 'kamm');
const ABOVE = any('upar', 'uppar', 'oopar', 'uper', 'ooper');
const BELOW = any('neeche', 'niche', 'nichey', 'neechay', 'nichhe', 'neche', 'nche');
const BIG = any('bada', 'badaa', 'bade', 'badi', 'bde', 'bda', 'badey');
const SMALL = any('chota', 'chhota', 'chote', 'chhote', 'choti', 'chhoti', 'chotey');
const CHEAP = any('sasta', 'saste', 'sasti', 'sastey', 'sastha', 'sasthe');
const DEAR = any('mehenga', 'mehnga', 'mehange', 'mehnge', 'mahanga', 'mahange', 'mehngi', 'mehangi', 'mehenge');
const GOOD = any('accha', 'acha', 'achha', 'ache', 'achhe', 'acche', 'achi', 'achhi', 'acchi', 'badhiya', 'badiya');
const SABSE = any('sabse', 'sabsey', 'sbse', 'sab se', 'sbsey', 'sabase');
const AMONG = any('inme se', 'inmein se', 'inmei se', 'inmai se', 'in mein se', 'in me se', 'inmese', 'inmeinse', 'isme se', 'ismein se', 'unme se', 'unmein se', 'unmese', 'inme', 'inmein', 'unme', 'unmein', 'isme', 'ismein', 'ismai', 'ismei', 'is list me', 'is list mein', 'usme se', 'usmein se', 'usmai se', 'usme', 'usmein', 'usmai', 'usmei');

/** A Hindi postposition's amount: "50k cr", "₹500", "20%", "1 lakh crore", "200 dma". */
const AMOUNT = String.raw`(?:₹\s*|rs\.?\s*)?\d[\d,.]*\s*(?:%|k|l|cr|lakh|lakhs|lac|lacs)?(?:\s+(?:cr|crore|crores|cr\.|lakh|lakhs|lac|lacs|rs|rupees|rupaye|rupay|rupee|percent))?(?:\s+(?:dma|sma|day moving average))?|(?:dma|sma)\s*\d+`;

/** Whole words only: letters, digits and '&' on neither side ("M&M" is one word). */
const word = (alternation: string) => new RegExp(`(?<![\\p{L}\\d&])(?:${alternation})(?![\\p{L}\\d&])`, 'giu');

/** Rewrites in order: phrases first, then single words. */
const REWRITES: readonly [RegExp, string][] = [
  // "any idea what the roce of X is", "do u know": a way of asking, not a company ("idea" is also Vodafone Idea).
  [/^(?:(?:any|ny)\s+idea|(?:do|d)\s+(?:you|u)\s+know|(?:can|cn)\s+(?:you|u)\s+(?:tell|say))\s+/iu, ''],
  // "r u able to show", "is it possible to get", "could you pls pull up": a way of asking.
  [/^(?:(?:are|r|will|wil|would|wud|could|cud|can|cn)\s+(?:you|u|ya)\s+(?:be\s+)?(?:able\s+to\s+)?|(?:is\s+it|is\s+there\s+a\s+way)\s+(?:possible\s+)?to\s+)(?:please\s+|pls\s+|plz\s+|kindly\s+)?(?:show|get|give|tell|share|pull\s+up|fetch|find|check|list|display)(?:\s+(?:me|us))?\s+/iu, 'show '],
  // "50 hazar cr" = "50000 cr" (hazaar: thousand).
  [/(?<![\p{L}\d])(\d+)\s*(?:hazar|hazaar|hajar|hajaar|hazzar|hzr|hazār)(?![\p{L}\d])/giu, '$1000'],
  // "fii/dii holding": the two groups, as one compound name.
  [/(?<![\p{L}\d&])(fii|fpi|dii|promoter|mf)s?\/(fii|fpi|dii|promoter|mf)s?(?![\p{L}\d&])/giu, '$1 $2'],
  // "promoters kitne % hold karte hai", "promoters ka kitna hissa hai", "fii ki hissedari": the group's holding.
  [new RegExp(`(?<![\\p{L}\\d&])(promoter group|promoter|promotor|fii|dii|fpi|public|mutual fund|mf)s?\\s+(?:(?:${any('ka', 'ki', 'ke', 'kitna', 'kitne', 'kitni', 'kitana', 'kya', 'kaa')})\\s+){0,2}(?:%\\s+|percent\\s+|pct\\s+)?(?:${any('hissa', 'hissedari', 'hisedari', 'hold', 'stake', 'holding')})(?:\\s+(?:${any('karte', 'karta', 'karti', 'rakhte', 'rakhta', 'rakhti', 'hai', 'hain', 'h', 'he')}))*(?![\\p{L}\\d&])`, 'giu'), '$1 holding'],
  // "kitne crore", "kitna percent": how much, the unit is the metric's own.
  [word(`(?:${any('kitna', 'kitni', 'kitne', 'kitana', 'ktna')})\\s+(?:${any('crore', 'cr', 'crores', 'rupees', 'rupaye', 'rs', 'percent', 'pct', '%', 'times', 'guna')})`), 'what'],
  // "inme se kiska roce sabse kam hai" = "which has the lowest roce": one row, the superlative after its metric.
  [new RegExp(`(?<![\\p{L}\\d&])(?:${any('kiska', 'kiski', 'kiske', 'kisme', 'kismein', 'kiskaa')})\\s+((?:[\\p{L}/&]+\\s+){1,3}?)(?:${SABSE})\\s+(?:${MORE}|${ABOVE})(?:\\s+(?:${any('hai', 'h', 'hain', 'he')}))?(?![\\p{L}\\d&])`, 'giu'), 'which one highest $1'],
  [new RegExp(`(?<![\\p{L}\\d&])(?:${any('kiska', 'kiski', 'kiske', 'kisme', 'kismein', 'kiskaa')})\\s+((?:[\\p{L}/&]+\\s+){1,3}?)(?:${SABSE})\\s+(?:${LESS}|${BELOW})(?:\\s+(?:${any('hai', 'h', 'hain', 'he')}))?(?![\\p{L}\\d&])`, 'giu'), 'which one lowest $1'],
  // "X aur Y me kiska roce zyada hai" = "which has higher roce": the comparison word follows its metric.
  [new RegExp(`(?<![\\p{L}\\d&])(?:${any('kiska', 'kiski', 'kiske', 'kisme', 'kismein', 'kiskaa', 'whose', 'which')})\\s+((?:[\\p{L}/&]+\\s+){1,3}?)(?:${any('hai', 'h', 'is', 'hain')}\\s+)?(?:${MORE}|${ABOVE}|${BIG})(?![\\p{L}\\d&])`, 'giu'), 'which has higher $1'],
  [new RegExp(`(?<![\\p{L}\\d&])(?:${any('kiska', 'kiski', 'kiske', 'kisme', 'kismein', 'kiskaa', 'whose', 'which')})\\s+((?:[\\p{L}/&]+\\s+){1,3}?)(?:${any('hai', 'h', 'is', 'hain')}\\s+)?(?:${LESS}|${BELOW}|${SMALL})(?![\\p{L}\\d&])`, 'giu'), 'which has lower $1'],
  // "bata" at the end is "tell" ("pe bata"); elsewhere it may be Bata India.
  [/(?<![\p{L}\d&])bata(?:\s+(?:do|de|na|dena|dijiye|yaar|yar|bhai|please|pls|plz|zara))*\s*[?.!]*\s*$/iu, ''],
  // Advice and forecasts, so they are refused as in English.
  [word(`(?:${any('lena', 'lene', 'le', 'lu', 'loon', 'lun', 'kharidna', 'kharidne', 'kharid', 'khareedna', 'khareedne', 'khareed', 'kharidu', 'kharidoon')})\\s+(?:${any('chahiye', 'chaiye', 'chahie', 'chahiya', 'kya', 'kia')})`), 'should i buy'],
  [word(`(?:${any('bechna', 'bechne', 'bech', 'bechu', 'bechoon')})\\s+(?:${any('chahiye', 'chaiye', 'chahie', 'du', 'doon', 'dun', 'kya', 'kia')})`), 'should i sell'],
  [word(any('badhega', 'badhegi', 'badhenge', 'girega', 'giregi', 'girenge', 'jayega', 'jaayega', 'jaega', 'jayegi', 'jaayegi', 'chalega', 'chalegi')), 'will rise'],
  [word(any('kyu', 'kyun', 'kyon', 'kyo')), 'why'],
  // "ke hisaab se", "ke basis pe": the order a list is ranked in ("pe ke hisaab se" = "pe wise").
  [word(`(?:${any('ke', 'ki', 'ka')})\\s+(?:${any('hisaab', 'hisab', 'hisaap', 'hissab', 'basis', 'according')})\\s+(?:${any('se', 'pe', 'par', 'to')})`), 'wise'],
  // "sabse sasta kaun hai": one company asked for.
  [new RegExp(`(?<![\\p{L}\\d&])((?:${SABSE})\\s+\\p{L}+(?:\\s+[\\p{L}/]+)?)\\s+(?:${any('kaun sa', 'kon sa', 'kaun si', 'kon si', 'kaun se', 'kon se', 'kaun', 'kon', 'kaunsa', 'konsa', 'kaunsi', 'konsi', 'kaunse', 'konse')})(?![\\p{L}\\d&])`, 'giu'), 'which one $1'],
  // "1 saal me kitna diya": the return.
  [word(`(?:${any('kitna', 'kitni', 'kya', 'kitne')})\\s+(?:${any('diya', 'di', 'diye', 'return', 'returns', 'kamaya', 'kamaaya')})`), 'return'],
  // "sabse zyada gire", "sabse jyada badhe": fell or rose the most.
  [word(`(?:${SABSE})\\s+(?:(?:${MORE})\\s+)?(?:${any('gire', 'gira', 'giri', 'girey', 'tute', 'toote', 'tuta')})`), 'fell the most'],
  [word(`(?:${SABSE})\\s+(?:(?:${MORE})\\s+)?(?:${any('badhe', 'badha', 'badhi', 'chadhe', 'chadha', 'chadhi', 'bhage', 'bhaaga')})`), 'rose the most'],
  // "upar se neeche lagao": from the top down, highest first; "neeche se upar": lowest first.
  [word(`(?:${ABOVE})\\s+(?:${any('se', 'sey')})\\s+(?:${BELOW})(?:\\s+(?:${any('tak')}))?\\s+(?:${any('lagao', 'lagaao', 'laga do', 'lagado', 'rakho', 'karo', 'kro', 'dikhao', 'sort karo', 'order karo', 'sort', 'order')})`), 'sort highest first'],
  [word(`(?:${BELOW})\\s+(?:${any('se', 'sey')})\\s+(?:${ABOVE})(?:\\s+(?:${any('tak')}))?\\s+(?:${any('lagao', 'lagaao', 'laga do', 'lagado', 'rakho', 'karo', 'kro', 'dikhao', 'sort karo', 'order karo', 'sort', 'order')})`), 'sort lowest first'],
  // "pe ke hisaab se kam se zyada lagao": from low to high, lowest first; "zyada se kam": highest first.
  [word(`(?:${LESS}|${SMALL})\\s+(?:${any('se', 'sey')})\\s+(?:${MORE}|${BIG})(?:\\s+(?:${any('tak')}))?(?:\\s+(?:${any('lagao', 'lagaao', 'laga do', 'lagado', 'rakho', 'karo', 'kro', 'dikhao', 'sort karo', 'order karo', 'sort', 'order')}))?`), 'sort lowest first'],
  [word(`(?:${MORE}|${BIG})\\s+(?:${any('se', 'sey')})\\s+(?:${LESS}|${SMALL})(?:\\s+(?:${any('tak')}))?(?:\\s+(?:${any('lagao', 'lagaao', 'laga do', 'lagado', 'rakho', 'karo', 'kro', 'dikhao', 'sort karo', 'order karo', 'sort', 'order')}))?`), 'sort highest first'],
  [word(`(?:${SABSE})\\s+(?:${any('bure', 'bura', 'buri', 'kharab', 'ghatiya', 'bekar')})`), 'worst'],
  // "sales ke order me lagao": sorted by the figure.
  [new RegExp(`(?<![\\p{L}\\d&])([\\p{L}/&]+(?:\\s+[\\p{L}/&]+)?)\\s+(?:${any('ke', 'ki', 'ka')})\\s+(?:${any('order', 'kram', 'sequence')})\\s+(?:${any('me', 'mein', 'mai', 'se')})\\s+(?:${any('lagao', 'laga do', 'lagado', 'rakho', 'karo', 'kro', 'sort karo', 'dikhao')})(?![\\p{L}\\d&])`, 'giu'), 'sort by $1'],
  [/(?<![\p{L}\d&])sort by (?:now|ab|phir|then) /giu, 'sort by '],
  // "upar se lagao" = highest at the top; "neeche se" = lowest first.
  [word(`(?:${ABOVE})\\s+(?:${any('se', 'sey')})\\s+(?:${any('lagao', 'lagaao', 'laga do', 'lagado', 'rakho', 'karo', 'kro', 'dikhao', 'sort karo', 'order karo', 'sort', 'order')})`), 'sort highest first'],
  [word(`(?:${BELOW})\\s+(?:${any('se', 'sey')})\\s+(?:${any('lagao', 'lagaao', 'laga do', 'lagado', 'rakho', 'karo', 'kro', 'dikhao', 'sort karo', 'order karo', 'sort', 'order')})`), 'sort lowest first'],
  // "wo food wali list pe wapas jao": back to the earlier list.
  [new RegExp(`(?<![\\p{L}\\d&])(?:(?:${any('wo', 'woh', 'vo', 'us', 'uss')})\\s+)?(?:[\\p{L}&]+\\s+){0,3}?(?:(?:${any('wali', 'waali', 'vali', 'wale', 'wala')})\\s+)?(?:${any('list', 'table')})\\s+(?:${any('pe', 'par', 'pr', 'me', 'mein')})\\s+(?:${any('wapas', 'vapas', 'waapas', 'vaapas', 'wapis', 'vapis')})(?:\\s+(?:${any('jao', 'jaao', 'chalo', 'aao', 'jaiye', 'chaliye')}))?(?![\\p{L}\\d&])`, 'giu'), 'back to the list'],
  // "sales pichle 5 saal me kitni badhi": how much a figure grew, not a price move.
  [/(?<![\p{L}\d&])(sales|revenue|revenues|profit|profits|net profit|eps|earnings|bikri|munafa)(\s.*?)?\s+(?:kitni|kitna|kitne|kitana)?\s*(?:badhi|badha|badhe|badhai|bdhi|grew|grow)(?![\p{L}\d&])/giu, '$1 growth$2'],
  // "ongc sasta hai kya": whether it is cheap, a judgement as in English.
  [new RegExp(`^(.+?)\\s+(?:${CHEAP}|${DEAR}|undervalued|overvalued)\\s+(?:(?:${any('hai', 'h', 'he', 'hain')})\\s+)?(?:${any('kya', 'kia', 'ki nahi', 'ya nahi', 'na')})\\s*[?.!]*$`, 'iu'), 'is $1 cheap'],
  // "psu bank sabse sasta pb pe": "pe" after another ratio at the end is Hindi's "on".
  [/(?<![\p{L}\d&])(p\/?b|pb|p\/?bv|ev\/?ebitda|p\/?s|price to book|price to sales|peg|roe|roce|opm|dividend yield)\s+(?:pe|par)(?=\s*[?.!]*$)/giu, 'on $1'],
  // "sabse zyada roe" = "highest roe"; "sabse saste" = "cheapest".
  [word(`(?:${SABSE})\\s+(?:${MORE})`), 'highest'],
  [word(`(?:${SABSE})\\s+(?:${LESS})`), 'lowest'],
  [word(`(?:${SABSE})\\s+(?:${BIG})`), 'biggest'],
  [word(`(?:${SABSE})\\s+(?:${SMALL})`), 'smallest'],
  [word(`(?:${SABSE})\\s+(?:${CHEAP})`), 'cheapest'],
  [word(`(?:${SABSE})\\s+(?:${DEAR})`), 'most expensive'],
  [word(`(?:${SABSE})\\s+(?:${GOOD}|best)`), 'best'],
  [word(SABSE), 'most'],
  // Hindi puts the metric before its postposition: "30 pe ke neeche" = "pe below 30".
  [new RegExp(`(?<![\\p{L}\\d&])(${AMOUNT})\\s+((?!(?:cr|crore|crores|lakh|lakhs|lac|lacs|rs|rupees|percent|k|dma|sma|day|days)(?![\\p{L}]))[\\p{L}/&]+(?:\\s+[\\p{L}/&]+)?)\\s+(?:${any('ke', 'se', 'sey')})\\s+(?:${LESS}|${BELOW}|${SMALL})(?![\\p{L}\\d&])`, 'giu'), '$2 below $1'],
  [new RegExp(`(?<![\\p{L}\\d&])(${AMOUNT})\\s+((?!(?:cr|crore|crores|lakh|lakhs|lac|lacs|rs|rupees|percent|k|dma|sma|day|days)(?![\\p{L}]))[\\p{L}/&]+(?:\\s+[\\p{L}/&]+)?)\\s+(?:${any('ke', 'se', 'sey')})\\s+(?:${MORE}|${ABOVE}|${BIG})(?![\\p{L}\\d&])`, 'giu'), '$2 above $1'],
  // "50k cr se upar" = "above 50k cr": the comparator goes before its amount.
  [new RegExp(`(?<![\\p{L}\\d&])(${AMOUNT})\\s+(?:${any('se', 'ke', 'sey', 'say')})\\s+(?:${MORE}|${ABOVE}|upper|${BIG})(?![\\p{L}\\d&])`, 'giu'), 'above $1'],
  [new RegExp(`(?<![\\p{L}\\d&])(${AMOUNT})\\s+(?:${any('se', 'ke', 'sey', 'say')})\\s+(?:${LESS}|${BELOW}|${SMALL})(?![\\p{L}\\d&])`, 'giu'), 'below $1'],
  // "jinka roe 10 se kam hai unko hata do": the rows the condition names are removed.
  [new RegExp(`^(?:${any('jinka', 'jinki', 'jinke', 'jiska', 'jiski', 'jiske', 'jo', 'jin')})\\s+(.+?)\\s+(?:(?:${any('hai', 'hain', 'h', 'ho')})\\s+)?(?:${any('unko', 'inko', 'unhe', 'inhe', 'unhein', 'inhein', 'usko', 'isko', 'un', 'in')})\\s+(?:${any('hata do', 'hatao', 'hata', 'hata dijiye', 'nikalo', 'nikal do', 'nikaal do', 'remove karo', 'remove', 'hta do')})(?![\\p{L}\\d&])`, 'iu'), 'remove the ones with $1'],
  [word(`(?:${any('ke', 'se')})\\s+(?:${ABOVE})`), 'above'],
  [word(`(?:${any('ke', 'se')})\\s+(?:${BELOW})`), 'below'],
  // "in 10 me se", "un dono me se": among the rows shown.
  [word(`(?:${any('in', 'inn', 'un', 'unn', 'is', 'us')})\\s+(?:\\d{1,3}|${any('teeno', 'teenon', 'charo', 'sab', 'sabhi')})\\s+(?:${any('me se', 'mein se', 'mai se', 'mese', 'me', 'mein')})`), 'among these'],
  [word(`(?:${any('in', 'inn', 'un', 'unn')})\\s+(?:${any('dono', 'donon', 'donno')})\\s+(?:${any('me se', 'mein se', 'mai se', 'mese', 'me', 'mein')})`), 'of both'],
  [word(AMONG), 'among these'],
  // "last 3" of a list: its other end.
  [/^(?:and\s+|now\s+)?(?:the\s+)?last\s+(\d{1,2})(?:\s+(?:only|ones|of these|of them|here|in the list))?\s*[?.!]*$/iu, 'bottom $1 among these'],
  // "which of the 2", "between these 2": the two.
  [/(?<![\p{L}\d&])(of|between|compare|both of)\s+(the|these|those)\s+2(?![\p{L}\d&.%])(?!\s+(?:cr|crore|lakh|%|years?|yrs?|months?))/giu, '$1 $2 two'],
  // "..., 4 chahiye", "..., give 3", "... show me 5": a count said at the end is the top few.
  [new RegExp(`(?:,\\s*|\\s+)(?:(?:give|show|list|need|want|get)\\s+(?:me\\s+)?(?:the\\s+)?(?:top\\s+)?(\\d{1,3})|(?<!(?:[<>=]|below|above|under|over|than|of|se|at|is|to|upto|till|se kam|se zyada)\\s*)(\\d{1,3})\\s+(?:${any('chahiye', 'chaiye', 'chahie', 'chahiyen', 'dikhao', 'dikha do', 'batao', 'bata do', 'dedo', 'de do')}))(?:\\s+(?:${any('please', 'pls', 'plz', 'bhai', 'yaar', 'thanks', 'thx')}))*\\s*[?.!]*\\s*$`, 'iu'), ', top $1$2'],
  // "10 se kam pe pe mil rahe" = "at a pe below 10": the second "pe" is Hindi's "at".
  [/(?<![\p{L}\d&])(below|above)\s+(\S+(?:\s+(?:cr|crore|%))?)\s+(pe|pb|p\/e|p\/b)\s+(?:pe|par|pr)(?![\p{L}\d&])/giu, '$3 $1 $2'],
  // "pehle wali list", "the previous list": the list two turns back.
  [word(`(?:${any('pehle', 'pehli', 'pahle', 'pahli', 'pichli', 'purani', 'upar')})\\s+(?:(?:${any('wali', 'waali', 'vali', 'wale', 'wala')})\\s+)?(?:${any('list', 'table')})(?:\\s+(?:${any('me se', 'mein se', 'mai se', 'me', 'mein', 'se')}))?`), 'among the earlier list'],
  // "top 10 banks me se sabse kam pe wala": what comes after "me se" is asked among what comes before.
  [/^(.+?)\s+(?:me|mein|mai|mei)\s+se\s+(.+)$/iu, '$2 among $1'],
  // "cv makers ke top 4 by mcap me sabse zyada roce kiska": a cut, then what is asked within it ("me" = in).
  [new RegExp(`^(.*?\\b(?:top|first|biggest|largest|bottom)\\s+\\d{1,3}\\b.*?)\\s+(?:me|mein|mai|mei)\\s+(?=(?:${SABSE}|${any('which', 'highest', 'lowest', 'cheapest', 'biggest', 'smallest', 'best', 'worst', 'most', 'kiska', 'kiski', 'kiske', 'kisme', 'kaun', 'kon', 'kaunsa', 'konsa', 'kaunsi', 'konsi')})(?![\\p{L}\\d&]))(.+)$`, 'iu'), '$1, $2'],
  // "sabse zyada roe wale 5": the count after "wale" is the top few (before "among" what it is chosen from).
  // (A cut before a comma stays in front: "plastics top 10 by mcap, unme se sabse kam pe wale 3".)
  [/^((?:[^,]*,\s*)?)(.*?)\s+(?:wale|waale|wali|waali|vale|wala|waala)\s+(\d{1,3})(\s+among\s+.+?)?(?:\s+(?:dikhao|dikhaao|batao|btao|do|please|pls|plz|bhai|yaar|kaunse|konse|kaun|kon|kaunsa|konsa|hai|hain|h|he))*\s*[?.!]*\s*$/iu, '$1top $3 $2$4'],
  [word(`(?:${any('kitna', 'kitni', 'kitne', 'kitana')})\\s+(?:${MORE})`), 'what'],
  [word(`(?:${any('ke', 'ki', 'ka')})\\s+(?:${any('baare', 'bare', 'baare mein', 'bare me', 'baare me', 'bare mein')})(?:\\s+(?:${any('mein', 'me', 'mai', 'mei')}))?`), 'about'],
  [word(`(?:${any('ke', 'ki')})\\s+(?:${any('liye', 'liya', 'lie')})`), 'for'],
  [word(`(?:${any('ek', '1')})\\s+(?:${any('saal', 'sal', 'varsh', 'baras')})`), '1 year'],
  [word(any('saal', 'sal', 'saalon', 'salon', 'saalo', 'salo', 'varsh', 'baras')), 'years'],
  [word(any('mahine', 'mahina', 'mahino', 'mahinon', 'mahinay')), 'months'],
  [word(any('hafte', 'hafta', 'hafton')), 'weeks'],
  [word(any('pichle', 'pichhle', 'pichla', 'pichhla', 'pichli', 'pichhli', 'picchle', 'pichley')), 'last'],
  // Words that carry meaning.
  [word(any('kiska', 'kiski', 'kiske', 'kisme', 'kismein', 'kiskaa', 'kaunsa', 'konsa', 'kaunsi', 'konsi', 'kaunse', 'konse', 'kaun sa', 'kon sa', 'kaun si', 'kon si', 'kaun se', 'kon se', 'kaun', 'kon', 'kis')), 'which'],
  [word(MORE), 'higher'],
  [word(LESS), 'lower'],
  [word(ABOVE), 'above'],
  [word(BELOW), 'below'],
  [word(CHEAP), 'cheap'],
  [word(DEAR), 'expensive'],
  [word(BIG), 'big'],
  [word(SMALL), 'small'],
  [word(any('sirf', 'sirph', 'keval', 'kewal', 'bas')), 'only'],
  [word(any('aur', 'aor', 'aurr', 'evam', 'n', 'nd')), 'and'],
  [word(any('ya', 'yaa')), 'or'],
  [word(any('dono', 'donon', 'donno', 'dono ka', 'dono ki', 'dono ke')), 'both'],
  [word(any('uska', 'uski', 'uske', 'iska', 'iski', 'iske', 'iskaa', 'uskaa')), 'its'],
  [word(any('inhe', 'unhe', 'inko', 'unko', 'inhein', 'unhein', 'isko', 'usko', 'ise', 'use karo')), 'them'],
  [word(any('unka', 'unki', 'unke', 'inka', 'inki', 'inke')), 'their'],
  [word(any('kitna', 'kitni', 'kitne', 'kitana', 'kitnaa', 'ktna', 'kitanaa', 'kitani', 'kitane', 'kya', 'kia', 'kyaa')), 'what'],
  [word(any('kaisa', 'kaise', 'kaisi', 'kesa', 'kese', 'kaisaa')), 'how'],
  // "X ka bhi batao" after a figure of Y: X's figure too, shown for X (as "and X?" is).
  [word(any('bhi', 'bi')), ''],
  [word(any('sab', 'saare', 'sare', 'sabhi', 'saari', 'sari')), 'all'],
  [word(any('karza', 'karz', 'karj', 'karja', 'udhaar', 'udhar')), 'debt'],
  [word(any('munafa', 'munaafa', 'nafa', 'naafa', 'munafe')), 'profit'],
  [word(any('bikri', 'bikkri')), 'sales'],
  [word(any('keemat', 'kimat', 'kimmat', 'daam', 'bhav', 'bhaav')), 'price'],
  [word(any('hissedari', 'hisedari', 'hissa')), 'holding'],
  [word(any('laabhansh', 'labhansh')), 'dividend'],
  [word(any('gire', 'gira', 'giri', 'girey')), 'fell'],
  [word(any('badhe', 'badha', 'badhi', 'chadhe', 'chadha')), 'rose'],
  // Chat shorthand.
  [word(any('u', 'yu')), 'you'],
  [word(any('ur', 'urs')), 'your'],
  [word(any('em', 'dem', 'thm')), 'them'],
  [word(any('r')), 'are'],
  [word(any('abt', 'abut', 'bout')), 'about'],
  [word(any('wat', 'wht', 'wt', 'wut', 'whats', 'wats', 'whts')), 'what'],
  [word(any('hw', 'hwo')), 'how'],
  [word(any('wch', 'whch', 'wich', 'whic')), 'which'],
  [word(any('b/w', 'btw', 'bw', 'btwn', 'betw')), 'between'],
  [word(any('w/o')), 'without'],
  [word(any('w/', 'wid', 'wth')), 'with'],
  [/(?<![\p{L}\d&/])w(?![\p{L}\d&/])/giu, 'with'],
  [word(any('rn', 'atm', 'currently', 'curr', 'nw')), 'now'],
  [/(?<![\p{L}\d&/])(?:d|da|teh)(?![\p{L}\d&/])/giu, 'the'],
  [word(any('hv', 'hav', 'hve')), 'have'],
  [word(any('pvt', 'pvt.', 'priv')), 'private'],
  [word(any('govt', 'gov', 'sarkari')), 'psu'],
  [word(any('mnth', 'mth', 'mnt')), 'month'],
  [word(any('mnths', 'mths', 'mnts')), 'months'],
  [word(any('yr', 'yer')), 'year'],
  [word(any('yrs', 'yers')), 'years'],
  [word(any('wk', 'wek')), 'week'],
  [word(any('wks', 'weks')), 'weeks'],
  // "midcaps w roe > 20": the cap types run together (not an index's name: "nifty midcap 150").
  [/(?<![\p{L}\d&])(?<!(?:nifty|bse|index)\s+)(large|mid|small|micro)caps(?![\p{L}\d&])/giu, '$1 caps'],
  [word(any('cos', 'cmpanies', 'compnies', 'cos.')), 'companies'],
  [word(any('co', 'co.', 'cmpany', 'compny')), 'company'],
  [word(any('abv', 'abov')), 'above'],
  [word(any('blw', 'belw')), 'below'],
  [word(any('info', 'deets', 'dtls')), 'details'],
  [word(any('gimme', 'giv', 'gib')), 'give'],
  [word(any('shw', 'sho')), 'show'],
  [word(any('cmpr', 'comp', 'cmpare', 'compre')), 'compare'],
  [word(any('thx', 'thnx', 'thanx', 'thnks', 'tx', 'ty', 'tysm')), 'thanks'],
  [word(any('mktcap', 'mkt-cap', 'marketcap', 'mktcp', 'mcp')), 'market cap'],
  [word(any('ret', 'rtn', 'retn', 'rtrn')), 'return'],
  [/(?<![\p{L}\d&])(loss|profit)[- ]making(?![\p{L}\d&])/giu, '$1making'],
  [word(any('ttm', 't.t.m.')), ''],
  [word(any('rets', 'rtns', 'retns', 'rtrns')), 'returns'],
  [/(?<![\p{L}\d&])book\s+val(?:\.|ue)?(?![\p{L}\d&])/giu, 'book value'],
  [word(any('cn', 'cann')), 'can'],
  [word(any('shud', 'shld', 'shd')), 'should'],
  [word(any('stks', 'stcks')), 'stocks'],
  [word(any('stk', 'stck')), 'stock'],
  [word(any('plzz', 'plss', 'pleaz', 'pleez', 'plox')), 'please'],
  [/(?<=\s|^)&(?=\s|$)/g, 'and'],
  // "top5", "top10": the count glued to its word.
  [/(?<![\p{L}\d])(top|bottom|best|worst|first|last)(\d{1,3})(?![\p{L}\d])/giu, '$1 $2'],
  // English as typed in a chat about a list: "rank these on roce", "put them in order of pe", "lowest at the top".
  [/(?<![\p{L}\d&])(?:rank|sort|order|arrange|put|list)\s+((?:them|these|those|the list|this list|it)\s+)?(?:on|in order of|in the order of|as per|according to|based on|on the basis of)(?![\p{L}\d&])/giu, 'sort $1by'],
  [/(?<![\p{L}\d&])(lowest|highest|smallest|biggest|largest|cheapest)\s+(?:at the top|on top|at top|up top|above)(?![\p{L}\d&])/giu, '$1 first'],
  [/(?<![\p{L}\d&])(?:put|show|keep|place)\s+(both|them|these|those|the two)\s+side by side(?![\p{L}\d&])/giu, 'compare $1'],
  [/(?<![\p{L}\d&])(?:trades?|trading|quotes?|is valued|valued)\s+at\s+(?:a\s+|an\s+)?(?=(?:higher|lower|cheaper|richer)\b)/giu, 'has '],
  [/(?<![\p{L}\d&])between\s+(these|those|the)\s+two(?![\p{L}\d&])/giu, 'of $1 two'],
  // "which gives the highest dividend yield", "who pays a higher dividend": has.
  [/(?<![\p{L}\d&])(?:gives|give|pays|pay|offers|offer|provides|delivers|carry|carries|carrying|have got|has got)\s+(?:a\s+|the\s+)?(?=(?:highest|lowest|best|most|maximum|higher|lower|better|bigger|least|minimum)\b)/giu, 'has the '],
  // "where fiis hold the most", "promoters own the least": the group's holding, ranked.
  [/(?<![\p{L}\d&])(promoter|fii|dii|fpi|mf|mutual fund)s?\s+(?:hold|holds|own|owns)\s+(?:the\s+)?(most|least|highest|lowest|maximum|minimum)(?![\p{L}\d&])/giu, 'the $2 $1 holding'],
  // "no. 3 psu bank by mcap", "number 2 it company": the place in a ranking.
  [/(?<![\p{L}\d&])([\p{L}/&]+)\s+(?:me|mein|mai|mei|in)\s+(?:no\.?|number|num|#)\s*(\d{1,2})(?![\p{L}\d&])/giu, '$2th highest $1'],
  [/(?<![\p{L}\d&])(?:no\.?|number|num|#)\s*1\s+(?=[a-z])/giu, 'top 1 '],
  [/(?<![\p{L}\d&])(?:no\.?|number|num|#)\s*(\d{1,2})\s+(?=[a-z])/giu, '$1th '],
  // "highest-roe large caps": a superlative hyphenated to its metric.
  [/(?<![\p{L}\d&])(highest|lowest|top|best|worst|most|least)-(?=\p{L})/giu, '$1 '],
  // "arrange these from lowest pe to highest": the order, lowest first.
  [/(?<![\p{L}\d&])from\s+(?:the\s+)?(lowest|highest|smallest|biggest|largest)\s+([\p{L}/&]+(?:\s+[\p{L}/&]+)?)\s+to\s+(?:the\s+)?(?:highest|lowest|largest|smallest|biggest)(?![\p{L}\d&])/giu, 'by $2 $1 first'],
  [/(?<![\p{L}\d&])(?:hide|remove|drop|exclude|hata do|hatao|hata ke|hata|nikal do|nikalo|nikaal do|nikaalo|nikal ke|nikaal ke|nikal)(?![\p{L}\d&])/giu, 'remove'],
  [word(any('thinnest', 'slimmest', 'weakest')), 'lowest'],
  [/(?<![\p{L}\d&])(?:least|lowest|most under)[- ]?valued(?![\p{L}\d&])/giu, 'cheapest'],
  [word(any('fattest', 'widest', 'richest', 'strongest')), 'highest'],
  [/(?<![\p{L}\d&])(?:take|pick|choose|select|get)\s+(?:the\s+)?(?:biggest|largest|top)\s+(\d{1,3})(?![\p{L}\d&])/giu, 'top $1'],
  [/(?<![\p{L}\d&])(?:going\s+)?back\s+to\s+(?:that|the|my|our)\s+(?:[a-z]+\s+){0,2}?(?:list|table)(?![\p{L}\d&])/giu, 'among the earlier list'],
  // "back to the banks, which one ...", "go back to those pharma stocks -": the list they name, two turns back.
  [/(?<![\p{L}\d&])(?:(?:go|going|now|ok|okay)\s+)?back\s+to\s+(?:that|the|those|my|our)\s+(?:[a-z&/]+\s+){0,2}?[a-z&/]+(?=\s*(?:[,;:?.!]|\s-\s|$))/giu, 'among the earlier list'],
  [/(?<![\p{L}\d&])((?:nifty|sensex|bse)(?:\s*\d+)?)'s(?![\p{L}\d&])/giu, '$1'],
  [/(?<![\p{L}\d&])div\.?\s+(?:yld|yield|yeild)(?![\p{L}\d&])/giu, 'dividend yield'],
  [/(?<![\p{L}\d&])(?:reorder|re-order|resort|re-sort|rearrange|re-arrange)(?![\p{L}\d&])/giu, 'sort'],
  [/(?<![\p{L}\d&])filter\s+out(?![\p{L}\d&])/giu, 'remove'],
  [/(?<![\p{L}\d&])(?:in|from|of)\s+this(?:\s+(?:lot|bunch|set|batch|group|list))?(?=\s*[?.!]*$)|(?<![\p{L}\d&])(?:in|from|of)\s+this\s+(?:lot|bunch|set|batch|group)(?![\p{L}\d&])/giu, 'among these'],
  [/(?<![\p{L}\d&])(best|worst|top|bottom|highest|lowest)\s+(?:on|in terms of|wrt|w\.r\.t\.?)\s+(?=[\p{L}])/giu, '$1 by '],
  // "20%+ roe": at least 20%; "roe of 15 or less": at most 15.
  [/(?<![\p{L}\d&])(\d[\d.]*%?)\+\s+([\p{L}/&]+)(?![\p{L}\d&])/giu, '$2 >= $1'],
  [/(?<![\p{L}\d&])(?:of\s+)?(\d[\d.]*%?)\s+or\s+(?:less|lower|below|under)(?![\p{L}\d&])/giu, '<= $1'],
  [/(?<![\p{L}\d&])(?:of\s+)?(\d[\d.]*%?)\s+or\s+(?:more|higher|above|over)(?![\p{L}\d&])/giu, '>= $1'],
  // "any packaging stocks earning roe over 15": with.
  [/(?<![\p{L}\d&])(?:earning|making|generating|delivering|posting|clocking|showing)\s+(?:an?\s+)?(?=(?:roe|roce|roa|opm|npm|margins?|returns?)\b)/giu, 'with '],
  [/(?<![\p{L}\d&])(?:paying|yielding|offering|giving)\s+(?:an?\s+|the\s+)?(?=(?:dividend|dividends|div|yield)\b)/giu, 'with '],
  [/(?<![\p{L}\d&])(?:trades?|trading)\s+(?=(?:cheapest|costliest|most expensive|lowest|highest)\b)/giu, ''],
  [word(`(?:${any('order', 'kram', 'line')})\\s+(?:${any('me', 'mein', 'mai', 'se')})\\s+(?:${any('lagao', 'laga do', 'lagado', 'rakho', 'karo', 'kro')})`), 'sort'],
  [word(any('lagao', 'lagaao', 'laga do', 'lagado', 'jamao', 'jama do', 'order karo', 'order kro', 'order kar do', 'sort karo', 'sort kro')), 'sort'],
  [word(any('rakho', 'rakh do', 'rakhdo', 'rakhna')), 'keep'],
  [word(any('shortlist', 'short-list', 'short list', 'shortlisted')), 'pick'],
  [word(any('behtar', 'behatar', 'betar', 'bettr')), 'better'],
  [word(any('promoters', 'promotor', 'promotors')), 'promoter'],
  [word(any('hldg', 'hldgs', 'holdng')), 'holding'],
  // "take the 15 with most revenue": the top 15 by revenue.
  [/(?<![\p{L}\d&])(?:take|pick|choose|select|get)\s+(?:the\s+)?(\d{1,3})\s+(?:with|having)\s+(?:the\s+)?(?:most|highest|biggest|largest|max)(?![\p{L}\d&])/giu, 'top $1 by'],
  [/(?<![\p{L}\d&])housing\s+fin(?:\.|ance)?(?![\p{L}\d&])/giu, 'housing finance'],
  [word(any('hfc', 'hfcs')), 'housing finance'],
  [word(any('engg', 'engrg')), 'engineering'],
  [word(any('univ')), 'universal'],
  [word(any('ab', 'abhi ke')), 'now'],
  [word(any('milta', 'milti', 'milte', 'milega', 'mil', 'milenge', 'mile', 'chal', 'chalta', 'chalti', 'rha', 'rhi', 'rhe', 'deta', 'deti', 'dete', 'anything', 'any one')), ''],
  // Glue words of a Hindi sentence: dropped.
  [word(any('ka', 'ki', 'ke', 'ko', 'kaa', 'kii', 'hai', 'hain', 'hei', 'hy', 'h', 'he', 'hoga', 'hogi', 'batao', 'bataao', 'btao', 'batado', 'bata do', 'bataiye', 'bataye', 'batayein', 'btaao', 'bolo', 'dikhao', 'dikhaao', 'dikhado', 'dikha do', 'dikha', 'dikhaiye', 'dikhaye', 'dikhana', 'karo', 'kro', 'kar do', 'kardo', 'krdo', 'kar', 'karein', 'kijiye', 'kariye', 'karke', 'wale', 'waale', 'wali', 'waali', 'wala', 'waala', 'vale', 'waley', 'valey', 'vaale', 'se', 'sey', 'mein', 'mai', 'mei', 'me', 'mujhe', 'muje', 'mjhe', 'mereko', 'hume', 'humko', 'hamein', 'chahiye', 'chaiye', 'chahie', 'zara', 'jara', 'thoda', 'bhai', 'bro', 'yaar', 'yar', 'ji', 'na', 'ne', 'diya', 'diye', 'dia', 'mila', 'mili', 'raha', 'rahi', 'rahe', 'hua', 'hui', 'hue', 'tha', 'thi', 'hota', 'hoti', 'hote', 'ye', 'yeh', 'yah', 'wo', 'woh', 'vo', 'par', 'pr', 'tak', 'liye', 'de', 'dena', 'dedo', 'de do', 'lo', 'dekho', 'dekhna', 'samjhao', 'abhi', 'aaj', 'koi', 'kuch', 'ek', 'jinka', 'jinki', 'jinke', 'jiska', 'jiski', 'jiske', 'jo', 'jin', 'jinme', 'jisme', 'ho', 'hon', 'dijiye', 'aise', 'aisa', 'aisi', 'waise', 'jaise')), ''],
];

/** The question in the English the reader knows (unchanged when it holds no Hinglish or shorthand). */
export function readChatWords(question: string): string {
  let text = question;
  for (const [pattern, english] of REWRITES) text = text.replace(pattern, english);
  return text.replace(/\s{2,}/g, ' ').replace(/\s+([,?.!])/g, '$1').trim();
}
