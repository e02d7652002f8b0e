/**
 * Hinglish phrases read as English, in order, before single words: comparisons and their amounts ("20 se kam",
 * "sabse zyada"), orders ("upar se neeche"), lists ("inme se", "pehle wali list") and ways of asking.
 */
import { ABOVE, AMONG, AMOUNT, any, ARRANGE, BELOW, BIG, CHEAP, DEAR, GOOD, HONA, KISKA, LESS, MORE, NAHI, SABSE, SMALL, WALE, word } from './chatPatterns';

/** Period words that make "pehle 5 saal" a time, not a list's first rows. */
const PERIOD_UNITS = any('saal', 'sal', 'year', 'years', 'yr', 'yrs', 'quarter', 'quarters', 'qtr', 'qtrs', 'mahine', 'mahina', 'month', 'months', 'din', 'day', 'days');

export const HINGLISH_PHRASES: readonly [RegExp, string][] = [
  // "any idea what the roce of X is", "do u know": a way of asking, not a company ("idea" is also Vodafone Idea).
  [/^(?:(?:any|ny)\s+idea|(?:do|d)\s+(?:you|u)\s+know|(?:can|cn)\s+(?:you|u)\s+(?:tell|say))\s+/iu, ''],
  // "r u able to show", "is it possible to get", "could you pls pull up": a way of asking.
  [/^(?:(?:are|r|will|wil|would|wud|could|cud|can|cn)\s+(?:you|u|ya)\s+(?:be\s+)?(?:able\s+to\s+)?|(?:is\s+it|is\s+there\s+a\s+way)\s+(?:possible\s+)?to\s+)(?:please\s+|pls\s+|plz\s+|kindly\s+)?(?:show|get|give|tell|share|pull\s+up|fetch|find|check|list|display)(?:\s+(?:me|us))?\s+/iu, 'show '],
  // "15 se zyada nahi" = at most 15; "20 se kam nahi" = at least 20 (before "se zyada" is read as above).
  [new RegExp(`(?<![\\p{L}\\d&])(${AMOUNT})\\s+(?:${any('se', 'sey')})\\s+(?:${MORE}|${ABOVE}|upar)\\s+(?:${NAHI})(?:\\s+(?:${HONA}))*(?![\\p{L}\\d&])`, 'giu'), 'at most $1'],
  [new RegExp(`(?<![\\p{L}\\d&])(${AMOUNT})\\s+(?:${any('se', 'sey')})\\s+(?:${LESS}|${BELOW})\\s+(?:${NAHI})(?:\\s+(?:${HONA}))*(?![\\p{L}\\d&])`, 'giu'), 'at least $1'],
  // "roe kam se kam 20" = at least 20; "zyada se zyada 30" = at most 30.
  [new RegExp(`(?<![\\p{L}\\d&])(?:${LESS})\\s+(?:se|sey)\\s+(?:${LESS})(?=\\s+[₹\\d])`, 'giu'), 'at least'],
  [new RegExp(`(?<![\\p{L}\\d&])(?:${MORE})\\s+(?:se|sey)\\s+(?:${MORE})(?=\\s+[₹\\d])`, 'giu'), 'at most'],
  // "50000 cr se 1 lakh cr ke beech wali pharma companies": amounts in crore with no figure named are market values.
  [/(?<!(?:sales|revenue|profit|debt|cap|mcap|income|ebitda|turnover|aum)\s+)(?<![\p{L}\d&])(\d[\d.,]*\s*k?\s*(?:lakh\s+)?(?:cr|crore|crores))\s+(?:se|to|-|aur|and)\s+(\d[\d.,]*\s*k?\s*(?:lakh\s+)?(?:cr|crore|crores))\s+(?:ke\s+)?(?:beech|bich|beech me|bich me|darmiyan)(?![\p{L}\d&])/giu, 'market cap between $1 and $2'],
  // "pe 10-20 range me": the range said.
  [/(?<=\d[\d.,]*\s*(?:%|cr|crore)?)\s+range(?:\s+(?:me|mein|mai|mei|in))?(?![\p{L}\d&])/giu, ''],
  // "pe 10 aur 20 ke beech": between 10 and 20.
  [/(?<![\p{L}\d&])(\d[\d.,]*(?:%|\s*k?\s*(?:lakh\s+)?(?:cr|crore|crores))?)\s+(?:aur|and|se|-|to)\s+(\d[\d.,]*(?:%|\s*k?\s*(?:lakh\s+)?(?:cr|crore|crores))?)\s+(?:ke\s+)?(?:beech|bich|beech me|bich me|darmiyan)(?![\p{L}\d&])/giu, 'between $1 and $2'],
  // "ghate wali", "nuksaan me": loss making; "karz mukt": debt free.
  [/(?<![\p{L}\d&])(?:ghata|ghate|ghaata|ghaate|nuksan|nuksaan|nukasan|nuksaan|loss)\s+(?:wali|wale|wala|waali|waale|me|mein|mai)(?![\p{L}\d&])/giu, 'loss making'],
  [/(?<![\p{L}\d&])(?:karz|karza|karj|karja|debt|qarz)\s+(?:mukt|free|muqt)(?![\p{L}\d&])/giu, 'debt free'],
  // "bata sakte ho?", "bata do", "dekh ke batao", "kya aap": ways of asking ("bata" alone is Bata India).
  [/(?<![\p{L}\d&])(?:(?:kya\s+)?(?:aap|tum|tu)\s+)?(?:bata|batla|dekh|dekhke|dekh ke|dekh kar|check)\s+(?:sakte|sakta|sakti|saktey|skte|do|dijiye|dena|de|dein|doge|dogi|ke|kar|kr)(?:\s+(?:ho|hain|hai|h|hon|batao|btao|bata do))?(?![\p{L}\d&])/giu, ''],
  [/(?<![\p{L}\d&])(?:batana|batlana|bataana|btana)(?![\p{L}\d&])/giu, ''],
  // "ultratech ke alawa", "banks ke siva": every one but those (Hindi puts "except" after its noun).
  [/(?<![\p{L}\d&])([\p{L}&.]+(?:\s+[\p{L}&.]+)?)\s+(?:ke|ki|ka)\s+(?:alawa|alava|ilawa|illawa|siva|siwa|sivaa|sivay)(?![\p{L}\d&])/giu, 'excluding $1'],
  // "nifty 50 ke andar", "top 25 ke andar": within, said as "me".
  [/(?<![\p{L}\d&])(?:(?:ke|ki|ka)\s+)?andar(?![\p{L}\d&])/giu, 'me'],
  // "highest pb upar", "lowest pe on top": which end goes first.
  [/(?<![\p{L}\d&])(highest|lowest|biggest|smallest|largest)\s+(?:[\p{L}/&]+\s+){0,2}?(?:upar|uppar|oopar|upper|top pe|top par|on top|at the top|sabse upar)(?![\p{L}\d&])/giu, '$1 first'],
  // "promoter ka kitna % pledge hai": the promoters' pledge is the pledge figure.
  [/(?<![\p{L}\d&])promoters?(?:'s)?(?!\s+(?:holding|holdings|hldg|stake|share|shares|shareholding|hissa))(?=(?:\s+[\p{L}%]+){0,3}\s+pledg)/giu, ''],
  // "sabse zyada girne wale 5": the biggest fallers; "chadhne wale": the gainers; "is saal": this year.
  [new RegExp(`(?<![\\p{L}\\d&])(?:(?:${SABSE})\\s+(?:${MORE})\\s+)?(?:${any('girne', 'girnewale', 'gire hue', 'gire huye')})(?:\\s+(?:${WALE}))?(?![\\p{L}\\d&])`, 'giu'), 'losers'],
  [new RegExp(`(?<![\\p{L}\\d&])(?:(?:${SABSE})\\s+(?:${MORE})\\s+)?(?:${any('chadhne', 'chadhnewale', 'chadhe hue')})(?:\\s+(?:${WALE}))?(?![\\p{L}\\d&])`, 'giu'), 'gainers'],
  [/(?<![\p{L}\d&])is\s+(?:saal|sal|year|varsh)(?![\p{L}\d&])/giu, 'this year'],
  // "market share": not a figure the data holds, kept as one word the reader declines (not "market" and "share").
  [/(?<![\p{L}\d&])market\s+share(?![\p{L}\d&])/giu, 'market-share'],
  // "sabse tez badhne wali": the fastest growing.
  [/(?<![\p{L}\d&])(?:(?:sabse|sbse)\s+)?(?:tez|tezi se|tezi|jaldi|fast)\s+(?:badhne|badhti|badh rahi|badh rahe|badhte|grow|growing)(?:\s+(?:wali|wale|wala))?(?![\p{L}\d&])/giu, 'fastest growing'],
  // "infy kitne ka hai", "kitne me mil raha": its price.
  [/(?<![\p{L}\d&])(?:kitne|kitna|kitni)\s+(?:ka|ki|ke|me|mein|mai)(?:\s+(?:hai|h|he|mil raha|mil rha|milta|chal raha|chal rha))?\s*[?.!]*$/iu, 'price'],
  // "pichle saal" = last year (one), not last years.
  [/(?<![\p{L}\d&])(?:pichle|pichhle|pichla|pichhla|picchle|pichley|last)\s+(?:saal|sal|varsh|baras)(?![\p{L}\d&])/giu, 'last year'],
  // "10 bade naam", "5 chote stocks": a count's size word is a superlative.
  [new RegExp(`(?<![\\p{L}\\d&])(\\d{1,3})\\s+(?:${BIG})(?![\\p{L}\\d&])`, 'giu'), '$1 biggest'],
  [new RegExp(`(?<![\\p{L}\\d&])(\\d{1,3})\\s+(?:${SMALL})(?![\\p{L}\\d&])`, 'giu'), '$1 smallest'],
  // "videshi investors (fii)": foreign investors are the FIIs; "desi institutions": the DIIs.
  [/(?<![\p{L}\d&])(?:videshi|foreign|firangi)\s+(?:investors?|niveshak|institutions?|funds?)(?:\s*\(\s*(?:fii|fpi)s?\s*\))?/giu, 'fii'],
  [/(?<![\p{L}\d&])(?:desi|domestic|gharelu)\s+(?:investors?|niveshak|institutions?|funds?)(?:\s*\(\s*dii\s*\))?/giu, 'dii'],
  [/(?<![\p{L}\d&])(fii|fpi|dii)s?\s*\(\s*(?:fii|fpi|dii)s?\s*\)/giu, '$1'],
  // "power cables banane wali companies": the makers.
  [/(?<![\p{L}\d&])(?:banane|bnane|banaane|banati|banate|banane wali|banane wale)\s+(?:wali|wale|wala|vali|vale)?(?![\p{L}\d&])/giu, 'makers '],
  // "poore market ke", "pura market": every listing, as a question naming no universe is anyway.
  [/(?<![\p{L}\d&])(?:poore|pure|pura|poora|saare|sare|puri|poori)\s+(?:market|bazaar|bazar)(?:\s+(?:ke|ka|ki|me|mein))?(?![\p{L}\d&])/giu, ''],
  // "opm ranking me teesra": ranked by OPM; "opm se rank karo": sorted by it.
  [/(?<![\p{L}\d&])([\p{L}/&]+(?:\s+[\p{L}/&]+)?)\s+(?:ranking|rank)\s+(?:me|mein|mai|mei|pe|par)(?![\p{L}\d&])/giu, 'ranked by $1'],
  [/(?<![\p{L}\d&])(?:inhe|unhe|inko|unko|isko|usko|them)\s+(?!(?:hisaab|hisab|hisaap|hissab|basis|according|ke|ki|ka)\s)([\p{L}/&]+)\s+(?:se|sey)\s+(?:rank|sort|order)(?:\s+(?:karo|kar do|kro|krdo|kar|karke|kijiye))?(?![\p{L}\d&])/giu, 'sort them by $1'],
  [/(?<![\p{L}\d&])(?!(?:hisaab|hisab|hisaap|hissab|basis|according|ke|ki|ka|inhe|unhe|inko|unko|isko|usko|them)\s)([\p{L}/&]+)\s+(?:se|sey)\s+(?:rank|sort|order)(?:\s+(?:karo|kar do|kro|krdo|kar|karke|kijiye))?(?![\p{L}\d&])/giu, 'sort by $1'],
  // "wale hi rehne do": keep only those; "sasta pehle": lowest first.
  [/(?<![\p{L}\d&])(?:(?:wale|wali|wala)\s+)?(?:hi|he)\s+(?:rehne|rahne|rehnay)\s+(?:do|dijiye|de|dena)(?![\p{L}\d&])/giu, 'only those'],
  // ("pe ke hisaab se order karo, sasta pehle": the order of the ranking named; alone, the cheapest by P/E first.)
  [/(\b(?:wise|hisaab|hisab|by|sort|order|rank|arrange)\b.*?)(?:(?:sabse|sbse|sab se)\s+)?(?:sasta|saste|sasti|cheap|cheapest)\s+(?:pehle|pahle|pehla|first)(?![\p{L}\d&])/giu, '$1lowest first'],
  [/(?<![\p{L}\d&])(?:(?:sabse|sbse|sab se)\s+)?(?:sasta|saste|sasti|cheap|cheapest)\s+(?:pehle|pahle|pehla|first)(?![\p{L}\d&])/giu, 'cheapest first'],
  [/(?<![\p{L}\d&])(?:(?:sabse|sbse|sab se)\s+)?(?:mehenga|mehnga|mehange|costly|costliest)\s+(?:pehle|pahle|pehla|first)(?![\p{L}\d&])/giu, 'highest first'],
  // "52 week low pe hai kya": at its 52-week low ("pe" is "at" here, not P/E).
  [/(?<![\p{L}\d&])(52[- ]?(?:week|wk|w)\s+(?:high|low))\s+(?:pe|par|pr)(?![\p{L}\d&])/giu, '$1'],
  // "top pe kaun hai", "number 1 pe kaun", "last pe kaun": the first (or last) row ("pe" is "on" here, not P/E).
  [/(?<![\p{L}\d&])(?:sabse\s+)?(?:top|upar|uppar|number\s*1|no\.?\s*1|#1|pehle number|pehla number|first number|first)\s+(?:pe|par|pr)\s+(?=(?:kaun|kon|which|kiska|kiski|kaunsa|konsa|hai|h)\b)/giu, 'top 1 '],
  [/(?<![\p{L}\d&])(?:sabse\s+)?(?:last|neeche|niche|aakhri|akhri|aakhri number|last number)\s+(?:pe|par|pr)\s+(?=(?:kaun|kon|which|kiska|kiski|kaunsa|konsa|hai|h)\b)/giu, 'bottom 1 '],
  // "sun pharma kis number pe hai": which place in a list ("pe" is "on" here, not P/E).
  [/(?<![\p{L}\d&])(?:kis|kitne|kitna|kitve|kaunse|konse|kaun se|kon se)\s+(?:number|no|position|rank|place|spot|sthan)\s+(?:pe|par|pr)(?![\p{L}\d&])/giu, 'which rank'],
  // "5th wala", "3rd wali": that place of the list.
  [/^(\d{1,2}(?:st|nd|rd|th))\s+(?:wala|wali|wale|waala|one|number|no)\s*[?.!]*$/iu, '$1 which'],
  // "check karke batao": a way of asking.
  [/(?<![\p{L}\d&])check\s+(?:karke|kar ke|krke|kar|karo|kro)(?![\p{L}\d&])/giu, ''],
  // "doosra number", "teesri": Hindi's places in a ranking.
  [word(any('doosra', 'dusra', 'doosri', 'dusri', 'doosre', 'dusre')), '2nd'],
  [word(any('teesra', 'tisra', 'teesri', 'tisri', 'teesre', 'tisre')), '3rd'],
  [word(any('chautha', 'chauthi', 'chauthe', 'chotha')), '4th'],
  [word(any('paanchva', 'panchva', 'paanchvi', 'panchvi', 'paanchwa', 'panchwa')), '5th'],
  // "nifty ke 10 bade naam": the Nifty 50's ten biggest, not an index "NIFTY 10".
  [/(?<![\p{L}\d&])nifty\s+(?:ke|ki|ka|me|mein|mai)\s+(?!(?:50|100|200|500|150|250)(?!\d))(\d{1,3})(?![\p{L}\d&])/giu, 'nifty 50, $1'],
  // "pehle 5 hata do", "upar ke 3 chhod ke": the list's first N (not "pehle 5 saal"); "neeche wale 2", "aakhri 3": its last N.
  [new RegExp(`(?<![\\p{L}\\d&])(?:${any('pehle', 'pehla', 'pahle', 'pehli')}(?:\\s+(?:${any('ke', 'ki', 'wale', 'wali', 'waale')}))?|upar\\s+(?:${any('ke', 'ki', 'wale', 'wali', 'waale')}))\\s+(\\d{1,2})(?!\\s*(?:${PERIOD_UNITS}))(?![\\p{L}\\d&])`, 'giu'), 'first $1'],
  [new RegExp(`(?<![\\p{L}\\d&])(?:${any('neeche', 'niche', 'nichey')})\\s+(?:${any('ke', 'ki', 'wale', 'wali', 'waale')})\\s+(\\d{1,2})(?!\\s*(?:${PERIOD_UNITS}))(?![\\p{L}\\d&])`, 'giu'), 'last $1'],
  // "roe sabse zyada wala pehle": first; "same cheez X ki": the same for X.
  [/(?<![\p{L}\d&])(?:(?:wala|wale|wali|waala)\s+)?(?:pehle|pehla|pahle|pehley)\s*[?.!]*$/iu, 'first'],
  [/(?<![\p{L}\d&])same\s+(?:cheez|chiz|cheej|chij|thing|baat)(?![\p{L}\d&])/giu, 'same'],
  // "50 hazar cr" = "50000 cr" (hazaar: thousand).
  [/(?<![\p{L}\d])(\d+)\s*(?:hazar|hazaar|hajar|hajaar|hazzar|hzr|hazār)(?![\p{L}\d])/giu, '$1000'],
  // "fii/dii holding": the two groups, as one compound name.
  [/(?<![\p{L}\d&])(fii|fpi|dii|promoter|mf)s?\/(fii|fpi|dii|promoter|mf)s?(?![\p{L}\d&])/giu, '$1 $2'],
  // "promoter group": the promoters.
  [/(?<![\p{L}\d&])promoters?\s+group(?![\p{L}\d&])/giu, 'promoter'],
  // "promoters kitne % hold karte hai", "promoters ka kitna hissa hai", "fii ki hissedari": the group's holding.
  [new RegExp(`(?<![\\p{L}\\d&])(promoter group|promoter|promotor|fii|dii|fpi|public|mutual fund|mf)s?\\s+(?:(?:${any('ka', 'ki', 'ke', 'kitna', 'kitne', 'kitni', 'kitana', 'kya', 'kaa', 'paas', 'pass', 'pas')})\\s+){0,3}(?:%\\s+|percent\\s+|pct\\s+)?(?:${any('hissa', 'hissedari', 'hisedari', 'hold', 'stake', 'holding', 'own', 'owns')})(?:\\s+(?:${any('karte', 'karta', 'karti', 'rakhte', 'rakhta', 'rakhti', 'hai', 'hain', 'h', 'he')}))*(?![\\p{L}\\d&])`, 'giu'), '$1 holding'],
  // "kitne crore", "kitna percent": how much, the unit is the metric's own.
  [word(`(?:${any('kitna', 'kitni', 'kitne', 'kitana', 'ktna')})\\s+(?:${any('crore', 'cr', 'crores', 'rupees', 'rupaye', 'rs', 'percent', 'pct', '%', 'times', 'guna')})`), 'what'],
  // "inme se kiska roce sabse kam hai" = "which has the lowest roce": one row, the superlative after its metric.
  // "pehle do ka pe": the first two.
  ...(
    [
      ['do', 'two'],
      ['teen', 'three'],
      ['char', 'four'],
      ['paanch', 'five'],
    ] as const
  ).map(([hindi, english]) => [new RegExp(`(?<![\\p{L}\\d&])(?:${any('pehle', 'pehla', 'pahle', 'pehli', 'top')})\\s+${hindi}(?![\\p{L}\\d&])`, 'giu'), `first ${english}`] as [RegExp, string]),
  // "top 10 banks ka roe batao": the ROE of the ten largest banks ("X ka Y" is "Y of X"), not a ranking by ROE.
  // ("first two ka roe", "top 2 ka pb" after a list: the figure of its first rows.)
  [new RegExp(`^((?:top|first)\\s+(?:\\d{1,3}|${any('two', 'three', 'four', 'five')}))\\s+(?:${any('ka', 'ki', 'ke')})\\s+((?:[\\p{L}/&]+\\s*){1,3}[?.!]*)$`, 'iu'), '$2 of the $1'],
  [new RegExp(`^((?:top|biggest|largest|first)\\s+\\d{1,3}\\s+(?:[\\p{L}/&]+\\s+){0,3}?[\\p{L}/&]+)\\s+(?:${any('ka', 'ki', 'ke')})\\s+(?!(?:[\\p{L}/&]+\\s+){0,4}?(?:${SABSE}|${KISKA}|${MORE}|${LESS}|${any('hisaab', 'hisab', 'basis', 'baare', 'bare', 'which', 'kaun', 'kon', 'highest', 'lowest', 'sort', 'rank', 'order', 'me', 'mein', 'se', 'upar', 'neeche', 'jinka', 'jo')})(?![\\p{L}\\d&]))((?:[\\p{L}/&]+\\s*){1,5}[?.!]*)$`, 'iu'), '$2 of $1'],
  // "mcap kitne lakh crore hai", "in lakh cr": how much, in a unit the answer writes anyway.
  [/(?<![\p{L}\d&])(?:kitne|kitna|kitni|kitane)\s+(?:lakh\s+|hazaar\s+|hazar\s+)?(?:crore|crores|cr)(?![\p{L}\d&])/giu, 'kitna'],
  [/(?<![\p{L}\d&])in\s+(?:lakh|lac|thousand|hazaar)\s+(?:crore|crores|cr)(?![\p{L}\d&])/giu, ''],
  // "sabse zyada profit wale 15 midcaps me ...": the 15 midcaps with the highest profit, then what is asked among them.
  [new RegExp(`^(?:${SABSE})\\s+(?:${MORE}|high|max)\\s+((?:[\\p{L}/&]+\\s+){1,3}?)(?:${WALE})\\s+(\\d{1,3})\\s+((?:[\\p{L}/&]+\\s+){0,2}?[\\p{L}/&]+)\\s+(?:${any('me se', 'mein se', 'me', 'mein', 'mai', 'mei', 'me sey')})\\s+(?=\\S)`, 'iu'), 'top $2 $3 by $1, '],
  [new RegExp(`^(?:${SABSE})\\s+(?:${LESS}|low|min)\\s+((?:[\\p{L}/&]+\\s+){1,3}?)(?:${WALE})\\s+(\\d{1,3})\\s+((?:[\\p{L}/&]+\\s+){0,2}?[\\p{L}/&]+)\\s+(?:${any('me se', 'mein se', 'me', 'mein', 'mai', 'mei', 'me sey')})\\s+(?=\\S)`, 'iu'), 'the $2 $3 with the lowest $1, '],
  // "roe me sabse aage": furthest ahead, the highest; "sabse peeche": the lowest.
  [new RegExp(`(?<![\\p{L}\\d&])(?:${SABSE})\\s+(?:${any('aage', 'aagey', 'age')})(?![\\p{L}\\d&])`, 'giu'), 'highest'],
  [new RegExp(`(?<![\\p{L}\\d&])(?:${SABSE})\\s+(?:${any('peeche', 'piche', 'peechhe', 'pichhe')})(?![\\p{L}\\d&])`, 'giu'), 'lowest'],
  // "fii kisme sabse zyada hai": the metric said before "kisme".
  [new RegExp(`(?<![\\p{L}\\d&])(?:${KISKA})\\s+(?:${SABSE})\\s+(?:${MORE}|${ABOVE})(?:\\s+(?:${any('hai', 'h', 'hain', 'he')}))?(?![\\p{L}\\d&])`, 'giu'), 'highest which one'],
  [new RegExp(`(?<![\\p{L}\\d&])(?:${KISKA})\\s+(?:${SABSE})\\s+(?:${LESS}|${BELOW})(?:\\s+(?:${any('hai', 'h', 'hain', 'he')}))?(?![\\p{L}\\d&])`, 'giu'), 'lowest which one'],
  [new RegExp(`(?<![\\p{L}\\d&])(?:${KISKA})\\s+((?:[\\p{L}/&]+\\s+){1,3}?)(?:${SABSE})\\s+(?:${MORE}|${ABOVE})(?:\\s+(?:${any('hai', 'h', 'hain', 'he')}))?(?![\\p{L}\\d&])`, 'giu'), 'which one highest $1'],
  [new RegExp(`(?<![\\p{L}\\d&])(?:${KISKA})\\s+((?:[\\p{L}/&]+\\s+){1,3}?)(?:${SABSE})\\s+(?:${LESS}|${BELOW})(?:\\s+(?:${any('hai', 'h', 'hain', 'he')}))?(?![\\p{L}\\d&])`, 'giu'), 'which one lowest $1'],
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
  // "6 mahine me sabse zyada badhne wale 3": with a period said, the biggest risers (not the fastest-growing business).
  [new RegExp(`(?<=\\b(?:\\d+\\s*(?:${any('mahine', 'mahina', 'months', 'month', 'saal', 'sal', 'year', 'years', 'hafte', 'weeks')})|ytd)\\b.*?)(?:${SABSE})\\s+(?:${MORE})\\s+(?:${any('badhne', 'badhnewale', 'upar jaane', 'chadhne')})(?![\\p{L}\\d&])`, 'giu'), 'gainers'],
  // "upar se neeche lagao": from the top down, highest first; "neeche se upar": lowest first.
  [word(`(?:${ABOVE})\\s+(?:${any('se', 'sey')})\\s+(?:${BELOW})(?:\\s+(?:${any('tak')}))?\\s+(?:${ARRANGE})`), 'sort highest first'],
  [word(`(?:${BELOW})\\s+(?:${any('se', 'sey')})\\s+(?:${ABOVE})(?:\\s+(?:${any('tak')}))?\\s+(?:${ARRANGE})`), 'sort lowest first'],
  // "pe ke hisaab se kam se zyada lagao": from low to high, lowest first; "zyada se kam": highest first.
  [word(`(?:${LESS}|${SMALL})\\s+(?:${any('se', 'sey')})\\s+(?:${MORE}|${BIG})(?:\\s+(?:${any('tak')}))?(?:\\s+(?:${ARRANGE}))?`), 'sort lowest first'],
  [word(`(?:${MORE}|${BIG})\\s+(?:${any('se', 'sey')})\\s+(?:${LESS}|${SMALL})(?:\\s+(?:${any('tak')}))?(?:\\s+(?:${ARRANGE}))?`), 'sort highest first'],
  [word(`(?:${SABSE})\\s+(?:${any('bure', 'bura', 'buri', 'kharab', 'ghatiya', 'bekar')})`), 'worst'],
  // "sales ke order me lagao": sorted by the figure.
  [new RegExp(`(?<![\\p{L}\\d&])([\\p{L}/&]+(?:\\s+[\\p{L}/&]+)?)\\s+(?:${any('ke', 'ki', 'ka')})\\s+(?:${any('order', 'kram', 'sequence')})\\s+(?:${any('me', 'mein', 'mai', 'se')})\\s+(?:${any('lagao', 'laga do', 'lagado', 'rakho', 'karo', 'kro', 'sort karo', 'dikhao')})(?![\\p{L}\\d&])`, 'giu'), 'sort by $1'],
  [/(?<![\p{L}\d&])sort by (?:now|ab|phir|then) /giu, 'sort by '],
  // "upar se lagao" = highest at the top; "neeche se" = lowest first.
  [word(`(?:${ABOVE})\\s+(?:${any('se', 'sey')})\\s+(?:${ARRANGE})`), 'sort highest first'],
  [word(`(?:${BELOW})\\s+(?:${any('se', 'sey')})\\s+(?:${ARRANGE})`), 'sort lowest first'],
  // "wapas 10 wali list pe jao", "wapas us list pe chalo": back to the earlier list.
  [new RegExp(`(?<![\\p{L}\\d&])(?:${any('wapas', 'vapas', 'waapas', 'vaapas', 'wapis', 'vapis')})\\s+(?:(?:${any('wo', 'woh', 'vo', 'us', 'uss', 'un')})\\s+)?(?:[\\p{L}\\d&]+\\s+){0,3}?(?:(?:${WALE})\\s+)?(?:${any('list', 'table')})\\s+(?:${any('pe', 'par', 'pr', 'me', 'mein')})\\s+(?:${any('jao', 'chalo', 'aao', 'aa jao', 'jaate hain', 'jate hai')})(?:\\s+(?:${any('aur', 'and', 'phir', 'fir')}))?(?![\\p{L}\\d&])`, 'giu'), 'among the earlier list'],
  // "iske baad next 10": then.
  [/(?<![\p{L}\d&])(?:iske|uske|is ke|us ke)\s+(?:baad|bad)(?![\p{L}\d&])/giu, 'then'],
  // "wo food wali list pe wapas jao": back to the earlier list.
  [new RegExp(`(?<![\\p{L}\\d&])(?:(?:${any('wo', 'woh', 'vo', 'us', 'uss')})\\s+)?(?:[\\p{L}&]+\\s+){0,3}?(?:(?:${WALE})\\s+)?(?:${any('list', 'table')})\\s+(?:${any('pe', 'par', 'pr', 'me', 'mein')})\\s+(?:${any('wapas', 'vapas', 'waapas', 'vaapas', 'wapis', 'vapis')})(?:\\s+(?:${any('jao', 'jaao', 'chalo', 'aao', 'jaiye', 'chaliye')}))?(?![\\p{L}\\d&])`, 'giu'), 'back to the list'],
  // "sales pichle 5 saal me kitni badhi": how much a figure grew, not a price move.
  [/(?<![\p{L}\d&])(sales|revenue|revenues|profit|profits|net profit|eps|earnings|bikri|munafa)(\s.*?)?\s+(?:kitni|kitna|kitne|kitana)?\s*(?:badhi|badha|badhe|badhai|bdhi|grew|grow)(?![\p{L}\d&])/giu, '$1 growth$2'],
  // "ongc sasta hai kya": whether it is cheap, a judgement as in English.
  [new RegExp(`^(.+?)\\s+(?:${CHEAP}|${DEAR}|undervalued|overvalued)\\s+(?:(?:${any('hai', 'h', 'he', 'hain')})\\s+)?(?:${any('kya', 'kia', 'ki nahi', 'ya nahi', 'na')})\\s*[?.!]*$`, 'iu'), 'is $1 cheap'],
  // "psu bank sabse sasta pb pe": "pe" after another ratio at the end is Hindi's "on".
  [/(?<![\p{L}\d&])(p\/?b|pb|p\/?bv|ev\/?ebitda|p\/?s|price to book|price to sales|peg|roe|roce|opm|dividend yield)\s+(?:pe|par)(?=\s*[?.!]*$)/giu, 'on $1'],
  // "sabse zyada roe" = "highest roe"; "sabse saste" = "cheapest".
  [word(`(?:${SABSE})\\s+(?:${MORE}|high|higher|max|top|${any('strong', 'majboot', 'mazboot', 'mazbut')})`), 'highest'],
  [word(`(?:${SABSE})\\s+(?:${LESS}|low|lower|min|${any('kamzor', 'kamjor', 'kamzoor', 'weak', 'kharab')})`), 'lowest'],
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
  // "last wale 5", "aakhri 3": the other end of the list.
  [new RegExp(`(?<![\\p{L}\\d&])(?:last|${any('aakhri', 'akhri', 'aakhiri', 'akhiri', 'neeche ke', 'niche ke', 'neeche wale', 'niche wale')})\\s+(?:(?:${any('wale', 'waale', 'wali', 'wala', 'ke')})\\s+)?(\\d{1,3})(?![\\p{L}\\d&])(?!\\s+(?:years?|yrs?|months?|quarters?|qtrs?|days?|weeks?|saal|sal|mahine|mahino)(?![\\p{L}]))`, 'giu'), 'bottom $1'],
  // "..., 4 chahiye", "..., give 3", "... show me 5": a count said at the end is the top few.
  [new RegExp(`(?:,\\s*|\\s+)(?:(?:give|show|list|need|want|get)\\s+(?:me\\s+)?(?:the\\s+)?(?:top\\s+)?(\\d{1,3})|(?<!(?:[<>=]|below|above|under|over|than|of|se|at|is|to|upto|till|se kam|se zyada|last|bottom)\\s*)(\\d{1,3})\\s+(?:${any('chahiye', 'chaiye', 'chahie', 'chahiyen', 'dikhao', 'dikha do', 'batao', 'bata do', 'dedo', 'de do')}))(?:\\s+(?:${any('please', 'pls', 'plz', 'bhai', 'yaar', 'thanks', 'thx')}))*\\s*[?.!]*\\s*$`, 'iu'), ', top $1$2'],
  // "10 se kam pe pe mil rahe" = "at a pe below 10": the second "pe" is Hindi's "at".
  [/(?<![\p{L}\d&])(below|above)\s+(\S+(?:\s+(?:cr|crore|%))?)\s+(pe|pb|p\/e|p\/b)\s+(?:pe|par|pr)(?![\p{L}\d&])/giu, '$3 $1 $2'],
  // "mcap ke hisaab se 3rd number pe kaun": the place, not P/E ("pe" is Hindi's "at").
  [/(?<![\p{L}\d&])(\d{1,2}(?:st|nd|rd|th))\s+(?:number|no\.?|nambar|position|place|rank|sthan)\s+(?:pe|par|pr)(?![\p{L}\d&])/giu, '$1 place'],
  [/(?<![\p{L}\d&])(\d{1,2})\s+(?:number|no\.?|nambar)\s+(?:pe|par|pr)(?![\p{L}\d&])/giu, '$1th place'],
  // "steel wali list me se", "banks wali list se": the list named, an earlier answer's.
  [new RegExp(`(?<![\\p{L}\\d&])(?:[\\p{L}&]+\\s+){1,3}?(?:${WALE})\\s+(?:${any('list', 'table')})\\s+(?:${any('me se', 'mein se', 'mai se', 'se', 'me', 'mein')})(?![\\p{L}\\d&])`, 'giu'), 'among the earlier list'],
  // "sirf wo dikhao", "bas unhe rakho": only those.
  [new RegExp(`(?<![\\p{L}\\d&])(?:${any('sirf', 'sirif', 'only', 'bas', 'bus')})\\s+(?:${any('wo', 'woh', 'vo', 've', 'unhe', 'unko', 'inhe', 'inko', 'unhi', 'unhin')})(?![\\p{L}\\d&])`, 'giu'), 'only those'],
  // "pehle wali list", "the previous list": the list two turns back.
  [word(`(?:${any('pehle', 'pehli', 'pahle', 'pahli', 'pichli', 'purani', 'upar')})\\s+(?:(?:${WALE})\\s+)?(?:${any('list', 'table')})(?:\\s+(?:${any('me se', 'mein se', 'mai se', 'me', 'mein', 'se')}))?`), 'among the earlier list'],
  // "top 10 banks me se sabse kam pe wala": what comes after "me se" is asked among what comes before.
  [/^(.+?)\s+(?:me|mein|mai|mei)\s+se\s+(.+)$/iu, '$2 among $1'],
  // "cv makers ke top 4 by mcap me sabse zyada roce kiska": a cut, then what is asked within it ("me" = in).
  // "top 100 companies by market cap mein jinka pb 1.4 se kam hai" (or ", jinka ..."): the cut, then those in it the condition keeps.
  [new RegExp(`^(.*?\\b(?:top|first|biggest|largest|bottom)\\s+\\d{1,3}\\b.*?)(?:\\s+(?:${any('me se', 'mein se', 'me', 'mein', 'mai', 'mei')})|\\s*,)\\s+(?:${any('wo', 'woh', 'vo', 've', 'unhe', 'unko')}\\s+)?(?:${any('dikhao', 'batao', 'dikha do', 'bata do')}\\s+)?(?:${any('jinka', 'jinki', 'jinke', 'jiska', 'jiski', 'jiske', 'jo', 'jin', 'jinme', 'jisme')})\\s+(.+)$`, 'iu'), '$1, those with $2'],
  [new RegExp(`^(.*?\\b(?:(?:top|first|biggest|largest|bottom)\\s+\\d{1,3}|\\d{1,3}\\s+(?:${SABSE}\\s+)?(?:highest|lowest|biggest|largest|${MORE}|${BIG}))\\b.*?)\\s+(?:me|mein|mai|mei|ka|ki|ke)\\s+(?=(?:[\\p{L}/&]+\\s+){0,3}?(?:${SABSE}|${any('which', 'highest', 'lowest', 'cheapest', 'biggest', 'smallest', 'best', 'worst', 'most', 'top', 'bottom', 'kiska', 'kiski', 'kiske', 'kisme', 'kaun', 'kon', 'kaunsa', 'konsa', 'kaunsi', 'konsi')})(?![\\p{L}\\d&]))(.+)$`, 'iu'), '$1, $2'],
  // "sabse zyada roe wale 5": the count after "wale" is the top few (before "among" what it is chosen from).
  // (A cut before a comma or an arrow stays in front: "plastics top 10 by mcap, unme se sabse kam pe wale 3".)
  [/^((?:.*?(?:,|->|=>|→|>>)\s*)?)(.*?)\s+(?:wale|waale|wali|waali|vale|wala|waala)\s+(\d{1,3})(\s+among\s+.+?)?(?:\s+(?:dikhao|dikhaao|batao|btao|do|please|pls|plz|bhai|yaar|kaunse|konse|kaun|kon|kaunsa|konsa|hai|hain|h|he))*\s*[?.!]*\s*$/iu, '$1top $3 $2$4'],
  [word(`(?:${any('kitna', 'kitni', 'kitne', 'kitana')})\\s+(?:${MORE})`), 'what'],
  [word(`(?:${any('ke', 'ki', 'ka')})\\s+(?:${any('baare', 'bare', 'baare mein', 'bare me', 'baare me', 'bare mein')})(?:\\s+(?:${any('mein', 'me', 'mai', 'mei')}))?`), 'about'],
  [word(`(?:${any('ke', 'ki')})\\s+(?:${any('liye', 'liya', 'lie')})`), 'for'],
  [word(`(?:${any('ek', '1')})\\s+(?:${any('saal', 'sal', 'varsh', 'baras')})`), '1 year'],
  [word(any('saal', 'sal', 'saalon', 'salon', 'saalo', 'salo', 'varsh', 'baras')), 'years'],
  [word(any('mahine', 'mahina', 'mahino', 'mahinon', 'mahinay')), 'months'],
  [word(any('hafte', 'hafta', 'hafton')), 'weeks'],
  [word(any('pichle', 'pichhle', 'pichla', 'pichhla', 'pichli', 'pichhli', 'picchle', 'pichley')), 'last'],
];
