/**
 * Follow-ups in a chat: "and its P/E?", "what about Infosys?", "sort them by ROE", "only the ones above
 * 50,000 crore", "top 5" work on the previous answer's plan. The parts the new question holds replace or
 * narrow the previous plan; what it does not say is kept.
 */
import { HISTORY_ITEMS } from './plan';
import type { CompanyRef, ResearchFilter, ResearchPeriod, ResearchPlan } from './plan';
import type { QuestionReader } from './questionReader';

export interface QuestionParts {
  companies: CompanyRef[];
  indices: string[];
  sectors: string[];
  capTypes: string[];
  conditions: ResearchFilter | null;
  sort: { metric: string; direction: 'asc' | 'desc' } | null;
  limit: number | null;
  period: ResearchPeriod | 'ytd' | null;
  displayMetrics: string[];
  historyItems: string[];
  wantsReturns: boolean;
  losers: boolean;
  asksOrder: 'asc' | 'desc' | null;
}

const and = (...filters: (ResearchFilter | null)[]): ResearchFilter | null => {
  const args = filters.filter((f): f is ResearchFilter => f !== null).flatMap((f) => (f.type === 'and' ? f.args : [f]));
  return args.length === 0 ? null : args.length === 1 ? args[0]! : { type: 'and', args };
};

export function companiesOf(plan: ResearchPlan): CompanyRef[] {
  switch (plan.kind) {
    case 'compare':
      return plan.companies;
    case 'history':
    case 'shareholding':
      return [plan.company];
    case 'returns':
      return plan.companies;
    default:
      return [];
  }
}

/**
 * "infy?", "for kotak" after a question about companies, "in nifty 500", "pharma?" after a screen or a ranking:
 * the same question about what is named, when the question names nothing else.
 */
export function onlyNames(previous: ResearchPlan, parts: QuestionParts): boolean {
  const nothingElse = parts.displayMetrics.length === 0 && parts.historyItems.length === 0 && !parts.sort && !parts.limit && !parts.conditions &&
    parts.period === null && !parts.wantsReturns;
  if (!nothingElse) return false;
  const universe = parts.indices.length + parts.sectors.length + parts.capTypes.length > 0;
  if (parts.companies.length > 0) return !universe && companiesOf(previous).length > 0;
  return universe && (previous.kind === 'screen' || (previous.kind === 'returns' && previous.index !== null));
}

/** The previous plan changed by the follow-up's parts, or null when the follow-up does not fit it. */
export function mergeFollowUp(previous: ResearchPlan, p: QuestionParts, r: QuestionReader): ResearchPlan | null {
  r.useWords(/^(and|also|now|then|only|just|plus|but|what|how|about|its|their|them|they|those|these|ones|same|for|it|instead|too)$/);
  // "compare with M&M", "add Wipro", "also include TCS" add companies; "and Wipro?", "what about Wipro?" replace them.
  const adding = r.has(/\b(compare|compared|vs|versus|against|add|include|including|also|plus)\b/);
  r.useWords(/^(compare|compared|with|add|include|including|vs|versus|against)$/);
  const narrows = p.conditions || p.sectors.length > 0 || p.indices.length > 0 || p.capTypes.length > 0;
  const period = p.period === 'ytd' ? null : p.period;
  const previousCompanies = companiesOf(previous);

  if (previousCompanies.length > 0) {
    if (narrows) return null;
    // "infy hata do", "drop wipro" after a comparison: the others stay.
    const removing = p.companies.length > 0 && previousCompanies.length > p.companies.length && p.companies.every((c) => previousCompanies.some((x) => x.symbol === c.symbol)) && r.useWords(/^(remove|without|except|excluding)$/);
    const kept = previousCompanies.filter((x) => !p.companies.some((c) => c.symbol === x.symbol));
    const companies = removing ? kept : p.companies.length > 0 ? (adding ? [...previousCompanies, ...p.companies.filter((c) => !previousCompanies.some((x) => x.symbol === c.symbol))] : p.companies) : previousCompanies;
    if (previous.kind === 'returns' || (period && p.wantsReturns)) {
      const prevPeriod = previous.kind === 'returns' ? previous.period : { count: 1, unit: 'year' as const };
      return { kind: 'returns', companies: companies.slice(0, 10), index: null, period: period ?? prevPeriod, direction: 'desc', limit: Math.min(10, companies.length) };
    }
    if (previous.kind === 'history' && p.displayMetrics.length === 0 && companies.length === 1) {
      const items = p.historyItems.length > 0 ? p.historyItems : previous.items;
      const period = r.useWords(/^(yearly|annual|annually|years)$/) ? 'annual' : r.useWords(/^(quarterly|quarters)$/) ? 'quarterly' : previous.period;
      return { ...previous, company: companies[0]!, items, period, count: period === previous.period ? previous.count : period === 'quarterly' ? 8 : 5 };
    }
    if (previous.kind === 'history' && p.historyItems.length > 0 && p.displayMetrics.every((m) => HISTORY_ITEMS.some((h) => h.key === m)) && companies.length === 1) {
      return { ...previous, company: companies[0]!, items: p.historyItems };
    }
    if (previous.kind === 'shareholding' && p.displayMetrics.length === 0 && companies.length === 1) return { ...previous, company: companies[0]! };
    // "of the two, whose pe is lower": the comparison shows which.
    if (companies.length >= 2) r.useWords(/^(which|whose|who|one|better|higher|lower|more|less|bigger|smaller|cheaper|costlier|larger|has|have|is|gives|give|pays|pay|of|the|two|both)$/);
    const metrics = [...p.displayMetrics, ...(p.sort ? [p.sort.metric] : [])];
    const previousMetrics = previous.kind === 'compare' ? previous.metrics : [];
    return { kind: 'compare', companies: companies.slice(0, 10), metrics: metrics.length > 0 ? [...new Set(metrics)] : previousMetrics.length > 0 ? previousMetrics : ['marketCap', 'currentPrice', 'pe', 'roe'] };
  }
  if (p.companies.length > 0) return null;

  if (previous.kind === 'screen') {
    const filters: ResearchFilter[] = [];
    if (p.sectors.length > 0) filters.push({ type: 'in', field: 'sector', values: p.sectors });
    if (p.indices.length > 0) filters.push({ type: 'in', field: 'index', values: p.indices });
    if (p.capTypes.length > 0) filters.push({ type: 'in', field: 'capType', values: p.capTypes });
    const filter = and(replaced(previous.filter, [...filters, ...(p.conditions ? [p.conditions] : [])]), ...filters, p.conditions);
    const sort = p.sort ?? previous.sort;
    const columns = [...new Set([...previous.columns, ...p.displayMetrics])].filter((key) => key !== sort?.metric).slice(0, 20);
    return { ...previous, filter, sort, limit: p.limit ?? previous.limit, columns };
  }
  if (previous.kind === 'constituents') {
    if (narrows || p.displayMetrics.length > 0) {
      const filter = and({ type: 'in', field: 'index', values: [previous.index] }, p.conditions, p.sectors.length ? { type: 'in', field: 'sector', values: p.sectors } : null, p.capTypes.length ? { type: 'in', field: 'capType', values: p.capTypes } : null);
      return { kind: 'screen', country: 'IN', filter, sort: p.sort ?? previous.sort ?? { metric: 'marketCap', direction: 'desc' }, limit: p.limit ?? 25, columns: p.displayMetrics };
    }
    return { ...previous, sort: p.sort ?? previous.sort, limit: p.limit ?? previous.limit };
  }
  if (previous.kind === 'returns' && previous.index) {
    // "in nifty 500": the same ranking in another index.
    const index = p.indices.length === 1 && !p.conditions && p.sectors.length === 0 && p.capTypes.length === 0 ? p.indices[0]! : null;
    if (narrows && !index) return null;
    const flip = r.useWords(/^(best|top|gainers?|winners?)$/) ? 'desc' : r.useWords(/^(worst|bottom|losers?|laggards?)$/) ? 'asc' : null;
    return { ...previous, index: index ?? previous.index, period: period ?? previous.period, limit: p.limit ?? previous.limit, direction: flip ?? p.asksOrder ?? (p.losers ? 'asc' : previous.direction) };
  }
  return null;
}

/**
 * The previous filter without what the follow-up's filters replace: a sector, an index or a market-cap type
 * replaces one of the same field ("it stocks" then "what about pharma"), and a comparison replaces one of the
 * same metric and direction ("roe above 20" then "now with roe above 30"). Only the top-level conditions are
 * replaced; an OR group is kept as it was.
 */
function replaced(previous: ResearchFilter | null, next: ResearchFilter[]): ResearchFilter | null {
  if (!previous) return null;
  const incoming = next.flatMap((f) => (f.type === 'and' ? f.args : [f]));
  const direction = (op: string) => (op.startsWith('>') ? '>' : op.startsWith('<') ? '<' : op);
  const replacedBy = (old: ResearchFilter) =>
    incoming.some((f) =>
      (f.type === 'in' && old.type === 'in' && f.field === old.field && !old.negate && !f.negate) ||
      (f.type === 'compare' && old.type === 'compare' && f.metric === old.metric && typeof f.value === 'number' && typeof old.value === 'number' && direction(f.op) === direction(old.op)));
  const kept = (previous.type === 'and' ? previous.args : [previous]).filter((f) => !replacedBy(f));
  return and(...kept);
}
