/**
 * One line saying what a plan does, in the investor's words ("Top 5 companies by 1-year return, where
 * Market cap > ₹50,000 Cr"): every answer starts with it so a misreading shows at once.
 */
import { formatIndianNumber } from '../format/inr';
import { metricLabel } from '../format/metricNames';
import { metricByKey } from './metrics';
import { historyItemByKey, type ResearchFilter, type ResearchPlan } from './plan';

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

export function restatePlan(plan: ResearchPlan): string {
  switch (plan.kind) {
    case 'screen': {
      const sort = plan.sort ?? { metric: 'marketCap', direction: 'desc' as const };
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
      if (plan.index) return `${plan.direction === 'asc' ? top(plan.limit, 'loser', 'losers') : top(plan.limit, 'gainer', 'gainers')} of ${plan.index} by price return over ${period}`;
      return `Price return of ${list(plan.companies.map((c) => c.symbol))} over ${period}`;
    }
  }
}
