import { MUTUAL_FUND_PAGE_SIZES, MUTUAL_FUND_SORTS, type MutualFundSort } from '@sanchay/core';

export interface FundFilters {
  q: string;
  category: string;
  fundHouse: string;
  plan: string;
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  sort: MutualFundSort;
  order: 'asc' | 'desc';
}

export const DEFAULT_FILTERS: FundFilters = {
  q: '',
  category: '',
  fundHouse: '',
  plan: '',
  page: 1,
  pageSize: MUTUAL_FUND_PAGE_SIZES[0],
  sort: 'name',
  order: 'asc',
};

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Filters from the page's URL (?q=&category=&fundHouse=&plan=&page=&pageSize=&sort=&order=). */
export function filtersFromParams(params: URLSearchParams): FundFilters {
  const sort = params.get('sort');
  const pageSize = positiveInt(params.get('pageSize'), DEFAULT_FILTERS.pageSize);
  return {
    q: params.get('q') ?? '',
    category: params.get('category') ?? '',
    fundHouse: params.get('fundHouse') ?? '',
    plan: params.get('plan') ?? '',
    page: positiveInt(params.get('page'), 1),
    pageSize: (MUTUAL_FUND_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_FILTERS.pageSize,
    sort: (MUTUAL_FUND_SORTS as readonly string[]).includes(sort ?? '') ? (sort as MutualFundSort) : DEFAULT_FILTERS.sort,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
  };
}

/** The page URL's params: only what differs from the defaults. */
export function filtersToParams(filters: FundFilters, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams(extra);
  for (const key of Object.keys(DEFAULT_FILTERS) as (keyof FundFilters)[]) {
    if (filters[key] !== DEFAULT_FILTERS[key]) params.set(key, String(filters[key]));
  }
  return params;
}

/** GET /api/mutualfunds with every filter in the contract's order; empty filters left out. */
export function mutualFundsUrl(filters: FundFilters): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.category) params.set('category', filters.category);
  if (filters.fundHouse) params.set('fundHouse', filters.fundHouse);
  if (filters.plan) params.set('plan', filters.plan);
  params.set('page', String(filters.page));
  params.set('pageSize', String(filters.pageSize));
  params.set('sort', filters.sort);
  params.set('order', filters.order);
  return `/api/mutualfunds?${params.toString()}`;
}
