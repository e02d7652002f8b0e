import { SCREENS } from '@sanchay/core';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetchMock';
import { renderApp } from '../test/render';
import { appRoutes, screenKind } from './routes';

/** Every path of spec 000 section 2, copied from the spec, plus /stocks (linked from the landing page) and /portfolio (issue 37). */
const SPEC_PATHS = [
  '/',
  '/principles',
  '/fields',
  '/vocab',
  '/profile',
  '/info',
  '/cmots',
  '/login',
  '/assistant',
  '/options',
  '/futures',
  '/feedback',
  '/share/:uuid',
  '/shareholding',
  '/promptInstruct',
  '/dipsip',
  '/livemarkets',
  '/etfList',
  '/tradingagent',
  '/tradingagent/indicators',
  '/tradingagent/strategies',
  '/mutualfunds',
  '/mutualfunds/:schemeCode', // issue 41: a fund's page
  '/pricing',
  '/riskProfile',
  '/utils',
  '/tools',
  '/arrayview',
  '/company/:symbol',
  '/watchlist',
  '/alerts', // issue 38
  '/indexes',
  '/trade',
  '/privacy',
  '/terms',
  '/cookies',
  '/about',
  '/contact',
  '/quotes',
  '/stocks',
  '/portfolio',
];

function routePaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.index ? ['/'] : route.path ? [route.path] : []),
    ...(route.children ? routePaths(route.children) : []),
  ]);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('route table', () => {
  it('has every path of the spec, each with a title', () => {
    const table = SCREENS.map((s) => s.path);
    expect(table.slice().sort()).toEqual(SPEC_PATHS.slice().sort());
    for (const s of SCREENS) expect(s.title.trim()).not.toBe('');
  });

  it('routes every path of the table, plus a catch-all', () => {
    const routed = routePaths(appRoutes);
    for (const path of SPEC_PATHS) expect(routed).toContain(path);
    expect(routed).toContain('*');
  });

  it('has a page for every screen of the table', () => {
    expect(SCREENS.filter((s) => screenKind(s.path) === 'missing').map((s) => s.path)).toEqual([]);
  });

  it('redirects /tradingagent to /tradingagent/indicators', async () => {
    mockFetch();
    renderApp('/tradingagent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trading Indicators' })).toBeInTheDocument();
  });

  it('passes the company symbol to the company screen', async () => {
    mockFetch();
    renderApp('/company/RELIANCE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company details' })).toBeInTheDocument();
    expect(screen.getByText('RELIANCE')).toBeInTheDocument();
  });
});
