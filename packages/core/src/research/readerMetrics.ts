/**
 * Metric and statement-line mentions of a question ("roe", "5 yr sales cagr", "52 week high and low").
 */
import { findMetric, normalizeMetricName } from './metrics';
import { METRIC_PHRASES } from './metricPhrases';
import type { Mention, ReaderText } from './readerText';
import { PERIOD_LEAD, periodAt } from './readerPeriods';

const MAX_PHRASE = 6;

export function findMentions(r: ReaderText): Mention[] {
  const mentions: Mention[] = [];
  for (let i = 0; i < r.tokens.length; i++) {
    for (let len = Math.min(MAX_PHRASE, r.tokens.length - i); len >= 1; len--) {
      if (!r.free(i, i + len)) continue;
      const words = r.tokens.slice(i, i + len);
      if (len === 1 && /^\d+(\.\d+)?%?$/.test(words[0]!.text)) continue;
      if (words.some((w) => !/^[A-Za-z0-9]/.test(w.text))) continue;
      // "net worth" is not market capitalisation.
      if (words[0]!.lower === 'worth' && r.tokens[i - 1]?.lower === 'net') continue;
      const entry = METRIC_PHRASES.get(normalizeMetricName(words.map((t) => t.text).join(' ')));
      if (!entry) continue;
      const mention: Mention = { start: i, end: i + len, ...entry };
      // "pb ratio", "d/e ratio", "peg ratio": the word "ratio" after a ratio belongs to it.
      if (entry.metric?.unit === 'ratio' && r.tokens[i + len]?.lower === 'ratio' && r.free(i + len, i + len + 1)) mention.end++;
      r.use(i, mention.end);
      // "3 year and 5 year profit growth", "3 and 5 year sales growth": both periods.
      const growth = /^(sales|profit)Growth(\d)y$/.exec(entry.metric?.key ?? '');
      if (growth && r.tokens[i - 1]?.lower === 'and') {
        const yearWord = /^(years?|yrs?|y)$/.test(r.tokens[i - 2]?.lower ?? '') ? 1 : 0;
        const n = r.tokens[i - 2 - yearWord]?.lower;
        const other = n === '3' || n === '5' ? findMetric(`${growth[1] === 'sales' ? 'Sales' : 'Profit'} growth ${n}Years`) : undefined;
        if (other && other.key !== entry.metric!.key && r.free(i - 2 - yearWord, i)) {
          mentions.push({ start: i - 2 - yearWord, end: i, metric: other });
          r.use(i - 2 - yearWord, i);
        }
      }
      // "52 week high and low": both.
      if (entry.metric?.key === 'high52w' && r.tokens[i + len]?.lower === 'and' && r.tokens[i + len + 1]?.lower === 'low' && r.free(i + len, i + len + 2)) {
        mentions.push(mention, { start: i + len + 1, end: i + len + 2, metric: findMetric('Low price')! });
        r.use(i + len, i + len + 2);
        i += len + 1;
        break;
      }
      if (mention.periodless) growthPeriod(r, mention);
      mentions.push(mention);
      i += len - 1;
      break;
    }
  }
  return mentions;
}

/** "sales growth over 5 years", "profit CAGR of 3 yrs": the growth metric of that period. */
function growthPeriod(r: ReaderText, mention: Mention): void {
  let at = mention.end;
  while (r.tokens[at] && !r.tokens[at]!.used && PERIOD_LEAD.has(r.tokens[at]!.lower)) at++;
  const period = periodAt(r, at);
  if (!period || period.period.unit !== 'year' || ![3, 5].includes(period.period.count)) return;
  const metric = findMetric(`${mention.periodless === 'sales' ? 'Sales' : 'Profit'} growth ${period.period.count}Years`);
  if (!metric) return;
  mention.metric = metric;
  mention.periodless = undefined;
  r.use(mention.end, period.end);
  mention.end = period.end;
}

/**
 * The years of a 3- or 5-year period written apart from periodless growth words ("revenue cagr of reliance for
 * 5 years"), set on those mentions; null when there is none or the period belongs to a return.
 */
export function growthPeriodApart(r: ReaderText, mentions: Mention[]): number | null {
  const periodless = mentions.filter((m) => m.periodless && m.metric);
  if (periodless.length === 0 || r.has(/\b(returns?|gain|gains|gainers?|losers?|performers?|performing|performance|fell|rose|up|down)\b/)) return null;
  for (let i = 0; i < r.tokens.length; i++) {
    const found = periodAt(r, i);
    if (!found || found.period.unit !== 'year' || (found.period.count !== 3 && found.period.count !== 5)) continue;
    for (const m of periodless) {
      m.metric = findMetric(`${m.periodless === 'sales' ? 'Sales' : 'Profit'} growth ${found.period.count}Years`)!;
      m.periodless = undefined;
    }
    return found.period.count;
  }
  return null;
}
