import { describe, expect, it } from 'vitest';
import type { ResearchFilter, ResearchPlan } from './plan';
import { restatePlan } from './restate';

describe('restatePlan agreement', () => {
  it('says "Top company" for one row and "Top N companies" for more', () => {
    const screen = { kind: 'screen', country: 'IN', filter: null, sort: { metric: 'roe', direction: 'desc' }, columns: [] } satisfies Omit<ResearchPlan & { kind: 'screen' }, 'limit'>;
    expect(restatePlan({ ...screen, limit: 1 })).toMatch(/^Top company by /);
    expect(restatePlan({ ...screen, limit: 5 })).toMatch(/^Top 5 companies by /);
  });

  it('says "Top gainer" / "Top loser" for one and the plural for more', () => {
    const returns = { kind: 'returns', companies: [], index: 'NIFTY 50', period: { count: 1, unit: 'year' } } satisfies Omit<ResearchPlan & { kind: 'returns' }, 'direction' | 'limit'>;
    expect(restatePlan({ ...returns, direction: 'desc', limit: 1 })).toBe('Top gainer of NIFTY 50 by price return over 1 year');
    expect(restatePlan({ ...returns, direction: 'asc', limit: 1 })).toBe('Top loser of NIFTY 50 by price return over 1 year');
    expect(restatePlan({ ...returns, direction: 'asc', limit: 3, period: { count: 6, unit: 'month' } })).toBe('Top 3 losers of NIFTY 50 by price return over 6 months');
  });

  it('counts periods in the singular for one', () => {
    expect(restatePlan({ kind: 'history', company: { symbol: 'TCS', country: 'IN' }, items: ['sales'], period: 'quarterly', count: 1 })).toMatch(/last 1 quarter$/);
    expect(restatePlan({ kind: 'shareholding', company: { symbol: 'TCS', country: 'IN' }, quarters: 8 })).toMatch(/last 8 quarters$/);
  });

  it('says a range as one span', () => {
    const range: ResearchFilter = { type: 'and', args: [{ type: 'compare', metric: 'marketCap', op: '>=', value: 100_000 }, { type: 'compare', metric: 'marketCap', op: '<=', value: 200_000 }] };
    expect(restatePlan({ kind: 'screen', country: 'IN', filter: range, sort: { metric: 'pe', direction: 'asc' }, columns: [], limit: 5 })).toBe(
      'Top 5 companies by P/E (lowest first), where Market cap ₹1,00,000 Cr to ₹2,00,000 Cr',
    );
  });
});
