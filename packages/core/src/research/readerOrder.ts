/**
 * The order and the count a question asks for ("highest P/E", "sort by ROE", "top 10", "which 5 companies").
 */
import type { Mention, ReaderText } from './readerText';
import { NUMBER_WORDS } from './questionWords';
import { UNIT_WORDS } from './readerPeriods';

/** Metrics where lower reads better: a plain "sort by" lists them lowest first. */
const LOWER_IS_BETTER = new Set(['pe', 'pb', 'evToEbitda', 'peg', 'priceToSales', 'debtToEquity', 'pledgedPercentage']);
/** Valuations: "sort by pe" with no direction is read both ways by investors (see ReaderText.unsureOrder). */
const VALUATIONS = new Set(['pe', 'pb', 'evToEbitda', 'peg', 'priceToSales']);

/** The sort a question asks for: "by ROE", "highest P/E", "lowest debt first", "sorted by sales growth". */
export function sortOf(r: ReaderText, mentions: Mention[], used: Set<Mention>): { mention: Mention; direction: 'asc' | 'desc'; by?: boolean } | null {
  const sort = findSort(r, mentions, used);
  // "least leveraged one? d/e wise": a second mention of the sort's metric with "wise" only says it again.
  for (const mention of mentions) {
    if (!sort || mention === sort.mention || mention.metric?.key !== sort.mention.metric?.key) continue;
    const next = r.tokens[mention.end];
    if (next && !next.used && next.lower === 'wise') {
      r.use(mention.start, mention.end + 1);
      used.add(mention);
    }
  }
  return sort;
}

function findSort(r: ReaderText, mentions: Mention[], used: Set<Mention>): { mention: Mention; direction: 'asc' | 'desc'; by?: boolean } | null {
  for (const mention of mentions) {
    if (!mention.metric || used.has(mention)) continue;
    let back = mention.start - 1;
    while (back >= 0 && !r.tokens[back]!.used && /^(the|their|its|a|them|of)$/.test(r.tokens[back]!.lower)) back--;
    const before = r.tokens[back];
    let byAt = back - 1;
    // ("rank it by roe" skips "it"; "rank it companies by roe" keeps "it companies", the IT sector.)
    while (byAt >= 0 && !r.tokens[byAt]!.used && /^(them|these|those|it|the|results|list|companies|stocks)$/.test(r.tokens[byAt]!.lower) &&
      !(r.tokens[byAt]!.lower === 'it' && /^(companies|company|stocks|stock|cos|shares|firms)$/.test(r.tokens[byAt + 1]?.lower ?? ''))) byAt--;
    const beforeBy = before && !before.used && before.lower === 'by' ? r.tokens[byAt] : undefined;
    const after = r.tokens.slice(mention.end, mention.end + 4).filter((t) => !t.used).map((t) => t.lower).join(' ');
    // "roe highest" (Hinglish order: "roe sabse zyada"), "pe lowest first".
    const ascMatch = /^(asc|ascending|lowest first|low to high|smallest first|least first|(?:is |are )?the (?:lowest|least|smallest)|lowest|minimum|smallest)\b/.exec(after);
    // "grew profit fastest", "sales grew the most": a growth metric ranked after its mention.
    const descMatch = /^(desc|descending|highest first|high to low|largest first|biggest first|fastest|quickest|the fastest|the most|(?:is |are )?the (?:highest|biggest|largest)|most|highest|maximum|biggest|largest|best)\b/.exec(after);
    // "pe wise" (Indian English, and Hinglish "pe ke hisaab se"): ranked by the metric, its better end first.
    if (/^wise\b/.test(after)) {
      // "dividend yield wise, highest first": the order said after it.
      const order = /^wise(?: (?:sort|sorted|order|arrange))?(?: (highest|lowest|largest|smallest|biggest) first)?\b/.exec(after);
      r.use(mention.end, mention.end + (order ? order[0].split(' ').length : 1));
      const asc = order?.[1] ? /^(lowest|smallest)$/.test(order[1]) : LOWER_IS_BETTER.has(mention.metric.key);
      return { mention, direction: asc ? 'asc' : 'desc', by: !order?.[1] && !asc };
    }
    const ascAfter = Boolean(ascMatch);
    const descAfter = Boolean(descMatch);
    const words = (from: number) => {
      if (from <= back) r.use(from, back + 1);
      const extra = (ascMatch ?? descMatch)?.[0].split(' ').length ?? 0;
      r.use(mention.end, Math.min(mention.end + extra, r.tokens.length));
    };
    if (before && !before.used && /^(highest|largest|biggest|most|maximum|max|top|best|high|higher|greatest|strongest|fastest|highly|heavily)$/.test(before.lower)) {
      words(back);
      return { mention, direction: ascAfter ? 'asc' : 'desc' };
    }
    if (before && !before.used && /^(lowest|smallest|least|minimum|min|low|lower|worst|weakest|slowest|bottom)$/.test(before.lower)) {
      words(back);
      return { mention, direction: descAfter ? 'desc' : 'asc' };
    }
    if (before && !before.used && before.lower === 'by') {
      let from = back;
      if (beforeBy && !beforeBy.used && /^(sort|sorted|order|ordered|rank|ranked|arrange|arranged|sorting|ranking)$/.test(beforeBy.lower)) from = byAt;
      words(from);
      const word = beforeBy?.lower ?? '';
      // "sort by P/E" with no direction: valuations and leverage read best lowest first.
      const lowerIsBetter = from !== back && !descAfter && LOWER_IS_BETTER.has(mention.metric.key);
      if (lowerIsBetter && !ascAfter && VALUATIONS.has(mention.metric.key) && !/^(lowest|smallest|cheapest)$/.test(word)) r.unsureOrder = mention.metric.key;
      return { mention, direction: ascAfter || lowerIsBetter || /^(lowest|smallest|cheapest)$/.test(word) ? 'asc' : 'desc', by: !ascAfter && !descAfter && !lowerIsBetter };
    }
    if (ascAfter || descAfter) {
      words(mention.start);
      return { mention, direction: ascAfter ? 'asc' : 'desc' };
    }
  }
  return null;
}

/** Words that say what a count counts ("10 companies"). */
const COUNTED_NOUNS = /^(companies|company|stocks|stock|names|shares|firms|scrips|counters|results|rows|constituents|members|makers|manufacturers|producers|players)$/;
/** Ranking words a count may stand before ("5 lowest pe stocks"), read or not. */
const RANKING_WORDS = /^(largest|biggest|smallest|best|worst|cheapest|top|highest|lowest|costliest|most|least|fastest|slowest|quickest)$/;

/** The counted noun within three words after `from` ("most indebted companies"), past only words (no numbers or units). */
function nounAfter(r: ReaderText, from: number): number | null {
  let skipped = 0;
  for (let k = from; k < Math.min(from + 3 + skipped, r.tokens.length); k++) {
    const word = r.tokens[k]!.lower;
    if (COUNTED_NOUNS.test(word) || word === 'banks' || word === 'bank') return k === from ? null : k;
    // "the 4 nifty 50 stocks", "20 small caps": an index or cap type already read stands between a count and its noun.
    if (r.tokens[k]!.used && /^(nifty|sensex|bse|next|midcap|smallcap|largecap|\d+|large|mid|small|micro|caps?)$/.test(word)) {
      if (/^caps?$/.test(word)) return k;
      skipped++;
      continue;
    }
    if (!/^[a-z][a-z&-]*$/.test(word) || UNIT_WORDS[word] || /^(cr|crore|crores|lakh|lakhs|k|thousand|percent|quarters?|and|or|with|above|below|over|under|than)$/.test(word)) return null;
  }
  return null;
}

/** "top 10", "10 biggest", "which 5 companies", "first 20", "show 15": the count; never a period or amount. */
export function limitOf(r: ReaderText): { limit: number; direction: 'asc' | 'desc' | null } | null {
  for (let i = 0; i < r.tokens.length; i++) {
    const t = r.tokens[i]!;
    if (t.used) continue;
    const n = /^\d+$/.test(t.lower) ? Number(t.lower) : NUMBER_WORDS[t.lower] !== undefined && !/^(a|an|one|single)$/.test(t.lower) ? NUMBER_WORDS[t.lower] : undefined;
    if (n === undefined || n < 1 || n > 500) continue;
    const prev = r.tokens[i - 1];
    const next = r.tokens[i + 1];
    // A ranking word may already be read ("worst 5 large caps over 1 year"): it still leads the count.
    const prevWord = prev && (!prev.used || /^(best|worst|top|bottom)$/.test(prev.lower)) ? prev.lower : '';
    // ... and follow it ("5 lowest pe stocks": "lowest pe" is the sort, 5 its count).
    const nextWord = next && (!next.used || RANKING_WORDS.test(next.lower)) ? next.lower : '';
    if (UNIT_WORDS[nextWord] || /^(quarters?|%|percent|cr|crore|crores|lakh|lakhs|k|thousand)$/.test(nextWord)) continue;
    if (prev && /^(>|<|>=|<=|=|above|below|over|under|than)$/.test(prev.lower)) continue;
    const lead = /^(top|first|bottom|show|list|give|which|best|worst|any|only|just|largest|biggest|smallest|highest|lowest|cheapest|leading)$/.test(prevWord);
    const noun = COUNTED_NOUNS.test(nextWord) || RANKING_WORDS.test(nextWord) || /^(banks|bank|gainers|losers|performers)$/.test(nextWord);
    // "7 most indebted companies", "5 large cap stocks": a few words between the count and what is counted.
    const gap = !lead && !noun ? nounAfter(r, i + 1) : null;
    if (!lead && !noun && gap === null) continue;
    const word = lead ? prevWord : nextWord;
    // "cheapest 5": the adjective is also the sort (by P/E), read by the adjectives after this.
    r.use(lead && !prev!.used && prevWord !== 'cheapest' ? i - 1 : i, i + 1);
    // The generic noun is used; a sector noun ("10 banks") is left for the sector reader.
    if (noun && COUNTED_NOUNS.test(nextWord)) r.use(i + 1, i + 2);
    if (gap !== null && COUNTED_NOUNS.test(r.tokens[gap]!.lower)) r.use(gap, gap + 1);
    return { limit: n, direction: /^(bottom|worst|smallest|lowest|cheapest)$/.test(word) ? 'asc' : null };
  }
  return null;
}
