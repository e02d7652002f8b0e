import type { MutualFundDetail } from '@sanchay/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/render';
import { navBars, sameCategoryMissingText } from './FundDetailPage';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const FLEXI = 'Equity Scheme - Flexi Cap Fund';
const row = (schemeCode: number, name: string, plan: string, oneYear: number | null) => ({
  schemeCode,
  name,
  fundHouse: 'PPFAS Mutual Fund',
  category: FLEXI,
  plan,
  option: 'Growth',
  nav: 84.1234,
  navDate: '2025-05-16',
  expenseRatio: null,
  returns: oneYear === null ? null : { '1Y': oneYear },
  returnsBasis: oneYear === null ? null : ('nav' as const),
  returnsAsOf: oneYear === null ? null : '2025-05-16',
});

const DETAIL: MutualFundDetail = {
  scheme: { ...row(122639, 'Parag Parikh Flexi Cap Fund - Direct Plan - Growth', 'Direct', 10), structure: 'Open Ended Schemes', isinGrowth: 'INF879O01027', isinReinvestment: null },
  history: [
    { date: '2023-05-16', nav: 55 },
    { date: '2024-05-16', nav: 76.4758 },
    { date: '2025-05-16', nav: 84.1234 },
  ],
  returns: [
    { period: '1Y', years: 1, pct: 10, annualised: false, from: { date: '2024-05-16', nav: 76.4758 }, to: { date: '2025-05-16', nav: 84.1234 } },
    { period: '3Y', years: 3, pct: null, annualised: true, from: null, to: { date: '2025-05-16', nav: 84.1234 } },
    { period: '5Y', years: 5, pct: null, annualised: true, from: null, to: { date: '2025-05-16', nav: 84.1234 } },
  ],
  sameCategory: [row(122640, 'Parag Parikh Flexi Cap Fund - Regular Plan - Growth', 'Regular', 9.1), row(130000, 'Other Flexi Cap Fund - Direct Growth', 'Direct', null)],
  sameCategoryTotal: 41,
  sameCategoryReturnPeriods: ['1Y'],
  longestSchemeHistoryDays: 731,
};

describe('fund page (/mutualfunds/:schemeCode)', () => {
  it('shows the NAV with its date, each return with the NAVs and dates it is computed from, and why one is missing', async () => {
    mockFetch({ '/api/mutualfunds/122639': () => json(DETAIL) });
    renderApp('/mutualfunds/122639');
    expect(await screen.findByRole('heading', { level: 1, name: DETAIL.scheme.name }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('fund-nav')).toHaveTextContent('NAV ₹84.1234');
    expect(screen.getAllByTestId('data-as-of')[0]).toHaveTextContent('NAV of 16 May 2025');
    expect(within(screen.getByTestId('fund-facts')).getByText(FLEXI)).toBeInTheDocument();
    expect(screen.getByTestId('fund-return-1Y')).toHaveTextContent('NAV ₹76.4758 on 16 May 2024 → ₹84.1234 on 16 May 2025');
    expect(screen.getByTestId('fund-return-1Y')).toHaveTextContent('10');
    expect(screen.getByTestId('fund-return-3Y')).toHaveTextContent('3Y return (a year, CAGR)');
    expect(screen.getByTestId('fund-return-3Y')).toHaveTextContent('Needs a NAV from 3 years before 16 May 2025; the history starts 16 May 2023');
    expect(screen.getByTestId('price-chart')).toHaveTextContent('NAV history 16 May 2023 to 16 May 2025');
  });

  it("lists the category's other schemes, each linking to its own page, and how many there are", async () => {
    mockFetch({ '/api/mutualfunds/122639': () => json(DETAIL) });
    renderApp('/mutualfunds/122639');
    const table = await screen.findByRole('table', { name: `Other ${FLEXI} schemes` }, { timeout: 5000 });
    expect(within(table).getByRole('link', { name: /Regular Plan/ })).toHaveAttribute('href', '/mutualfunds/122640');
    expect(screen.getByText(/2 of 41 shown/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See them all' })).toHaveAttribute('href', `/mutualfunds?category=${encodeURIComponent(FLEXI)}`);
  });

  it('shows a return column only for a period one of the listed schemes has, and says why the others are not shown', async () => {
    mockFetch({ '/api/mutualfunds/122639': () => json(DETAIL) });
    renderApp('/mutualfunds/122639');
    const table = await screen.findByRole('table', { name: `Other ${FLEXI} schemes` }, { timeout: 5000 });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toContain('1Y return');
    expect(headers.some((h) => h?.includes('3Y'))).toBe(false);
    expect(screen.getByTestId('fund-same-category-missing')).toHaveTextContent(
      "3 and 5-year returns are not shown: they are computed from AMFI NAV history and need a scheme's NAVs at least 3 years apart, and the longest any scheme's NAV history here reaches is 2 years.",
    );
  });

  it('has no 1Y column when none of the listed schemes has a 1Y return (every scheme one NAV), and says so', async () => {
    const oneDay = { ...DETAIL, sameCategory: DETAIL.sameCategory.map((r) => ({ ...r, returns: null, returnsBasis: null, returnsAsOf: null })), sameCategoryReturnPeriods: [], longestSchemeHistoryDays: 0 };
    mockFetch({ '/api/mutualfunds/122639': () => json(oneDay) });
    renderApp('/mutualfunds/122639');
    const table = await screen.findByRole('table', { name: `Other ${FLEXI} schemes` }, { timeout: 5000 });
    expect(within(table).getAllByRole('columnheader').some((h) => h.textContent?.includes('return'))).toBe(false);
    expect(screen.getByTestId('fund-same-category-missing')).toHaveTextContent(
      "1, 3 and 5-year returns are not shown: they are computed from AMFI NAV history and need a scheme's NAVs at least a year apart, and the history kept here holds one NAV per scheme.",
    );
  });

  it("says the listed schemes' histories are short when another scheme's history reaches the period", () => {
    expect(sameCategoryMissingText({ sameCategoryReturnPeriods: ['1Y'], longestSchemeHistoryDays: 4000 })).toBe(
      "3 and 5-year returns are not shown: none of these schemes' NAV history reaches back 3 years.",
    );
    expect(sameCategoryMissingText({ sameCategoryReturnPeriods: ['1Y', '3Y', '5Y'], longestSchemeHistoryDays: 4000 })).toBeNull();
    expect(sameCategoryMissingText({ sameCategoryReturnPeriods: [], longestSchemeHistoryDays: null })).toBe(
      '1, 3 and 5-year returns are not shown: they are computed from AMFI NAV history, and no NAV history is kept yet.',
    );
  });

  it('says so when the scheme has one NAV and no history to chart', async () => {
    mockFetch({ '/api/mutualfunds/122639': () => json({ ...DETAIL, history: [{ date: '2025-05-16', nav: 84.1234 }], returns: DETAIL.returns.map((r) => ({ ...r, pct: null, from: null })) }) });
    renderApp('/mutualfunds/122639');
    expect(await screen.findByTestId('fund-chart-empty', {}, { timeout: 5000 })).toHaveTextContent('One NAV so far (16 May 2025)');
    expect(screen.getByTestId('fund-return-1Y')).toHaveTextContent('the history starts 16 May 2025');
  });

  it('says there is no such scheme for an unknown code', async () => {
    mockFetch({ '/api/mutualfunds/999': () => json({ error: 'not_found', message: 'No mutual fund scheme with code 999.' }, 404) });
    renderApp('/mutualfunds/999');
    expect(await screen.findByText('No scheme with code 999', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search the mutual funds' })).toHaveAttribute('href', '/mutualfunds');
  });

  it("cuts the chart's NAVs to the range, counted back from the last NAV", () => {
    const history = [
      { date: '2020-01-01', nav: 10 },
      { date: '2024-06-01', nav: 20 },
      { date: '2025-05-01', nav: 21 },
      { date: '2025-05-16', nav: 22 },
    ];
    expect(navBars(history, '1M').map((b) => b.date)).toEqual(['2025-05-01', '2025-05-16']);
    expect(navBars(history, '1Y').map((b) => b.date)).toEqual(['2024-06-01', '2025-05-01', '2025-05-16']);
    expect(navBars(history, 'Max')).toHaveLength(4);
    expect(navBars(history, '1M')[1]).toEqual({ date: '2025-05-16', open: null, high: null, low: null, close: 22, volume: null });
  });
});
