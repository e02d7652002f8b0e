/** A plan written back as query-language text (what answers show and what the /stocks box re-runs). */
import { metricByKey } from './metrics';
import { type CompanyRef, historyItemByKey, type ResearchFilter, type ResearchPlan, type ResearchSort } from './plan';

const FIELD_LABELS = { sector: 'Sector', industry: 'Industry', index: 'Index', capType: 'Market cap type', symbol: 'Symbol' } as const;

const metricName = (key: string) => metricByKey(key)?.name ?? key;
const quote = (text: string) => `"${text.replace(/"/g, '')}"`;
const company = (ref: CompanyRef) => (ref.country && ref.country !== 'IN' ? `${ref.symbol}@${ref.country}` : ref.symbol);

export function formatFilter(filter: ResearchFilter, parent: 'and' | 'or' | 'not' | null = null): string {
  switch (filter.type) {
    case 'compare': {
      const value = typeof filter.value === 'number' ? String(filter.value) : metricName(filter.value.metric);
      return `${metricName(filter.metric)} ${filter.op} ${value}`;
    }
    case 'in': {
      const label = FIELD_LABELS[filter.field];
      if (filter.values.length === 1) return `${label} ${filter.negate ? '!=' : '='} ${quote(filter.values[0]!)}`;
      const list = `${label} in (${filter.values.map(quote).join(', ')})`;
      return filter.negate ? `NOT ${list}` : list;
    }
    case 'not':
      return `NOT ${filter.arg.type === 'and' || filter.arg.type === 'or' ? `(${formatFilter(filter.arg)})` : formatFilter(filter.arg, 'not')}`;
    case 'and':
    case 'or': {
      const text = filter.args.map((arg) => formatFilter(arg, filter.type)).join(filter.type === 'and' ? ' AND ' : ' OR ');
      return parent && parent !== filter.type ? `(${text})` : text;
    }
  }
}

const sortText = (sort: ResearchSort | null) => (sort ? ` sort by ${metricName(sort.metric)} ${sort.direction}` : '');

export function formatResearchQuery(plan: ResearchPlan): string {
  switch (plan.kind) {
    case 'screen': {
      // "<cut> then <within the cut>": the cut's filter, order and count, then the plan's own.
      const scope = plan.scope ? [plan.scope.filter ? formatFilter(plan.scope.filter) : '', sortText(plan.scope.sort).trim(), `limit ${plan.scope.limit}`, 'then'] : [];
      const parts = [...scope, plan.filter ? formatFilter(plan.filter) : '', sortText(plan.sort).trim(), `limit ${plan.limit}`, plan.offset ? `offset ${plan.offset}` : ''];
      return parts.filter(Boolean).join(' ');
    }
    case 'history':
      return `history ${company(plan.company)}: ${plan.items.map((key) => historyItemByKey(key)?.name ?? key).join(', ')} ${plan.period} limit ${plan.count}`;
    case 'compare':
      return `compare ${plan.companies.map(company).join(', ')}: ${plan.metrics.map(metricName).join(', ')}`;
    case 'shareholding':
      return `shareholding ${company(plan.company)} limit ${plan.quarters}`;
    case 'constituents':
      return `constituents ${quote(plan.index)}${sortText(plan.sort)} limit ${plan.limit}`;
    case 'returns': {
      const who = plan.index ? `index ${quote(plan.index)}${plan.indexItself ? ' itself' : ''}` : plan.companies.map(company).join(', ');
      const unit = `${plan.period.unit}${plan.period.count === 1 ? '' : 's'}`;
      return `returns ${who} over ${plan.period.count} ${unit} ${plan.direction} limit ${plan.limit}`;
    }
  }
}
