/**
 * The condition and order phrases of an English question: comparisons with amounts ("ROE above 20",
 * "above ₹50,000 Cr", "mcap 20,000-50,000 cr"), adjectives (cheapest, profitable, debt-free, oversold) and
 * return rankings ("best performing", "fell the most"). Each marks the words it used.
 */
import type { QuestionParts } from './followUp';
import type { ComparisonOperator, ResearchFilter } from './plan';
import type { MetricDefinition } from './metricTypes';
import type { Amount, Mention, QuestionReader } from './questionReader';
import { qualityThreshold } from './englishQualities';

/** "best / top performing", "top gainers", "worst performers", "biggest losers": a ranking by return. */
export function rankingOf(r: QuestionReader, overPeriod: boolean): 'asc' | 'desc' | null {
  if (overPeriod) {
    const best = r.tokens.findIndex((t) => !t.used && /^(best|strongest|worst|weakest|poorest)$/.test(t.lower));
    if (best >= 0) {
      const word = r.tokens[best]!.lower;
      r.use(best, best + 1);
      r.useWords(/^(performing|performers?|performance|gainers?|losers?|returns?)$/);
      return /^(best|strongest)$/.test(word) ? 'desc' : 'asc';
    }
  }
  for (let i = 0; i < r.tokens.length; i++) {
    const a = r.tokens[i]!;
    const b = r.tokens[i + 1];
    if (a.used) continue;
    const next = b && !b.used ? b.lower : '';
    if (/^(best|top|biggest|highest|strongest)$/.test(a.lower) && /^(performing|performers?|gainers?|movers?|returns?|winners?)$/.test(next)) {
      r.use(i, i + 2);
      return 'desc';
    }
    if (/^(worst|bottom|biggest|top|weakest|poorest|lowest)$/.test(a.lower) && /^(performing|performers?|losers?|fallers?|laggards?|returns?|decliners?)$/.test(next)) {
      r.use(i, i + 2);
      return /^(worst|weakest|poorest|lowest)$/.test(a.lower) || /^(losers?|fallers?|laggards?|decliners?)$/.test(next) ? 'asc' : 'desc';
    }
    const most = next === 'most' ? 2 : next === 'the' && r.tokens[i + 2]?.lower === 'most' ? 3 : 0;
    if (most && /^(fell|fallen|dropped|declined|lost|crashed|corrected|tanked|down)$/.test(a.lower)) {
      r.use(i, i + most);
      return 'asc';
    }
    if (most && /^(gained|rose|risen|rallied|jumped|climbed|surged|grew|up)$/.test(a.lower)) {
      r.use(i, i + most);
      return 'desc';
    }
    if (/^(gainers?|winners?|outperformers?)$/.test(a.lower)) {
      r.use(i, i + 1);
      return 'desc';
    }
    if (/^(losers?|laggards?|underperformers?|fallers?|decliners?)$/.test(a.lower)) {
      r.use(i, i + 1);
      return 'asc';
    }
  }
  return null;
}

interface Conditions {
  filter: ResearchFilter | null;
  used: Set<Mention>;
}

/** Comparisons of metrics with amounts or other metrics, and bare amounts ("above ₹50,000 Cr" is market cap). */
export function conditionsOf(r: QuestionReader, mentions: Mention[]): Conditions {
  const used = new Set<Mention>();
  const groups: ResearchFilter[][] = [[]];
  let lastEnd = 0;
  let lastPriceOp: ComparisonOp | null = null;
  const push = (condition: ResearchFilter, start: number, end: number) => {
    const between = r.tokens.slice(lastEnd, start).map((t) => t.lower);
    if (between.includes('or') && groups[groups.length - 1]!.length > 0) {
      groups.push([]);
      r.use(lastEnd + between.indexOf('or'), lastEnd + between.indexOf('or') + 1);
    }
    // The "and" joining this condition to the one before (not one inside a name before the first: "finance and investment").
    else if (between.includes('and') && lastEnd > 0) r.use(lastEnd + between.lastIndexOf('and'), lastEnd + between.lastIndexOf('and') + 1);
    groups[groups.length - 1]!.push(condition);
    r.use(start, end);
    lastEnd = end;
  };
  for (let m = 0; m < mentions.length; m++) {
    const mention = mentions[m]!;
    if (!mention.metric) continue;
    const metric = mention.metric.key;
    // "zero pledge", "nil debt"
    const zero = r.tokens[mention.start - 1];
    if (zero && !zero.used && /^(zero|nil|no)$/.test(zero.lower)) {
      push({ type: 'compare', metric, op: '=', value: 0 }, mention.start - 1, mention.end);
      used.add(mention);
      continue;
    }
    // "negative 3 year profit growth", "positive free cash flow"
    const sign = r.tokens[mention.start - 1];
    if (sign && !sign.used && /^(negative|positive)$/.test(sign.lower)) {
      push({ type: 'compare', metric, op: sign.lower === 'negative' ? '<' : '>', value: 0 }, mention.start - 1, mention.end);
      used.add(mention);
      continue;
    }
    // "between 50k cr and 1 lakh cr market cap": the range written before its metric.
    const rangeBefore = rangeEndingAt(r, mention.start);
    if (rangeBefore && unitFits(mention.metric, rangeBefore.low.unit) && unitFits(mention.metric, rangeBefore.high.unit)) {
      push(rangeFilter(metric, rangeBefore.low, rangeBefore.high), rangeBefore.start, mention.end);
      used.add(mention);
      continue;
    }
    // "1,00,000 cr market cap and above", "above 20% roe", "over 50,000 cr mcap"
    const before = amountBefore(r, mention.start);
    if (before && unitFits(mention.metric, before.unit)) {
      const tail = r.tokens.slice(mention.end, mention.end + 2).map((t) => (t.used ? '' : t.lower)).join(' ');
      const trailing = /^(and above|or above|or more|and more|or higher|plus)/.test(tail) ? '>=' : /^(and below|or below|or less|and less|or lower)/.test(tail) ? '<=' : null;
      const op = before.op ?? trailing;
      if (op) {
        push({ type: 'compare', metric, op, value: before.value }, before.start, mention.end + (before.op ? 0 : trailing ? 2 : 0));
        used.add(mention);
        continue;
      }
    }
    let at = r.skipFillers(mention.end);
    // "mcap 20,000-50,000 cr", "pe 10 to 20"
    const low = r.amountAt(at);
    if (low) {
      const joiner = /^(to|and|-)$/.test(r.tokens[low.end]?.lower ?? '') ? 1 : 0;
      const high = r.amountAt(low.end + joiner);
      if (high && (joiner === 1 || r.tokens[low.end]!.start - r.tokens[low.end - 1]!.end === 1) && high.value !== low.value && unitFits(mention.metric, low.unit) && unitFits(mention.metric, high.unit)) {
        push(rangeFilter(metric, low, high), mention.start, high.end);
        used.add(mention);
        continue;
      }
    }
    // "mcap between 1 and 2 lakh cr", "mcap from 1 lakh cr to 2 lakh cr"
    if (/^(between|from)$/.test(r.tokens[at]?.lower ?? '') && !r.tokens[at]!.used) {
      const low = r.amountAt(at + 1);
      const high = low && /^(and|to|-)$/.test(r.tokens[low.end]?.lower ?? '') ? r.amountAt(low.end + 1) : null;
      if (low && high && high.value !== low.value && unitFits(mention.metric, low.unit) && unitFits(mention.metric, high.unit)) {
        push(rangeFilter(metric, low, high), mention.start, high.end);
        used.add(mention);
        continue;
      }
    }
    // "3 and 5 year sales growth both above 20": the condition holds for the paired mention before too.
    const paired = mentions[m - 1];
    const both = /^(both|each)$/.test(r.tokens[at]?.lower ?? '') && !r.tokens[at]!.used && paired?.metric && !used.has(paired) && paired.end === mention.start ? paired : null;
    if (both) at++;
    const comparator = r.comparatorAt(at);
    if (comparator) {
      at = r.skipFillers(comparator.end);
      const number = r.amountAt(at);
      // "52 week high within 5%": a percentage is no price, a crore amount no ratio; the words stay unread.
      if (number && !unitFits(mention.metric, number.unit)) continue;
      if (number) {
        if (both) {
          push({ type: 'compare', metric: both.metric!.key, op: comparator.op, value: number.value }, both.start, both.end);
          used.add(both);
        }
        push({ type: 'compare', metric, op: comparator.op, value: number.value }, mention.start, number.end);
        used.add(mention);
        continue;
      }
      const other = mentions[m + 1];
      if (other?.metric && other.start === at) {
        push({ type: 'compare', metric, op: comparator.op, value: { metric: other.metric.key } }, mention.start, other.end);
        used.add(mention);
        used.add(other);
        m++;
        continue;
      }
    }
    // "pledge zero", "promoter pledge nil", "debt to equity 0"
    const zeroTail = r.tokens.slice(at + 1, at + 3).map((t) => t.lower).join(' ');
    if (/^(zero|nil|none|0)$/.test(r.tokens[at]?.lower ?? '') && !r.tokens[at]!.used && !/^(and above|or above|and more|or more|or higher|and below|or below|or less|plus|%)/.test(zeroTail)) {
      push({ type: 'compare', metric, op: '=', value: 0 }, mention.start, at + 1);
      used.add(mention);
      continue;
    }
    // "ROE 20 and above", "ROE of 20% or more", "ROE 20+"
    const bare = r.amountAt(at);
    if (bare && unitFits(mention.metric, bare.unit)) {
      const tail = r.tokens.slice(bare.end, bare.end + 2).map((t) => (t.used ? '' : t.lower)).join(' ');
      const op = /^(and above|or above|or more|and more|or higher|plus|\+)/.test(tail) ? '>=' : /^(and below|or below|or less|and less|or lower)/.test(tail) ? '<=' : null;
      if (op) {
        const words = /^(plus|\+)/.test(tail) ? 1 : 2;
        push({ type: 'compare', metric, op, value: bare.value }, mention.start, bare.end + words);
        used.add(mention);
        continue;
      }
    }
    // "piotroski score 9", "piotroski of 8": a whole-number score written bare is that score.
    if (bare && WHOLE_SCORES.has(metric) && Number.isInteger(bare.value) && bare.unit === null) {
      // "piotroski 8 or 9", "piotroski 7 to 9": the scores from one to the other.
      const joiner = r.tokens[bare.end];
      const upper = joiner && !joiner.used && /^(or|to|-)$/.test(joiner.lower) ? r.amountAt(bare.end + 1) : null;
      if (upper && Number.isInteger(upper.value) && upper.value > bare.value && upper.unit === null) {
        push({ type: 'and', args: [{ type: 'compare', metric, op: '>=', value: bare.value }, { type: 'compare', metric, op: '<=', value: upper.value }] }, mention.start, upper.end);
        used.add(mention);
        continue;
      }
      push({ type: 'compare', metric, op: '=', value: bare.value }, mention.start, bare.end);
      used.add(mention);
      continue;
    }
    // "below their 200 DMA": the price against a price-level metric.
    if (mention.metric.unit === 'price' && metric !== 'currentPrice') {
      let back = mention.start - 1;
      while (back >= 0 && /^(the|their|its|a|both)$/.test(r.tokens[back]!.lower)) back--;
      const before = r.tokens[back];
      const op = before && !before.used ? ({ above: '>', over: '>', below: '<', under: '<' } as Record<string, ComparisonOp>)[before.lower] : undefined;
      if (op) {
        push({ type: 'compare', metric: 'currentPrice', op, value: { metric } }, back, mention.end);
        lastPriceOp = op;
        used.add(mention);
        continue;
      }
      if (lastPriceOp && before && before.lower === 'and') {
        push({ type: 'compare', metric: 'currentPrice', op: lastPriceOp, value: { metric } }, back, mention.end);
        used.add(mention);
        continue;
      }
    }
  }
  // Amounts with no metric: money in crores is market capitalisation, a rupee price is the share price. Not an
  // amount right after a metric that did not take it ("roe above 20 cr"): that is no market cap either.
  const refused = new Set(mentions.filter((m) => m.metric && !used.has(m)).map((m) => m.end));
  for (let i = 0; i < r.tokens.length; i++) {
    if (r.tokens[i]!.used || refused.has(i)) continue;
    const comparator = r.comparatorAt(i);
    if (!comparator) continue;
    const number = r.amountAt(comparator.end) ?? r.amountAt(r.skipFillers(comparator.end));
    if (!number || (number.unit !== 'crore' && number.unit !== 'rupees')) continue;
    let start = i;
    if (start > 0 && /^(cap|mcap|valued|valuation|worth|size)$/.test(r.tokens[start - 1]!.lower) && !r.tokens[start - 1]!.used) start--;
    push({ type: 'compare', metric: number.unit === 'crore' ? 'marketCap' : 'currentPrice', op: comparator.op, value: number.value }, start, number.end);
  }
  const ors = groups.filter((g) => g.length > 0).map((g) => (g.length === 1 ? g[0]! : ({ type: 'and', args: g } as ResearchFilter)));
  const filter = ors.length === 0 ? null : ors.length === 1 ? ors[0]! : ({ type: 'or', args: ors } as ResearchFilter);
  return { filter, used };
}
type ComparisonOp = '>' | '<';
/** Metrics whose values are whole numbers on a short scale: a bare number after them is an equality. */
const WHOLE_SCORES = new Set(['piotroskiScore']);

/** Valuation ratios, on which "expensive" means high. */
const VALUATION_METRICS = new Set(['pe', 'pb', 'evToEbitda', 'priceToSales', 'peg']);

/** Adjectives that are a sort or a condition: cheapest, most expensive, biggest, smallest, profitable, loss-making. */
export function adjectives(r: QuestionReader, p: QuestionParts): void {
  const conditions: ResearchFilter[] = [];
  // "arrange them biggest first", "sort by smallest first": the order words around a size word.
  const orderWordsAround = (i: number) => {
    if (r.tokens[i + 1]?.lower === 'first' && !r.tokens[i + 1]!.used) r.use(i + 1, i + 2);
    let back = i - 1;
    while (back >= 0 && !r.tokens[back]!.used && /^(them|these|those|it|the|by|with)$/.test(r.tokens[back]!.lower)) back--;
    if (back >= 0 && !r.tokens[back]!.used && /^(sort|sorted|order|ordered|arrange|arranged|rank|ranked|put|list)$/.test(r.tokens[back]!.lower)) r.use(back, i);
  };
  for (let i = 0; i < r.tokens.length; i++) {
    const t = r.tokens[i]!;
    if (t.used) continue;
    const next = r.tokens[i + 1];
    const two = next && !next.used ? `${t.lower} ${next.lower}` : '';
    // "cheapest on p/b", "cheapest by ev/ebitda": the valuation named after it.
    const onNext = /^(on|by|wrt)$/.test(next?.lower ?? '') && !next?.used;
    const on = onNext || r.has(/\b(on|by|wrt|in terms of) (the )?(p\/?b|pb|p\/?e|pe|p\/?bv|ev\/?ebitda|p\/?s|price to (book|earnings|sales)|peg)\b/) ? p.displayMetrics.find((key) => VALUATION_METRICS.has(key)) : undefined;
    if (/^(cheapest|cheap|undervalued|lowest valued)$/.test(t.lower) && !p.sort && on) {
      p.sort = { metric: on, direction: 'asc' };
      p.displayMetrics = p.displayMetrics.filter((key) => key !== on);
      conditions.push({ type: 'compare', metric: on, op: '>', value: 0 });
      r.use(i, onNext ? i + 2 : i + 1);
      if (!onNext) r.useWords(/^(on|wrt)$/);
    } else if (/^(cheapest|cheap|undervalued|lowest valued)$/.test(t.lower) && !p.sort) {
      p.sort = { metric: 'pe', direction: 'asc' };
      // Among named companies ("sbi, pnb or bob, which is cheapest") the P/E is compared, not screened.
      if (p.companies.length < 2) conditions.push({ type: 'compare', metric: 'pe', op: '>', value: 0 });
      r.use(i, i + 1);
      // "it stocks, cheapest first": the order word with it.
      if (next?.lower === 'first' && !next.used) r.use(i + 1, i + 2);
    } else if (/^(most expensive|most overvalued|highest valued)$/.test(two) && !p.sort) {
      p.sort = { metric: 'pe', direction: 'desc' };
      r.use(i, i + 2);
    } else if (/^(costliest|priciest|overvalued|expensive)$/.test(t.lower) && !p.sort) {
      p.sort = { metric: 'pe', direction: 'desc' };
      r.use(i, i + 1);
    } else if (p.sort && VALUATION_METRICS.has(p.sort.metric) && (/^(most expensive|most overvalued|highest valued)$/.test(two) || /^(costliest|priciest|expensive)$/.test(t.lower))) {
      // "5 most expensive nifty 50 stocks by pe/pb": the valuation named by "by ..." ranked dearest first.
      p.sort = { ...p.sort, direction: 'desc' };
      r.use(i, two.startsWith('most ') || two.startsWith('highest ') ? i + 2 : i + 1);
    } else if (two === 'most profitable' && !p.sort) {
      // "most profitable banks": the largest net profit, said in the restated line.
      p.sort = { metric: 'netProfit', direction: 'desc' };
      r.readings.push('"most profitable" read as the largest net profit');
      r.use(i, i + 2);
    } else if (two === 'most profitable' && p.sort && ['netProfit', 'operatingProfit', 'opm', 'npm', 'roe', 'roce', 'roa', 'eps'].includes(p.sort.metric) && p.sort.direction === 'desc') {
      // "five most profitable smallcaps by net profit": the "by" names what "most profitable" means.
      r.use(i, i + 2);
    } else if (/^(most valuable|most valued)$/.test(two) && !p.sort) {
      p.sort = { metric: 'marketCap', direction: 'desc' };
      r.use(i, i + 2);
    } else if (/^(fastest|fast|quickest|rapidly|high)$/.test(t.lower) && /^(growing|growth|grower|growers)$/.test(next?.lower ?? '') && !next?.used) {
      // "fastest growing by 5y sales": the growth over the years the question names.
      const years = r.has(/\b(5|five)\s*-?\s*(y|yr|yrs|year|years)\b|\b5y\b/) ? '5y' : '3y';
      const metric = p.sort?.metric === 'netProfit' || r.has(/\b(profit|earnings)\b/) ? `profitGrowth${years}` : `salesGrowth${years}`;
      // "low debt high growth midcaps": with another quality already read, each is its documented threshold.
      const other = t.lower === 'high' && p.sort && p.sort.metric !== 'netProfit' ? qualityThreshold(p.sort.metric === 'debt' ? 'debtToEquity' : p.sort.metric, p.sort.direction) : null;
      if (other) {
        conditions.push(...other, { type: 'compare', metric, op: '>', value: 15 });
        r.readings.push(`"high growth" read as ${metric.startsWith('profit') ? 'profit' : 'sales'} growth above 15%`);
        p.sort = null;
      } else p.sort = { metric, direction: 'desc' };
      r.use(i, i + 2);
    } else if (/^(biggest|largest|top|leading|best)$/.test(t.lower) && p.sort && p.sort.direction === 'desc') {
      r.use(i, i + 1);
      orderWordsAround(i);
    } else if (/^(smallest|lowest|bottom|cheapest)$/.test(t.lower) && p.sort) {
      p.sort = { ...p.sort, direction: 'asc' };
      r.use(i, i + 1);
      orderWordsAround(i);
    } else if (/^(biggest|largest|big|large|top|leading)$/.test(t.lower) && !p.sort && !p.wantsReturns) {
      p.sort = { metric: 'marketCap', direction: 'desc' };
      r.use(i, i + 1);
      orderWordsAround(i);
    } else if (/^(smallest|tiniest)$/.test(t.lower) && !p.sort && !p.wantsReturns) {
      p.sort = { metric: 'marketCap', direction: 'asc' };
      r.use(i, i + 1);
      orderWordsAround(i);
    } else if (/^(profitable|profit-making|profitmaking)$/.test(t.lower)) {
      conditions.push({ type: 'compare', metric: 'netProfit', op: '>', value: 0 });
      r.use(i, i + 1);
    } else if (/^(loss-making|lossmaking|loss making)$/.test(t.lower) || two === 'loss making') {
      conditions.push({ type: 'compare', metric: 'netProfit', op: '<', value: 0 });
      r.use(i, two === 'loss making' ? i + 2 : i + 1);
    }
  }
  if (conditions.length > 0) {
    const args = [...(p.conditions ? (p.conditions.type === 'and' ? p.conditions.args : [p.conditions]) : []), ...conditions];
    p.conditions = args.length === 1 ? args[0]! : { type: 'and', args };
  }
}

/** An amount just before a metric, with its comparator if one precedes it: "above 20% ROE", "1 lakh cr market cap". */
function amountBefore(r: QuestionReader, metricStart: number): { value: number; unit: Amount['unit']; op: ComparisonOperator | null; start: number } | null {
  for (let start = Math.max(0, metricStart - 4); start < metricStart; start++) {
    if (!r.free(start, metricStart)) continue;
    const comparator = r.comparatorAt(start);
    const from = comparator ? comparator.end : start;
    const amount = r.amountAt(from);
    if (amount && amount.end === metricStart) return { value: amount.value, unit: amount.unit, op: comparator?.op ?? null, start };
  }
  return null;
}

/**
 * The metric between two amounts, whichever order they were written in: "mcap from 2 lakh cr to 1 lakh cr" means
 * the same companies as "from 1 lakh cr to 2 lakh cr".
 */
function rangeFilter(metric: string, a: Amount, b: Amount): ResearchFilter {
  const [low, high] = a.value < b.value ? [a, b] : [b, a];
  return { type: 'and', args: [{ type: 'compare', metric, op: '>=', value: low.value }, { type: 'compare', metric, op: '<=', value: high.value }] };
}

/** "between 50k cr and 1 lakh cr" (or "from 50k cr to 1 lakh cr") ending where a metric starts (nothing in it read yet). */
function rangeEndingAt(r: QuestionReader, metricStart: number): { low: Amount; high: Amount; start: number } | null {
  for (let start = Math.max(0, metricStart - 10); start < metricStart; start++) {
    if (!/^(between|from)$/.test(r.tokens[start]?.lower ?? '') || !r.free(start, metricStart)) continue;
    const low = r.amountAt(start + 1);
    if (!low || !/^(and|to|-)$/.test(r.tokens[low.end]?.lower ?? '')) continue;
    const high = r.amountAt(low.end + 1);
    if (high && high.end === metricStart && high.value !== low.value) return { low, high, start };
  }
  return null;
}

/** "oversold" is RSI below 30 and "overbought" RSI above 70, unless the question gives its own RSI level. */
export function rsiWord(r: QuestionReader, mentions: Mention[]): ResearchFilter | null {
  const at = r.tokens.findIndex((t) => !t.used && /^(oversold|overbought)$/.test(t.lower));
  if (at < 0) return null;
  const word = r.tokens[at]!.lower;
  r.use(at, at + 1);
  if (mentions.some((m) => m.metric?.key === 'rsi')) return null;
  return { type: 'compare', metric: 'rsi', op: word === 'oversold' ? '<' : '>', value: word === 'oversold' ? 30 : 70 };
}

/** "debt free", "debt-free", "zero debt", "no debt": no borrowings (debt to equity of 0). */
export function debtFreeCondition(r: QuestionReader): ResearchFilter | null {
  for (let i = 0; i < r.tokens.length; i++) {
    const t = r.tokens[i]!;
    const next = r.tokens[i + 1]?.lower ?? '';
    const width = /^(debt-free|debtfree|zero-debt)$/.test(t.lower) ? 1 : (t.lower === 'debt' && next === 'free') || (/^(zero|no|nil)$/.test(t.lower) && next === 'debt') ? 2 : 0;
    if (width === 0 || !r.free(i, i + width)) continue;
    r.use(i, i + width);
    return { type: 'compare', metric: 'debtToEquity', op: '=', value: 0 };
  }
  return null;
}

/**
 * Whether an amount's unit can be a value of the metric: a percentage is no price or crore amount, and money
 * (crores, rupees) is no percentage, ratio or score. A number without a unit fits any metric.
 */
function unitFits(metric: MetricDefinition, unit: Amount['unit']): boolean {
  if (unit === 'percent') return metric.unit !== 'price' && metric.unit !== 'crore';
  if (unit === 'crore' || unit === 'rupees') return metric.unit === 'crore' || metric.unit === 'price';
  return true;
}
