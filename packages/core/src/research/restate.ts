/**
 * One line saying what a plan does, in the investor's words ("Top 5 companies by 1-year return, where
 * Market cap > ₹50,000 Cr"): every answer starts with it so a misreading shows at once.
 */
import { formatIndianNumber } from '../format/inr';
import { metricLabel } from '../format/metricNames';
import { metricByKey } from './metrics';
import { historyItemByKey, type ResearchFilter, type ResearchPlan, type ResearchSort, type ScreenPlan, type ScreenScope } from './plan';

/** The name investors use on screen ("P/E", "3-year profit growth"), not the query language's long one. */
export const metricName = (key: string) => metricLabel(metricByKey(key)?.name ?? key);

/** A metric's value with its unit, as a sentence says it: "₹50,000 Cr", "15%", "₹1,250", "0.50". */
export function metricAmount(metric: string, value: number): string {
  const unit = metricByKey(metric)?.unit;
  const number = formatIndianNumber(value, { decimals: Number.isInteger(value) ? 0 : 2 });
  if (unit === 'crore') return `₹${number} Cr`;
  if (unit === 'percent') return `${number}%`;
  if (unit === 'price') return `₹${number}`;
  return number;
}

const OPS: Record<string, string> = { '>': '>', '>=': '≥', '<': '<', '<=': '≤', '=': '=', '!=': '≠' };

export function describeFilter(filter: ResearchFilter): string {
  switch (filter.type) {
    case 'compare':
      return `${metricName(filter.metric)} ${OPS[filter.op]} ${typeof filter.value === 'number' ? metricAmount(filter.metric, filter.value) : metricName(filter.value.metric)}`;
    case 'in': {
      if (filter.field === 'symbol') return filter.negate ? `other than ${filter.values.join(', ')}` : `one of ${filter.values.join(', ')}`;
      const what = { sector: 'sector', industry: 'industry', index: 'in', capType: 'market cap type' }[filter.field];
      const values = filter.values.join(' or ');
      return filter.field === 'index' ? `${filter.negate ? 'not ' : ''}in ${values}` : `${what} ${filter.negate ? 'not ' : ''}${values}`;
    }
    case 'not':
      return `not (${describeFilter(filter.arg)})`;
    case 'and': {
      // A range, as the question wrote it: "Market cap ₹1,00,000 Cr to ₹2,00,000 Cr".
      const [low, high] = filter.args;
      if (filter.args.length === 2 && low?.type === 'compare' && high?.type === 'compare' && low.metric === high.metric && low.op === '>=' && high.op === '<=' && typeof low.value === 'number' && typeof high.value === 'number') {
        return `${metricName(low.metric)} ${metricAmount(low.metric, low.value)} to ${metricAmount(high.metric, high.value)}`;
      }
      return filter.args.map(describeFilter).join(', ');
    }
    case 'or':
      return `(${filter.args.map(describeFilter).join(' or ')})`;
  }
}

const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
const periodText = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
/** "Top 5 companies", but "Top company" for one (never "Top 1 companies"). */
const top = (count: number, singular: string, plural: string) => (count === 1 ? `Top ${singular}` : `Top ${count} ${plural}`);

/** "3rd", "21st", "12th". */
export const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;

/** "the 10 largest companies by Market cap", "the 5 companies with the lowest P/E": a ranking's cut. */
function cutText(count: number, sort: ResearchSort): string {
  const many = count === 1 ? 'company' : 'companies';
  const number = count === 1 ? '' : `${count} `;
  if (sort.metric === 'marketCap') return `the ${number}${sort.direction === 'desc' ? 'largest' : 'smallest'} ${many} by ${metricName('marketCap')}`;
  return `the ${number}${many} with the ${sort.direction === 'desc' ? 'highest' : 'lowest'} ${metricName(sort.metric)}`;
}

/** A screen within a cut: "Among the 10 largest companies by Market cap, the 3 with the lowest P/E". */
function restateScoped(plan: ScreenPlan, scope: ScreenScope): string {
  const where = scope.filter ? ` (${describeFilter(scope.filter)})` : '';
  const described = plan.filter ? describeFilter(plan.filter) : '';
  const kept = !described ? '' : described.startsWith('other than ') ? `those ${described}` : `those with ${described}`;
  const sort = plan.sort ?? scope.sort;
  const reordered = plan.sort && (plan.sort.metric !== scope.sort.metric || plan.sort.direction !== scope.sort.direction);
  // "remove the first 3" of 10: the 4th to the 10th.
  const nth = plan.offset && plan.limit > 1 ? `all but the first ${plan.offset} (the ${ordinal(plan.offset + 1)} to ${ordinal(plan.offset + plan.limit)})` : plan.offset ? `the ${ordinal(plan.offset + 1)} ${sort.metric === 'marketCap' ? (sort.direction === 'desc' ? 'largest' : 'smallest') : `${sort.direction === 'desc' ? 'highest' : 'lowest'} ${metricName(sort.metric)}`}` : '';
  const high = sort.direction === 'desc';
  const byCap = sort.metric === 'marketCap';
  const who = plan.limit === 1 ? (byCap ? 'the' : 'the one') : `the ${plan.limit}`;
  const top = byCap ? `${who} ${high ? 'largest' : 'smallest'} by ${metricName('marketCap')}` : `${who} with the ${high ? 'highest' : 'lowest'} ${metricName(sort.metric)}`;
  const ranked = nth || (reordered || plan.limit < scope.limit ? top : '');
  const rest = [kept, ranked || (plan.sort ? `ranked by ${metricName(sort.metric)}` : '')].filter(Boolean).join(', ') || 'all of them';
  const shown = plan.columns.filter((key) => key !== sort.metric && key !== scope.sort.metric).map(metricName);
  // The rows of an earlier answer, by name: no cut restates them.
  const named = scope.filter?.type === 'in' && scope.filter.field === 'symbol' && !scope.filter.negate ? `the companies shown (${list(scope.filter.values)})` : null;
  return `Among ${named ?? `${cutText(scope.limit, scope.sort)}${where}`}, ${rest}${shown.length ? `; showing ${list(shown)}` : ''}`;
}

export function restatePlan(plan: ResearchPlan): string {
  switch (plan.kind) {
    case 'screen': {
      if (plan.scope) return restateScoped(plan, plan.scope);
      const sort = plan.sort ?? { metric: 'marketCap', direction: 'desc' as const };
      if (plan.offset) {
        const where = plan.filter ? `, where ${describeFilter(plan.filter)}` : '';
        const noun = plan.limit > 1 ? 'companies' : 'company';
        const which = sort.metric === 'marketCap' ? `${sort.direction === 'desc' ? 'largest' : 'smallest'} ${noun} by ${metricName('marketCap')}` : `${noun} by ${metricName(sort.metric)} (${sort.direction === 'desc' ? 'highest' : 'lowest'} first)`;
        return `The ${ordinal(plan.offset + 1)}${plan.limit > 1 ? ` to ${ordinal(plan.offset + plan.limit)}` : ''} ${which}${where}`;
      }
      const where = plan.filter ? `, where ${describeFilter(plan.filter)}` : '';
      const order = sort.direction === 'asc' ? 'lowest first' : 'highest first';
      const shown = plan.columns.filter((key) => key !== sort.metric).map(metricName);
      return `${top(plan.limit, 'company', 'companies')} by ${metricName(sort.metric)} (${order})${where}${shown.length ? `; showing ${list(shown)}` : ''}`;
    }
    case 'compare': {
      const who = list(plan.companies.map((c) => c.symbol));
      return plan.companies.length === 1 ? `${list(plan.metrics.map(metricName))} of ${who}` : `${who} compared on ${list(plan.metrics.map(metricName))}`;
    }
    case 'history':
      return `${list(plan.items.map((key) => historyItemByKey(key)?.name ?? key))} of ${plan.company.symbol}, last ${periodText(plan.count, plan.period === 'quarterly' ? 'quarter' : 'year')}`;
    case 'shareholding':
      return `Shareholding pattern of ${plan.company.symbol}, last ${periodText(plan.quarters, 'quarter')}`;
    case 'constituents':
      return `Constituents of ${plan.index}${plan.sort ? ` by ${metricName(plan.sort.metric)} (${plan.sort.direction === 'asc' ? 'lowest' : 'highest'} first)` : ''}${plan.limit < 500 ? `, top ${plan.limit}` : ''}`;
    case 'returns': {
      const period = periodText(plan.period.count, plan.period.unit);
      if (plan.index && plan.indexItself) return `Price return of the ${plan.index} index itself over ${period}`;
      if (plan.index) return `${plan.direction === 'asc' ? top(plan.limit, 'loser', 'losers') : top(plan.limit, 'gainer', 'gainers')} of ${plan.index} by price return over ${period}`;
      return `Price return of ${list(plan.companies.map((c) => c.symbol))} over ${period}`;
    }
  }
}
