/**
 * English as typed in a chat about a list ("rank these on roce", "back to the banks", "20%+ roe"), the last Hindi
 * verbs ("lagao" sort, "rakho" keep) and the glue words of a Hindi sentence, dropped.
 */
import { any, word } from './chatPatterns';

export const CHAT_ENGLISH: readonly [RegExp, string][] = [
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
  [/(?<![\p{L}\d&])(?!(?:give|show|tell|get|find|send|pull|fetch)\s)([\p{L}/&]+)\s+(?:me|mein|mai|mei|in)\s+(?:no\.?|number|num|#)\s*(\d{1,2})(?![\p{L}\d&])/giu, '$2th highest $1'],
  [/(?<![\p{L}\d&])(?:no\.?|number|num|#)\s*1\s+(?=[a-z])/giu, 'top 1 '],
  // "rank it cos by roe and give me #3": the place, at the end.
  [/(?:(?<![\p{L}\d&])(?:no\.?|number|num)\s*|#\s*)(\d{1,2})\s*[?.!]*$/iu, '$1th'],
  [/(?<![\p{L}\d&])(?:no\.?|number|num|#)\s*(\d{1,2})\s+(?=[a-z])/giu, '$1th '],
  // "highest-roe large caps": a superlative hyphenated to its metric.
  [/(?<![\p{L}\d&])(highest|lowest|top|best|worst|most|least)-(?=\p{L})/giu, '$1 '],
  // "arrange these from lowest pe to highest": the order, lowest first.
  [/(?<![\p{L}\d&])from\s+(?:the\s+)?(lowest|highest|smallest|biggest|largest)\s+([\p{L}/&]+(?:\s+[\p{L}/&]+)?)\s+to\s+(?:the\s+)?(?:highest|lowest|largest|smallest|biggest)(?![\p{L}\d&])/giu, 'by $2 $1 first'],
  [/(?<![\p{L}\d&])(?:hide|remove|drop|exclude|skip|leave out|hata do|hatao|hata ke|hata|nikal do|nikalo|nikaal do|nikaalo|nikal ke|nikaal ke|nikal|chhod do|chhodo|chhod ke|chhod kar|chod do|chodo|chod ke|chod kar)(?![\p{L}\d&])/giu, 'remove'],
  [word(any('thinnest', 'slimmest', 'weakest')), 'lowest'],
  // "(whole market)", "overall", "in the whole market": every listing, which a question naming no universe is anyway.
  [/\(?\s*(?:the\s+)?(?:whole|entire|full|overall)\s+market\s*\)?|(?<![\p{L}\d&])(?:overall|in the market|across the market|in india|listed in india)(?=\s*[?.!,)-]|\s*$)/giu, ''],
  // "take the 10 midcaps with the highest roe, then ...": the cut, said as taking it.
  [/^(?:take|pick|choose|select|grab)\s+(?=(?:the\s+)?\d)/iu, ''],
  // "20 smallcaps with highest revenue -> best 3 by roe": an arrow between a cut and what is asked in it.
  [/\s*(?:->|=>|→|>>)\s*/gu, ', '],
  // "cheapest one": which one is cheapest.
  [/(?<![\p{L}\d&])(cheapest|costliest|biggest|smallest|best|worst|highest|lowest)\s+one(?![\p{L}\d&])/giu, 'which one $1'],
  // "total sales", "total debt": the figure itself.
  [/(?<![\p{L}\d&])total\s+(?=(?:sales|revenue|revenues|turnover|income|profit|net profit|debt|borrowings|dividend|dividends|expenses)(?![\p{L}\d&]))/giu, ''],
  [/(?<![\p{L}\d&])(?:least|lowest|most under)[- ]?valued(?![\p{L}\d&])/giu, 'cheapest'],
  [word(any('fattest', 'widest', 'richest', 'strongest')), 'highest'],
  [/(?<![\p{L}\d&])(?:take|pick|choose|select|get)\s+(?:the\s+)?(?:biggest|largest|top)\s+(\d{1,3})(?![\p{L}\d&])/giu, 'top $1'],
  [/(?<![\p{L}\d&])(?:going\s+)?back\s+to\s+(?:that|the|my|our)\s+(?:[a-z]+\s+){0,2}?(?:list|table)(?![\p{L}\d&])/giu, 'among the earlier list'],
  // "back to the banks, which one ...", "go back to those pharma stocks -", "back to the 10,": the list they name, two turns back.
  [/(?<![\p{L}\d&])(?:(?:go|going|now|ok|okay)\s+)?back\s+to\s+(?:that|the|those|my|our|all)\s+(?:[a-z&/\d]+\s+){0,2}?[a-z&/\d]+(?=\s*(?:[,;:?.!]|\s-\s|$))/giu, 'among the earlier list'],
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
  [/(?<![\p{L}\d&])(?:trades?|trading)\s+(?:at\s+)?(?:the\s+)?(?=(?:cheapest|costliest|most expensive|lowest|highest)\b)/giu, ''],
  // "largest non-financial companies": every sector but the financials.
  [/(?<![\p{L}\d&])non[- ]?financials?(?![\p{L}\d&])/giu, 'excluding financials'],
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
  [word(any('milta', 'milti', 'milte', 'milega', 'mil', 'milenge', 'mile', 'chal', 'chalta', 'chalti', 'rha', 'rhi', 'rhe', 'deta', 'deti', 'dete', 'dene', 'kamane', 'kamaane', 'kamate', 'kamaate', 'kamati', 'kamaya', 'kamaaya', 'kamayi', 'kamaayi', 'kamaye', 'aajkal', 'aaj kal', 'filhal', 'fil hal', 'anything', 'any one')), ''],
  // Glue words of a Hindi sentence: dropped.
  [word(any('ka', 'ki', 'ke', 'ko', 'kaa', 'kii', 'hai', 'hain', 'hei', 'hy', 'h', 'he', 'hoga', 'hogi', 'batao', 'bataao', 'btao', 'batado', 'bata do', 'bataiye', 'bataye', 'batayein', 'btaao', 'bolo', 'dikhao', 'dikhaao', 'dikhado', 'dikha do', 'dikha', 'dikhaiye', 'dikhaye', 'dikhana', 'karo', 'kro', 'kar do', 'kardo', 'krdo', 'kr do', 'kr', 'kar', 'karein', 'karte', 'karta', 'karti', 'krte', 'krta', 'krti', 'kijiye', 'kariye', 'karke', 'wale', 'waale', 'wali', 'waali', 'wala', 'waala', 'vale', 'waley', 'valey', 'vaale', 'se', 'sey', 'mein', 'mai', 'mei', 'me', 'mujhe', 'muje', 'mjhe', 'mereko', 'hume', 'humko', 'hamein', 'chahiye', 'chaiye', 'chahie', 'zara', 'jara', 'thoda', 'bhai', 'bro', 'yaar', 'yar', 'ji', 'na', 'ne', 'diya', 'diye', 'dia', 'mila', 'mili', 'raha', 'rahi', 'rahe', 'hua', 'hui', 'hue', 'tha', 'thi', 'hota', 'hoti', 'hote', 'ye', 'yeh', 'yah', 'wo', 'woh', 'vo', 'par', 'pr', 'tak', 'liye', 'de', 'dena', 'dedo', 'de do', 'lo', 'dekho', 'dekhna', 'samjhao', 'abhi', 'aaj', 'koi', 'kuch', 'ek', 'jinka', 'jinki', 'jinke', 'jiska', 'jiski', 'jiske', 'jo', 'jin', 'jinme', 'jisme', 'ho', 'hon', 'dijiye', 'aise', 'aisa', 'aisi', 'waise', 'jaise', 'aata', 'aati', 'aate', 'aaye', 'aata hai', 'aayega')), ''],
  // "pe me sabse kam kaun" ("pe which one lowest"): the superlative said after "which one".
  [/([\p{L}/&]+(?:\s+[\p{L}/&]+)?)\s+which one (lowest|highest)(\s*[?.!]*)$/iu, 'which one has the $2 $1$3'],
];
